import { Alert, Stack, Text } from '@mantine/core';
import type { Variable } from '../../../entities/variables/api';
import { useMessage } from '../../../i18n/useMessage';
import { AnchorLink } from '../../../navigation/AnchorLink';
import { editorOf } from './variableEditors';

export interface WrongEditorNoticeProps {
  variable: Variable;
  projectId: number;
}

/**
 * Said plainly when a variable is opened in an editor that is not its kind's (an old link, a hand-
 * edited URL): what it is, and a link to the editor that fits it. Nothing is changed meanwhile.
 */
export function WrongEditorNotice({ variable, projectId }: WrongEditorNoticeProps) {
  const t = useMessage();
  const editor = editorOf(variable.type);
  const kind = t(`variables.fields.kind.${variable.type}`);
  const link = {
    variable: (
      <AnchorLink
        to="/automatic-variables/variable/$projectId/$placeId/$variableId"
        params={{ projectId, placeId: variable.place.id, variableId: variable.id }}
      >
        {t('variables.fields.wrongEditor.openVariable')}
      </AnchorLink>
    ),
    manual: (
      <AnchorLink
        to="/automatic-variables/manual/$projectId/$variableId"
        params={{ projectId, variableId: variable.id }}
      >
        {t('variables.fields.wrongEditor.openManual')}
      </AnchorLink>
    ),
    formula: (
      <AnchorLink
        to="/automatic-variables/formula/$projectId/$formulaId"
        params={{ projectId, formulaId: variable.id }}
      >
        {t('variables.fields.wrongEditor.openFormula')}
      </AnchorLink>
    ),
  }[editor];
  return (
    <Alert color="gray" variant="light" title={t('variables.fields.wrongEditor.title')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('variables.fields.wrongEditor.body', { name: variable.name, kind })}</Text>
        {link}
      </Stack>
    </Alert>
  );
}
