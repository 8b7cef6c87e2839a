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
    const section = await screen.findByRole('region', { name: 'AAPE' });
    const titles = await within(section).findAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual(aapes.map((aape) => `AAPE ${aape.number} – ${aape.name}`));
    expect(await screen.findByRole('table', { name: `Perimeters of AAPE ${aapes[0]!.number}` })).toBeInTheDocument();
    const bilans = screen.getByRole('region', { name: 'Balances per year' });
    const years = (await within(bilans).findAllByRole('heading', { level: 3 })).map((title) =>
      Number(title.textContent),
    );
    expect(years.length).toBeGreaterThan(0);
    expect(years).toEqual([...years].sort((a, b) => b - a));
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
