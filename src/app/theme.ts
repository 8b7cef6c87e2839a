import { createTheme, Notification, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'teal',
  // Shade 9 keeps white text on filled buttons and teal text on white above WCAG AA contrast.
  primaryShade: { light: 9, dark: 7 },
  defaultRadius: 'sm',
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    // The notification's text is in Mantine's light grey, below AA contrast on white.
    Notification: Notification.extend({ styles: { description: { color: 'var(--mantine-color-gray-7)' } } }),
  },
});

/**
 * Mantine's default dimmed grey and error red (red 6) are below AA contrast on white (WCAG 1.4.3):
 * secondary text and field errors use darker shades.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
