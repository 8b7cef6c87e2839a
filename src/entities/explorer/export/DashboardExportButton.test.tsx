import { Notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveFile } from '../../../lib/saveFile';
import { renderWithProviders } from '../../../test/renderWithApp';
import type { DrawnGraph } from '../charts/drawnGraph';
import { DashboardExportButton } from './DashboardExportButton';

vi.mock('../../../lib/saveFile', () => ({ saveFile: vi.fn() }));

const period = { start: new Date('2026-11-10T13:00:00Z'), end: new Date('2026-11-24T13:00:00Z') };

const table: DrawnGraph = {
  graphId: 12,
  title: 'Tableau récapitulatif',
  kind: 'table',
  period,
  chart: null,
  series: [],
  rows: [{ name: 'Compteur', unit: 'kWh', value: 3 }],
  legend: [],
};

function setup(collect: () => Promise<readonly DrawnGraph[]>) {
  return renderWithProviders(
    <>
      <Notifications />
      <DashboardExportButton title="Vapeur process" period={period} collect={collect} />
    </>,
  );
}

beforeEach(() => vi.mocked(saveFile).mockClear());

describe('DashboardExportButton', () => {
  it('says it loads the graphs, then saves one PDF named after the dashboard', async () => {
    const user = userEvent.setup();
    let release: (graphs: readonly DrawnGraph[]) => void = () => undefined;
    const collect = vi.fn(() => new Promise<readonly DrawnGraph[]>((resolve) => (release = resolve)));
    setup(collect);
    const button = screen.getByRole('button', { name: 'Export as PDF: Vapeur process' });
    await user.click(button);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the graphs…');
    expect(button).toHaveAttribute('aria-busy', 'true');
    // A second click while it runs starts nothing more.
    await user.click(button);
    expect(collect).toHaveBeenCalledTimes(1);
    release([table]);
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [blob, name] = vi.mocked(saveFile).mock.calls[0] ?? [];
    expect(name).toMatch(/^Vapeur_process_\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(blob?.type).toBe('application/pdf');
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(button).toHaveFocus();
  });

  it('tells a failure through a notification', async () => {
    const user = userEvent.setup();
    setup(() => Promise.reject(new Error('graph 3 failed')));
    await user.click(screen.getByRole('button', { name: 'Export as PDF: Vapeur process' }));
    expect(
      await screen.findByText('The dashboard Vapeur process could not be exported as PDF. Please try again.'),
    ).toBeVisible();
    expect(saveFile).not.toHaveBeenCalled();
  });
});
