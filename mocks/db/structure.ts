/**
 * Clients, sites and projects: the tree every other table hangs from (spec 001 §3). The tree is
 * fixed here; mocks/db/structureSeed.ts draws the rest of each row (company, managers, dates).
 */
export interface ClientRow {
  id: number;
  name: string;
  shortName: string;
}

export interface PlaceRow {
  id: number;
  clientId: number;
  name: string;
  shortName: string;
  address: string;
  zipCode: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  timezone: string;
  companyName: string;
  /** SIRET */
  companyId: string;
}

export interface ProjectRow {
  id: number;
  placeId: number;
  name: string;
  chrono_sf: string;
  project_manager: string;
  digital_project_manager: string;
  /** CPE contract signing date (YYYY-MM-DD). */
  signature_date: string | null;
  maintenance_signature_date: string | null;
  /** Follow-up start date. */
  start_date: string | null;
  regulatory_cpe: boolean;
  nombre_aape: number;
  engagement_mwh: number;
  engagement_mwh_pcs: number;
}

export interface StructureTables {
  clients: ClientRow[];
  places: PlaceRow[];
  projects: ProjectRow[];
}

/** The two hidden test clients and projects: their names match public/config.json. */
export const HIDDEN_CLIENT_NAMES = ['Client Test', 'Client Démo'] as const;
export const HIDDEN_PROJECT_NAMES = ['Projet Test', 'Projet Démo'] as const;

export const CLIENTS: ClientRow[] = [
  { id: 1, name: 'Aciéries du Nord', shortName: 'ADN' },
  { id: 2, name: 'Papeteries de Bretagne', shortName: 'PDB' },
  { id: 3, name: 'Laiteries Alpines', shortName: 'LAL' },
  { id: 4, name: 'Verreries Océanes', shortName: 'VOC' },
  { id: 5, name: HIDDEN_CLIENT_NAMES[0], shortName: 'TST' },
  { id: 6, name: HIDDEN_CLIENT_NAMES[1], shortName: 'DEM' },
];

/** A site as fixed here: the seed adds its company and, where not overseas, its country. */
type PlaceSeed = Omit<PlaceRow, 'companyName' | 'companyId' | 'country'> & { country?: string };

export const PLACES: PlaceSeed[] = [
  {
    id: 1,
    clientId: 1,
    name: 'Usine de Dunkerque',
    shortName: 'DKQ',
    address: '12 route du Port',
    zipCode: '59140',
    city: 'Dunkerque',
    latitude: 51.0343,
    longitude: 2.3768,
    timezone: 'Europe/Paris',
  },
  {
    id: 2,
    clientId: 1,
    name: 'Laminoir de Valenciennes',
    shortName: 'VAL',
    address: '4 rue des Forges',
    zipCode: '59300',
    city: 'Valenciennes',
    latitude: 50.3573,
    longitude: 3.5235,
    timezone: 'Europe/Paris',
  },
  {
    id: 3,
    clientId: 2,
    name: 'Papeterie de Quimperlé',
    shortName: 'QPL',
    address: 'ZI de Kervidanou',
    zipCode: '29300',
    city: 'Quimperlé',
    latitude: 47.8728,
    longitude: -3.5497,
    timezone: 'Europe/Paris',
  },
  {
    id: 4,
    clientId: 2,
    name: 'Usine de Morlaix',
    shortName: 'MLX',
    address: '8 quai de Léon',
    zipCode: '29600',
    city: 'Morlaix',
    latitude: 48.5776,
    longitude: -3.8277,
    timezone: 'Europe/Paris',
  },
  {
    id: 5,
    clientId: 3,
    name: 'Fromagerie d’Annecy',
    shortName: 'ANN',
    address: '21 avenue des Alpes',
    zipCode: '74000',
    city: 'Annecy',
    latitude: 45.8992,
    longitude: 6.1294,
    timezone: 'Europe/Paris',
  },
  {
    id: 6,
    clientId: 3,
    name: 'Laiterie de Grenoble',
    shortName: 'GRE',
    address: '3 rue du Vercors',
    zipCode: '38000',
    city: 'Grenoble',
    latitude: 45.1885,
    longitude: 5.7245,
    timezone: 'Europe/Paris',
  },
  {
    id: 7,
    clientId: 4,
    name: 'Verrerie du Havre',
    shortName: 'LHV',
    address: '55 boulevard Maritime',
    zipCode: '76600',
    city: 'Le Havre',
    latitude: 49.4944,
    longitude: 0.1079,
    timezone: 'Europe/Paris',
  },
  {
    id: 8,
    clientId: 4,
    name: 'Verrerie de Fort-de-France',
    shortName: 'FDF',
    address: 'Zone de la Lézarde',
    zipCode: '97200',
    city: 'Fort-de-France',
    country: 'France (Martinique)',
    latitude: 14.6161,
    longitude: -61.0588,
    timezone: 'America/Martinique',
  },
  {
    id: 9,
    clientId: 5,
    name: 'Site Test',
    shortName: 'TST',
    address: '1 rue de l’Essai',
    zipCode: '75001',
    city: 'Paris',
    latitude: 48.8606,
    longitude: 2.3376,
    timezone: 'Europe/Paris',
  },
  {
    id: 10,
    clientId: 6,
    name: 'Site Démo',
    shortName: 'DEM',
    address: '2 rue de la Démo',
    zipCode: '69001',
    city: 'Lyon',
    latitude: 45.767,
    longitude: 4.8343,
    timezone: 'Europe/Paris',
  },
];

/** [placeId, name] — 15 visible projects, then the two hidden ones. */
export const PROJECTS: [number, string][] = [
  [1, 'CPE Dunkerque – Utilités'],
  [1, 'Air comprimé Dunkerque'],
  [2, 'Fours de réchauffage'],
  [2, 'Éclairage LED Valenciennes'],
  [3, 'Vapeur process Quimperlé'],
  [3, 'Séchage papier'],
  [4, 'Chaufferie biomasse Morlaix'],
  [5, 'Froid industriel Annecy'],
  [5, 'Récupération de chaleur'],
  [6, 'CPE Grenoble'],
  [6, 'Pasteurisation'],
  [7, 'Four verrier n°2'],
  [7, 'Compresseurs Le Havre'],
  [8, 'Climatisation Fort-de-France'],
  [8, 'Centrale photovoltaïque'],
  [9, HIDDEN_PROJECT_NAMES[0]],
  [10, HIDDEN_PROJECT_NAMES[1]],
];

/** Which site and client each seeded project belongs to: the users' seed picks favourites with it. */
export function seededProjectOwners(): { id: number; placeId: number; clientId: number; hidden: boolean }[] {
  return PROJECTS.map(([placeId, name], index) => ({
    id: index + 1,
    placeId,
    clientId: PLACES.find((place) => place.id === placeId)?.clientId ?? 0,
    hidden: (HIDDEN_PROJECT_NAMES as readonly string[]).includes(name),
  }));
}
