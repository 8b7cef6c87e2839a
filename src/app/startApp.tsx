import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
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

/** The signed-in app (and every page but a direct visit to /login): data layer, router, screens. */
export function renderApp(root: Root, config: AppConfig, locale: Locale, messages: Messages): void {
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

  const queryClient = createAppQueryClient();
  const router = createAppRouter(queryClient);
  // The screen's code (its loader travels with it) is fetched now, while the session is read and
  // the mocked API starts, instead of after them: one round trip less before its data is asked for.
  const routes = new Map(Object.values(router.routesById).map((route: AnyRoute) => [route.id, route]));
  const matches: readonly { routeId: string }[] = router.matchRoutes(router.state.location);
  for (const match of matches) {
    const route = routes.get(match.routeId);
    if (route) router.loadRouteChunk(route)?.catch(() => undefined);
  }
  root.render(
    <StrictMode>
      <App queryClient={queryClient} router={router} locale={locale} messages={messages} />
    </StrictMode>,
  );
}
