import { useMemo } from 'react';
import { z } from 'zod';
import { useCurrentUser, type CurrentUser } from './currentUser';
import { usePreferencesSave } from './preferencesSave';

/*
 * Which side panels the user keeps closed, in their profile so that the choice follows them from
 * one browser to another: preferences.layout = { navigation: 'collapsed' | 'open', … }.
 */

export type LayoutPanel = 'navigation' | 'structurePanel';
export type PanelState = 'open' | 'collapsed';

type Preferences = CurrentUser['preferences'];

const layoutSchema = z.record(z.string(), z.unknown());
const panelStateSchema = z.enum(['open', 'collapsed']);

function layoutOf(preferences: Preferences): Record<string, unknown> {
  const parsed = layoutSchema.safeParse(preferences?.layout);
  return parsed.success ? parsed.data : {};
}

/** The saved state of a panel, or null when the user never chose (or what is stored is unusable). */
export function savedPanelState(preferences: Preferences, panel: LayoutPanel): PanelState | null {
  const parsed = panelStateSchema.safeParse(layoutOf(preferences)[panel]);
  return parsed.success ? parsed.data : null;
}

/** The user with one panel's state replaced, the other panels' and preferences kept. */
export function withPanelState(user: CurrentUser, panel: LayoutPanel, state: PanelState): CurrentUser {
  const preferences = user.preferences ?? {};
  return { ...user, preferences: { ...preferences, layout: { ...layoutOf(preferences), [panel]: state } } };
}

/** A panel's saved state (null: no choice yet) and its save in the user's profile. */
export function usePanelState(panel: LayoutPanel): [PanelState | null, (state: PanelState) => void] {
  const user = useCurrentUser();
  const savePreferences = usePreferencesSave();
  const saved = useMemo(() => savedPanelState(user.preferences, panel), [user.preferences, panel]);
  return [saved, (state) => savePreferences((latest) => withPanelState(latest, panel, state))];
}
