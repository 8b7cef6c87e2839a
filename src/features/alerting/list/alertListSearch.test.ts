import { cleanSearch, parseSearchParams, stringifySearchParams } from '../../../lib/searchParams';
import {
  alertFilterParams,
  alertListParamsFrom,
  alertListSearch,
  alertListSearchSchema,
  withAlertListTab,
  type AlertListSearch,
} from './alertListSearch';

const full: AlertListSearch = {
  tab: 'specific',
  clientId: 1,
  placeId: 3,
  projectId: 7,
  type: 'nodata',
  level: 'error',
  enabled: false,
  archived: 'all',
  name: 'Pression',
  variableName: 'Compresseur',
  scenarioName: 'Nuit',
  page: 3,
  pageSize: 100,
  sort: '-alertLevel',
};

const throughUrl = (search: AlertListSearch) => {
  const query = stringifySearchParams(cleanSearch(search, alertListSearch.defaults));
  return { query, parsed: alertListSearchSchema.parse(parseSearchParams(query)) };
};

describe('alertListSearchSchema', () => {
  it('round-trips a full search through the URL unchanged', () => {
    expect(alertListSearchSchema.parse(full)).toEqual(full);
    expect(throughUrl(full).parsed).toEqual(full);
    expect(throughUrl({ archived: true, enabled: true }).parsed).toEqual({ archived: true, enabled: true });
  });

  it('leaves the defaults out of the URL: standard tab, page 1 of 50, active alerts', () => {
    const { query, parsed } = throughUrl({ tab: 'standard', page: 1, pageSize: 50, archived: false, name: '' });
    expect(query).toBe('');
    expect(parsed).toEqual({});
  });

  it('drops malformed values one by one and keeps the rest', () => {
    const parsed = alertListSearchSchema.parse(
      parseSearchParams(
        '?tab=global&clientId=-2&type=spike&level=fatal&enabled=maybe&archived=2&pageSize=30&sort=colour&name=Pompe',
      ),
    );
    expect(parsed).toEqual({ name: 'Pompe' });
  });

  it('goes back to page 1 on a filter or sort change, keeping the page size', () => {
    const search: AlertListSearch = { page: 4, pageSize: 100 };
    expect(alertListSearch.withFilter(search, { level: 'warning' })).toEqual({ pageSize: 100, level: 'warning' });
    expect(alertListSearch.withSort(search, { field: 'name', descending: true })).toEqual({
      pageSize: 100,
      sort: '-name',
    });
    expect(alertListSearch.withFilter({ archived: true }, { archived: false })).toEqual({});
  });

  it('drops on another tab what that tab does not take', () => {
    const search: AlertListSearch = { type: 'high', variableName: 'Débit', scenarioName: 'Nuit', placeId: 2, page: 2 };
    expect(withAlertListTab(search, 'specific')).toEqual({ tab: 'specific', placeId: 2 });
    expect(withAlertListTab({ type: 'offline', placeId: 2 }, 'specific')).toEqual({
      tab: 'specific',
      type: 'offline',
      placeId: 2,
    });
    expect(withAlertListTab({ tab: 'specific', type: 'offline' }, 'standard')).toEqual({ type: 'offline' });
  });

  it('resets the filters but keeps the tab, the sort and the page size', () => {
    expect(alertListSearch.withoutFilters(full)).toEqual({ tab: 'specific', pageSize: 100, sort: '-alertLevel' });
  });
});

describe('alertFilterParams', () => {
  it('sends the filters by the API names, archived false by default', () => {
    expect(alertListParamsFrom({}, 'standard')).toEqual({ archived: false, limit: 50, offset: 0 });
    expect(alertFilterParams({ ...full, type: 'high' }, 'standard')).toEqual({
      ordering: '-alertLevel',
      clientId: 1,
      placeId: 3,
      projectId: 7,
      name: 'Pression',
      type: 'high',
      alertLevel: 'error',
      enabled: false,
      variableName: 'Compresseur',
      scenarioName: 'Nuit',
    });
  });

  it('sends neither variable nor scenario names nor a variable alert type to GET project-alerts', () => {
    const params = alertListParamsFrom({ ...full, type: 'high', archived: true }, 'specific');
    expect(params).toEqual({
      ordering: '-alertLevel',
      clientId: 1,
      placeId: 3,
      projectId: 7,
      name: 'Pression',
      alertLevel: 'error',
      enabled: false,
      archived: true,
      limit: 100,
      offset: 200,
    });
  });
});
