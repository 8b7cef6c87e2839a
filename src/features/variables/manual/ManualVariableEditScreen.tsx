import { Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { BackToVariables } from '../fields/BackToVariables';
import { editorOf } from '../fields/variableEditors';
import { VariableRegion } from '../fields/VariableRegion';
import { VariableSettingsEditor } from '../fields/VariableSettingsEditor';
import { WrongEditorNotice } from '../fields/WrongEditorNotice';

const route = getRouteApi('/_auth/automatic-variables/manual/$projectId/$variableId');

/**
 * automatic-variables/manual/{projectId}/{variableId} (spec 000 §2, §7 GET/PUT variables/{id}):
 * a manual variable's settings with its facts (the technical id ends in _MANUEL) and its last
 * seven days. Its values come from imports (manual-config), which the facts say. Another kind of
 * variable opened here is sent to its own editor by a link.
 */
export function ManualVariableEditScreen(): ReactElement {
  const { projectId, variableId } = route.useParams();
  const navigate = route.useNavigate();
  // Cancel has dropped what was typed: the leave guard has nothing to ask.
  const onBack = () => void navigate({ to: '/automatic-variables', search: { projectId }, ignoreBlocker: true });
  const t = useMessage();
  const canManage = hasPermission(useCurrentUser(), 'variable_configuration_manage');
  return (
    <VariableRegion variableId={variableId} back={<BackToVariables projectId={projectId} />}>
      {(variable) =>
        editorOf(variable.type) === 'manual' ? (
          <VariableSettingsEditor
            key={variable.id}
            variable={variable}
            canManage={canManage}
            formLabel={t('variables.manual.formLabel')}
            onBack={onBack}
            factsFooter={
              <Text size="sm" c="dimmed">
                {t('variables.manual.dataFromImports')}
              </Text>
            }
          />
        ) : (
          <WrongEditorNotice variable={variable} projectId={projectId} />
        )
      }
    </VariableRegion>
  );
}
