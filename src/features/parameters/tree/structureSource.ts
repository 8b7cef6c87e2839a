import { z } from 'zod';

/**
 * spec 001 §4: the view mode has a source, the place the user came from. The navigator's links
 * carry `source=tree`, the lists' links `source=list`; any other value reads as none, so a pasted
 * link never fails on it. Entity routes add it to their search schema:
 * `z.object({ source: structureSourceSearch })`.
 */
export const STRUCTURE_SOURCES = ['tree', 'list'] as const;
export type StructureSource = (typeof STRUCTURE_SOURCES)[number];

export const structureSourceSearch = z.enum(STRUCTURE_SOURCES).optional().catch(undefined);
