import { describe, expect, it } from 'vitest';
import type { Aape } from '../../../entities/savings/api';
import { aapeFormDefaults, aapeFormSchema, aapeWriteOf, type AapeFormValues } from './aapeForm';

const filled: AapeFormValues = {
  number: '',
  name: '  Relamping LED ',
  commitment_type: 'ENERGY',
  commitment_modality: 'YEARLY',
  per_type: 'CONTRACT',
  follow_up_end_date: '2030-12-31',
  exceptional_end_date: '',
  bonus_percentage: '12,5',
  malus_percentage: '10',
  comments: '',
};

const messages = (values: AapeFormValues) => {
  const result = aapeFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

const AAPE: Aape = {
  id: 7,
  number: 3,
  name: 'Free cooling',
  projectId: 1,
  mainPerimeter: 12,
  commitment_type: 'FINANCIAL',
  commitment_modality: 'CONTRACT_PERIOD',
  per_type: 'CURRENT',
  follow_up_end_date: '2029-06-30',
  exceptional_end_date: null,
  comments: null,
  malus_percentage: 7.5,
  bonus_percentage: null,
  total_energy_commitment: 10,
  total_financial_saving: 100,
  total_co2_saving: 1,
};

describe('aapeFormSchema', () => {
  it('turns what was typed into the AAPE body (decimal comma, blank as null)', () => {
    const output = aapeFormSchema.parse(filled);
    expect(aapeWriteOf(output, 4, null)).toEqual({
      number: null,
      name: 'Relamping LED',
      projectId: 4,
      mainPerimeter: null,
      commitment_type: 'ENERGY',
      commitment_modality: 'YEARLY',
      per_type: 'CONTRACT',
      follow_up_end_date: '2030-12-31',
      exceptional_end_date: null,
      comments: null,
      bonus_percentage: 12.5,
      malus_percentage: 10,
    });
  });

  it('says what is wrong on each field', () => {
    expect(
      messages({
        ...filled,
        number: '0',
        name: ' ',
        per_type: '',
        exceptional_end_date: '2030-01-01',
        bonus_percentage: '120',
        malus_percentage: 'ten',
      }),
    ).toEqual({
      number: 'numberInvalid',
      name: 'nameRequired',
      per_type: 'choiceRequired',
      bonus_percentage: 'percentInvalid',
      malus_percentage: 'percentInvalid',
    });
    // The period check runs once the fields themselves are valid.
    expect(messages({ ...filled, exceptional_end_date: '2030-01-01' })).toEqual({
      exceptional_end_date: 'exceptionalBeforeEnd',
    });
  });

  it('edits an AAPE as it stands and keeps its main perimeter', () => {
    const values = aapeFormDefaults(AAPE, 'fr');
    expect(values.malus_percentage).toBe('7,5');
    expect(values.number).toBe('3');
    const body = aapeWriteOf(aapeFormSchema.parse({ ...values, name: 'Free cooling des groupes' }), 1, AAPE);
    expect(body).toMatchObject({ number: 3, mainPerimeter: 12, malus_percentage: 7.5, bonus_percentage: null });
  });
});
