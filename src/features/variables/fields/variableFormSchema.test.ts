// @vitest-environment node
import { variableSchema } from '../../../entities/variables/api';
import { CHART_PALETTE } from '../../../ui/Chart/palette';
import {
  newVariableValues,
  validColor,
  variableFormSchema,
  variableFormValues,
  type VariableFormValues,
} from './variableFormSchema';

const valid: VariableFormValues = {
  name: '  Puissance chaudière  ',
  unitId: '1',
  aggregationId: '3',
  sampling: 10,
  samplingUnit: 'minutes',
  color: '#087F5B',
  representation: 'area',
  valueClasses: 12,
  symbol: ' P1 ',
  preferredAggregationId: '2',
};

/** The codes of the failed fields, by field. */
function errorsOf(values: Partial<VariableFormValues>): Record<string, string> {
  const result = variableFormSchema.safeParse({ ...valid, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('variableFormSchema', () => {
  it('gives the payload of PUT variables/{id}: ids as numbers, trimmed texts', () => {
    expect(variableFormSchema.parse(valid)).toEqual({
      name: 'Puissance chaudière',
      unitId: 1,
      aggregationId: 3,
      sampling: 10,
      samplingUnit: 'minutes',
      color: '#087F5B',
      representation: 'area',
      valueClasses: 12,
      symbol: 'P1',
      preferredAggregationId: 2,
    });
  });

  it('sends no symbol and no preferred aggregation as null', () => {
    const parsed = variableFormSchema.parse({ ...valid, symbol: '   ', preferredAggregationId: '' });
    expect(parsed.symbol).toBeNull();
    expect(parsed.preferredAggregationId).toBeNull();
  });

  it('needs a name of at most 255 characters', () => {
    expect(errorsOf({ name: '' })).toEqual({ name: 'nameRequired' });
    expect(errorsOf({ name: '    ' })).toEqual({ name: 'nameRequired' });
    expect(errorsOf({ name: 'x'.repeat(256) })).toEqual({ name: 'nameTooLong' });
    expect(errorsOf({ name: 'x'.repeat(255) })).toEqual({});
  });

  it('needs a unit and an aggregation', () => {
    expect(errorsOf({ unitId: '' })).toEqual({ unitId: 'unitRequired' });
    expect(errorsOf({ aggregationId: '' })).toEqual({ aggregationId: 'aggregationRequired' });
  });

  it('takes a sampling of a whole number of 1 or more, typed or not', () => {
    for (const sampling of ['', 0, -1, 1.5, 'abc', 40_000_000]) {
      expect(errorsOf({ sampling })).toEqual({ sampling: 'samplingInvalid' });
    }
    expect(variableFormSchema.parse({ ...valid, sampling: '15' }).sampling).toBe(15);
    expect(errorsOf({ sampling: 1 })).toEqual({});
  });

  it('takes only the sampling units of spec 000 §9', () => {
    expect(Object.keys(errorsOf({ samplingUnit: 'fortnights' as 'days' }))).toEqual(['samplingUnit']);
    for (const samplingUnit of ['seconds', 'minutes', 'hours', 'days', 'weeks', 'months', 'years'] as const) {
      expect(errorsOf({ samplingUnit })).toEqual({});
    }
  });

  it('takes a colour as #rrggbb', () => {
    for (const color of ['', '#08', 'teal', '#12345g', 'rgb(0,0,0)']) {
      expect(errorsOf({ color })).toEqual({ color: 'colorInvalid' });
    }
    expect(errorsOf({ color: ' #abcdef ' })).toEqual({});
  });

  it('takes a line, bars or an area', () => {
    expect(Object.keys(errorsOf({ representation: 'pie' as 'line' }))).toEqual(['representation']);
  });

  it('takes 1 to 100 value classes', () => {
    for (const valueClasses of ['', 0, 101, 2.5]) {
      expect(errorsOf({ valueClasses })).toEqual({ valueClasses: 'valueClassesInvalid' });
    }
    expect(errorsOf({ valueClasses: 100 })).toEqual({});
  });

  it('takes a symbol of one word of at most 32 characters', () => {
    expect(errorsOf({ symbol: 'P 1' })).toEqual({ symbol: 'symbolSpaces' });
    expect(errorsOf({ symbol: 'S'.repeat(33) })).toEqual({ symbol: 'symbolTooLong' });
  });
});

describe('the form values', () => {
  const client = { id: 1, name: 'Aciéries du Nord' };
  const place = { id: 2, name: 'Dunkerque', client };
  const variable = variableSchema.parse({
    id: 7,
    name: 'Débit vapeur',
    sourceTechnicalName: 'DKQ_00007',
    unit: { id: 9, name: 't/h' },
    aggregation: { id: 1, name: 'average' },
    place,
    projects: [{ id: 3, name: 'CPE Dunkerque', place }],
    sampling: 10,
    samplingUnit: 'minutes',
    type: 'variable',
    color: '#E8590C',
    representation: 'bar',
    valueClasses: 8,
    symbol: 'D7',
    preferredAggregation: { id: 3, name: 'max' },
  });

  it('are the stored settings, ids as text', () => {
    expect(variableFormValues(variable)).toEqual({
      name: 'Débit vapeur',
      unitId: '9',
      aggregationId: '1',
      sampling: 10,
      samplingUnit: 'minutes',
      color: '#e8590c',
      representation: 'bar',
      valueClasses: 8,
      symbol: 'D7',
      preferredAggregationId: '3',
    });
  });

  it('take the new-variable defaults for what the server leaves empty', () => {
    const empty = { color: null, representation: null, valueClasses: null, symbol: null, preferredAggregation: null };
    const values = variableFormValues({ ...variable, ...empty });
    expect(values).toMatchObject({
      color: CHART_PALETTE[0],
      representation: 'line',
      valueClasses: 10,
      symbol: '',
      preferredAggregationId: '',
    });
    // A new variable needs only a name and a unit to be valid.
    expect(Object.keys(errorsOf({ ...newVariableValues() }))).toEqual(['name', 'unitId']);
  });

  it('follow a colour only once it is complete', () => {
    expect(validColor('#08')).toBeNull();
    expect(validColor(' #087f5b')).toBe('#087f5b');
    expect(validColor(null)).toBeNull();
  });
});
