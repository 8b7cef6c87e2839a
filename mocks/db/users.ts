import { DEMO_ACCOUNTS, type DemoAccount, type DemoRole } from '../demoAccounts';
import { permissionsForRole } from '../rolePermissions';
import { createRandom } from './random';
import { seededProjectOwners } from './structure';

/** Fixed role ids (spec 001 §3 "Role: id"): the roles table and every user row agree on them. */
export const ROLE_IDS = { super_admin: 1, admin: 2, operator: 3, reader: 4, customer_reader: 5 } as const;

export interface MockUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  isExternal: boolean;
  /** Kept equal to "holds the super_admin role" by every write. */
  isSuperuser: boolean;
  roles: { id: number; name: string }[];
  client: { id: number; name: string } | null;
  /**
   * The union of the roles' permissions. The caller's rights are read from here (context.ts), so
   * every write of a user or a role recomputes it (mocks/handlers/users/users.ts).
   */
  permissions: { name: string }[];
  preferences: {
    showFavoritesProject: boolean;
    language: string | null;
    /** Absent or null: no choice saved, the browser's own applies. */
    colorScheme?: 'light' | 'dark' | 'auto' | null;
    [key: string]: unknown;
  };
  favoriteProjects: { id: number; place: { id: number } }[];
}

const CLIENT_NAMES: Record<number, string> = {
  1: 'Aciéries du Nord',
  2: 'Papeteries de Bretagne',
  3: 'Laiteries Alpines',
  4: 'Verreries Océanes',
  5: 'Client Test',
};

const PROVIDER = 'enersol.fr';
const PARTNER = 'partenaire-energie.fr';

export function userFromAccount(account: DemoAccount): MockUser {
  return {
    id: account.userId,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    isExternal: account.isExternal,
    isSuperuser: account.role === 'super_admin',
    roles: [{ id: ROLE_IDS[account.role], name: account.role }],
    client: account.isExternal ? { id: 1, name: CLIENT_NAMES[1] ?? '' } : null,
    permissions: permissionsForRole(account.role).map((name) => ({ name })),
    preferences: { showFavoritesProject: true, language: null },
    favoriteProjects: [],
  };
}

/** [first name, last name, role, client id for external users (null: internal), partner domain] */
type UserSeed = [string, string, DemoRole, number | null, boolean];

/** 25 more people of every role, internal and external (spec 001 §1, §3). */
const MORE_USERS: UserSeed[] = [
  ['Nathalie', 'Bernard', 'super_admin', null, false],
  ['Pierre', 'Lemoine', 'admin', null, false],
  ['Émilie', 'Faure', 'admin', null, false],
  ['Olivier', 'Girard', 'admin', null, true],
  ['Mathieu', 'Rousseau', 'operator', null, false],
  ['Sarah', 'Mercier', 'operator', null, false],
  ['Julie', 'Blanc', 'operator', null, true],
  ['Romain', 'Guérin', 'operator', null, false],
  ['Yasmine', 'Haddad', 'operator', null, false],
  ['Nicolas', 'Boyer', 'operator', 2, true],
  ['Laura', 'Colin', 'operator', null, true],
  ['Céline', 'Perrin', 'reader', null, false],
  ['Vincent', 'Morel', 'reader', 2, true],
  ['Aurélie', 'Masson', 'reader', null, false],
  ['Benoît', 'Robin', 'reader', 3, true],
  ['Sandrine', 'Dupuis', 'reader', null, true],
  ['Maxime', 'Renaud', 'reader', null, false],
  ['Jean', 'Lefebvre', 'customer_reader', 1, false],
  ['Marie', 'Caron', 'customer_reader', 1, true],
  ['Patrick', 'Le Gall', 'customer_reader', 2, false],
  ['Gwenaëlle', 'Tanguy', 'customer_reader', 2, true],
  ['François', 'Bonnet', 'customer_reader', 3, false],
  ['Élodie', 'Roche', 'customer_reader', 3, true],
  ['Stéphane', 'Dubois', 'customer_reader', 4, false],
  ['Agnès', 'Meunier', 'customer_reader', 5, false],
];

/** "Gwenaëlle Le Gall" → "gwenaelle.le-gall": e-mail local parts without accents or spaces. */
export function emailLocalPart(firstName: string, lastName: string): string {
  const slug = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  return `${slug(firstName)}.${slug(lastName)}`;
}

/**
 * The 5 demo accounts (ids 1–5, they sign in) then 25 more users. Seeded from its own fixed
 * stream: database.ts calls this without arguments, before the other areas.
 */
export function seedUsers(): MockUser[] {
  const random = createRandom(4_242);
  const owners = seededProjectOwners();
  const favouritesFor = (clientId: number | null, count: number) => {
    const allowed = owners.filter((project) => !project.hidden && (clientId === null || project.clientId === clientId));
    return random
      .pickMany(allowed, count)
      .sort((a, b) => a.id - b.id)
      .map((project) => ({ id: project.id, place: { id: project.placeId } }));
  };
  const demo = DEMO_ACCOUNTS.map((account) => {
    const user = userFromAccount(account);
    user.favoriteProjects = favouritesFor(
      user.client?.id ?? null,
      account.role === 'reader' ? 0 : 2 + (account.userId % 3),
    );
    return user;
  });
  const more = MORE_USERS.map(([firstName, lastName, role, clientId, partner], index): MockUser => ({
    id: DEMO_ACCOUNTS.length + index + 1,
    email: `${emailLocalPart(firstName, lastName)}@${partner ? PARTNER : PROVIDER}`,
    firstName,
    lastName,
    isExternal: clientId !== null,
    isSuperuser: role === 'super_admin',
    roles: [{ id: ROLE_IDS[role], name: role }],
    client: clientId === null ? null : { id: clientId, name: CLIENT_NAMES[clientId] ?? '' },
    permissions: permissionsForRole(role).map((name) => ({ name })),
    preferences: {
      showFavoritesProject: random.chance(0.7),
      language: random.pick([null, 'fr', 'fr', 'en']),
    },
    favoriteProjects: favouritesFor(clientId, random.int(0, 4)),
  }));
  return [...demo, ...more];
}

export function findUserByAccountId(users: readonly MockUser[], accountId: string): MockUser | undefined {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.accountId === accountId);
  return account ? users.find((user) => user.id === account.userId) : undefined;
}
