import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { isApiError } from '../../../api/apiError';
import type { QueryRegion } from '../../../api/queryRegion';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { useMessage } from '../../../i18n/useMessage';
import { useRouteSearch } from '../../../navigation/useRouteSearch';
import { dateRangeToSearch } from '../../../ui/DateRangePicker/dateRangeValue';
import { RegionFailure } from '../../../ui/DataRegion/RegionFailure';
import { RegionLoading } from '../../../ui/DataRegion/RegionLoading';
import { RegionStaleLine } from '../../../ui/DataRegion/RegionStaleLine';
import { projectVariablesQuery } from './formulaQueries';
import { useEditorVariables } from './useEditorVariables';
import { useFormulaDone } from './useFormulaDone';
import { FormulaForm } from './FormulaForm';
import { formulaTestMode, formulaTestRange, withFormulaTest, type FormulaSearch } from './formulaSearch';
import { formulasResource } from '../../../entities/variables/formulaApi';
import { aggregationsQuery, unitsQuery } from '../../../entities/variables/api';

const newFormulaRoute = getRouteApi('/_auth/automatic-variables/formula/$projectId/');
const formulaRoute = getRouteApi('/_auth/automatic-variables/formula/$projectId/$formulaId');

/** automatic-variables/formula/{projectId}: a new formula in the project. */
export function NewFormulaScreen(): ReactElement {
  const { projectId } = newFormulaRoute.useParams();
  return <FormulaScreen projectId={projectId} search={newFormulaRoute.useSearch()} />;
}

/** automatic-variables/formula/{projectId}/{formulaId}: a formula of the project. */
export function EditFormulaScreen(): ReactElement {
  const { projectId, formulaId } = formulaRoute.useParams();
  return <FormulaScreen projectId={projectId} formulaId={formulaId} search={formulaRoute.useSearch()} />;
}

interface FormulaScreenProps {
  projectId: number;
  /** The formula to edit; none to create one in the project. */
  formulaId?: number;
  /** The route's validated search (formulaSearchSchema). */
  search: FormulaSearch;
}

/** The first region that is not ready among those the form cannot start without. */
function blocking(regions: readonly [QueryRegion<unknown>, string][]) {
  return (
    regions.find(([region]) => region.state === 'failed') ?? regions.find(([region]) => region.state === 'loading')
  );
}

/**
 * spec 000 §2 automatic-variables/formula/{projectId}[/{formulaId}]: create or edit a formula. The
 * form opens once the formula (when editing), the units and the aggregations are read, so that
 * what the user types starts from the stored values. The project's variables are not needed to
 * type: while they load, or if their read fails (said under the editor, with Retry), the editor
 * works without their names and the unknown-variable check waits for them.
 */
function FormulaScreen({ projectId, formulaId, search }: FormulaScreenProps) {
  const t = useMessage();
  // Replaced, not pushed: the test's set-up is not a step the Back button should walk through.
  const { update } = useRouteSearch(search);
  const changeTest = (patch: Partial<FormulaSearch>) =>
    update?.((current) => withFormulaTest(current, patch), { replace: true });
  // After a save or a cancel: back where the user came from (formulaDestination).
  const onDone = useFormulaDone(projectId, search);
  const formula = useQueryRegion({
    ...formulasResource.detailQuery(formulaId ?? 0),
    enabled: formulaId !== undefined,
  });
  const units = useQueryRegion(unitsQuery.query());
  const aggregations = useQueryRegion(aggregationsQuery.query());
  const variables = useQueryRegion(projectVariablesQuery(projectId));
  const editorVariables = useEditorVariables(formula.data, variables.data?.variables);

  const needed: [QueryRegion<unknown>, string][] = [
    ...(formulaId === undefined ? [] : [[formula, t('formula.region.formula')] as [QueryRegion<unknown>, string]]),
    [units, t('formula.region.units')],
    [aggregations, t('formula.region.aggregations')],
  ];
  const waiting = blocking(needed);
  if (waiting) {
    const [region, what] = waiting;
    if (region.state === 'loading') return <RegionLoading slow={region.slow} placeholder={<Skeleton h={320} />} />;
    if (region.state === 'failed' && isApiError(region.error) && region.error.has('FORMULA_NOT_FOUND'))
      return (
        <Alert color="gray" variant="outline" title={t('formula.notFound')}>
          {t('error.FORMULA_NOT_FOUND')}
        </Alert>
      );
    if (region.state === 'failed') return <RegionFailure what={what} error={region.error} onRetry={region.retry} />;
  }
  if (!units.data || !aggregations.data || (formulaId !== undefined && !formula.data)) return null;

  const stale = needed.flatMap(([region, what]) => (region.state === 'stale' ? [{ region, what }] : []))[0];
  const projectVariables = variables.data ?? null;
  const variablesNotice =
    variables.state === 'failed' ? (
      <RegionFailure what={t('formula.region.variables')} error={variables.error} onRetry={variables.retry} />
    ) : variables.state === 'stale' ? (
      <RegionStaleLine
        what={t('formula.region.variables')}
        error={variables.error}
        updatedAt={variables.updatedAt}
        onRetry={variables.retry}
      />
    ) : null;
  const where = projectVariables?.projectName
    ? t('formula.project', { project: projectVariables.projectName, site: projectVariables.siteName ?? '' })
    : null;

  return (
    <Stack gap="md">
      {stale ? (
        <RegionStaleLine
          what={stale.what}
          error={stale.region.error}
          updatedAt={stale.region.updatedAt}
          onRetry={stale.region.retry}
        />
      ) : null}
      {where ? <Text c="dimmed">{where}</Text> : null}
      <FormulaForm
        // A new formula read (another id) starts a new form with its own defaults and draft.
        key={formulaId ?? 'new'}
        projectId={projectId}
        {...(formula.data && formulaId !== undefined ? { formula: formula.data } : {})}
        units={units.data.data}
        aggregations={aggregations.data.data}
        variables={editorVariables}
        variablesNotice={variablesNotice}
        testMode={formulaTestMode(search)}
        testRange={formulaTestRange(search)}
        onTestModeChange={(test) => changeTest({ test })}
        onTestRangeChange={(range) => changeTest(dateRangeToSearch(range))}
        onDone={onDone}
      />
    </Stack>
  );
}
