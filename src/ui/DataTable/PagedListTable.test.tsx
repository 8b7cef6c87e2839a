import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../../../messages/en.json';
import { ApiError } from '../../api/apiError';
import type { ListPage } from '../../api/listPage';
import type { QueryRegion } from '../../api/queryRegion';
import { LocaleProvider } from '../../i18n/LocaleProvider';
import type { DataTableColumn } from './dataTableTypes';
import type { ListView } from './listView';
import { PagedListTable } from './PagedListTable';

interface Meter {
  id: number;
  name: string;
}

const columns: DataTableColumn<Meter>[] = [{ id: 'name', header: 'Name', cell: (row) => row.name, sortable: true }];

const view = (page = 1): ListView<object> => ({
  search: {},
  filtered: false,
  setFilter: vi.fn(),
  clearFilters: vi.fn(),
  change: vi.fn(),
  paging: {
    page,
    pageSize: 25,
    pageSizes: [25, 50],
    sort: null,
    onPageChange: vi.fn(),
    onPageSizeChange: vi.fn(),
    onSortChange: vi.fn(),
  },
});

function renderList(region: QueryRegion<ListPage<Meter>>, options: { page?: number; hidden?: number | null } = {}) {
  return render(
    <LocaleProvider initial="en" initialMessages={en}>
      <MantineProvider>
        <PagedListTable
          view={view(options.page)}
          region={region}
          label="Meters"
          what="the meters"
          countText={(count) => `${count} meters`}
          emptyText="No meter yet."
          columns={columns}
          defaultColumnIds={['name']}
          rowKey={(row) => row.id}
          hidden={options.hidden}
        />
      </MantineProvider>
    </LocaleProvider>,
  );
}

const serverError = new ApiError(500, ['ERROR']);
const pager = () => screen.getByRole('navigation', { name: 'Pagination' });
const page = (names: string[], total: number): ListPage<Meter> => ({
  data: names.map((name, index) => ({ id: index + 1, name })),
  total_count: total,
});

describe('PagedListTable', () => {
  it('says nothing about rows while the first page loads', () => {
    renderList({ state: 'loading', data: undefined, slow: false }, { page: 3 });
    expect(within(screen.getByRole('table', { name: 'Meters' })).getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByText(/meters$/)).not.toBeInTheDocument();
    expect(within(pager()).queryByText('No rows')).not.toBeInTheDocument();
    expect(within(pager()).queryByText(/^Page/)).not.toBeInTheDocument();
    expect(within(pager()).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('shows an empty answer as empty, with a count of 0', () => {
    renderList({ state: 'ready', data: page([], 0), refreshing: false, slow: false });
    expect(screen.getByText('No meter yet.')).toBeInTheDocument();
    expect(screen.getByText('0 meters')).toBeInTheDocument();
    expect(within(pager()).getByText('No rows')).toBeInTheDocument();
  });

  it('shows a failed first load as a failure with Retry, never as no rows nor a count of 0', async () => {
    const retry = vi.fn();
    renderList({ state: 'failed', data: undefined, error: serverError, retry });
    expect(screen.getByText('Could not load the meters.')).toBeInTheDocument();
    expect(screen.queryByText('No meter yet.')).not.toBeInTheDocument();
    expect(screen.queryByText('0 meters')).not.toBeInTheDocument();
    expect(within(pager()).queryByText('No rows')).not.toBeInTheDocument();
    expect(within(pager()).queryByText(/of/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry loading the meters' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('keeps older rows and their count when a refresh fails, under “could not refresh”', () => {
    renderList({
      state: 'stale',
      data: page(['Boiler', 'Chiller'], 52),
      error: serverError,
      retry: vi.fn(),
      updatedAt: Date.UTC(2026, 10, 23, 9, 5),
    });
    expect(screen.getByText('Could not refresh: shown as of 10:05 AM.')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Chiller' })).toBeInTheDocument();
    expect(screen.getByText('52 meters')).toBeInTheDocument();
    expect(within(pager()).getByText('Rows 1–25 of 52')).toBeInTheDocument();
    expect(within(pager()).getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('counts without the hidden rows, once they are counted', () => {
    const region: QueryRegion<ListPage<Meter>> = {
      state: 'ready',
      data: page(['Boiler'], 3),
      refreshing: false,
      slow: false,
    };
    const { unmount } = renderList(region, { hidden: null });
    expect(screen.queryByText(/meters$/)).not.toBeInTheDocument();
    unmount();
    renderList(region, { hidden: 2 });
    expect(screen.getByText('1 meters')).toBeInTheDocument();
    expect(within(pager()).getByText('Rows 1–1 of 1')).toBeInTheDocument();
  });
});
