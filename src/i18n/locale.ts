/** spec 000 §1: the interface language is fr or en only. */
export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export const LOCALE_STORAGE_KEY = 'wattsight.locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The stored choice when it is fr or en; any other stored value falls back to fr; with nothing
 * stored, fr for a French browser, else en (spec 000 §1, 001 §9).
 */
export function resolveLocale(stored: string | null | undefined, browserLanguages: readonly string[]): Locale {
  if (stored !== null && stored !== undefined && stored !== '') return isLocale(stored) ? stored : 'fr';
  const preferred = browserLanguages[0]?.toLowerCase() ?? '';
  return preferred === 'fr' || preferred.startsWith('fr-') ? 'fr' : 'en';
}

export function readStoredLocale(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The language is a preference, not a secret: it may live in localStorage (tokens never do). */
export function storeLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private browsing may refuse storage; the choice then lasts for this page only.
  }
}

export function initialLocale(): Locale {
  const languages = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  return resolveLocale(readStoredLocale(), languages);
}

/** The language the app shows, set by LocaleProvider: what the HTTP layer asks the server for. */
let shownLocale: Locale | null = null;

export function setShownLocale(locale: Locale): void {
  shownLocale = locale;
}

/**
 * The app's language now: the one shown, else the stored choice or the browser's (before the
 * first render). French where there is neither (Node), the product's default language.
 */
export function currentLocale(): Locale {
  if (shownLocale) return shownLocale;
  if (typeof navigator === 'undefined') return resolveLocale(readStoredLocale(), ['fr']);
  return initialLocale();
}
