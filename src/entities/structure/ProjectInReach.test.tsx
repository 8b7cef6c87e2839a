import { configure, screen } from '@testing-library/react';
import { setupTestMockApi } from '../../../mocks/testing';
import { renderAppRoute, unmountAppRoute } from '../../test/renderAppRoute';

/*
 * A screen opened by URL on a project out of the user's reach: another customer's (project 5 is
 * Papeteries de Bretagne's; the customer account is Aciéries du Nord's) or one that does not
 * exist. The screen says so plainly, and shows none of that project's figures.
 */

configure({ asyncUtilTimeout: 10_000 });

const api = await setupTestMockApi({ resetBeforeEach: true });
afterEach(() => unmountAppRoute());

const CUSTOMER = 'u5';
const REFUSAL = 'Project unavailable';

describe('a project opened by URL out of the user’s reach', { timeout: 30_000 }, () => {
  it('refuses another customer’s savings, without a figure of theirs', async () => {
    await renderAppRoute(api, '/economy-energy?projectId=5', { account: CUSTOMER });
    expect(await screen.findByRole('alert', { name: REFUSAL })).toHaveTextContent(
      'Project no. 5 does not exist or is not one you may see.',
    );
    expect(screen.queryByRole('table', { name: 'Project totals per year' })).not.toBeInTheDocument();
  });

  it('refuses another customer’s synoptics and their live values', async () => {
    await renderAppRoute(api, '/synoptique?projectId=5', { account: CUSTOMER });
    expect(await screen.findByRole('alert', { name: REFUSAL })).toBeInTheDocument();
    const synoptic = api.db.synoptics.find((row) => row.projectId === 5);
    if (synoptic) expect(screen.queryByText(synoptic.name)).not.toBeInTheDocument();
  });

  it('shows the customer their own project', async () => {
    await renderAppRoute(api, '/economy-energy?projectId=1', { account: CUSTOMER });
    expect(await screen.findByRole('table', { name: 'Project totals per year' })).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: REFUSAL })).not.toBeInTheDocument();
  });

  it('refuses a project that does not exist, for the staff too', async () => {
    await renderAppRoute(api, '/economy-energy?projectId=999', { account: 'u2' });
    expect(await screen.findByRole('alert', { name: REFUSAL })).toHaveTextContent('Project no. 999');
  });
});
