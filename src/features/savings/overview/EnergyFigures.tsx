import type { TextProps } from '@mantine/core';
import { Fragment } from 'react';
import { SavingsFigure } from '../shared/SavingsFigure';
import { SAVINGS_UNITS, type EnergyByUnit } from '../../../entities/savings/followUp';

export interface EnergyFiguresProps extends Omit<TextProps, 'children'> {
  energy: EnergyByUnit;
  signed?: boolean;
  /** In a sentence: the figures separated by " · "; otherwise one element each (a column's lines). */
  inline?: boolean;
}

/** Energy figures, one per savings unit present (MWh, MWh PCS, t are never added together). */
export function EnergyFigures({ energy, signed = false, inline = false, ...textProps }: EnergyFiguresProps) {
  return (
    <>
      {SAVINGS_UNITS.filter((unit) => energy[unit] !== undefined).map((unit, index) => (
        <Fragment key={unit}>
          {inline && index > 0 ? ' · ' : null}
          <SavingsFigure kind="energy" value={energy[unit]} unit={unit} signed={signed} {...textProps} />
        </Fragment>
      ))}
    </>
  );
}
