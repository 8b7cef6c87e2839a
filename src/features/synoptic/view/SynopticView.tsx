import { Box, Group, Skeleton, Switch, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { synopticValuesQuery, type Synoptic } from '../../../entities/synoptic/api';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { useMessage } from '../../../i18n/useMessage';
import { formatDateTime } from '../../../lib/dateFormat';
import { hasPermission } from '../../../lib/permissions';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import classes from '../synoptic.module.css';
import { VALUES_REFRESH_MS } from './markerState';
import { ValueMarker } from './ValueMarker';

const route = getRouteApi('/_auth/synoptique');

/**
 * A synoptic as operators watch it (spec 001 §2 synoptique): the image scaled to the width
 * available, each variable's latest value at its place, coloured by its events in progress;
 * refreshed every minute and when imported data arrives (the live connection, src/entities/refreshes.ts).
 */
export function SynopticView({ synoptic }: { synoptic: Synoptic }) {
  const t = useMessage();
  const canOpenVariable = hasPermission(useCurrentUser(), 'variable_configuration_view_page');
  const region = useQueryRegion({
    ...synopticValuesQuery.query({ id: synoptic.id }),
    refetchInterval: VALUES_REFRESH_MS,
  });
  // One toggle for every marker's 24-hour chart: a popover is a preview the pointer cannot enter.
  const showEvents = route.useSearch().events !== 'off';
  const navigate = route.useNavigate();

  return (
    <DataRegion region={region} what={t('synoptic.view.valuesWhat')} placeholder={<Skeleton h={360} />}>
      {(values) => (
        <>
          <Group justify="space-between" gap="sm">
            <Text size="xs" c="dimmed">
              {t('synoptic.view.asOf', { date: formatDateTime(values.at) })}
            </Text>
            <Switch
              size="xs"
              label={t('graphEvents.toggle')}
              checked={showEvents}
              onChange={(event) => {
                const shown = event.currentTarget.checked;
                void navigate({ search: (prev) => ({ ...prev, events: shown ? undefined : 'off' }), replace: true });
              }}
            />
          </Group>
          <Box
            className={classes.stage}
            component="figure"
            m={0}
            aria-label={t('synoptic.view.label', { name: synoptic.name })}
          >
            <img
              className={classes.image}
              src={synoptic.imageUrl}
              alt={t('synoptic.image.alt', { name: synoptic.name })}
            />
            {synoptic.points.map((point) => (
              <ValueMarker
                key={point.id}
                projectId={synoptic.projectId}
                point={point}
                value={values.data.find((value) => value.variableId === point.variableId)}
                canOpenVariable={canOpenVariable}
                showEvents={showEvents}
              />
            ))}
          </Box>
          {synoptic.points.length === 0 ? <Text c="dimmed">{t('synoptic.view.noPoint')}</Text> : null}
        </>
      )}
    </DataRegion>
  );
}
