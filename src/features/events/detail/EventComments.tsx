import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { useMessage } from '../../../i18n/useMessage';
import { eventCommentsResource } from '../../../entities/events/api';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';
import { eventDetailQueries } from './eventDetailQueries';

/**
 * The event's comments (spec 000 §3 comment): the list for everyone who sees the event; add, edit
 * and delete for users with alerting_event_manage. The add form stays mounted whatever the list
 * does (loading, failing), so text being typed is never lost; a failed read of the list says so
 * with Retry, never "No comments".
 */
export function EventComments({ eventId, canManage }: { eventId: number; canManage: boolean }) {
  const t = useMessage();
  const titleId = useId();
  const resource = eventCommentsResource(eventId);
  const comments = useQueryRegion(eventDetailQueries(eventId).comments);
  const create = resource.useCreate();
  const update = resource.useUpdate();
  const remove = resource.useRemove();

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('eventDetail.comments.title')}
        </Title>
        <DataRegion
          region={comments}
          what={t('eventDetail.comments.region')}
          placeholder={<Skeleton h={64} />}
          isEmpty={(page) => page.data.length === 0}
          empty={<Text c="dimmed">{t('eventDetail.comments.empty')}</Text>}
        >
          {(page) => (
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={titleId}>
              {page.data.map((comment) => (
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
        </DataRegion>
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
