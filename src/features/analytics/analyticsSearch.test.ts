import {
  analyticsSearchSchema,
  inputProblems,
  inputsFromConfiguration,
  inputsFromSearch,
  modelizationRequestOf,
  parsePair,
  searchFromInputs,
} from './analyticsSearch';

const NOW = new Date('2026-11-23T09:00:00Z');

describe('the data-analytics URL', () => {
  it('reads a shared link’s inputs and writes them back the same, defaults left out', () => {
    const search = analyticsSearchSchema.parse({
      projectId: '1',
      target: '3:5',
      explain: ['4:1', '10:1'],
      sampling: '1',
      samplingUnit: 'hours',
      range: 'M-1',
    });
    const inputs = inputsFromSearch(search);
    expect(inputs).toMatchObject({
      projectId: 1,
      target: { variableId: 3, aggregationId: 5 },
      explanatory: [
        { variableId: 4, aggregationId: 1 },
        { variableId: 10, aggregationId: 1 },
      ],
      period: { shortcut: 'M-1' },
      sampling: { sampling: 1, samplingUnit: 'hours' },
    });
    expect(searchFromInputs(inputs)).toEqual(search);
    // M-3 and one day are the defaults: not written.
    expect(
      searchFromInputs({ ...inputs, period: { shortcut: 'M-3' }, sampling: { sampling: 1, samplingUnit: 'days' } }),
    ).toEqual({
      projectId: 1,
      target: '3:5',
      explain: ['4:1', '10:1'],
    });
  });

  it('drops what is malformed rather than refusing the page, and keeps the valid explanatory pairs', () => {
    const search = analyticsSearchSchema.parse({
      projectId: 'x',
      target: '3',
      explain: ['4:1', 'oops', '0:1'],
      samplingUnit: 'fortnights',
    });
    expect(search).toEqual({ explain: ['4:1'] });
    expect(inputsFromSearch(search).sampling).toEqual({ sampling: 1, samplingUnit: 'days' });
    expect(parsePair(' 12:3 ')).toEqual({ variableId: 12, aggregationId: 3 });
    expect(parsePair('12-3')).toBeNull();
  });

  it('says what is missing, and that the modelled variable cannot explain itself', () => {
    const empty = inputsFromSearch({});
    expect(inputProblems(empty)).toEqual(['project', 'target', 'explanatory']);
    const itself = inputsFromSearch({ projectId: 1, target: '3:5', explain: ['3:5'] });
    expect(inputProblems(itself)).toEqual(['explainsItself']);
    expect(modelizationRequestOf(itself, NOW)).toBeNull();
    // Another aggregation of the same variable may explain it.
    expect(inputProblems(inputsFromSearch({ projectId: 1, target: '3:5', explain: ['3:1'] }))).toEqual([]);
  });

  it('sends the period resolved now and a sampling the period allows, with the saved configuration’s id', () => {
    const inputs = inputsFromSearch({
      projectId: 1,
      configurationId: 7,
      target: '3:5',
      explain: ['4:1'],
      range: 'J-7',
    });
    expect(modelizationRequestOf(inputs, NOW)).toEqual({
      configurationId: 7,
      projectId: 1,
      variableToModel: { variableId: 3, aggregationId: 5 },
      variablesExplicatives: [{ variableId: 4, aggregationId: 1 }],
      start: '2026-11-16T09:00:00.000Z',
      end: '2026-11-23T09:00:00.000Z',
      sampling: 1,
      samplingUnit: 'days',
    });
    // A minute over a year is 525,600 points: over the limit, the finest step that fits is sent.
    const fine = {
      ...inputs,
      period: { shortcut: 'YTD' as const },
      sampling: { sampling: 1, samplingUnit: 'minutes' as const },
    };
    expect(modelizationRequestOf(fine, NOW)).toMatchObject({ sampling: 1, samplingUnit: 'hours' });
  });

  it('loads a saved configuration as inputs: its fixed period on the site’s clock and its id', () => {
    const inputs = inputsFromConfiguration({
      id: 4,
      projectId: 2,
      variableToModel: { variableId: 3, aggregationId: 5 },
      variablesExplicatives: [{ variableId: 4, aggregationId: 1 }],
      start: '2026-08-20T22:00:00.000Z',
      end: '2026-11-14T23:00:00.000Z',
      sampling: 1,
      samplingUnit: 'hours',
    });
    expect(inputs.period).toEqual({ start: '2026-08-21T00:00', end: '2026-11-15T00:00' });
    expect(searchFromInputs(inputs)).toMatchObject({
      configurationId: 4,
      start: '2026-08-21T00:00',
      samplingUnit: 'hours',
    });
  });
});
