import { useMessage } from '../../../i18n/useMessage';
import { AnchorLink } from '../../../navigation/AnchorLink';

/** Back to the variables list, filtered on the project the editor was opened from. */
export function BackToVariables({ projectId }: { projectId: number }) {
  const t = useMessage();
  return (
    <AnchorLink to="/automatic-variables" search={{ projectId }}>
      {t('variables.fields.backToList')}
    </AnchorLink>
  );
}
