import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { isApiError } from '../../../api/apiError';
import { formulasResource, type Formula } from '../../../entities/variables/formulaApi';
import type { AggregationRef, UnitRef } from '../../../entities/variables/refs';
import { apiMessageText } from '../../../i18n/apiMessageText';
import { useMessage } from '../../../i18n/useMessage';
import { resolveDateRangeValue, type DateRangeValue } from '../../../ui/DateRangePicker/dateRangeValue';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DraftNotice } from '../../../navigation/forms/DraftNotice';
import { useDraftForm } from '../../../navigation/forms/useDraftForm';
import { useErrorText } from '../../../ui/useErrorText';
import { formulaEditorContext } from './formulaEditorContext';
import { checkFormulaText } from './formulaErrorText';
import { FormulaExpressionField } from './FormulaExpressionField';
import { FormulaFields } from './FormulaFields';
import {
  FIELD_OF_CODE,
  formulaFormDefaults,
  formulaFormSchema,
  formulaPayload,
  type FormulaFormOutput,
  type FormulaFormValues,
} from './formulaForm';
import type { FormulaVariable } from './formulaQueries';
import type { FormulaTestMode } from './formulaSearch';
import { FormulaTestPanel } from './FormulaTestPanel';
import { editorErrorCode, useFormulaCheck } from './useFormulaCheck';
import { useProblemText } from './useProblemText';

export interface FormulaFormProps {
  projectId: number;
  /** The formula being edited; none to create one. */
  formula?: Formula;
  units: readonly UnitRef[];
  aggregations: readonly AggregationRef[];
  variables: readonly FormulaVariable[] | null;
  variablesNotice?: ReactNode;
  testMode: FormulaTestMode;
  testRange: DateRangeValue;
  onTestModeChange: (mode: FormulaTestMode) => void;
  onTestRangeChange: (range: DateRangeValue) => void;
  /** Saved or cancelled: where the user came from (the route decides, see formulaDestination). */
  onDone: () => void;
}

/**
 * Create or edit a formula (spec 000 §2, §3, §7): the variable's fields, the expression checked as
 * it is typed, its test, Save. What is typed is kept as a draft (a reload, the 401 reload) and
 * after a failed save. A save refused for the formula itself is told at the editor; an empty or
 * unreadable answer to the save is an error (spec 000 §8: "a formula save with an empty response
 * stores error"), never a success.
 */
export function FormulaForm(props: FormulaFormProps) {
  const { projectId, formula, units, aggregations, variables, onDone } = props;
  const t = useMessage();
  const intl = useIntl();
  const errorText = useErrorText();
  const describe = useProblemText();
  const create = formulasResource.useCreate();
  const update = formulasResource.useUpdate();
  const check = useFormulaCheck();
  const [saveError, setSaveError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const context = useMemo(
    () => formulaEditorContext(variables, formula?.id, formula?.variableIds ?? []),
    [variables, formula?.id, formula?.variableIds],
  );

  const { form, draft } = useDraftForm<FormulaFormValues, unknown, FormulaFormOutput>({
    formId: 'formula',
    resolver: zodResolver(formulaFormSchema),
    defaultValues: formulaFormDefaults(formula),
  });
  const { attachForm } = draft;
  const { errors, isSubmitting, isDirty } = form.formState;
  const [name, unitId] = useWatch({ control: form.control, name: ['name', 'unitId'] });
  const unitName = units.find((unit) => unit.id === unitId)?.name ?? '';

  const messageOf = (message: string | undefined): string | undefined =>
    message === undefined ? undefined : message in intl.messages ? intl.formatMessage({ id: message }) : message;

  /** The browser's check before any call: a problem stops here, located at the editor. */
  const locallyValid = (expression: string): boolean => {
    const local = checkFormulaText(expression, {
      ...(context.knownIds ? { knownVariableIds: context.knownIds } : {}),
      formulaId: formula?.id,
    });
    if (local.ok) return true;
    form.setError('expression', { type: 'local', message: describe(local.problem, expression) }, { shouldFocus: true });
    return false;
  };

  const submit = form.handleSubmit(async (values) => {
    setSaveError(null);
    if (!locallyValid(values.expression)) return;
    const input = formulaPayload(projectId, values);
    try {
      if (formula) await update.mutateAsync({ id: formula.id, input });
      else await create.mutateAsync(input);
    } catch (error) {
      const code = isApiError(error) ? error.code : null;
      const field = code ? FIELD_OF_CODE[code] : undefined;
      if (code && field) form.setError(field, { type: 'server', message: `error.${code}` }, { shouldFocus: true });
      else if (code === 'RESPONSE_SCHEMA_MISMATCH') setSaveError(t('formula.error.saveNotConfirmed'));
      else setSaveError(errorText(error));
      return;
    }
    draft.clear();
    onDone();
  });

  const runTest = () => {
    const expression = form.getValues('expression');
    form.clearErrors('expression');
    if (expression.trim() === '') {
      form.setError(
        'expression',
        { type: 'required', message: 'formula.error.expressionRequired' },
        { shouldFocus: true },
      );
      return;
    }
    if (!locallyValid(expression)) return;
    const period = resolveDateRangeValue(props.testRange, new Date());
    void check.run(
      props.testMode === 'value'
        ? { expression, projectId, start: null }
        : { expression, projectId, start: period.start.toISOString(), end: period.end.toISOString() },
    );
  };

  const testCode = editorErrorCode(check.error);
  const expressionError =
    messageOf(errors.expression?.message) ?? (testCode ? apiMessageText(intl, testCode) : undefined);

  const leave = () => {
    setLeaving(false);
    draft.discard();
    onDone();
  };

  return (
    <form ref={attachForm} onSubmit={(event) => void submit(event)} noValidate aria-label={t('formula.form')}>
      <Stack gap="lg">
        <FormulaFields
          control={form.control}
          register={form.register}
          units={units}
          aggregations={aggregations}
          errors={{
            name: messageOf(errors.name?.message),
            unitId: messageOf(errors.unitId?.message),
            aggregationId: messageOf(errors.aggregationId?.message),
          }}
        />
        <Controller
          control={form.control}
          name="expression"
          render={({ field }) => (
            <FormulaExpressionField
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                // spec 000 §4: the check state is cleared when the formula it tested changes.
                if (check.state.tested || check.error) check.reset();
              }}
              onBlur={field.onBlur}
              fieldRef={field.ref}
              context={context}
              error={expressionError}
              variablesNotice={props.variablesNotice}
            />
          )}
        />
        <FormulaTestPanel
          check={check}
          mode={props.testMode}
          range={props.testRange}
          onModeChange={props.onTestModeChange}
          onRangeChange={props.onTestRangeChange}
          onTest={runTest}
          seriesName={name.trim() || t('formula.test.unnamed')}
          unit={unitName}
        />
        <DraftNotice draft={draft} />
        {saveError ? (
          <Paper role="alert" bg="red.0" bd="1px solid var(--mantine-color-red-2)" radius="sm" p="sm">
            <Text size="sm" fw={600} c="red.9">
              {t('formula.error.saveFailed')}
            </Text>
            <Text size="sm">{saveError}</Text>
          </Paper>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => (isDirty ? setLeaving(true) : leave())} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('formula.save')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={leaving}
        title={t('formula.leave.title')}
        message={t('formula.leave.message')}
        confirmLabel={t('formula.leave.confirm')}
        danger
        onConfirm={leave}
        onCancel={() => setLeaving(false)}
      />
    </form>
  );
}
