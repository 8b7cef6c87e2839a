import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { bexReportsResource, type BexReport } from '../../../entities/reports/bexReportsApi';
import { useMessage } from '../../../i18n/useMessage';
import { useErrorText } from '../../../ui/useErrorText';
import { subjectOf, withFindingComment, type FindingRow } from './findings';

export interface FindingCommentDialogProps {
  report: BexReport;
  /** The finding being commented; none when closed. */
  row: FindingRow | null;
  onClose: () => void;
}

const MAX_COMMENT = 1000;

/**
 * The reviewer's comment on one finding (what was done about it), saved with the report; a
 * refused save keeps the text and says why.
 */
export function FindingCommentDialog({ report, row, onClose }: FindingCommentDialogProps) {
  const t = useMessage();
  const errorText = useErrorText();
  const update = bexReportsResource.useUpdate();
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const value = text ?? row?.check.comment ?? '';
  const close = () => {
    setText(null);
    setError(null);
    onClose();
  };
  const save = () => {
    if (!row) return;
    setError(null);
    update.mutate(
      { id: report.id, input: withFindingComment(report, row.index, value) },
      { onSuccess: close, onError: setError },
    );
  };
  const tooLong = value.length > MAX_COMMENT;
  return (
    <Modal
      opened={row !== null}
      onClose={update.isPending ? () => undefined : close}
      title={row ? t('maintenanceReport.comment.title', { subject: subjectOf(row.check) }) : ''}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Textarea
          label={t('maintenanceReport.comment.label')}
          rows={4}
          value={value}
          onChange={(event) => setText(event.currentTarget.value)}
          error={tooLong ? t('maintenanceReport.error.commentLength', { max: MAX_COMMENT }) : undefined}
          data-autofocus
        />
        {error ? (
          <Alert color="red" role="alert" title={t('maintenanceReport.saveFailed')}>
            {errorText(error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={update.isPending}>
            {t('common.cancel')}
          </Button>
          <Button onClick={save} loading={update.isPending} disabled={tooLong}>
            {t('maintenanceReport.comment.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
