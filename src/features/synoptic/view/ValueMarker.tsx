import { Box, Popover, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SynopticPoint, SynopticValue } from '../../../entities/synoptic/api';
import { useMessage } from '../../../i18n/useMessage';
import { formatDateTime } from '../../../lib/dateFormat';
import { formatNumber } from '../../../lib/numberFormat';
import classes from '../synoptic.module.css';
import { markerPlacement, type MarkerStyle } from '../markerPlacement';
import { MarkerHistoryChart } from './MarkerHistoryChart';
import { markerColor } from './markerState';

export interface ValueMarkerProps {
  projectId: number;
  point: SynopticPoint;
  value: SynopticValue | undefined;
  /** The user may open the variable's page (variable_configuration_view_page). */
  canOpenVariable: boolean;
  /** The 24-hour chart draws the variable's alert events. */
  showEvents: boolean;
}

/**
 * A variable at its place on the synoptic: its latest value and unit, coloured by its alerts'
 * events in progress. Hovered or focused, it shows the last 24 hours; clicked, it opens the
 * variable's page. Its accessible name says the label, value, unit and state.
 */
export function ValueMarker({ projectId, point, value, canOpenVariable, showEvents }: ValueMarkerProps) {
  const t = useMessage();
  const intl = useIntl();
  const [opened, setOpened] = useState(false);
  const name = point.label || point.variableName || String(point.variableId);
  const unit = value?.unit ?? point.unit ?? null;
  const shown =
    value?.value === null || value?.value === undefined
      ? t('synoptic.view.noValue')
      : `${formatNumber(value.value, intl.locale)}${unit ? ` ${unit}` : ''}`;
  const level = value?.alertLevel ?? null;
  const levelText = level
    ? Object.prototype.hasOwnProperty.call(intl.messages, `ui.severity.${level}`)
      ? intl.formatMessage({ id: `ui.severity.${level}` })
      : level
    : null;
  const state = levelText ? t('synoptic.view.stateEvent', { level: levelText }) : t('synoptic.view.stateNone');
  const label = t('synoptic.view.marker', { name, value: shown, state });
  const style: MarkerStyle = { ...markerPlacement(point), '--marker-color': markerColor(level) };
  const handlers = {
    onMouseEnter: () => setOpened(true),
    onMouseLeave: () => setOpened(false),
    onFocus: () => setOpened(true),
    onBlur: () => setOpened(false),
    'aria-label': label,
    'data-state': level ?? 'none',
    className: classes.marker,
    style,
  };
  const content = (
    <>
      <span className={classes.dot} aria-hidden />
      <span className={classes.markerLines}>
        <span className={classes.markerText}>{name}</span> <span className={classes.markerValue}>{shown}</span>
      </span>
    </>
  );
  const placeId = value?.placeId;

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="top"
      withArrow
      shadow="md"
      width={340}
      trapFocus={false}
      returnFocus={false}
    >
      <Popover.Target>
        {canOpenVariable && placeId ? (
          <Link
            to="/automatic-variables/variable/$projectId/$placeId/$variableId"
            params={{ projectId, placeId, variableId: point.variableId }}
            {...handlers}
          >
            {content}
          </Link>
        ) : (
          <Box component="button" type="button" {...handlers}>
            {content}
          </Box>
        )}
      </Popover.Target>
      <Popover.Dropdown aria-label={t('synoptic.view.details', { name })} style={{ pointerEvents: 'none' }}>
        <Stack gap={6}>
          <Text size="sm" fw={700}>
            {point.variableName ?? name}
          </Text>
          <Text size="sm">
            {value?.date ? t('synoptic.view.valueAt', { value: shown, date: formatDateTime(value.date) }) : shown}
          </Text>
          <Text size="sm" c={level ? undefined : 'dimmed'}>
            {state}
          </Text>
          {value ? (
            <MarkerHistoryChart
              variableId={point.variableId}
              aggregationId={value.aggregationId}
              name={point.variableName ?? name}
              unit={unit}
              showEvents={showEvents}
            />
          ) : null}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
