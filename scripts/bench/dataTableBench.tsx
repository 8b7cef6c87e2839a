import '@mantine/core/styles.css';
import { Badge, MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import en from '../../messages/en.json';
import { cssVariablesResolver, theme } from '../../src/app/theme';
import { LocaleProvider } from '../../src/i18n/LocaleProvider';
import { DataTable } from '../../src/ui/DataTable/DataTable';
import type { DataTableColumn } from '../../src/ui/DataTable/dataTableTypes';

/*
 * The page `npm run bench` scrolls: the product's DataTable with 50,000 generated rows and ten
 * columns of text, numbers, dates and tags, in the product's theme, as a list screen shows them.
 */

const BENCH_ROWS = 50_000;

interface BenchRow {
  id: number;
  client: string;
  site: string;
  project: string;
  alert: string;
  variable: string;
  value: number;
  threshold: number;
  start: Date;
  end: Date | null;
  severity: 'info' | 'warning' | 'error' | 'critical';
}

const SITES = ['Lyon Part-Dieu', 'Paris La Défense', 'Lille Europe', 'Nantes Atlantis', 'Bordeaux Lac'];
const CLIENTS = ['Énergie Plus', 'Groupe Horizon', 'Ville de Nantes', 'Hôpital Sud'];
const SEVERITIES = ['info', 'warning', 'error', 'critical'] as const;
const SEVERITY_COLOR = { info: 'blue', warning: 'yellow', error: 'red', critical: 'grape' } as const;

function generateRows(count: number): BenchRow[] {
  const base = Date.UTC(2024, 0, 1);
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    client: CLIENTS[index % CLIENTS.length] ?? '',
    site: SITES[(index * 7) % SITES.length] ?? '',
    project: `Projet ${(index % 97) + 1}`,
    alert: `Dépassement de consommation ${index % 13}`,
    variable: `Compteur général TGBT ${(index % 211) + 1}`,
    value: ((index * 7919) % 100_000) / 10,
    threshold: ((index * 104_729) % 50_000) / 10,
    start: new Date(base + index * 600_000),
    end: index % 3 === 0 ? null : new Date(base + index * 600_000 + 3_600_000),
    severity: SEVERITIES[index % SEVERITIES.length] ?? 'info',
  }));
}

const numberFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

const columns: DataTableColumn<BenchRow>[] = [
  { id: 'id', header: 'Id', cell: (row) => row.id, align: 'end', width: 80, sortable: true },
  { id: 'client', header: 'Client', cell: (row) => row.client, sortable: true },
  { id: 'site', header: 'Site', cell: (row) => row.site, sortable: true },
  { id: 'project', header: 'Project', cell: (row) => row.project },
  { id: 'alert', header: 'Alert', cell: (row) => row.alert, width: 220 },
  { id: 'variable', header: 'Variable', cell: (row) => row.variable, width: 200 },
  {
    id: 'value',
    header: 'Value',
    cell: (row) => numberFormat.format(row.value),
    align: 'end',
    width: 100,
    sortable: true,
  },
  { id: 'threshold', header: 'Threshold', cell: (row) => numberFormat.format(row.threshold), align: 'end', width: 100 },
  { id: 'start', header: 'Start', cell: (row) => dateFormat.format(row.start), width: 140, sortable: true },
  {
    id: 'severity',
    header: 'Severity',
    cell: (row) => (
      <Badge size="sm" variant="light" color={SEVERITY_COLOR[row.severity]}>
        {row.severity}
      </Badge>
    ),
    width: 110,
  },
];
const columnIds = columns.map((column) => column.id);
const rows = generateRows(BENCH_ROWS);
// Server sort as on a list screen: a header click would ask the server, the rows stay as given.
const ignoreSort = () => undefined;

/**
 * The reference the DataTable's figure is read against: the same rows and cells in a plain table,
 * every row in the DOM (no virtualization), in a scroll box of the same height.
 */
function PlainTable() {
  return (
    <div style={{ maxHeight: 640, overflow: 'auto' }}>
      <table aria-label="Benchmark events" style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} style={{ textAlign: column.align === 'end' ? 'right' : 'left', width: column.width }}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((column) => (
                <td key={column.id} style={{ textAlign: column.align === 'end' ? 'right' : 'left' }}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BenchPage() {
  if (new URLSearchParams(window.location.search).get('table') === 'plain') return <PlainTable />;
  return (
    <div style={{ padding: 16 }}>
      <DataTable<BenchRow>
        label="Benchmark events"
        columns={columns}
        defaultColumnIds={columnIds}
        rows={rows}
        rowKey={(row) => row.id}
        sort={null}
        onSortChange={ignoreSort}
        maxHeight={640}
      />
    </div>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('no #root');
createRoot(container).render(
  <StrictMode>
    <LocaleProvider initial="en" initialMessages={en}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <BenchPage />
      </MantineProvider>
    </LocaleProvider>
  </StrictMode>,
);
