import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useMessage } from '../../../i18n/useMessage';
import { DraftNotice } from '../../../navigation/forms/DraftNotice';
import { LeaveConfirm } from '../../../navigation/forms/LeaveConfirm';
import type { ServerFieldTable } from '../../../navigation/forms/serverFieldErrors';
import { useFieldErrorText } from '../../../navigation/forms/useFieldErrorText';
import { useResourceForm } from '../../../navigation/forms/useResourceForm';
import { eventCommentFormSchema } from '../../../entities/events/api';
import { MAX_COMMENT_LENGTH } from '../../../entities/events/eventRules';

type CommentFormValues = { comment: string };

/** The server codes that concern the text (spec 000 §8); any other failure is told by the global notification. */
const COMMENT_SERVER_FIELDS: ServerFieldTable<'comment'> = { INVALID_COMMENT: { field: 'comment' } };

export interface CommentFormProps {
  /** The text being edited; empty for a new comment. */
  initial?: string;
  submitLabel: string;
  /** Saves the text; resolves once the answer parsed, rejects with the ApiError when the server refuses. */
  onSubmit: (comment: string) => Promise<unknown>;
  /** After a save succeeded and its draft was dropped (an edit closes). */
  onSaved?: () => void;
  /** Shown as a Cancel button (inline edit). */
  onCancel?: () => void;
  /** Empties the field once saved (the add form); an edit form closes instead. */
  resetOnSuccess?: boolean;
  /** Names the draft kept while typing: `comment-new` for the add form, `comment-<id>` for an edit. */
  formId?: string;
}

/**
 * A comment's text (spec 000 §3 comment), on the form kit (useResourceForm). The same rule as the
 * server (eventCommentFormSchema): an empty comment is refused on the field with INVALID_COMMENT
 * and nothing is sent; a server INVALID_COMMENT shows on the field too. A failed save keeps the
 * typed text: the field is emptied only after a success. What is typed is kept as a draft until it
 * is saved or cancelled, so that a reload (the 401 refresh-and-reload of spec 000 §8) gives it back;
 * leaving the page with unsaved text asks first.
 */
export function CommentForm({
  initial = '',
  submitLabel,
  onSubmit,
  onSaved,
  onCancel,
  resetOnSuccess = false,
  formId = 'comment-new',
}: CommentFormProps) {
  const t = useMessage();
  const { form, draft, submit, cancel, blocker } = useResourceForm<CommentFormValues>({
    formId,
    schema: eventCommentFormSchema,
    defaultValues: { comment: initial },
    serverFields: COMMENT_SERVER_FIELDS,
    save: ({ comment }) => onSubmit(comment),
    savedValues: resetOnSuccess ? () => ({ comment: '' }) : undefined,
    onSaved,
  });
  // The schema's only message, and the server's field code, is INVALID_COMMENT.
  const fieldText = useFieldErrorText(() => t('error.INVALID_COMMENT'));
  const { errors, isSubmitting } = form.formState;
  const { attachForm } = draft;

  return (
    <>
      <form ref={attachForm} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="xs">
          <Textarea
            label={t('eventDetail.comments.field')}
            // Not autosize: a plain, resizable field (Mantine's autosize listens to document.fonts).
            rows={3}
            resize="vertical"
            maxLength={MAX_COMMENT_LENGTH}
            error={fieldText(errors.comment?.message)}
            {...form.register('comment')}
          />
          <DraftNotice draft={draft} />
          <Group gap="xs" justify="flex-end">
            {onCancel ? (
              <Button
                variant="default"
                onClick={() => {
                  cancel();
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
      <LeaveConfirm blocker={blocker} onLeave={cancel} />
    </>
  );
}
