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
}

/** A contact as alerts and scheduled reports embed it in their answers. */
export type ContactRef = Pick<ContactRow, 'id' | 'name' | 'email'>;

export function contactRef(contact: ContactRef): ContactRef {
  return { id: contact.id, name: contact.name, email: contact.email };
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
const FUNCTIONS = ['astreinte', 'maintenance', 'energie', 'direction.site', 'qualite'];

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
const DAY = 86_400_000;

/** 40 contacts with ids 1..40; the alerting and reports seeds pick from these rows. */
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
    });
  }
  return contacts;
}
