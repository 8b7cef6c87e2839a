import type { EChartsCoreOption } from 'echarts/core';
import { chartPartsOf } from '../../../ui/Chart/chartParts';
import { registerChartParts } from '../../../ui/Chart/chartPartsRegistry';
import { EXPORT_CHART_THEME, lightExportOption } from '../../../ui/Chart/chartTheme';
import { EXPORT_BACKGROUND, type ImageFormat } from './chartImage';

/** The size a document is drawn at: CSS px, and the pixels per CSS px of the file. */
export interface DocumentSize {
  width: number;
  height: number;
  pixelRatio: number;
}

/**
 * Draws `option` into an echarts instance of its own, on an element that is never attached (a
 * canvas needs no layout when given its size), and returns the picture as a data URL. The chart on
 * screen is left as it is, whatever the size of the window it sits in. echarts and the parts the
 * option needs (the document's title at least) are awaited first: the instance is created after
 * them, or it would draw without them. Always in the light theme and colours, on white, whatever
 * the scheme of the chart on screen the option was read from: a document is printed and shared.
 */
export async function renderOffscreen(
  option: EChartsCoreOption,
  size: DocumentSize,
  format: ImageFormat,
): Promise<string> {
  const [{ echarts }] = await Promise.all([
    import('../../../ui/Chart/echartsSetup'),
    registerChartParts(chartPartsOf(option)),
  ]);
  const element = document.createElement('div');
  const chart = echarts.init(element, EXPORT_CHART_THEME, {
    renderer: 'canvas',
    width: size.width,
    height: size.height,
    devicePixelRatio: size.pixelRatio,
  });
  try {
    chart.setOption(lightExportOption(option), { notMerge: true });
    return chart.getDataURL({ type: format, pixelRatio: size.pixelRatio, backgroundColor: EXPORT_BACKGROUND });
  } finally {
    chart.dispose();
  }
}

/** About the average width of a 12 px sans-serif character, where there is no canvas to measure with. */
const CHARACTER_WIDTH = 7;

/** The width of a text at echarts' legend font (12 px sans-serif), measured on a canvas. */
export function legendTextMeasure(): (text: string) => number {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return (text) => text.length * CHARACTER_WIDTH;
  context.font = '12px sans-serif';
  return (text) => context.measureText(text).width;
}
