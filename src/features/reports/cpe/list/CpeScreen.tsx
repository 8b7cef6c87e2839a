import { Stack } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useCurrentUser } from '../../../../entities/users/currentUser';
import { hasPermission } from '../../../../lib/permissions';
import { useRouteSearch } from '../../../../navigation/useRouteSearch';
import { CpeTabs } from '../CpeTabs';
import { cpeTabOf } from '../cpeSearch';
import { CpeProgramsTab } from '../programs/CpeProgramsTab';
import { CpeReportsTab } from './CpeReportsTab';

const route = getRouteApi('/_auth/cperapports/');

/**
 * cperapports (spec 001 §2): the CPE reports, or the programs that send them (`?tab=programs`),
 * with the sending history one tab away (its own route). Writes need cpe_report_manage (spec 001 §6).
 */
export function CpeScreen() {
  const canManage = hasPermission(useCurrentUser(), 'cpe_report_manage');
  const state = useRouteSearch(route.useSearch());
  const navigate = useNavigate();
  const { projectId } = state.search;
  const props = {
    ...state,
    onOpenReport: (rapportId: number) => void navigate({ to: '/cperapports/edit/$rapportId', params: { rapportId } }),
    onNewReport: () => void navigate({ to: '/cperapports/add', search: { projectId } }),
    onOpenProgram: (rapportId: number) =>
      void navigate({ to: '/cperapports/editprogram/$rapportId', params: { rapportId } }),
    onNewProgram: () => void navigate({ to: '/cperapports/addprogram', search: { projectId } }),
  };
  const tab = cpeTabOf(state.search);
  return (
    <Stack gap="md">
      <CpeTabs current={tab} />
      {tab === 'programs' ? (
        <CpeProgramsTab {...props} canManage={canManage} />
      ) : (
        <CpeReportsTab {...props} canManage={canManage} />
      )}
    </Stack>
  );
}
