import { http, type HttpHandler, type PathParams } from 'msw';
import type { MockDatabase } from '../db/database';
import type { MockUser } from '../db/users';
import { apiUrl, type MockApiContext } from './context';
import { fail, hasPermission, idParam, matchesText, paginate, readJson, route } from './respond';

/*
 * The mocked twin of defineResource (src/api/resource.ts): one definition per plain resource gives
 * GET <path> (`{ data, total_count }`, limit/offset), GET/PUT/DELETE <path>/:id and POST <path>,
 * with the answers, codes and permission checks every hand-written handler used to repeat.
 */

export type Body = Record<string, unknown>;
export type CrudCall = 'list' | 'get' | 'create' | 'update' | 'delete';

/** A permission name, or several of which the caller needs one (403 PERMISSION_DENIED otherwise). */
export type Permission = string | readonly string[];

export interface CrudArgs {
  /** The database of this request: tests and "reset demo data" replace context.db. */
  db: MockDatabase;
  caller: MockUser;
  /** The path's parameters: a nested path (`events/:eventId/comments`) names its parent here. */
  params: PathParams;
}

/** A list filter on one query parameter: its non-empty value → the rows it keeps. */
export type ParamFilter<Row> = (value: string, db: MockDatabase) => (row: Row) => boolean;

export interface CrudConfig<Row, Fields> {
  /** Path under the API base, as in the entity's defineResource. */
  path: string;
  /** The rows; read on every request. */
  table: (db: MockDatabase) => Row[];
  /** The code of a 404, for an unknown id or one that is not a number. */
  notFound: string;
  /** Which calls to answer; all five by default. */
  calls?: readonly CrudCall[];
  /** `view` for the reads, `manage` for the writes; none means no check beyond being signed in. */
  permissions?: { view?: Permission; manage?: Permission };
  /** The row as the API answers it; the row itself by default. */
  view?: (row: Row, db: MockDatabase) => unknown;
  /** Where the rows are not all the caller's to see (another customer's do not exist for them). */
  visible?: (args: CrudArgs) => readonly Row[];
  /**
   * The rows the reads (list, get) see, when the writes find theirs in `visible` (or the table):
   * the structure calls show a customer only their client's rows, yet find a write's row among all.
   */
  readScope?: (args: CrudArgs) => readonly Row[];
  /**
   * Whether a row is the caller's to see (a customer's client's, mocks/handlers/scope.ts). Rows out
   * of scope are left out of the lists and answer 404 `notFound` by id; a write that would leave
   * its row out of scope (a body naming another customer's project) answers 404 PROJECT_NOT_FOUND.
   */
  scope?: (row: Row, args: CrudArgs) => boolean;
  /** Checks the parent named in a nested path (404 with its code), right after the permission. */
  checkParent?: (args: CrudArgs) => void;
  /** List filters, one per query parameter, applied when the parameter is present and not empty. */
  filters?: Readonly<Record<string, ParamFilter<Row>>>;
  /** A list filter that reads several parameters or has a default; it may refuse the query. */
  where?: (url: URL, args: CrudArgs) => (row: Row) => boolean;
  /** The list's order; the table's by default. */
  order?: (rows: readonly Row[], url: URL) => Row[];
  /** The row's id when it is not `id`. */
  idOf?: (row: Row) => number;
  /** Checks a POST/PUT body: the fields to store, or fail(status, CODE). `current` is the edited row. */
  read?: (body: Body, args: CrudArgs & { current?: Row }) => Fields;
  /** The new row from the checked fields; `{ id, ...fields }` by default. */
  /** `request`: what a row keeps of the call itself (the language the caller reads, for a file). */
  newRow?: (fields: Fields, args: CrudArgs & { id: number; request: Request }) => Row;
  /** New rows go first (the table is kept newest first). */
  addFirst?: boolean;
  /** Stores an edit; Object.assign by default. */
  merge?: (row: Row, fields: Fields, args: CrudArgs) => void;
  /** Extra checks on a found row (a permission that depends on it, a superuser-only row). */
  checkRow?: (row: Row, args: CrudArgs & { call: CrudCall }) => void;
  afterCreate?: (row: Row, args: CrudArgs) => void;
  /** Refuses a delete (rows still in use) with fail(409, CODE). */
  beforeDelete?: (row: Row, args: CrudArgs) => void;
  /** Removes what hangs off the deleted row. */
  afterDelete?: (row: Row, args: CrudArgs) => void;
}

const ALL_CALLS: readonly CrudCall[] = ['list', 'get', 'create', 'update', 'delete'];

export function requireAnyPermission(caller: MockUser, permission: Permission | undefined): void {
  if (permission === undefined) return;
  const names = typeof permission === 'string' ? [permission] : permission;
  if (!names.some((name) => hasPermission(caller, name))) fail(403, 'PERMISSION_DENIED');
}

const idOfRow = (row: unknown): number => (row as { id: number }).id;

export function crudHandlers<Row, Fields = Omit<Row, 'id'>>(
  context: MockApiContext,
  config: CrudConfig<Row, Fields>,
): HttpHandler[] {
  const idOf = config.idOf ?? idOfRow;
  const view = (row: Row) => (config.view ? config.view(row, context.db) : row);
  const inScope = (args: CrudArgs) => (row: Row) => !config.scope || config.scope(row, args);
  const visible = (args: CrudArgs) =>
    (config.visible ? config.visible(args) : config.table(args.db)).filter(inScope(args));
  const readable = (args: CrudArgs) =>
    config.readScope ? config.readScope(args).filter(inScope(args)) : visible(args);
  /** The scope's backstop for writes: the fields' own checks usually refuse first. */
  const requireInScope = (row: Row, args: CrudArgs) => {
    if (!inScope(args)(row)) fail(404, 'PROJECT_NOT_FOUND');
  };
  /** The request's arguments once the call's permission and the path's parent are checked. */
  const allowed = (permission: Permission | undefined, caller: MockUser, params: PathParams): CrudArgs => {
    requireAnyPermission(caller, permission);
    const args = { db: context.db, caller, params };
    config.checkParent?.(args);
    return args;
  };
  /** A row of the caller's for a call on <path>/:id. */
  const found = (call: CrudCall, args: CrudArgs) => {
    const rows = call === 'get' ? readable(args) : visible(args);
    const id = idParam(args.params, 'id', config.notFound);
    const row = rows.find((candidate) => idOf(candidate) === id) ?? fail(404, config.notFound);
    config.checkRow?.(row, { ...args, call });
    return row;
  };
  const read = (body: Body, args: CrudArgs & { current?: Row }): Fields =>
    config.read ? config.read(body, args) : fail(400, 'INVALID_JSON');
  const { view: viewPermission, manage: managePermission } = config.permissions ?? {};
  const collection = apiUrl(context, config.path);
  const item = apiUrl(context, `${config.path}/:id`);

  const handlers: Record<CrudCall, () => HttpHandler> = {
    list: () =>
      http.get(
        collection,
        route(context, ({ url, params, caller }) => {
          const args = allowed(viewPermission, caller, params);
          const keep = config.where?.(url, args) ?? (() => true);
          const paramFilters = Object.entries(config.filters ?? {}).flatMap(([name, filter]) => {
            const value = url.searchParams.get(name);
            return value ? [filter(value, args.db)] : [];
          });
          const rows = readable(args).filter((row) => keep(row) && paramFilters.every((matches) => matches(row)));
          return paginate(config.order ? config.order(rows, url) : rows, url, view);
        }),
      ),
    get: () =>
      http.get(
        item,
        route(context, ({ params, caller }) => view(found('get', allowed(viewPermission, caller, params)))),
      ),
    create: () =>
      http.post(
        collection,
        route(context, async ({ request, params, caller }) => {
          const args = allowed(managePermission, caller, params);
          const fields = read(await readJson(request), args);
          const table = config.table(args.db);
          const id = Math.max(0, ...table.map(idOf)) + 1;
          const row = config.newRow ? config.newRow(fields, { ...args, id, request }) : ({ id, ...fields } as Row);
          requireInScope(row, args);
          if (config.addFirst) table.unshift(row);
          else table.push(row);
          config.afterCreate?.(row, args);
          return view(row);
        }),
      ),
    update: () =>
      http.put(
        item,
        route(context, async ({ params, request, caller }) => {
          const args = allowed(managePermission, caller, params);
          const row = found('update', args);
          const fields = read(await readJson(request), { ...args, current: row });
          requireInScope({ ...row, ...fields }, args);
          if (config.merge) config.merge(row, fields, args);
          else Object.assign(row as object, fields);
          return view(row);
        }),
      ),
    delete: () =>
      http.delete(
        item,
        route(context, ({ params, caller }) => {
          const args = allowed(managePermission, caller, params);
          const row = found('delete', args);
          config.beforeDelete?.(row, args);
          const table = config.table(args.db);
          table.splice(table.indexOf(row), 1);
          config.afterDelete?.(row, args);
          return undefined;
        }),
      ),
  };
  return (config.calls ?? ALL_CALLS).map((call) => handlers[call]());
}

/** Rows whose text contains the parameter's (case-insensitive). */
export const byText =
  <Row>(text: (row: Row) => string | null | undefined): ParamFilter<Row> =>
  (value) =>
  (row) =>
    matchesText(text(row), value);

/**
 * Rows with the parameter's number, or with it among theirs (a variable's projects); a value that
 * is not a number filters nothing.
 */
export const byNumber =
  <Row>(number: (row: Row) => number | readonly number[] | null | undefined): ParamFilter<Row> =>
  (value) => {
    const parsed = Number(value);
    const wanted = Number.isFinite(parsed) ? parsed : null;
    return (row) => {
      const held = number(row);
      return wanted === null || (Array.isArray(held) ? held.includes(wanted) : held === wanted);
    };
  };

/** Rows with the parameter's id; a value that is not an id matches nothing. */
export const byId =
  <Row>(id: (row: Row) => number | null | undefined): ParamFilter<Row> =>
  (value) => {
    const wanted = /^\d+$/.test(value) ? Number(value) : null;
    return (row) => wanted !== null && id(row) === wanted;
  };
