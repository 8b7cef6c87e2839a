import { Button, Tooltip } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { downloadCsv } from '../../../lib/csv';
import { useMessage } from '../../../i18n/useMessage';
import type { EventListParams } from '../../../entities/events/api';
import { EVENTS_CSV_HEADER, EVENTS_CSV_PREFIX, eventCsvRow, fetchAllEvents, type EventCsvLabels } from './eventsCsv';
import { hiddenNamesFromConfig } from '../../../entities/structure/hiddenStructure';
import { isHiddenProjectRef } from '../../../entities/structure/hiddenRows';
import { severityText } from '../../../entities/alerting/severity';

interface EventsExportButtonProps {
  /** The list's filters and sort; every matching row is exported, not only the page shown. */
  params: EventListParams;
  /** Why there is nothing to export now (nothing matches, the list could not be loaded); null when there is. */
  unavailableReason: string | null;
}

/**
 * spec 000 §2 "export CSV (columns Client, Site, Project, Alert, Variable, IdTechnique, Criticite,
 * Debut, Fin, Status)", built on the client (§7) with the shared writer (§9). A mutation, so that
 * a failed read is reported once like any other call (src/app/queryClient.ts). When unavailable
 * it stays focusable (aria-disabled), so that keyboard and pointer users can read why.
 */
export function EventsExportButton({ params, unavailableReason }: EventsExportButtonProps) {
  const t = useMessage();
  const intl = useIntl();
  const reasonId = useId();
  const labels: EventCsvLabels = {
    level: (level) => severityText(intl, level),
    status: (status) => t(`eventStatus.${status}`),
  };
  const exportAll = useMutation({
    // The hidden test projects' events are in no export either (spec 000 §6).
    mutationFn: async () => {
      const hidden = hiddenNamesFromConfig();
      return (await fetchAllEvents(params)).filter((event) => !isHiddenProjectRef(event.project, hidden));
    },
    onSuccess: (events) =>
      downloadCsv(
        EVENTS_CSV_PREFIX,
        EVENTS_CSV_HEADER,
        events.map((event) => eventCsvRow(event, labels)),
        new Date(),
        { locale: intl.locale },
      ),
  });
  const unavailable = unavailableReason !== null;
  return (
    <Tooltip label={unavailableReason} disabled={!unavailable} withinPortal>
      <Button
        size="xs"
        variant="default"
        loading={exportAll.isPending}
        data-disabled={unavailable || undefined}
        aria-disabled={unavailable || undefined}
        aria-describedby={unavailable ? reasonId : undefined}
        onClick={() => {
          if (!unavailable) exportAll.mutate();
        }}
      >
        {t('events.export')}
        {unavailable ? (
          <span id={reasonId} hidden>
            {unavailableReason}
          </span>
        ) : null}
      </Button>
    </Tooltip>
  );
}
