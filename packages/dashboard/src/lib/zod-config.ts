import * as z from "zod";

// The app's Content-Security-Policy allows no eval. zod would otherwise probe `new Function` when the first
// object schema is built and, although it catches the refusal, the browser reports a violation on every page.
// Parsing works the same without compiled parsers. `main.tsx` imports this before the app, whose modules
// build core's schemas as they load.
z.config({ jitless: true });
