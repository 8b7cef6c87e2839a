import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { setupTestMockApi } from '../../../../mocks/testing';
import { describeFaultMatrix } from '../../../test/faultMatrix';
import { pickOption } from '../../../test/pickOption';

/* The imports' read and an import's creation (POST imports) under every fault kind (src/test/faultMatrix.tsx). */

const api = await setupTestMockApi({ resetBeforeEach: true });

// Seeded: site 1 (Usine de Dunkerque) has manual variables in projects of its own.
const URL = '/manual-config?placeId=1';
const VALUE = '4242,5';
const HOUR = 3_600_000;

/** "DD/MM/YYYY HH:mm" in Paris time (the file's dates are Paris wall-clock time). */
function parisStamp(at: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Paris',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(at))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** Three hourly values ending two hours ago, within the variable's history. */
function importFile(technicalId: string): File {
  const last = Math.floor(Date.now() / HOUR) * HOUR - 2 * HOUR;
  const rows = [`Date;${technicalId}`, ...[2, 1, 0].map((back) => `${parisStamp(last - back * HOUR)};${VALUE}`)];
  return new File([`${rows.join('\r\n')}\r\n`], `faute_${Date.now()}.csv`, { type: 'text/csv' });
}

/** The technical id of the site's first manual variable, as its table shows it. */
async function firstManualTechnicalId(): Promise<string> {
  const table = await screen.findByRole('table', { name: /^Manual variables of / }, { timeout: 8_000 });
  const row = await waitFor(
    () => {
      const found = within(table).getAllByRole('row')[1];
      if (!found) throw new Error('no manual variable yet');
      return found;
    },
    { timeout: 8_000 },
  );
  return (within(row).getAllByRole('cell')[1]?.textContent ?? '').trim();
}

async function sendImport(user: UserEvent) {
  const technicalId = await firstManualTechnicalId();
  // The drawer is a search param: after a reload it is open already.
  if (!screen.queryByRole('dialog', { name: 'New import' })) {
    await user.click(screen.getByRole('button', { name: 'New import' }));
  }
  const drawer = await screen.findByRole('dialog', { name: 'New import' }, { timeout: 8_000 });
  await user.upload(within(drawer).getByLabelText('Import file'), importFile(technicalId));
  await within(drawer).findByText('3 lines: 3 to import, no error.', {}, { timeout: 8_000 });
  await user.click(within(drawer).getByRole('button', { name: 'Import' }));
}

describeFaultMatrix(api, {
  name: 'manual-config',
  url: URL,
  ready: async () => {
    const table = await screen.findByRole('table', { name: 'Imports' }, { timeout: 8_000 });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 8_000 });
  },
  calls: [
    {
      call: 'GET imports',
      what: 'the imports',
      empty: 'No import matches these filters.',
      warm: (user) => pickOption(user, screen.getByRole('combobox', { name: 'Import status' }), 'Imported'),
    },
    { call: 'POST imports', write: true, warm: sendImport },
  ],
});
