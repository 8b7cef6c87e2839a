import { Box, Group, Paper, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { useMessage } from '../../../i18n/useMessage';
import { AnchorLink } from '../../../navigation/AnchorLink';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { projectsResource } from '../../../entities/structure/api';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" fw={500}>
        {children}
      </Text>
    </Box>
  );
}

/**
 * Which project a screen works on (its name, site and client), read with the structure's project
 * query, and the way back to the variables list filtered on it. Shared by the project's
 * "add variables" and "change history" screens.
 */
export function ProjectHeading({ projectId }: { projectId: number }) {
  const t = useMessage();
  const region = useQueryRegion(projectsResource.detailQuery(projectId));
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={t('variables.addToProject.project.label')}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <DataRegion
          region={region}
          what={t('variables.addToProject.project.what')}
          placeholder={<Skeleton h={36} w={360} />}
        >
          {(project) => (
            <Group component="dl" m={0} gap="xl" wrap="wrap">
              <Fact label={t('variables.addToProject.project.name')}>{project.name}</Fact>
              <Fact label={t('variables.addToProject.project.site')}>{project.place.name}</Fact>
              <Fact label={t('variables.addToProject.project.client')}>{project.place.client.name}</Fact>
            </Group>
          )}
        </DataRegion>
        <AnchorLink size="sm" to="/automatic-variables" search={{ projectId }}>
          {t('variables.addToProject.backToList')}
        </AnchorLink>
      </Group>
    </Paper>
  );
}
