import type { Random } from './random';
import { CLIENTS, PLACES, PROJECTS, type ProjectRow, type StructureTables } from './structure';

/*
 * The random part of the structure, drawn over the fixed tree: each site's company number, each
 * project's managers and dates.
 */

const MANAGERS = [
  'Camille Roux',
  'Thomas Lefèvre',
  'Inès Garnier',
  'Lucas Fontaine',
  'Manon Chevalier',
  'Hugo Lambert',
];

/** A SIRET from its first 13 digits: the 14th makes the Luhn key valid, as real ones are. */
function withLuhnKey(first13: string): string {
  let sum = 0;
  for (let index = 0; index < first13.length; index += 1) {
    // Counted from the right once the key is appended: these positions are doubled.
    let digit = Number(first13[first13.length - 1 - index]);
    if (index % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return `${first13}${(10 - (sum % 10)) % 10}`;
}

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function seedStructure(random: Random, now: number): StructureTables {
  const places = PLACES.map((place, index) => ({
    country: 'France',
    companyName: CLIENTS.find((client) => client.id === place.clientId)?.name ?? '',
    companyId: withLuhnKey(String(3_821_234_560_000 + index * 7_919 + random.int(0, 999)).padStart(13, '0')),
    ...place,
  }));
  const projects = PROJECTS.map(([placeId, name], index): ProjectRow => {
    const signed = now - random.int(200, 1_600) * 86_400_000;
    const aapes = random.int(1, 6);
    const mwh = random.int(4, 120) * 50;
    return {
      id: index + 1,
      placeId,
      name,
      chrono_sf: `SF-${2019 + (index % 6)}-${String(101 + index * 13).padStart(4, '0')}`,
      project_manager: random.pick(MANAGERS),
      digital_project_manager: random.pick(MANAGERS),
      signature_date: isoDay(signed),
      maintenance_signature_date: random.chance(0.7) ? isoDay(signed + random.int(10, 90) * 86_400_000) : null,
      start_date: isoDay(signed + random.int(30, 180) * 86_400_000),
      regulatory_cpe: random.chance(0.5),
      nombre_aape: aapes,
      engagement_mwh: mwh,
      engagement_mwh_pcs: Math.round(mwh * 1.11),
    };
  });
  return { clients: CLIENTS.map((client) => ({ ...client })), places, projects };
}
