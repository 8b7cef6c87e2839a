import { z } from 'zod';
import { defineMutation, defineQuery } from '../../api/endpoint';
import { listPageSchema, type PageParams } from '../../api/listPage';
import { idSchema, isoDateTimeSchema, writeIdSchema } from '../../api/schemas';
import { defineResource, listParams } from '../../api/resource';
import { SYNOPTIC_IMAGE_MAX_BYTES } from './synopticImage';

/*
 * Synoptics: a project's images with variables placed on them (spec 001 §2, §5, §7). spec 001 §7
 * only says "A further synoptic resource (project/synoptic, synoptic, order) exists; its methods
 * and payloads are not shown": the calls and shapes below are ours.
 */

/** A variable placed on the image; x and y are fractions of its width and height (0..1). */
export const synopticPointSchema = z.object({
  id: idSchema,
  variableId: idSchema,
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  label: z.string().nullish(),
  /** Added by the answer from the variable. */
  variableName: z.string().nullish(),
  unit: z.string().nullish(),
});
export type SynopticPoint = z.infer<typeof synopticPointSchema>;

export const synopticSchema = z.object({
  id: idSchema,
  projectId: idSchema,
  name: z.string(),
  /** A data: URL of the uploaded image (or a URL the server serves it from). */
  imageUrl: z.string(),
  /** Bytes. */
  imageSize: z.number().int().nonnegative(),
  order: z.number().int().nonnegative(),
  points: z.array(synopticPointSchema),
  updatedAt: isoDateTimeSchema.nullish(),
});
export type Synoptic = z.infer<typeof synopticSchema>;

/** A point being placed has a `-local` id until saved: sent as null (spec 000 §5). */
const synopticPointWriteSchema = z.object({
  id: writeIdSchema,
  variableId: idSchema,
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  label: z.string().nullish(),
});

/** POST synoptic and PUT synoptic/{id} (without id); the order is changed by PUT synoptic/order. */
export const synopticWriteSchema = z.object({
  projectId: idSchema,
  name: z.string().trim().min(1),
  imageUrl: z.string().min(1),
  imageSize: z.number().int().nonnegative().max(SYNOPTIC_IMAGE_MAX_BYTES),
  points: z.array(synopticPointWriteSchema),
});
export type SynopticWrite = z.input<typeof synopticWriteSchema>;

export type SynopticListParams = PageParams & { projectId?: number };

export const synopticResource = defineResource({
  name: 'synoptic',
  path: 'synoptic',
  item: synopticSchema,
  params: listParams<SynopticListParams>(),
  create: synopticWriteSchema,
  update: synopticWriteSchema,
});

const synopticPageSchema = listPageSchema(synopticSchema);

/** GET project/synoptic/{projectId}: the project's synoptics in their order. */
export const projectSynopticsQuery = defineQuery({
  name: 'project',
  of: synopticResource,
  path: ({ projectId }: { projectId: number }) => `project/synoptic/${projectId}`,
  schema: synopticPageSchema,
});

export const synopticOrderSchema = z.object({ projectId: idSchema, ids: z.array(idSchema).min(1) });
export type SynopticOrder = z.input<typeof synopticOrderSchema>;

/** PUT synoptic/order: the project's synoptic ids in their new order; needs synoptic_manage (spec 000 §6). */
export const reorderSynopticsMutation = defineMutation({
  name: 'order',
  of: synopticResource,
  method: 'PUT',
  path: 'synoptic/order',
  body: (order: SynopticOrder) => order,
  payload: synopticOrderSchema,
  schema: synopticPageSchema,
});

/** A new order that moves one synoptic from one place to another (drag and drop). */
export function moveSynoptic(ids: readonly number[], from: number, to: number): number[] {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

/** What the view shows at a variable's place: its latest value and the level of its events in progress. */
export const synopticValueSchema = z.object({
  variableId: idSchema,
  aggregationId: idSchema,
  /** The variable's site: its page's address needs it. */
  placeId: idSchema.nullish(),
  unit: z.string().nullish(),
  /** When the latest value was measured; null when the variable has no data in its last day. */
  date: isoDateTimeSchema.nullish(),
  value: z.number().nullish(),
  /** The worst level of the events in progress on the variable's alerts; null when none. */
  alertLevel: z.string().nullish(),
  eventId: idSchema.nullish(),
});
export type SynopticValue = z.infer<typeof synopticValueSchema>;

export const synopticValuesSchema = z.object({
  id: idSchema,
  at: isoDateTimeSchema,
  data: z.array(synopticValueSchema),
});
export type SynopticValues = z.infer<typeof synopticValuesSchema>;

/** GET synoptic/{id}/values (ours, spec 001 §7 does not show it): the view's values and alert states. */
export const synopticValuesQuery = defineQuery({
  name: 'values',
  of: synopticResource,
  path: ({ id }: { id: number }) => `synoptic/${id}/values`,
  schema: synopticValuesSchema,
});

/** A synoptic as its PUT sends it, with a few fields changed (a rename, a new image, new points). */
export function synopticWriteOf(synoptic: Synoptic, patch: Partial<SynopticWrite> = {}): SynopticWrite {
  return {
    projectId: synoptic.projectId,
    name: synoptic.name,
    imageUrl: synoptic.imageUrl,
    imageSize: synoptic.imageSize,
    points: synoptic.points.map(({ id, variableId, x, y, label }) => ({ id, variableId, x, y, label })),
    ...patch,
  };
}
