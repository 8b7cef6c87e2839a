// @vitest-environment node
import { PERMISSION_NAMES } from '../../lib/permissions';
import { readAllPages, setupMockApiClient } from '../../test/mockApiClient';
import {
  permissionSchema,
  permissionsQuery,
  roleSchema,
  rolesResource,
  roleUpdateSchema,
  userCreateSchema,
  userSchema,
  usersResource,
  userUpdateSchema,
} from './usersApi';

const api = await setupMockApiClient('u1', { quiet: true });

describe('user, role and permission schemas parse every seeded row as served', () => {
  it('every user, page by page, and each detail', async () => {
    const users = await readAllPages(usersResource.list, {}, 7);
    expect(users).toHaveLength(30);
    for (const user of users) {
      userSchema.parse(user);
      expect(await usersResource.get(user.id)).toEqual(user);
    }
  });

  it('roles and permissions', async () => {
    const roles = await rolesResource.list();
    expect(roles.total_count).toBe(5);
    for (const role of roles.data) roleSchema.parse(role);
    const permissions = await permissionsQuery.fetch(undefined);
    expect(permissions.total_count).toBe(PERMISSION_NAMES.length);
    for (const permission of permissions.data) permissionSchema.parse(permission);
  });
});

describe('write payloads strip what must not be sent', () => {
  it('a user create or update never sends id, permissions nor the superuser flag', async () => {
    const user = await usersResource.get(8);
    const payload = userUpdateSchema.parse(user);
    for (const key of ['id', 'permissions', 'isSuperuser', 'type']) expect(payload).not.toHaveProperty(key);
    expect(payload.email).toBe(user.email);
    const created = userCreateSchema.parse({
      ...user,
      email: ' New.Person@Enersol.fr ',
      client: { id: 1, name: 'Aciéries du Nord' },
    });
    expect(created.email).toBe('new.person@enersol.fr');
    expect(created.client).toEqual({ id: 1 });
    expect(userCreateSchema.safeParse({ ...user, email: 'x@gmail.com' }).error?.issues[0]?.message).toBe(
      'INVALID_EMAIL_DOMAIN',
    );
  });

  it('a role update sends only its permissions', () => {
    expect(
      roleUpdateSchema.parse({ id: 4, name: 'reader', permissions: [{ id: 1, name: 'alerting_configuration_view' }] }),
    ).toEqual({
      permissions: [{ id: 1, name: 'alerting_configuration_view' }],
    });
  });
});

describe('write round trips through the resources', () => {
  afterAll(() => api.reset());

  it('creates, edits and deletes a user; the server refuses a foreign domain', async () => {
    api.signInAs('u2');
    const created = await usersResource.create({
      email: 'lea.morin@partenaire-energie.fr',
      firstName: 'Léa',
      lastName: 'Morin',
      isExternal: false,
      roles: [{ id: 4 }],
    });
    expect(created.roles).toEqual([{ id: 4, name: 'reader' }]);
    const edited = await usersResource.update(created.id, { roles: [{ id: 3, name: 'operator' }] });
    expect(edited.permissions?.some((permission) => permission.name === 'project_manage')).toBe(true);
    await usersResource.remove(created.id);
    await expect(usersResource.get(created.id)).rejects.toMatchObject({ status: 404, messages: ['USER_NOT_FOUND'] });
    await expect(usersResource.remove(2)).rejects.toMatchObject({ status: 409, messages: ['NOT_DELETABLE'] });
  });

  it('refuses a role update to anyone but a superuser', async () => {
    api.signInAs('u2');
    await expect(rolesResource.update(4, { permissions: [] })).rejects.toMatchObject({
      status: 403,
      messages: ['NEEDS_SUPERUSER'],
    });
    api.signInAs('u1');
    const role = await rolesResource.update(5, { permissions: [{ name: 'home_page_view' }] });
    expect(role.permissions).toEqual([{ id: PERMISSION_NAMES.indexOf('home_page_view') + 1, name: 'home_page_view' }]);
  });
});
