import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default; on a busy 2-core CI machine a lazily loaded page can
// take longer to appear without anything being wrong.
configure({ asyncUtilTimeout: 5000 });

// Testing Library only auto-cleans when test globals are on; this project imports them explicitly.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
