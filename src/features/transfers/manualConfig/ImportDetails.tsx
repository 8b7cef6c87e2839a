import { Anchor, List, Popover, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { Import } from '../../../entities/transfers/importsApi';
import { useMessage } from '../../../i18n/useMessage';
import { formatDateTime } from '../../../lib/dateFormat';
import { importMessageText } from './importMessageText';

/**
 * What the server said of an import (validation facts, lines read, why it failed: spec 001 §3
 * "Import"), opened from its file name in the row: the rows have one line each, the facts may need
 * several.
 */
export function ImportDetails({ item }: { item: Import }) {
  const t = useMessage();
  const intl = useIntl();
  const messages = item.messages ?? [];
  return (
    <Popover width={380} position="bottom-end" withArrow shadow="md" trapFocus>
      <Popover.Target>
        <Anchor
          component="button"
          type="button"
          size="sm"
          title={item.name}
          aria-label={t('manualConfig.details.label', { name: item.name })}
          style={{ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {item.name}
        </Anchor>
      </Popover.Target>
      <Popover.Dropdown aria-label={t('manualConfig.details.title', { name: item.name })} role="dialog">
        <Stack gap="xs">
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {t('manualConfig.details.title', { name: item.name })}
          </Text>
          <Text size="sm">
            {item.rowCount == null
              ? t('manualConfig.details.noRowCount')
              : t('manualConfig.details.rowCount', { count: item.rowCount })}
          </Text>
          {item.lastStatusUpdate ? (
            <Text size="sm" c="dimmed">
              {t('manualConfig.details.since', {
                status: t(`import.status.${item.status}`),
                date: formatDateTime(item.lastStatusUpdate),
              })}
            </Text>
          ) : null}
          {messages.length > 0 ? (
            <List size="sm" spacing={4}>
              {messages.map((message, index) => (
                <List.Item key={index}>{importMessageText(intl, message)}</List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm" c="dimmed">
              {t('manualConfig.details.noMessage')}
            </Text>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
