import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMessage } from '../../../i18n/useMessage';
import type { Variable } from '../../../entities/variables/api';
import { variableEditorLink } from '../variableEditorLink';

interface VariableNameCellProps {
  variable: Variable;
  /** The list's project filter: the editor opens in that project when the variable is in it. */
  projectId?: number;
  /** The user may open the editors; otherwise the name is plain text. */
  canEdit: boolean;
}

/**
 * A variable's name, linking to its editor by kind (variableEditorLink). Every editor sits under a
 * project: a variable attached to none says so instead of linking to a page that cannot open.
 */
export function VariableNameCell({ variable, projectId, canEdit }: VariableNameCellProps) {
  const t = useMessage();
  if (!canEdit) return <span title={variable.name}>{variable.name}</span>;
  const link = variableEditorLink(variable, projectId);
  if (!link) {
    // The short hint shows; the full reason is the title.
    return (
      <span title={`${variable.name} (${t('variables.list.noProjectReason')})`}>
        {variable.name}{' '}
        <Text span size="xs" c="dimmed">
          ({t('variables.list.noProjectHint')})
        </Text>
      </span>
    );
  }
  // A real link: it opens in a new tab too.
  return (
    <Anchor size="sm" title={variable.name} renderRoot={(props) => <Link {...link} {...props} />}>
      {variable.name}
    </Anchor>
  );
}
