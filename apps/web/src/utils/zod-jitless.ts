import { config } from 'zod/v4/core';

// zod 4 compiles faster validators with `new Function` when a schema is built; the portal's content
// security policy forbids eval, so that probe would be reported as a violation. This runs first in
// the entry module, before any lazily loaded chunk builds a schema. Interpreted validation is
// plenty fast for forms.
config({ jitless: true });
