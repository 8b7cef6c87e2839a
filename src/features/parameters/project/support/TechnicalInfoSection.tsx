import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useMessage } from '../../../../i18n/useMessage';
import { formatDate } from '../../../../lib/dateFormat';
import { DataRegion } from '../../../../ui/DataRegion/DataRegion';
import { DiskGauge } from './DiskGauge';
import { DISK_CRITICAL_BELOW_GB, DISK_GAUGE_MAX_GB, DISK_WARNING_BELOW_GB } from './diskSpace';
import { FieldList } from './FieldList';
import { LastSupportSession } from './LastSupportSession';
import { SupportSection } from './SupportSection';
import { useChoiceText } from './useChoiceText';
import { useSupportRecord } from './useSupportRecord';

const route = getRouteApi('/_auth/parameters/projects/$projectId/technical');

/**
 * spec 001 §3 Technical info, read-only (spec 001 §7): the site's acquisition set-up with choice
 * labels, the remote access procedure as plain text, the last support session and the free space
 * of disks C and D.
 */
export function TechnicalInfoSection() {
  const { projectId } = route.useParams();
  const t = useMessage();
  const region = useSupportRecord(projectId);
  const choiceText = useChoiceText();
  return (
    <SupportSection title={t('parameters.support.technical.title')}>
      <DataRegion
        region={region}
        what={t('parameters.support.technical.what')}
        isEmpty={(view) => view.record === null}
        empty={
          <Paper withBorder p="md" radius="sm">
            <Text size="sm" c="dimmed">
              {t('parameters.support.record.none')}
            </Text>
          </Paper>
        }
      >
        {({ record, labelOf }) => {
          if (!record) return null;
          const info = record.technicalInfo;
          const label = (list: string, code: string | null | undefined) => choiceText(code, labelOf(list, code));
          return (
            <Stack gap="lg">
              <FieldList
                fields={[
                  { label: t('parameters.support.technical.siteNumber'), value: info.siteNumber },
                  { label: t('parameters.support.technical.solution'), value: label('solutions', info.solution) },
                  {
                    label: t('parameters.support.technical.virtualMachine'),
                    value: label('virtualMachines', info.virtualMachine),
                  },
                  {
                    label: t('parameters.support.technical.commissioningDate'),
                    value: formatDate(info.commissioningDate),
                  },
                  { label: t('parameters.support.technical.linkType'), value: label('linkTypes', info.linkType) },
                  {
                    label: t('parameters.support.technical.internetAccess'),
                    value: label('internetAccess', info.internetAccess),
                  },
                  {
                    label: t('parameters.support.technical.remoteAccessProcedure'),
                    value: info.remoteAccessProcedure,
                    multiline: true,
                  },
                  {
                    label: t('parameters.support.technical.lastSupportSession'),
                    value: <LastSupportSession at={info.lastSupportSession} />,
                  },
                ]}
              />
              <Stack gap="xs">
                <Title order={3} size="h4">
                  {t('parameters.support.disks.title')}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <DiskGauge name="C" freeGb={info.freeSpaceC} />
                  <DiskGauge name="D" freeGb={info.freeSpaceD} />
                </SimpleGrid>
                <Text size="xs" c="dimmed">
                  {t('parameters.support.disks.legend', {
                    critical: DISK_CRITICAL_BELOW_GB,
                    warning: DISK_WARNING_BELOW_GB,
                    max: DISK_GAUGE_MAX_GB,
                  })}
                </Text>
              </Stack>
            </Stack>
          );
        }}
      </DataRegion>
    </SupportSection>
  );
}
