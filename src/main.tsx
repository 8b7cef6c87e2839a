import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { App } from './app/App';
import { ConfigErrorScreen } from './app/ConfigErrorScreen';
import { isChunkLoadError } from './app/chunkLoadError';
import { createAppQueryClient } from './app/queryClient';
import { createAppRouter } from './app/router';
import { setDemoControls } from './app/demoControls';
import { registerAppServiceWorker } from './app/serviceWorker';
import { cssVariablesResolver, theme } from './app/theme';
import { holdRequestsUntil, initHttpClient } from './api/http';
import { reloadOnce } from './api/reloadGuard';
import { initAuth } from './auth/authClient';
import { setAppConfig } from './config/appConfig';
import { loadConfig } from './config/loadConfig';
import { LocaleProvider } from './i18n/LocaleProvider';
import { initialLocale } from './i18n/locale';
import { loadMessages } from './i18n/messages';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const locale = initialLocale();
  const [configResult, messages] = await Promise.all([loadConfig(), loadMessages(locale)]);

  if (!configResult.ok) {
    root.render(
      <LocaleProvider initial={locale} initialMessages={messages}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <ConfigErrorScreen problems={configResult.problems} />
        </MantineProvider>
      </LocaleProvider>,
    );
    return;
  }

  const config = configResult.config;
  setAppConfig(config);
  initAuth(config.oidc);
  initHttpClient(config.apiBaseUrl, { timeouts: config.timeouts });

  if (__DEMO_CAPABLE__ && config.demo) {
    // Not awaited: the first screen renders while the mocked API starts; calls wait for it.
    const mockApi = import('../mocks/browser').then(({ startMockApi }) => startMockApi(config)).then(setDemoControls);
    holdRequestsUntil(mockApi);
    mockApi.catch((error: unknown) => console.error('The demo API could not start.', error));
  } else if (import.meta.env.PROD && !config.demo) {
    registerAppServiceWorker();
  }

  const queryClient = createAppQueryClient();
  const router = createAppRouter(queryClient);
  root.render(
    <StrictMode>
      <App queryClient={queryClient} router={router} locale={locale} messages={messages} />
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  if (isChunkLoadError(error) && reloadOnce('start-up')) return;
  // Nothing rendered yet and no messages to say it with: leave the reason for support.
  console.error('The application could not start.', error);
  document.getElementById('root')?.replaceChildren(document.createTextNode(String(error)));
});
