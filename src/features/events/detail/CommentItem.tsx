import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useMessage } from '../../../i18n/useMessage';
import { formatDateTime } from '../../../lib/dateFormat';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useHasDraft } from '../../../navigation/forms/useDraftForm';
import type { EventComment } from '../../../entities/events/api';
import { CommentForm } from './CommentForm';

export interface CommentItemProps {
  comment: EventComment;
  /** Edit and delete controls (alerting_event_manage). */
  canManage: boolean;
  onSave: (text: string) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
}

function authorName(comment: EventComment): string | null {
  const name = [comment.author?.firstName, comment.author?.lastName].filter(Boolean).join(' ');
  return name || null;
}

/**
 * One comment: author, date and text. The text is rendered as a React text node with
 * white-space: pre-wrap, never as HTML, so markup typed into a comment shows as typed. An edit
 * left unsaved when the page reloaded opens again, with its draft.
 */
export function CommentItem({ comment, canManage, onSave, onDelete }: CommentItemProps) {
  const t = useMessage();
  const formId = `comment-${comment.id}`;
  const draftWaiting = useHasDraft(formId);
  const [editing, setEditing] = useState(canManage && draftWaiting);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const author = authorName(comment) ?? t('eventDetail.comments.unknownAuthor');
  const edited = comment.updatedAt && comment.createdAt && comment.updatedAt !== comment.createdAt;

  const remove = async () => {
    setDeleting(true);
    try {
      await onDelete();
    } catch {
      // Told by the global notification; the comment stays listed.
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  };

  return (
    <Paper component="li" withBorder p="sm" radius="sm" aria-label={`${author} ${formatDateTime(comment.createdAt)}`}>
      <Stack gap={6}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600}>
            {author}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(comment.createdAt)}
            {edited ? ` · ${t('eventDetail.comments.edited', { date: formatDateTime(comment.updatedAt) })}` : ''}
          </Text>
        </Group>
        {editing ? (
          <CommentForm
            formId={formId}
            initial={comment.comment}
            submitLabel={t('eventDetail.comments.save')}
            onSubmit={onSave}
            onSaved={() => setEditing(false)}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {comment.comment}
          </Text>
        )}
        {canManage && !editing ? (
          <Group gap="xs" justify="flex-end">
            <Button size="xs" variant="subtle" onClick={() => setEditing(true)}>
              {t('eventDetail.comments.edit')}
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(true)}>
              {t('eventDetail.comments.delete')}
            </Button>
          </Group>
        ) : null}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('eventDetail.comments.deleteTitle')}
        message={t('eventDetail.comments.deleteMessage')}
        confirmLabel={t('eventDetail.comments.delete')}
        danger
        loading={deleting}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
