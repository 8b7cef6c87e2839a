import type { PageParams, SortParams, StructureFilters } from '../../api/listPage';
import { z } from 'zod';
import { aggregationRefSchema, samplingUnitSchema, unitRefSchema } from '../variables/refs';
import { clientRefSchema, placeRefSchema, projectRefSchema } from '../structure/refs';
import { idSchema, isoDateTimeSchema } from '../../api/schemas';
import { defineResource, defineResourceFamily, listParams } from '../../api/resource';
import { MAX_COMMENT_LENGTH, MAX_TAG_LENGTH } from './eventRules';
import { EVENT_STATUSES } from './statusWorkflow';

/** Alert events and their comments (spec 000 §3, §4, §7). */

import {
  ALERT_LEVEL_NAMES as EVENT_LEVELS,
  ALERT_TYPE_NAMES as EVENT_ALERT_TYPES,
  type AlertLevelName as EventLevel,
  type AlertTypeName as EventAlertType,
} from '../alerting/alertKinds';

export { EVENT_ALERT_TYPES, EVENT_LEVELS, type EventAlertType, type EventLevel };

export const eventStatusSchema = z.enum(EVENT_STATUSES);

const eventVariableSchema = z.object({
  id: idSchema,
  name: z.string(),
  sourceTechnicalName: z.string().nullish(),
  unit: unitRefSchema.nullish(),
});
export type EventVariable = z.infer<typeof eventVariableSchema>;

/**
 * The alert as an event embeds it. `function` is set for communication-type alerts only: spec 000
 * §4 "An event whose alert has a function is a communication-type event". The variables tell the
 * detail screen which series to load (all for stagnation and offline_single, else the first).
 */
export const eventAlertSchema = z.object({
  id: idSchema,
  name: z.string(),
  type: z.enum(EVENT_ALERT_TYPES),
  level: z.string(),
  function: z.string().nullish(),
  alertVariables: z
    .array(
      z.object({
        variable: eventVariableSchema,
        aggregation: aggregationRefSchema,
        sampling: z.number().int().positive(),
        samplingUnit: samplingUnitSchema,
      }),
    )
    .nullish(),
  variables: z.array(eventVariableSchema).nullish(),
  /** The alert's thresholds, drawn on the event chart (spec 000 §3 activationParameters). */
  activationParameters: z
    .object({
      threshold: z.number().nullish(),
      activationLow: z.number().nullish(),
      deactivationLow: z.number().nullish(),
      activationHigh: z.number().nullish(),
      deactivationHigh: z.number().nullish(),
      hysteresis: z.number().nullish(),
    })
    .nullish(),
});
export type EventAlert = z.infer<typeof eventAlertSchema>;

/** spec 000 §3: alert event. dateEnd is null while the event is in progress (spec 000 §3 "State"). */
export const alertEventSchema = z.object({
  id: idSchema,
  alert: eventAlertSchema,
  project: projectRefSchema,
  client: clientRefSchema,
  site: placeRefSchema,
  dateStart: isoDateTimeSchema,
  dateEnd: isoDateTimeSchema.nullable(),
  /** Seconds; up to now for an event in progress. */
  duration: z.number().nonnegative(),
  status: eventStatusSchema,
  cancelled: z.boolean(),
  tags: z.array(z.string()),
  /** How many comments the event has; the list comes from events/{id}/comments. */
  comments: z.number().int().nonnegative(),
});
export type AlertEvent = z.infer<typeof alertEventSchema>;

export const isEventInProgress = (event: Pick<AlertEvent, 'dateEnd'>): boolean => event.dateEnd === null;

/** spec 000 §4: "An event update sends cancelled, tags and status" — nothing else. */
export const eventUpdateSchema = z.object({
  cancelled: z.boolean(),
  tags: z.array(z.string().trim().min(1).max(MAX_TAG_LENGTH)),
  status: eventStatusSchema,
});
export type EventUpdate = z.input<typeof eventUpdateSchema>;

/**
 * spec 000 §7 GET events query parameters. `ordering` sorts on the server (dateStart, dateEnd,
 * duration, client, site, project, alert, level by severity, status by workflow; default newest
 * first).
 */
export type EventListParams = PageParams &
  SortParams &
  StructureFilters & {
    alertId?: number;
    /** Repeatable: any of these statuses. */
    status?: readonly (typeof EVENT_STATUSES)[number][];
    level?: EventLevel;
    /** Repeatable: any of these types (a home count covers several, e.g. offline and offline_single). */
    type?: EventAlertType | readonly EventAlertType[];
    /** true: events in progress only (the "current events" view). */
    current?: boolean;
    cancelled?: boolean;
    /** ISO instants: events overlapping [start, end]. */
    start?: string;
    end?: string;
    /** Alert or variable name contains. */
    search?: string;
    /** Repeatable: events whose alert watches any of these variables (a graph's events). */
    variable?: readonly number[];
  };

/** GET events, GET events/{id}, PUT events/{id} (cancelled, tags, status). */
export const eventsResource = defineResource({
  name: 'events',
  path: 'events',
  item: alertEventSchema,
  params: listParams<EventListParams>(),
  update: eventUpdateSchema,
});

/** spec 000 §3: comment (id, comment, alertEvent), with who wrote it and when. */
export const eventCommentSchema = z.object({
  id: idSchema,
  comment: z.string(),
  alertEvent: z.object({ id: idSchema }),
  author: z.object({ id: idSchema, firstName: z.string().nullish(), lastName: z.string().nullish() }).nullish(),
  createdAt: isoDateTimeSchema.nullish(),
  updatedAt: isoDateTimeSchema.nullish(),
});
export type EventComment = z.infer<typeof eventCommentSchema>;

/** POST and PUT body: the comment text only. */
export const eventCommentWriteSchema = z.object({ comment: z.string() });
export type EventCommentWrite = z.input<typeof eventCommentWriteSchema>;

/** The comment form's rule, the same as the server's (message: the catalogue code). */
export const eventCommentFormSchema = z.object({
  comment: z.string().trim().min(1, 'INVALID_COMMENT').max(MAX_COMMENT_LENGTH, 'INVALID_COMMENT'),
});

/** GET/POST events/{eventId}/comments, PUT/DELETE events/{eventId}/comments/{commentId}; one definition per event. */
export const eventCommentsResource = defineResourceFamily('event-comments', (eventId: number) => ({
  path: `events/${eventId}/comments`,
  item: eventCommentSchema,
  params: listParams<PageParams>(),
  create: eventCommentWriteSchema,
  update: eventCommentWriteSchema,
}));

export type EventCommentsResource = ReturnType<typeof eventCommentsResource>;
