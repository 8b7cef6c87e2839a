import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestMockApi } from '../../../../mocks/testing';
import { renderAppRoute, unmountAppRoute, type AppRouteOptions, type AppRouteView } from '../../../test/renderAppRoute';

const api = await setupTestMockApi({ resetBeforeEach: true });

/** The demo account the next page opens as. */
let account = 'u2';
let view: AppRouteView;
async function open(url: string, options: Omit<AppRouteOptions, 'account'> = {}): Promise<AppRouteView> {
  view = await renderAppRoute(api, url, { account, ...options });
  return view;
}
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  unmountAppRoute();
  account = 'u2';
});

const PROJECT_ID = 2;
const year = new Date().getFullYear();
const yearsShown = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the project’s Energy balance tab', () => {
  it('shows the bilans by year, latest first, deletes one after confirming and says a missing one translated', async () => {
    await open(`/parameters/projects/${PROJECT_ID}/balance`);
    const latest = await screen.findByRole('region', { name: `Year ${year}` });
    expect(yearsShown()).toEqual([`Year ${year}`, `Year ${year - 1}`, `Year ${year - 2}`]);
    const rows = within(within(latest).getByRole('table', { name: `${year} balances` })).getAllByRole('rowheader');
    const numbers = rows.slice(0, -1).map((row) => Number(/EPIA (\d+)/.exec(row.textContent ?? '')?.[1]));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(rows.at(-1)).toHaveTextContent(`Total ${year}`);

    const older = screen.getByRole('region', { name: `Year ${year - 1}` });
    await userEvent.click(within(older).getByRole('button', { name: `Delete the ${year - 1} balances` }));
    const confirm = await screen.findByRole('dialog', { name: `Delete the ${year - 1} balances?` });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(yearsShown()).toEqual([`Year ${year}`, `Year ${year - 2}`]));

    // Someone else deleted the oldest bilan meanwhile: the server answers 'Bilan not found'.
    const aapeIds = new Set(api.db.aapes.filter((aape) => aape.projectId === PROJECT_ID).map((aape) => aape.id));
    api.db.balanceAapes = api.db.balanceAapes.filter(
      (balance) => !(aapeIds.has(balance.aape_id) && balance.balance_start_date.startsWith(String(year - 2))),
    );
    const oldest = screen.getByRole('region', { name: `Year ${year - 2}` });
    await userEvent.click(within(oldest).getByRole('button', { name: `Delete the ${year - 2} balances` }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: `Delete the ${year - 2} balances?` })).getByRole('button', {
        name: 'Delete',
      }),
    );
    // Its notification is an alert too: the one on the page is found by what it says.
    const alert = (await screen.findByText(`The ${year - 2} balances were not deleted`)).closest('[role="alert"]');
    expect(alert).toHaveTextContent('No balance was found for this project and year.');
  });

  it('shows a reader the bilans without a delete button', async () => {
    account = 'u4';
    await open(`/parameters/projects/${PROJECT_ID}/balance`);
    await screen.findByRole('region', { name: `Year ${year}` });
    expect(screen.getByText('Read only: you can see this page but not change it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });
});
