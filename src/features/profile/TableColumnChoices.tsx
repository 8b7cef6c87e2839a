import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useMessage } from '../../i18n/useMessage';
import { useErrorText } from '../../ui/useErrorText';
import { profileUpdateFrom, updateProfile } from '../../entities/users/profile';
import type { CurrentUser } from '../../entities/users/currentUser';
import {
  COLUMN_MESSAGE_PREFIXES,
  isNamedTable,
  tableColumnChoicesOf,
  withoutColumnChoices,
} from './tableColumnChoices';

/**
 * The column sets the user chose, table by table (preferences.columns, spec 000 §3 selectable and
 * default column sets), each with a reset to the table's default set, and a reset of them all.
 * Saved the way the tables save them: PUT user/{id} with the whole preferences.
 */
export function TableColumnChoices({ user }: { user: CurrentUser }) {
  const t = useMessage();
  const intl = useIntl();
  const errorText = useErrorText();
  const save = updateProfile.useMutation();
  const choices = tableColumnChoicesOf(user.preferences);

  const reset = (tableIds: readonly string[] | null) =>
    save.mutate({ userId: user.id, input: profileUpdateFrom(withoutColumnChoices(user, tableIds), {}) });
  const tableName = (tableId: string) =>
    isNamedTable(tableId) ? t(`profile.columns.table.${tableId}`) : t('profile.columns.table.other', { id: tableId });
  const columnName = (tableId: string, columnId: string) => {
    const prefix = COLUMN_MESSAGE_PREFIXES[tableId];
    const candidates = [prefix ? `${prefix}${columnId}` : null, `common.${columnId}`];
    // The column's header as its table shows it; a column the catalogue does not name shows its id.
    const id = candidates.find(
      (candidate) => candidate !== null && Object.prototype.hasOwnProperty.call(intl.messages, candidate),
    );
    return id ? intl.formatMessage({ id }) : columnId;
  };

  if (choices.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('profile.columns.none')}
      </Text>
    );
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={480}>
        <Table aria-label={t('profile.columns.table')} verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('profile.columns.tableName')}</Table.Th>
              <Table.Th>{t('profile.columns.chosen')}</Table.Th>
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {choices.map((choice) => (
              <Table.Tr key={choice.tableId}>
                <Table.Td>{tableName(choice.tableId)}</Table.Td>
                <Table.Td>
                  {choice.columnIds.length === 0
                    ? t('profile.columns.noColumn')
                    : choice.columnIds.map((id) => columnName(choice.tableId, id)).join(', ')}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="compact-xs"
                    variant="default"
                    loading={save.isPending}
                    aria-label={t('profile.columns.reset', { table: tableName(choice.tableId) })}
                    onClick={() => reset([choice.tableId])}
                  >
                    {t('profile.columns.resetShort')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group gap="sm">
        <Button variant="default" loading={save.isPending} onClick={() => reset(null)}>
          {t('profile.columns.resetAll')}
        </Button>
      </Group>
      {save.isError ? (
        <Text role="alert" size="sm" c="var(--mantine-color-red-text)">
          {t('profile.columns.saveFailed', { reason: errorText(save.error) })}
        </Text>
      ) : null}
    </Stack>
  );
}
