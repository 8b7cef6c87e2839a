import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { graphsResource, type Graph } from '../../../entities/explorer/api';
import type { StructureSelection } from '../../../entities/structure/StructureFilter/structureNarrowing';
import type { AggregationRef, UnitRef } from '../../../entities/variables/refs';
import { useMessage } from '../../../i18n/useMessage';
import type { DateRange } from '../../../lib/dateRanges';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DraftNotice } from '../../../navigation/forms/DraftNotice';
import { useDraftForm } from '../../../navigation/forms/useDraftForm';
import { useUnsavedChangesBlocker } from '../../../navigation/forms/useUnsavedChangesBlocker';
import type { FormulaLink } from './formulaLink';
import { graphFormSchema, type FormGraphVariable, type GraphFormOutput, type GraphFormValues } from './graphFormSchema';
import { graphFormDefaults, graphPayload, withSavedIds } from './graphFormValues';
import { graphServerFieldErrors, SERVER_CODE_PREFIX } from './graphServerErrors';
import { GraphGeneralFields } from './GraphGeneralFields';
import { GraphKindSettings } from './GraphKindSettings';
import { GraphVariablesField } from './GraphVariablesField';
import { focusGraphField } from './numberField';
import { firstErrorPath } from './errorPath';
import { SaveFailure } from '../../../navigation/forms/SaveFailure';

export interface GraphEditorFormProps {
  graph: Graph;
  /** Where the variable picker starts (the dashboard's project). */
  initialScope: StructureSelection;
  aggregations: readonly AggregationRef[];
  units: readonly UnitRef[];
  /** The period shown, for the sampling hints. */
  period: DateRange;
  formulaLinkOf: (variable: FormGraphVariable) => FormulaLink | null;
  readOnly: boolean;
  /** The graph was deleted: the route goes back to its dashboard. */
  onDeleted: () => void;
}

/**
 * Edit a graph (spec 000 §2 graph page, §3 Graph): one react-hook-form over one zod schema
 * (graphFormSchema.ts). Save is PUT graph/{id}: the answer goes into the cache, so the chart beside
 * redraws with the saved graph, and its ids replace the "-local" ones. A refused save puts each
 * code on its field and keeps every field; what is typed is a draft (a reload, the 401 reload);
 * leaving with unsaved changes asks first.
 */
export function GraphEditorForm(props: GraphEditorFormProps) {
  const { graph, readOnly } = props;
  const t = useMessage();
  const update = graphsResource.useUpdate();
  const remove = graphsResource.useRemove();
  const [saveError, setSaveError] = useState<unknown>(null);
  const [deleteError, setDeleteError] = useState<unknown>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [savedNote, setSavedNote] = useState(false);

  const { form, draft } = useDraftForm<GraphFormValues, unknown, GraphFormOutput>({
    formId: 'graph',
    resolver: zodResolver(graphFormSchema),
    defaultValues: graphFormDefaults(graph),
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const { attachForm } = draft;
  const { isSubmitting, isDirty } = form.formState;
  const blocker = useUnsavedChangesBlocker(isDirty && !readOnly && !remove.isSuccess);

  const onInvalid = (invalid: FieldErrors<GraphFormValues>) => {
    const first = firstErrorPath(invalid);
    if (first) requestAnimationFrame(() => focusGraphField(first));
  };

  const submit = form.handleSubmit(async (values) => {
    setSaveError(null);
    setSavedNote(false);
    let saved: Graph;
    try {
      saved = await update.mutateAsync({ id: graph.id, input: graphPayload(values, graph) });
    } catch (error) {
      const onFields = graphServerFieldErrors(error, values.graphSampling);
      for (const { field, code } of onFields)
        form.setError(field, { type: 'server', message: `${SERVER_CODE_PREFIX}${code}` });
      const first = onFields[0];
      if (first) requestAnimationFrame(() => focusGraphField(first.field));
      else setSaveError(error);
      return;
    }
    draft.clear();
    form.reset(withSavedIds(form.getValues(), saved));
    setSavedNote(true);
  }, onInvalid);

  const deleteGraph = async () => {
    setDeleteError(null);
    try {
      await remove.mutateAsync(graph.id);
    } catch (error) {
      setDeleteError(error);
      setConfirmDelete(false);
      return;
    }
    draft.clear();
    setConfirmDelete(false);
    props.onDeleted();
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="graph-editor-title">
      <form
        ref={attachForm}
        noValidate
        aria-labelledby="graph-editor-title"
        onSubmit={(event) => {
          // Enter in a read-only field would submit: nothing is sent without the right to change.
          if (readOnly) event.preventDefault();
          else void submit(event);
        }}
      >
        <Stack gap="md">
          <Title order={2} size="h4" id="graph-editor-title">
            {t(readOnly ? 'graphEditor.titleReadOnly' : 'graphEditor.title')}
          </Title>
          {readOnly ? (
            <Text size="sm" c="dimmed">
              {t('graphEditor.readOnly')}
            </Text>
          ) : null}
          <GraphGeneralFields form={form} period={props.period} readOnly={readOnly} />
          <GraphKindSettings form={form} readOnly={readOnly} />
          <Divider />
          <GraphVariablesField
            form={form}
            initialScope={props.initialScope}
            aggregations={props.aggregations}
            units={props.units}
            period={props.period}
            formulaLinkOf={props.formulaLinkOf}
            readOnly={readOnly}
          />
          <DraftNotice draft={draft} message={t('graphEditor.draftRestored')} />
          {saveError || deleteError ? (
            <SaveFailure
              title={t(saveError ? 'graphEditor.saveFailed' : 'graphEditor.deleteFailed')}
              error={saveError ?? deleteError}
            />
          ) : null}
          {readOnly ? null : (
            <Group justify="flex-end" gap="sm">
              {isDirty ? (
                <Text role="status" size="sm" c="dimmed" mr="auto">
                  {t('graphEditor.unsaved')}
                </Text>
              ) : savedNote ? (
                <Text role="status" size="sm" c="teal.9" mr="auto">
                  {t('graphEditor.saved')}
                </Text>
              ) : null}
              <Button variant="subtle" color="red" c="red.9" onClick={() => setConfirmDelete(true)}>
                {t('graphEditor.delete')}
              </Button>
              <Button variant="default" disabled={!isDirty || isSubmitting} onClick={() => draft.discard()}>
                {t('graphEditor.discard')}
              </Button>
              <Button type="submit" loading={isSubmitting}>
                {t('graphEditor.save')}
              </Button>
            </Group>
          )}
        </Stack>
        <ConfirmDialog
          opened={confirmDelete}
          title={t('graphEditor.deleteConfirm.title')}
          message={t('graphEditor.deleteConfirm.message', { name: graph.name })}
          confirmLabel={t('graphEditor.deleteConfirm.confirm')}
          danger
          loading={remove.isPending}
          onConfirm={() => void deleteGraph()}
          onCancel={() => setConfirmDelete(false)}
        />
        <ConfirmDialog
          opened={blocker.blocked}
          title={t('graphEditor.leave.title')}
          message={t('graphEditor.leave.message')}
          confirmLabel={t('graphEditor.leave.confirm')}
          cancelLabel={t('graphEditor.leave.stay')}
          danger
          onConfirm={() => {
            draft.discard();
            blocker.leave();
          }}
          onCancel={blocker.stay}
        />
      </form>
    </Paper>
  );
}
