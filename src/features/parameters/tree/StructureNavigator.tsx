import { Group, Text, TextInput } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { clientPlaceTreeQuery, type ClientPlaceTreeData } from '../../../entities/structure/api';
import { useMessage } from '../../../i18n/useMessage';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { ancestorKeys, findNode, groupClientPlaceRows, nodeKey, type NavigatorClient } from './navigatorNodes';
import { searchNavigator } from './navigatorSearch';
import { StructureTree } from './StructureTree';
import classes from './StructureTree.module.css';
import { viewModeFromLocation, type StructureViewMode } from './viewMode';
import { visibleItems } from './visibleItems';

const KIND_OF_VIEW = { clientView: 'client', placeView: 'place', projectView: 'project' } as const;

function currentKeyOf(view: StructureViewMode): string | undefined {
  return view.mode === 'none' ? undefined : nodeKey(KIND_OF_VIEW[view.mode], view.id);
}

/**
 * The client → site → project navigator beside the structure pages (spec 001 §3 "Client-place
 * tree", §7 "GET clients, places and projects run together to build the tree"), without the hidden
 * test structure (spec 001 §6). The current entity comes from the URL (the view mode of spec 001
 * §4): it is marked, its ancestors open.
 */
export function StructureNavigator() {
  const t = useMessage();
  const region = useQueryRegion(clientPlaceTreeQuery());
  const location = useLocation();
  const view = viewModeFromLocation(location.pathname, location.search);
  return (
    <div className={classes.region}>
      <DataRegion region={region} what={t('parameters.tree.what')}>
        {(data) => <NavigatorContent data={data} view={view} currentKey={currentKeyOf(view)} />}
      </DataRegion>
    </div>
  );
}

function useNavigatorClients(data: ClientPlaceTreeData): NavigatorClient[] {
  return useMemo(() => groupClientPlaceRows(data.rows, data.tree), [data]);
}

interface NavigatorContentProps {
  data: ClientPlaceTreeData;
  view: StructureViewMode;
  currentKey: string | undefined;
}

function NavigatorContent({ data, view, currentKey }: NavigatorContentProps) {
  const t = useMessage();
  const clients = useNavigatorClients(data);
  const [query, setQuery] = useState('');
  // What the user opened or closed, apart from the current entity's path (always open).
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const [searchOpened, setSearchOpened] = useState<{ query: string; toggled: ReadonlyMap<string, boolean> }>({
    query: '',
    toggled: new Map(),
  });

  const current = currentKey ? findNode(clients, currentKey) : undefined;
  const result = useMemo(() => searchNavigator(clients, query), [clients, query]);
  const searching = query.trim() !== '';

  const expanded = useMemo(
    () =>
      expandedKeys({
        clients,
        currentKey,
        opened,
        closed,
        search: searching
          ? { expand: result.expand, toggled: searchOpened.query === query ? searchOpened.toggled : undefined }
          : undefined,
      }),
    [clients, currentKey, opened, closed, searching, result.expand, searchOpened, query],
  );

  const items = useMemo(() => visibleItems(result.clients, expanded), [result.clients, expanded]);

  const toggle = (key: string, open: boolean) => {
    if (searching) {
      const toggled = new Map(searchOpened.query === query ? searchOpened.toggled : []);
      toggled.set(key, open);
      setSearchOpened({ query, toggled });
      return;
    }
    setOpened((set) => withKey(set, key, open));
    setClosed((set) => withKey(set, key, !open));
  };

  return (
    <>
      <Text size="xs" c="dimmed" fw={500}>
        {viewLine(t, view, current?.name)}
      </Text>
      <TextInput
        type="search"
        size="xs"
        label={t('parameters.tree.search')}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      {searching ? (
        <Group gap={4}>
          <Text size="xs" c="dimmed" aria-live="polite">
            {result.matchCount > 0
              ? t('parameters.tree.matches', { count: result.matchCount })
              : t('parameters.tree.noMatch', { query: query.trim() })}
          </Text>
        </Group>
      ) : null}
      {clients.length === 0 ? (
        <Text size="sm">{t('parameters.tree.empty')}</Text>
      ) : items.length > 0 ? (
        <StructureTree
          label={t('parameters.tree.label')}
          items={items}
          currentKey={currentKey}
          query={query}
          onToggle={toggle}
        />
      ) : null}
    </>
  );
}

/**
 * The open nodes: while searching, the matches' ancestors and what the user toggled since; else
 * what the user opened, plus the current entity and its path unless the user closed it.
 */
function expandedKeys({
  clients,
  currentKey,
  opened,
  closed,
  search,
}: {
  clients: readonly NavigatorClient[];
  currentKey: string | undefined;
  opened: ReadonlySet<string>;
  closed: ReadonlySet<string>;
  search: { expand: ReadonlySet<string>; toggled: ReadonlyMap<string, boolean> | undefined } | undefined;
}): ReadonlySet<string> {
  if (search) {
    const set = new Set(search.expand);
    for (const [key, open] of search.toggled ?? []) {
      if (open) set.add(key);
      else set.delete(key);
    }
    return set;
  }
  const set = new Set(opened);
  // The current client or site opens too, so that its content shows beside its page.
  const path = currentKey ? [...ancestorKeys(clients, currentKey), currentKey] : [];
  for (const key of path) if (!closed.has(key)) set.add(key);
  return set;
}

function withKey(set: ReadonlySet<string>, key: string, present: boolean): ReadonlySet<string> {
  if (set.has(key) === present) return set;
  const next = new Set(set);
  if (present) next.add(key);
  else next.delete(key);
  return next;
}

function viewLine(t: ReturnType<typeof useMessage>, view: StructureViewMode, name: string | undefined): string {
  if (view.mode === 'none' || !name) return t('parameters.tree.viewNone');
  if (view.mode === 'clientView') return t('parameters.tree.viewClient', { name });
  if (view.mode === 'placeView') return t('parameters.tree.viewPlace', { name });
  return t('parameters.tree.viewProject', { name });
}
