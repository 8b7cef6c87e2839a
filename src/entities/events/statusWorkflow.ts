/**
 * The alert event status workflow. spec 000 §4 lists the statuses (new, seen, fixed_no_action,
 * fixed) and says a workflow error exists without listing the allowed moves; this is our choice,
 * used by the mocked API and by the event screen (which offers only the allowed targets):
 *
 *   new             → seen, fixed_no_action, fixed   (acknowledge, or close at once)
 *   seen            → fixed_no_action, fixed          (close; an acknowledged event is never "new" again)
 *   fixed_no_action → seen                            (reopen)
 *   fixed           → seen                            (reopen)
 *
 * Keeping the same status is allowed (an update that only changes tags or cancelled). Everything
 * else is refused with 409 ALERT_EVENT_STATUS_WORKFLOW_ERROR; an unknown status is 400
 * INVALID_ALERT_EVENT_STATUS.
 */

export const EVENT_STATUSES = ['new', 'seen', 'fixed_no_action', 'fixed'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

const TRANSITIONS: Readonly<Record<EventStatus, readonly EventStatus[]>> = {
  new: ['seen', 'fixed_no_action', 'fixed'],
  seen: ['fixed_no_action', 'fixed'],
  fixed_no_action: ['seen'],
  fixed: ['seen'],
};

export function isEventStatus(value: unknown): value is EventStatus {
  return typeof value === 'string' && (EVENT_STATUSES as readonly string[]).includes(value);
}

/** The statuses an event in `from` may move to (not counting staying put). */
export function nextStatuses(from: EventStatus): readonly EventStatus[] {
  return TRANSITIONS[from];
}

export function canChangeStatus(from: EventStatus, to: EventStatus): boolean {
  return from === to || TRANSITIONS[from].includes(to);
}

/** Whether the event counts as handled (closed) in summaries. */
export const isHandledStatus = (status: EventStatus): boolean => status === 'fixed' || status === 'fixed_no_action';

export type StatusChangeCheck =
  | { ok: true; status: EventStatus }
  | { ok: false; code: 'INVALID_ALERT_EVENT_STATUS' | 'ALERT_EVENT_STATUS_WORKFLOW_ERROR' };

/** The server's check of a requested status (spec 000 §8 codes). */
export function checkStatusChange(from: EventStatus, requested: unknown): StatusChangeCheck {
  if (!isEventStatus(requested)) return { ok: false, code: 'INVALID_ALERT_EVENT_STATUS' };
  if (!canChangeStatus(from, requested)) return { ok: false, code: 'ALERT_EVENT_STATUS_WORKFLOW_ERROR' };
  return { ok: true, status: requested };
}
