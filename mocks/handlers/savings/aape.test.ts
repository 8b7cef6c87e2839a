// @vitest-environment node
import { aapeTotals } from '../../../src/entities/savings/balanceMath';
import { createCaller, expectError, setupTestMockApi } from '../../testing';

const api = await setupTestMockApi({ resetBeforeEach: true });
const call = createCaller(api.signToken);

type Page<T> = { data: T[]; total_count: number };
type Aape = {
  id: number;
  number: number;
  projectId: number;
  mainPerimeter: number | null;
  total_energy_commitment: number;
  total_financial_saving: number;
  total_co2_saving: number;
  project: { name: string };
};
type Perimeter = {
  id: number;
  aapeId: number;
  number: number;
  energy_code: string;
  savings_target: number;
  contract_energy_price: number;
  ncv_co2eq_emission_coefficient: number;
  energy_translations: { fr: string };
  consumption_measure: { id: number } | null;
};

/** A variable of the project and one of another project, for the measure checks. */
function variablesFor(projectId: number) {
  const inside = api.db.variables.find((variable) => variable.projectIds.includes(projectId));
  const outside = api.db.variables.find(
    (variable) => variable.projectIds.length > 0 && !variable.projectIds.includes(projectId),
  );
  if (!inside || !outside) throw new Error('seed without variables');
  return { inside: inside.id, outside: outside.id };
}

const newAape = (projectId: number) => ({
  name: 'Variation de vitesse des ventilateurs',
  projectId,
  commitment_type: 'ENERGY',
  commitment_modality: 'YEARLY',
  per_type: 'CONTRACT',
  follow_up_end_date: '2030-12-31',
  malus_percentage: 10,
  bonus_percentage: 20,
  comments: 'Nouvelle action',
});
const newPerimeter = (aapeId: number, measure: number | null) => ({
  aapeId,
  energy_code: 'ELECTRICITY',
  savings_target: 400,
  reference_consumption: 6000,
  calculation_sampling: 'days',
  consumption_measure_id: measure,
  ncv_co2eq_emission_coefficient: 0.052,
  contract_energy_price: 130,
});

describe('seeded AAPE and perimeters', () => {
  it('gives each project as many AAPE as its nombre_aape, with 1 to 3 perimeters measured by its own variables', () => {
    const { db } = api;
    for (const project of db.projects) {
      const aapes = db.aapes.filter((aape) => aape.projectId === project.id);
      expect(aapes.length).toBe(project.nombre_aape);
      expect(aapes.map((aape) => aape.number)).toEqual(aapes.map((_, index) => index + 1));
      for (const aape of aapes) {
        const perimeters = db.perimeters.filter((perimeter) => perimeter.aapeId === aape.id);
        expect(perimeters.length).toBeGreaterThanOrEqual(1);
        expect(perimeters.length).toBeLessThanOrEqual(3);
        for (const perimeter of perimeters) {
          expect(['ELECTRICITY', 'STEAM', 'NATURAL_GAS']).toContain(perimeter.energy_code);
          for (const id of [
            perimeter.consumption_measure_id,
            perimeter.consumption_reference_measure_id,
            perimeter.saving_measure_id,
          ]) {
            if (id !== null)
              expect(db.variables.find((variable) => variable.id === id)?.projectIds).toContain(project.id);
          }
        }
      }
    }
    expect(new Set(db.perimeters.map((perimeter) => perimeter.energy_code)).size).toBe(3);
    expect(new Set(db.aapes.map((aape) => aape.commitment_type)).size).toBe(2);
    expect(db.aapes.some((aape) => aape.mainPerimeter === null)).toBe(true);
  });
});

describe('GET aape and perimeter', () => {
  it('answers 401 without a token', async () => {
    expect((await call(null, 'GET', 'aape')).status).toBe(401);
    expect((await call(null, 'GET', 'perimeter')).status).toBe(401);
  });

  it('pages the AAPE and filters them by project, with totals from the perimeters', async () => {
    const all = (await call<Page<Aape>>('u4', 'GET', 'aape')).body;
    expect(all.total_count).toBe(api.db.aapes.length);
    const second = (await call<Page<Aape>>('u4', 'GET', 'aape?limit=10&offset=10')).body;
    expect(second.data.map((aape) => aape.id)).toEqual(all.data.slice(10, 20).map((aape) => aape.id));
    expect(second.total_count).toBe(all.total_count);
    const ofProject = (await call<Page<Aape>>('u4', 'GET', 'aape?projectId=5')).body;
    // Project 5 is another customer's for the customer of Aciéries du Nord: none of its AAPE.
    expect((await call<Page<Aape>>('u5', 'GET', 'aape?projectId=5')).body.total_count).toBe(0);
    expect(ofProject.total_count).toBe(api.db.projects.find((project) => project.id === 5)?.nombre_aape);
    expect(
      ofProject.data.every((aape) => aape.projectId === 5 && aape.project.name === 'Vapeur process Quimperlé'),
    ).toBe(true);
    const first = ofProject.data[0] as Aape;
    expect(first).toMatchObject(aapeTotals(api.db.perimeters.filter((perimeter) => perimeter.aapeId === first.id)));
  });

  it('filters perimeters by AAPE, sorted by number, with translations and measures', async () => {
    const aapeId = api.db.perimeters.find((perimeter) => perimeter.number === 2)?.aapeId ?? 1;
    const perimeters = (await call<Page<Perimeter>>('u4', 'GET', `perimeter?aapeId=${aapeId}`)).body;
    expect(perimeters.data.length).toBeGreaterThanOrEqual(2);
    expect(perimeters.data.map((perimeter) => perimeter.number)).toEqual(perimeters.data.map((_, index) => index + 1));
    expect(
      perimeters.data.every((perimeter) => perimeter.aapeId === aapeId && perimeter.energy_translations.fr.length > 0),
    ).toBe(true);
    const paged = (await call<Page<Perimeter>>('u4', 'GET', 'perimeter?limit=5&offset=5')).body;
    expect(paged.data).toHaveLength(5);
    expect(paged.total_count).toBe(api.db.perimeters.length);
  });

  it('answers the raw not-found texts for an unknown AAPE or perimeter', async () => {
    await expectError(await call('u4', 'GET', 'aape/9999'), 404, 'Aape not found');
    await expectError(await call('u4', 'GET', 'perimeter/9999'), 404, 'Perimeter not found');
  });
});

describe('AAPE and perimeter writes', () => {
  it('needs energy_saving_view to read and project_manage to write', async () => {
    expect((await call('u5', 'GET', 'aape')).status).toBe(200);
    await expectError(await call('u4', 'POST', 'aape', newAape(1)), 403, 'PERMISSION_DENIED');
    await expectError(await call('u5', 'PUT', 'aape/1', newAape(1)), 403, 'PERMISSION_DENIED');
    await expectError(await call('u4', 'DELETE', 'aape/1'), 403, 'PERMISSION_DENIED');
    await expectError(await call('u4', 'POST', 'perimeter', newPerimeter(1, null)), 403, 'PERMISSION_DENIED');
    await expectError(await call('u4', 'DELETE', 'perimeter/1'), 403, 'PERMISSION_DENIED');
  });

  it('validates AAPE fields', async () => {
    await expectError(await call('u3', 'POST', 'aape', { ...newAape(1), name: ' ' }), 400, 'INVALID_NAME');
    await expectError(await call('u3', 'POST', 'aape', newAape(999)), 404, 'PROJECT_NOT_FOUND');
    await expectError(
      await call('u3', 'POST', 'aape', { ...newAape(1), commitment_type: 'CARBON' }),
      400,
      'INVALID_JSON',
    );
    await expectError(await call('u3', 'POST', 'aape', { ...newAape(1), bonus_percentage: 140 }), 400, 'INVALID_JSON');
    await expectError(
      await call('u3', 'POST', 'aape', { ...newAape(1), follow_up_end_date: '31/12/2030' }),
      400,
      'INVALID_JSON',
    );
    await expectError(await call('u3', 'POST', 'aape', JSON.stringify('not json')), 400, 'INVALID_JSON');
    const other = api.db.perimeters.find((perimeter) => perimeter.aapeId !== 1)?.id;
    await expectError(
      await call('u3', 'PUT', 'aape/1', { ...newAape(1), mainPerimeter: other }),
      404,
      'Perimeter not found',
    );
    await expectError(await call('u3', 'PUT', 'aape/9999', newAape(1)), 404, 'Aape not found');
  });

  it('validates perimeter fields and measures', async () => {
    const aape = api.db.aapes[0];
    if (!aape) throw new Error('no AAPE');
    const { inside, outside } = variablesFor(aape.projectId);
    await expectError(await call('u3', 'POST', 'perimeter', newPerimeter(9999, inside)), 404, 'Aape not found');
    await expectError(
      await call('u3', 'POST', 'perimeter', { ...newPerimeter(aape.id, inside), energy_code: 'WATER' }),
      400,
      'INVALID_JSON',
    );
    await expectError(
      await call('u3', 'POST', 'perimeter', { ...newPerimeter(aape.id, inside), savings_target: -1 }),
      400,
      'INVALID_JSON',
    );
    await expectError(
      await call('u3', 'POST', 'perimeter', { ...newPerimeter(aape.id, inside), calculation_sampling: 'fortnights' }),
      400,
      'INVALID_SAMPLING',
    );
    await expectError(await call('u3', 'POST', 'perimeter', newPerimeter(aape.id, 99_999)), 404, 'VARIABLE_NOT_FOUND');
    await expectError(await call('u3', 'POST', 'perimeter', newPerimeter(aape.id, outside)), 400, 'NOT_IN_PROJECT');
    const other = api.db.aapes.find((row) => row.id !== aape.id)?.id;
    await expectError(await call('u3', 'PUT', 'perimeter/1', newPerimeter(other ?? 2, null)), 400, 'INVALID_JSON');
  });

  it('creates an AAPE, adds its main perimeter by editing the AAPE, and cascades deletes', async () => {
    const projectCount = () => api.db.projects.find((project) => project.id === 4)?.nombre_aape;
    const before = projectCount() ?? 0;
    const created = await call('u3', 'POST', 'aape', newAape(4));
    expect(created.status).toBe(201);
    const aape = created.body as Aape;
    expect(aape).toMatchObject({ number: before + 1, projectId: 4, mainPerimeter: null, total_energy_commitment: 0 });
    expect(projectCount()).toBe(before + 1);

    // spec 001 §4: adding a main perimeter, then an edit of the AAPE sets it.
    const { inside } = variablesFor(4);
    const perimeter = (await call<Perimeter>('u3', 'POST', 'perimeter', newPerimeter(aape.id, inside))).body;
    expect(perimeter).toMatchObject({
      aapeId: aape.id,
      number: 1,
      energy_translations: { fr: 'Électricité' },
      consumption_measure: { id: inside },
    });
    const edited = (await call<Aape>('u3', 'PUT', `aape/${aape.id}`, { ...newAape(4), mainPerimeter: perimeter.id }))
      .body;
    expect(edited).toMatchObject({
      mainPerimeter: perimeter.id,
      number: aape.number,
      total_energy_commitment: 400,
      total_financial_saving: 52000,
      total_co2_saving: 20.8,
    });

    const updated = (
      await call<Perimeter>('u3', 'PUT', `perimeter/${perimeter.id}`, {
        ...newPerimeter(aape.id, null),
        savings_target: 500,
      })
    ).body;
    expect(updated).toMatchObject({ id: perimeter.id, number: 1, savings_target: 500, consumption_measure: null });

    expect((await call('u3', 'DELETE', `perimeter/${perimeter.id}`)).status).toBe(204);
    expect((await call<Aape>('u3', 'GET', `aape/${aape.id}`)).body.mainPerimeter).toBeNull();

    expect((await call('u3', 'DELETE', `aape/${aape.id}`)).status).toBe(204);
    await expectError(await call('u3', 'GET', `aape/${aape.id}`), 404, 'Aape not found');
    expect(projectCount()).toBe(before);
  });

  it('deleting an AAPE removes its perimeters and its balances', async () => {
    const aapeId = 1;
    const balanceIds = api.db.balanceAapes
      .filter((balance) => balance.aape_id === aapeId)
      .map((balance) => balance.balance_aape_id);
    expect(balanceIds.length).toBe(3);
    expect((await call('u2', 'DELETE', `aape/${aapeId}`)).status).toBe(204);
    expect(api.db.perimeters.some((perimeter) => perimeter.aapeId === aapeId)).toBe(false);
    expect(api.db.balanceAapes.some((balance) => balance.aape_id === aapeId)).toBe(false);
    expect(api.db.balancePerimeters.some((line) => balanceIds.includes(line.balanceAapeId))).toBe(false);
  });
});
