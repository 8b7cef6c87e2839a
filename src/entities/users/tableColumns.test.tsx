import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { setupMockApiClient } from '../../test/mockApiClient';
import { currentUserQuery, currentUserQueryOptions, type CurrentUser } from './currentUser';
import { columnChoicesOf, savedColumnIds, useTableColumns, withColumnChoice } from './tableColumns';

const api = await setupMockApiClient('u4', { quiet: true, resetBeforeEach: true });

const user: CurrentUser = {
  id: 4,
  email: 'lecteur@partenaire-energie.fr',
  isExternal: false,
  roles: [{ id: 4, name: 'reader' }],
  preferences: {
    showFavoritesProject: true,
    language: null,
    columns: { projects: ['client', 'site'], events: 'broken' },
  },
};

describe('reading the column preference', () => {
  it('reads one table choice, and no choice when it is missing or malformed', () => {
    expect(savedColumnIds(user.preferences, 'projects')).toEqual(['client', 'site']);
    expect(savedColumnIds(user.preferences, 'events')).toBeNull();
    expect(savedColumnIds(user.preferences, 'variables')).toBeNull();
    expect(savedColumnIds({ showFavoritesProject: true, columns: ['x'] }, 'projects')).toBeNull();
    expect(savedColumnIds(null, 'projects')).toBeNull();
    expect(savedColumnIds({ columns: { projects: ['a', 2] } }, 'projects')).toBeNull();
  });

  it('replaces one table choice and keeps the others and the other preferences', () => {
    const next = withColumnChoice(user, 'variables', ['name']);
    expect(next.preferences).toEqual({
      showFavoritesProject: true,
      language: null,
      columns: { projects: ['client', 'site'], events: 'broken', variables: ['name'] },
    });
    expect(
      columnChoicesOf(withColumnChoice({ ...user, preferences: null }, 'events', ['a']).preferences).events,
    ).toEqual(['a']);
  });
});

describe('useTableColumns', () => {
  const all = ['client', 'site', 'project', 'name'] as const;
  const defaults = ['site', 'name'] as const;

  async function renderColumns() {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await queryClient.fetchQuery(currentUserQueryOptions());
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <Suspense>{children}</Suspense>
      </QueryClientProvider>
    );
    const hook = renderHook(() => useTableColumns('variables', defaults, all), { wrapper });
    return { ...hook, queryClient };
  }

  it('starts from the defaults, shows a new choice at once and saves it in the profile', async () => {
    const { result, queryClient } = await renderColumns();
    expect(result.current.visibleColumnIds).toEqual(['site', 'name']);

    act(() => result.current.setVisibleColumnIds(['name', 'client', 'unknown']));
    // Optimistic: the cached user has the choice before the save has even started.
    const cached = () =>
      savedColumnIds(queryClient.getQueryData<CurrentUser>(currentUserQuery.key)?.preferences, 'variables');
    expect(cached()).toEqual(['client', 'name']);
    await waitFor(() => expect(result.current.visibleColumnIds).toEqual(['client', 'name']));

    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    const fresh = await new QueryClient().fetchQuery(currentUserQueryOptions());
    expect(savedColumnIds(fresh.preferences, 'variables')).toEqual(['client', 'name']);
    // The other preferences went back unchanged.
    expect(fresh.preferences?.showFavoritesProject).toBe(
      queryClient.getQueryData<CurrentUser>(currentUserQuery.key)?.preferences?.showFavoritesProject,
    );

    act(() => result.current.reset());
    await waitFor(() => expect(result.current.visibleColumnIds).toEqual(['site', 'name']));
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    const afterReset = await new QueryClient().fetchQuery(currentUserQueryOptions());
    expect(savedColumnIds(afterReset.preferences, 'variables')).toEqual(['site', 'name']);
  });

  it('rolls back when the save is refused', async () => {
    const { result, queryClient } = await renderColumns();
    api.signInAs('nobody-such-account');
    act(() => result.current.setVisibleColumnIds(['project']));
    expect(
      savedColumnIds(queryClient.getQueryData<CurrentUser>(currentUserQuery.key)?.preferences, 'variables'),
    ).toEqual(['project']);
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(result.current.visibleColumnIds).toEqual(['site', 'name']);
    api.signInAs('u4');
  });
});
