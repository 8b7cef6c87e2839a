import { isLocale, type Locale } from '../../i18n/locale';

/**
 * The language the profile shows as chosen: the user's saved preference with the fallback of spec
 * 001 §5 (only fr and en; any other saved value means fr), or, with nothing saved, the language
 * the app runs in (chosen from the browser, spec 000 §1).
 */
export function profileLanguageOf(saved: string | null | undefined, current: Locale): Locale {
  if (saved === null || saved === undefined || saved === '') return current;
  return isLocale(saved) ? saved : 'fr';
}

/** A radio's value back to a language: anything but en is fr, as the spec's fallback says. */
export const chosenLanguage = (value: string): Locale => (value === 'en' ? 'en' : 'fr');
