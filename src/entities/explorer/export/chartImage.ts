import type { EChartsType } from 'echarts/core';

export type ImageFormat = 'png' | 'jpeg';

/** What the exports need of the echarts instance: a fake one in tests. */
export type ExportableChart = Pick<EChartsType, 'getDataURL' | 'getWidth' | 'getHeight'>;

/** White behind the chart: a JPEG has no transparency and a PDF page is white too. */
export const EXPORT_BACKGROUND = '#fff';

/**
 * The chart as drawn, at the device's pixel ratio (a sharp image on a high-density screen), as a
 * data URL. Series hidden through the legend stay hidden, the zoom stays: it is what the user sees.
 */
export function chartDataUrl(chart: ExportableChart, format: ImageFormat, pixelRatio?: number): string {
  return chart.getDataURL({
    type: format,
    pixelRatio: pixelRatio ?? (typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1),
    backgroundColor: EXPORT_BACKGROUND,
  });
}

/** A base64 data URL as the Blob it holds (synchronous, unlike fetch(dataUrl)). */
export function dataUrlToBlob(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(',');
  const meta = dataUrl.slice(5, comma);
  const type = meta.split(';')[0] || 'application/octet-stream';
  const payload = dataUrl.slice(comma + 1);
  if (!meta.endsWith(';base64')) return new Blob([decodeURIComponent(payload)], { type });
  const binary = atob(payload);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}
