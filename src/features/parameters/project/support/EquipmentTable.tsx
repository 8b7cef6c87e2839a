import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import type { supportEquipmentSchema } from '../../../../entities/structure/supportApi';
import { useTableColumns } from '../../../../entities/users/tableColumns';
import type { MessageId } from '../../../../i18n/messages';
import { formatNumber } from '../../../../lib/numberFormat';
import { DataTable } from '../../../../ui/DataTable/DataTable';
import type { DataTableColumn } from '../../../../ui/DataTable/dataTableTypes';
import { useChoiceText } from './useChoiceText';
import type { ChoiceLabelOf } from './useSupportRecord';

type Equipment = z.infer<typeof supportEquipmentSchema>;

const COLUMN_IDS = ['type', 'brand', 'model', 'quantity', 'location', 'serialNumber'] as const;
const TABLE_ID = 'supportEquipment';
const rowKey = (item: Equipment) => item.id;

function useEquipmentColumns(labelOf: ChoiceLabelOf): DataTableColumn<Equipment>[] {
  const intl = useIntl();
  const choiceText = useChoiceText();
  return useMemo((): DataTableColumn<Equipment>[] => {
    const t = (id: MessageId) => intl.formatMessage({ id });
    const text = (value: string | null | undefined) => value ?? '';
    return [
      {
        id: 'type',
        header: t('parameters.support.equipment.type'),
        cell: (item) => choiceText(item.type, labelOf('equipmentTypes', item.type)),
        sortable: true,
        sortValue: (item) => labelOf('equipmentTypes', item.type) ?? '',
      },
      {
        id: 'brand',
        header: t('parameters.support.equipment.brand'),
        cell: (item) => text(item.brand),
        sortable: true,
        sortValue: (item) => item.brand,
      },
      { id: 'model', header: t('parameters.support.equipment.model'), cell: (item) => text(item.model) },
      {
        id: 'quantity',
        header: t('parameters.support.equipment.quantity'),
        align: 'end',
        cell: (item) =>
          item.quantity === null || item.quantity === undefined ? '' : formatNumber(item.quantity, intl.locale),
        sortable: true,
        sortValue: (item) => item.quantity,
      },
      {
        id: 'location',
        header: t('parameters.support.equipment.location'),
        cell: (item) => text(item.location),
        sortable: true,
        sortValue: (item) => item.location,
      },
      {
        id: 'serialNumber',
        header: t('parameters.support.equipment.serialNumber'),
        cell: (item) => text(item.serialNumber),
      },
    ];
  }, [intl, choiceText, labelOf]);
}

/** The project's equipment as a table with its own column set (tableId supportEquipment). */
export function EquipmentTable({ items, labelOf }: { items: readonly Equipment[]; labelOf: ChoiceLabelOf }) {
  const intl = useIntl();
  const columnChoice = useTableColumns(TABLE_ID, COLUMN_IDS, COLUMN_IDS);
  return (
    <DataTable
      label={intl.formatMessage({ id: 'parameters.support.equipment.table' })}
      columns={useEquipmentColumns(labelOf)}
      defaultColumnIds={COLUMN_IDS}
      visibleColumnIds={columnChoice.visibleColumnIds}
      onVisibleColumnIdsChange={(ids) => columnChoice.setVisibleColumnIds(ids)}
      rows={items}
      rowKey={rowKey}
      loading={false}
    />
  );
}
