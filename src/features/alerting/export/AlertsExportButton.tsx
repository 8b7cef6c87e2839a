import { Button, Group, Progress, Text, Tooltip } from '@mantine/core';
import { useId } from 'react';
import { useMessage } from '../../../i18n/useMessage';
import type { AlertExportSource } from './alertsCsv';
import { useAlertsExport } from './useAlertsExport';

interface AlertsExportButtonProps {
  /** The list (alerts or project alerts) with its filters and sort: every matching alert is exported. */
  source: AlertExportSource;
  /** How many alerts match, as the list counted them. */
  count: number;
  /** Why there is nothing to export now (nothing matches, the list could not be loaded); null when there is. */
  unavailableReason: string | null;
}

/**
 * The table toolbar's CSV export (spec 000 §2 alerting-config "export the list as CSV"): every
 * page is read (a progress bar with the count, and Cancel), then one file is written. When
 * unavailable the button stays focusable (aria-disabled), so that everyone can read why. A failed
 * read is notified once by the API layer; a cancel says so here.
 */
export function AlertsExportButton({ source, count, unavailableReason }: AlertsExportButtonProps) {
  const t = useMessage();
  const reasonId = useId();
  const run = useAlertsExport();
  const unavailable = unavailableReason !== null;
  const total = run.progress.total > 0 ? run.progress.total : count;
  const progressText = t('alertExport.progress', { loaded: run.progress.loaded, total });

  if (run.running) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Progress.Root
          w={120}
          size="lg"
          role="progressbar"
          aria-label={t('alertExport.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={run.progress.loaded}
          aria-valuetext={progressText}
        >
          <Progress.Section value={total > 0 ? (100 * run.progress.loaded) / total : 0} withAria={false} animated />
        </Progress.Root>
        <Text size="xs" aria-live="polite">
          {progressText}
        </Text>
        <Button size="xs" variant="default" onClick={run.cancel}>
          {t('alertExport.cancel')}
        </Button>
      </Group>
    );
  }

  return (
    <Group gap="xs" wrap="nowrap">
      {run.cancelled && (
        <Text size="xs" role="status">
          {t('alertExport.cancelled')}
        </Text>
      )}
      {run.failed && (
        // A status, not an alert: the failure's notification has already announced it.
        <Text size="xs" c="var(--mantine-color-red-text)" role="status">
          {t('alertExport.failed')}
        </Text>
      )}
      <Tooltip label={unavailableReason} disabled={!unavailable} withinPortal>
        <Button
          size="xs"
          variant="default"
          data-disabled={unavailable || undefined}
          aria-disabled={unavailable || undefined}
          aria-describedby={unavailable ? reasonId : undefined}
          onClick={() => {
            if (!unavailable) run.start(source);
          }}
        >
          {t('alertExport.button')}
          {unavailable ? (
            <span id={reasonId} hidden>
              {unavailableReason}
            </span>
          ) : null}
        </Button>
      </Tooltip>
    </Group>
  );
}
