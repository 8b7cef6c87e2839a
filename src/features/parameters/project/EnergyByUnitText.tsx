import { Stack, Text, type TextProps } from '@mantine/core';
import type { EnergyByUnit } from '../../../entities/savings/followUp';
import { useMessage } from '../../../i18n/useMessage';
import { useSavingsFormat } from './useSavingsFormat';

export interface EnergyByUnitTextProps extends Omit<TextProps, 'children'> {
  energy: EnergyByUnit;
  align?: 'flex-start' | 'flex-end';
}

/** Energy figures, one line per savings unit ("626.33 MWh", "446.24 MWh GCV"): never one sum of them. */
export function EnergyByUnitText({ energy, align = 'flex-start', ...textProps }: EnergyByUnitTextProps) {
  const t = useMessage();
  const figures = useSavingsFormat().energies(energy);
  if (figures.length === 0)
    return (
      <Text span {...textProps}>
        {t('common.notSet')}
      </Text>
    );
  return (
    <Stack gap={0} align={align}>
      {figures.map((figure) => (
        <Text key={figure} span {...textProps}>
          {figure}
        </Text>
      ))}
    </Stack>
  );
}
