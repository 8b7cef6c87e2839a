import { Anchor, Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { formatDateTime } from '../../../lib/dateFormat';
import { badgeTextColor } from '../../../ui/badgeTextColor';
import type { DataTableColumn } from '../../../ui/DataTable/dataTableTypes';
import type { VariableOperation, VariableOperationName } from '../../../entities/variables/api';

/** spec 000 §3 history row: variable_id, change_at, operation, old_name, new_name. */
export const HISTORY_COLUMN_IDS = ['variable', 'changeAt', 'operation', 'oldName', 'newName'] as const;
export const DEFAULT_HISTORY_COLUMN_IDS: readonly string[] = HISTORY_COLUMN_IDS;
export const HISTORY_TABLE_ID = 'variableHistory';

const OPERATION_COLOR: Record<VariableOperationName, string> = {
  create: 'green',
  update: 'blue',
  rename: 'orange',
  delete: 'red',
};

const NAME_MAX_WIDTH = 300;

export interface HistoryColumnsOptions {
  /** The current name of each variable still in the project (ids of deleted ones are absent). */
  currentNames: ReadonlyMap<number, string>;
  /** Narrows the history to one variable (the id in a row is a button that does it). */
  onShowVariable: (variableId: number) => void;
}

function Named({ text, empty }: { text: string | null | undefined; empty: string }) {
  if (!text) {
    return (
      <>
        <Text span size="sm" c="dimmed" aria-hidden>
          —
        </Text>
        <VisuallyHidden>{empty}</VisuallyHidden>
      </>
    );
  }
  return <span>{text}</span>;
}

/** The history columns, translated; the change date in Europe/Paris (spec 000 §9 DD/MM/YYYY HH:mm). */
export function useHistoryColumns({
  currentNames,
  onShowVariable,
}: HistoryColumnsOptions): DataTableColumn<VariableOperation>[] {
  const intl = useIntl();
  return useMemo((): DataTableColumn<VariableOperation>[] => {
    const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
    const none = t('variables.history.noName');
    const columns: Record<(typeof HISTORY_COLUMN_IDS)[number], DataTableColumn<VariableOperation>> = {
      variable: {
        id: 'variable',
        header: t('variables.history.column.variable'),
        maxWidth: NAME_MAX_WIDTH,
        cell: (row) => {
          const name = currentNames.get(row.variable_id);
          return (
            <Group gap={6} wrap="nowrap">
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => onShowVariable(row.variable_id)}
                aria-label={t('variables.history.showVariable', { id: row.variable_id })}
                title={t('variables.history.showVariable', { id: row.variable_id })}
              >
                {row.variable_id}
              </Anchor>
              {name ? (
                <Text span size="sm" title={name} truncate>
                  {name}
                </Text>
              ) : (
                <Text span size="xs" c="dimmed">
                  {t('variables.history.notInProject')}
                </Text>
              )}
            </Group>
          );
        },
      },
      changeAt: {
        id: 'changeAt',
        header: t('variables.history.column.changeAt'),
        cell: (row) => formatDateTime(row.change_at),
      },
      operation: {
        id: 'operation',
        header: t('variables.history.column.operation'),
        cell: (row) => (
          <Badge
            variant="light"
            color={OPERATION_COLOR[row.operation]}
            c={badgeTextColor(OPERATION_COLOR[row.operation])}
          >
            {t(`variables.history.operation.${row.operation}`)}
          </Badge>
        ),
      },
      oldName: {
        id: 'oldName',
        header: t('variables.history.column.oldName'),
        maxWidth: NAME_MAX_WIDTH,
        cell: (row) => <Named text={row.old_name} empty={none} />,
      },
      newName: {
        id: 'newName',
        header: t('variables.history.column.newName'),
        maxWidth: NAME_MAX_WIDTH,
        cell: (row) => <Named text={row.new_name} empty={none} />,
      },
    };
    return HISTORY_COLUMN_IDS.map((id) => columns[id]);
  }, [intl, currentNames, onShowVariable]);
}
