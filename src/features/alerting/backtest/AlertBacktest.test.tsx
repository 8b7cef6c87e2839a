import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { TEST_API_BASE_URL } from '../../../../mocks/node';
import type { AlertTypeName } from '../../../entities/alerting/alertTypes';
import type { ActivationParameters } from '../../../entities/alerting/thresholds';
import { setupMockApiClient } from '../../../test/mockApiClient';
import { renderWithProviders } from '../../../test/renderWithApp';
import { AlertBacktest, type AlertBacktestProps } from './AlertBacktest';

const api = await setupMockApiClient('u2', { quiet: true, resetBeforeEach: true });
const HOUR = 3_600_000;

/** graph-data calls received (the backtest must make one per variable, none per threshold move). */
const graphDataCalls: URL[] = [];
api.server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/graph-data')) graphDataCalls.push(url);
});

/** Hourly values, each its UTC hour (0 … 23): a high alert at 20 is active from 20:00 to 24:00 UTC every day. */
function sawtoothGraphData() {
  return http.get(`${TEST_API_BASE_URL}graph-data`, ({ request }) => {
    const url = new URL(request.url);
    const start = Date.parse(url.searchParams.get('start') ?? '');
    const end = Date.parse(url.searchParams.get('end') ?? '');
    const data: [number, number | null][] = [];
    for (let at = start; at < end; at += HOUR) data.push([at, new Date(at).getUTCHours()]);
    return HttpResponse.json({
      id: Number(url.searchParams.get('id')),
      aggregationId: 1,
      type: 'variable',
      data,
      unit: { id: 1, name: 'kW' },
      sampling: 1,
      samplingUnit: 'hours',
      samplingAdjusted: false,
      start: new Date(start).toISOString(),
      end: new Date(end).toISOString(),
    });
  });
}

/** jsdom has no canvas: a do-nothing 2D context lets echarts run (what it draws is tested in the option). */
const noop = () => undefined;
const canvasContext = new Proxy<Record<string | symbol, unknown>>(
  {},
  { get: (target, key) => (key in target ? target[key] : key === 'measureText' ? () => ({ width: 0 }) : noop) },
);
const originalGetContext = Object.getOwnPropertyDescriptor(HTMLCanvasElement.prototype, 'getContext');
beforeAll(() => {
  Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', { configurable: true, value: () => canvasContext });
});
afterAll(() => {
  if (originalGetContext) Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', originalGetContext);
});

/** The backtest reads the 14 days before the current hour: 10 to 24 November 2026 at 10:00 UTC. */
const NOW = Date.UTC(2026, 10, 24, 10, 30);

beforeEach(() => {
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
  graphDataCalls.length = 0;
  api.server.use(sawtoothGraphData());
});

/** Every day, 21h to 22h local: 20:00 to 21:00 UTC in November in Paris, when the value is 20. */
const EVENINGS = {
  id: 1,
  name: 'Soirées',
  days: Array.from({ length: 7 }, () => true),
  hours: Array.from({ length: 24 }, (_, hour) => hour === 21),
};

const VARIABLE: AlertBacktestProps['variable'] = { id: 1, aggregationId: 1, sampling: 1, samplingUnit: 'hours' };

/** A stand-in for the editor: the backtest and a button that moves the activation threshold. */
function renderHost(
  type: AlertTypeName,
  initial: Partial<ActivationParameters>,
  props: Partial<AlertBacktestProps> = {},
) {
  function Host() {
    const [parameters, setParameters] = useState(initial);
    const [scenarios, setScenarios] = useState<AlertBacktestProps['scenarios']>([]);
    return (
      <>
        <button type="button" onClick={() => setParameters((current) => ({ ...current, activationHigh: 22 }))}>
          Move the threshold
        </button>
        <button type="button" onClick={() => setScenarios([EVENINGS])}>
          Choose the evenings
        </button>
        <AlertBacktest
          variable={VARIABLE}
          type={type}
          parameters={parameters}
          scenarios={scenarios}
          timeZone="Europe/Paris"
          {...props}
        />
      </>
    );
  }
  return renderWithProviders(<Host />);
}

/** The summary the editor's e2e reads, once it says `text`. */
async function expectResult(text: RegExp | string) {
  await waitFor(() => expect(screen.getByRole('status', { name: 'Backtest result' })).toHaveTextContent(text), {
    timeout: 5000,
  });
}

describe('AlertBacktest', () => {
  it('replays the thresholds on the last 14 days and follows a threshold move without a new request', async () => {
    renderHost('high', { activationHigh: 20 });
    // 20:00 to 24:00 UTC on each of 14 days (10 to 23 November).
    await expectResult(/^14 events, 2d 8h 0min in total over the last 14 days$/);
    expect(graphDataCalls).toHaveLength(1);
    const [call] = graphDataCalls;
    expect(call?.searchParams.get('preferredSampling')).toBe('1');
    expect(call?.searchParams.get('preferredSamplingUnit')).toBe('hours');
    expect(call?.searchParams.get('start')).toBe('2026-11-10T10:00:00.000Z');
    expect(call?.searchParams.get('end')).toBe('2026-11-24T10:00:00.000Z');

    await userEvent.click(screen.getByRole('button', { name: 'Move the threshold' }));
    await expectResult(/^14 events, 1d 4h 0min in total/);
    expect(graphDataCalls).toHaveLength(1);
    // A scenario choice recomputes the window, without a request either (22h UTC is 23h in Paris).
    await userEvent.click(screen.getByRole('button', { name: 'Choose the evenings' }));
    await expectResult('No event over the last 14 days');
    expect(graphDataCalls).toHaveLength(1);
    expect(screen.getByRole('img', { name: /The watched variable over the last 14 days/ })).toBeInTheDocument();
  });

  it('says what is missing while the activation threshold is not typed', async () => {
    renderHost('high', {});
    await expectResult('Enter the activation thresholds to see what this alert would have done.');
    await userEvent.click(screen.getByRole('button', { name: 'Move the threshold' }));
    await expectResult(/^14 events, 1d 4h 0min in total/);
  });

  it('explains invalid thresholds instead of counting', async () => {
    renderHost('high', { activationHigh: 5, deactivationHigh: 8 });
    await expectResult(/These thresholds break the threshold rules/);
  });

  it('explains that a communication alert has nothing to replay, and reads nothing', async () => {
    renderHost('com', {});
    expect(await screen.findByText(/watches data acquisition, not values/)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Backtest result' })).not.toBeInTheDocument();
    expect(graphDataCalls).toHaveLength(0);
  });

  it('asks for a variable first', async () => {
    renderHost('high', { activationHigh: 20 }, { variable: null });
    expect(await screen.findByText('Choose a variable to replay this alert on its history.')).toBeInTheDocument();
    expect(graphDataCalls).toHaveLength(0);
  });

  it('shows a failed read with Retry, never a count', async () => {
    // Before the sawtooth handler: one server error, then the data.
    api.server.use(
      http.get(
        `${TEST_API_BASE_URL}graph-data`,
        () => HttpResponse.json({ messages: ['SERIALIZER_ERROR'] }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    renderHost('high', { activationHigh: 20 });
    const retry = await screen.findByRole(
      'button',
      { name: "Retry loading the variable's history" },
      { timeout: 5000 },
    );
    expect(screen.getByText("Could not load the variable's history.")).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Backtest result' })).not.toBeInTheDocument();
    await userEvent.click(retry);
    await expectResult(/^14 events/);
  });

  it("tells when the alert's sampling would exceed the point limit and the server chose another", async () => {
    renderHost('high', { activationHigh: 20 }, { variable: { ...VARIABLE, sampling: 1, samplingUnit: 'minutes' } });
    await expectResult(/^14 events/);
    // 14 days at 1 minute is 20,160 points: the preferred sampling is left out (spec 000 §4).
    expect(graphDataCalls[0]?.searchParams.has('preferredSampling')).toBe(false);
    expect(
      screen.getByText("Replayed with a sampling of 1 hour: the alert's own would exceed 10,000 points over 14 days."),
    ).toBeInTheDocument();
  });

  it('counts only the hours of the chosen scenarios, in French', async () => {
    // 21h in Paris is 20:00 UTC in November (value 20): one hour a day.
    renderWithProviders(
      <AlertBacktest
        variable={VARIABLE}
        type="high"
        parameters={{ activationHigh: 20 }}
        scenarios={[EVENINGS]}
        timeZone="Europe/Paris"
      />,
      { locale: 'fr' },
    );
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Résultat du rejeu' })).toHaveTextContent(
        /^14 événements, 14h 0min au total sur les 14 derniers jours$/,
      ),
    );
  });
});
