// @vitest-environment node
import { EXPORT_FORM_ERRORS, exportFormSchema, exportRequestPayload, type ExportFormValues } from './exportForm';
import { configPayload, samplingChoiceOf } from './configForm';
import { stringifySearchParams } from '../../../lib/searchParams';
import { selectionOf, selfServiceSearchSchema, withSelection } from './selfServiceSearch';

const NOW = new Date('2026-11-25T10:00:00.000Z');
const schema = exportFormSchema(() => NOW);
const valid: ExportFormValues = {
  variables: [
    { variableId: 12, aggregationId: 1 },
    { variableId: 40, aggregationId: 5 },
  ],
  period: { shortcut: 'J-7' },
  sampling: 'auto',
  format: 'xlsx',
  title: ' Export novembre ',
};

function errorsOf(values: ExportFormValues): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the export request form', () => {
  it('accepts a complete selection and sends its body: trimmed title, period, format, no sampling "as recorded"', () => {
    expect(errorsOf(valid)).toEqual({});
    const body = exportRequestPayload(valid, 7, NOW);
    expect(body).toEqual({
      title: 'Export novembre',
      projectId: 7,
      variables: valid.variables,
      start: '2026-11-18T10:00:00.000Z',
      end: '2026-11-25T10:00:00.000Z',
      format: 'xlsx',
    });
    expect('projectId' in exportRequestPayload(valid, undefined, NOW)).toBe(false);
  });

  it('asks for at least one variable, a title and a period that ends after it starts and is not in the future', () => {
    expect(errorsOf({ ...valid, variables: [], title: '  ' })).toEqual({
      variables: EXPORT_FORM_ERRORS.variables,
      title: EXPORT_FORM_ERRORS.title,
    });
    expect(errorsOf({ ...valid, period: { start: '2026-11-20T10:00', end: '2026-11-19T10:00' } })).toEqual({
      period: EXPORT_FORM_ERRORS.period,
    });
    expect(errorsOf({ ...valid, period: { start: '2026-12-01T00:00', end: '2026-12-02T00:00' } })).toEqual({
      period: EXPORT_FORM_ERRORS.periodFuture,
    });
    expect(errorsOf({ ...valid, variables: [{ variableId: 3, aggregationId: 0 }] })).toEqual({
      variables: EXPORT_FORM_ERRORS.variablesLoading,
    });
    const many = Array.from({ length: 51 }, (_, index) => ({ variableId: index + 1, aggregationId: 1 }));
    expect(errorsOf({ ...valid, variables: many })).toEqual({ variables: EXPORT_FORM_ERRORS.tooManyVariables });
  });

  it('sends the chosen sampling when it fits, the finest that fits when not (spec 001 §5)', () => {
    expect(exportRequestPayload({ ...valid, sampling: '1h' }, 1, NOW)).toMatchObject({
      sampling: 1,
      samplingUnit: 'hours',
    });
    // Six months at 10 minutes is about 26,000 points: over the limit of 10,000.
    const long = exportRequestPayload({ ...valid, period: { shortcut: 'M-6' }, sampling: '10min' }, 1, NOW);
    expect([long.sampling, long.samplingUnit]).toEqual([30, 'minutes']);
  });
});

describe('the selection in the URL', () => {
  it('reads variables with or without their aggregation, drops repeats and malformed parts, and writes them back', () => {
    const search = selfServiceSearchSchema.parse({
      v: ['12:3', 40, 'x', '12:4'],
      range: 'M-1',
      format: 'pdf',
      tab: 'configs',
    });
    // A variable without its aggregation stays a number: written back as `v=40`, not `v="40"`.
    expect(search.v).toEqual(['12:3', 40]);
    expect(stringifySearchParams({ v: search.v })).toBe('?v=12%3A3&v=40');
    expect(search.format).toBeUndefined();
    const selection = selectionOf(search);
    expect(selection.variables).toEqual([
      { variableId: 12, aggregationId: 3 },
      { variableId: 40, aggregationId: 0 },
    ]);
    expect(selection.period).toEqual({ shortcut: 'M-1' });
    expect(withSelection(search, { ...selection, period: { shortcut: 'J-7' }, format: 'xlsx', title: 'A' })).toEqual({
      v: ['12:3', 40],
      format: 'xlsx',
      title: 'A',
      tab: 'configs',
    });
  });

  it('keeps a configuration’s sampling as the form’s choice, and saves the choice back', () => {
    expect(samplingChoiceOf({ sampling: 1, samplingUnit: 'days' })).toBe('1d');
    expect(samplingChoiceOf({ sampling: 5, samplingUnit: 'minutes' })).toBe('auto');
    expect(configPayload({ title: 'T', projectId: 3 }, valid.variables, '1w')).toEqual({
      title: 'T',
      projectId: 3,
      variables: valid.variables,
      sampling: 1,
      samplingUnit: 'weeks',
    });
  });
});
