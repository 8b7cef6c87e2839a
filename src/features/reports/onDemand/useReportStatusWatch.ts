import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { Report, ReportStatus } from '../../../entities/reports/api';

/**
 * Tells the user when a report they saw being generated fails (spec 001 §4): the row says it too,
 * but the user may be looking elsewhere on the page. A ready report is not told here: the live
 * connection's `download_request` message already shows "Download ready" and starts its download
 * (src/api/liveMessages.ts), and saying it twice would be noise.
 */
export function useReportStatusWatch(rows: readonly Report[]): void {
  const intl = useIntl();
  const seen = useRef(new Map<number, ReportStatus>());
  useEffect(() => {
    for (const report of rows) {
      const before = seen.current.get(report.id);
      if (before === 'pending' && report.status === 'failed') {
        notifications.show({
          color: 'red',
          title: intl.formatMessage({ id: 'report.onDemand.failedNotice.title' }),
          message: intl.formatMessage({ id: 'report.onDemand.failedNotice.message' }, { name: report.name }),
          autoClose: 10_000,
          closeButtonProps: { 'aria-label': intl.formatMessage({ id: 'common.closeNotification' }) },
        });
      }
      seen.current.set(report.id, report.status);
    }
  }, [rows, intl]);
}
