import { Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useId, type ReactElement } from 'react';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { useMessage } from '../../../i18n/useMessage';
import type { Variable } from '../../../entities/variables/api';
import { VariablePicker } from '../../../entities/variables/VariablePicker/VariablePicker';
import { addToProjectQueries } from './addToProjectQueries';
import {
  attachSelection,
  isAttached,
  remainingAfter,
  withAttachSelection,
  withMemberships,
  type PendingChange,
} from './attachChanges';
import { ChangeResults } from './ChangeResults';
import { DeviceVariables } from './DeviceVariables';
import { PendingChangesPanel } from './PendingChangesPanel';
import { ProjectHeading } from './ProjectHeading';
import { useApplyChanges } from './useApplyChanges';
import { usePendingChanges } from './usePendingChanges';

const route = getRouteApi('/_auth/automatic-variables/AddVarsToProject/$projectId');

/**
 * spec 000 §2 automatic-variables/AddVarsToProject/{projectId}: variables of the project's site
 * attached to (or detached from) the project. Two ways to choose: a device's variables as a
 * checklist (spec 001 §7: by device, limit 1000, type variable), or a search over the site's
 * measured variables with the shared picker. Nothing is sent until Apply; then one PUT
 * variables/{id} per variable (addProjectIds / removeProjectIds), each with its own result, so a
 * DUPLICATE_VARIABLE or NOT_IN_PROJECT is said next to the variable it concerns.
 */
export function AddVarsToProjectScreen(): ReactElement {
  const { projectId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const t = useMessage();
  const searchTitleId = useId();
  const deviceTitleId = useId();
  const project = useQueryRegion(addToProjectQueries(projectId).project);
  const pending = usePendingChanges(projectId);
  const run = useApplyChanges(projectId);
  const { changes, setChanges } = pending;
  const placeId = project.data?.place.id;

  const onMembership = useCallback(
    (variables: readonly Variable[], inProject: boolean) =>
      setChanges((current) => withMemberships(current, variables, inProject, projectId)),
    [setChanges, projectId],
  );
  const remove = (change: PendingChange) => setChanges((current) => current.filter((item) => item !== change));
  // What was chosen meanwhile stays; what was applied (or already held) leaves the list.
  const apply = async () => {
    const results = await run.apply(changes);
    setChanges((current) => remainingAfter(current, results));
  };
  const unavailable =
    project.state === 'failed'
      ? t('variables.addToProject.projectFailed')
      : t('variables.addToProject.waitingForProject');

  return (
    <Stack gap="md">
      <ProjectHeading projectId={projectId} />
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 8, xl: 9 }}>
          <Stack gap="md">
            <Paper withBorder p="md" radius="md" component="section" aria-labelledby={searchTitleId}>
              <Stack gap="xs">
                <Title order={2} size="h4" id={searchTitleId}>
                  {t('variables.addToProject.search.title')}
                </Title>
                {placeId === undefined ? (
                  <Text size="sm" c="dimmed">
                    {unavailable}
                  </Text>
                ) : (
                  <VariablePicker
                    multiple
                    label={t('variables.addToProject.search.label')}
                    description={t('variables.addToProject.search.description')}
                    filter={{ placeId, type: 'variable' }}
                    value={attachSelection(changes)}
                    onChange={(next) => setChanges((current) => withAttachSelection(current, next))}
                    optionNote={(variable) =>
                      isAttached(variable, projectId) ? t('variables.addToProject.state.attached') : null
                    }
                  />
                )}
              </Stack>
            </Paper>
            <Paper withBorder p="md" radius="md" component="section" aria-labelledby={deviceTitleId}>
              <Stack gap="xs">
                <Title order={2} size="h4" id={deviceTitleId}>
                  {t('variables.addToProject.device.title')}
                </Title>
                {placeId === undefined ? (
                  <Text size="sm" c="dimmed">
                    {unavailable}
                  </Text>
                ) : (
                  <DeviceVariables
                    projectId={projectId}
                    placeId={placeId}
                    deviceId={search.deviceId}
                    onDevice={(deviceId) => void navigate({ search: (current) => ({ ...current, deviceId }) })}
                    changes={changes}
                    onMembership={onMembership}
                  />
                )}
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4, xl: 3 }}>
          <Stack gap="md" style={{ position: 'sticky', top: 16 }}>
            <PendingChangesPanel
              projectId={projectId}
              changes={changes}
              restored={pending.restored}
              running={run.running}
              onRemove={remove}
              onApply={() => void apply()}
              onDiscard={pending.discard}
            />
            <ChangeResults projectId={projectId} results={run.results} running={run.running} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
