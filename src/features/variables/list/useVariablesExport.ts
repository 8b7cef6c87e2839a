import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useMessage } from '../../../i18n/useMessage';
import { downloadCsv } from '../../../lib/csv';
import { hiddenNamesFromConfig } from '../../../entities/structure/hiddenStructure';
import type { VariableListParams } from '../../../entities/variables/api';
import { visibleVariables } from './hiddenVariables';
import {
  fetchAllVariables,
  VARIABLES_CSV_PREFIX,
  variableCsvRow,
  type VariableCsvColumn,
  type VariableCsvLabels,
} from './variablesCsv';

export interface ExportProgress {
  loaded: number;
  /** 0 until the first page tells the count. */
  total: number;
}

export type VariablesExportState =
  | { status: 'idle' }
  | { status: 'running'; progress: ExportProgress }
  | { status: 'done'; count: number }
  | { status: 'cancelled' }
  | { status: 'failed'; error: unknown };

interface ExportRun {
  params: VariableListParams;
  columns: readonly VariableCsvColumn[];
  /** The list's project filter, which Attached speaks of. */
  projectId?: number;
}

/**
 * The variables export as a mutation, so that a failed page (after its one retry) is reported once
 * like any other failed call (src/app/queryClient.ts), and nothing else: a cancel resolves quietly
 * (no error notice), and a failure or a cancel writes no file, not even part of one (spec 000 §7
 * pages merged, then saved). Leaving the screen cancels the pages in flight.
 */
export function useVariablesExport() {
  const intl = useIntl();
  const t = useMessage();
  const labels: VariableCsvLabels = {
    type: (type) => t(`variables.list.kind.${type}`),
    aggregation: (name) => t(`variables.list.aggregation.${name}`),
    yesNo: (yes) => t(yes ? 'variablesCsv.yes' : 'variablesCsv.no'),
  };
  const [progress, setProgress] = useState<ExportProgress>({ loaded: 0, total: 0 });
  const running = useRef<AbortController | null>(null);
  const exportAll = useMutation({
    mutationFn: async ({ params, columns, projectId }: ExportRun) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setProgress({ loaded: 0, total: 0 });
      try {
        const read = await fetchAllVariables(params, {
          signal: controller.signal,
          onProgress: (loaded, total) => {
            if (!controller.signal.aborted) setProgress({ loaded, total });
          },
        });
        if (controller.signal.aborted) return null;
        const variables = visibleVariables(read, hiddenNamesFromConfig());
        downloadCsv(
          VARIABLES_CSV_PREFIX,
          columns,
          variables.map((variable) => variableCsvRow(variable, columns, labels, projectId)),
          new Date(),
          { locale: intl.locale },
        );
        return variables.length;
      } catch (error) {
        if (controller.signal.aborted) return null;
        throw error;
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
  });

  useEffect(() => () => running.current?.abort(), []);

  let state: VariablesExportState;
  if (exportAll.isPending) state = { status: 'running', progress };
  else if (exportAll.isError) state = { status: 'failed', error: exportAll.error };
  else if (exportAll.isSuccess)
    state = exportAll.data === null ? { status: 'cancelled' } : { status: 'done', count: exportAll.data };
  else state = { status: 'idle' };

  return {
    state,
    /** The export as a promise: the rows written, null after a cancel; rejects with the failure. */
    run: (run: ExportRun) => exportAll.mutateAsync(run),
    cancel: () => running.current?.abort(),
    /** Back to idle (the dialog closed). */
    reset: () => exportAll.reset(),
  };
}
