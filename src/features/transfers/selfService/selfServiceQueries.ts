import type { ScreenQueries } from '../../../api/prefetchQueries';
import {
  downloadConfigsResource,
  filesResource,
  type DownloadConfigListParams,
  type DownloadFileListParams,
} from '../../../entities/transfers/downloadsApi';
import { configsSearch, configsSearchOf, selfServiceSearch, type SelfServiceSearch } from './selfServiceSearch';

/** GET files: the user's downloads, newest first, one page. */
export function downloadsListParams(search: SelfServiceSearch): DownloadFileListParams {
  return selfServiceSearch.pageParams(search);
}

/** GET download-configs: those of the chosen project (spec 001 §7 "with projectId"), else all. */
export function configsListParams(search: SelfServiceSearch): DownloadConfigListParams {
  return configsSearch.params(configsSearchOf(search));
}

/**
 * The part of the search the lists are read with (the open tab, the pages, the project): the
 * route's loader depends on it alone, so that typing in the export's selection (written to the URL)
 * does not prefetch the lists again, which would read a failed list again by itself.
 */
export function listsSearch({ tab, page, pageSize, configPage, projectId }: SelfServiceSearch): SelfServiceSearch {
  return selfServiceSearch.clean({ tab, page, pageSize, configPage, projectId });
}

/** What the route's loader prefetches: the open tab's list (the history depends on the variables read). */
export function selfServiceQueries(search: SelfServiceSearch): ScreenQueries {
  if (search.tab === 'configs') return { configs: downloadConfigsResource.listQuery(configsListParams(search)) };
  if (search.tab === 'history') return {};
  return { downloads: filesResource.listQuery(downloadsListParams(search)) };
}
