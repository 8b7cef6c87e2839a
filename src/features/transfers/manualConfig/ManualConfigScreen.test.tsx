import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestMockApi } from '../../../../mocks/testing';
import { renderAppRoute, unmountAppRoute } from '../../../test/renderAppRoute';

const api = await setupTestMockApi({ resetBeforeEach: true });
afterEach(() => {
  unmountAppRoute();
  api.setFaults([]);
});

/** Every call the screen sent, as "METHOD path". */
let calls: string[] = [];
api.server.events.on('request:start', ({ request }) => {
  calls.push(`${request.method} ${new URL(request.url).pathname.replace('/api/', '')}`);
});
beforeEach(() => {
  calls = [];
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const open = (url: string, account = 'u2') => renderAppRoute(api, url, { account });

/** A seeded manual variable of a site the filters offer, and its site. */
function seededManualVariable() {
  const variable = api.db.variables.find((row) => row.type === 'manual_variable' && row.placeId <= 8);
  if (!variable?.sourceTechnicalName) throw new Error('no manual variable in the seed');
  return { variable, technicalId: variable.sourceTechnicalName, placeId: variable.placeId };
}

const csvFile = (name: string, technicalId: string) =>
  new File([`Date;${technicalId}\r\n01/11/2026 00:00;12,5\r\n01/11/2026 01:00;13\r\n01/11/2026 02:00;14\r\n`], name, {
    type: 'text/csv',
  });

async function importDrawer(placeId: number) {
  await open(`/manual-config?placeId=${placeId}&newImport=true`);
  return screen.findByRole('dialog', { name: 'New import' });
}

describe('the manual-config screen', { timeout: 45_000 }, () => {
  it('shows each import’s three steps, the outcome coloured by success or failure (spec 001 §4)', async () => {
    const { unmount } = await open('/manual-config?status=imported');
    const table = await screen.findByRole('table', { name: 'Imports' });
    const [imported] = await within(table).findAllByText('Step 3 of 3, outcome: succeeded.');
    const row = imported?.closest('tr');
    if (!row) throw new Error('no imported row');
    expect(within(row).getByText('Step 1 of 3, processing: done.')).toBeInTheDocument();
    expect(within(row).getByText('Imported')).toBeInTheDocument();
    // Done: deleting is offered, neither confirm nor cancel.
    expect(within(row).getByRole('button', { name: /^Delete the import / })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^(Confirm|Cancel) the import / })).toBeNull();
    unmount();

    await open('/manual-config?status=invalid_file');
    const invalid = await screen.findByRole('table', { name: 'Imports' });
    expect((await within(invalid).findAllByText('Step 2 of 3, decision: skipped.')).length).toBeGreaterThan(0);
    expect(within(invalid).getAllByText('Step 3 of 3, outcome: failed.').length).toBeGreaterThan(0);
  });

  it('refuses a file that is not csv, xls or xlsx before any call', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { placeId } = seededManualVariable();
    const drawer = await importDrawer(placeId);
    await user.upload(within(drawer).getByLabelText('Import file'), new File(['hello'], 'notes.txt'));
    expect(
      await within(drawer).findByText('“notes.txt” cannot be imported: only csv, xlsx and xls files are accepted.'),
    ).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Import file')).toHaveAccessibleDescription(/cannot be imported/);
    await user.click(within(drawer).getByRole('button', { name: 'Import' }));
    expect(await within(drawer).findByText('Choose a csv, xlsx or xls file.')).toBeInTheDocument();
    expect(calls.filter((call) => !call.startsWith('GET'))).toEqual([]);

    // An xls file is taken without a preview: the server checks it.
    await user.upload(within(drawer).getByLabelText('Import file'), new File(['binary'], 'releves.xls'));
    expect(await within(drawer).findByText('No preview for xls files')).toBeInTheDocument();
    expect(within(drawer).queryByText(/cannot be imported/)).toBeNull();
    expect(within(drawer).getByRole('button', { name: 'Import' })).toBeEnabled();
  });

  it('keeps the chosen site across a reload, says so and asks for the file again', async () => {
    const user = userEvent.setup();
    const { placeId } = seededManualVariable();
    const first = await open(`/manual-config?placeId=${placeId}&newImport=true`);
    const drawer = await screen.findByRole('dialog', { name: 'New import' });
    const site = await within(drawer).findByRole('combobox', { name: /^Site/ });
    await user.click(site);
    const listbox = await waitFor(() => {
      const found = document.getElementById(site.getAttribute('aria-controls') ?? '');
      if (!found) throw new Error('the site list is not open');
      return found;
    });
    const other = (await within(listbox).findAllByRole('option', { hidden: true })).find(
      (option) => option.getAttribute('aria-selected') !== 'true',
    );
    const otherName = other?.textContent ?? '';
    if (!other || otherName === '') throw new Error('no second site offered');
    await user.click(other);
    await waitFor(() => expect(site).toHaveValue(otherName));
    await first.reload();
    const again = await screen.findByRole('dialog', { name: 'New import' });
    await waitFor(() => expect(within(again).getByRole('combobox', { name: /^Site/ })).toHaveValue(otherName));
    expect(
      within(again).getByText(
        'The chosen site was restored. Choose the file again: a file is not kept across a reload.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(within(again).queryByText(/\.csv$/)).toBeNull();
    expect(calls.filter((call) => !call.startsWith('GET'))).toEqual([]);
  });

  it('previews the file, tells a failed upload and sends the kept file again on Retry', async () => {
    const user = userEvent.setup();
    const { technicalId, placeId } = seededManualVariable();
    const drawer = await importDrawer(placeId);
    await user.upload(within(drawer).getByLabelText('Import file'), csvFile('releves_novembre.csv', technicalId));
    expect(await within(drawer).findByText('3 lines: 3 to import, no error.')).toBeInTheDocument();
    expect(
      within(drawer).getByText('Dates read as DD/MM/YYYY HH:mm (Paris time unless the file gives an offset)'),
    ).toBeInTheDocument();

    api.setFaults('PUT uploads/*=status:500@1');
    await user.click(within(drawer).getByRole('button', { name: 'Import' }));
    expect(await within(drawer).findByText('The file could not be sent')).toBeInTheDocument();
    const created = api.db.imports.find((row) => row.name === 'releves_novembre.csv');
    expect(created?.status).toBe('waiting_for_upload');

    await user.click(within(drawer).getByRole('button', { name: 'Retry the upload' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New import' })).toBeNull());
    expect(created?.status).toBe('validating');
    expect(calls.filter((call) => call === 'POST imports')).toHaveLength(1);
    expect(calls.filter((call) => call.startsWith('PUT uploads/'))).toHaveLength(2);
  });

  it('confirms an import awaiting confirmation after asking, and says when its status changed meanwhile', async () => {
    const user = userEvent.setup();
    const awaiting = api.db.imports.filter((row) => row.status === 'awaiting_confirmation');
    const [first, second] = awaiting;
    if (!first || !second) throw new Error('the seed has no import awaiting confirmation');
    await open('/manual-config?status=awaiting_confirmation');
    const table = await screen.findByRole('table', { name: 'Imports' });

    await user.click(await within(table).findByRole('button', { name: `Confirm the import ${first.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Do you confirm the import?' });
    expect(
      within(dialog).getByText(/Existing values at the same time stamps will be overwritten\.$/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(first.status).toBe('confirmed'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Read again: the confirmed import leaves the list filtered on the status.
    await waitFor(() => expect(screen.queryByRole('button', { name: `Confirm the import ${first.name}` })).toBeNull());

    // Cancelled elsewhere in the meantime: the server refuses, the screen says why and reads again.
    second.status = 'canceled';
    // The table is drawn anew once read again: found again, not reused.
    const again = screen.getByRole('table', { name: 'Imports' });
    await user.click(within(again).getByRole('button', { name: `Confirm the import ${second.name}` }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Do you confirm the import?' })).getByRole('button', {
        name: 'Import',
      }),
    );
    const alert = await screen.findByText(`The import ${second.name} could not be confirmed.`);
    expect(alert.closest('[role="alert"]')).toHaveTextContent(
      'Its status changed meanwhile: the list has been read again.',
    );
    expect(second.status).toBe('canceled');
  });

  it('sends the file of an import still waiting for it from its row, the very file it was created for', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { technicalId } = seededManualVariable();
    const waiting = api.db.imports.find((row) => row.status === 'waiting_for_upload' && row.name.endsWith('.csv'));
    if (!waiting) throw new Error('the seed has no csv import waiting for its file');
    await open('/manual-config?status=waiting_for_upload');
    const table = await screen.findByRole('table', { name: 'Imports' });
    await within(table).findByRole('button', { name: `Send the file of the import ${waiting.name}` });
    const input = (row: HTMLElement) => {
      const found = row.closest('tr')?.querySelector('input[type="file"]');
      if (!(found instanceof HTMLInputElement)) throw new Error('no file input in the row');
      return found;
    };
    const button = () => screen.getByRole('button', { name: `Send the file of the import ${waiting.name}` });

    await user.upload(input(button()), csvFile('autre.csv', technicalId));
    expect(await screen.findByText(`The file of the import ${waiting.name} could not be sent.`)).toBeInTheDocument();
    expect(waiting.status).toBe('waiting_for_upload');

    await user.upload(input(button()), csvFile(waiting.name, technicalId));
    await waitFor(() => expect(waiting.status).toBe('validating'));
    expect(calls.filter((call) => call.startsWith('PUT uploads/'))).toHaveLength(1);
  });

  it('shows each manual variable’s last value with its unit and its date, and a failed read with Retry', async () => {
    const { variable, placeId } = seededManualVariable();
    api.setFaults('GET table-data=status:500');
    await open(`/manual-config?placeId=${placeId}`);
    const link = await screen.findByRole('link', { name: `Edit the manual variable ${variable.name}` });
    const row = link.closest('tr');
    if (!row) throw new Error('no row for the variable');
    // A failed read is not "no value": it says so, with Retry.
    expect(await within(row).findByText('Not loaded')).toBeInTheDocument();
    expect(within(row).queryByText('No value yet')).toBeNull();
    api.setFaults([]);
    await userEvent
      .setup()
      .click(within(row).getByRole('button', { name: `Retry loading the last value of ${variable.name}` }));
    // "1,012.5 kWh on 27/11/2026 00:00": the value in the app's language, the unit of the row's unit column, the date.
    const unit = within(row).getAllByRole('cell')[2]?.textContent ?? '';
    await waitFor(() =>
      expect(within(row).getAllByRole('cell').at(-1)?.textContent).toMatch(
        new RegExp(`^-?\\d[\\d,]*(\\.\\d+)? ${escapeRegExp(unit)} on \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}$`),
      ),
    );
    expect(calls.filter((call) => call === 'GET table-data').length).toBeGreaterThanOrEqual(2);
  });

  it('shows a reader the imports and the site’s manual variables without any write', async () => {
    const { variable, placeId } = seededManualVariable();
    await open(`/manual-config?placeId=${placeId}&newImport=true`, 'u4');
    const imports = await screen.findByRole('table', { name: 'Imports' });
    await within(imports).findAllByRole('button', { name: /^Details of the import / });
    expect(await screen.findByRole('link', { name: `Open the manual variable ${variable.name}` })).toBeInTheDocument();
    expect(screen.getByText('Read only: you can see this page but not change it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the template' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'New import' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'New import' })).toBeNull();
    expect(screen.queryByText('New manual variable')).toBeNull();
    expect(within(imports).queryAllByRole('button', { name: /^(Confirm|Cancel|Delete) the import / })).toHaveLength(0);
  });
});
