import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestMockApi } from '../../../../mocks/testing';
import { renderAppRoute, unmountAppRoute } from '../../../test/renderAppRoute';
import { seededRangeAlert, stubCanvasContext } from './alertEditorTestSupport';

/* The contacts an alert may notify: the hidden test clients' are in no picker (spec 000 §6). */

const api = await setupTestMockApi({ resetBeforeEach: true });
stubCanvasContext();
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => unmountAppRoute());

it('offers no contact of the hidden test clients', { timeout: 30_000 }, async () => {
  const alert = seededRangeAlert(api.db);
  await renderAppRoute(api, `/alerting-config/alerts/${alert.id}?tab=parameters`, { account: 'u2' });
  const input = await screen.findByLabelText(/^Notified contacts/, { selector: 'input' });
  await waitFor(() => expect(input).toBeEnabled());
  await userEvent.click(input);
  // A contact's option holds its e-mail.
  const offered = await waitFor(() => {
    const options = screen
      .getAllByRole('option', { hidden: true })
      .map((option) => option.textContent ?? '')
      .filter((text) => text.includes('@'));
    expect(options.length).toBeGreaterThan(10);
    return options;
  });
  expect(offered.some((text) => text.includes('@acieries-du-nord.fr'))).toBe(true);
  expect(offered.filter((text) => /@client-(test|demo)\.fr/.test(text))).toEqual([]);
});
