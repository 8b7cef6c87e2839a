import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupTestMockApi } from '../../../../mocks/testing';
import { giveElementsASize } from '../../../entities/explorer/charts/graphPanelTestSupport';
import { describeFaultMatrix } from '../../../test/faultMatrix';

/* A dashboard's read and its graphs' new order under every fault kind (src/test/faultMatrix.tsx). */

const api = await setupTestMockApi({ resetBeforeEach: true });
giveElementsASize();

/** jsdom lays nothing out: the cards get one column of rectangles for the keyboard moves. */
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const index = this.tagName === 'LI' && this.parentElement ? [...this.parentElement.children].indexOf(this) : -1;
    const top = index < 0 ? 0 : index * 400;
    const height = index < 0 ? 0 : 380;
    return { x: 0, y: top, top, left: 0, width: 600, height, right: 600, bottom: top + height, toJSON: () => ({}) };
  });
});
afterEach(() => vi.restoreAllMocks());

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Graphs' }))
    .getAllByRole('listitem')
    .map((card) => within(card).getAllByRole('link')[0]?.textContent ?? '');

/** Space on the handle lifts the graph, the arrow moves it one place, Space drops it. */
async function moveByKeyboard(name: string) {
  const handle = screen.getByRole('button', { name: `Move ${name}` });
  handle.focus();
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
}

describeFaultMatrix(api, {
  name: 'dashboard page',
  url: '/data-explorer/dash/1',
  ready: async () => {
    const graphs = await screen.findByRole('list', { name: 'Graphs' }, { timeout: 15_000 });
    await within(graphs).findAllByRole('listitem', {}, { timeout: 15_000 });
  },
  calls: [
    { call: 'GET dashboard/*', what: 'the dashboard' },
    // The events over the graphs (issue 36): the curves stay, the events layer says it failed. Seeded:
    // graph 3 "Consommation cumulée" (area) has events over the default two weeks.
    { call: 'GET events', what: 'the events of Consommation cumulée' },
    {
      call: 'PUT dashboard/*',
      write: true,
      warm: async () => {
        const first = cardNames()[0] ?? '';
        await moveByKeyboard(first);
        // The graphs back in their places, and said so (unless the maintenance page took the screen's place).
        const maintenance = () => screen.queryByRole('heading', { name: 'Application under maintenance' });
        await waitFor(
          () =>
            expect(maintenance() ?? screen.queryByText(/Could not save the new order of the graphs/)).not.toBeNull(),
          { timeout: 15_000 },
        );
        if (!maintenance()) await waitFor(() => expect(cardNames()[0]).toBe(first));
      },
    },
  ],
});
