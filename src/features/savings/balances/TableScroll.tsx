import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A wide table's horizontal scroll on a narrow screen. Focusable and named, so that a keyboard
 * user can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function TableScroll({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <Box role="group" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Box miw={minWidth}>{children}</Box>
    </Box>
  );
}
