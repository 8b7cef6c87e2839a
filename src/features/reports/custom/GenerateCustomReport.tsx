import { Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useQueryRegion } from '../../../api/useQueryRegion';
import type { DrawnGraph } from '../../../entities/explorer/charts/drawnGraph';
import { exportFileName } from '../../../entities/explorer/export/exportFileName';
import { loadJsPdf } from '../../../entities/explorer/export/graphExport';
import { loadPdfFont } from '../../../lib/pdfFont/pdfFont';
import { notifyExportFailure } from '../../../entities/explorer/export/notifyExportFailure';
import { usePdfLabels } from '../../../entities/explorer/export/usePdfLabels';
import { customReportsResource, type CustomReport } from '../../../entities/reports/customReportsApi';
import { useMessage } from '../../../i18n/useMessage';
import { saveFile } from '../../../lib/saveFile';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { DateRangePicker } from '../../../ui/DateRangePicker/DateRangePicker';
import { resolveDateRangeValue, type DateRangeValue } from '../../../ui/DateRangePicker/dateRangeValue';
import { CustomGraphPreview, type GraphReadiness } from './CustomGraphPreview';
import { customReportPdf } from './customReportPdf';

/**
 * "Generate PDF" of a custom report: the period (DateRangePicker, M-1 by default), the graphs drawn
 * over it as the PDF prints them, and the PDF made at once in the browser (customReportPdf.ts) once
 * every graph is drawn.
 */
export interface GenerateCustomReportProps {
  id: number;
  /** The period as the URL holds it; null: M-1. */
  period: DateRangeValue;
  onPeriodChange: (value: DateRangeValue) => void;
  onClose: () => void;
}

const DEFAULT_PERIOD: DateRangeValue = { shortcut: 'M-1' };

export function GenerateCustomReport({ id, period, onPeriodChange, onClose }: GenerateCustomReportProps) {
  const t = useMessage();
  const report = useQueryRegion(customReportsResource.detailQuery(id));
  return (
    <Modal
      opened
      onClose={onClose}
      title={
        report.data
          ? t('report.custom.generate.title', { name: report.data.name })
          : t('report.custom.generate.loading')
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="80rem"
      centered
    >
      <DataRegion region={report} what={t('report.custom.what')} placeholder={<Skeleton h={200} />}>
        {(data) => <GenerateBody report={data} value={period ?? DEFAULT_PERIOD} onValueChange={onPeriodChange} />}
      </DataRegion>
    </Modal>
  );
}

interface GenerateBodyProps {
  report: CustomReport;
  value: DateRangeValue;
  onValueChange: (value: DateRangeValue) => void;
}

function GenerateBody({ report, value, onValueChange }: GenerateBodyProps) {
  const t = useMessage();
  const intl = useIntl();
  const pdfLabels = usePdfLabels();
  const [now] = useState(() => new Date());
  const [drawn, setDrawn] = useState<ReadonlyMap<number, DrawnGraph>>(new Map());
  const [readiness, setReadiness] = useState<ReadonlyMap<number, GraphReadiness>>(new Map());
  const [building, setBuilding] = useState(false);
  const period = resolveDateRangeValue(value, now);
  // Every graph answered (a failed one keeps the PDF back: it would pass for "no data").
  const answered = report.graphs.filter((entry) => readiness.get(entry.graph.id) === 'answered').length;
  const failed = report.graphs.some((entry) => readiness.get(entry.graph.id) === 'failed');
  const ready = answered === report.graphs.length;

  const onDrawn = useCallback((graphId: number, next: DrawnGraph | null) => {
    setDrawn((current) => {
      const copy = new Map(current);
      if (next) copy.set(graphId, next);
      else copy.delete(graphId);
      return copy;
    });
  }, []);

  const onReadiness = useCallback((graphId: number, next: GraphReadiness) => {
    setReadiness((current) => (current.get(graphId) === next ? current : new Map(current).set(graphId, next)));
  }, []);

  const generate = async () => {
    setBuilding(true);
    try {
      const [JsPdf, font] = await Promise.all([loadJsPdf(), loadPdfFont()]);
      const doc = await customReportPdf(
        JsPdf,
        font,
        {
          title: report.name,
          projectName: report.project.name,
          period,
          introduction: report.introduction ?? null,
          graphs: report.graphs.map((entry) => ({
            title: entry.graph.name,
            drawn: drawn.get(entry.graph.id) ?? null,
            comment: entry.comment ?? null,
          })),
        },
        {
          ...pdfLabels,
          introduction: t('report.custom.pdf.introduction'),
          project: (name) => t('report.custom.pdf.project', { name }),
        },
      );
      saveFile(doc.output('blob'), exportFileName(report.name, 'pdf'));
    } catch {
      notifyExportFailure(intl, t('report.custom.generate.failed', { name: report.name }));
    } finally {
      setBuilding(false);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="end" wrap="wrap">
        <DateRangePicker value={value} now={now} label={t('report.custom.generate.period')} onChange={onValueChange} />
        <Group gap="sm">
          <Text size="sm" c="dimmed" role="status">
            {failed
              ? t('report.custom.generate.blocked')
              : ready
                ? null
                : t('report.custom.generate.drawing', { drawn: answered, total: report.graphs.length })}
          </Text>
          <Button disabled={!ready} loading={building} onClick={() => void generate()}>
            {t('report.custom.generate.button')}
          </Button>
        </Group>
      </Group>
      {report.introduction ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {report.introduction}
        </Text>
      ) : null}
      <Stack gap="md">
        {report.graphs.map((entry) => (
          <CustomGraphPreview
            key={entry.graph.id}
            graphId={entry.graph.id}
            name={entry.graph.name}
            comment={entry.comment ?? null}
            period={period}
            onDrawn={onDrawn}
            onReadiness={onReadiness}
          />
        ))}
      </Stack>
    </Stack>
  );
}
