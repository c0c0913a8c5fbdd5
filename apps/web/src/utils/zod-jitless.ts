// zod 4 compiles faster validators with `new Function` when a schema is built; the portal's content
// security policy forbids eval, so that probe would be reported as a violation. This runs first in
// the entry module, before any lazily loaded chunk builds a schema. Interpreted validation is
// plenty fast for forms.
//
// zod keeps its configuration on `globalThis.__zod_globalConfig` and adopts an object already there
// (zod/v4/core/core.js), so setting it there keeps zod itself out of the first page's JavaScript;
// the object is changed in place, so a zod loaded first (in a test) sees it too.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}
(globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};
