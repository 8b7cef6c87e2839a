import { Notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EChartsType } from 'echarts/core';
import { saveFile } from '../../../lib/saveFile';
import { renderWithProviders } from '../../../test/renderWithApp';
import type { DrawnGraph } from '../charts/drawnGraph';
import { GraphExportMenu } from './GraphExportMenu';
import { renderOffscreen } from './offscreenChart';

vi.mock('../../../lib/saveFile', () => ({ saveFile: vi.fn() }));
// jsdom has no canvas to draw on: the picture itself is checked end to end (explorerExport.spec.ts).
vi.mock('./offscreenChart', () => ({
  renderOffscreen: vi.fn(),
  legendTextMeasure: () => (text: string) => text.length * 7,
}));

const PNG_1PX =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** The option the chart on screen holds: a line, a scrolling legend, zoom inside and with a slider. */
const ON_SCREEN = {
  legend: [{ type: 'scroll', data: ['Compresseur 1'] }],
  grid: [{ top: 40, bottom: 72 }],
  dataZoom: [
    { type: 'inside', start: 0, end: 100 },
    { type: 'slider', start: 0, end: 100 },
  ],
  yAxis: [{ type: 'value', name: 'kW' }],
  series: [{ type: 'line', name: 'Compresseur 1', data: [] }],
};

/** Only what the exports read of an echarts instance: the real drawing is checked end to end. */
function fakeChart(): EChartsType {
  const chart: Pick<EChartsType, 'getOption'> = { getOption: () => ON_SCREEN };
  return chart as EChartsType;
}

function drawn(overrides: Partial<DrawnGraph> = {}): DrawnGraph {
  return {
    graphId: 3,
    title: 'Puissance usine',
    kind: 'spline',
    period: { start: new Date('2026-11-10T13:00:00Z'), end: new Date('2026-11-24T13:00:00Z') },
    chart: fakeChart(),
    series: [{ name: 'Compresseur 1', unit: 'kW', points: [[Date.UTC(2026, 10, 24, 9), 12]] }],
    rows: [],
    legend: [{ name: 'Compresseur 1', color: '#1c7ed6' }],
    ...overrides,
  };
}

function setup(props: Parameters<typeof GraphExportMenu>[0]) {
  return renderWithProviders(
    <>
      <Notifications />
      <GraphExportMenu {...props} />
    </>,
  );
}

/**
 * The menu's items once it has opened. jsdom lays nothing out, so the dropdown's position check
 * soon hides it (display: none) though the menu is still open: items are found whatever their
 * display (`hidden: true`).
 */
const menuItems = () => screen.getAllByRole('menuitem', { hidden: true });

const savedNames = () => vi.mocked(saveFile).mock.calls.map(([, name]) => name);

beforeEach(() => {
  vi.mocked(saveFile).mockClear();
  vi.mocked(renderOffscreen).mockReset().mockResolvedValue(PNG_1PX);
});

describe('GraphExportMenu', () => {
  it('is disabled while nothing is drawn, named after the graph', () => {
    setup({ drawn: null, name: 'Puissance usine' });
    expect(screen.getByRole('button', { name: 'Export Puissance usine' })).toBeDisabled();
  });

  it('offers the four formats for a chart and saves the graph as a document: name, period, no slider', async () => {
    const user = userEvent.setup();
    setup({ drawn: drawn() });
    await user.click(screen.getByRole('button', { name: 'Export Puissance usine' }));
    const png = await screen.findByRole('menuitem', { name: 'PNG image', hidden: true });
    expect(menuItems().map((item) => item.textContent)).toEqual([
      'PNG image',
      'JPEG image',
      'PDF document',
      'CSV file',
    ]);
    await user.click(png);
    expect(renderOffscreen).toHaveBeenCalledWith(
      expect.objectContaining({
        title: [
          expect.objectContaining({
            text: 'Puissance usine',
            subtext: 'Period: 10/11/2026 14:00 to 24/11/2026 14:00',
          }),
        ],
        legend: [expect.objectContaining({ type: 'plain' })],
        dataZoom: [expect.objectContaining({ type: 'inside' })],
      }),
      { width: 1280, height: 720, pixelRatio: 2.5 },
      'png',
    );
    expect(savedNames()).toEqual([expect.stringMatching(/^Puissance_usine_\d{4}-\d{2}-\d{2}\.png$/)]);
    const [blob] = vi.mocked(saveFile).mock.calls[0] ?? [];
    expect(blob?.type).toBe('image/png');
    // The menu gives the focus back to its button, which stays enabled while the file is built.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export Puissance usine' })).toHaveFocus());
  });

  it('offers only PDF and CSV for a table graph, and saves its rows as CSV', async () => {
    const user = userEvent.setup();
    setup({
      drawn: drawn({ kind: 'table', chart: null, series: [], rows: [{ name: 'Compteur', unit: 'kWh', value: 3 }] }),
    });
    await user.click(screen.getByRole('button', { name: 'Export Puissance usine' }));
    const csv = await screen.findByRole('menuitem', { name: 'CSV file', hidden: true });
    expect(menuItems().map((item) => item.textContent)).toEqual(['PDF document', 'CSV file']);
    await user.click(csv);
    const [blob, name] = vi.mocked(saveFile).mock.calls[0] ?? [];
    expect(name).toMatch(/^Puissance_usine_\d{4}-\d{2}-\d{2}\.csv$/);
    // In English (the test's language): commas between cells (src/lib/csv.ts).
    expect(await blob?.text()).toBe('Variable,Unit,Value\r\nCompteur,kWh,3\r\n');
  });

  it('tells a failed export through a notification', async () => {
    const user = userEvent.setup();
    vi.mocked(renderOffscreen).mockImplementation(() => {
      throw new Error('canvas tainted');
    });
    setup({ drawn: drawn() });
    await user.click(screen.getByRole('button', { name: 'Export Puissance usine' }));
    await user.click(await screen.findByRole('menuitem', { name: 'JPEG image', hidden: true }));
    expect(await screen.findByText('Puissance usine could not be exported as JPEG. Please try again.')).toBeVisible();
    expect(saveFile).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export Puissance usine' })).toBeEnabled());
  });
});
