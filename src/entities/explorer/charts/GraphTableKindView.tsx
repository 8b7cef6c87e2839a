import type { EChartsType } from 'echarts/core';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Graph } from '../api';
import type { AllTableData } from '../../variables/seriesData';
import { useMessage } from '../../../i18n/useMessage';
import { formatDateTime } from '../../../lib/dateFormat';
import type { DateRange } from '../../../lib/dateRanges';
import { Chart } from '../../../ui/Chart/Chart';
import { formatMeasure } from '../../../ui/Chart/formatters';
import { useChartView } from './chartView';
import type { DrawnGraph } from './drawnGraph';
import { aggregateGraphOption } from './graphOption';
import { GraphTableView } from './GraphTableView';
import { graphTableRowsOf, type NameOf } from './graphSeries';
import { useGraphOptionLabels } from './useGraphOptionLabels';
import { useReportDrawn } from './useReportDrawn';

export interface GraphTableKindViewProps {
  graph: Graph;
  answer: AllTableData;
  nameOf: NameOf;
  period: DateRange;
  height: number;
  onDrawn?: (drawn: DrawnGraph | null) => void;
}

/**
 * A table-style graph (all-table-data, spec 000 §3): 'table' as an HTML table; bar-plot, bullet and
 * gauge as charts of each variable's aggregate over the period, with the values as text alternative.
 */
export function GraphTableKindView({ graph, answer, nameOf, period, height, onDrawn }: GraphTableKindViewProps) {
  const t = useMessage();
  const { locale } = useIntl();
  const labels = useGraphOptionLabels();
  const kind = graph.frontConfig.type;
  const [chart, setChart] = useState<EChartsType | null>(null);
  const rows = useMemo(() => graphTableRowsOf(graph, answer, nameOf), [graph, answer, nameOf]);
  const option = useMemo(
    () => (kind === 'table' ? null : aggregateGraphOption(graph, rows, labels, locale)),
    [kind, graph, rows, labels, locale],
  );
  // The screen's view of its charts, as for the time kinds: the legend the user left, the wall's large text.
  const view = useChartView(graph.id, option);
  const drawn = useMemo(
    (): DrawnGraph | null =>
      kind !== 'table' && !chart
        ? null
        : {
            graphId: graph.id,
            title: graph.name,
            kind,
            period,
            chart: kind === 'table' ? null : chart,
            series:
              kind === 'table'
                ? rows.map((row) => ({
                    name: row.name,
                    unit: row.unit,
                    points: row.rows.map(({ date, value }) => [Date.parse(date), value] as const),
                  }))
                : [],
            rows: rows.map(({ name, unit, value }) => ({ name, unit, value })),
            legend: rows.map(({ name, color }) => ({ name, color })),
          },
    [graph.id, graph.name, kind, period, rows, chart],
  );
  useReportDrawn(drawn, onDrawn);

  if (!view.option) return <GraphTableView title={graph.name} rows={rows} dated height={height} />;
  const label = t('explorerChart.label', {
    name: graph.name,
    kind: t(`explorerChart.kind.${kind}`),
    start: formatDateTime(period.start),
    end: formatDateTime(period.end),
  });
  const summary = rows.map((row) => `${row.name}: ${formatMeasure(row.value, locale, row.unit)}.`).join(' ');
  return (
    <Chart
      option={view.option}
      label={label}
      summary={summary}
      height={height}
      onChartReady={setChart}
      onEvents={view.onEvents}
    />
  );
}
