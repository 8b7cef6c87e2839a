import { getRouteApi } from '@tanstack/react-router';
import { useMessage } from '../../../../i18n/useMessage';
import { FieldList } from './FieldList';
import { SupportRecordPart } from './SupportRecordPart';
import { useChoiceText } from './useChoiceText';

const route = getRouteApi('/_auth/parameters/projects/$projectId/access');

/**
 * spec 001 §2 "access" tab: how the support team reaches the site. The VPN address and login are
 * shown as text, never as links or HTML.
 */
export function AccessSection() {
  const { projectId } = route.useParams();
  const t = useMessage();
  const choiceText = useChoiceText();
  return (
    <SupportRecordPart
      projectId={projectId}
      title={t('parameters.support.access.title')}
      what={t('parameters.support.access.what')}
      empty={t('parameters.support.access.empty')}
      pick={(record) => record.access}
    >
      {(access, labelOf) => (
        <FieldList
          fields={[
            {
              label: t('parameters.support.access.remoteTool'),
              value: choiceText(access.remoteTool, labelOf('remoteTools', access.remoteTool)),
            },
            { label: t('parameters.support.access.vpnAddress'), value: access.vpnAddress },
            { label: t('parameters.support.access.login'), value: access.login },
            { label: t('parameters.support.access.onSiteContactName'), value: access.onSiteContactName },
            { label: t('parameters.support.access.onSiteContactPhone'), value: access.onSiteContactPhone },
            { label: t('parameters.support.access.accessHours'), value: access.accessHours },
            { label: t('parameters.support.access.comments'), value: access.comments, multiline: true },
          ]}
        />
      )}
    </SupportRecordPart>
  );
}
