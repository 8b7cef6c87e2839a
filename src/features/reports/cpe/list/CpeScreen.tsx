import { Stack } from '@mantine/core';
import { useCurrentUser } from '../../../../entities/users/currentUser';
import { hasPermission } from '../../../../lib/permissions';
import { CpeTabs } from '../CpeTabs';
import { cpeTabOf } from '../cpeSearch';
import { CpeProgramsTab } from '../programs/CpeProgramsTab';
import type { CpeTabProps } from './cpeTabProps';
import { CpeReportsTab } from './CpeReportsTab';

export type CpeScreenProps = Omit<CpeTabProps, 'canManage'>;

/**
 * cperapports (spec 001 §2): the CPE reports, or the programs that send them (`?tab=programs`),
 * with the sending history one tab away (its own route). Writes need cpe_report_manage (spec 001 §6).
 */
export function CpeScreen(props: CpeScreenProps) {
  const canManage = hasPermission(useCurrentUser(), 'cpe_report_manage');
  const tab = cpeTabOf(props.search);
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
