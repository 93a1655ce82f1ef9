import { config } from 'zod/v4/core';

// The portal's policy refuses eval (script-src 'self'): zod parses without its compiled parsers, which it would
// otherwise make with `new Function` (its check whether it may is itself refused, and reported, on every page using it).
config({ jitless: true });
