import { createTheme, Notification, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'teal',
  // Shade 9 keeps white text on filled buttons above WCAG AA contrast in both schemes (teal 7,
  // Mantine's dark default, is 3:1); teal text on white uses it too.
  primaryShade: { light: 9, dark: 9 },
  defaultRadius: 'sm',
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    // The notification's text is in Mantine's light grey, below AA contrast on white.
    Notification: Notification.extend({ styles: { description: { color: 'var(--mantine-color-dimmed)' } } }),
  },
});

/**
 * Mantine's default dimmed grey and error red (red 6) are below AA contrast on white (WCAG 1.4.3):
 * secondary text and field errors use darker shades. On the dark body (dark 7) and its raised
 * surfaces (dark 6) Mantine's dimmed (dark 2) and error (red 8) fall short too: lighter shades.
 * `--app-*` are the app's own scheme-aware colours, for surfaces drawn outside Mantine's components
 * (tables, the synoptic, CSS modules).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--app-surface-subtle': 'var(--mantine-color-gray-0)',
    '--app-surface-raised': 'var(--mantine-color-white)',
    '--app-surface-muted': 'var(--mantine-color-gray-1)',
    '--app-border': 'var(--mantine-color-gray-3)',
    '--app-tooltip-background': 'var(--mantine-color-dark-6)',
    '--app-tooltip-color': 'var(--mantine-color-white)',
    '--app-highlight': 'var(--mantine-color-yellow-1)',
    '--app-surface-error': 'var(--mantine-color-red-0)',
    '--app-surface-warning': 'var(--mantine-color-yellow-0)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-2)',
    '--app-surface-subtle': 'var(--mantine-color-dark-6)',
    '--app-surface-raised': 'var(--mantine-color-dark-6)',
    '--app-surface-muted': 'var(--mantine-color-dark-5)',
    '--app-border': 'var(--mantine-color-dark-4)',
    '--app-tooltip-background': 'var(--mantine-color-gray-2)',
    '--app-tooltip-color': 'var(--mantine-color-black)',
    '--app-highlight': 'rgba(250, 176, 5, 0.22)',
    '--app-surface-error': 'var(--mantine-color-red-light)',
    '--app-surface-warning': 'var(--mantine-color-yellow-light)',
  },
});
