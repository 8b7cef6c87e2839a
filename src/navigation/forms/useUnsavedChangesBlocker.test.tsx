import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, Outlet, useNavigate } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithApp } from '../../test/renderWithApp';
import { leavesPage, shouldWarnBeforeUnload, useUnsavedChangesBlocker } from './useUnsavedChangesBlocker';

function Editor() {
  const [dirty, setDirty] = useState(false);
  const blocker = useUnsavedChangesBlocker(dirty);
  const navigate = useNavigate();
  return (
    <div>
      <label>
        <input type="checkbox" checked={dirty} onChange={(event) => setDirty(event.currentTarget.checked)} />
        Changed
      </label>
      <button type="button" onClick={() => void navigate({ href: '/other' })}>
        Other page
      </button>
      <button type="button" onClick={() => void navigate({ href: '/editor?tab=b' })}>
        Another tab
      </button>
      <button type="button" onClick={() => void navigate({ href: '/other', ignoreBlocker: true })}>
        Saved
      </button>
      {blocker.blocked ? (
        <div role="dialog" aria-label="Leave?">
          <button type="button" onClick={blocker.leave}>
            Leave
          </button>
          <button type="button" onClick={blocker.stay}>
            Stay
          </button>
        </div>
      ) : null}
    </div>
  );
}

function tree() {
  const root = createRootRouteWithContext<{ queryClient: QueryClient }>()({ component: Outlet });
  return root.addChildren([
    createRoute({ getParentRoute: () => root, path: '/editor', component: Editor }),
    createRoute({ getParentRoute: () => root, path: '/other', component: () => <p>Other page shown</p> }),
  ]);
}

describe('useUnsavedChangesBlocker', () => {
  it('lets the user leave a page without changes', async () => {
    await renderWithApp(tree(), { url: '/editor' });
    await userEvent.click(screen.getByRole('button', { name: 'Other page' }));
    expect(await screen.findByText('Other page shown')).toBeVisible();
  });

  it('asks before leaving changes: Stay keeps the page, Leave goes on', async () => {
    await renderWithApp(tree(), { url: '/editor' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Changed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Other page' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Changed' })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Other page' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Other page shown')).toBeVisible();
  });

  it('never holds back a search change on the same page, nor a navigation that ignores it', async () => {
    await renderWithApp(tree(), { url: '/editor' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Changed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Another tab' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Saved' }));
    expect(await screen.findByText('Other page shown')).toBeVisible();
  });
});

describe('leavesPage', () => {
  it('is another path, except the pages the app itself moves to', () => {
    expect(leavesPage('/alerting-config/alerts/4', '/alerting-config')).toBe(true);
    expect(leavesPage('/alerting-config/alerts/4', '/alerting-config/alerts/4')).toBe(false);
    expect(leavesPage('/alerting-config/alerts/4', '/maintenance')).toBe(false);
    expect(leavesPage('/alerting-config/alerts/4', '/login')).toBe(false);
  });
});

describe('shouldWarnBeforeUnload', () => {
  const storage = (entries: Record<string, string>): Storage => {
    const keys = Object.keys(entries);
    return {
      length: keys.length,
      key: (index: number) => keys[index] ?? null,
      getItem: (key: string) => entries[key] ?? null,
      setItem: () => undefined,
      removeItem: () => undefined,
      clear: () => undefined,
    };
  };

  it('warns only with unsaved changes', () => {
    expect(shouldWarnBeforeUnload(false, storage({}), 10_000)).toBe(false);
    expect(shouldWarnBeforeUnload(true, storage({}), 10_000)).toBe(true);
    expect(shouldWarnBeforeUnload(true, null, 10_000)).toBe(true);
  });

  it('lets the app’s own reload (the 401 reload) through: the draft keeps the typing', () => {
    expect(shouldWarnBeforeUnload(true, storage({ 'wattsight.reload.unauthorized': '9000' }), 10_000)).toBe(false);
    expect(shouldWarnBeforeUnload(true, storage({ 'wattsight.reload.unauthorized': '1000' }), 10_000)).toBe(true);
    expect(shouldWarnBeforeUnload(true, storage({ 'other.key': '9000' }), 10_000)).toBe(true);
  });
});
