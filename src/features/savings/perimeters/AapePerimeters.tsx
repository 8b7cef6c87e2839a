import type { Aape } from '../../../entities/savings/api';

/** Drawn by its section of the energy-savings screens; nothing yet. */
export function AapePerimeters({ aape, canManage }: { aape: Aape; canManage: boolean }) {
  void aape;
  void canManage;
  return null;
}
