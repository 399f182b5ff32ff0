import { config } from "zod/v4/core";

// Imported first by every page entry, before any schema of @tischservice/core is created. Without it zod
// probes `new Function("")` to decide whether it may compile fast parsers; the site's Content-Security-Policy
// (`script-src 'self'`) refuses that, and although zod catches the error, the browser reports a CSP
// violation (Lighthouse "Best Practices": issues in the DevTools panel). Parsing works the same without it.
config({ jitless: true });
