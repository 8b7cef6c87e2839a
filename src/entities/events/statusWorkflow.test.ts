import { canChangeStatus, checkStatusChange, EVENT_STATUSES, nextStatuses } from './statusWorkflow';

describe('the event status workflow', () => {
  it('allows acknowledging, closing and reopening', () => {
    expect(nextStatuses('new')).toEqual(['seen', 'fixed_no_action', 'fixed']);
    expect(nextStatuses('seen')).toEqual(['fixed_no_action', 'fixed']);
    expect(nextStatuses('fixed')).toEqual(['seen']);
    expect(nextStatuses('fixed_no_action')).toEqual(['seen']);
  });

  it('always allows keeping the same status', () => {
    for (const status of EVENT_STATUSES) expect(canChangeStatus(status, status)).toBe(true);
  });

  it('refuses going back to new and moving between the two closed statuses', () => {
    expect(checkStatusChange('seen', 'new')).toEqual({ ok: false, code: 'ALERT_EVENT_STATUS_WORKFLOW_ERROR' });
    expect(checkStatusChange('fixed', 'new')).toEqual({ ok: false, code: 'ALERT_EVENT_STATUS_WORKFLOW_ERROR' });
    expect(checkStatusChange('fixed', 'fixed_no_action')).toEqual({
      ok: false,
      code: 'ALERT_EVENT_STATUS_WORKFLOW_ERROR',
    });
    expect(checkStatusChange('fixed_no_action', 'fixed')).toEqual({
      ok: false,
      code: 'ALERT_EVENT_STATUS_WORKFLOW_ERROR',
    });
  });

  it('calls an unknown status invalid', () => {
    expect(checkStatusChange('new', 'closed')).toEqual({ ok: false, code: 'INVALID_ALERT_EVENT_STATUS' });
    expect(checkStatusChange('new', 3)).toEqual({ ok: false, code: 'INVALID_ALERT_EVENT_STATUS' });
    expect(checkStatusChange('new', 'seen')).toEqual({ ok: true, status: 'seen' });
  });
});
