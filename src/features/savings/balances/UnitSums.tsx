import { Stack } from '@mantine/core';
import { SavingsFigure } from '../shared/SavingsFigure';
import type { UnitSum } from './balanceLines';

/** Energy sums in several units, one per line ("626.33 MWh", "446.24 MWh GCV"): never added together. */
export function UnitSums({ sums }: { sums: readonly UnitSum[] }) {
  return (
    <Stack gap={0} align="flex-end">
      {sums.map((sum) => (
        <SavingsFigure key={sum.unit} kind="energy" unit={sum.unit} value={sum.value} />
      ))}
    </Stack>
  );
}
