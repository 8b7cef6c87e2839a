import type { EChartsType } from 'echarts/core';
import { formatDateTime } from '../../../lib/dateFormat';
import type { DrawnGraph } from '../charts/drawnGraph';
import type { ImageFormat } from './chartImage';
import { documentOption, zoomedPeriod } from './exportOption';
import type { PdfChartImage } from './graphPdf';
import { legendTextMeasure, renderOffscreen, type DocumentSize } from './offscreenChart';

/** What the document exports read of the chart on screen: its option, hidden series and zoom included. */
export type DocumentChart = Pick<EChartsType, 'getOption'>;

/**
 * An image file: 16:9 at 1280 × 720 CSS px, 3200 × 1800 pixels. The size of a wide chart on a
 * laptop screen, so that its 12 px texts read at the scale a picture is usually looked at, and
 * sharp when zoomed or printed.
 */
export const IMAGE_SIZE: DocumentSize = { width: 1280, height: 720, pixelRatio: 2.5 };
/**
 * The picture of a graph's own PDF: the page's width (273 mm) for 1000 CSS px, where 12 px texts
 * print at about the 9 pt of the PDF's legend.
 */
export const PDF_GRAPH_SIZE: DocumentSize = { width: 1000, height: 540, pixelRatio: 2 };
/** A dashboard's PDF has two graphs to a page: pictures about half as high, with texts as large. */
export const PDF_DASHBOARD_SIZE: DocumentSize = { width: 720, height: 360, pixelRatio: 3 };

/**
 * A graph as an image file: its name and period on top, then the chart with its whole legend, the
 * series hidden through the legend left out. When the user zoomed, the file shows the zoomed
 * window and says so in its period.
 */
export function graphImageUrl(
  drawn: DrawnGraph,
  chart: DocumentChart,
  format: ImageFormat,
  periodText: (start: string, end: string) => string,
): Promise<string> {
  const source = chart.getOption();
  const period = zoomedPeriod(source, drawn.period) ?? drawn.period;
  const option = documentOption(
    source,
    {
      title: drawn.title,
      subtitle: periodText(formatDateTime(period.start), formatDateTime(period.end)),
      width: IMAGE_SIZE.width,
      measureText: legendTextMeasure(),
    },
    true,
  );
  return renderOffscreen(option, IMAGE_SIZE, format);
}

/**
 * The picture of a graph in a PDF: no title, period nor legend, which the page prints around it,
 * and the whole period that heading states rather than a zoomed window. JPEG: see graphPdf.ts.
 */
export async function pdfGraphImage(chart: DocumentChart | null, size: DocumentSize): Promise<PdfChartImage | null> {
  if (!chart) return null;
  const option = documentOption(
    chart.getOption(),
    { title: null, subtitle: null, legend: false, width: size.width, measureText: legendTextMeasure() },
    false,
  );
  return { dataUrl: await renderOffscreen(option, size, 'jpeg'), aspect: size.width / size.height };
}
