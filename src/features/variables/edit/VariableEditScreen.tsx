import { Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { AnchorLink } from '../../../navigation/AnchorLink';
import { BackToVariables } from '../fields/BackToVariables';
import { editorOf } from '../fields/variableEditors';
import { VariableRegion } from '../fields/VariableRegion';
import { VariableSettingsEditor } from '../fields/VariableSettingsEditor';
import { WrongEditorNotice } from '../fields/WrongEditorNotice';

const route = getRouteApi('/_auth/automatic-variables/variable/$projectId/$placeId/$variableId');

/**
 * automatic-variables/variable/{projectId}/{placeId}/{variableId} (spec 000 §2, issue 12 item 4):
 * a measured variable's settings, its facts and its last seven days, with a link to its change
 * history for users with history_view. Users without variable_configuration_manage read the same
 * screen with the fields disabled. A manual variable or a formula opened here is sent to its own
 * editor by a link.
 */
export function VariableEditScreen(): ReactElement {
  const { projectId, variableId } = route.useParams();
  const navigate = route.useNavigate();
  // Back to the variables of the project (Cancel), which has dropped what was typed: the leave guard has nothing to ask.
  const onBack = () => void navigate({ to: '/automatic-variables', search: { projectId }, ignoreBlocker: true });
  const t = useMessage();
  const user = useCurrentUser();
  const canManage = hasPermission(user, 'variable_configuration_manage');
  const canSeeHistory = hasPermission(user, 'history_view');
  return (
    <VariableRegion variableId={variableId} back={<BackToVariables projectId={projectId} />}>
      {(variable) =>
        editorOf(variable.type) === 'variable' ? (
          <VariableSettingsEditor
            key={variable.id}
            variable={variable}
            canManage={canManage}
            formLabel={t('variables.edit.formLabel')}
            onBack={onBack}
            factsFooter={
              canSeeHistory ? (
                <Text size="sm">
                  <AnchorLink
                    to="/automatic-variables/historychangevar/$projectId"
                    params={{ projectId }}
                    search={{ variableId: variable.id }}
                  >
                    {t('variables.edit.history')}
                  </AnchorLink>
                </Text>
              ) : null
            }
          />
        ) : (
          <WrongEditorNotice variable={variable} projectId={projectId} />
        )
      }
    </VariableRegion>
  );
}
