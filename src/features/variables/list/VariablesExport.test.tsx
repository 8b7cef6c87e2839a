import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockInstance } from 'vitest';
import { openCsvAs } from '../../../test/spreadsheetCells';
import * as saveFileModule from '../../../lib/saveFile';
import { setupTestMockApi } from '../../../../mocks/testing';
import { renderAppRoute, unmountAppRoute } from '../../../test/renderAppRoute';
import { EXPORT_COLUMNS_STORAGE_KEY } from './exportColumnsChoice';

const api = await setupTestMockApi();

/** The GET variables pages the export read, as "offset" strings, in the order they were sent. */
let exportOffsets: string[] = [];
api.server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname === '/api/variables' && url.searchParams.get('limit') === '500')
    exportOffsets.push(url.searchParams.get('offset') ?? '');
});

/** Reading and parsing 2,016 variables takes a few hundred ms, more on a busy machine. */
const EXPORT_WAIT = { timeout: 10_000 };

let save: MockInstance<typeof saveFileModule.saveFile>;
beforeEach(() => {
  exportOffsets = [];
  save = vi.spyOn(saveFileModule, 'saveFile').mockImplementation(() => undefined);
});
afterEach(() => {
  unmountAppRoute();
  api.setFaults([]);
  save.mockRestore();
});

async function openExport(url = '/automatic-variables') {
  const rendered = await renderAppRoute(api, url);
  const table = await screen.findByRole('table', { name: 'Variables' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  const button = screen.getByRole('button', { name: 'Export CSV' });
  await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
  await userEvent.click(button);
  return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Export the variables (CSV)' }) };
}

async function savedText(): Promise<string> {
  const [blob] = save.mock.calls[0] ?? [];
  const bytes = new Uint8Array((await blob?.arrayBuffer()) ?? new ArrayBuffer(0));
  expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder('utf-8').decode(bytes);
}

describe('variables export', { timeout: 30_000 }, () => {
  it('writes the visible variables with the chosen columns, and remembers the choice', async () => {
    const { dialog } = await openExport();
    const start = within(dialog).getByRole('button', { name: 'Export 2,000 variables' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Unit' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Acquisition device' }));
    await userEvent.click(start);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1), EXPORT_WAIT);
    expect(save.mock.calls[0]?.[1]).toMatch(/^variables_list_\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await savedText()).split('\r\n');
    expect(lines[0]).toBe('Client,Site,Project,Name,IdTechnique,Type,Aggregation,Attached');
    // Every visible variable, none of the hidden test clients', each line ending with CRLF.
    expect(lines).toHaveLength(2_000 + 2);
    expect(lines.at(-1)).toBe('');
    expect(lines.some((line) => line.startsWith('Client Test,'))).toBe(false);
    // The list's words in the user's language, not the API's codes.
    const cells = openCsvAs(await savedText(), 'en').slice(1);
    expect(new Set(cells.map((row) => row.at(-1)?.text))).toEqual(new Set(['Yes', 'No']));
    expect(new Set(cells.map((row) => row[5]?.text))).toContain('Calculated variable');
    expect(new Set(cells.map((row) => row[6]?.text))).toContain('Average');
    // Pages of 500, each read once.
    expect([...exportOffsets].sort()).toEqual(['0', '1000', '1500', '2000', '500']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(sessionStorage.getItem(EXPORT_COLUMNS_STORAGE_KEY) ?? '[]')).not.toContain('Unit');

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const again = await screen.findByRole('dialog');
    expect(within(again).getByRole('checkbox', { name: 'Unit' })).not.toBeChecked();
    expect(within(again).getByRole('checkbox', { name: 'Name' })).toBeChecked();
  });

  it('asks for at least one column', async () => {
    const { dialog } = await openExport('/automatic-variables?projectId=1');
    for (const checkbox of within(dialog).getAllByRole('checkbox')) await userEvent.click(checkbox);
    expect(within(dialog).getByText('Choose at least one column.')).toBeInTheDocument();
    const start = within(dialog).getByRole('button', { name: /^Export \d+ variables$/ });
    expect(start).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(start);
    expect(exportOffsets).toEqual([]);
    expect(save).not.toHaveBeenCalled();
  });

  it('shows the progress and writes nothing when cancelled midway', async () => {
    const { dialog } = await openExport();
    api.setFaults('GET variables=slow:400');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export 2,000 variables' }));
    const progress = within(dialog).getByRole('progressbar', { name: 'Export progress' });
    expect(within(dialog).getByText('0 of 2,000 variables read')).toBeInTheDocument();
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '500'), EXPORT_WAIT);
    expect(progress).toHaveAttribute('aria-valuetext', '500 of 2,016 variables read');
    expect(within(dialog).getByText('500 of 2,016 variables read')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the export' }));
    expect(await within(dialog).findByText('Export cancelled: no file was written.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    // The pages in flight were abandoned, not written later.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(save).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Export 2,000 variables' })).toBeInTheDocument();
  });

  it('tries a failed page once more, then stops with the reason, reported once, and writes nothing', async () => {
    const { dialog, queryClient } = await openExport();
    // The first page answers; every later one fails, its second try too.
    api.setFaults('GET variables=slow:1@1;GET variables=status:500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export 2,000 variables' }));
    expect(await within(dialog).findByText('The export stopped', {}, EXPORT_WAIT)).toBeInTheDocument();
    expect(within(dialog).getByText('An error occurred. Please try again. No file was written.')).toBeInTheDocument();
    // The page that stopped the export was tried twice (the others in flight were then abandoned).
    const tries = (offset: string) => exportOffsets.filter((sent) => sent === offset).length;
    expect(['500', '1000', '1500', '2000'].some((offset) => tries(offset) === 2)).toBe(true);
    expect(Math.max(...exportOffsets.map(tries))).toBe(2);
    expect(exportOffsets.filter((offset) => offset === '0')).toHaveLength(1);
    expect(save).not.toHaveBeenCalled();
    // One failed mutation: the app's mutation cache notifies it once (src/app/queryClient.ts).
    expect(queryClient.getMutationCache().findAll({ status: 'error' })).toHaveLength(1);

    // Once the server answers again, the same dialog exports.
    api.setFaults([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export 2,000 variables' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1), EXPORT_WAIT);
  });

  it('tries a failed page once more and goes on when it answers', async () => {
    const { dialog } = await openExport();
    api.setFaults('GET variables=slow:1@1;GET variables=status:500@1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export 2,000 variables' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1), EXPORT_WAIT);
    expect(exportOffsets).toHaveLength(6);
    expect((await savedText()).split('\r\n')).toHaveLength(2_002);
  });
});
