import { Skeleton } from '@mantine/core';

/** A chart's place while echarts or the parts its option needs download: the size of the chart. */
export function ChartSkeleton() {
  return <Skeleton h="100%" animate={false} />;
}
