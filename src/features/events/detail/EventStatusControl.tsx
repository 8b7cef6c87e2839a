import { Input, Paper, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { isApiError } from '../../../api/apiError';
import { useMessage } from '../../../i18n/useMessage';
import { eventsResource, type AlertEvent, type EventUpdate } from '../../../entities/events/api';
import { canChangeStatus, EVENT_STATUSES } from '../../../entities/events/statusWorkflow';
import { useErrorText } from '../../../ui/useErrorText';
import { EventTagsField } from './EventTagsField';

type Problem = { control: 'status' | 'cancelled' | 'tags'; text: string };

/**
 * The event's handling for users with alerting_event_manage: status, cancelled and tags. Every
 * change sends the whole of spec 000 §4's update (cancelled, tags, status) and nothing else
 * (eventUpdateSchema strips the rest).
 *
 * The status shown is always the server's: statuses the workflow does not allow from it are
 * disabled (statusWorkflow.ts), and a refused change (ALERT_EVENT_STATUS_WORKFLOW_ERROR: someone
 * else moved the event meanwhile) is explained next to the control while the event is read again,
 * so the control never shows a status that was refused. Cancelled shows the requested value while
 * the save runs, then the server's; tags the server did not take stay, unsaved (EventTagsField).
 */
export function EventStatusControl({ event }: { event: AlertEvent }) {
  const t = useMessage();
  const errorText = useErrorText();
  const update = eventsResource.useUpdate();
  const [problem, setProblem] = useState<Problem | null>(null);
  const statusLabelId = useId();
  const problemId = useId();

  const pending = update.isPending ? update.variables.input : null;
  const cancelled = pending?.cancelled ?? event.cancelled;

  /** Resolves to whether the server took the change; a refusal is told next to its control. */
  const send = (changes: Partial<EventUpdate>, control: Problem['control']): Promise<boolean> => {
    setProblem(null);
    const input: EventUpdate = { cancelled: event.cancelled, tags: event.tags, status: event.status, ...changes };
    return update.mutateAsync({ id: event.id, input }).then(
      () => true,
      (error: unknown) => {
        // The notification is global (queryClient); what concerns this control is said here too. The
        // refresh table reads the event again (src/entities/refreshes.ts): a refusal may mean it moved on.
        const refused = isApiError(error) && error.has('ALERT_EVENT_STATUS_WORKFLOW_ERROR');
        setProblem({ control: refused ? 'status' : control, text: errorText(error) });
        return false;
      },
    );
  };

  const statusProblem = problem?.control === 'status' ? problem.text : null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`${statusLabelId}-title`}>
      <Stack gap="md">
        <Title order={2} size="h4" id={`${statusLabelId}-title`}>
          {t('eventDetail.handling.title')}
        </Title>
        <Stack gap={4}>
          <Input.Label id={statusLabelId} component="div">
            {t('eventDetail.field.status')}
          </Input.Label>
          <SegmentedControl
            aria-labelledby={statusLabelId}
            aria-describedby={statusProblem ? problemId : undefined}
            value={event.status}
            disabled={update.isPending}
            onChange={(status) => {
              const next = EVENT_STATUSES.find((candidate) => candidate === status);
              if (next && next !== event.status) void send({ status: next }, 'status');
            }}
            data={EVENT_STATUSES.map((status) => ({
              value: status,
              label: t(`eventStatus.${status}`),
              disabled: !canChangeStatus(event.status, status),
            }))}
          />
          <Text id={problemId} role="status" size="sm" c="var(--mantine-color-red-text)">
            {statusProblem}
          </Text>
        </Stack>
        <Switch
          label={t('eventDetail.field.cancelled')}
          checked={cancelled}
          disabled={update.isPending}
          onChange={(changeEvent) => void send({ cancelled: changeEvent.currentTarget.checked }, 'cancelled')}
          error={problem?.control === 'cancelled' ? problem.text : undefined}
        />
        <EventTagsField
          tags={event.tags}
          error={problem?.control === 'tags' ? problem.text : undefined}
          onSave={(tags) => send({ tags }, 'tags')}
        />
      </Stack>
    </Paper>
  );
}
