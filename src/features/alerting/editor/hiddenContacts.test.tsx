import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestMockApi } from '../../../../mocks/testing';
import { renderAppRoute, unmountAppRoute } from '../../../test/renderAppRoute';
import { seededRangeAlert, stubCanvasContext } from './alertEditorTestSupport';

/*
 * The contacts an alert may notify: its client's people and the provider's staff, never another
 * customer's (they would be told of this client's site), and the hidden test clients' in no picker
 * (spec 000 §6).
 */

const api = await setupTestMockApi({ resetBeforeEach: true });
stubCanvasContext();
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => unmountAppRoute());

const offers = 'offers the alert’s client’s contacts and the staff only, none of the hidden test clients';

it(offers, { timeout: 30_000 }, async () => {
  const alert = seededRangeAlert(api.db);
  const project = api.db.projects.find((row) => row.id === alert.projectId);
  const clientId = api.db.places.find((place) => place.id === project?.placeId)?.clientId;
  const storedIds = new Set(alert.contactIds);
  // The alert's stored contacts are chips, not options; whoever they are, they stay shown.
  const expected = api.db.contacts
    .filter((contact) => contact.clientId === null || contact.clientId === clientId || storedIds.has(contact.id))
    .map((contact) => contact.email);
  await renderAppRoute(api, `/alerting-config/alerts/${alert.id}?tab=parameters`, { account: 'u2' });
  const input = await screen.findByLabelText(/^Notified contacts/, { selector: 'input' });
  await waitFor(() => expect(input).toBeEnabled());
  await userEvent.click(input);
  // A contact's option ends with its e-mail.
  const offered = await waitFor(() => {
    const texts = screen
      .getAllByRole('option', { hidden: true })
      .map((option) => option.textContent ?? '')
      .filter((text) => text.includes('@'));
    expect(texts.length).toBeGreaterThan(3);
    return texts;
  });
  expect(offered.filter((text) => !expected.some((email) => text.endsWith(email)))).toEqual([]);
  expect(offered.filter((text) => /@client-(test|demo)\.fr/.test(text))).toEqual([]);
});
