import { ActionIcon, Button, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { useMessage } from '../../../i18n/useMessage';
import { AnchorLink } from '../../../navigation/AnchorLink';
import type { Graph } from '../../../entities/explorer/api';
import type { DrawnGraph } from '../../../entities/explorer/charts/drawnGraph';
import { GraphPanel, type GraphEventsView } from '../../../entities/explorer/charts/GraphPanel';
import type { GraphPeriod } from '../../../entities/explorer/charts/useGraphData';
import { GraphExportMenu } from '../../../entities/explorer/export/GraphExportMenu';
import type { ExplorerSearch } from '../period/explorerSearch';
import { useSeenOnce } from './useInView';

/** The dashboard's hidden-events list with one graph added or taken out; empty is left out of the URL. */
function withEventsHidden(hidden: readonly number[] | undefined, graphId: number, hide: boolean) {
  const others = (hidden ?? []).filter((id) => id !== graphId);
  const next = hide ? [...others, graphId].sort((a, b) => a - b) : others;
  return next.length > 0 ? next : undefined;
}

/** A card's events: shown unless the URL's `hideEvents` lists the graph; a click on one opens it. */
function useGraphEventsView(graphId: number, search: ExplorerSearch): GraphEventsView {
  const navigate = useNavigate();
  const shown = !(search.hideEvents ?? []).includes(graphId);
  return useMemo(
    () => ({
      shown,
      onShownChange: (next: boolean) =>
        void navigate({
          to: '.',
          // The page the card is on (a dashboard, or a wall display of one), its other view state kept.
          search: (current) => ({
            ...current,
            hideEvents: withEventsHidden(current.hideEvents, graphId, !next),
          }),
          replace: true,
        }),
      onOpen: (eventId: number) => void navigate({ to: '/events/details/$eventId', params: { eventId } }),
    }),
    [shown, graphId, navigate],
  );
}

/** The chart's height on a dashboard card. */
export const DASHBOARD_GRAPH_HEIGHT = 300;

export interface DashboardGraphCardProps {
  graph: Graph;
  dashId: number;
  period: GraphPeriod;
  /** The URL's period and overlay, kept in the links to the graph page. */
  search: ExplorerSearch;
  canManage: boolean;
  /** Every graph loads now, on screen or not (the whole-dashboard export). */
  loadAll: boolean;
  onDrawn: (graphId: number, drawn: DrawnGraph | null) => void;
  onDelete: (graph: Graph) => void;
}

/**
 * One graph of a dashboard: its name (a link to its page, same period and overlay), its kind, its
 * exports, edit and delete, and the chart, whose data is read only once the card comes near the
 * viewport (and stays loaded afterwards). With the manage right, a handle moves it, by pointer or
 * by keyboard (Space to lift, arrows, Space to drop).
 */
export function DashboardGraphCard(props: DashboardGraphCardProps) {
  const { graph, dashId, period, search, canManage, loadAll, onDrawn, onDelete } = props;
  const t = useMessage();
  const [seenRef, seen] = useSeenOnce();
  const [drawn, setDrawn] = useState<DrawnGraph | null>(null);
  // Taken apart: the React Compiler lint holds an object whose member goes to `ref` for a ref.
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: graph.id,
    disabled: !canManage,
  });
  const name = { name: graph.name };
  const events = useGraphEventsView(graph.id, search);
  const linkSearch = { range: search.range, start: search.start, end: search.end, overlay: search.overlay };
  const report = useCallback(
    (next: DrawnGraph | null) => {
      setDrawn(next);
      onDrawn(graph.id, next);
    },
    [graph.id, onDrawn],
  );

  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="sm"
      radius="md"
      component="li"
      style={{
        transform: CSS.Translate.toString(transform),
        transition: transition,
        zIndex: isDragging ? 2 : undefined,
        listStyle: 'none',
        minWidth: 0,
      }}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="center">
          <Group gap="xs" wrap="nowrap" miw={0}>
            {canManage ? (
              <ActionIcon
                ref={setActivatorNodeRef}
                variant="subtle"
                color="gray"
                style={{ cursor: 'grab', touchAction: 'none' }}
                {...attributes}
                {...listeners}
                aria-label={t('explorerDashboard.card.move', name)}
              >
                <span aria-hidden>⠿</span>
              </ActionIcon>
            ) : null}
            <Stack gap={0} miw={0}>
              <AnchorLink
                to="/data-explorer/graph/$dashId/$graphId"
                params={{ dashId, graphId: graph.id }}
                search={linkSearch}
                fw={600}
                truncate="end"
                title={graph.name}
              >
                {graph.name}
              </AnchorLink>
              <Text size="xs" c="dimmed">
                {t(`explorerKind.${graph.frontConfig.type}`)}
              </Text>
            </Stack>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <GraphExportMenu drawn={drawn} name={graph.name} />
            {canManage ? (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <Button size="compact-sm" variant="default" aria-label={t('explorerList.action.menu', name)}>
                    {t('explorerList.action.menuShort')}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item
                    aria-label={t('explorerDashboard.card.edit', name)}
                    renderRoot={(itemProps) => (
                      <Link
                        to="/data-explorer/graph/$dashId/$graphId"
                        params={{ dashId, graphId: graph.id }}
                        search={linkSearch}
                        {...itemProps}
                      />
                    )}
                  >
                    {t('explorerDashboard.card.editShort')}
                  </Menu.Item>
                  <Menu.Item aria-label={t('explorerDashboard.card.delete', name)} onClick={() => onDelete(graph)}>
                    {t('explorerDashboard.card.deleteShort')}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            ) : null}
          </Group>
        </Group>
        <div ref={seenRef}>
          <GraphPanel
            graph={graph}
            period={period}
            overlay={search.overlay}
            density="dashboard"
            enabled={seen || loadAll}
            height={DASHBOARD_GRAPH_HEIGHT}
            onDrawn={report}
            events={events}
          />
        </div>
      </Stack>
    </Paper>
  );
}
