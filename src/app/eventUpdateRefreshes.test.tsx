import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { eventsResource } from '../entities/events/api';
import { alertEventStatsQuery } from '../entities/events/alertEventStats';
import { pendingEventsQuery } from '../entities/events/pendingEvents';
import { quietReporter, setupMockApiClient } from '../test/mockApiClient';
import { createAppQueryClient } from './queryClient';

await setupMockApiClient('u2', { resetBeforeEach: true });

function setup() {
  const queryClient = createAppQueryClient(quietReporter);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => ({
      pending: useQuery(pendingEventsQuery.query({})),
      stats: useQuery(alertEventStatsQuery.query({})),
      update: eventsResource.useUpdate(),
    }),
    { wrapper },
  );
}

describe('an event update', () => {
  it('refreshes the home pending events and summary it makes stale', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.pending.data?.data.length).toBeGreaterThan(0));
    await waitFor(() => expect(result.current.stats.data).toBeDefined());
    const handled = result.current.pending.data!.data[0]!;
    const newBefore = result.current.stats.data!.statuses.new;
    await act(() =>
      result.current.update.mutateAsync({ id: handled.id, input: { cancelled: false, tags: [], status: 'seen' } }),
    );
    await waitFor(() => expect(result.current.pending.data?.data.map((event) => event.id)).not.toContain(handled.id));
    await waitFor(() => expect(result.current.stats.data?.statuses.new).toBe(newBefore - 1));
  });
});
