import { getRouteApi } from '@tanstack/react-router';
import { useMessage } from '../../../../i18n/useMessage';
import { EquipmentTable } from './EquipmentTable';
import { SupportRecordPart } from './SupportRecordPart';

const route = getRouteApi('/_auth/parameters/projects/$projectId/equipment');

/** spec 001 §2 "equipment" tab: the acquisition equipment on site (type label, brand, model, where). */
export function EquipmentSection() {
  const { projectId } = route.useParams();
  const t = useMessage();
  return (
    <SupportRecordPart
      projectId={projectId}
      title={t('parameters.support.equipment.title')}
      what={t('parameters.support.equipment.what')}
      empty={t('parameters.support.equipment.empty')}
      pick={(record) => record.equipment}
    >
      {(items, labelOf) => <EquipmentTable items={items} labelOf={labelOf} />}
    </SupportRecordPart>
  );
}
