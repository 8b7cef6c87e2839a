import { Button, Grid, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState, type ReactElement } from 'react';
import { analyticsConfigurationResource } from '../../entities/analytics/api';
import { useCurrentUser } from '../../entities/users/currentUser';
import { useMessage } from '../../i18n/useMessage';
import { hasPermission } from '../../lib/permissions';
import { DataRegion } from '../../ui/DataRegion/DataRegion';
import { ReadOnlyNotice } from '../../ui/ReadOnlyNotice';
import { SaveFailure } from '../../navigation/forms/SaveFailure';
import { resolveDateRangeValue } from '../../ui/DateRangePicker/dateRangeValue';
import {
  inputProblems,
  inputsFromConfiguration,
  inputsFromSearch,
  modelizationRequestOf,
  searchFromInputs,
  type ModellingInputs,
} from './analyticsSearch';
import { ConfigurationNameDialog } from './configurations/ConfigurationNameDialog';
import { configurationsQuery, ConfigurationsPanel } from './configurations/ConfigurationsPanel';
import { useAggregationName } from './inputs/AggregationSelect';
import { ModellingInputsPanel } from './inputs/ModellingInputsPanel';
import { useAggregations, useVariablesById } from './inputs/useModelVariables';
import { ModelResultView } from './result/ModelResultView';
import { RunStatus } from './run/RunStatus';
import { useModelRun } from './run/useModelRun';
import { inputsDifferFrom, stateMatchesInputs } from './runInputs';

const route = getRouteApi('/_auth/data-analytics');

type Saving = { kind: 'new' } | { kind: 'update'; id: number; name: string };

/**
 * /data-analytics (spec 001 §2, §4, §7; issue 20): model a variable by others with an OLS, run and
 * stop it, save and load the inputs, and read the result with its G14 verdict. Inputs live in the
 * URL so that a link reproduces a run. Reading needs data_analytic_view; running and saving
 * data_analytic_manage: a reader loads saved models and reads their results.
 */
export function AnalyticsScreen(): ReactElement {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const t = useMessage();
  const canManage = hasPermission(useCurrentUser(), 'data_analytic_manage');
  const inputs = inputsFromSearch(search);
  // The inputs replace the URL: each edit of a field is not a history entry.
  const setInputs = (next: ModellingInputs) => void navigate({ search: searchFromInputs(next), replace: true });
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState<Saving | null>(null);
  const [now] = useState(() => new Date());
  const period = resolveDateRangeValue(inputs.period, now);
  const problems = tried ? inputProblems(inputs) : [];
  const aggregations = useAggregations();
  const aggregationName = useAggregationName(aggregations);
  const variables = useVariablesById([
    ...(inputs.target ? [inputs.target.variableId] : []),
    ...inputs.explanatory.map((pair) => pair.variableId),
  ]);
  const run = useModelRun(inputs.configurationId);
  const create = analyticsConfigurationResource.useCreate();
  const update = analyticsConfigurationResource.useUpdate();
  const configurations = useQuery({
    ...configurationsQuery(inputs.projectId ?? 0),
    enabled: inputs.projectId !== null,
  });
  const loaded = configurations.data?.data.find((row) => row.id === inputs.configurationId) ?? null;
  const edited = loaded !== null && inputsDifferFrom(inputs, inputsFromConfiguration(loaded));
  const state = run.region.state === 'ready' || run.region.state === 'stale' ? run.region.data : null;
  const inProcess = state?.status === 'IN_PROCESS';

  /** The request of the inputs, or null after marking what is missing. */
  const request = () => {
    setTried(true);
    return inputProblems(inputs).length > 0 ? null : modelizationRequestOf(inputs, new Date());
  };
  const startRun = () => {
    const body = request();
    if (body) run.start(body);
  };
  const save = async (name: string, target: Saving) => {
    const body = request();
    if (!body || body.projectId === undefined || !body.variableToModel || !body.start || !body.end) return;
    const write = {
      name,
      projectId: body.projectId,
      variableToModel: body.variableToModel,
      variablesExplicatives: body.variablesExplicatives ?? [],
      start: body.start,
      end: body.end,
      sampling: body.sampling ?? inputs.sampling.sampling,
      samplingUnit: body.samplingUnit ?? inputs.sampling.samplingUnit,
    };
    const saved =
      target.kind === 'new'
        ? await create.mutateAsync(write)
        : await update.mutateAsync({ id: target.id, input: write });
    setInputs({ ...inputs, configurationId: saved.id });
  };
  const askSave = (target: Saving) => {
    setTried(true);
    if (inputProblems(inputs).length === 0) setSaving(target);
  };

  const actions = canManage ? (
    <Stack gap="xs">
      <Group gap="sm">
        <Button onClick={startRun} loading={run.starting} disabled={inProcess}>
          {t('analytics.run.start')}
        </Button>
        {loaded ? (
          <Button variant="outline" onClick={() => askSave({ kind: 'update', id: loaded.id, name: loaded.name })}>
            {t('analytics.configurations.saveChanges', { name: loaded.name })}
          </Button>
        ) : null}
        <Button variant="default" onClick={() => askSave({ kind: 'new' })}>
          {t(loaded ? 'analytics.configurations.saveAsNew' : 'analytics.configurations.save')}
        </Button>
      </Group>
      {loaded ? (
        <Text size="sm" c={edited ? 'var(--mantine-color-orange-text)' : 'dimmed'}>
          {t(edited ? 'analytics.configurations.edited' : 'analytics.configurations.asSaved', { name: loaded.name })}
        </Text>
      ) : null}
      {run.startError ? <SaveFailure title={t('analytics.run.startFailed')} error={run.startError} /> : null}
    </Stack>
  ) : null;

  return (
    <Stack gap="md">
      <ReadOnlyNotice readOnly={!canManage} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="md">
            <ModellingInputsPanel
              inputs={inputs}
              onChange={(next) => {
                setTried(false);
                setInputs(next);
              }}
              period={period}
              variables={variables}
              aggregations={aggregations}
              problems={problems}
              readOnly={!canManage}
              actions={actions}
            />
            {inputs.projectId === null && inputs.configurationId === null ? null : (
              <DataRegion region={run.region} what={t('analytics.run.what')}>
                {(current) => (
                  <RunStatus
                    state={current}
                    otherInputs={current !== null && !stateMatchesInputs(current, inputs)}
                    canStop={canManage}
                    stopping={run.stopping}
                    onStop={run.stop}
                  />
                )}
              </DataRegion>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <ConfigurationsPanel
            projectId={inputs.projectId}
            loadedId={inputs.configurationId}
            canManage={canManage}
            onLoad={(configuration) => {
              setTried(false);
              setInputs(inputsFromConfiguration(configuration));
            }}
            onDeleted={() => setInputs({ ...inputs, configurationId: null })}
          />
        </Grid.Col>
      </Grid>
      {state?.status === 'ok' && state.ModelingResult ? (
        <ModelResultView
          state={state}
          result={state.ModelingResult}
          aggregationName={aggregationName}
          fallbackSampling={inputs.sampling}
        />
      ) : null}
      {saving ? (
        <ConfigurationNameDialog
          title={t(
            saving.kind === 'new' ? 'analytics.configurations.saveTitle' : 'analytics.configurations.saveChangesTitle',
          )}
          submitLabel={t('analytics.configurations.saveSubmit')}
          initialName={saving.kind === 'new' ? '' : saving.name}
          onSubmit={(name) => save(name, saving)}
          onClose={() => setSaving(null)}
        />
      ) : null}
    </Stack>
  );
}
