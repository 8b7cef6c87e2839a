import { CHART_PARTS } from '../ui/Chart/chartParts';
import { registerChartParts } from '../ui/Chart/chartPartsRegistry';

/**
 * jsdom has no 2D canvas: echarts' first frame or its disposal would then throw on a null context,
 * whenever a frame comes before the test ends (echarts loads a moment after the render). A
 * context that accepts every call lets echarts draw and clear as in a browser.
 */
export function acceptingContext(): CanvasRenderingContext2D {
  const state: Record<PropertyKey, unknown> = {};
  const context: CanvasRenderingContext2D = new Proxy(state, {
    get: (target, property) => {
      if (property in target) return target[property];
      if (property === 'measureText') return (text: string) => ({ width: text.length * 6 });
      if (property === 'getImageData') return () => ({ data: new Uint8ClampedArray(4) });
      return () => context;
    },
    set: (target, property, value) => {
      target[property] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
  return context;
}

/** For the tests of this file (or describe block): canvases take the accepting context. */
export function useAcceptingCanvas(): void {
  const original = Object.getOwnPropertyDescriptor(HTMLCanvasElement.prototype, 'getContext');
  beforeAll(() => {
    Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', { configurable: true, value: acceptingContext });
  });
  afterAll(() => {
    if (original) Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', original);
  });
}

/**
 * For tests of screens with charts: canvases take the accepting context, and the chart's lazy
 * chunk and its on-demand parts are loaded before the first test (a load still running when the
 * file ends fails, and the failed import stays for the next files of the worker, which share their
 * modules). Chart.test.tsx covers the parts' loading itself.
 */
export function useChartCanvas(): void {
  useAcceptingCanvas();
  beforeAll(async () => {
    await Promise.all([import('../ui/Chart/EChartsCanvas'), registerChartParts(CHART_PARTS)]);
  });
}
