// @vitest-environment node
import { PERMISSION_NAMES } from '../../../src/lib/permissions';
import { createCaller, expectError, setupTestMockApi } from '../../testing';

const api = await setupTestMockApi({ resetBeforeEach: true });
const call = createCaller(api.signToken);

type User = {
  id: number;
  email: string;
  isExternal: boolean;
  type: string;
  isSuperuser: boolean;
  roles: { id: number; name: string }[];
  client: { id: number; name: string } | null;
  permissions: { name: string }[];
  preferences: { showFavoritesProject: boolean; language: string | null };
  favoriteProjects: { id: number; place: { id: number } }[];
};
type Page<T> = { data: T[]; total_count: number };
const names = (user: User) => user.permissions.map((permission) => permission.name);

const newUser = {
  email: 'lea.morin@enersol.fr',
  firstName: 'Léa',
  lastName: 'Morin',
  isExternal: false,
  roles: [{ id: 3 }],
  client: null,
};

describe('GET user', () => {
  it('answers 401 without a token', async () => {
    for (const path of ['user', 'user/1', 'roles', 'permissions'])
      expect((await call(null, 'GET', path)).status, path).toBe(401);
  });

  it('pages 30 users: the 5 demo accounts first', async () => {
    const first = (await call<Page<User>>('u4', 'GET', 'user?limit=10')).body;
    expect(first.total_count).toBe(30);
    expect(first.data.slice(0, 5).map((user) => user.email)).toEqual([
      'super.admin@enersol.fr',
      'admin@enersol.fr',
      'operateur@enersol.fr',
      'lecteur@partenaire-energie.fr',
      'client@enersol.fr',
    ]);
    const last = (await call<Page<User>>('u4', 'GET', 'user?limit=10&offset=25')).body;
    expect(last.data.map((user) => user.id)).toEqual([26, 27, 28, 29, 30]);
  });

  it('seeds every role, internal and external users, and favourites', async () => {
    const all = (await call<Page<User>>('u1', 'GET', 'user')).body.data;
    for (const role of ['super_admin', 'admin', 'operator', 'reader', 'customer_reader']) {
      expect(
        all.some((user) => user.roles.some((held) => held.name === role)),
        role,
      ).toBe(true);
    }
    expect(
      all.filter((user) => user.isExternal).every((user) => user.type === 'external' && user.client !== null),
    ).toBe(true);
    expect(all.some((user) => !user.isExternal && user.roles[0]?.name === 'reader')).toBe(true);
    expect(all.filter((user) => user.favoriteProjects.length > 0).length).toBeGreaterThan(15);
  });

  it('filters by e-mail, role and client', async () => {
    const partners = (await call<Page<User>>('u1', 'GET', 'user?email=partenaire-energie')).body;
    expect(partners.total_count).toBeGreaterThan(1);
    expect(partners.data.every((user) => user.email.endsWith('@partenaire-energie.fr'))).toBe(true);
    const customers = (await call<Page<User>>('u1', 'GET', 'user?role=customer_reader')).body;
    expect(customers.total_count).toBe(9);
    expect((await call<Page<User>>('u1', 'GET', 'user?role=5')).body.total_count).toBe(9);
    const ofClient = (await call<Page<User>>('u1', 'GET', 'user?clientId=2')).body;
    expect(ofClient.total_count).toBeGreaterThan(0);
    expect(ofClient.data.every((user) => user.client?.id === 2)).toBe(true);
  });

  it('searches name or e-mail, filters by type and sorts', async () => {
    const found = (await call<Page<User>>('u2', 'GET', 'user?search=ROUSSEAU')).body;
    expect(found.data.map((user) => user.email)).toEqual(['mathieu.rousseau@enersol.fr']);
    const byMail = (await call<Page<User>>('u2', 'GET', 'user?search=lecteur@')).body;
    expect(byMail.data.map((user) => user.id)).toEqual([4]);
    const external = (await call<Page<User>>('u2', 'GET', 'user?type=external')).body;
    expect(external.total_count).toBeGreaterThan(0);
    expect(external.data.every((user) => user.isExternal)).toBe(true);
    const internal = (await call<Page<User>>('u2', 'GET', 'user?type=internal')).body;
    expect(internal.total_count + external.total_count).toBe(30);
    const byEmail = (await call<Page<User>>('u2', 'GET', 'user?ordering=-email&limit=3')).body.data;
    const emails = byEmail.map((user) => user.email);
    expect(emails).toEqual([...emails].sort().reverse());
    const byRole = (await call<Page<User>>('u2', 'GET', 'user?ordering=role&limit=2')).body.data;
    expect(byRole.every((user) => user.roles[0]?.name === 'super_admin')).toBe(true);
  });

  it('refuses users without user_view, except for themselves', async () => {
    await expectError(await call('u5', 'GET', 'user'), 403, 'PERMISSION_DENIED');
    await expectError(await call('u5', 'GET', 'user/1'), 403, 'PERMISSION_DENIED');
    expect((await call<User>('u5', 'GET', 'user/5')).body.email).toBe('client@enersol.fr');
    await expectError(await call('u1', 'GET', 'user/999'), 404, 'USER_NOT_FOUND');
  });
});

describe('POST user', () => {
  it('creates a user with user_manage; permissions follow the role', async () => {
    await expectError(await call('u3', 'POST', 'user', newUser), 403, 'PERMISSION_DENIED');
    const response = await call('u2', 'POST', 'user', { ...newUser, id: 3, permissions: [{ name: 'user_manage' }] });
    expect(response.status).toBe(201);
    const user = response.body as User;
    expect(user).toMatchObject({
      id: 31,
      email: 'lea.morin@enersol.fr',
      isSuperuser: false,
      roles: [{ id: 3, name: 'operator' }],
    });
    expect(names(user)).not.toContain('user_manage');
    expect(names(user)).toContain('project_manage');
  });

  it('checks the e-mail domain and duplicates', async () => {
    await expectError(
      await call('u2', 'POST', 'user', { ...newUser, email: 'lea@gmail.com' }),
      400,
      'INVALID_EMAIL_DOMAIN',
    );
    await expectError(
      await call('u2', 'POST', 'user', { ...newUser, email: 'lea@sub.enersol.fr' }),
      400,
      'INVALID_EMAIL_DOMAIN',
    );
    await expectError(
      await call('u2', 'POST', 'user', { ...newUser, email: 'ADMIN@enersol.fr' }),
      409,
      'DUPLICATE_USER',
    );
    await expectError(await call('u2', 'POST', 'user', { ...newUser, roles: [{ id: 42 }] }), 400, 'INVALID_JSON');
    await expectError(await call('u2', 'POST', 'user', { ...newUser, roles: [] }), 400, 'INVALID_JSON');
    await expectError(await call('u2', 'POST', 'user', { ...newUser, client: { id: 99 } }), 404, 'CLIENT_NOT_FOUND');
  });

  it('lets only a superuser create a super admin', async () => {
    const superAdmin = { ...newUser, roles: [{ name: 'super_admin' }] };
    await expectError(await call('u2', 'POST', 'user', superAdmin), 403, 'NEEDS_SUPERUSER');
    const created = (await call<User>('u1', 'POST', 'user', superAdmin)).body;
    expect(created.isSuperuser).toBe(true);
  });
});

describe('PUT user/{id}', () => {
  it('lets a reader save their own preferences and favourites, not their roles', async () => {
    const me = (await call<User>('u4', 'GET', 'user/current')).body;
    const body = {
      preferences: { showFavoritesProject: false, language: 'de' },
      favoriteProjects: [{ id: 3, place: { id: 2 } }, { id: 7 }],
      roles: me.roles,
    };
    const saved = (await call<User>('u4', 'PUT', 'user/4', body)).body;
    expect(saved.preferences).toMatchObject({ showFavoritesProject: false, language: 'fr' });
    expect(saved.favoriteProjects).toEqual([
      { id: 3, place: { id: 2 } },
      { id: 7, place: { id: 4 } },
    ]);
    expect((await call<User>('u4', 'GET', 'user/current')).body.favoriteProjects).toHaveLength(2);
    await expectError(await call('u4', 'PUT', 'user/4', { roles: [{ id: 2 }] }), 403, 'PERMISSION_DENIED');
    await expectError(
      await call('u4', 'PUT', 'user/3', { preferences: { showFavoritesProject: true } }),
      403,
      'PERMISSION_DENIED',
    );
    await expectError(await call('u4', 'PUT', 'user/4', { favoriteProjects: [{ id: 999 }] }), 404, 'PROJECT_NOT_FOUND');
  });

  it('keeps a customer’s favourites within their client', async () => {
    await expectError(await call('u5', 'PUT', 'user/5', { favoriteProjects: [{ id: 9 }] }), 404, 'PROJECT_NOT_FOUND');
    expect((await call('u5', 'PUT', 'user/5', { favoriteProjects: [{ id: 4 }] })).status).toBe(200);
  });

  it('changes a role with user_manage and the user’s permissions follow', async () => {
    const promoted = (await call<User>('u2', 'PUT', 'user/17', { roles: [{ id: 3 }] })).body;
    expect(promoted.roles).toEqual([{ id: 3, name: 'operator' }]);
    expect(names(promoted)).toContain('alerting_configuration_manage');
    await expectError(
      await call('u2', 'PUT', 'user/17', { email: 'celine.perrin@example.com' }),
      400,
      'INVALID_EMAIL_DOMAIN',
    );
    await expectError(await call('u2', 'PUT', 'user/999', { roles: [{ id: 3 }] }), 404, 'USER_NOT_FOUND');
  });

  it('lets only a superuser edit a super admin or grant the role', async () => {
    await expectError(await call('u2', 'PUT', 'user/6', { firstName: 'Nath' }), 403, 'NEEDS_SUPERUSER');
    await expectError(await call('u2', 'PUT', 'user/17', { roles: [{ id: 1 }] }), 403, 'NEEDS_SUPERUSER');
    const granted = (await call<User>('u1', 'PUT', 'user/17', { roles: [{ id: 1 }] })).body;
    expect(granted.isSuperuser).toBe(true);
  });
});

describe('DELETE user/{id}', () => {
  it('deletes with user_manage, never oneself, super admins only by a superuser', async () => {
    await expectError(await call('u3', 'DELETE', 'user/10'), 403, 'PERMISSION_DENIED');
    await expectError(await call('u2', 'DELETE', 'user/2'), 409, 'NOT_DELETABLE');
    await expectError(await call('u2', 'DELETE', 'user/6'), 403, 'NEEDS_SUPERUSER');
    expect((await call('u2', 'DELETE', 'user/10')).status).toBe(204);
    await expectError(await call('u2', 'GET', 'user/10'), 404, 'USER_NOT_FOUND');
    await expectError(await call('u2', 'DELETE', 'user/10'), 404, 'USER_NOT_FOUND');
    expect((await call<Page<User>>('u2', 'GET', 'user?limit=1')).body.total_count).toBe(29);
  });
});

describe('roles and permissions', () => {
  it('lists the five roles with their permissions', async () => {
    const roles = (
      await call<Page<{ id: number; name: string; permissions: { id: number; name: string }[] }>>('u4', 'GET', 'roles')
    ).body;
    expect(roles.data.map((role) => role.name)).toEqual([
      'super_admin',
      'admin',
      'operator',
      'reader',
      'customer_reader',
    ]);
    expect(roles.data[0]?.permissions).toHaveLength(PERMISSION_NAMES.length);
    await expectError(await call('u5', 'GET', 'roles'), 403, 'PERMISSION_DENIED');
  });

  it('lists the permissions with a count and paging', async () => {
    const all = (await call<Page<{ id: number; name: string }>>('u4', 'GET', 'permissions')).body;
    expect(all.total_count).toBe(PERMISSION_NAMES.length);
    expect(all.data[0]).toEqual({ id: 1, name: PERMISSION_NAMES[0] });
    expect((await call<Page<unknown>>('u4', 'GET', 'permissions?limit=10&offset=40')).body.data).toHaveLength(
      PERMISSION_NAMES.length - 40,
    );
    await expectError(await call('u5', 'GET', 'permissions'), 403, 'PERMISSION_DENIED');
  });

  it('lets only a superuser edit a role; its users get the new permissions at once', async () => {
    const reader = (await call<User>('u4', 'GET', 'user/current')).body;
    const without = reader.permissions.filter(
      (permission) => permission.name !== 'user_view' && permission.name !== 'user_reader_view',
    );
    await expectError(await call('u2', 'PUT', 'roles/4', { permissions: without }), 403, 'NEEDS_SUPERUSER');
    await expectError(
      await call('u1', 'PUT', 'roles/4', { permissions: [{ name: 'fly_manage' }] }),
      400,
      'INVALID_JSON',
    );
    await expectError(await call('u1', 'PUT', 'roles/99', { permissions: without }), 404, 'ROLE_NOT_FOUND');
    const role = (
      await call<{ permissions: { name: string }[] }>('u1', 'PUT', 'roles/4', {
        id: 9,
        name: 'boss',
        permissions: without,
      })
    ).body;
    expect(role.permissions.map((permission) => permission.name)).not.toContain('user_view');
    expect(names((await call<User>('u4', 'GET', 'user/current')).body)).not.toContain('user_view');
    await expectError(await call('u4', 'GET', 'user'), 403, 'PERMISSION_DENIED');
    const other = (await call<User>('u1', 'GET', 'user/17')).body;
    expect(names(other)).not.toContain('user_view');
  });
});
