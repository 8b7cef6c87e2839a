import { Chip, Group, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState, type ReactNode } from 'react';
import type { BexReport } from '../../../entities/reports/bexReportsApi';
import { useMessage } from '../../../i18n/useMessage';
import { DataTable } from '../../../ui/DataTable/DataTable';
import { FindingChart } from './FindingChart';
import { FindingCommentDialog } from './FindingCommentDialog';
import { FINDING_COLUMN_IDS, useFindingColumns } from './findingColumns';
import { countsByKind, filterByKind, findingRows, type FindingRow } from './findings';
import type { MaintenanceEditSearch } from './maintenanceSearch';

const ALL = 'all';
const rowKey = (row: FindingRow) => row.index;

export interface FindingsSectionProps {
  report: BexReport;
  canManage: boolean;
  search: MaintenanceEditSearch;
  onSearchChange: (next: MaintenanceEditSearch) => void;
  /** Shown in the heading's row (Export PDF). */
  toolbar?: ReactNode;
}

/**
 * What the checks found over the report's period (spec 001 §9): the counts per check kind, which
 * also filter the table (in the URL), the findings sortable by any column, a chart of one finding
 * on demand (its index in the URL), and the reviewer's comment on each.
 */
export function FindingsSection({ report, canManage, search, onSearchChange, toolbar }: FindingsSectionProps) {
  const t = useMessage();
  const [commenting, setCommenting] = useState<FindingRow | null>(null);
  const rows = findingRows(report);
  const counts = countsByKind(rows);
  const shown = filterByKind(rows, search.check);
  const charted = search.chart === undefined ? null : (rows[search.chart] ?? null);
  const onChart = useCallback(
    (row: FindingRow) => onSearchChange({ ...search, chart: row.index }),
    [onSearchChange, search],
  );
  const columns = useFindingColumns({ onChart, ...(canManage ? { onComment: setCommenting } : {}) });
  const kindOf = (value: string) => counts.find((one) => one.kind === value)?.kind;

  return (
    <Stack gap="md" component="section" aria-labelledby="maintenance-findings-heading">
      <Group justify="space-between" align="center">
        <Title order={2} size="h4" id="maintenance-findings-heading">
          {t('maintenanceReport.findings.title', { count: rows.length })}
        </Title>
        {toolbar}
      </Group>
      {rows.length === 0 ? (
        <Text size="sm">{t('maintenanceReport.findings.none')}</Text>
      ) : (
        <>
          <Chip.Group
            multiple={false}
            value={search.check ?? ALL}
            onChange={(value) => onSearchChange({ ...search, check: kindOf(value), chart: undefined })}
          >
            <Group gap="xs" role="group" aria-label={t('maintenanceReport.findings.filter')}>
              <Chip value={ALL} size="sm">
                {t('maintenanceReport.findings.all', { count: rows.length })}
              </Chip>
              {counts.map(({ kind, count }) => (
                <Chip key={kind} value={kind} size="sm" disabled={count === 0}>
                  {t('maintenanceReport.findings.kindCount', { kind: t(`maintenanceReport.check.${kind}`), count })}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <DataTable
            label={t('maintenanceReport.findings.table')}
            columns={columns}
            defaultColumnIds={FINDING_COLUMN_IDS}
            rows={shown}
            rowKey={rowKey}
            emptyText={t('maintenanceReport.findings.noneOfKind')}
            maxHeight={420}
          />
        </>
      )}
      {charted ? (
        <FindingChart
          key={charted.index}
          check={charted.check}
          onClose={() => onSearchChange({ ...search, chart: undefined })}
        />
      ) : null}
      <FindingCommentDialog report={report} row={commenting} onClose={() => setCommenting(null)} />
    </Stack>
  );
}
