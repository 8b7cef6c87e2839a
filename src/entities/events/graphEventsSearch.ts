import { z } from 'zod';

/**
 * The events toggle of a page with one graph, in its URL (issue 36): `events=off` hides them, shown
 * by default; a malformed value falls back to shown. Apart from graphEvents.ts: route search
 * validation stays in the entry chunk, which must not pull the events layer in.
 */
export const graphEventsSearch = { events: z.enum(['off']).optional().catch(undefined) };
export const graphEventsSearchSchema = z.object(graphEventsSearch);
