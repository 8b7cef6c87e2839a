import { Alert, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useMessage } from '../../../i18n/useMessage';
import { eventCommentsResource } from '../../../entities/events/api';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';
import { eventDetailQueries } from './eventDetailQueries';
import { useErrorText } from '../../../ui/useErrorText';

/**
 * The event's comments (spec 000 §3 comment): the list for everyone who sees the event; add, edit
 * and delete for users with alerting_event_manage. The add form stays mounted whatever the list
 * does (loading, failing), so text being typed is never lost.
 */
export function EventComments({ eventId, canManage }: { eventId: number; canManage: boolean }) {
  const t = useMessage();
  const errorText = useErrorText();
  const titleId = useId();
  const resource = eventCommentsResource(eventId);
  const comments = useQuery(eventDetailQueries(eventId).comments);
  const create = resource.useCreate();
  const update = resource.useUpdate();
  const remove = resource.useRemove();
  const rows = comments.data?.data ?? [];

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('eventDetail.comments.title')}
        </Title>
        {comments.error ? (
          <Alert color="red" variant="light">
            {t('eventDetail.comments.loadError', { reason: errorText(comments.error) })}
          </Alert>
        ) : null}
        {comments.isPending ? (
          <Skeleton h={64} />
        ) : rows.length === 0 ? (
          comments.error ? null : (
            <Text c="dimmed">{t('eventDetail.comments.empty')}</Text>
          )
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={titleId}>
            {rows.map((comment) => (
              <CommentItem
                key={comment.id}
                comment={comment}
                canManage={canManage}
                onSave={(text) => update.mutateAsync({ id: comment.id, input: { comment: text } })}
                onDelete={() => remove.mutateAsync(comment.id)}
              />
            ))}
          </Stack>
        )}
        {canManage ? (
          <CommentForm
            submitLabel={t('eventDetail.comments.add')}
            onSubmit={(text) => create.mutateAsync({ comment: text })}
            resetOnSuccess
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
