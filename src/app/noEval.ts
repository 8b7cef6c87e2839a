import { z } from 'zod';

/*
 * The deployed app runs under a Content-Security-Policy without 'unsafe-eval' (README "Deploying
 * the live build"). zod compiles object parsers with `new Function` when it may, and probes for it
 * on the first parse: a probe a strict policy reports as a violation even though zod catches it.
 * Imported first by the modules that start the app (startUp.tsx, startApp.tsx), so that no schema
 * parses before.
 */
z.config({ jitless: true });
