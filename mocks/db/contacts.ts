import type { SeedBase } from './seedBase';
import type { Random } from './random';

/** Contacts (spec 001 §3): the people alerts and scheduled reports are sent to. */
export interface ContactRow {
  id: number;
  name: string;
  email: string;
  /** Display name of the user who created the contact. */
  creator: string | null;
  createdAt: string;
  /**
   * The client whose person the contact is; null for the provider's own people (the internal
   * users' contacts). A customer sees only their client's contacts, and a report of a project is
   * sent only to its client's contacts and to internal users (mocks/handlers/reports/recipients.ts).
   */
  clientId: number | null;
}

/** A contact as alerts and scheduled reports embed it in their answers. */
export type ContactRef = Pick<ContactRow, 'id' | 'name' | 'email'>;

export function contactRef(contact: ContactRef): ContactRef {
  return { id: contact.id, name: contact.name, email: contact.email };
}

/**
 * Whom the seeded schedules of a project send to: its client's contacts and the staff's, the rule
 * the API holds writes to (mocks/handlers/reports/recipients.ts). Never empty: every client has
 * contacts, and the staff's are there for all.
 */
export function seedRecipients(
  base: Pick<SeedBase, 'projects' | 'places'> & { contacts: readonly ContactRow[] },
  projectId: number,
): ContactRow[] {
  const placeId = base.projects.find((project) => project.id === projectId)?.placeId;
  const clientId = base.places.find((place) => place.id === placeId)?.clientId ?? null;
  return base.contacts.filter((contact) => contact.clientId === null || contact.clientId === clientId);
}

/** Shared with the support seed, which names each project's on-site contact from the same lists. */
export const FIRST_NAMES = [
  'Alain',
  'Brigitte',
  'Cédric',
  'Delphine',
  'Éric',
  'Fabienne',
  'Gilles',
  'Hélène',
  'Isabelle',
  'Jérôme',
  'Karine',
  'Loïc',
  'Mélanie',
  'Noël',
  'Océane',
  'Pascal',
  'Quentin',
  'Rachel',
  'Sylvain',
  'Thierry',
  'Valérie',
  'Yann',
];
export const LAST_NAMES = [
  'Arnaud',
  'Bertrand',
  'Carpentier',
  'Denis',
  'Évrard',
  'Fournier',
  'Gauthier',
  'Hamon',
  'Jacob',
  'Kervella',
  'Leroy',
  'Marchand',
  'Noël',
  'Olivier',
  'Picard',
  'Riviere',
  'Simon',
  'Thomas',
  'Vidal',
  'Weber',
];
const CLIENT_DOMAINS: Record<number, string> = {
  1: 'acieries-du-nord.fr',
  2: 'papeteries-bretagne.fr',
  3: 'laiteries-alpines.fr',
  4: 'verreries-oceanes.fr',
  5: 'client-test.fr',
  6: 'client-demo.fr',
};
/** The client whose e-mail domain this is, among the seeded clients; null for any other domain. */
export function clientOfEmailDomain(email: string): number | null {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  const entry = Object.entries(CLIENT_DOMAINS).find(([, known]) => known === domain);
  return entry ? Number(entry[0]) : null;
}

const FUNCTIONS = ['astreinte', 'maintenance', 'energie', 'direction.site', 'qualite'];

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
const DAY = 86_400_000;
/** The internal demo accounts (users 1–4) have a contact each. */
const INTERNAL_CONTACT_USERS = 4;

/**
 * 40 client contacts with ids 1..40, then one contact per internal demo account (the provider's
 * staff, who receive their customers' reports too); the alerting and reports seeds pick from these
 * rows. The internal ones draw nothing at random, so that the seeds after this one keep their rows.
 */
export function seedContacts(random: Random, base: SeedBase, now: number): ContactRow[] {
  const creators = base.users.filter((user) => !user.isExternal && !user.roles.some((role) => role.name === 'reader'));
  const seen = new Set<string>();
  const contacts: ContactRow[] = [];
  while (contacts.length < 40) {
    const client = base.clients[contacts.length % base.clients.length] ?? { id: 1, name: '' };
    const domain = CLIENT_DOMAINS[client.id] ?? 'enersol.fr';
    const functional = contacts.length % 8 === 7;
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const role = random.pick(FUNCTIONS);
    const name = functional
      ? `${role.replace('.', ' ').replace(/^./, (c) => c.toUpperCase())} ${client.name}`
      : `${first} ${last}`;
    const email = functional ? `${role}@${domain}` : `${slug(first)}.${slug(last)}@${domain}`;
    if (seen.has(email)) continue;
    seen.add(email);
    const creator = random.pick(creators);
    contacts.push({
      id: contacts.length + 1,
      name,
      email,
      creator: creator ? `${creator.firstName} ${creator.lastName}` : null,
      createdAt: random.isoBetween(now - 900 * DAY, now - 5 * DAY),
      clientId: client.id,
    });
  }
  const staff = base.users.filter((user) => !user.isExternal && user.id <= INTERNAL_CONTACT_USERS);
  for (const user of staff) {
    contacts.push({
      id: contacts.length + 1,
      name: `${user.firstName} ${user.lastName}`,
      email: user.email,
      creator: null,
      createdAt: new Date(now - (400 + user.id) * DAY).toISOString(),
      clientId: null,
    });
  }
  return contacts;
}
