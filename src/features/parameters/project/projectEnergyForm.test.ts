import type { Choice, ProjectEnergy } from '../../../entities/structure/api';
import { offeredEnergyTypes, projectEnergyDefaults, projectEnergyFormSchema } from './projectEnergyForm';

const choice = (id: number, code: string): Choice => ({ id, code, label_fr: code, label_en: code });
const TYPES = [choice(1, 'ELECTRICITY'), choice(2, 'STEAM'), choice(3, 'NATURAL_GAS')];
const energy = (id: number, energyType: string): ProjectEnergy => ({
  id,
  projectId: 1,
  energyType,
  currentPer: 95.5,
  contractPer: 88,
  emissionFactor: 0.052,
});

describe('the project energy form', () => {
  it('reads decimal commas and points, and refuses what is not a number ≥ 0', () => {
    const parsed = projectEnergyFormSchema.safeParse({
      energyType: 'STEAM',
      currentPer: '95,5',
      contractPer: '88.25',
      emissionFactor: '0,205',
    });
    expect(parsed.success && parsed.data).toEqual({
      energyType: 'STEAM',
      currentPer: 95.5,
      contractPer: 88.25,
      emissionFactor: 0.205,
    });
    const refused = projectEnergyFormSchema.safeParse({
      energyType: '',
      currentPer: 'abc',
      contractPer: '-3',
      emissionFactor: '',
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['energyType', 'typeRequired'],
      ['currentPer', 'number'],
      ['contractPer', 'negative'],
      ['emissionFactor', 'number'],
    ]);
  });

  it('shows stored numbers with the language’s decimal mark', () => {
    expect(projectEnergyDefaults(energy(1, 'STEAM'), 'fr')).toEqual({
      energyType: 'STEAM',
      currentPer: '95,5',
      contractPer: '88',
      emissionFactor: '0,052',
    });
    expect(projectEnergyDefaults(null, 'en').currentPer).toBe('');
  });

  it('does not offer an energy type the project already uses, except the edited one’s', () => {
    const energies = [energy(1, 'ELECTRICITY'), energy(2, 'STEAM')];
    expect(offeredEnergyTypes(TYPES, energies, null).map((type) => type.code)).toEqual(['NATURAL_GAS']);
    expect(offeredEnergyTypes(TYPES, energies, energies[1]!).map((type) => type.code)).toEqual([
      'STEAM',
      'NATURAL_GAS',
    ]);
  });
});
