import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { downloadCsv } from '../../../lib/csv';
import { useMessage } from '../../../i18n/useMessage';
import type { EventListParams } from '../../../entities/events/api';
import { EVENTS_CSV_HEADER, EVENTS_CSV_PREFIX, eventCsvRow, fetchAllEvents } from './eventsCsv';

interface EventsExportButtonProps {
  /** The list's filters and sort; every matching row is exported, not only the page shown. */
  params: EventListParams;
  /** Nothing matches: there is nothing to export. */
  disabled: boolean;
}

/**
 * spec 000 §2 "export CSV (columns Client, Site, Project, Alert, Variable, IdTechnique, Criticite,
 * Debut, Fin, Status)", built on the client (§7) with the shared writer (§9). A mutation, so that
 * a failed read is reported once like any other call (src/app/queryClient.ts).
 */
export function EventsExportButton({ params, disabled }: EventsExportButtonProps) {
  const t = useMessage();
  const exportAll = useMutation({
    mutationFn: () => fetchAllEvents(params),
    onSuccess: (events) => downloadCsv(EVENTS_CSV_PREFIX, EVENTS_CSV_HEADER, events.map(eventCsvRow)),
  });
  return (
    <Button
      size="xs"
      variant="default"
      loading={exportAll.isPending}
      disabled={disabled}
      onClick={() => exportAll.mutate()}
    >
      {t('events.export')}
    </Button>
  );
}
