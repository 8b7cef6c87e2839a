import { Group, Skeleton, Text } from '@mantine/core';
import type { QueryRegion } from '../../../api/queryRegion';
import type { Project } from '../../../entities/structure/api';
import { useMessage } from '../../../i18n/useMessage';
import { AnchorLink } from '../../../navigation/AnchorLink';
import { RegionStaleLine } from '../../../ui/DataRegion/RegionStaleLine';

/**
 * The project's compact header (spec 001 §2 project detail): where it sits (client › site, each a
 * link to its own page), its chrono SF and its M&V project manager. The page's H1 is the shell's.
 */
export function ProjectHeader({ region }: { region: QueryRegion<Project> }) {
  const t = useMessage();
  if (region.state === 'loading' || region.state === 'failed') return <Skeleton h={24} w={360} />;
  const project = region.data;
  const place = project.place;
  return (
    <>
      {region.state === 'stale' ? (
        <RegionStaleLine
          what={t('parameters.project.region.project')}
          error={region.error}
          updatedAt={region.updatedAt}
          onRetry={region.retry}
        />
      ) : null}
      <Group gap="lg" wrap="wrap" component="dl" m={0}>
        <Group gap={6} wrap="nowrap">
          <Text component="dt" size="sm" c="dimmed">
            {t('parameters.project.header.structure')}
          </Text>
          <Text component="dd" size="sm" m={0}>
            <AnchorLink to="/parameters/clients/$clientId/main-informations" params={{ clientId: place.client.id }}>
              {place.client.name}
            </AnchorLink>
            {' › '}
            <AnchorLink to="/parameters/places/$placeId/main-informations" params={{ placeId: place.id }}>
              {place.name}
            </AnchorLink>
          </Text>
        </Group>
        <Fact label={t('parameters.project.header.chronoSf')} value={project.chrono_sf} />
        <Fact label={t('parameters.project.header.projectManager')} value={project.project_manager} />
      </Group>
    </>
  );
}

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  const t = useMessage();
  return (
    <Group gap={6} wrap="nowrap">
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} fw={500}>
        {value?.trim() ? value : t('common.notSet')}
      </Text>
    </Group>
  );
}
