import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { isApiError } from '../../../api/apiError';
import { formulasResource, type Formula } from '../../../entities/variables/formulaApi';
import type { AggregationRef, UnitRef } from '../../../entities/variables/refs';
import { apiMessageText } from '../../../i18n/apiMessageText';
import { useMessage } from '../../../i18n/useMessage';
import { resolveDateRangeValue, type DateRangeValue } from '../../../ui/DateRangePicker/dateRangeValue';
import { DraftNotice } from '../../../navigation/forms/DraftNotice';
import { LeaveConfirm } from '../../../navigation/forms/LeaveConfirm';
import { useFieldErrorText } from '../../../navigation/forms/useFieldErrorText';
import { useResourceForm } from '../../../navigation/forms/useResourceForm';
import { useErrorText } from '../../../ui/useErrorText';
import { formulaEditorContext } from './formulaEditorContext';
import { checkFormulaText } from './formulaErrorText';
import { FormulaExpressionField } from './FormulaExpressionField';
import { FormulaFields } from './FormulaFields';
import {
  FORMULA_SERVER_FIELDS,
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

/** A save stopped before any call: the browser's check found a problem, already shown at the editor. */
class LocalProblem extends Error {}

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
  const context = useMemo(
    () => formulaEditorContext(variables, formula?.id, formula?.variableIds ?? []),
    [variables, formula?.id, formula?.variableIds],
  );

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

  const state = useResourceForm<FormulaFormValues, FormulaFormOutput, Formula>({
    formId: 'formula',
    schema: formulaFormSchema,
    defaultValues: formulaFormDefaults(formula),
    serverFields: FORMULA_SERVER_FIELDS,
    save: (values) => {
      if (!locallyValid(values.expression)) return Promise.reject(new LocalProblem());
      const input = formulaPayload(projectId, values);
      return formula ? update.mutateAsync({ id: formula.id, input }) : create.mutateAsync(input);
    },
    onSaved: onDone,
  });
  const { form, draft, submit, cancel, blocker } = state;
  const saveError = state.saveError instanceof LocalProblem ? null : state.saveError;
  const { attachForm } = draft;
  const { errors, isSubmitting } = form.formState;
  const [name, unitId] = useWatch({ control: form.control, name: ['name', 'unitId'] });
  const unitName = units.find((unit) => unit.id === unitId)?.name ?? '';

  // The form's own messages are message ids (formulaFormSchema); the browser's check gives text.
  const messageOf = useFieldErrorText((message) =>
    message in intl.messages ? intl.formatMessage({ id: message }) : message,
  );

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
          <Paper
            role="alert"
            bg="var(--app-surface-error)"
            bd="1px solid var(--mantine-color-red-2)"
            radius="sm"
            p="sm"
          >
            <Text size="sm" fw={600} c="var(--mantine-color-red-text)">
              {t('formula.error.saveFailed')}
            </Text>
            <Text size="sm">
              {isApiError(saveError) && saveError.code === 'RESPONSE_SCHEMA_MISMATCH'
                ? t('formula.error.saveNotConfirmed')
                : errorText(saveError)}
            </Text>
          </Paper>
        ) : null}
        <Group justify="flex-end" gap="sm">
          {/* Back where the user came from; with unsaved changes, the leave guard asks first. */}
          <Button variant="default" onClick={onDone} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('formula.save')}
          </Button>
        </Group>
      </Stack>
      <LeaveConfirm
        blocker={blocker}
        onLeave={cancel}
        texts={{
          title: t('formula.leave.title'),
          message: t('formula.leave.message'),
          confirm: t('formula.leave.confirm'),
          stay: t('common.cancel'),
        }}
      />
    </form>
  );
}
