// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createFaultHandler } from './faultHandler';
import {
  faultRuleMatches,
  matchesFaultPath,
  parseFaultRules,
  parseFaultRulesReport,
  type FaultRule,
} from './faultRules';
import {
  browserFaultRules,
  createFaultSwitch,
  FAULTS_STORAGE_KEY,
  readFaultRules,
  readFaultText,
  sessionUseCounter,
} from './faultSwitch';

describe('parseFaultRulesReport: the text syntax', () => {
  it('reads every kind, with its arguments, method and times', () => {
    const { rules, problems } = parseFaultRulesReport(
      'GET user/current=code:MAINTENANCE:503;events=status:502;alerts/*=timeout;variables=slow:5000@2;PUT user/*=malformed',
    );
    expect(problems).toEqual([]);
    expect(rules).toEqual([
      { method: 'GET', path: 'user/current', kind: 'code', code: 'MAINTENANCE', status: 503 },
      { path: 'events', kind: 'status', status: 502 },
      { path: 'alerts/*', kind: 'timeout' },
      { path: 'variables', kind: 'slow', delayMs: 5000, times: 2 },
      { method: 'PUT', path: 'user/*', kind: 'malformed' },
    ]);
  });

  it('leaves the defaults to the handler and tolerates case, spaces, slashes and newlines', () => {
    const text = ' get /events/ = STATUS ;\n* alerts/**=slow\nsites=code:FORBIDDEN @1; ';
    const { rules, problems } = parseFaultRulesReport(text);
    expect(problems).toEqual([]);
    expect(rules).toEqual([
      { method: 'GET', path: 'events', kind: 'status' },
      { method: '*', path: 'alerts/**', kind: 'slow' },
      { path: 'sites', kind: 'code', code: 'FORBIDDEN', times: 1 },
    ]);
  });

  it('ignores the invalid parts, keeps the valid ones and says why', () => {
    const { rules, problems } = parseFaultRulesReport(
      [
        'events',
        'events=boom',
        'events=status:abc',
        'events=status:200',
        'events=code',
        'events=timeout:5',
        'PATCH events=timeout',
        'ev*nts=timeout',
        '**/events=timeout',
        '=timeout',
        'events=slow@0',
        'alerts=timeout',
      ].join(';'),
    );
    expect(rules).toEqual([{ path: 'alerts', kind: 'timeout' }]);
    expect(problems).toHaveLength(11);
    expect(problems[1]).toBe('"events=boom": unknown kind "boom"');
    expect(problems.join('\n')).toMatch(/"\*" must be a whole path segment/);
  });

  it('warns about ignored parts through parseFaultRules', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseFaultRules('events=boom;alerts=timeout')).toEqual([{ path: 'alerts', kind: 'timeout' }]);
    expect(warn).toHaveBeenCalledWith('[mockFaults] ignored "events=boom": unknown kind "boom"');
    warn.mockRestore();
  });
});

describe('parseFaultRulesReport: the JSON form', () => {
  it('reads an array of rules and reports the invalid ones', () => {
    const { rules, problems } = parseFaultRulesReport(
      JSON.stringify([
        { method: 'GET', path: '/user/current', kind: 'code', code: 'MAINTENANCE', status: 503, times: 1 },
        { path: 'events', kind: 'explode' },
        { path: 'events', kind: 'slow', delay: 10 },
        'events=timeout',
      ]),
    );
    expect(rules).toEqual([
      { method: 'GET', path: 'user/current', kind: 'code', code: 'MAINTENANCE', status: 503, times: 1 },
    ]);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^rule 1: kind:/);
  });

  it('reports JSON that does not parse or is not an array', () => {
    expect(parseFaultRulesReport('[{').problems).toEqual(['the JSON is not valid']);
    expect(parseFaultRulesReport('{"path":"events","kind":"timeout"}')).toEqual({
      rules: [],
      problems: ['the JSON is not an array of rules'],
    });
  });
});

describe('matchesFaultPath and faultRuleMatches', () => {
  it.each([
    ['events', 'events', true],
    ['events', 'events/', true],
    ['events', 'events/3', false],
    ['events/*', 'events/3', true],
    ['events/*', 'events', false],
    ['events/*', 'events/3/ack', false],
    ['*/current', 'user/current', true],
    ['events/**', 'events', true],
    ['events/**', 'events/3/ack', true],
    ['events/**', 'eventsx/3', false],
    ['**', 'anything/at/all', true],
    ['alerts/12', 'alerts/12', true],
    ['alerts/12', 'alerts/13', false],
  ])('%s against %s: %s', (pattern, path, expected) => {
    expect(matchesFaultPath(pattern, path)).toBe(expected);
  });

  it('matches the method, any method when omitted or "*"', () => {
    const rule: FaultRule = { method: 'PUT', path: 'user/*', kind: 'malformed' };
    expect(faultRuleMatches(rule, 'put', 'user/3')).toBe(true);
    expect(faultRuleMatches(rule, 'GET', 'user/3')).toBe(false);
    expect(faultRuleMatches({ ...rule, method: '*' }, 'DELETE', 'user/3')).toBe(true);
    expect(faultRuleMatches({ path: 'user/*', kind: 'timeout' }, 'POST', 'user/3')).toBe(true);
  });
});

const storage = (value: string | null) => {
  const items = new Map<string, string>(value === null ? [] : [[FAULTS_STORAGE_KEY, value]]);
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, next: string) => void items.set(key, next),
  };
};

describe('the switches', () => {
  const url = (search: string) => ({ search });

  it('prefers the URL, then sessionStorage, then localStorage', () => {
    const storages = { session: storage('events=status'), local: storage('alerts=timeout') };
    expect(readFaultText(url('?mockFaults=GET+user/current=malformed'), storages)).toBe('GET user/current=malformed');
    expect(readFaultText(url('?other=1'), storages)).toBe('events=status');
    expect(readFaultText(null, { session: storage(null), local: storage('alerts=timeout') })).toBe('alerts=timeout');
    expect(readFaultText(url(''), {})).toBeNull();
  });

  it('lets a present but empty switch turn the lower ones off', () => {
    expect(readFaultRules(url('?mockFaults='), { local: storage('alerts=timeout') })).toEqual([]);
    expect(readFaultRules(url(''), { session: storage(''), local: storage('alerts=timeout') })).toEqual([]);
  });

  it('survives storage that throws', () => {
    const forbidden = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readFaultRules(url(''), { session: forbidden, local: storage('alerts=timeout') })).toEqual([
      { path: 'alerts', kind: 'timeout' },
    ]);
  });

  it('copies the URL switch into sessionStorage once, then follows storage', () => {
    const page = {
      location: url('?mockFaults=events=timeout'),
      sessionStorage: storage(null),
      localStorage: storage(null),
    };
    const getRules = browserFaultRules(page);
    expect(page.sessionStorage.getItem(FAULTS_STORAGE_KEY)).toBe('events=timeout');
    page.location = url(''); // the sign-in redirects drop the query
    const first = getRules();
    expect(first).toEqual([{ path: 'events', kind: 'timeout' }]);
    expect(getRules()).toBe(first); // same objects while unchanged, so `times` counts hold
    page.sessionStorage.setItem(FAULTS_STORAGE_KEY, 'alerts=malformed');
    expect(getRules()).toEqual([{ path: 'alerts', kind: 'malformed' }]);
  });

  it('keeps the URL switch first when sessionStorage refuses the copy', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const getRules = browserFaultRules({
      location: url('?mockFaults=events=timeout'),
      sessionStorage: refusing,
      localStorage: storage('alerts=malformed'),
    });
    expect(getRules()).toEqual([{ path: 'events', kind: 'timeout' }]);
  });

  it('keeps the `times` counts in sessionStorage, so that a reloaded page does not fire a used rule again', () => {
    const session = storage('GET events=status:401@1');
    const page = { location: url(''), sessionStorage: session, localStorage: storage(null) };
    const before = browserFaultRules(page);
    const counter = sessionUseCounter(page, before);
    const [rule] = before();
    if (!rule) throw new Error('no rule');
    counter.use(rule);
    // The reload: new rule objects, the same storage.
    const after = browserFaultRules(page);
    const [again] = after();
    if (!again) throw new Error('no rule');
    expect(sessionUseCounter(page, after).used(again)).toBe(1);
    // New rules' text: the counts start afresh.
    session.setItem(FAULTS_STORAGE_KEY, 'GET events=status:500@1');
    const [changed] = after();
    if (!changed) throw new Error('no rule');
    expect(sessionUseCounter(page, after).used(changed)).toBe(0);
  });
});

const BASE = 'http://localhost/api/';
const faults = createFaultSwitch();
let fallbackHits = 0;
const server = setupServer(
  createFaultHandler(BASE, faults.getRules),
  // Answers GET only, so a POST no rule concerns is left unhandled.
  http.get(`${BASE}*`, ({ request }) => {
    fallbackHits += 1;
    return HttpResponse.json({ fallback: new URL(request.url).pathname });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  faults.setFaults([]);
  fallbackHits = 0;
});
afterAll(() => server.close());

const call = (path: string, init?: RequestInit) => fetch(`${BASE}${path}`, init);

describe('createFaultHandler through msw/node', () => {
  it('answers status faults with the error body, 500 by default', async () => {
    faults.setFaults('events=status;alerts/*=status:404');
    const events = await call('events?page=2');
    expect(events.status).toBe(500);
    expect(await events.json()).toEqual({ messages: ['ERROR'] });
    expect((await call('alerts/12')).status).toBe(404);
  });

  it('answers code faults with the code, 400 by default', async () => {
    faults.setFaults([
      { method: 'GET', path: 'user/current', kind: 'code', code: 'MAINTENANCE', status: 503 },
      { path: 'sites', kind: 'code', code: 'FORBIDDEN' },
    ]);
    const user = await call('user/current');
    expect(user.status).toBe(503);
    expect(await user.json()).toEqual({ messages: ['MAINTENANCE'] });
    const sites = await call('sites');
    expect(sites.status).toBe(400);
    expect(await sites.json()).toEqual({ messages: ['FORBIDDEN'] });
  });

  it('answers malformed faults with a JSON content type and a body that does not parse', async () => {
    faults.setFaults('PUT user/*=malformed');
    const response = await call('user/3', { method: 'PUT', body: '{}' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    const body = await response.text();
    expect(() => JSON.parse(body) as unknown).toThrow(SyntaxError);
  });

  it('answers mismatch faults with valid JSON of a shape no answer has', async () => {
    faults.setFaults('GET events/*=mismatch');
    const response = await call('events/3');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ unexpected: true });
  });

  it('answers network faults with no answer at all, at once', async () => {
    faults.setFaults('GET sites=network');
    await expect(call('sites')).rejects.toThrow(TypeError);
  });

  it('lets requests no rule matches reach the real handlers', async () => {
    faults.setFaults('PUT user/*=malformed;alerts/*=timeout');
    expect(await (await call('user/3')).json()).toEqual({ fallback: '/api/user/3' });
    expect(await (await call('alerts')).json()).toEqual({ fallback: '/api/alerts' });
    expect(fallbackHits).toBe(2);
  });

  it('leaves requests no rule matches unhandled, so onUnhandledRequest still reports them', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    faults.setFaults('GET events=status');
    await expect(call('events', { method: 'POST' })).rejects.toThrow();
    faults.setFaults('POST events=status');
    expect((await call('events', { method: 'POST' })).status).toBe(500);
    error.mockRestore();
  });

  it('honours times, then lets the next matching rule or the real handler answer', async () => {
    faults.setFaults('events=status:503@2;events=code:LATER@1');
    expect((await call('events')).status).toBe(503);
    expect((await call('events')).status).toBe(503);
    expect(await (await call('events')).json()).toEqual({ messages: ['LATER'] });
    expect((await call('events')).status).toBe(200);
    faults.setFaults('events=status:503@1'); // setting rules again starts the counts afresh
    expect((await call('events')).status).toBe(503);
  });

  it('delays slow requests, then lets the real handler answer', async () => {
    // A fake clock, not a measured one: the answer must not come a moment before the delay.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      faults.setFaults('variables=slow:80');
      let answered = false;
      const response = call('variables').finally(() => {
        answered = true;
      });
      await vi.advanceTimersByTimeAsync(79);
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await (await response).json()).toEqual({ fallback: '/api/variables' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('never answers timeout faults, and ends them without the real handler once aborted', async () => {
    faults.setFaults('alerts/*=timeout');
    const request = call('alerts/12', { signal: AbortSignal.timeout(50) });
    await expect(request).rejects.toThrow(/abort|timeout/i);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fallbackHits).toBe(0);
  });

  it('ignores requests outside the API base, and resolves a relative base', async () => {
    const relative = createFaultSwitch();
    relative.setFaults('**=status:418');
    server.use(createFaultHandler('/api/', relative.getRules));
    expect((await call('events')).status).toBe(418);
    server.resetHandlers();
    faults.setFaults('**=status');
    server.use(http.get('http://localhost/other/events', () => HttpResponse.text('other')));
    expect(await (await fetch('http://localhost/other/events')).text()).toBe('other');
    server.resetHandlers();
  });
});
