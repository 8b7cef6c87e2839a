import type { Scenario } from '../../../entities/alerting/scenariosApi';
import { roleNames, useCurrentUser } from '../../../entities/users/currentUser';
import { hasPermission, isSuperuser } from '../../../lib/permissions';

export interface ScenarioRights {
  /** alerting_scenario_manage: create, edit and delete the site's scenarios. */
  canManage: boolean;
  /** spec 000 §6: global scenarios need a superuser. */
  superuser: boolean;
  /** Whether this scenario may be edited or deleted by the user. */
  canChange: (scenario: Pick<Scenario, 'placeId'>) => boolean;
}

/** What the signed-in user may do with scenarios, so that nothing is offered that the API would refuse. */
export function useScenarioRights(): ScenarioRights {
  const user = useCurrentUser();
  const canManage = hasPermission(user, 'alerting_scenario_manage');
  const superuser = isSuperuser({ roles: roleNames(user), isSuperuser: user.isSuperuser });
  return {
    canManage,
    superuser,
    canChange: (scenario) => canManage && (scenario.placeId !== null || superuser),
  };
}
