import { Alert, Button, Checkbox, Group, Modal, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useMessage } from '../../../i18n/useMessage';
import { DraftNotice } from '../../../navigation/forms/DraftNotice';
import { useResourceForm } from '../../../navigation/forms/useResourceForm';
import { useErrorText } from '../../../ui/useErrorText';
import type { VariableListParams } from '../../../entities/variables/api';
import {
  exportColumnsSchema,
  readExportColumns,
  saveExportColumns,
  type ExportColumnsValues,
} from './exportColumnsChoice';
import { useVariablesExport } from './useVariablesExport';
import { orderedCsvColumns, VARIABLE_CSV_COLUMNS } from './variablesCsv';

interface VariablesExportDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The list's filters and sort: every matching row is exported, not only the page shown. */
  params: VariableListParams;
  /** How many rows match, as the list counted them. */
  count: number;
}

/**
 * The export's column choice and run (spec 000 §7 "Variable export"): the ten columns of the file,
 * ticked as last chosen in this tab (at least one), then a progress bar with the count and Cancel.
 * A cancel or a failure writes no file and says so; the failure's reason is the API's, already
 * notified once. The file is written when every page has come, and the dialog then closes.
 */
export function VariablesExportDialog({ opened, onClose, params, count }: VariablesExportDialogProps) {
  const t = useMessage();
  const errorText = useErrorText();
  const run = useVariablesExport();
  // The column choice is the form (form kit): a draft across a reload, at least one column, and the
  // export its "save", done once the file is written; a failure is told in place, every box kept.
  const exportForm = useResourceForm<ExportColumnsValues, ExportColumnsValues, number | null>({
    formId: 'variables-export',
    schema: exportColumnsSchema,
    defaultValues: { columns: readExportColumns() },
    mode: 'onChange',
    // Nothing of the user's is lost by leaving: the choice is remembered when an export starts.
    leaveGuard: false,
    save: ({ columns }) => {
      saveExportColumns(columns);
      return run.run({ params, columns, projectId: params.projectId });
    },
    // Written: the dialog has nothing more to say (the browser shows the download). A cancel stays.
    onSaved: (written) => {
      if (written !== null) close();
    },
  });
  const { form, draft, submit, saveError } = exportForm;
  const { attachForm } = draft;
  const columns = useWatch({ control: form.control, name: 'columns' });
  const { state } = run;
  const running = state.status === 'running';
  const noColumn = form.formState.errors.columns !== undefined || columns.length === 0;

  function close() {
    run.cancel();
    run.reset();
    exportForm.cancel();
    onClose();
  }

  const progress = running ? state.progress : null;
  const total = progress && progress.total > 0 ? progress.total : count;
  const progressText = t('variables.export.progress', { loaded: progress?.loaded ?? 0, total });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('variables.export.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('variables.export.close') }}
    >
      <form ref={attachForm} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Checkbox.Group
            label={t('variables.export.columns')}
            description={t('variables.export.columnsHint')}
            value={columns}
            onChange={(values) =>
              form.setValue('columns', orderedCsvColumns(values), { shouldDirty: true, shouldValidate: true })
            }
            error={noColumn ? t('variables.export.noColumn') : undefined}
          >
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" mt="xs">
              {VARIABLE_CSV_COLUMNS.map((column) => (
                <Checkbox
                  key={column}
                  value={column}
                  label={t(`variables.export.column.${column}`)}
                  description={column}
                  disabled={running}
                />
              ))}
            </SimpleGrid>
          </Checkbox.Group>

          {progress && (
            <Stack gap={6}>
              <Progress.Root
                size="lg"
                role="progressbar"
                aria-label={t('variables.export.progressLabel')}
                aria-valuemin={0}
                aria-valuemax={total}
                aria-valuenow={progress.loaded}
                aria-valuetext={progressText}
              >
                <Progress.Section value={total > 0 ? (100 * progress.loaded) / total : 0} withAria={false} animated />
              </Progress.Root>
              <Text size="sm" aria-live="polite">
                {progressText}
              </Text>
            </Stack>
          )}
          {state.status === 'cancelled' && (
            <Text size="sm" role="status">
              {t('variables.export.cancelled')}
            </Text>
          )}
          {saveError && !running ? (
            // A status, not an alert: the failure's notification has already announced it.
            <Alert color="red" role="status" title={t('variables.export.failed')}>
              {t('variables.export.failedReason', { reason: errorText(saveError) })}
            </Alert>
          ) : null}
          <DraftNotice draft={draft} />

          <Group justify="flex-end" gap="sm">
            {running ? (
              <Button variant="default" onClick={run.cancel}>
                {t('variables.export.cancel')}
              </Button>
            ) : (
              <>
                <Button variant="default" onClick={close}>
                  {t('variables.export.close')}
                </Button>
                <Button type="submit" data-disabled={noColumn || undefined} aria-disabled={noColumn || undefined}>
                  {t('variables.export.start', { count })}
                </Button>
              </>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
