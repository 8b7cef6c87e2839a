import { MantineProvider } from '@mantine/core';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import fr from '../../../messages/fr.json';
import { LocaleProvider } from '../../i18n/LocaleProvider';
import { Chart } from './Chart';
import { categoryBarOption } from './categoryBarOption';
import { echarts } from './echartsSetup';
import { CHART_PALETTE } from './palette';
import { timeSeriesOption } from './timeSeriesOption';
import { useQualityLabelText } from './useQualityLabelText';
import { acceptingContext } from '../../test/acceptingCanvas';

const option = categoryBarOption({
  categories: ['Critique', 'Majeure'],
  series: [{ name: 'Événements', values: [3, 5] }],
  locale: 'fr',
});

function renderChart(props: Partial<Parameters<typeof Chart>[0]> = {}) {
  return render(
    <MantineProvider>
      <Chart option={option} label="Événements par criticité" {...props} />
    </MantineProvider>,
  );
}

/** The element echarts-for-react initialises echarts on, once echarts' chunk has loaded. */
async function echartsElement(image: HTMLElement): Promise<HTMLElement> {
  return waitFor(() => {
    const element = image.querySelector<HTMLElement>('.echarts-for-react');
    if (!element) throw new Error('no echarts container');
    return element;
  });
}

// jsdom lays nothing out: give elements a size so that echarts initialises instead of warning.
const sizes = { clientWidth: 600, clientHeight: 300 } as const;
const original = Object.fromEntries(
  Object.keys(sizes).map((key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)]),
);

const originalGetContext = Object.getOwnPropertyDescriptor(HTMLCanvasElement.prototype, 'getContext');

beforeAll(() => {
  for (const [key, value] of Object.entries(sizes)) {
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  }
  Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
    configurable: true,
    value: acceptingContext,
  });
});
afterAll(() => {
  for (const [key, descriptor] of Object.entries(original)) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
  }
  if (originalGetContext) Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', originalGetContext);
});

describe('Chart', () => {
  it('exposes the canvas as one image named by the label, described by the summary', () => {
    renderChart({ summary: 'Critique 3, Majeure 5', height: 240 });
    const image = screen.getByRole('img', { name: 'Événements par criticité' });
    expect(image).toHaveAccessibleDescription('Critique 3, Majeure 5');
  });

  it('draws its frame at once and the canvas once echarts has loaded', async () => {
    renderChart();
    const image = screen.getByRole('img', { name: 'Événements par criticité' });
    // echarts is a chunk of its own: the first render has the chart's place, not the canvas yet.
    expect(image.querySelector('.echarts-for-react')).toBeNull();
    await echartsElement(image);
  });

  it('creates an echarts instance with the product theme and disposes it on unmount', async () => {
    const { unmount } = renderChart();
    const element = await echartsElement(screen.getByRole('img', { name: 'Événements par criticité' }));
    await waitFor(() => expect(echarts.getInstanceByDom(element)).toBeTruthy());
    const instance = echarts.getInstanceByDom(element);
    expect(instance).toBeTruthy();
    expect(instance?.isDisposed()).toBeFalsy();
    unmount();
    expect(instance?.isDisposed()).toBe(true);
    expect(echarts.getInstanceByDom(element)).toBeUndefined();
  });

  it('applies the palette through the theme to an option that sets no colours', async () => {
    renderChart({
      option: {
        xAxis: { type: 'category', data: ['a'] },
        yAxis: { type: 'value' },
        series: [{ type: 'bar', data: [1] }],
      },
    });
    const element = await echartsElement(screen.getByRole('img', { name: 'Événements par criticité' }));
    await waitFor(() => expect(echarts.getInstanceByDom(element)).toBeTruthy());
    const applied = echarts.getInstanceByDom(element)?.getOption() as { color?: unknown } | undefined;
    expect(applied?.color).toEqual([...CHART_PALETTE]);
  });

  it('draws its first option with the zoom and mark lines it registers on demand', async () => {
    const start = Date.parse('2026-11-16T09:00:00Z');
    // onChartReady follows echarts-for-react's first setOption: what the instance made of it. echarts
    // keeps an option part it has not registered as plain data, so the test asks the parts to work:
    // the zoom to move, the mark line to have its model.
    type Drawn = { dataZoom?: { start?: number }[]; markLine?: unknown[] };
    let firstDrawn: Drawn | undefined;
    renderChart({
      option: timeSeriesOption({
        series: [{ name: 'Puissance', unit: 'kW', points: [0, 1, 2].map((i) => [start + i * 3_600_000, i] as const) }],
        thresholds: [{ label: 'Seuil', value: 2 }],
        locale: 'fr',
      }),
      onChartReady: (instance) => {
        instance.dispatchAction({ type: 'dataZoom', start: 40, end: 60 });
        firstDrawn ??= instance.getOption() as Drawn;
      },
    });
    await waitFor(() => expect(firstDrawn).toBeDefined());
    expect(firstDrawn?.dataZoom?.[0]?.start).toBe(40);
    expect(firstDrawn?.markLine).toHaveLength(1);
  });

  it('draws an option needing a part registered later on an echarts instance created after it', async () => {
    const { rerender } = renderChart();
    const element = await echartsElement(screen.getByRole('img', { name: 'Événements par criticité' }));
    await waitFor(() => expect(echarts.getInstanceByDom(element)).toBeTruthy());
    const first = echarts.getInstanceByDom(element);
    const scatter = {
      xAxis: { type: 'value' },
      yAxis: { type: 'value' },
      series: [{ type: 'scatter', data: [[1, 2]] }],
    };
    rerender(
      <MantineProvider>
        <Chart option={scatter} label="Événements par criticité" />
      </MantineProvider>,
    );
    // An instance copies echarts' layouts when created: the scatter layout needs a new one.
    await waitFor(() => {
      const current = screen
        .getByRole('img', { name: 'Événements par criticité' })
        .querySelector<HTMLElement>('.echarts-for-react');
      const instance = current ? echarts.getInstanceByDom(current) : undefined;
      expect(instance).toBeTruthy();
      expect(instance).not.toBe(first);
      expect((instance?.getOption() as { series: { type: string }[] }).series[0]?.type).toBe('scatter');
    });
    expect(first?.isDisposed()).toBe(true);
  });

  it('marks the chart busy while loading', () => {
    renderChart({ loading: true });
    expect(screen.getByRole('img', { name: 'Événements par criticité' })).toHaveAttribute('aria-busy', 'true');
  });
});

describe('useQualityLabelText', () => {
  it('translates the data-quality labels', () => {
    const { result } = renderHook(() => useQualityLabelText(), {
      wrapper: ({ children }) => (
        <LocaleProvider initial="fr" initialMessages={fr}>
          {children}
        </LocaleProvider>
      ),
    });
    expect(result.current).toEqual({ com: 'Communication', nodata: 'Pas de données', offline: 'Hors ligne' });
  });
});
