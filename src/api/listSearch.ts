import { z } from 'zod';
import { cleanSearch } from '../lib/searchParams';
import { orderingParam, parseOrdering, type ListSort, type PageParams, type SortParams } from './listPage';

/**
 * One definition per server-paged list's URL state (CONVENTIONS "Routes and screens"): its filters,
 * the page, the page size and the sort, defaults left out of the URL; a malformed value from a
 * shared link is dropped (`.catch(undefined)`) rather than refusing the page. From it come the
 * route's schema, the navigation helpers (a filter or sort change goes back to page 1) and the
 * API's parameters (spec 000 §7: limit and offset; `ordering`, see listPage.ts).
 */

const isSet = (value: unknown) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

function pagingFields<Size extends number>(pageSizes: readonly Size[], sortFields: readonly string[]) {
  return {
    page: z.coerce.number().int().min(1).optional().catch(undefined),
    pageSize: z.coerce.number().pipe(z.literal(pageSizes)).optional().catch(undefined),
    /** Ordering syntax: "name" ascending, "-name" descending. None: the server's own order. */
    sort: z
      .string()
      .refine((value) => sortFields.includes(parseOrdering(value)?.field ?? ''))
      .optional()
      .catch(undefined),
  };
}

type PagingField = 'page' | 'pageSize' | 'sort';

/** A paging field's key in the URL: `page`, or `${prefix}Page` when lists share one search. */
type PagingKey<Prefix extends string, Field extends PagingField> = Prefix extends ''
  ? Field
  : `${Prefix}${Capitalize<Field>}`;

type PagingShape<Size extends number, Prefix extends string = ''> = {
  [Field in PagingField as PagingKey<Prefix, Field>]: ReturnType<typeof pagingFields<Size>>[Field];
};

function pagingKeys(prefix: string): Record<PagingField, string> {
  const key = (field: PagingField) =>
    prefix === '' ? field : `${prefix}${field[0]?.toUpperCase() ?? ''}${field.slice(1)}`;
  return { page: key('page'), pageSize: key('pageSize'), sort: key('sort') };
}

function pagingShape<Size extends number, Prefix extends string>(
  pageSizes: readonly Size[],
  sortFields: readonly string[],
  prefix: Prefix,
): PagingShape<Size, Prefix> {
  const fields = pagingFields(pageSizes, sortFields);
  const keys = pagingKeys(prefix);
  // The mapped type says the same keys as pagingKeys writes.
  return { [keys.page]: fields.page, [keys.pageSize]: fields.pageSize, [keys.sort]: fields.sort } as PagingShape<
    Size,
    Prefix
  >;
}

export interface ListSearchOptions<
  Filters extends z.ZodRawShape,
  View extends z.ZodRawShape,
  Size extends number,
  Params extends object,
  Prefix extends string = '',
> {
  /**
   * Several lists in one search (a screen's tabs): their paging keys are prefixed, `manual` giving
   * `manualPage`, `manualPageSize`, `manualSort`, so that they never meet. Filters and view fields
   * are named in full by the caller. None: `page`, `pageSize`, `sort`.
   */
  keyPrefix?: Prefix;
  /** The filters, each `.optional().catch(undefined)`: a change goes back to page 1. */
  filters: Filters;
  /** Other view state kept in the URL that is not a filter (an open dialog, a tab). */
  view?: View;
  pageSizes: readonly Size[];
  defaultPageSize: NoInfer<Size>;
  /** The `ordering` fields the server sorts on; a column's id is its field. */
  sortFields: readonly string[];
  /** The server's order when the URL names none: shown as the table's sort, left out of the URL. */
  defaultSort?: ListSort;
  /**
   * The search a filter patch applies to, for filters that exclude each other (picking one clears
   * the other).
   */
  beforeFilter?: (
    search: z.infer<z.ZodObject<Filters & PagingShape<Size, Prefix> & View>>,
    patch: Partial<z.infer<z.ZodObject<Filters & PagingShape<Size, Prefix> & View>>>,
  ) => z.infer<z.ZodObject<Filters & PagingShape<Size, Prefix> & View>>;
  /** Defaults of the filters and `view` fields (besides page 1, the page size, the sort), left out of the URL. */
  defaults?: Partial<z.infer<z.ZodObject<Filters & View>>>;
  /** The API's filter parameters; without it, every set filter is sent under its own name. */
  filterParams?: (search: z.infer<z.ZodObject<Filters & PagingShape<Size, Prefix> & View>>) => Params;
}

export interface ListSearchDefinition<S, Params, Schema extends z.ZodType = z.ZodType<S>> {
  /** The route's `validateSearch`. */
  schema: Schema;
  /** Left out of the URL. */
  defaults: Partial<S>;
  pageSizes: number[];
  defaultPageSize: number;
  /** The names of the filter fields. */
  filterKeys: readonly (keyof S & string)[];
  /** Whether any filter is set to other than its default (for "no match" rather than "nothing yet"). */
  isFiltered: (search: S) => boolean;
  /** Defaults and empty values left out. */
  clean: (search: S) => S;
  /** A filter change: back to page 1. */
  withFilter: (search: S, patch: Partial<S>) => S;
  withSort: (search: S, sort: ListSort | null) => S;
  /** Clears the filters; the sort, the page size and the view state stay. */
  withoutFilters: (search: S) => S;
  withPage: (search: S, page: number) => S;
  /** A size outside the list's sizes reads as the default one; back to page 1. */
  withPageSize: (search: S, size: number) => S;
  sortOf: (search: S) => ListSort | null;
  /** The filters' parameters, without paging nor order (what a count of the same rows shares). */
  filterParams: (search: S) => Params;
  /** The page on screen as limit and offset (spec 000 §7). */
  pageParams: (search: S) => PageParams;
  /** The parameters of the page on screen: limit, offset, the filters and the ordering, only what is set. */
  params: (search: S) => Params & PageParams & SortParams;
}

/** The search type of a definition. */
export type ListSearchOf<D> = D extends { clean: (search: infer S) => unknown } ? S : never;

type AnySearch = Record<string, unknown>;

export function defineListSearch<
  const Filters extends z.ZodRawShape,
  const Size extends number,
  Params extends object = Partial<z.infer<z.ZodObject<Filters>>>,
  const View extends z.ZodRawShape = Record<never, never>,
  const Prefix extends string = '',
>(
  options: ListSearchOptions<Filters, View, Size, Params, Prefix>,
): ListSearchDefinition<
  z.infer<z.ZodObject<Filters & PagingShape<Size, Prefix> & View>>,
  Params,
  z.ZodObject<Filters & PagingShape<Size, Prefix> & View>
> {
  const schema = z.object({
    ...options.view,
    ...options.filters,
    ...pagingShape(options.pageSizes, options.sortFields, options.keyPrefix ?? ''),
  });
  // Written for any search, then typed with the one this definition describes.
  const definition = listSearchDefinition(
    schema,
    options as ListSearchOptions<z.ZodRawShape, z.ZodRawShape, number, object, string>,
  );
  return definition as unknown as ListSearchDefinition<
    z.infer<z.ZodObject<Filters & PagingShape<Size, Prefix> & View>>,
    Params,
    z.ZodObject<Filters & PagingShape<Size, Prefix> & View>
  >;
}

const numberOrUndefined = (value: unknown) => (typeof value === 'number' ? value : undefined);
const stringOrUndefined = (value: unknown) => (typeof value === 'string' ? value : undefined);

function listSearchDefinition(
  schema: z.ZodType,
  options: ListSearchOptions<z.ZodRawShape, z.ZodRawShape, number, object, string>,
): ListSearchDefinition<AnySearch, object, z.ZodType> {
  type S = AnySearch;
  const keys = pagingKeys(options.keyPrefix ?? '');
  const defaults: Partial<S> = {
    ...options.defaults,
    [keys.page]: 1,
    [keys.pageSize]: options.defaultPageSize,
    ...(options.defaultSort ? { [keys.sort]: orderingParam(options.defaultSort) } : {}),
  };
  const beforeFilter = options.beforeFilter;
  const filterKeys = Object.keys(options.filters);
  const filterParamsOf = options.filterParams;

  // A filter (or sort) change goes back to page 1 (lib/searchParams withFilterChange, with this list's page key).
  const withFilter = (search: S, patch: Partial<S>) =>
    cleanSearch(
      { ...(beforeFilter ? beforeFilter(search, patch) : search), ...patch, [keys.page]: undefined },
      defaults,
    );
  const sortParam = (search: S) => stringOrUndefined(search[keys.sort]);
  const pageParams = (search: S): PageParams => {
    const limit = numberOrUndefined(search[keys.pageSize]) ?? options.defaultPageSize;
    return { limit, offset: ((numberOrUndefined(search[keys.page]) ?? 1) - 1) * limit };
  };
  const filterParams = (search: S): object => {
    if (filterParamsOf) return filterParamsOf(search);
    const params: Record<string, unknown> = {};
    for (const key of filterKeys) if (isSet(search[key])) params[key] = search[key];
    return params;
  };

  return {
    schema,
    defaults,
    pageSizes: [...options.pageSizes],
    defaultPageSize: options.defaultPageSize,
    filterKeys,
    isFiltered: (search) => {
      const set = cleanSearch(search, defaults);
      return filterKeys.some((key) => key in set);
    },
    clean: (search) => cleanSearch(search, defaults),
    withFilter,
    withSort: (search, sort) => withFilter(search, { [keys.sort]: orderingParam(sort) }),
    withoutFilters: (search) => withFilter(search, Object.fromEntries(filterKeys.map((key) => [key, undefined]))),
    withPage: (search, page) => cleanSearch({ ...search, [keys.page]: page }, defaults),
    withPageSize: (search, size) =>
      cleanSearch(
        { ...search, [keys.pageSize]: options.pageSizes.find((known) => known === size), [keys.page]: undefined },
        defaults,
      ),
    sortOf: (search) => parseOrdering(sortParam(search)) ?? options.defaultSort ?? null,
    filterParams,
    pageParams,
    params: (search) => {
      const params: PageParams & SortParams = { ...pageParams(search), ...filterParams(search) };
      const ordering = sortParam(search);
      if (ordering) params.ordering = ordering;
      return params;
    },
  };
}
