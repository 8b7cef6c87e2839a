import { isViewPermission, PERMISSION_NAMES } from '../src/lib/permissions';
import { RESOURCES, SHARED, type Owner, type Resource } from './scopingCalls';
import { format, resolveConfig } from 'prettier';
import type { LiveMessage } from '../src/api/liveMessages';
import { createCaller, setupTestMockApi, type CallResult } from './testing';

/*
 * The scoping walk: every list and detail read of the demo API, as the provider's admin and as the
 * customer of Aciéries du Nord (client 1), compared row by row with whose each row is. The customer
 * is walked twice: with their role's rights, and with every view right, so that the scope is seen
 * to hold even where the role alone would refuse. The table is kept in __snapshots__/scoping.md
 * for review.
 */

const api = await setupTestMockApi();
const call = createCaller(api.signToken);

const ADMIN = 'u2';
const CUSTOMER = 'u5';
const CUSTOMER_CLIENT = 1;

type Account = 'admin' | 'customer' | 'customerAllViews' | 'customerAllRights';
const ACCOUNTS: readonly Account[] = ['admin', 'customer', 'customerAllViews'];

/** The customer's own permissions, kept to put them back between the two walks. */
let customerPermissions: { name: string }[] = [];

function customer() {
  const user = api.db.users.find((row) => row.id === 5);
  if (!user) throw new Error('no customer account');
  return user;
}

/** Runs `read` as the account; "every view right" ("every right") is the customer with those permissions granted. */
async function as<T>(account: Account, read: (accountId: string) => Promise<T>): Promise<T> {
  if (account === 'admin' || account === 'customer') return read(account === 'admin' ? ADMIN : CUSTOMER);
  const granted = account === 'customerAllRights' ? PERMISSION_NAMES : PERMISSION_NAMES.filter(isViewPermission);
  customer().permissions = granted.map((name) => ({ name }));
  try {
    return await read(CUSTOMER);
  } finally {
    customer().permissions = customerPermissions;
  }
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

const refusal = ({ status, body }: CallResult) =>
  `refused (${status} ${((body as { messages?: string[] } | null)?.messages ?? []).join(', ')})`;

const isTheirs = (owner: Owner | undefined) => owner === CUSTOMER_CLIENT || owner === SHARED;

interface ListOutcome {
  cell: string;
  rows: number;
  /** Rows of another client (or of no known client) the account was answered. */
  others: number;
  /** How many clients the rows are of. */
  clients: number;
  refused: boolean;
}

async function readList(resource: Resource & { list: string }, account: Account): Promise<ListOutcome> {
  const answer = await as(account, (accountId) =>
    call<{ data: Record<string, unknown>[] }>(accountId, 'GET', resource.list),
  );
  if (answer.status !== 200) return { cell: refusal(answer), rows: 0, others: 0, clients: 0, refused: true };
  const owners = new Map(resource.rows(api.db).map((row) => [row.id, row.owner]));
  const idOf = resource.answerId ?? ((row: Record<string, unknown>) => Number(row.id));
  const rows = answer.body.data;
  const others = rows.filter((row) => !isTheirs(owners.get(idOf(row)))).length;
  const clients = new Set(rows.map((row) => owners.get(idOf(row))).filter((owner) => typeof owner === 'number'));
  const cell =
    account === 'admin'
      ? `${plural(rows.length, 'row')}, ${plural(clients.size, 'client')}`
      : others === 0
        ? `${plural(rows.length, 'row')}, all theirs`
        : `${plural(rows.length, 'row')}, ${others} of other clients`;
  return { cell, rows: rows.length, others, clients: clients.size, refused: false };
}

/** A row of the customer's client and one of another's that the admin reads (200), to read as each account. */
async function detailTargets(resource: Resource & { detail: (id: number) => string }) {
  const rows = resource.rows(api.db);
  const readable = async (wanted: (owner: Owner) => boolean) => {
    for (const row of rows.filter((candidate) => wanted(candidate.owner)).slice(0, 6)) {
      if ((await call(ADMIN, 'GET', resource.detail(row.id))).status === 200) return row.id;
    }
    return null;
  };
  return {
    own: await readable((owner) => owner === CUSTOMER_CLIENT),
    other: await readable((owner) => typeof owner === 'number' && owner !== CUSTOMER_CLIENT),
  };
}

interface DetailOutcome {
  cell: string;
  own: number | null;
  other: number | null;
}

async function readDetail(
  path: (id: number) => string,
  targets: { own: number | null; other: number | null },
  account: Account,
) {
  const status = async (id: number | null) =>
    id === null ? null : as(account, (accountId) => call(accountId, 'GET', path(id)));
  const [own, other] = [await status(targets.own), await status(targets.other)];
  const text = (answer: CallResult | null) =>
    answer === null ? 'none seeded' : answer.status === 200 ? 'allowed' : refusal(answer);
  return {
    cell: `theirs: ${text(own)}; another client's: ${text(other)}`,
    own: own?.status ?? null,
    other: other?.status ?? null,
  } satisfies DetailOutcome;
}

const table: string[] = [
  '# What each account may read',
  '',
  'Generated by `mocks/scopingWalk.test.ts`: every list and detail read of the demo API, as the admin',
  '(admin@enersol.fr) and as the customer of Aciéries du Nord (client@enersol.fr), the latter also with',
  'every view right granted (every right, for the writes). "theirs" is a row of Aciéries du Nord (or one',
  'meant for every client: a global scenario, a staff contact).',
  '',
  '| call | admin | customer | customer with every view right |',
  '| --- | --- | --- | --- |',
];

beforeAll(async () => {
  customerPermissions = customer().permissions;
  // The seed's custom reports are all Aciéries du Nord's: one of another client's, to be refused.
  const graph = api.db.graphs.find((row) => {
    const projectId = api.db.dashboards.find((dashboard) => dashboard.id === row.dashboardId)?.projectId;
    return projectId !== undefined && projectId !== null && projectId > 4;
  });
  const projectId = api.db.dashboards.find((dashboard) => dashboard.id === graph?.dashboardId)?.projectId;
  const created = await call(ADMIN, 'POST', 'custom-reports', {
    project: projectId,
    name: 'Synthèse papeterie',
    graphs: [{ graph: graph?.id }],
  });
  expect(created.status).toBe(201);
});

describe('the scoping walk', () => {
  const lists = RESOURCES.filter((resource): resource is Resource & { list: string } => resource.list !== undefined);
  const details = RESOURCES.filter(
    (resource): resource is Resource & { detail: (id: number) => string } => resource.detail !== undefined,
  );

  it.each(lists.map((resource) => [resource.list, resource] as const))(
    'GET %s: the admin reads every client’s rows, the customer only theirs',
    async (_path, resource) => {
      // One account at a time: the customer's rights change for the third.
      const outcomes: ListOutcome[] = [];
      for (const account of ACCOUNTS) outcomes.push(await readList(resource, account));
      const [admin, own, allViews] = outcomes;
      table.push(`| GET ${resource.list} | ${admin?.cell} | ${own?.cell} | ${allViews?.cell} |`);
      expect(admin?.refused).toBe(false);
      expect(own?.others).toBe(0);
      expect(allViews?.refused).toBe(false);
      expect(allViews?.rows).toBeGreaterThan(0);
      expect(allViews?.others).toBe(0);
      // The admin is not scoped: every client's rows, more than the customer's.
      const seeded = new Set(
        resource
          .rows(api.db)
          .map((row) => row.owner)
          .filter((owner) => typeof owner === 'number'),
      );
      expect(admin?.clients).toBeGreaterThanOrEqual(Math.min(2, seeded.size));
      expect(admin?.rows).toBeGreaterThan(allViews?.rows ?? 0);
    },
  );

  it.each(details.map((resource) => [resource.name, resource] as const))(
    'GET %s: another client’s row does not exist for the customer',
    async (name, resource) => {
      const targets = await detailTargets(resource);
      const path = resource.detail;
      const outcomes = [];
      for (const account of ACCOUNTS) outcomes.push(await readDetail(path, targets, account));
      const [admin, own, allViews] = outcomes;
      table.push(`| GET ${name} | ${admin?.cell} | ${own?.cell} | ${allViews?.cell} |`);
      expect(targets.other, 'a readable row of another client').not.toBeNull();
      expect(admin?.other).toBe(200);
      expect([403, 404]).toContain(own?.other);
      expect(allViews?.other).toBe(404);
      if (targets.own !== null) expect(allViews?.own).toBe(200);
    },
  );

  it.each([
    ['object-relation', (body: unknown) => (body as { data: { objects: { clientId: number }[] } }).data.objects],
    ['stats/alert-events', (body: unknown) => (body as { data: { client: { id: number } }[] }).data],
  ] as const)('GET %s: the tree and the home summary name the customer’s client only', async (path, rowsOf) => {
    const cells: string[] = [];
    const clientsOf = (body: unknown) =>
      new Set(rowsOf(body).map((row) => ('clientId' in row ? row.clientId : row.client.id)));
    for (const account of ACCOUNTS) {
      const answer = await as(account, (accountId) => call(accountId, 'GET', path));
      if (answer.status !== 200) {
        cells.push(refusal(answer));
        continue;
      }
      const clients = clientsOf(answer.body);
      const rows = rowsOf(answer.body).length;
      cells.push(
        account === 'admin'
          ? `${plural(rows, 'row')}, ${plural(clients.size, 'client')}`
          : `${plural(rows, 'row')}, ${[...clients].every((id) => id === CUSTOMER_CLIENT) ? 'all theirs' : 'of other clients'}`,
      );
      if (account === 'admin') expect(clients.size).toBe(api.db.clients.length);
      else expect([...clients]).toEqual([CUSTOMER_CLIENT]);
    }
    table.push(`| GET ${path} | ${cells.join(' | ')} |`);
  });

  it('live messages reach only those who may see their row', async () => {
    const heard = (accountId: string, matches: (message: LiveMessage) => boolean) =>
      api.liveMessagesOf(accountId).some(matches) ? 'received' : 'not received';
    const line = (what: string, matches: (message: LiveMessage) => boolean) => {
      const cells = [heard(ADMIN, matches), heard(CUSTOMER, matches), heard(CUSTOMER, matches)];
      table.push(`| live: ${what} | ${cells.join(' | ')} |`);
      return cells;
    };
    // An import's status, on another client's site (3, Papeteries de Bretagne) and on the customer's (1).
    const importOn = async (placeId: number) => {
      const created = await call<{ id: number }>(ADMIN, 'POST', 'imports', { name: `releves-${placeId}.csv`, placeId });
      await call(ADMIN, 'PUT', `imports/${created.body.id}`, { status: 'canceled' });
      return (message: LiveMessage) => message.type === 'manual_data_upload' && message.importId === created.body.id;
    };
    expect(line('import status on another client’s site', await importOn(3))).toEqual([
      'received',
      'not received',
      'not received',
    ]);
    expect(line('import status on the customer’s site', await importOn(1))).toEqual([
      'received',
      'received',
      'received',
    ]);
    // A ready export: only to the one who asked for it, even on the customer's own project.
    const variable = api.db.variables.find((row) => row.projectIds.includes(1));
    const requested = await call<{ id: number }>(ADMIN, 'POST', 'download-requests', {
      title: 'Export du site',
      projectId: 1,
      variables: [{ variableId: variable?.id, aggregationId: variable?.aggregationId }],
      start: '2026-11-01T00:00:00.000Z',
      end: '2026-11-02T00:00:00.000Z',
    });
    api.runPendingJobs();
    const ready = (message: LiveMessage) => message.type === 'download_request' && message.id === requested.body.id;
    await vi.waitFor(() => expect(api.liveMessagesOf(ADMIN).some(ready)).toBe(true));
    expect(line('export ready (asked by the admin, on the customer’s project)', ready)).toEqual([
      'received',
      'not received',
      'not received',
    ]);
  });

  // Writes on another client's row, the customer granted every right: the row does not exist for them.
  const WRITABLE = [
    'reports',
    'scheduled-reports',
    'bex-reports',
    'cpe-programs',
    'custom-reports',
    'interventions',
    'aape',
    'perimeter',
    'balance-action',
    'balance-perimeter',
    'synoptic',
    'download-configs',
    'analytics-configurations',
    'alerts',
    'scenarios',
    'contacts',
    'dashboard',
    'graph',
  ];
  it.each(WRITABLE)(
    'PUT and DELETE %s/{id} of another client: refused to the customer, whatever their rights',
    async (name) => {
      const resource = details.find((candidate) => candidate.name === name);
      if (!resource) throw new Error(`no detail read for ${name}`);
      const { other } = await detailTargets(resource);
      if (other === null) throw new Error(`no row of another client for ${name}`);
      const write = async (method: 'PUT' | 'DELETE', account: Account) => {
        return as(account, (accountId) =>
          call(accountId, method, resource.detail(other), method === 'PUT' ? {} : undefined),
        );
      };
      const cells: string[] = ['not tried (would change the row)'];
      for (const account of ['customer', 'customerAllRights'] as const) {
        const [put, remove] = [await write('PUT', account), await write('DELETE', account)];
        const rights = account === 'customerAllRights' ? 'with every right: ' : '';
        cells.push(`${rights}PUT ${refusal(put)}; DELETE ${refusal(remove)}`);
        expect([403, 404]).toContain(put.status);
        expect([403, 404]).toContain(remove.status);
        if (account === 'customerAllRights') expect([put.status, remove.status]).toEqual([404, 404]);
      }
      table.push(`| PUT, DELETE ${name}/{id} of another client | ${cells.join(' | ')} |`);
    },
  );

  // Last: the table every test above added its line to.
  it('keeps the table for review', async () => {
    // Formatted as the repository's Markdown is, so that the format check passes over it.
    const file = new URL('./__snapshots__/scoping.md', import.meta.url).pathname;
    const options = (await resolveConfig(file)) ?? {};
    const text = await format(`${table.join('\n')}\n`, { ...options, parser: 'markdown' });
    await expect(text).toMatchFileSnapshot('./__snapshots__/scoping.md');
  });
});
