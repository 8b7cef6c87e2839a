import { DEMO_ACCOUNTS, type DemoAccount } from '../demoAccounts';
import { permissionsForRole } from '../rolePermissions';

const ROLE_IDS = { super_admin: 1, admin: 2, operator: 3, reader: 4, customer_reader: 5 } as const;

export interface MockUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  isExternal: boolean;
  isSuperuser: boolean;
  roles: { id: number; name: string }[];
  client: { id: number; name: string } | null;
  permissions: { name: string }[];
  preferences: { showFavoritesProject: boolean; language: string | null };
  favoriteProjects: { id: number; place: { id: number } }[];
}

export function userFromAccount(account: DemoAccount): MockUser {
  return {
    id: account.userId,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    isExternal: account.isExternal,
    isSuperuser: account.role === 'super_admin',
    roles: [{ id: ROLE_IDS[account.role], name: account.role }],
    client: account.isExternal ? { id: 1, name: 'Aciéries du Nord' } : null,
    permissions: permissionsForRole(account.role).map((name) => ({ name })),
    preferences: { showFavoritesProject: true, language: null },
    favoriteProjects: [],
  };
}

export function seedUsers(): MockUser[] {
  return DEMO_ACCOUNTS.map(userFromAccount);
}

export function findUserByAccountId(users: readonly MockUser[], accountId: string): MockUser | undefined {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.accountId === accountId);
  return account ? users.find((user) => user.id === account.userId) : undefined;
}
