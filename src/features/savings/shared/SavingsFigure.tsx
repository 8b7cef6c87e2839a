import { Text, type TextProps } from '@mantine/core';
import type { SavingsUnit } from '../../../entities/savings/energyUnits';
import type { SavingsKind } from './formatSavings';
import { useSavingsFormat } from './useSavingsFormat';

export interface SavingsFigureProps extends Omit<TextProps, 'children'> {
  kind: SavingsKind;
  value: number | null | undefined;
  /** The savings unit, for kind "energy"; null when the energies differ. */
  unit?: SavingsUnit | null;
  /** Shows "+" on positive values and colours the sign (a gap: ahead in green, behind in red). */
  signed?: boolean;
}

/**
 * One savings figure with its unit, in tabular digits so columns of figures line up. Renders a
 * span: usable in table cells and sentences.
 */
export function SavingsFigure({ kind, value, unit = null, signed = false, ...textProps }: SavingsFigureProps) {
  const format = useSavingsFormat();
  const cents = typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 100) : 0;
  const color = signed
    ? cents > 0
      ? 'var(--mantine-color-teal-text)'
      : cents < 0
        ? 'var(--mantine-color-red-text)'
        : undefined
    : undefined;
  return (
    <Text
      component="span"
      inherit
      style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      {...(color ? { c: color } : {})}
      {...textProps}
    >
      {format.figure(kind, value, unit, signed)}
    </Text>
  );
}
