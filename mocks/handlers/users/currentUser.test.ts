import { TEST_API_BASE_URL } from '../../node';
import { setupTestMockApi } from '../../testing';

const api = await setupTestMockApi();

const currentUser = (token?: string) =>
  fetch(`${TEST_API_BASE_URL}user/current`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

describe('GET user/current', () => {
  it('answers 401 UNAUTHORIZED without a token', async () => {
    const response = await currentUser();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ messages: ['UNAUTHORIZED'] });
  });

  it('answers 401 for an expired or forged token', async () => {
    expect((await currentUser(await api.signToken('u2', Math.floor(Date.now() / 1000) - 10))).status).toBe(401);
    expect((await currentUser('not.a.jwt')).status).toBe(401);
  });

  it('answers the signed-in user with the permissions of their role', async () => {
    const response = await currentUser(await api.signToken('u4'));
    expect(response.status).toBe(200);
    const user = (await response.json()) as {
      email: string;
      roles: { name: string }[];
      permissions: { name: string }[];
    };
    expect(user.email).toBe('lecteur@partenaire-energie.fr');
    expect(user.roles.map((role) => role.name)).toEqual(['reader']);
    expect(user.permissions.some((permission) => permission.name.endsWith('_manage'))).toBe(false);
  });
});
