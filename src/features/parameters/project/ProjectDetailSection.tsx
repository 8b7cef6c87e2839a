import { Skeleton, Stack, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { aapesByNumber, projectAapesQuery } from '../../../entities/savings/api';
import { useMessage } from '../../../i18n/useMessage';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { AapeCard } from './AapeCard';
import { BilansPerYear } from './BilansPerYear';
import { EmptyExplained } from './EmptyExplained';

const route = getRouteApi('/_auth/parameters/projects/$projectId/detail');

/**
 * AAPE and balances per year (spec 001 §2 detail): the project's AAPE by number, each with its
 * perimeters and totals, then its balances per year. Read-only: the energy-savings screens edit
 * them. Each read fails on its own, inside its part.
 */
export function ProjectDetailSection() {
  const { projectId } = route.useParams();
  const t = useMessage();
  const aapes = useQueryRegion(projectAapesQuery(projectId));
  return (
    <Stack gap="lg">
      <Stack gap="sm" component="section" aria-labelledby="project-aapes">
        <Title order={2} size="h4" id="project-aapes">
          {t('parameters.project.aape.heading')}
        </Title>
        <DataRegion
          region={aapes}
          what={t('parameters.project.aape.what')}
          placeholder={<Skeleton h={200} />}
          isEmpty={(data) => data.data.length === 0}
          empty={<EmptyExplained text={t('parameters.project.aape.empty')} />}
        >
          {(data) => (
            <Stack gap="md">
              {aapesByNumber(data.data).map((aape) => (
                <AapeCard key={aape.id} aape={aape} />
              ))}
            </Stack>
          )}
        </DataRegion>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="project-bilans">
        <Title order={2} size="h4" id="project-bilans">
          {t('parameters.project.bilan.heading')}
        </Title>
        <BilansPerYear projectId={projectId} />
      </Stack>
    </Stack>
  );
}
