import type { Aape } from '../../../entities/savings/api';

/** Drawn by its section of the energy-savings screens; nothing yet. */
export function AapeOutlook({ aape }: { aape: Aape }) {
  void aape;
  return null;
}
