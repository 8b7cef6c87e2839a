import './noEval';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { createRoot } from 'react-dom/client';
import { ConfigErrorScreen } from './ConfigErrorScreen';
import { AppMantineProvider } from './colorScheme';
import { initAuth, preloadAuth } from '../auth/authClient';
import { setAppConfig } from '../config/appConfig';
import { loadConfig } from '../config/loadConfig';
import { LocaleProvider } from '../i18n/LocaleProvider';
import type { Locale } from '../i18n/locale';
import { loadMessages, type Messages } from '../i18n/messages';
import type * as StartAppModule from './startApp';

/*
 * Start-up, once React and Mantine are in. The entry (src/main.tsx) has already asked for what the
 * first screen waits for (the config, the messages, the app and the opened screen's code): each step
 * here starts as soon as what it needs is in.
 */

/** What the entry started before this module arrived. */
export interface EarlyLoads {
  locale: Locale;
  /** The runtime config's response (src/config/configRequest.ts). */
  config: Promise<Response>;
  /** A direct visit to /login: its few messages and screen, not the app. */
  login: boolean;
  /** The app's catalogue and module (prepared: its router has asked for the screen's code). */
  app?: { messages: Promise<Messages>; module: Promise<typeof StartAppModule> };
}

function loadLoginMessages(locale: Locale): Promise<Readonly<Record<string, string>>> {
  const catalogue = locale === 'fr' ? import('virtual:login-messages/fr') : import('virtual:login-messages/en');
  return catalogue.then((module) => module.default);
}

export async function start(early: EarlyLoads): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const { locale } = early;

  if (early.login || !early.app) {
    const [configResult, messages, login] = await Promise.all([
      loadConfig(window.location.origin, early.config),
      loadLoginMessages(locale),
      import('./signIn/startLogin'),
    ]);
    if (!configResult.ok) return showConfigError(root, locale, configResult.problems);
    setAppConfig(configResult.config);
    initAuth(configResult.config.oidc);
    login.renderLoginScreen(root, locale, messages);
    // The sign-in client is not needed to draw the screen: fetched once it is drawn, ready for the click.
    afterFirstPaint(preloadAuth);
    return;
  }

  const [configResult, app] = await Promise.all([loadConfig(window.location.origin, early.config), early.app.module]);
  if (!configResult.ok) return showConfigError(root, locale, configResult.problems);
  setAppConfig(configResult.config);
  initAuth(configResult.config.oidc);
  app.startDataLayer(configResult.config);
  app.renderApp(root, locale, await early.app.messages);
}

async function showConfigError(root: ReturnType<typeof createRoot>, locale: Locale, problems: string[]): Promise<void> {
  const messages = await loadMessages(locale);
  root.render(
    <LocaleProvider initial={locale} initialMessages={messages}>
      <AppMantineProvider>
        <ConfigErrorScreen problems={problems} />
      </AppMantineProvider>
    </LocaleProvider>,
  );
}

function afterFirstPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}
