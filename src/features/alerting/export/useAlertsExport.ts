import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAlertCsvLabels } from './useAlertCsvLabels';
import { downloadCsv } from '../../../lib/csv';
import { hiddenNamesFromConfig } from '../../../entities/structure/hiddenStructure';
import {
  ALERTS_CSV_HEADER,
  ALERTS_CSV_PREFIX,
  alertCsvRow,
  fetchAllAlerts,
  PROJECT_ALERTS_CSV_PREFIX,
  type AlertExportSource,
} from './alertsCsv';
import { visibleAlerts } from './hiddenAlerts';

export interface AlertsExportProgress {
  loaded: number;
  /** 0 until the first page tells the count. */
  total: number;
}

/**
 * The alerts export as a mutation, so that a failed page (after its one retry) is reported once
 * like any other failed call (src/app/queryClient.ts); a cancel resolves quietly and, like a
 * failure, writes no file (the pages are merged, then saved). Leaving the screen cancels it.
 */
export function useAlertsExport() {
  const intl = useIntl();
  const labels = useAlertCsvLabels();
  const [progress, setProgress] = useState<AlertsExportProgress>({ loaded: 0, total: 0 });
  const running = useRef<AbortController | null>(null);
  const exportAll = useMutation({
    mutationFn: async (source: AlertExportSource) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setProgress({ loaded: 0, total: 0 });
      try {
        const read = await fetchAllAlerts(source, {
          signal: controller.signal,
          onProgress: (loaded, total) => {
            if (!controller.signal.aborted) setProgress({ loaded, total });
          },
        });
        if (controller.signal.aborted) return null;
        // The hidden test clients' alerts are left out of the file as out of the list.
        const alerts = visibleAlerts(read, hiddenNamesFromConfig());
        const prefix = source.list === 'alerts' ? ALERTS_CSV_PREFIX : PROJECT_ALERTS_CSV_PREFIX;
        downloadCsv(
          prefix,
          ALERTS_CSV_HEADER,
          alerts.map((alert) => alertCsvRow(alert, labels)),
          new Date(),
          { locale: intl.locale },
        );
        return alerts.length;
      } catch (error) {
        if (controller.signal.aborted) return null;
        throw error;
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
  });

  useEffect(() => () => running.current?.abort(), []);

  return {
    running: exportAll.isPending,
    progress,
    cancelled: exportAll.isSuccess && exportAll.data === null,
    failed: exportAll.isError,
    start: (source: AlertExportSource) => exportAll.mutate(source),
    cancel: () => running.current?.abort(),
  };
}
