import type { MessageId } from '../../../i18n/messages';
import { useMessage } from '../../../i18n/useMessage';
import { RouteTab, RouteTabs } from '../../../navigation/RouteTabs/RouteTabs';
import classes from './ProjectTabs.module.css';

/** spec 001 §2: the project's sections, in the order of the spec, each its own URL. */
const SECTIONS = [
  { to: '/parameters/projects/$projectId/main-informations', label: 'page.mainInformations' },
  { to: '/parameters/projects/$projectId/detail', label: 'page.projectDetail' },
  { to: '/parameters/projects/$projectId/balance', label: 'page.projectBalance' },
  { to: '/parameters/projects/$projectId/energy', label: 'page.projectEnergy' },
  { to: '/parameters/projects/$projectId/technical', label: 'page.projectTechnical' },
  { to: '/parameters/projects/$projectId/technical-files', label: 'page.projectTechnicalFiles' },
  { to: '/parameters/projects/$projectId/system', label: 'page.projectSystem' },
  { to: '/parameters/projects/$projectId/access', label: 'page.projectAccess' },
  { to: '/parameters/projects/$projectId/equipment', label: 'page.projectEquipment' },
  { to: '/parameters/projects/$projectId/software', label: 'page.projectSoftware' },
  { to: '/parameters/projects/$projectId/contract', label: 'page.projectContract' },
  { to: '/parameters/projects/$projectId/perimeters', label: 'page.projectPerimeters' },
  { to: '/parameters/projects/$projectId/balances', label: 'page.projectBalances' },
] as const satisfies readonly { to: string; label: MessageId }[];

export function ProjectTabs({ projectId }: { projectId: number }) {
  const t = useMessage();
  return (
    <div className={classes.wrap}>
      <RouteTabs label={t('parameters.project.sections')}>
        {SECTIONS.map((section) => (
          <RouteTab key={section.to} to={section.to} params={{ projectId }}>
            {t(section.label)}
          </RouteTab>
        ))}
      </RouteTabs>
    </div>
  );
}
