import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import en from '../messages/en.json';
import { cssVariablesResolver, theme } from '../src/app/theme';
import { clientPlaceTreeQuery, type Client, type Place, type Project } from '../src/entities/structure/api';
import { buildClientPlaceTree, flattenClientPlaceTree } from '../src/entities/structure/clientPlaceTree';
import { withoutHiddenStructure } from '../src/entities/structure/hiddenStructure';
import { groupClientPlaceRows } from '../src/features/parameters/tree/navigatorNodes';
import { StructureNavigator } from '../src/features/parameters/tree/StructureNavigator';
import { LocaleProvider } from '../src/i18n/LocaleProvider';

/*
 * `npm run bench -- --only structureTree`'s page: the client → site → project navigator as the
 * structure pages show it, for 200 clients × 10 sites × 5 projects (12,200 nodes, plus two hidden
 * test clients and two hidden projects to take out), opened on a project's page so that its path
 * is expanded. window.structureTree() times building the tree (hidden structure removed, tree,
 * flattened table) and rendering the navigator until the next frame is painted.
 */

const CLIENTS = 200;
const SITES = 10;
const PROJECTS = 5;
const HIDDEN = { clients: ['Client Test', 'Client Démo'], projects: ['Projet Test', 'Projet Démo'] };

function benchLists(): { clients: Client[]; places: Place[]; projects: Project[] } {
  const clients: Client[] = [];
  const places: Place[] = [];
  const projects: Project[] = [];
  for (let c = 1; c <= CLIENTS + 2; c += 1) {
    const client = { id: c, name: c > CLIENTS ? (HIDDEN.clients[c - CLIENTS - 1] ?? '') : `Client ${c} Énergie` };
    clients.push(client);
    for (let s = 1; s <= SITES; s += 1) {
      const place = { id: (c - 1) * SITES + s, name: `Site ${s} de ${c}`, client };
      places.push(place);
      for (let p = 1; p <= PROJECTS; p += 1) {
        projects.push({ id: (place.id - 1) * PROJECTS + p, name: `Projet ${p} du site ${place.id}`, place });
      }
    }
  }
  const [first, second] = places;
  if (first && second)
    projects.push(
      { id: 900_001, name: 'Projet Test', place: first },
      { id: 900_002, name: 'Projet Démo', place: second },
    );
  // The API's order is not the tree's: the build sorts.
  return { clients: clients.reverse(), places: places.reverse(), projects };
}

const lists = benchLists();
/** A project in the middle of the tree: its client and site open. */
const CURRENT_PROJECT = Math.round((CLIENTS * SITES * PROJECTS) / 2);

const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
const root = createRootRoute({ component: Outlet });
/** Whether the navigator is shown: the providers mount first, as in the app, and the timing covers the navigator. */
let shown = false;
const listeners = new Set<() => void>();
const shownStore = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  read: () => shown,
};

function Bench() {
  return useSyncExternalStore(shownStore.subscribe, shownStore.read) ? <StructureNavigator /> : null;
}

const page = createRoute({ getParentRoute: () => root, path: '$', component: Bench });
const router = createRouter({
  routeTree: root.addChildren([page]),
  history: createMemoryHistory({ initialEntries: [`/parameters/projects/${CURRENT_PROJECT}/main-informations`] }),
});

const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(), 0)));

declare global {
  interface Window {
    structureTreeReady?: boolean;
    structureTree?: () => Promise<{
      buildMs: number;
      totalMs: number;
      groupMs: number;
      treeItems: number;
      nodes: number;
    }>;
  }
}

window.structureTree = async () => {
  const started = performance.now();
  const tree = buildClientPlaceTree(withoutHiddenStructure(lists, HIDDEN));
  const data = { tree, rows: flattenClientPlaceTree(tree) };
  const built = performance.now();
  // The grouping back into nodes runs inside the navigator's render; timed apart here for the report.
  const groupStarted = performance.now();
  const nodes = groupClientPlaceRows(data.rows, data.tree);
  const groupMs = performance.now() - groupStarted;
  const renderStarted = performance.now();
  queryClient.setQueryData(clientPlaceTreeQuery().queryKey, data);
  flushSync(() => {
    shown = true;
    for (const listener of listeners) listener();
  });
  const committed = performance.now();
  await nextPaint();
  const ended = performance.now();
  return {
    buildMs: built - started,
    groupMs,
    commitMs: committed - renderStarted,
    paintMs: ended - committed,
    // Build, then render until painted (the render groups again, as the product does).
    totalMs: built - started + (ended - renderStarted),
    treeItems: document.querySelectorAll('[role="treeitem"]').length,
    nodes:
      nodes.length +
      nodes.reduce(
        (sum, client) => sum + client.places.length + client.places.reduce((n, place) => n + place.projects.length, 0),
        0,
      ),
  };
};

const app = createRoot(document.getElementById('panel') as HTMLElement);

app.render(
  <LocaleProvider initial="en" initialMessages={en}>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </LocaleProvider>,
);

void router.load().then(async () => {
  await nextPaint();
  window.structureTreeReady = true;
});
