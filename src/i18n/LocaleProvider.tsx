import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { setShownLocale, storeLocale, type Locale } from './locale';
import { loadMessages, type Messages } from './messages';

interface LocaleContextValue {
  locale: Locale;
  changeLocale: (locale: Locale) => Promise<void>;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

export function LocaleProvider({
  initial,
  initialMessages,
  children,
}: {
  initial: Locale;
  /** The full catalogue, or the login screen's few messages on a direct visit to /login. */
  initialMessages: Messages | Readonly<Record<string, string>>;
  children: ReactNode;
}) {
  const [state, setState] = useState<{ locale: Locale; messages: Readonly<Record<string, string>> }>({
    locale: initial,
    messages: initialMessages,
  });

  // Set while rendering, not in an effect: the screen's first requests start before effects run.
  setShownLocale(state.locale);

  useEffect(() => {
    document.documentElement.lang = state.locale;
  }, [state.locale]);

  const changeLocale = useCallback(async (locale: Locale) => {
    storeLocale(locale);
    try {
      setState({ locale, messages: await loadMessages(locale) });
    } catch {
      // The catalogue's file is gone (a new deployment): the reloaded page starts in this language.
      window.location.reload();
    }
  }, []);

  const value = useMemo(() => ({ locale: state.locale, changeLocale }), [state.locale, changeLocale]);

  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={state.locale} messages={state.messages} defaultLocale="fr">
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale needs a LocaleProvider.');
  return value;
}
