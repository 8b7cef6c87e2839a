import type { SeedBase } from './seedBase';
import type { Random } from './random';
import type { VariableRow } from './variables';

/** A variable placed on a synoptic image; x and y are fractions of the image (0..1). */
export interface SynopticPointRow {
  id: number;
  variableId: number;
  x: number;
  y: number;
  label: string | null;
}

/** Our shape: spec 001 §7 does not show the synoptic payloads. */
export interface SynopticRow {
  id: number;
  projectId: number;
  name: string;
  imageUrl: string;
  imageSize: number;
  order: number;
  points: SynopticPointRow[];
  updatedAt: string;
}

export interface SynopticTables {
  synoptics: SynopticRow[];
}

const BOXES: Record<string, string[]> = {
  Chaufferie: ['Chaudière 1', 'Chaudière 2', 'Collecteur vapeur', 'Bâche alimentaire'],
  'Production de froid': ['Groupe froid 1', 'Groupe froid 2', 'Tour aéro', 'Départ eau glacée'],
  'Air comprimé': ['Compresseur 1', 'Compresseur 2', 'Sécheur', 'Réservoir'],
  'Poste électrique': ['Arrivée HTA', 'Transformateur', 'TGBT', 'Départs ateliers'],
};

/** A small schematic: four equipment boxes joined by a pipe, as an inline SVG. */
function schematicSvg(title: string, boxes: readonly string[]): string {
  const items = boxes
    .map((label, index) => {
      const x = 40 + index * 190;
      return `<rect x="${x}" y="140" width="150" height="90" rx="8" fill="#e7f5ff" stroke="#1c7ed6" stroke-width="2"/><text x="${x + 75}" y="190" font-size="15" text-anchor="middle" fill="#1b1b1b">${label}</text>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400" viewBox="0 0 800 400">` +
    `<rect width="800" height="400" fill="#f8f9fa"/><text x="400" y="60" font-size="24" text-anchor="middle" font-family="sans-serif">${title}</text>` +
    `<path d="M115 230 V300 H685 V230" fill="none" stroke="#495057" stroke-width="4"/>${items}</svg>`
  );
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function pointsFor(random: Random, variables: readonly VariableRow[], firstId: number): SynopticPointRow[] {
  return random.pickMany(variables, Math.min(variables.length, random.int(3, 6))).map((variable, index) => ({
    id: firstId + index,
    variableId: variable.id,
    // The boxes sit in four columns at mid-height; labels go just above them.
    x: Number((0.14 + 0.24 * (index % 4) + random.float(-0.03, 0.03, 3)).toFixed(3)),
    y: Number((index < 4 ? 0.3 : 0.68).toFixed(3)),
    label: random.chance(0.5) ? (variable.name.split(' – ')[0] ?? null) : null,
  }));
}

/** 1 or 2 synoptics for a few projects of each client. */
export function seedSynoptics(random: Random, base: SeedBase, now: number): SynopticTables {
  const synoptics: SynopticRow[] = [];
  let pointId = 1;
  for (const projectId of [1, 3, 5, 7, 8, 10, 12, 14]) {
    const variables = base.variables.filter((variable) => variable.projectIds.includes(projectId));
    if (variables.length === 0) continue;
    const titles = random.pickMany(Object.keys(BOXES), random.int(1, 2));
    titles.forEach((title, order) => {
      const svg = schematicSvg(title, BOXES[title] ?? []);
      const points = pointsFor(random, variables, pointId);
      pointId += points.length;
      synoptics.push({
        id: synoptics.length + 1,
        projectId,
        name: title,
        imageUrl: svgDataUrl(svg),
        imageSize: new TextEncoder().encode(svg).length,
        order,
        points,
        updatedAt: new Date(now - random.int(3, 400) * 86_400_000).toISOString(),
      });
    });
  }
  return { synoptics };
}
