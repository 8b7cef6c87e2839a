import type { ScreenQueries } from '../../../api/prefetchQueries';
import { bexReportsResource, type BexReportListParams } from '../../../entities/reports/bexReportsApi';
import { cpeProgramsResource, type CpeProgramListParams } from '../../../entities/reports/cpeProgramsApi';
import { cpeListSearch, cpeTabOf, type CpeSearch } from './cpeSearch';

/** GET bex-reports?type=cpe for the page on screen (spec 001 §7, the CPE family). */
export function cpeReportListParams(search: CpeSearch): BexReportListParams {
  const params: BexReportListParams = { type: 'cpe', ...cpeListSearch.pageParams(search) };
  if (search.projectId) params.projectId = search.projectId;
  if (search.status) params.status = search.status;
  return params;
}

export function cpeProgramListParams(search: CpeSearch): CpeProgramListParams {
  const params: CpeProgramListParams = cpeListSearch.pageParams(search);
  if (search.projectId) params.projectId = search.projectId;
  if (search.sort) params.ordering = search.sort;
  return params;
}

export const cpeReportListQuery = (search: CpeSearch) => bexReportsResource.listQuery(cpeReportListParams(search));
export const cpeProgramListQuery = (search: CpeSearch) => cpeProgramsResource.listQuery(cpeProgramListParams(search));

/** What the route's loader prefetches: the open tab's list only. */
export const cpeQueries = (search: CpeSearch): ScreenQueries =>
  cpeTabOf(search) === 'programs' ? { programs: cpeProgramListQuery(search) } : { reports: cpeReportListQuery(search) };

/** The report page's and the program page's reads. */
export const cpeReportQueries = (id: number): ScreenQueries => ({ report: bexReportsResource.detailQuery(id) });
export const cpeProgramQueries = (id: number): ScreenQueries => ({ program: cpeProgramsResource.detailQuery(id) });
