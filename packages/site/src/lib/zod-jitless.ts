// Imported first by every page entry, before any schema of @tischservice/core is created. Without it zod
// probes `new Function("")` to decide whether it may compile fast parsers; the site's Content-Security-Policy
// (`script-src 'self'`) refuses that, and although zod catches the error, the browser reports a CSP
// violation (Lighthouse "Best Practices": issues in the DevTools panel). Parsing works the same without it.
//
// This is what `z.config({ jitless: true })` does: zod keeps its configuration in this global (shared by
// every copy of zod on a page) and adopts an existing object. Setting it directly keeps zod's runtime out
// of the pages' initial JavaScript (3.6 kB gzip for the import of `config`). The end-to-end test
// "no Content-Security-Policy violation" (e2e/landing.e2e.test.ts) notices if zod stops reading it.
const zodGlobal = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
