import { permissionsForRole } from '../rolePermissions';
import type { SeedBase } from './seedBase';
import type { Random } from './random';
import { PROJECT_CHOICES, SUPPORT_CHOICES } from './adminChoices';
import { ROLE_IDS } from './users';

/**
 * Administration and project parameters (spec 001 §3): roles, contacts, project energies, the
 * support (BEX) records with their technical files, and the choice lists the project forms offer.
 */
export interface RoleRow {
  id: number;
  name: string;
  /** Permission names; users holding the role get them (mocks/handlers/users/currentUser.ts keeps them in sync). */
  permissions: string[];
}

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

export interface ProjectEnergyRow {
  id: number;
  projectId: number;
  /** An energyTypes choice code (ELECTRICITY, STEAM, NATURAL_GAS...). */
  energyType: string;
  /** Current and contract PER (reference energy price), euro/MWh. */
  currentPer: number;
  contractPer: number;
  /** KgCO2e/kWh PCS. */
  emissionFactor: number;
}

export interface TechnicalInfo {
  siteNumber: string;
  solution: string;
  virtualMachine: string;
  commissioningDate: string;
  linkType: string;
  internetAccess: string;
  remoteAccessProcedure: string;
  lastSupportSession: string | null;
  /** Free space on disks C and D, in GB. */
  freeSpaceC: number;
  freeSpaceD: number | null;
}

export interface SupportRecordRow {
  id: number;
  project_id: number;
  technicalInfo: TechnicalInfo;
  system: {
    operatingSystem: string;
    database: string;
    acquisitionSoftwareVersion: string;
    lastUpdate: string;
    backupFrequency: string;
  };
  access: {
    remoteTool: string;
    vpnAddress: string | null;
    login: string;
    onSiteContactName: string;
    onSiteContactPhone: string;
    accessHours: string;
    comments: string | null;
  };
  equipment: {
    id: number;
    type: string;
    brand: string;
    model: string;
    quantity: number;
    location: string;
    serialNumber: string;
  }[];
  software: { id: number; name: string; version: string; licence: string; expirationDate: string | null }[];
  contractInformation: {
    contractNumber: string;
    supportLevel: string;
    startDate: string;
    endDate: string;
    responseTimeHours: number;
    comments: string | null;
  };
}

export interface SupportFileRow {
  id: number;
  projectId: number;
  name: string;
  /** Bytes. */
  size: number;
  type: string;
  lastReadDate: string | null;
  createdAt: string;
}

export interface AdminTables {
  roles: RoleRow[];
  contacts: ContactRow[];
  projectEnergies: ProjectEnergyRow[];
  supportRecords: SupportRecordRow[];
  supportFiles: SupportFileRow[];
}

const FIRST_NAMES = [
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
const LAST_NAMES = [
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
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const DAY = 86_400_000;

/** 40 contacts with ids 1..40; the alerting and reports seeds pick from these rows. */
function seedContacts(random: Random, base: SeedBase, now: number): ContactRow[] {
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

/** [code, current PER range, contract PER range, emission factor] — ADEME-like factors. */
const ENERGY_PROFILES: [string, [number, number], [number, number], number][] = [
  ['ELECTRICITY', [110, 190], [90, 150], 0.052],
  ['NATURAL_GAS', [45, 90], [35, 60], 0.205],
  ['STEAM', [40, 70], [35, 55], 0.17],
  ['FUEL_OIL', [80, 120], [70, 100], 0.324],
  ['BIOMASS', [30, 50], [25, 40], 0.03],
  ['HEAT_NETWORK', [70, 100], [60, 85], 0.11],
];

function seedProjectEnergies(random: Random, base: SeedBase): ProjectEnergyRow[] {
  const rows: ProjectEnergyRow[] = [];
  for (const project of base.projects) {
    // Every project buys electricity; one or two more energies for most.
    const others = random.pickMany(ENERGY_PROFILES.slice(1), random.int(0, 2));
    for (const [energyType, current, contract, emissionFactor] of [ENERGY_PROFILES[0], ...others].filter(
      (profile) => profile !== undefined,
    )) {
      rows.push({
        id: rows.length + 1,
        projectId: project.id,
        energyType,
        currentPer: random.float(current[0], current[1], 2),
        contractPer: random.float(contract[0], contract[1], 2),
        emissionFactor,
      });
    }
  }
  return rows;
}

const FILE_KINDS: [string, string, [number, number]][] = [
  ['Schéma unifilaire', 'pdf', [300_000, 4_000_000]],
  ['Plan réseau', 'pdf', [200_000, 2_500_000]],
  ['Liste des points de mesure', 'xlsx', [40_000, 600_000]],
  ['Procédure d’accès distant', 'docx', [30_000, 300_000]],
  ['Photo armoire', 'jpg', [800_000, 5_000_000]],
  ['Export configuration automate', 'csv', [5_000, 200_000]],
  ['PV de mise en service', 'pdf', [150_000, 1_200_000]],
];

function seedSupport(
  random: Random,
  base: SeedBase,
  now: number,
): Pick<AdminTables, 'supportRecords' | 'supportFiles'> {
  const supportRecords: SupportRecordRow[] = [];
  const supportFiles: SupportFileRow[] = [];
  const pickCode = (list: string) => random.pick(SUPPORT_CHOICES[list] ?? PROJECT_CHOICES[list] ?? []).code;
  for (const project of base.projects) {
    const commissioned = now - random.int(120, 1_800) * DAY;
    const place = base.places.find((row) => row.id === project.placeId);
    const siteNumber = `S${String(1_000 + project.id * 37).padStart(5, '0')}`;
    supportRecords.push({
      id: project.id,
      project_id: project.id,
      technicalInfo: {
        siteNumber,
        solution: pickCode('solutions'),
        virtualMachine: pickCode('virtualMachines'),
        commissioningDate: isoDay(commissioned),
        linkType: pickCode('linkTypes'),
        internetAccess: pickCode('internetAccess'),
        remoteAccessProcedure: `Demander l’ouverture du VPN au service informatique de ${place?.name ?? 'site'} 24 h à l’avance, puis se connecter au poste de supervision.`,
        lastSupportSession: random.chance(0.85) ? random.isoBetween(now - 120 * DAY, now - DAY) : null,
        freeSpaceC: random.float(4, 120, 1),
        freeSpaceD: random.chance(0.8) ? random.float(20, 900, 1) : null,
      },
      system: {
        operatingSystem: random.pick(['Windows Server 2019', 'Windows Server 2022', 'Debian 12']),
        database: random.pick(['PostgreSQL 15', 'PostgreSQL 16', 'SQL Server 2019']),
        acquisitionSoftwareVersion: `4.${random.int(2, 9)}.${random.int(0, 20)}`,
        lastUpdate: isoDay(now - random.int(5, 200) * DAY),
        backupFrequency: random.pick(['Quotidienne', 'Hebdomadaire']),
      },
      access: {
        remoteTool: pickCode('remoteTools'),
        vpnAddress: random.chance(0.6) ? `vpn-${siteNumber.toLowerCase()}.enersol.fr` : null,
        login: `support.${siteNumber.toLowerCase()}`,
        onSiteContactName: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
        onSiteContactPhone: `+33 ${random.int(1, 5)} ${String(random.int(10, 99))} ${String(random.int(10, 99))} ${String(random.int(10, 99))} ${String(random.int(10, 99))}`,
        accessHours: random.pick(['Lun–ven 8h–17h', '24 h/24', 'Lun–sam 6h–22h']),
        comments: random.chance(0.3) ? 'Badge visiteur à retirer au poste de garde.' : null,
      },
      equipment: random.pickMany(SUPPORT_CHOICES.equipmentTypes ?? [], random.int(2, 4)).map((type, index) => ({
        id: index + 1,
        type: type.code,
        brand: random.pick(['Schneider Electric', 'Siemens', 'Socomec', 'Wago', 'Endress+Hauser']),
        model: `${type.code}-${random.int(100, 999)}`,
        quantity: random.int(1, 12),
        location: random.pick(['Local électrique TGBT', 'Chaufferie', 'Salle serveurs', 'Atelier']),
        serialNumber: `SN${random.int(100_000, 999_999)}`,
      })),
      software: [
        {
          id: 1,
          name: 'Wattsight Collect',
          version: `4.${random.int(2, 9)}`,
          licence: 'Site',
          expirationDate: isoDay(now + random.int(30, 700) * DAY),
        },
        {
          id: 2,
          name: random.pick(['PcVue', 'WinCC', 'Topkapi']),
          version: `${random.int(11, 16)}.${random.int(0, 3)}`,
          licence: 'Client',
          expirationDate: null,
        },
      ],
      contractInformation: {
        contractNumber: `MAINT-${project.chrono_sf}`,
        supportLevel: pickCode('supportLevels'),
        startDate: isoDay(commissioned),
        endDate: isoDay(commissioned + random.int(3, 6) * 365 * DAY),
        responseTimeHours: random.pick([4, 8, 24, 48]),
        comments: null,
      },
    });
    for (const [label, type, [minSize, maxSize]] of random.pickMany(FILE_KINDS, random.int(2, 6))) {
      const createdAt = random.isoBetween(commissioned, now - DAY);
      supportFiles.push({
        id: supportFiles.length + 1,
        projectId: project.id,
        name: `${label} ${place?.shortName ?? ''}.${type}`.replace(/ \./, '.'),
        size: random.int(minSize, maxSize),
        type,
        lastReadDate: random.chance(0.7) ? random.isoBetween(Date.parse(createdAt), now) : null,
        createdAt,
      });
    }
  }
  return { supportRecords, supportFiles };
}

export function seedAdmin(random: Random, base: SeedBase, now: number): AdminTables {
  const roles = (Object.keys(ROLE_IDS) as (keyof typeof ROLE_IDS)[]).map((name) => ({
    id: ROLE_IDS[name],
    name,
    permissions: permissionsForRole(name),
  }));
  return {
    roles,
    contacts: seedContacts(random, base, now),
    projectEnergies: seedProjectEnergies(random, base),
    ...seedSupport(random, base, now),
  };
}
