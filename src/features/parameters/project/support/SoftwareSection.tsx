import { getRouteApi } from '@tanstack/react-router';
import { useMessage } from '../../../../i18n/useMessage';
import { SoftwareTable } from './SoftwareTable';
import { SupportRecordPart } from './SupportRecordPart';

const route = getRouteApi('/_auth/parameters/projects/$projectId/software');

/** spec 001 §2 "software" tab: the software on the acquisition system and their licences. */
export function SoftwareSection() {
  const { projectId } = route.useParams();
  const t = useMessage();
  return (
    <SupportRecordPart
      projectId={projectId}
      title={t('parameters.support.software.title')}
      what={t('parameters.support.software.what')}
      empty={t('parameters.support.software.empty')}
      pick={(record) => record.software}
    >
      {(items) => <SoftwareTable items={items} />}
    </SupportRecordPart>
  );
}
