import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestMockApi } from '../../../../mocks/testing';
import { renderAppRoute, unmountAppRoute } from '../../../test/renderAppRoute';

// jsdom has no canvas for echarts to paint on: the chart is stood in for by its accessible image
// and its text summary (its own behaviour is covered by src/ui/Chart/Chart.test.tsx).
vi.mock('../../../ui/Chart/Chart', async () => {
  const { useId } = await import('react');
  return {
    Chart: function ChartStandIn({ label, summary }: { label: string; summary?: string }) {
      const summaryId = useId();
      return (
        <>
          <div role="img" aria-label={label} aria-describedby={summaryId} />
          <span id={summaryId}>{summary}</span>
        </>
      );
    },
  };
});

const api = await setupTestMockApi({ resetBeforeEach: true });
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  unmountAppRoute();
  api.setFaults([]);
});

/** The AAPE open on the energy-savings page, where its outlook is drawn. */
const openOutlook = (aape: { id: number; projectId: number }) =>
  renderAppRoute(api, `/economy-energy?projectId=${aape.projectId}&aapeId=${aape.id}`);

/** A seeded AAPE followed to a future end date, with bonus and malus, measured on several perimeters. */
function seededAape(perimeterCount: (count: number) => boolean) {
  const today = new Date().toISOString().slice(0, 10);
  const aape = api.db.aapes.find(
    (row) =>
      row.follow_up_end_date !== null &&
      row.follow_up_end_date > today &&
      row.mainPerimeter !== null &&
      row.bonus_percentage &&
      row.malus_percentage &&
      perimeterCount(api.db.perimeters.filter((perimeter) => perimeter.aapeId === row.id).length),
  );
  if (!aape) throw new Error('no seeded AAPE fits');
  return aape;
}

const VERDICT =
  /^At this pace, the commitment will be (exceeded|missed) by [\d.]+% by \d\d\/\d\d\/\d{4}: (bonus|malus) €[\d,]+\.\d\d excl\. tax \(\d+% of the (excess|shortfall)\)\.$/;

describe('where an AAPE’s commitment is heading', () => {
  it('draws the avoided energy per perimeter, main first, and the trajectory with its verdict', async () => {
    const aape = seededAape((count) => count >= 2);
    await openOutlook(aape);
    const section = await screen.findByRole('region', { name: 'Where the commitment is heading' });

    const avoided = await within(section).findByRole('img', { name: /^Avoided energy, Perimeter 1 – .+ \(main\), / });
    expect(avoided).toHaveAccessibleDescription(
      /^Over \d+ months: adjusted reference .+, avoided energy .+ of the reference\)\.$/,
    );
    const radios = within(section).getAllByRole('radio');
    expect(radios).toHaveLength(api.db.perimeters.filter((perimeter) => perimeter.aapeId === aape.id).length);
    await userEvent.click(within(section).getByRole('radio', { name: /^Perimeter 2 – / }));
    expect(await within(section).findByRole('img', { name: /^Avoided energy, Perimeter 2 – / })).toBeInTheDocument();

    const trajectory = within(section).getByRole('img', { name: /^Commitment trajectory, / });
    expect(trajectory).toHaveAccessibleDescription(
      /^Saved so far: €.+ excl\. tax against €.+ committed\. At the follow-up end: /,
    );
    expect(within(section).getByText(VERDICT)).toBeInTheDocument();
    expect(
      within(section).getByText(/Projection: the mean monthly saving of the last 12 measured months/),
    ).toBeInTheDocument();
  });

  it('offers the unit view of a single energy and says when a read failed, with Retry', async () => {
    const aape = seededAape((count) => count === 1);
    api.setFaults('GET graph-data=status:500');
    await openOutlook(aape);
    const section = await screen.findByRole('region', { name: 'Where the commitment is heading' });
    const retries = await within(section).findAllByRole('button', { name: /Retry/ });
    expect(retries).toHaveLength(2);
    expect(within(section).queryByRole('img')).toBeNull();

    api.setFaults([]);
    await userEvent.click(retries[0] as HTMLElement);
    await within(section).findByRole('img', { name: /^Commitment trajectory, / });
    expect(within(section).queryByRole('radio', { name: /^Perimeter/ })).toBeNull();
    const unit = within(section).getAllByRole('radio').at(-1);
    if (!unit) throw new Error('no unit view');
    await userEvent.click(unit);
    await waitFor(() =>
      expect(within(section).getByRole('img', { name: /^Commitment trajectory, / })).toHaveAccessibleDescription(
        /^Saved so far: [\d,.]+ (MWh|t|MWh GCV) against/,
      ),
    );
  });

  it('waits for a first balance before drawing a trajectory', async () => {
    const aape = seededAape((count) => count >= 1);
    api.db.balanceAapes = api.db.balanceAapes.filter((balance) => balance.aape_id !== aape.id);
    await openOutlook(aape);
    const section = await screen.findByRole('region', { name: 'Where the commitment is heading' });
    expect(
      await within(section).findByText('No balance yet: the trajectory starts with the first balance period.'),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('img')).toBeNull();
  });
});
