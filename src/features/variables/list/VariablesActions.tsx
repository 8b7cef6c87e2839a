import { Group, Text } from '@mantine/core';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { ProjectActionButton } from './ProjectActionButton';

interface VariablesActionsProps {
  /** The list's project filter: every action works on one project. */
  projectId: number | undefined;
}

/**
 * What the variables screen leads to (spec 000 §2 automatic-variables routes), each shown only to
 * who holds its permission (spec 000 §6): adding variables to a project (variable_project_manage),
 * creating a formula or a manual variable (variable_configuration_manage: the editors' own
 * permission), the change history (history_view). Each route takes a project: until one is
 * chosen in the filters the buttons stay reachable but off, saying so.
 */
export function VariablesActions({ projectId }: VariablesActionsProps) {
  const t = useMessage();
  const user = useCurrentUser();
  const common = { projectId, unavailableReason: t('variables.list.action.needsProject') };
  const canConfigure = hasPermission(user, 'variable_configuration_manage');
  const canAttach = hasPermission(user, 'variable_project_manage');
  const canSeeHistory = hasPermission(user, 'history_view');
  if (!canConfigure && !canAttach && !canSeeHistory) return null;
  return (
    <Group gap="xs" wrap="wrap" justify="flex-end">
      {projectId === undefined && (
        <Text size="sm" c="dimmed">
          {common.unavailableReason}
        </Text>
      )}
      {canAttach && (
        <ProjectActionButton
          label={t('variables.list.action.addToProject')}
          to="/automatic-variables/AddVarsToProject/$projectId"
          {...common}
          primary
        />
      )}
      {canConfigure && (
        <ProjectActionButton
          label={t('variables.list.action.createFormula')}
          to="/automatic-variables/formula/$projectId"
          {...common}
        />
      )}
      {canConfigure && (
        <ProjectActionButton
          label={t('variables.list.action.createManual')}
          to="/automatic-variables/manual/$projectId"
          {...common}
        />
      )}
      {canSeeHistory && (
        <ProjectActionButton
          label={t('variables.list.action.history')}
          to="/automatic-variables/historychangevar/$projectId"
          {...common}
        />
      )}
    </Group>
  );
}
