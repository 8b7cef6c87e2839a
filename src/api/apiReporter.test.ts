import type { ApiFeedback } from './apiFeedback';
import { ApiError } from './apiError';
import { createApiReporter, NOTIFICATION_DEDUPE_MS } from './apiReporter';

function fakeFeedback() {
  return {
    showError: vi.fn<ApiFeedback['showError']>(),
    showSuccess: vi.fn<ApiFeedback['showSuccess']>(),
    goToMaintenance: vi.fn<ApiFeedback['goToMaintenance']>(),
  };
}

describe('the API reporter (spec 000 §8)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the first message once per 3-second window', () => {
    const feedback = fakeFeedback();
    const reporter = createApiReporter(() => feedback);
    reporter.reportMessages(['PROJECT_NOT_FOUND', 'INVALID_NAME']);
    reporter.reportMessages(['ALERT_NOT_FOUND']);
    vi.advanceTimersByTime(NOTIFICATION_DEDUPE_MS - 1);
    reporter.reportMessages(['ALERT_NOT_FOUND']);
    expect(feedback.showError).toHaveBeenCalledTimes(1);
    expect(feedback.showError).toHaveBeenCalledWith('PROJECT_NOT_FOUND');
    vi.advanceTimersByTime(1);
    reporter.reportMessages(['ALERT_NOT_FOUND']);
    expect(feedback.showError).toHaveBeenCalledTimes(2);
    expect(feedback.showError).toHaveBeenLastCalledWith('ALERT_NOT_FOUND');
  });

  it('sends the user to the maintenance page when any message is MAINTENANCE, without a notification', () => {
    const feedback = fakeFeedback();
    createApiReporter(() => feedback).reportMessages(['ERROR', 'MAINTENANCE']);
    expect(feedback.goToMaintenance).toHaveBeenCalledTimes(1);
    expect(feedback.showError).not.toHaveBeenCalled();
  });

  it('only logs VARIABLE_NOT_FOUND and UNAUTHORIZED', () => {
    const feedback = fakeFeedback();
    const reporter = createApiReporter(() => feedback);
    reporter.reportMessages(['VARIABLE_NOT_FOUND']);
    reporter.reportError(new ApiError(401, ['UNAUTHORIZED']));
    expect(feedback.showError).not.toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalledTimes(2);
    // A logged-only message does not open the window: the next real error still shows.
    reporter.reportMessages(['INVALID_NAME']);
    expect(feedback.showError).toHaveBeenCalledWith('INVALID_NAME');
  });

  it('passes raw server text through for the app to show as is', () => {
    const feedback = fakeFeedback();
    createApiReporter(() => feedback).reportError(new ApiError(404, ['Bilan not found']));
    expect(feedback.showError).toHaveBeenCalledWith('Bilan not found');
  });

  it('reports a failure that is not an API error as UNKNOWN', () => {
    const feedback = fakeFeedback();
    createApiReporter(() => feedback).reportError(new TypeError('x is undefined'));
    expect(feedback.showError).toHaveBeenCalledWith('UNKNOWN');
  });

  it('announces POST, PUT and DELETE successes, each kind once per window, never the formula check', () => {
    const feedback = fakeFeedback();
    const reporter = createApiReporter(() => feedback);
    reporter.reportSuccess('POST', 'alerts');
    reporter.reportSuccess('POST', 'contacts');
    reporter.reportSuccess('PUT', 'alerts/3');
    reporter.reportSuccess('DELETE', 'alerts/3');
    reporter.reportSuccess('GET', 'alerts');
    expect(feedback.showSuccess.mock.calls).toEqual([['add'], ['edit'], ['delete']]);
    vi.advanceTimersByTime(NOTIFICATION_DEDUPE_MS);
    reporter.reportSuccess('POST', 'check-formula');
    reporter.reportSuccess('POST', 'modelization');
    reporter.reportSuccess('DELETE', 'modelization/0');
    expect(feedback.showSuccess).toHaveBeenCalledTimes(3);
    reporter.reportSuccess('POST', 'alerts');
    expect(feedback.showSuccess).toHaveBeenCalledTimes(4);
  });
});
