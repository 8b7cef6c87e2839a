import { Badge, Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { analyticsConfigurationResource, type AnalyticsConfiguration } from '../../../entities/analytics/api';
import { useMessage } from '../../../i18n/useMessage';
import { formatDate, formatDateTime } from '../../../lib/dateFormat';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { useSamplingText } from '../inputs/SamplingField';
import { ConfigurationNameDialog } from './ConfigurationNameDialog';
import { configurationWrite } from './configurationWrite';

/** A project holds a handful of models; one page lists them all. */
export const CONFIGURATIONS_PAGE_SIZE = 200;

export function configurationsQuery(projectId: number) {
  return analyticsConfigurationResource.listQuery({ projectId, limit: CONFIGURATIONS_PAGE_SIZE, offset: 0 });
}

export interface ConfigurationsPanelProps {
  projectId: number | null;
  loadedId: number | null;
  canManage: boolean;
  onLoad: (configuration: AnalyticsConfiguration) => void;
  /** The loaded configuration was deleted: the inputs stay, no longer tied to it. */
  onDeleted: (id: number) => void;
}

/**
 * The project's saved modelling configurations (spec 001 §3, §7 GET with params, PUT, DELETE): load
 * one (its inputs go to the URL), rename, delete after a confirmation.
 */
export function ConfigurationsPanel({ projectId, loadedId, canManage, onLoad, onDeleted }: ConfigurationsPanelProps) {
  const t = useMessage();
  const confirm = useConfirm();
  const samplingText = useSamplingText();
  const update = analyticsConfigurationResource.useUpdate();
  const remove = analyticsConfigurationResource.useRemove();
  const [renaming, setRenaming] = useState<AnalyticsConfiguration | null>(null);
  const region = useQueryRegion({ ...configurationsQuery(projectId ?? 0), enabled: projectId !== null });
  const tableName = t('analytics.configurations.title');

  const askDelete = async (configuration: AnalyticsConfiguration) => {
    const ok = await confirm({
      title: t('analytics.configurations.deleteTitle'),
      message: t('analytics.configurations.deleteMessage', { name: configuration.name }),
      confirmLabel: t('analytics.configurations.delete'),
      danger: true,
    });
    if (!ok) return;
    // A refused delete is told by the app's write notification; the row stays.
    remove.mutate(configuration.id, {
      onSuccess: () => {
        if (configuration.id === loadedId) onDeleted(configuration.id);
      },
    });
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="analytics-configurations-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="analytics-configurations-title">
          {tableName}
        </Title>
        {projectId === null ? (
          <Text size="sm" c="dimmed">
            {t('analytics.configurations.projectFirst')}
          </Text>
        ) : (
          <DataRegion
            region={region}
            what={t('analytics.configurations.what')}
            isEmpty={(page) => page.data.length === 0}
            empty={
              <Text size="sm" c="dimmed">
                {t('analytics.configurations.empty')}
              </Text>
            }
          >
            {(page) => (
              <Table.ScrollContainer minWidth={320}>
                <Table aria-label={tableName} verticalSpacing={6} highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('analytics.configurations.name')}</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>{t('analytics.configurations.actions')}</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {page.data.map((configuration) => (
                      <Table.Tr
                        key={configuration.id}
                        aria-current={configuration.id === loadedId ? 'true' : undefined}
                      >
                        <Table.Td>
                          <Group gap="xs">
                            <Text size="sm" fw={600}>
                              {configuration.name}
                            </Text>
                            {configuration.id === loadedId ? (
                              <Badge size="xs" variant="outline">
                                {t('analytics.configurations.loaded')}
                              </Badge>
                            ) : null}
                          </Group>
                          <Text size="xs">
                            {t('analytics.configurations.summary', {
                              target: configuration.variableToModel.name ?? '',
                              count: configuration.variablesExplicatives.length,
                            })}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {t('analytics.configurations.period', {
                              start: formatDate(configuration.start),
                              end: formatDate(configuration.end),
                              sampling: samplingText(configuration),
                            })}
                          </Text>
                          {configuration.updatedAt ? (
                            <Text size="xs" c="dimmed">
                              {t('analytics.configurations.updated', { when: formatDateTime(configuration.updatedAt) })}
                            </Text>
                          ) : null}
                        </Table.Td>
                        <Table.Td w={1}>
                          <Stack gap={4} align="stretch">
                            <Button
                              size="compact-sm"
                              variant="outline"
                              aria-label={t('analytics.configurations.loadNamed', { name: configuration.name })}
                              onClick={() => onLoad(configuration)}
                            >
                              {t('analytics.configurations.load')}
                            </Button>
                            {canManage ? (
                              <Group gap={4} wrap="nowrap">
                                <Button
                                  size="compact-sm"
                                  variant="subtle"
                                  aria-label={t('analytics.configurations.renameNamed', { name: configuration.name })}
                                  onClick={() => setRenaming(configuration)}
                                >
                                  {t('analytics.configurations.rename')}
                                </Button>
                                <Button
                                  size="compact-sm"
                                  variant="subtle"
                                  color="red"
                                  aria-label={t('analytics.configurations.deleteNamed', { name: configuration.name })}
                                  onClick={() => void askDelete(configuration)}
                                >
                                  {t('analytics.configurations.delete')}
                                </Button>
                              </Group>
                            ) : null}
                          </Stack>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </DataRegion>
        )}
      </Stack>
      {renaming ? (
        <ConfigurationNameDialog
          title={t('analytics.configurations.renameTitle', { name: renaming.name })}
          submitLabel={t('analytics.configurations.rename')}
          initialName={renaming.name}
          onSubmit={(name) => update.mutateAsync({ id: renaming.id, input: { ...configurationWrite(renaming), name } })}
          onClose={() => setRenaming(null)}
        />
      ) : null}
    </Paper>
  );
}
