import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './apiError';
import { createRefresher } from './refreshRules';

const alerts = { keys: { all: ['alerts'] } };
const projectAlerts = { keys: { all: ['project-alerts'] } };
const stats = { key: ['alert-stats'] };

const refresher = createRefresher<'regression'>([
  { after: alerts, refresh: [projectAlerts, stats] },
  { after: ['alerts', 'update'], refresh: [['alerts', 'detail', 4]] },
  { live: 'regression', refresh: [stats] },
  { afterFailure: ['alerts', 'update'], codes: ['WORKFLOW_ERROR'], refresh: [alerts] },
  { afterFailure: projectAlerts, refresh: [projectAlerts] },
]);

describe('the refresh table', () => {
  it('matches a write by the prefix of its mutation key', () => {
    expect(refresher.keysAfterWrite(['alerts', 'create'])).toEqual([['project-alerts'], ['alert-stats']]);
    expect(refresher.keysAfterWrite(['alerts', 'update'])).toEqual([
      ['project-alerts'],
      ['alert-stats'],
      ['alerts', 'detail', 4],
    ]);
  });

  it('refreshes nothing for a write no rule names, or one without a key', () => {
    expect(refresher.keysAfterWrite(['alert-types', 'create'])).toEqual([]);
    expect(refresher.keysAfterWrite(undefined)).toEqual([]);
  });

  it('refreshes after a refused write only what the failure rules name, with one of their codes', () => {
    expect(refresher.keysAfterFailure(['alerts', 'update'], new ApiError(409, ['WORKFLOW_ERROR']))).toEqual([
      ['alerts'],
    ]);
    expect(refresher.keysAfterFailure(['alerts', 'update'], new ApiError(500, ['SERIALIZER_ERROR']))).toEqual([]);
    expect(refresher.keysAfterFailure(['alerts', 'create'], new ApiError(409, ['WORKFLOW_ERROR']))).toEqual([]);
    expect(refresher.keysAfterFailure(['project-alerts', 'remove'], new Error('offline'))).toEqual([
      ['project-alerts'],
    ]);
    expect(refresher.keysAfterWrite(['project-alerts', 'remove'])).toEqual([]);
  });

  it('invalidates what a live message makes stale, and nothing else', async () => {
    const queryClient = new QueryClient();
    const statsOfClient = [...stats.key, { clientId: 1 }];
    const alertList = [...alerts.keys.all, 'list', {}];
    queryClient.setQueryData(statsOfClient, 1);
    queryClient.setQueryData(alertList, 2);
    await refresher.afterLive(queryClient, 'regression');
    expect(queryClient.getQueryState(statsOfClient)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(alertList)?.isInvalidated).toBe(false);
  });
});
