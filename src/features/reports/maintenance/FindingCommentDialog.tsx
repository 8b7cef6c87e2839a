import { Textarea } from '@mantine/core';
import { z } from 'zod';
import { bexReportsResource, type BexReport } from '../../../entities/reports/bexReportsApi';
import { useMessage } from '../../../i18n/useMessage';
import { ResourceFormDialog } from '../../../navigation/forms/ResourceFormDialog';
import { useResourceForm } from '../../../navigation/forms/useResourceForm';
import { subjectOf, withFindingComment, type FindingRow } from './findings';

export interface FindingCommentDialogProps {
  report: BexReport;
  /** The finding being commented; none when closed. */
  row: FindingRow | null;
  onClose: () => void;
}

export const MAX_COMMENT = 1000;

/** The comment's rule: the same schema the tests use; a too long text is said as it is typed. */
export const findingCommentSchema = z.object({ comment: z.string().max(MAX_COMMENT, 'commentLength') });
type FindingCommentValues = z.infer<typeof findingCommentSchema>;

/**
 * The reviewer's comment on one finding (what was done about it), saved with the report; a
 * refused save keeps the text and says why. Mounted while open: each opening starts from the
 * finding's comment, or from the draft a reload left.
 */
export function FindingCommentDialog({ row, ...props }: FindingCommentDialogProps) {
  return row ? <CommentForm key={row.index} row={row} {...props} /> : null;
}

function CommentForm({ report, row, onClose }: FindingCommentDialogProps & { row: FindingRow }) {
  const t = useMessage();
  const update = bexReportsResource.useUpdate();
  const state = useResourceForm<FindingCommentValues, FindingCommentValues, BexReport>({
    formId: `bex-comment-${report.id}-${row.index}`,
    schema: findingCommentSchema,
    defaultValues: { comment: row.check.comment ?? '' },
    mode: 'onChange',
    save: ({ comment }) => update.mutateAsync({ id: report.id, input: withFindingComment(report, row.index, comment) }),
    onSaved: onClose,
  });
  const tooLong = state.form.formState.errors.comment !== undefined;
  return (
    <ResourceFormDialog
      state={state}
      title={t('maintenanceReport.comment.title', { subject: subjectOf(row.check) })}
      onClose={onClose}
      submitLabel={t('maintenanceReport.comment.save')}
      submitDisabled={tooLong}
      centered
      failure={{ title: t('maintenanceReport.saveFailed') }}
    >
      <Textarea
        label={t('maintenanceReport.comment.label')}
        rows={4}
        {...state.form.register('comment')}
        error={tooLong ? t('maintenanceReport.error.commentLength', { max: MAX_COMMENT }) : undefined}
        data-autofocus
      />
    </ResourceFormDialog>
  );
}
