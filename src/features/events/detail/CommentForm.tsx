import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { isApiError } from '../../../api/apiError';
import { useMessage } from '../../../i18n/useMessage';
import { DraftNotice } from '../../../navigation/forms/DraftNotice';
import { useDraftForm } from '../../../navigation/forms/useDraftForm';
import { eventCommentFormSchema } from '../../../entities/events/api';
import { MAX_COMMENT_LENGTH } from '../../../entities/events/eventRules';

type CommentFormValues = { comment: string };

export interface CommentFormProps {
  /** The text being edited; empty for a new comment. */
  initial?: string;
  submitLabel: string;
  /** Saves the text; rejects with the ApiError when the server refuses. */
  onSubmit: (comment: string) => Promise<unknown>;
  /** Shown as a Cancel button (inline edit). */
  onCancel?: () => void;
  /** Empties the field once saved (the add form); an edit form closes instead. */
  resetOnSuccess?: boolean;
  /** Names the draft kept while typing: `comment-new` for the add form, `comment-<id>` for an edit. */
  formId?: string;
}

/**
 * A comment's text (spec 000 §3 comment). The same rule as the server (eventCommentFormSchema): an
 * empty comment is refused on the field with INVALID_COMMENT and nothing is sent; a server
 * INVALID_COMMENT shows on the field too. A failed save keeps the typed text: the field is
 * emptied only after a success. What is typed is kept as a draft (useDraftForm) until it is saved
 * or cancelled, so that a reload (the 401 refresh-and-reload of spec 000 §8) gives it back.
 */
export function CommentForm({
  initial = '',
  submitLabel,
  onSubmit,
  onCancel,
  resetOnSuccess = false,
  formId = 'comment-new',
}: CommentFormProps) {
  const t = useMessage();
  const { form, draft } = useDraftForm<CommentFormValues>({
    formId,
    resolver: zodResolver(eventCommentFormSchema),
    defaultValues: { comment: initial },
  });
  const { errors, isSubmitting } = form.formState;
  const { attachForm } = draft;

  const submit = form.handleSubmit(async ({ comment }) => {
    try {
      await onSubmit(comment);
      draft.clear();
      if (resetOnSuccess) form.reset({ comment: '' });
    } catch (error) {
      // Other failures are told by the global notification; the text stays for another try.
      if (isApiError(error) && error.has('INVALID_COMMENT')) form.setError('comment', { message: 'INVALID_COMMENT' });
    }
  });

  const message = errors.comment?.message;
  return (
    <form ref={attachForm} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t('eventDetail.comments.field')}
          // Not autosize: a plain, resizable field (Mantine's autosize listens to document.fonts).
          rows={3}
          resize="vertical"
          maxLength={MAX_COMMENT_LENGTH}
          // The schema's only message, and the server's field code, is INVALID_COMMENT.
          error={message ? t('error.INVALID_COMMENT') : undefined}
          {...form.register('comment')}
        />
        <DraftNotice draft={draft} />
        <Group gap="xs" justify="flex-end">
          {onCancel ? (
            <Button
              variant="default"
              onClick={() => {
                draft.discard();
                onCancel();
              }}
              disabled={isSubmitting}
            >
              {t('common.cancel')}
            </Button>
          ) : null}
          <Button type="submit" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
