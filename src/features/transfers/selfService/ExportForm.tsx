import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { isApiError } from '../../../api/apiError';
import { StructureFilter } from '../../../entities/structure/StructureFilter/StructureFilter';
import type { DownloadVariable } from '../../../entities/transfers/downloadsApi';
import type { Variable } from '../../../entities/variables/api';
import { VariablePicker } from '../../../entities/variables/VariablePicker/VariablePicker';
import { useMessage } from '../../../i18n/useMessage';
import { DateRangePicker } from '../../../ui/DateRangePicker/DateRangePicker';
import { DraftNotice } from '../../../navigation/forms/DraftNotice';
import { useErrorText } from '../../../ui/useErrorText';
import { SAMPLING_CHOICES, type ExportFormValues } from './exportForm';
import { SamplingNotice } from './SamplingNotice';
import { SelectedVariables } from './SelectedVariables';
import { withSearchPatch, type SelfServiceSearch } from './selfServiceSearch';
import { useExportFieldError } from './useExportFieldError';
import { useExportSelectionForm } from './useExportSelectionForm';
import { useSelectedVariables } from './useSelectedVariables';

export interface ExportFormProps {
  search: SelfServiceSearch;
  onSearchChange: (next: SelfServiceSearch, options?: { replace?: boolean }) => void;
  /** self_service_manage: request exports and save configurations (spec 001 §6). */
  canManage: boolean;
  /** Opens the "save as a configuration" dialog with the current variables. */
  onSaveConfiguration: (variables: DownloadVariable[]) => void;
}

/**
 * The selection and the export request (spec 001 §2 data-self-service, §3 Download request): the
 * structure filters narrow the variable picker; the selected variables, the period (J-7 by
 * default), the sampling, the file format and a title make the POST download-requests. Nothing
 * invalid is sent; a refused request puts the server's code on its field and keeps everything.
 */
export function ExportForm({ search, onSearchChange, canManage, onSaveConfiguration }: ExportFormProps) {
  const t = useMessage();
  const errorText = useErrorText();
  const fieldError = useExportFieldError();
  const { form, draft, submit, saveError, fillVariables } = useExportSelectionForm(search, onSearchChange);
  const { attachForm } = draft;
  // A refusal that concerns no field: the server's reason, or that the request failed.
  const failure = saveError ? (isApiError(saveError) ? errorText(saveError) : t('selfService.request.failed')) : null;
  const [variables, period, sampling, format] = useWatch({
    control: form.control,
    name: ['variables', 'period', 'sampling', 'format'],
  });
  const { errors, isSubmitting, isSubmitted } = form.formState;
  const { selected, remember } = useSelectedVariables(variables);
  const structure = { clientId: search.clientId, placeId: search.placeId, projectId: search.projectId };
  const change = { shouldDirty: true, shouldValidate: isSubmitted };
  const setVariables = (next: ExportFormValues['variables']) => form.setValue('variables', next, change);

  // A variable from a link or a configuration without its aggregation takes its own once read.
  useEffect(() => {
    const pending = selected.filter((row) => row.item.aggregationId === 0 && row.variable);
    if (pending.length === 0) return;
    const own = new Map(pending.map((row) => [row.item.variableId, row.variable?.aggregationId ?? 0]));
    fillVariables(
      form
        .getValues('variables')
        .map((item) => ({ ...item, aggregationId: own.get(item.variableId) ?? item.aggregationId })),
    );
  }, [selected, form, fillVariables]);

  const picked = selected.flatMap((row) => (row.variable ? [row.variable] : []));
  const pick = (next: Variable[]) => {
    remember(next);
    const kept = variables.filter(
      (item) =>
        next.some((variable) => variable.id === item.variableId) || !picked.some((v) => v.id === item.variableId),
    );
    const added = next
      .filter((variable) => !variables.some((item) => item.variableId === variable.id))
      .map((variable) => ({ variableId: variable.id, aggregationId: variable.aggregationId }));
    setVariables([...kept, ...added]);
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="self-service-selection">
      <form
        ref={attachForm}
        noValidate
        aria-labelledby="self-service-selection"
        onSubmit={(event) => void submit(event)}
      >
        <Stack gap="md">
          <Title order={2} size="h4" id="self-service-selection">
            {t('selfService.selection.title')}
          </Title>
          <StructureFilter
            value={structure}
            onChange={(next) =>
              onSearchChange(
                withSearchPatch(search, { clientId: next.clientId, placeId: next.placeId, projectId: next.projectId }),
              )
            }
          />
          <VariablePicker
            multiple
            label={t('selfService.picker.label')}
            description={t('selfService.picker.hint')}
            filter={structure}
            value={picked}
            onChange={pick}
            error={fieldError(errors.variables)}
          />
          <SelectedVariables
            selected={selected}
            onAggregationChange={(variableId, aggregationId) =>
              setVariables(
                variables.map((item) => (item.variableId === variableId ? { variableId, aggregationId } : item)),
              )
            }
            onRemove={(removed) => setVariables(variables.filter((item) => item.variableId !== removed.variableId))}
            onClear={() => setVariables([])}
          />
          <Stack gap={4}>
            <DateRangePicker
              handsOverInvalid
              value={period}
              label={t('selfService.period.label')}
              onChange={(next) => form.setValue('period', next, change)}
            />
            {errors.period ? (
              <Text size="sm" c="var(--mantine-color-red-text)" role="alert">
                {fieldError(errors.period)}
              </Text>
            ) : null}
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Stack gap={4}>
              <Select
                label={t('selfService.sampling.label')}
                data={SAMPLING_CHOICES.map((choice) => ({ value: choice, label: t(`selfService.sampling.${choice}`) }))}
                value={sampling}
                onChange={(value) => {
                  const choice = SAMPLING_CHOICES.find((candidate) => candidate === value);
                  if (choice) form.setValue('sampling', choice, change);
                }}
                allowDeselect={false}
                error={fieldError(errors.sampling)}
              />
              <SamplingNotice choice={sampling} period={period} />
            </Stack>
            <Stack gap={4}>
              <Text size="sm" fw={500} id="self-service-format">
                {t('selfService.format.label')}
              </Text>
              <SegmentedControl
                aria-labelledby="self-service-format"
                value={format}
                onChange={(value) => form.setValue('format', value === 'xlsx' ? 'xlsx' : 'csv', change)}
                data={[
                  { value: 'csv', label: t('selfService.format.csv') },
                  { value: 'xlsx', label: t('selfService.format.xlsx') },
                ]}
              />
            </Stack>
            <TextInput
              label={t('selfService.title.label')}
              description={t('selfService.title.hint')}
              required={canManage}
              error={fieldError(errors.title)}
              {...form.register('title')}
            />
          </SimpleGrid>
          <DraftNotice draft={draft} message={t('selfService.request.draftRestored')} />
          {failure ? (
            <Text size="sm" c="var(--mantine-color-red-text)" role="alert">
              {failure}
            </Text>
          ) : null}
          {canManage ? (
            <Group gap="sm">
              <Button type="submit" loading={isSubmitting}>
                {t('selfService.request.submit')}
              </Button>
              <Button
                variant="default"
                // A variable from a link is saved with its aggregation: wait until it is read.
                disabled={variables.some((item) => item.aggregationId === 0)}
                onClick={() => onSaveConfiguration(variables)}
              >
                {t('selfService.configs.saveCurrent')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
