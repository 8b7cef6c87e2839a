import { Button, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { perimeterResource, type Aape, type Perimeter } from '../../../entities/savings/api';
import { energyLabel } from '../../../entities/savings/energyUnits';
import { useTableColumns } from '../../../entities/users/tableColumns';
import { useMessage } from '../../../i18n/useMessage';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { DataTable } from '../../../ui/DataTable/DataTable';
import { useErrorText } from '../../../ui/useErrorText';
import { PerimeterChart } from './PerimeterChart';
import { PerimeterDialog } from './PerimeterDialog';
import {
  PERIMETER_COLUMN_IDS,
  PERIMETER_DEFAULT_COLUMN_IDS,
  PERIMETER_TABLE_ID,
  usePerimeterColumns,
} from './perimeterColumns';
import type { PerimeterDialogSearch } from './perimeterDialogSearch';

/** An AAPE has a handful of perimeters: one page holds them all. */
const PERIMETER_LIMIT = 100;
const rowKey = (perimeter: Perimeter) => perimeter.id;

/**
 * The perimeters of one AAPE (spec 001 §3 Perimeter, §7 perimeter calls): the list, the main
 * perimeter marked, a perimeter's data chart on demand; with project_manage, add (possibly as the
 * main perimeter), edit and delete after a confirmation (spec 001 §4).
 */
export function AapePerimeters({ aape, canManage }: { aape: Aape; canManage: boolean }) {
  const t = useMessage();
  const confirm = useConfirm();
  const errorText = useErrorText();
  const titleId = useId();
  const { locale } = useIntl();
  const language = locale.startsWith('en') ? 'en' : 'fr';
  const perimeters = useQueryRegion(perimeterResource.listQuery({ aapeId: aape.id, limit: PERIMETER_LIMIT }));
  const remove = perimeterResource.useRemove();
  // The dialog open is in the URL (perimeterDialogSearch, on every route showing this list).
  const search: PerimeterDialogSearch = useSearch({ strict: false });
  const navigate = useNavigate();
  const setEditing = (next: Perimeter | 'new' | null) =>
    void navigate({
      to: '.',
      // Every route showing this list validates these two keys.
      search: (current: PerimeterDialogSearch) => ({
        ...current,
        newPerimeter: next === 'new' ? aape.id : undefined,
        perimeter: next !== null && next !== 'new' ? next.id : undefined,
      }),
    });
  const [chartId, setChartId] = useState<number | null>(null);
  const rows = [...(perimeters.data?.data ?? [])].sort((a, b) => a.number - b.number);
  // spec 001 §4: the AAPE names its main perimeter; said in words above the table, not only as a badge.
  const main = rows.find((row) => row.id === aape.mainPerimeter) ?? null;
  const energyOf = (row: Perimeter) => energyLabel(row.energy_code, language, row.energy_translations);
  const charted = rows.find((row) => row.id === chartId) ?? null;
  const editing: Perimeter | 'new' | null =
    search.newPerimeter === aape.id ? 'new' : (rows.find((row) => row.id === search.perimeter) ?? null);

  const askDelete = async (perimeter: Perimeter) => {
    const confirmed = await confirm({
      title: t('savings.perimeters.deleteTitle', { number: perimeter.number }),
      message: t(
        perimeter.id === aape.mainPerimeter
          ? 'savings.perimeters.deleteMainMessage'
          : 'savings.perimeters.deleteMessage',
        { number: perimeter.number, aape: aape.number },
      ),
      confirmLabel: t('common.delete'),
      danger: true,
    });
    if (!confirmed) return;
    if (chartId === perimeter.id) setChartId(null);
    remove.mutate(perimeter.id);
  };

  const columns = usePerimeterColumns(aape.mainPerimeter, {
    chartId,
    toggleChart: (perimeter) => setChartId((open) => (open === perimeter.id ? null : perimeter.id)),
    manage: canManage
      ? {
          edit: (perimeter) => setEditing(perimeter),
          remove: (perimeter) => void askDelete(perimeter),
          busyId: remove.isPending ? remove.variables : null,
        }
      : null,
  });
  const columnChoice = useTableColumns(PERIMETER_TABLE_ID, PERIMETER_DEFAULT_COLUMN_IDS, PERIMETER_COLUMN_IDS);
  const edited = editing === 'new' ? null : editing;
  const label = t('savings.perimeters.table', { aape: aape.number });

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h5" id={titleId}>
        {label}
      </Title>
      {main ? (
        <Text size="sm">{t('savings.perimeters.mainIs', { number: main.number, energy: energyOf(main) })}</Text>
      ) : perimeters.data && rows.length > 0 ? (
        <Text size="sm" c="dimmed">
          {t('savings.perimeters.noMain')}
        </Text>
      ) : null}
      <DataTable
        label={label}
        columns={columns}
        defaultColumnIds={PERIMETER_DEFAULT_COLUMN_IDS}
        visibleColumnIds={columnChoice.visibleColumnIds}
        onVisibleColumnIdsChange={(ids) => columnChoice.setVisibleColumnIds(ids)}
        rows={rows}
        rowKey={rowKey}
        region={{ status: perimeters, what: t('savings.perimeters.what') }}
        emptyText={t(canManage ? 'savings.perimeters.emptyManage' : 'savings.perimeters.empty')}
        toolbar={
          canManage && perimeters.data !== undefined ? (
            <Button size="xs" onClick={() => setEditing('new')}>
              {t('savings.perimeters.add')}
            </Button>
          ) : null
        }
      />
      {remove.isError ? (
        <Text size="sm" c="var(--mantine-color-red-text)" role="alert">
          {t('savings.perimeters.deleteFailed')} {errorText(remove.error)}
        </Text>
      ) : null}
      {charted ? <PerimeterChart key={charted.id} aape={aape} perimeter={charted} /> : null}
      {editing !== null && canManage ? (
        <PerimeterDialog key={edited?.id ?? 'new'} aape={aape} perimeter={edited} onClose={() => setEditing(null)} />
      ) : null}
    </Stack>
  );
}
