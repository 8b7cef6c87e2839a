import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { Project } from '../../../entities/structure/api';
import { useMessage } from '../../../i18n/useMessage';
import { formatDate } from '../../../lib/dateFormat';
import { formatNumber } from '../../../lib/numberFormat';
import { ReadOnlyNotice } from '../../../ui/ReadOnlyNotice';

/** The project's general information without the right to change it (spec 001 §6): facts, no controls. */
export function ProjectGeneralFacts({ project }: { project: Project }) {
  const t = useMessage();
  const { locale } = useIntl();
  const notSet = t('common.notSet');
  const text = (value: string | null | undefined) => (value?.trim() ? value : notSet);
  const day = (value: string | null | undefined) => (value ? formatDate(value.slice(0, 10)) || notSet : notSet);
  const mwh = (value: number | null | undefined) =>
    value === null || value === undefined
      ? notSet
      : t('parameters.project.unit.mwh', { value: formatNumber(value, locale, 3) });
  const facts: [string, string][] = [
    [t('parameters.project.field.name'), project.name],
    [t('parameters.project.field.site'), `${project.place.client.name} › ${project.place.name}`],
    [t('parameters.project.field.chronoSf'), text(project.chrono_sf)],
    [t('parameters.project.field.projectManager'), text(project.project_manager)],
    [t('parameters.project.field.digitalProjectManager'), text(project.digital_project_manager)],
    [t('parameters.project.field.signatureDate'), day(project.signature_date)],
    [t('parameters.project.field.maintenanceSignatureDate'), day(project.maintenance_signature_date)],
    [t('parameters.project.field.startDate'), day(project.start_date)],
    [t('parameters.project.field.regulatoryCpe'), t(project.regulatory_cpe ? 'common.yes' : 'common.no')],
    [
      t('parameters.project.field.nombreAape'),
      project.nombre_aape === null || project.nombre_aape === undefined
        ? notSet
        : formatNumber(project.nombre_aape, locale, 0),
    ],
    [t('parameters.project.field.engagementMwh'), mwh(project.engagement_mwh)],
    [t('parameters.project.field.engagementMwhPcs'), mwh(project.engagement_mwh_pcs)],
  ];
  return (
    <Stack gap="sm">
      <ReadOnlyNotice readOnly />
      <Paper withBorder radius="sm" p="md">
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm" m={0}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="xs" c="dimmed">
                {label}
              </Text>
              <Text component="dd" size="sm" fw={500} m={0}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
