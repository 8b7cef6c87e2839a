import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { apiReporter } from '../../../api/apiReporter';
import { reportsResource, type Report, type ReportPayload } from '../../../entities/reports/api';
import { downloadFile } from '../../../entities/transfers/downloadsApi';
import { saveFile } from '../../../lib/saveFile';
import type { ReportActions } from './ReportRowActions';

/** The body that sends a report again as it is (PUT regenerates a failed report, spec 001 §4). */
export function payloadOf(report: Report): ReportPayload {
  return {
    project: report.project.id,
    dashboard: report.dashboard?.id ?? 0,
    graphs: (report.graphs ?? []).map((graph) => graph.id),
    name: report.name,
    title: report.title ?? null,
    description: report.description ?? null,
    startDate: report.startDate,
    endDate: report.endDate,
  };
}

/**
 * The rows' actions. Download goes through the shared download checks (GET files/{id}/download,
 * an http(s) URL only, a storage error told: src/entities/transfers/downloadsApi.ts); failures are
 * told by the app's notification, as every failed call.
 */
export function useReportActions(options: {
  canManage: boolean;
  edit: (report: Report) => void;
  remove: (report: Report) => void;
}): ReportActions {
  const intl = useIntl();
  const update = reportsResource.useUpdate();
  const [downloadingId, setDownloadingId] = useState<number | null>(null);
  const [retryingId, setRetryingId] = useState<number | null>(null);

  const download = (report: Report) => {
    const fileId = report.downloadRequestId;
    if (fileId == null) return;
    setDownloadingId(report.id);
    downloadFile(fileId, { save: saveFile, navigate: (url) => window.location.assign(url) })
      .catch((error: unknown) => apiReporter.reportError(error))
      .finally(() => setDownloadingId(null));
  };

  const retry = (report: Report) => {
    setRetryingId(report.id);
    update
      .mutateAsync({ id: report.id, input: payloadOf(report) })
      .then(() =>
        notifications.show({
          color: 'blue',
          title: intl.formatMessage({ id: 'report.onDemand.retried.title' }),
          message: intl.formatMessage({ id: 'report.onDemand.retried.message' }, { name: report.name }),
          closeButtonProps: { 'aria-label': intl.formatMessage({ id: 'common.closeNotification' }) },
        }),
      )
      // The app's notification says why (the mutation cache reports failed writes).
      .catch(() => undefined)
      .finally(() => setRetryingId(null));
  };

  return {
    download,
    downloadingId,
    manage: options.canManage ? { edit: options.edit, retry, remove: options.remove, retryingId } : null,
  };
}
