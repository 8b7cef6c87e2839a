import type { ScreenQueries } from '../../../api/prefetchQueries';
import {
  downloadConfigsResource,
  filesResource,
  type DownloadConfigListParams,
  type DownloadFileListParams,
} from '../../../entities/transfers/downloadsApi';
import { CONFIG_PAGE_SIZE, selfServiceSearch, type SelfServiceSearch } from './selfServiceSearch';

/** GET files: the user's downloads, newest first, one page. */
export function downloadsListParams(search: SelfServiceSearch): DownloadFileListParams {
  return selfServiceSearch.pageParams(search);
}

/** GET download-configs: those of the chosen project (spec 001 §7 "with projectId"), else all. */
export function configsListParams(search: SelfServiceSearch): DownloadConfigListParams {
  const params: DownloadConfigListParams = {
    limit: CONFIG_PAGE_SIZE,
    offset: ((search.configPage ?? 1) - 1) * CONFIG_PAGE_SIZE,
  };
  if (search.projectId !== undefined) params.projectId = search.projectId;
  return params;
}

/** What the route's loader prefetches: the open tab's list (the history depends on the variables read). */
export function selfServiceQueries(search: SelfServiceSearch): ScreenQueries {
  if (search.tab === 'configs') return { configs: downloadConfigsResource.listQuery(configsListParams(search)) };
  if (search.tab === 'history') return {};
  return { downloads: filesResource.listQuery(downloadsListParams(search)) };
}
