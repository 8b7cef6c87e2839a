import { cleanSearch, parseSearchParams, stringifySearchParams } from '../../../lib/searchParams';
import {
  variableFilterParams,
  variableListParamsFrom,
  variablesSearch,
  type VariablesSearch,
  variablesSearchSchema,
} from './variablesSearch';

const full: VariablesSearch = {
  clientId: 1,
  placeId: 3,
  projectId: 7,
  name: 'Compresseur',
  unitName: 'kWh',
  sourceTechnicalName: 'DKQ_',
  projectName: 'Air',
  type: 'persisted_formula',
  deviceId: 12,
  page: 3,
  pageSize: 100,
  sort: '-lastDataDate',
};

describe('variablesSearchSchema', () => {
  it('round-trips a full search through the URL unchanged', () => {
    expect(variablesSearchSchema.parse(full)).toEqual(full);
    const url = stringifySearchParams(cleanSearch(full, variablesSearch.defaults));
    expect(variablesSearchSchema.parse(parseSearchParams(url))).toEqual(full);
  });

  it('keeps the home link’s projectId and reads numbers written as text', () => {
    expect(variablesSearchSchema.parse(parseSearchParams('?projectId=5'))).toEqual({ projectId: 5 });
    // A name that looks like a number stays text.
    const url = stringifySearchParams({ name: '123', unitName: 'true' });
    expect(variablesSearchSchema.parse(parseSearchParams(url))).toEqual({ name: '123', unitName: 'true' });
  });

  it('drops malformed values one by one and keeps the rest', () => {
    const parsed = variablesSearchSchema.parse({
      clientId: -2,
      placeId: 'abc',
      projectId: 4.5,
      name: '  pompe  ',
      unitName: 'x'.repeat(201),
      type: 'scalar',
      deviceId: '0',
      page: 0,
      pageSize: 30,
      sort: '-password',
      unknown: 'x',
    });
    expect(parsed).toEqual({ name: 'pompe' });
  });

  it('leaves the defaults out of the URL', () => {
    const search = variablesSearchSchema.parse({ page: 1, pageSize: 50, name: '' });
    expect(cleanSearch(search, variablesSearch.defaults)).toEqual({});
    expect(stringifySearchParams(cleanSearch(search, variablesSearch.defaults))).toBe('');
  });

  it('accepts every sort field both ways and no sort as the server’s order', () => {
    expect(variablesSearchSchema.parse({ sort: 'sourceTechnicalName' }).sort).toBe('sourceTechnicalName');
    expect(variablesSearch.sortOf({ sort: '-unit' })).toEqual({ field: 'unit', descending: true });
    expect(variablesSearch.sortOf({})).toBeNull();
  });
});

describe('variables search changes', () => {
  it('goes back to page 1 on a filter or sort change, keeping the page size', () => {
    expect(variablesSearch.withFilter(full, { name: 'Four' })).toEqual({ ...full, name: 'Four', page: undefined });
    const sorted = variablesSearch.withSort(full, { field: 'name', descending: false });
    expect(sorted.sort).toBe('name');
    expect(sorted).not.toHaveProperty('page');
    expect(variablesSearch.withSort(full, null)).not.toHaveProperty('sort');
  });

  it('drops the device when the site changes, keeps it otherwise', () => {
    expect(variablesSearch.withFilter(full, { placeId: 4 })).not.toHaveProperty('deviceId');
    expect(variablesSearch.withFilter(full, { placeId: 3, projectId: undefined }).deviceId).toBe(12);
    expect(variablesSearch.withFilter(full, { type: 'formula' }).deviceId).toBe(12);
  });

  it('clears a text filter emptied by the user', () => {
    expect(variablesSearch.withFilter(full, { name: '' })).not.toHaveProperty('name');
  });

  it('resets every filter but keeps the sort and the page size', () => {
    expect(variablesSearch.withoutFilters(full)).toEqual({ sort: '-lastDataDate', pageSize: 100 });
  });
});

describe('GET variables params of a view', () => {
  it('sends every filter with the sort and the page', () => {
    expect(variableListParamsFrom(full)).toEqual({
      ordering: '-lastDataDate',
      clientId: 1,
      placeId: 3,
      projectId: 7,
      name: 'Compresseur',
      unitName: 'kWh',
      sourceTechnicalName: 'DKQ_',
      projectName: 'Air',
      type: 'persisted_formula',
      acquisitionDeviceId: 12,
      limit: 100,
      offset: 200,
    });
  });

  it('sends the first page of 50 and nothing else by default', () => {
    expect(variableListParamsFrom({})).toEqual({ limit: 50, offset: 0 });
    expect(variableFilterParams({})).toEqual({});
  });

  it('sends a device only with its site', () => {
    expect(variableFilterParams({ deviceId: 12 })).toEqual({});
  });
});
