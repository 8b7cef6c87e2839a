import type { SeedBase } from './seedBase';
import type { Random } from './random';
import { PROJECT_CHOICES, SUPPORT_CHOICES } from './adminChoices';
import { FIRST_NAMES, LAST_NAMES } from './contacts';

/**
 * Support (BEX) records, one per project, and the technical files attached to them (spec 001 §3):
 * what the support team needs to reach and maintain a site's acquisition system.
 */
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

/**
 * Technical files and self-service exports are both read through GET files/{id}/download (spec 001
 * §7): technical files take their ids in their own range so that one id never names two files.
 */
export const FIRST_TECHNICAL_FILE_ID = 900_001;

/** Storage keeps a technical file for a while only: every fifth one has been purged (its link answers an XML error). */
export function technicalFileExpired(file: SupportFileRow): boolean {
  return (file.id - FIRST_TECHNICAL_FILE_ID) % 5 === 3;
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

export interface SupportTables {
  supportRecords: SupportRecordRow[];
  supportFiles: SupportFileRow[];
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const DAY = 86_400_000;

const FILE_KINDS: [string, string, [number, number]][] = [
  ['Schéma unifilaire', 'pdf', [300_000, 4_000_000]],
  ['Plan réseau', 'pdf', [200_000, 2_500_000]],
  ['Liste des points de mesure', 'xlsx', [40_000, 600_000]],
  ['Procédure d’accès distant', 'docx', [30_000, 300_000]],
  ['Photo armoire', 'jpg', [800_000, 5_000_000]],
  ['Export configuration automate', 'csv', [5_000, 200_000]],
  ['PV de mise en service', 'pdf', [150_000, 1_200_000]],
];
export function seedSupport(random: Random, base: SeedBase, now: number): SupportTables {
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
        id: FIRST_TECHNICAL_FILE_ID + supportFiles.length,
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
