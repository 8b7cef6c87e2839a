import { Box, Group, Text } from '@mantine/core';
import { useMessage } from '../../../i18n/useMessage';
import { BACKTEST_SHADES } from './backtestChartOption';

export interface BacktestLegendProps {
  withActive: boolean;
  withHysteresis: boolean;
  withOutside: boolean;
}

/** What the chart's shades mean (echarts' legend names series, not mark areas). */
export function BacktestLegend({ withActive, withHysteresis, withOutside }: BacktestLegendProps) {
  const t = useMessage();
  const items = [
    ...(withActive ? [{ color: BACKTEST_SHADES.active, label: t('alertBacktest.legend.active') }] : []),
    ...(withHysteresis ? [{ color: BACKTEST_SHADES.hysteresis, label: t('alertBacktest.legend.hysteresis') }] : []),
    ...(withOutside ? [{ color: BACKTEST_SHADES.outside, label: t('alertBacktest.legend.outside') }] : []),
  ];
  if (items.length === 0) return null;
  return (
    <Group gap="md" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item) => (
        <Group key={item.label} gap={6} component="li" wrap="nowrap">
          <Box
            w={14}
            h={14}
            aria-hidden
            style={{ background: item.color, border: '1px solid var(--mantine-color-gray-5)', borderRadius: 2 }}
          />
          <Text size="xs">{item.label}</Text>
        </Group>
      ))}
    </Group>
  );
}
