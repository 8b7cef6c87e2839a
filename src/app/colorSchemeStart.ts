/**
 * The colour scheme this browser last showed, applied by the entry before anything is drawn: the
 * app's style sheets and React come later, and until then the page would be the browser's white.
 * Mantine's colour-scheme manager (colorScheme.tsx) reads and writes the same key. A display
 * preference, not a secret: localStorage is fine for it.
 */
export const COLOR_SCHEME_KEY = 'wattsight.colorScheme';

export type ColorSchemeChoice = 'light' | 'dark' | 'auto';

export function isColorSchemeChoice(value: unknown): value is ColorSchemeChoice {
  return value === 'light' || value === 'dark' || value === 'auto';
}

export function storedColorScheme(): ColorSchemeChoice | null {
  try {
    const value = window.localStorage.getItem(COLOR_SCHEME_KEY);
    return isColorSchemeChoice(value) ? value : null;
  } catch {
    return null;
  }
}

/** 'auto' follows the system's setting. */
export function resolvedColorScheme(choice: ColorSchemeChoice | null): 'light' | 'dark' {
  if (choice === 'light' || choice === 'dark') return choice;
  return choice === 'auto' && window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Sets what Mantine sets once it runs, so that the first paint already has the right background. */
export function applyStoredColorScheme(): void {
  const scheme = resolvedColorScheme(storedColorScheme());
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  // The page's canvas until Mantine's style sheet sets color-scheme on the root from the attribute.
  document.querySelector('meta[name="color-scheme"]')?.setAttribute('content', scheme);
}
