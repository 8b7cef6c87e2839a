import { MantineProvider } from '@mantine/core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, useState, type ReactElement } from 'react';
import en from '../../../messages/en.json';
import fr from '../../../messages/fr.json';
import type { ListSort } from '../../api/listPage';
import { LocaleProvider } from '../../i18n/LocaleProvider';
import { DataTable } from './DataTable';
import type { DataTableColumn, DataTableProps } from './dataTableTypes';

interface Meter {
  id: number;
  name: string;
  site: string;
  kwh: number;
}

const columns: DataTableColumn<Meter>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, sortable: true, sortValue: (row) => row.name },
  { id: 'site', header: 'Site', cell: (row) => row.site, sortable: true, sortValue: (row) => row.site },
  {
    id: 'kwh',
    header: 'Energy',
    cell: (row) => `${row.kwh} kWh`,
    align: 'end',
    width: 120,
    sortable: true,
    sortValue: (row) => row.kwh,
  },
  { id: 'id', header: 'Id', cell: (row) => row.id },
];
const defaultColumnIds = ['name', 'site', 'kwh'];

const meters: Meter[] = [
  { id: 1, name: 'Boiler', site: 'Lyon', kwh: 30 },
  { id: 2, name: 'Air handler', site: 'Paris', kwh: 120 },
  { id: 3, name: 'Chiller', site: 'Lille', kwh: 5 },
];

function renderInApp(ui: ReactElement, locale: 'en' | 'fr' = 'en') {
  return render(
    <LocaleProvider initial={locale} initialMessages={locale === 'en' ? en : fr}>
      <MantineProvider>{ui}</MantineProvider>
    </LocaleProvider>,
  );
}

function renderTable(props: Partial<DataTableProps<Meter>> = {}, locale: 'en' | 'fr' = 'en') {
  return renderInApp(
    <DataTable<Meter>
      label="Meters"
      columns={columns}
      defaultColumnIds={defaultColumnIds}
      rows={meters}
      rowKey={(row) => row.id}
      {...props}
    />,
    locale,
  );
}

const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-hidden') !== 'true')
    .slice(1);
const firstCells = (table: HTMLElement) =>
  bodyRows(table).map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DataTable', () => {
  it('renders the default columns as headers and one row per item, in a labelled table', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Meters' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Site', 'Energy']);
    expect(firstCells(table)).toEqual(['Boiler', 'Air handler', 'Chiller']);
    expect(within(table).getByRole('cell', { name: '120 kWh' })).toHaveAttribute('data-align', 'end');
    expect(table).toHaveAttribute('aria-rowcount', '4');
    expect(screen.getByText('3 rows')).toBeInTheDocument();
  });

  it('asks the server for asc → desc → none and never reorders the rows itself', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn<(sort: ListSort | null) => void>();
    const { rerender } = renderTable({ sort: null, onSortChange });
    const table = screen.getByRole('table', { name: 'Meters' });
    const siteHeader = within(table).getByRole('columnheader', { name: /Site/ });
    expect(siteHeader).toHaveAttribute('aria-sort', 'none');

    await user.click(screen.getByRole('button', { name: 'Sort by Site' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'site', descending: false });

    const rerenderWith = (sort: ListSort | null) =>
      rerender(
        <LocaleProvider initial="en" initialMessages={en}>
          <MantineProvider>
            <DataTable<Meter>
              label="Meters"
              columns={columns}
              defaultColumnIds={defaultColumnIds}
              rows={meters}
              rowKey={(row) => row.id}
              sort={sort}
              onSortChange={onSortChange}
            />
          </MantineProvider>
        </LocaleProvider>,
      );
    rerenderWith({ field: 'site', descending: false });
    expect(within(table).getByRole('columnheader', { name: /Site/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(firstCells(table)).toEqual(['Boiler', 'Air handler', 'Chiller']);
    await user.click(screen.getByRole('button', { name: 'Sort by Site' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'site', descending: true });

    rerenderWith({ field: 'site', descending: true });
    expect(within(table).getByRole('columnheader', { name: /Site/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Sort by Site' }));
    expect(onSortChange).toHaveBeenLastCalledWith(null);
    // Another column starts again ascending.
    await user.click(screen.getByRole('button', { name: 'Sort by Energy' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'kwh', descending: false });
  });

  it('sorts the rows itself without onSortChange, by each column sortValue', async () => {
    const user = userEvent.setup();
    renderTable();
    const table = screen.getByRole('table', { name: 'Meters' });
    await user.click(screen.getByRole('button', { name: 'Sort by Energy' }));
    expect(firstCells(table)).toEqual(['Chiller', 'Boiler', 'Air handler']);
    expect(within(table).getByRole('columnheader', { name: /Energy/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Sort by Energy' }));
    expect(firstCells(table)).toEqual(['Air handler', 'Boiler', 'Chiller']);
    await user.click(screen.getByRole('button', { name: 'Sort by Energy' }));
    expect(firstCells(table)).toEqual(['Boiler', 'Air handler', 'Chiller']);
    // A column without sortable is a plain header.
    expect(screen.queryByRole('button', { name: 'Sort by Id' })).not.toBeInTheDocument();
  });

  it('hides and shows columns from the picker, keeps one, and resets to the default set', async () => {
    const user = userEvent.setup();
    const onVisibleColumnIdsChange = vi.fn<(ids: string[]) => void>();
    renderTable({ onVisibleColumnIdsChange });
    const table = screen.getByRole('table', { name: 'Meters' });
    const headers = () =>
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent);

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Id' }));
    expect(headers()).toEqual(['Name', 'Site', 'Energy', 'Id']);
    expect(onVisibleColumnIdsChange).toHaveBeenLastCalledWith(['name', 'site', 'kwh', 'id']);

    await user.click(screen.getByRole('checkbox', { name: 'Site' }));
    await user.click(screen.getByRole('checkbox', { name: 'Energy' }));
    await user.click(screen.getByRole('checkbox', { name: 'Id' }));
    expect(headers()).toEqual(['Name']);
    // The last visible column cannot be unchecked.
    expect(screen.getByRole('checkbox', { name: 'Name' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Reset to default columns' }));
    expect(headers()).toEqual(['Name', 'Site', 'Energy']);
    expect(onVisibleColumnIdsChange).toHaveBeenLastCalledWith(['name', 'site', 'kwh']);
  });

  it('follows a controlled column choice, ignoring unknown ids', () => {
    renderTable({ visibleColumnIds: ['id', 'gone', 'name'] });
    const table = screen.getByRole('table', { name: 'Meters' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Id']);
  });

  it('pages on the server: range text, page buttons and page size, all labelled', async () => {
    const user = userEvent.setup();
    function Paged() {
      const [page, setPage] = useState(1);
      const [pageSize, setPageSize] = useState(25);
      return (
        <DataTable<Meter>
          label="Meters"
          columns={columns}
          defaultColumnIds={defaultColumnIds}
          rows={meters}
          rowKey={(row) => row.id}
          paging={{
            page,
            pageSize,
            total: 1234,
            onPageChange: setPage,
            onPageSizeChange: (size) => {
              setPageSize(size);
              setPage(1);
            },
          }}
        />
      );
    }
    renderInApp(<Paged />);
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByText('Rows 1–25 of 1,234')).toBeInTheDocument();
    expect(within(pager).getByText('Page 1 of 50')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'First page' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(within(pager).getByText('Rows 26–50 of 1,234')).toBeInTheDocument();
    // aria-rowindex counts the earlier pages (row 1 is the header).
    const table = screen.getByRole('table', { name: 'Meters' });
    expect(bodyRows(table)[0]).toHaveAttribute('aria-rowindex', '27');
    expect(table).toHaveAttribute('aria-rowcount', '1235');

    await user.click(within(pager).getByRole('button', { name: 'Last page' }));
    expect(within(pager).getByText('Rows 1,226–1,234 of 1,234')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.selectOptions(within(pager).getByRole('combobox', { name: 'Rows per page' }), '100');
    expect(within(pager).getByText('Rows 1–100 of 1,234')).toBeInTheDocument();
    expect(within(pager).getByText('Page 1 of 13')).toBeInTheDocument();
  });

  it('renders only a window of 50,000 rows, with their place among all of them', () => {
    const many = Array.from({ length: 50_000 }, (_, index) => ({
      id: index + 1,
      name: `Meter ${index + 1}`,
      site: 'Lyon',
      kwh: index,
    }));
    renderTable({ rows: many, maxHeight: 400 });
    const table = screen.getByRole('table', { name: 'Meters' });
    const rendered = bodyRows(table);
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(60);
    expect(rendered[0]).toHaveAttribute('aria-rowindex', '2');
    expect(table).toHaveAttribute('aria-rowcount', '50001');
    // The rows not rendered are stood for by a spacer, so the scroll height is right.
    const spacer = within(table)
      .getAllByRole('row', { hidden: true })
      .find((row) => row.getAttribute('aria-hidden') === 'true');
    expect(spacer?.querySelector('td')?.style.height).toBe(`${(50_000 - rendered.length) * 36}px`);
  });

  it('keeps the rows while loading and says it is busy', () => {
    renderTable({ loading: true });
    const table = screen.getByRole('table', { name: 'Meters' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(firstCells(table)).toEqual(['Boiler', 'Air handler', 'Chiller']);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('shows a short header whole, with its full name as tooltip, accessible name and picker label', async () => {
    const user = userEvent.setup();
    const short: DataTableColumn<Meter>[] = [
      ...columns.slice(0, 2),
      { ...columns[2]!, header: 'Energy', fullHeader: 'Energy consumed' },
      { ...columns[3]!, header: 'No.', fullHeader: 'Meter number' },
    ];
    renderTable({ columns: short, defaultColumnIds: ['name', 'kwh', 'id'] });
    const table = screen.getByRole('table', { name: 'Meters' });

    // Sortable, the short label one of the full name's words: the full name says it all.
    const energy = within(table).getByRole('columnheader', { name: 'Energy consumed' });
    expect(energy).toHaveAttribute('title', 'Energy consumed');
    expect(energy).toHaveTextContent(/^Energy$/);
    expect(within(energy).getByRole('button', { name: 'Sort by Energy consumed' })).toBeInTheDocument();
    // Not sortable, an abbreviation: its name keeps what is seen, so that it can be spoken.
    const number = within(table).getByRole('columnheader', { name: 'No. (Meter number)' });
    expect(number).toHaveAttribute('title', 'Meter number');
    expect(number).toHaveTextContent(/^No\.$/);
    // A header shown in full needs no tooltip: it wraps rather than being cut.
    expect(within(table).getByRole('columnheader', { name: /Name/ })).not.toHaveAttribute('title');

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    expect(await screen.findByRole('checkbox', { name: 'Energy consumed' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Meter number' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Site' })).not.toBeChecked();
  });

  it('takes width as a minimum and maxWidth as where free text is cut, never as fixed widths', () => {
    const sized: DataTableColumn<Meter>[] = [{ ...columns[0]!, maxWidth: 160 }, columns[1]!, columns[2]!];
    renderTable({ columns: sized });
    const table = screen.getByRole('table', { name: 'Meters' });
    // The table has no width of its own to force sideways scrolling: its columns decide.
    expect(table.style.minWidth).toBe('');
    expect(table.querySelector('col')).toBeNull();
    expect(within(table).getByRole('columnheader', { name: /Energy/ }).style.minWidth).toBe('120px');
    const name = within(table).getByRole('cell', { name: 'Air handler' });
    expect(name.style.maxWidth).toBe('160px');
    expect(within(table).getByRole('cell', { name: 'Paris' }).style.maxWidth).toBe('');
  });

  it('shows the empty text, and works in French', () => {
    renderTable({ rows: [], emptyText: 'Aucun compteur' }, 'fr');
    const table = screen.getByRole('table', { name: 'Meters' });
    expect(within(table).getByRole('cell', { name: 'Aucun compteur' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Colonnes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Trier par Site' })).toBeInTheDocument();
  });

  it.each([
    ['sorted by the server', true],
    ['sorted by the table', false],
  ])(
    'shows new rows in the very render that brings them (%s): no commit of a table still without them',
    (_, server) => {
      // Each commit's body text, read when React commits: a render where the rows lag behind the
      // data would show a frame of "No rows" or "Loading…" while the data is there, and cost a render.
      const bodies: string[] = [];
      let showRows: (rows: Meter[]) => void = () => undefined;
      function Host() {
        const [rows, setRows] = useState<Meter[]>([]);
        showRows = setRows;
        return (
          <Profiler id="table" onRender={() => bodies.push(document.querySelector('tbody')?.textContent ?? '')}>
            <DataTable<Meter>
              label="Meters"
              columns={columns}
              defaultColumnIds={defaultColumnIds}
              rows={rows}
              rowKey={(row) => row.id}
              {...(server ? { sort: null, onSortChange: () => undefined } : {})}
            />
          </Profiler>
        );
      }
      renderInApp(<Host />);
      bodies.length = 0;
      act(() => showRows(meters));
      expect(bodies[0]).toContain('Boiler');
      expect(bodies.every((body) => body.includes('Boiler'))).toBe(true);
    },
  );
});
