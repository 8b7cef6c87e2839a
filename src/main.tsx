import { reloadForChunk } from './api/reloadGuard';
import { isChunkLoadError } from './app/chunkLoadError';
import { applyStoredColorScheme } from './app/colorSchemeStart';
import { isLoginDocument } from './app/loginDocument';
import { requestConfig } from './config/configRequest';
import { initialLocale } from './i18n/locale';
import { loadMessages } from './i18n/messages';

/*
 * The entry, a few KB: it asks at once for everything the first screen waits for (the runtime config,
 * the language's messages, the sign-in client, the app, whose router asks for the opened screen's
 * code), then runs the start-up (src/app/startUp.tsx, with React and Mantine), which index.html
 * already has the browser fetch (module preloads, scripts/startAppPreloadPlugin.ts). Before, these
 * requests waited for the largest chunk to arrive and run: 1.7 s on slow 4G (npm run bench).
 * The entry imports no style sheet: a page runs no module script until its style sheets are in,
 * which held these requests back another 1.2 s. The styles come with the start-up, before the first
 * render.
 */

const quiet = <T,>(promise: Promise<T>): Promise<T> => {
  // Awaited by the start-up; a failure meanwhile is not an unhandled rejection.
  promise.catch(() => undefined);
  return promise;
};

applyStoredColorScheme();
const locale = initialLocale();
const login = isLoginDocument(window.location);
const config = quiet(requestConfig());
const app = login
  ? undefined
  : {
      messages: quiet(loadMessages(locale)),
      module: quiet(
        import('./app/startApp').then((module) => {
          module.prepareApp();
          return module;
        }),
      ),
    };
if (!login) {
  // The app picks these up from the module cache when it gets to them.
  void import('oidc-client-ts').catch(() => undefined);
  if (__DEMO_CAPABLE__) void import('../mocks/browser').catch(() => undefined);
}

import('./app/startUp')
  .then(({ start }) => start({ locale, config, login, app }))
  .catch((error: unknown) => {
    if (isChunkLoadError(error) && reloadForChunk(error)) return;
    // Nothing rendered yet and no messages to say it with: leave the reason for support.
    console.error('The application could not start.', error);
    document.getElementById('root')?.replaceChildren(document.createTextNode(String(error)));
  });
