import { useEffect } from 'react';
import type { CurrentUser } from '../../entities/users/currentUser';
import { isLocale, readStoredLocale, type Locale } from '../../i18n/locale';
import { useLocale } from '../../i18n/LocaleProvider';

/**
 * The language saved with the account (the profile's choice) is applied on a browser that has no
 * choice of its own yet, so signing in elsewhere opens in the user's language; a choice made on
 * this browser stays its own (spec 000 §1: the stored choice first). Only fr and en exist: any
 * other saved value reads fr (spec 001 §5).
 */
export function accountLanguageToApply(
  storedOnThisBrowser: string | null,
  saved: string | null | undefined,
  current: Locale,
): Locale | null {
  if (storedOnThisBrowser !== null && storedOnThisBrowser !== '') return null;
  if (saved === null || saved === undefined || saved === '') return null;
  const language: Locale = isLocale(saved) ? saved : 'fr';
  return language === current ? null : language;
}

export function useAccountLanguage(user: CurrentUser): void {
  const { locale, changeLocale } = useLocale();
  const saved = user.preferences?.language;
  useEffect(() => {
    const language = accountLanguageToApply(readStoredLocale(), saved, locale);
    if (language) void changeLocale(language);
  }, [saved, locale, changeLocale]);
}
