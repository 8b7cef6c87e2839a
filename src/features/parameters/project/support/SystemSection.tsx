import { getRouteApi } from '@tanstack/react-router';
import { useMessage } from '../../../../i18n/useMessage';
import { formatDate } from '../../../../lib/dateFormat';
import { FieldList } from './FieldList';
import { SupportRecordPart } from './SupportRecordPart';

const route = getRouteApi('/_auth/parameters/projects/$projectId/system');

/** spec 001 §2 "system" tab: the acquisition system's software stack and its upkeep. */
export function SystemSection() {
  const { projectId } = route.useParams();
  const t = useMessage();
  return (
    <SupportRecordPart
      projectId={projectId}
      title={t('parameters.support.system.title')}
      what={t('parameters.support.system.what')}
      empty={t('parameters.support.system.empty')}
      pick={(record) => record.system}
    >
      {(system) => (
        <FieldList
          fields={[
            { label: t('parameters.support.system.operatingSystem'), value: system.operatingSystem },
            { label: t('parameters.support.system.database'), value: system.database },
            {
              label: t('parameters.support.system.acquisitionSoftwareVersion'),
              value: system.acquisitionSoftwareVersion,
            },
            { label: t('parameters.support.system.lastUpdate'), value: formatDate(system.lastUpdate) },
            { label: t('parameters.support.system.backupFrequency'), value: system.backupFrequency },
          ]}
        />
      )}
    </SupportRecordPart>
  );
}
