// @vitest-environment node
import { readAllPages, setupMockApiClient } from '../../test/mockApiClient';
import {
  aapeResource,
  aapeSchema,
  aapeToWrite,
  aapeWriteSchema,
  aapesByNumber,
  addMainPerimeter,
  perimeterResource,
  perimeterSchema,
  perimeterWriteSchema,
} from './api';

const api = await setupMockApiClient('u3', { quiet: true });

describe('AAPE and perimeters as served', () => {
  it('every seeded AAPE parses, page by page', async () => {
    const aapes = await readAllPages(aapeResource.list, {}, 25);
    expect(aapes).toHaveLength(api.db.aapes.length);
    for (const aape of aapes) aapeSchema.parse(aape);
  });

  it('every seeded perimeter parses, page by page', async () => {
    const perimeters = await readAllPages(perimeterResource.list, {}, 25);
    expect(perimeters).toHaveLength(api.db.perimeters.length);
    for (const perimeter of perimeters) perimeterSchema.parse(perimeter);
  });
});

describe('write payloads', () => {
  it('an AAPE is sent without id, project, or derived totals', async () => {
    const aape = await aapeResource.get(1);
    const payload = aapeToWrite(aape);
    for (const key of ['id', 'project', 'total_energy_commitment', 'total_financial_saving', 'total_co2_saving'])
      expect(payload).not.toHaveProperty(key);
    expect(payload).toMatchObject({ name: aape.name, projectId: aape.projectId, number: aape.number });
    expect(aapeWriteSchema.safeParse({ ...payload, name: '  ' }).success).toBe(false);
    expect(aapeWriteSchema.safeParse({ ...payload, malus_percentage: 120 }).success).toBe(false);
  });

  it('a perimeter is sent without id, translations or measure names', async () => {
    const perimeter = await perimeterResource.get(1);
    const payload = perimeterWriteSchema.parse(perimeter);
    for (const key of [
      'id',
      'energy_translations',
      'consumption_measure',
      'consumption_model_measure',
      'direct_savings_measure',
    ]) {
      expect(payload).not.toHaveProperty(key);
    }
    expect(payload.consumption_measure_id).toBe(perimeter.consumption_measure_id);
    expect(perimeterWriteSchema.safeParse({ ...payload, energy_code: 'WATER' }).success).toBe(false);
  });
});

describe('addMainPerimeter (spec 001 §4)', () => {
  it('creates the perimeter, then edits the AAPE to make it the main one', async () => {
    const aape = await aapeResource.create({
      name: 'Récupération de chaleur sur groupe froid',
      projectId: 2,
      commitment_type: 'FINANCIAL',
      commitment_modality: 'CONTRACT_PERIOD',
      per_type: 'CURRENT',
    });
    expect(aape.mainPerimeter).toBeNull();
    const { perimeter, aape: edited } = await addMainPerimeter(aape, {
      aapeId: 0,
      energy_code: 'NATURAL_GAS',
      savings_target: 250,
      reference_consumption: 9000,
      ncv_co2eq_emission_coefficient: 0.205,
      contract_energy_price: 52,
    });
    expect(perimeter.aapeId).toBe(aape.id);
    expect(edited).toMatchObject({
      id: aape.id,
      mainPerimeter: perimeter.id,
      total_energy_commitment: 250,
      total_financial_saving: 13000,
    });
    await expect(aapeResource.get(99_999)).rejects.toMatchObject({ status: 404, messages: ['Aape not found'] });
  });
});

describe('aapesByNumber', () => {
  it('lists a project’s AAPE by number, then by id when two share a number', () => {
    const sorted = aapesByNumber([
      { id: 5, number: 3 },
      { id: 9, number: 1 },
      { id: 4, number: 2 },
      { id: 2, number: 2 },
    ]);
    expect(sorted.map((aape) => [aape.number, aape.id])).toEqual([
      [1, 9],
      [2, 2],
      [2, 4],
      [3, 5],
    ]);
  });
});
