import './noEval';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRoute } from '@tanstack/react-router';
import { holdRequestsUntil, initHttpClient } from '../api/http';
import type { AppConfig } from '../config/configSchema';
import type { Locale } from '../i18n/locale';
import type { Messages } from '../i18n/messages';
import { App } from './App';
import { setDemoControls } from './demoControls';
import { createAppQueryClient } from './queryClient';
import { createAppRouter } from './router';
import { registerAppServiceWorker } from './serviceWorker';

interface PreparedApp {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}

let prepared: PreparedApp | null = null;

/**
 * The data layer and the router, and the opened screen's code (its loader travels with it) asked for
 * at once: called as soon as this module is in, while config.json and the messages are still on
 * their way, so that the screen's chunks do not wait for them.
 */
export function prepareApp(): PreparedApp {
  if (prepared) return prepared;
  const queryClient = createAppQueryClient();
  const router = createAppRouter(queryClient);
  const routes = new Map(Object.values(router.routesById).map((route: AnyRoute) => [route.id, route]));
  const matches: readonly { routeId: string }[] = router.matchRoutes(router.state.location);
  for (const match of matches) {
    const route = routes.get(match.routeId);
    if (route) router.loadRouteChunk(route)?.catch(() => undefined);
  }
  prepared = { queryClient, router };
  return prepared;
}

/**
 * The API client, and in the demo the mocked API: started once the config is read, before the
 * messages are in, so that the session and the screen's data can be answered while they load.
 */
export function startDataLayer(config: AppConfig): void {
  initHttpClient(config.apiBaseUrl, { timeouts: config.timeouts });

  if (__DEMO_CAPABLE__ && config.demo) {
    // Not awaited: the first screen renders while the mocked API starts; calls wait for it.
    const mockApi = import('../../mocks/browser')
      .then(({ startMockApi }) => startMockApi(config))
      .then(setDemoControls);
    holdRequestsUntil(mockApi);
    mockApi.catch((error: unknown) => console.error('The demo API could not start.', error));
  } else if (import.meta.env.PROD && !config.demo) {
    registerAppServiceWorker();
  }
}

/** The signed-in app (and every page but a direct visit to /login): data layer, router, screens. */
export function renderApp(root: Root, locale: Locale, messages: Messages): void {
  const { queryClient, router } = prepareApp();
  root.render(
    <StrictMode>
      <App queryClient={queryClient} router={router} locale={locale} messages={messages} />
    </StrictMode>,
  );
}
