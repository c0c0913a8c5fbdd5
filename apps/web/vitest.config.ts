import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup-tests.ts'],
    // Route tests render the whole router and load lazy pages; on a busy 2-core machine (CI runs
    // everything at once) one can pass the 5 s default without anything being wrong.
    testTimeout: 15_000,
  },
});
