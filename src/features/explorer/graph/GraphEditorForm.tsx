import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { graphsResource, type Graph } from '../../../entities/explorer/api';
import type { StructureSelection } from '../../../entities/structure/StructureFilter/structureNarrowing';
import type { AggregationRef, UnitRef } from '../../../entities/variables/refs';
import { useMessage } from '../../../i18n/useMessage';
import type { DateRange } from '../../../lib/dateRanges';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DraftNotice } from '../../../navigation/forms/DraftNotice';
import { LeaveConfirm } from '../../../navigation/forms/LeaveConfirm';
import { useResourceForm } from '../../../navigation/forms/useResourceForm';
import type { FormulaLink } from './formulaLink';
import { graphFormSchema, type FormGraphVariable, type GraphFormOutput, type GraphFormValues } from './graphFormSchema';
import { graphFormDefaults, graphPayload, withSavedIds } from './graphFormValues';
import { graphServerFields } from './graphServerErrors';
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
  const [deleteError, setDeleteError] = useState<unknown>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [savedNote, setSavedNote] = useState(false);

  const { form, draft, submit, saveError, cancel, blocker } = useResourceForm<GraphFormValues, GraphFormOutput, Graph>({
    formId: 'graph',
    schema: graphFormSchema,
    defaultValues: graphFormDefaults(graph),
    mode: 'onTouched',
    // The fields are focused by focusGraphField (a variable row, a number field), once checked.
    shouldFocusError: false,
    serverFields: graphServerFields,
    save: (values) => update.mutateAsync({ id: graph.id, input: graphPayload(values, graph) }),
    // The values as sent, with the ids the server gave the new variables.
    savedValues: (saved): GraphFormValues => withSavedIds(form.getValues(), saved),
    onSaved: () => setSavedNote(true),
    // Nothing to lose without the right to change, nor once the graph is deleted.
    leaveGuard: !readOnly && !remove.isSuccess,
  });
  const { attachForm } = draft;
  const { isSubmitting, isDirty } = form.formState;

  /** Checks and saves, then focuses the first field a rule or the server refused. */
  const save = async (event: FormEvent<HTMLFormElement>) => {
    setSavedNote(false);
    await submit(event);
    const first = firstErrorPath(form.formState.errors);
    if (first) requestAnimationFrame(() => focusGraphField(first));
  };

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
          else void save(event);
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
                <Text role="status" size="sm" c="var(--mantine-color-teal-text)" mr="auto">
                  {t('graphEditor.saved')}
                </Text>
              ) : null}
              <Button
                variant="subtle"
                color="red"
                c="var(--mantine-color-red-text)"
                onClick={() => setConfirmDelete(true)}
              >
                {t('graphEditor.delete')}
              </Button>
              <Button variant="default" disabled={!isDirty || isSubmitting} onClick={cancel}>
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
        <LeaveConfirm
          blocker={blocker}
          onLeave={cancel}
          texts={{
            title: t('graphEditor.leave.title'),
            message: t('graphEditor.leave.message'),
            confirm: t('graphEditor.leave.confirm'),
            stay: t('graphEditor.leave.stay'),
          }}
        />
      </form>
    </Paper>
  );
}
