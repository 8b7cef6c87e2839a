import { Button, Group } from '@mantine/core';
import type { Report } from '../../../entities/reports/api';
import { useMessage } from '../../../i18n/useMessage';

/** What the row's buttons do; `manage` is null without personalized_report_manage (spec 001 §6). */
export interface ReportActions {
  download: (report: Report) => void;
  /** The report whose file is being fetched. */
  downloadingId: number | null;
  manage: {
    edit: (report: Report) => void;
    retry: (report: Report) => void;
    remove: (report: Report) => void;
    /** The report being sent again after a failed generation. */
    retryingId: number | null;
  } | null;
}

/** Edit and delete a report (with personalized_report_manage); each button names its report. */
export function ReportRowActions({ report, actions }: { report: Report; actions: ReportActions }) {
  const t = useMessage();
  const { manage } = actions;
  const name = report.name;
  if (!manage) return null;
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-sm"
        variant="subtle"
        aria-label={t('report.onDemand.editLabel', { name })}
        onClick={() => manage.edit(report)}
      >
        {t('report.onDemand.edit')}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        aria-label={t('report.onDemand.deleteLabel', { name })}
        onClick={() => manage.remove(report)}
      >
        {t('report.onDemand.delete')}
      </Button>
    </Group>
  );
}
