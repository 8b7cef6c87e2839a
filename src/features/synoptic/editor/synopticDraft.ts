import type { Synoptic, SynopticWrite } from '../../../entities/synoptic/api';
import type { PlacementRow } from '../../../entities/synoptic/placementCsv';

/** A variable placed on the image while the synoptic is configured. */
export interface DraftPoint {
  /** The saved point's id, or `n-local` until saved (sent as null: spec 000 §5). */
  id: number | string;
  variableId: number;
  /** Fractions of the image's width and height (0..1). */
  x: number;
  y: number;
  label: string | null;
  variableName: string;
  unit: string | null;
}

export interface SynopticDraft {
  imageUrl: string;
  imageSize: number;
  points: DraftPoint[];
}

export const draftOf = (synoptic: Synoptic): SynopticDraft => ({
  imageUrl: synoptic.imageUrl,
  imageSize: synoptic.imageSize,
  points: synoptic.points.map((point) => ({
    id: point.id,
    variableId: point.variableId,
    x: point.x,
    y: point.y,
    label: point.label ?? null,
    variableName: point.variableName ?? String(point.variableId),
    unit: point.unit ?? null,
  })),
});

/** What the PUT sends: the synoptic's name and project as they are now, the draft's image and points. */
export const writeOf = (synoptic: Synoptic, draft: SynopticDraft): SynopticWrite => ({
  projectId: synoptic.projectId,
  name: synoptic.name,
  imageUrl: draft.imageUrl,
  imageSize: draft.imageSize,
  points: draft.points.map(({ id, variableId, x, y, label }) => ({ id, variableId, x, y, label })),
});

/** Whether the draft differs from what is saved (the unsaved-changes guard). */
export function draftChanged(saved: SynopticDraft, draft: SynopticDraft): boolean {
  const plain = (value: SynopticDraft) =>
    JSON.stringify([
      value.imageUrl,
      value.points.map(({ id, variableId, x, y, label }) => [id, variableId, x, y, label]),
    ]);
  return plain(saved) !== plain(draft);
}

const clamp = (value: number) => Math.min(1, Math.max(0, Number(value.toFixed(4))));

let localCount = 0;
const localId = () => `${++localCount}-local`;

/** A variable placed at the middle of the image (then dragged); one already placed stays where it is. */
export function withVariable(
  points: readonly DraftPoint[],
  variable: { id: number; name: string; unit: string | null },
): DraftPoint[] {
  if (points.some((point) => point.variableId === variable.id)) return [...points];
  return [
    ...points,
    {
      id: localId(),
      variableId: variable.id,
      x: 0.5,
      y: 0.5,
      label: null,
      variableName: variable.name,
      unit: variable.unit,
    },
  ];
}

export function movedTo(points: readonly DraftPoint[], id: DraftPoint['id'], x: number, y: number): DraftPoint[] {
  return points.map((point) => (point.id === id ? { ...point, x: clamp(x), y: clamp(y) } : point));
}

/**
 * The CSV's placements applied (issue 20: "load their placement from a CSV file"): a variable
 * already placed moves (and takes the file's label when it has one); the others are added.
 */
export function withPlacements(
  points: readonly DraftPoint[],
  rows: readonly PlacementRow[],
  variableOf: (variableId: number) => { name: string; unit: string | null } | undefined,
): DraftPoint[] {
  const next = [...points];
  for (const row of rows) {
    const index = next.findIndex((point) => point.variableId === row.variableId);
    const existing = next[index];
    if (existing) {
      next[index] = { ...existing, x: row.x, y: row.y, label: row.label ?? existing.label };
      continue;
    }
    const variable = variableOf(row.variableId);
    next.push({
      id: localId(),
      variableId: row.variableId,
      x: row.x,
      y: row.y,
      label: row.label,
      variableName: variable?.name ?? row.technicalId,
      unit: variable?.unit ?? null,
    });
  }
  return next;
}
