import type { EChartsCoreOption } from 'echarts/core';
import { useEffect, useMemo, useState } from 'react';
import { chartPartsOf } from './chartParts';
import { chartPartsRegistrations, partsRegisteredAt, registerChartParts } from './chartPartsRegistry';

/** An option whose parts are registered, and the key of the echarts instance that may draw it. */
export interface RegisteredOption {
  option: EChartsCoreOption;
  instanceKey: number;
}

/**
 * The option to draw once the on-demand parts it uses are registered (chartParts.ts): null until
 * then for a chart's first option, and the previous option for a later one, so that no option is
 * drawn without its zoom or its mark lines (echarts would drop them silently and for good).
 * `instanceKey` changes when a part came after the chart's echarts instance, which must then be
 * created anew (see chartPartsRegistry.ts). A part that fails to download throws to the error
 * boundary, as a chart chunk that fails to download does.
 */
export function useRegisteredOption(option: EChartsCoreOption): RegisteredOption | null {
  const parts = useMemo(() => chartPartsOf(option), [option]);
  const registeredAt = partsRegisteredAt(parts);
  const [drawn, setDrawn] = useState<RegisteredOption | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  // Re-renders once the parts are in; the count itself is read from the registry.
  const [, setRegistered] = useState(0);

  // Adjusting state while rendering (React's pattern for state that follows a prop): the render
  // is replayed at once with the new option, without a frame of the previous one.
  if (registeredAt !== null && drawn?.option !== option) {
    const keepInstance = drawn !== null && registeredAt <= drawn.instanceKey;
    setDrawn({ option, instanceKey: keepInstance ? drawn.instanceKey : chartPartsRegistrations() });
  }

  useEffect(() => {
    if (registeredAt !== null) return undefined;
    let current = true;
    registerChartParts(parts).then(
      () => current && setRegistered((count) => count + 1),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [parts, registeredAt]);

  if (failure) throw failure.error;
  return drawn;
}
