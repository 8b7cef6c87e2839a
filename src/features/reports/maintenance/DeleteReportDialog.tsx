import { Text } from '@mantine/core';
import { useState } from 'react';
import { bexReportsResource, type BexReport } from '../../../entities/reports/bexReportsApi';
import { useMessage } from '../../../i18n/useMessage';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useErrorText } from '../../../ui/useErrorText';

export interface DeleteReportDialogProps {
  /** The report to delete; none when the dialog is closed. */
  report: BexReport | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/**
 * Deleting a maintenance report asks first (spec 001 §5 "deletions are confirmed"); the dialog
 * stays open while the server answers and says why a refusal happened. The list's count goes
 * down by one with the row (spec 001 §4).
 */
export function DeleteReportDialog({ report, onClose, onDeleted }: DeleteReportDialogProps) {
  const t = useMessage();
  const errorText = useErrorText();
  const remove = bexReportsResource.useRemove();
  const [error, setError] = useState<unknown>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = () => {
    if (!report) return;
    setError(null);
    remove.mutate(report.id, {
      onSuccess: () => {
        close();
        onDeleted?.();
      },
      onError: setError,
    });
  };
  return (
    <ConfirmDialog
      opened={report !== null}
      title={t('maintenanceReport.delete.title')}
      message={
        <>
          <Text size="sm">{t('maintenanceReport.delete.message', { name: report?.name ?? '' })}</Text>
          {error ? (
            <Text size="sm" c="var(--mantine-color-red-text)" role="alert">
              {errorText(error)}
            </Text>
          ) : null}
        </>
      }
      confirmLabel={t('common.delete')}
      danger
      loading={remove.isPending}
      onConfirm={confirm}
      onCancel={close}
    />
  );
}
