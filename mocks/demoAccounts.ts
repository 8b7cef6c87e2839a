/**
 * The demo sign-in accounts, shared by the local sign-in provider (who may sign in) and the
 * mocked API (who they are once signed in). One account per role, internal and external users.
 */
export type DemoRole = 'super_admin' | 'admin' | 'operator' | 'reader' | 'customer_reader';

export interface DemoAccount {
  /** The token's `sub` and the user id in the mocked API. */
  readonly accountId: string;
  readonly userId: number;
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: DemoRole;
  readonly isExternal: boolean;
}

export const DEMO_PASSWORD = 'demo';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    accountId: 'u1',
    userId: 1,
    email: 'super.admin@enersol.fr',
    password: DEMO_PASSWORD,
    firstName: 'Sophie',
    lastName: 'Martin',
    role: 'super_admin',
    isExternal: false,
  },
  {
    accountId: 'u2',
    userId: 2,
    email: 'admin@enersol.fr',
    password: DEMO_PASSWORD,
    firstName: 'Antoine',
    lastName: 'Durand',
    role: 'admin',
    isExternal: false,
  },
  {
    accountId: 'u3',
    userId: 3,
    email: 'operateur@enersol.fr',
    password: DEMO_PASSWORD,
    firstName: 'Karim',
    lastName: 'Benali',
    role: 'operator',
    isExternal: false,
  },
  {
    accountId: 'u4',
    userId: 4,
    email: 'lecteur@partenaire-energie.fr',
    password: DEMO_PASSWORD,
    firstName: 'Claire',
    lastName: 'Petit',
    role: 'reader',
    isExternal: false,
  },
  {
    accountId: 'u5',
    userId: 5,
    email: 'client@enersol.fr',
    password: DEMO_PASSWORD,
    firstName: 'Julien',
    lastName: 'Moreau',
    role: 'customer_reader',
    isExternal: true,
  },
];

export function findDemoAccount(email: string): DemoAccount | undefined {
  const wanted = email.trim().toLowerCase();
  return DEMO_ACCOUNTS.find((account) => account.email === wanted);
}

/** What a server prints when it starts: the demo accounts and their password, a line each. */
export function demoAccountLines(): string[] {
  return [
    `  Demo accounts (password "${DEMO_PASSWORD}"):`,
    ...DEMO_ACCOUNTS.map(
      (account) => `    ${account.email.padEnd(32)} ${account.role}${account.isExternal ? ' (external)' : ''}`,
    ),
  ];
}
