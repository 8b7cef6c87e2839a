import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { getAppConfig } from '../../config/appConfig';
import { LocaleProvider } from '../../i18n/LocaleProvider';
import type { Locale } from '../../i18n/locale';
import { composePageTitle } from '../pageTitle';
import { AppMantineProvider } from '../colorScheme';
import { LoginScreen } from './LoginScreen';
import { loginSearchFrom } from './loginSearch';

/**
 * A direct visit to /login: the login screen alone, without the router, the data layer or the full
 * catalogue, so the first screen of a visitor who is not signed in downloads as little as it can.
 * The Sign in button leaves for the provider; the app proper starts when the provider sends back.
 */
export function renderLoginScreen(root: Root, locale: Locale, messages: Readonly<Record<string, string>>): void {
  const search = loginSearchFrom(Object.fromEntries(new URLSearchParams(window.location.search)));
  document.title = composePageTitle(getAppConfig().productName, messages['page.login']);
  root.render(
    <StrictMode>
      <LocaleProvider initial={locale} initialMessages={messages}>
        <AppMantineProvider>
          <LoginScreen returnTo={search.redirect} reason={search.reason} />
        </AppMantineProvider>
      </LocaleProvider>
    </StrictMode>,
  );
}
