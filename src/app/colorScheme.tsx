import { localStorageColorSchemeManager, MantineProvider, useMantineColorScheme } from '@mantine/core';
import { createContext, use, useEffect, useEffectEvent, useId, useState, type ReactNode } from 'react';
import { COLOR_SCHEME_KEY, isColorSchemeChoice } from './colorSchemeStart';
import { cssVariablesResolver, theme } from './theme';

/**
 * Light, dark or the system's, per user (issue 36): the choice is kept in this browser by
 * Mantine's manager, so a reload starts in it (the entry applies it before the first paint,
 * colorSchemeStart.ts), and in the user's preferences (preferences.colorScheme), which a sign-in
 * applies (useAccountColorScheme).
 */
export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

export type ForcedColorScheme = 'light' | 'dark';

interface Override {
  id: string;
  scheme: ForcedColorScheme;
}

const OverrideContext = createContext<((change: (overrides: Override[]) => Override[]) => void) | null>(null);

/** The last override mounted wins; once none is left, the user's own choice is back. */
export function forcedSchemeOf(overrides: readonly Override[]): ForcedColorScheme | undefined {
  return overrides.at(-1)?.scheme;
}

/** Mantine with the app's theme and the colour scheme kept in this browser, which screens may override. */
export function AppMantineProvider({ children }: { children: ReactNode }) {
  const [overrides, setOverrides] = useState<Override[]>([]);
  const forced = forcedSchemeOf(overrides);
  return (
    <OverrideContext value={setOverrides}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="light"
        {...(forced ? { forceColorScheme: forced } : {})}
      >
        {children}
      </MantineProvider>
    </OverrideContext>
  );
}

/**
 * Shows the app in `scheme` while the calling component is mounted (a wall display asked for
 * `theme=dark`), without touching the user's choice, which comes back on unmount.
 */
export function useColorSchemeOverride(scheme: ForcedColorScheme | null | undefined): void {
  const setOverrides = use(OverrideContext);
  const id = useId();
  useEffect(() => {
    if (!setOverrides || !scheme) return undefined;
    setOverrides((overrides) => [...overrides.filter((item) => item.id !== id), { id, scheme }]);
    return () => setOverrides((overrides) => overrides.filter((item) => item.id !== id));
  }, [setOverrides, id, scheme]);
}

/** The component form of useColorSchemeOverride, for a route: `<ColorSchemeOverride scheme={search.theme} />`. */
export function ColorSchemeOverride({
  scheme,
  children,
}: {
  scheme: ForcedColorScheme | null | undefined;
  children?: ReactNode;
}) {
  useColorSchemeOverride(scheme);
  return children ?? null;
}

/**
 * The scheme saved with the account, when it differs from this browser's: applied when the shell
 * starts (a sign-in, a reload) and when the saved value changes, so signing in elsewhere opens in
 * the user's scheme. A choice whose save failed stays on screen: the saved value did not change.
 */
export function accountColorSchemeToApply(saved: unknown, current: string): 'light' | 'dark' | 'auto' | null {
  return isColorSchemeChoice(saved) && saved !== current ? saved : null;
}

export function useAccountColorScheme(saved: unknown): void {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const apply = useEffectEvent((value: unknown) => {
    const next = accountColorSchemeToApply(value, colorScheme);
    if (next) setColorScheme(next);
  });
  const key = isColorSchemeChoice(saved) ? saved : null;
  useEffect(() => apply(key), [key]);
}
