import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { TEST_API_BASE_URL } from '../../../../mocks/node';
import { setupTestMockApi } from '../../../../mocks/testing';
import { renderAppRoute, unmountAppRoute } from '../../../test/renderAppRoute';
import { openOptions } from '../../../test/pickOption';

/*
 * The recipient of a scheduled report: only the contacts of the project's client and the internal
 * staff are offered (another client's people would receive this client's figures), and the
 * server's refusal of any other is said beside the field.
 */

const api = await setupTestMockApi({ resetBeforeEach: true });
afterEach(() => {
  unmountAppRoute();
  api.server.resetHandlers();
});

const STAFF_DOMAINS = /@(enersol\.fr|partenaire-energie\.fr)>$/;

const optionTexts = (listbox: HTMLElement) =>
  within(listbox)
    .getAllByRole('option', { hidden: true })
    .map((option) => option.textContent ?? '');

async function chooseProject(user: UserEvent, dialog: HTMLElement, name: string) {
  const listbox = await openOptions(user, within(dialog).getByLabelText(/^Project/, { selector: 'input' }));
  await user.click(within(listbox).getByRole('option', { name, hidden: true }));
}

describe('the recipient of a scheduled report', { timeout: 30_000 }, () => {
  it('offers the project’s client’s contacts and the internal staff, nobody else’s', async () => {
    const user = userEvent.setup();
    await renderAppRoute(api, '/report?tab=automatic&sEdit=new', { account: 'u2' });
    const dialog = await screen.findByRole('dialog', { name: 'New scheduled report' });
    const sendTo = within(dialog).getByLabelText(/^Send to/, { selector: 'input' });
    // No project, no recipient to offer.
    expect(sendTo).toBeDisabled();
    expect(sendTo).toHaveAttribute('placeholder', 'Choose a project first');

    await chooseProject(user, dialog, 'Air comprimé Dunkerque');
    const listbox = await openOptions(user, sendTo);
    const offered = optionTexts(listbox);
    expect(offered.some((text) => text.endsWith('@acieries-du-nord.fr>'))).toBe(true);
    expect(offered.some((text) => STAFF_DOMAINS.test(text))).toBe(true);
    expect(offered.filter((text) => !text.endsWith('@acieries-du-nord.fr>') && !STAFF_DOMAINS.test(text))).toEqual([]);
    expect(within(listbox).getByText('Aciéries du Nord')).toBeInTheDocument();
    expect(within(listbox).getByText('Internal staff')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    // Another client's project: its own people, and the staff.
    await chooseProject(user, dialog, 'Vapeur process Quimperlé');
    const other = optionTexts(await openOptions(user, sendTo));
    expect(other.some((text) => text.endsWith('@papeteries-bretagne.fr>'))).toBe(true);
    expect(other.filter((text) => !text.endsWith('@papeteries-bretagne.fr>') && !STAFF_DOMAINS.test(text))).toEqual([]);
  });

  it('lets go of a recipient the newly chosen project’s reports may not go to', async () => {
    const user = userEvent.setup();
    const report = api.db.scheduledReports.find(
      (row) => row.projectId <= 4 && api.db.contacts.find((contact) => contact.id === row.contact.id)?.clientId === 1,
    );
    if (!report) throw new Error('no schedule of Aciéries du Nord sending to its own contact');
    await renderAppRoute(api, `/report?tab=automatic&sEdit=${report.id}`, { account: 'u2' });
    const dialog = await screen.findByRole('dialog', { name: `Edit “${report.reportName}”` });
    const sendTo = within(dialog).getByLabelText(/^Send to/, { selector: 'input' });
    await waitFor(() => expect(sendTo).toHaveValue(`${report.contact.name} <${report.contact.email}>`), {
      timeout: 8_000,
    });
    await chooseProject(user, dialog, 'Vapeur process Quimperlé');
    await waitFor(() => expect(sendTo).toHaveValue(''), { timeout: 8_000 });
  });

  it('says beside the field that the server refused another client’s contact, keeping what was typed', async () => {
    const user = userEvent.setup();
    const report = api.db.scheduledReports[0];
    if (!report) throw new Error('no scheduled report seeded');
    await renderAppRoute(api, `/report?tab=automatic&sEdit=${report.id}`, { account: 'u2' });
    const dialog = await screen.findByRole('dialog', { name: `Edit “${report.reportName}”` });
    api.server.use(
      http.put(`${TEST_API_BASE_URL}scheduled-reports/${report.id}`, () =>
        HttpResponse.json({ messages: ['NOT_IN_PROJECT'] }, { status: 400 }),
      ),
    );
    const title = within(dialog).getByRole('textbox', { name: /^Report title/ });
    await user.clear(title);
    await user.type(title, 'Suivi mensuel');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'This contact is not one of the project’s client’s: this project’s reports cannot be sent to them.',
      ),
    ).toBeInTheDocument();
    expect(title).toHaveValue('Suivi mensuel');
  });

  it('is refused by the server for a contact of another client', async () => {
    // Project 6 is Papeteries de Bretagne's; contact 1 is of Aciéries du Nord.
    const token = await api.signToken('u2');
    const answer = await fetch(`${TEST_API_BASE_URL}scheduled-reports`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ project: 6, interval: 1, daysOfMonth: [1], reportName: 'Envoi', contact: 1 }),
    });
    expect([answer.status, await answer.json()]).toEqual([400, { messages: ['NOT_IN_PROJECT'] }]);
  });
});
