import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TEST_API_BASE_URL } from '../../../../mocks/node';
import { setupTestMockApi } from '../../../../mocks/testing';
import { renderAppRoute, unmountAppRoute, type AppRouteOptions } from '../../../test/renderAppRoute';

const api = await setupTestMockApi({ resetBeforeEach: true });

/** The demo account the next page opens as. */
let account = 'u4';
const open = (url: string, options: Omit<AppRouteOptions, 'account'> = {}) =>
  renderAppRoute(api, url, { account, ...options });
afterEach(() => {
  unmountAppRoute();
  account = 'u4';
  api.server.resetHandlers();
});

describe('AAPE and balances per year', { timeout: 20_000 }, () => {
  it('lists the AAPE by number with their perimeters, then the balances by year descending', async () => {
    const aapes = api.db.aapes.filter((aape) => aape.projectId === 1).sort((a, b) => a.number - b.number);
    await open('/parameters/projects/1/detail');
    const section = await screen.findByRole('region', { name: 'EPIA' });
    const titles = await within(section).findAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual(aapes.map((aape) => `EPIA ${aape.number} – ${aape.name}`));
    expect(await screen.findByRole('table', { name: `Perimeters of EPIA ${aapes[0]!.number}` })).toBeInTheDocument();
    const bilans = screen.getByRole('region', { name: 'Balances per year' });
    const years = (await within(bilans).findAllByRole('heading', { level: 3 })).map((title) =>
      Number(title.textContent),
    );
    expect(years.length).toBeGreaterThan(0);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it('never adds MWh, MWh PCS and tonnes: one energy figure per unit, in the AAPE and the balances', async () => {
    const unitOf = (code: string) => (code === 'ELECTRICITY' ? 'MWh' : code === 'STEAM' ? 't' : 'MWh GCV');
    const aape = api.db.aapes
      .filter((row) => row.projectId === 1)
      .find(
        (row) =>
          new Set(api.db.perimeters.filter((p) => p.aapeId === row.id).map((p) => unitOf(p.energy_code))).size > 1,
      );
    expect(aape).toBeDefined();
    const perimeters = api.db.perimeters.filter((row) => row.aapeId === aape!.id);
    const targets = new Map<string, number>();
    for (const row of perimeters)
      targets.set(unitOf(row.energy_code), (targets.get(unitOf(row.energy_code)) ?? 0) + row.savings_target);
    await open('/parameters/projects/1/detail');
    const card = await screen.findByRole('region', { name: new RegExp(`^EPIA ${aape!.number} – `) });
    const commitment = within(card).getByText('Energy commitment').nextElementSibling as HTMLElement;
    for (const [unit, total] of targets)
      expect(
        await within(commitment).findByText(`${total.toLocaleString('en-US', { maximumFractionDigits: 2 })} ${unit}`),
      ).toBeInTheDocument();
    const bilans = screen.getByRole('region', { name: 'Balances per year' });
    await within(bilans).findAllByRole('table');
    expect(screen.queryByText(/mixed units/)).toBeNull();
    const balance = api.db.balanceAapes.find((row) => row.aape_id === aape!.id);
    const table = within(bilans).getByRole('table', { name: new RegExp(balance!.balance_start_date.slice(0, 4)) });
    const row = within(table).getByRole('row', { name: new RegExp(`^EPIA ${aape!.number} – `) });
    for (const unit of targets.keys()) expect(within(row).getAllByText(new RegExp(` ${unit}$`)).length).toBe(2);
  });

  it('says a failed balances read inside its part, the AAPE staying', async () => {
    api.server.use(
      http.get(`${TEST_API_BASE_URL}balance/project/:projectId`, () =>
        HttpResponse.json({ messages: ['SERVER_ERROR'] }, { status: 500 }),
      ),
    );
    await open('/parameters/projects/1/detail');
    const bilans = await screen.findByRole('region', { name: 'Balances per year' });
    expect(
      await within(bilans).findByText('Could not load the balances per year.', {}, { timeout: 8_000 }),
    ).toBeInTheDocument();
    expect(within(bilans).getByRole('button', { name: /Retry/ })).toBeInTheDocument();
    expect((await screen.findAllByRole('heading', { level: 3 })).length).toBeGreaterThan(0);
  });
});
