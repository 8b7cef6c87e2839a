import { Alert, Badge, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import type { ImportPreview } from '../../../entities/transfers/importFile/types';
import { useMessage } from '../../../i18n/useMessage';
import { formatDateTime } from '../../../lib/dateFormat';
import { badgeTextColor } from '../../../ui/badgeTextColor';
import { localDateFormat } from './localDateFormat';
import { ImportErrorsTable, ImportSampleTable } from './ImportPreviewTables';
import type { FilePreviewState } from './useFilePreview';

/**
 * What the file will import, before anything is sent (issue 19): how it was read (format,
 * separator, decimal, date format), each column's role (the time stamp, the manual variable it
 * feeds, or ignored and why), the counts, the first rows and the line errors. An xls file has no
 * preview (the server checks it); an unreadable file says why and cannot be sent.
 */
export function ImportPreviewPanel({ preview }: { preview: FilePreviewState }) {
  const t = useMessage();
  if (preview.state === 'idle') return null;
  if (preview.state === 'reading')
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">{t('manualConfig.preview.reading')}</Text>
      </Group>
    );
  if (preview.state === 'failed')
    return (
      <Alert color="red" role="alert" title={t('manualConfig.preview.failed')}>
        {t('manualConfig.preview.unreadable.corrupt')}
      </Alert>
    );
  const { result } = preview;
  if (result.kind === 'noPreview')
    return (
      <Alert color="blue" title={t('manualConfig.preview.noPreviewTitle')}>
        {t('manualConfig.preview.noPreview')}
      </Alert>
    );
  if (result.kind === 'unreadable')
    return (
      <Alert color="red" role="alert" title={t('manualConfig.preview.unreadableTitle')}>
        <Stack gap={4}>
          <Text size="sm">{t(`manualConfig.preview.unreadable.${result.reason}`)}</Text>
          {result.headers.length > 0 ? (
            <Text size="sm">{t('manualConfig.preview.headersRead', { headers: result.headers.join(' · ') })}</Text>
          ) : null}
        </Stack>
      </Alert>
    );
  return <PreviewDetails preview={result.preview} />;
}

function PreviewDetails({ preview }: { preview: ImportPreview }) {
  const t = useMessage();
  const separator = preview.separator === '\t' ? t('manualConfig.preview.tab') : preview.separator;
  const nothingValid = preview.validLineCount === 0;
  return (
    <Stack gap="sm" component="section" aria-labelledby="new-import-preview">
      <Title order={3} size="h5" id="new-import-preview">
        {t('manualConfig.preview.title')}
      </Title>
      <Text size="sm" role="status">
        {t('manualConfig.preview.counts', {
          lines: preview.lineCount,
          valid: preview.validLineCount,
          errors: preview.errorCount,
        })}
      </Text>
      {nothingValid ? (
        <Alert color="red" role="alert" title={t('manualConfig.preview.nothingValidTitle')}>
          {t('manualConfig.preview.nothingValid')}
        </Alert>
      ) : null}
      <List size="sm" spacing={2}>
        <List.Item>
          {preview.format === 'csv'
            ? t('manualConfig.preview.csv', {
                separator: separator ?? '',
                decimal: t(
                  preview.decimalComma ? 'manualConfig.preview.decimalComma' : 'manualConfig.preview.decimalPoint',
                ),
              })
            : t('manualConfig.preview.xlsx')}
        </List.Item>
        <List.Item>
          {t('manualConfig.preview.dates', {
            format: preview.dateFormat
              ? localDateFormat(preview.dateFormat, t('manualConfig.preview.dateLetters'))
              : t('manualConfig.preview.sheetDates'),
          })}
        </List.Item>
        {preview.firstTimestamp && preview.lastTimestamp ? (
          <List.Item>
            {t('manualConfig.preview.period', {
              start: formatDateTime(preview.firstTimestamp),
              end: formatDateTime(preview.lastTimestamp),
            })}
          </List.Item>
        ) : null}
      </List>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('manualConfig.preview.columns')}
        </Text>
        <List size="sm" spacing={2} aria-label={t('manualConfig.preview.columns')}>
          {preview.columns.map((column) => (
            <List.Item key={column.index}>
              <Group gap={6} wrap="wrap">
                <Text span size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {column.header || t('manualConfig.preview.noHeader', { index: column.index + 1 })}
                </Text>
                <Text span size="sm" aria-hidden="true">
                  →
                </Text>
                {column.role === 'timestamp' ? (
                  <Badge size="sm" variant="light" color="blue" c={badgeTextColor('blue')}>
                    {t('manualConfig.preview.timestampColumn')}
                  </Badge>
                ) : column.role === 'value' && column.variable ? (
                  <Text span size="sm">
                    {column.variable.unit
                      ? t('manualConfig.preview.variableWithUnit', {
                          name: column.variable.name,
                          unit: column.variable.unit,
                        })
                      : column.variable.name}
                  </Text>
                ) : (
                  <Text span size="sm" c="dimmed" fs="italic">
                    {t(
                      column.ignoredBecause === 'repeated'
                        ? 'manualConfig.preview.ignoredRepeated'
                        : 'manualConfig.preview.ignored',
                    )}
                  </Text>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      </Stack>
      <ImportSampleTable preview={preview} />
      <ImportErrorsTable preview={preview} />
    </Stack>
  );
}
