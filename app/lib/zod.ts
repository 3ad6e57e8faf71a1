import { z } from "zod";

// Zod 4 compiles object parsers with `new Function` when it can, and finds out by trying once:
// under our CSP (no 'unsafe-eval') that try is a logged CSP violation on every page that loads a
// schema. Parsing without compiled code is fast enough for forms of a few fields.
z.config({ jitless: true });

export { z };
