import './app/noEval';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { ConfigErrorScreen } from './app/ConfigErrorScreen';
import { isChunkLoadError } from './app/chunkLoadError';
import { cssVariablesResolver, theme } from './app/theme';
import { reloadOnce } from './api/reloadGuard';
import { initAuth, preloadAuth } from './auth/authClient';
import { setAppConfig } from './config/appConfig';
import { loadConfig } from './config/loadConfig';
import { LocaleProvider } from './i18n/LocaleProvider';
import { initialLocale, type Locale } from './i18n/locale';
import { loadMessages } from './i18n/messages';

/*
 * Start-up. The entry holds only what every first screen needs (React, Mantine, the catalogue
 * loader, the config); the rest loads in parallel with config.json: the app (router, data layer,
 * screens), or, for a direct visit to /login, the login screen alone.
 */

/** The fault switch in the URL needs the mocked API, which only the app starts. */
const isLoginDocument = (location: Location) =>
  /^\/login\/?$/.test(location.pathname) && !new URLSearchParams(location.search).has('mockFaults');

function loadLoginMessages(locale: Locale): Promise<Readonly<Record<string, string>>> {
  const catalogue = locale === 'fr' ? import('virtual:login-messages/fr') : import('virtual:login-messages/en');
  return catalogue.then((module) => module.default);
}

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const locale = initialLocale();

  if (isLoginDocument(window.location)) {
    const [configResult, messages, login] = await Promise.all([
      loadConfig(),
      loadLoginMessages(locale),
      import('./app/signIn/startLogin'),
    ]);
    if (!configResult.ok) return showConfigError(root, locale, configResult.problems);
    setAppConfig(configResult.config);
    initAuth(configResult.config.oidc);
    login.renderLoginScreen(root, locale, messages);
    // The sign-in client is not needed to draw the screen: fetched once it is drawn, ready for the click.
    afterFirstPaint(preloadAuth);
    return;
  }

  // Everything the signed-in app needs starts at once: no download waits for another to finish.
  // The sign-in client and (in a demo-capable build) the mocked API are fetched here too; the app
  // picks them up from the module cache when it gets to them.
  void import('oidc-client-ts').catch(() => undefined);
  if (__DEMO_CAPABLE__) void import('../mocks/browser').catch(() => undefined);
  // Each step starts as soon as what it needs is in: the screen's code with the app's module, the
  // API (and the demo's mocked API) with the config, the first render with the messages.
  const messagesLoaded = loadMessages(locale);
  // Awaited below; a failure meanwhile is not an unhandled rejection.
  messagesLoaded.catch(() => undefined);
  const appLoaded = import('./app/startApp').then((app) => {
    app.prepareApp();
    return app;
  });
  const [configResult, app] = await Promise.all([loadConfig(), appLoaded]);
  if (!configResult.ok) return showConfigError(root, locale, configResult.problems);
  setAppConfig(configResult.config);
  initAuth(configResult.config.oidc);
  app.startDataLayer(configResult.config);
  app.renderApp(root, locale, await messagesLoaded);
}

async function showConfigError(root: ReturnType<typeof createRoot>, locale: Locale, problems: string[]): Promise<void> {
  const messages = await loadMessages(locale);
  root.render(
    <LocaleProvider initial={locale} initialMessages={messages}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <ConfigErrorScreen problems={problems} />
      </MantineProvider>
    </LocaleProvider>,
  );
}

function afterFirstPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}

start().catch((error: unknown) => {
  if (isChunkLoadError(error) && reloadOnce('start-up')) return;
  // Nothing rendered yet and no messages to say it with: leave the reason for support.
  console.error('The application could not start.', error);
  document.getElementById('root')?.replaceChildren(document.createTextNode(String(error)));
});
