// @vitest-environment node
import { createCaller, expectError, setupTestMockApi } from '../../testing';

const api = await setupTestMockApi();
const call = createCaller(api.signToken);

type Page<T = Record<string, unknown>> = { data: T[]; total_count: number };
type ProjectAnswer = {
  id: number;
  name: string;
  place: { id: number; name: string; client: { id: number; name: string } };
};

describe('structure reads', () => {
  it('answers 401 without a token', async () => {
    for (const path of [
      'clients',
      'clients/1',
      'places',
      'places/1',
      'project',
      'project/1',
      'object-relation',
      'choices',
      'project-energy',
      'bexsupport/1',
      'bexsupport/files?projectId=1',
      'bexsupport/choices',
    ]) {
      expect((await call(null, 'GET', path)).status, path).toBe(401);
    }
  });

  it('pages projects with limit and offset', async () => {
    const first = (await call<Page<ProjectAnswer>>('u1', 'GET', 'project?limit=5&offset=0')).body;
    expect(first.data).toHaveLength(5);
    expect(first.total_count).toBe(17);
    const last = (await call<Page<ProjectAnswer>>('u1', 'GET', 'project?limit=5&offset=15')).body;
    expect(last.data.map((project) => project.id)).toEqual([16, 17]);
  });

  it('filters projects by client, site and name', async () => {
    const byClient = (await call<Page<ProjectAnswer>>('u1', 'GET', 'project?clientId=1')).body;
    expect(byClient.data.map((project) => project.id)).toEqual([1, 2, 3, 4]);
    expect(byClient.data.every((project) => project.place.client.id === 1)).toBe(true);
    const byPlace = (await call<Page<ProjectAnswer>>('u1', 'GET', 'project?placeId=3')).body;
    expect(byPlace.data.map((project) => project.id)).toEqual([5, 6]);
    const byName = (await call<Page<ProjectAnswer>>('u1', 'GET', 'project?name=four')).body;
    expect(byName.data.map((project) => project.name)).toEqual(['Fours de réchauffage', 'Four verrier n°2']);
  });

  it('answers one client for clientId and filters places by client', async () => {
    const one = (await call<Page>('u4', 'GET', 'clients?clientId=2')).body;
    expect(one).toEqual({ data: [{ id: 2, name: 'Papeteries de Bretagne', shortName: 'PDB' }], total_count: 1 });
    const all = (await call<Page>('u4', 'GET', 'clients')).body;
    expect(all.total_count).toBe(6);
    const places = (await call<Page<{ client: { id: number } }>>('u4', 'GET', 'places?clientId=4')).body;
    expect(places.total_count).toBe(2);
    expect(places.data.every((place) => place.client.id === 4)).toBe(true);
  });

  it('shows a customer only their own client structure', async () => {
    expect((await call<Page>('u5', 'GET', 'clients')).body.total_count).toBe(1);
    expect((await call<Page>('u5', 'GET', 'places')).body.total_count).toBe(2);
    expect((await call<Page>('u5', 'GET', 'project')).body.total_count).toBe(4);
    const relations = (await call<{ data: { objects: { clientId: number }[] } }>('u5', 'GET', 'object-relation')).body;
    expect(relations.data.objects.every((relation) => relation.clientId === 1)).toBe(true);
    await expectError(await call('u5', 'GET', 'project/5'), 404, 'PROJECT_NOT_FOUND');
    await expectError(await call('u5', 'GET', 'clients/2'), 404, 'CLIENT_NOT_FOUND');
  });

  it('answers the relations and the choice lists', async () => {
    const relations = (await call<{ data: { objects: unknown[] } }>('u1', 'GET', 'object-relation')).body;
    expect(relations.data.objects).toHaveLength(17);
    expect(relations.data.objects[0]).toEqual({
      clientId: 1,
      clientName: 'Aciéries du Nord',
      placeId: 1,
      placeName: 'Usine de Dunkerque',
      projectId: 1,
      projectName: 'CPE Dunkerque – Utilités',
    });
    const choices = (await call<{ data: Record<string, { code: string }[]> }>('u5', 'GET', 'choices')).body;
    expect(choices.data.energyTypes?.map((choice) => choice.code)).toEqual(
      expect.arrayContaining(['ELECTRICITY', 'STEAM', 'NATURAL_GAS']),
    );
    for (const list of ['commitmentTypes', 'commitmentModalities', 'perTypes', 'linkTypes', 'interventionTypes'])
      expect(choices.data[list]?.length, list).toBeGreaterThan(0);
  });

  it('answers the not-found codes', async () => {
    await expectError(await call('u1', 'GET', 'project/999'), 404, 'PROJECT_NOT_FOUND');
    await expectError(await call('u1', 'GET', 'places/999'), 404, 'PLACE_NOT_FOUND');
    await expectError(await call('u1', 'GET', 'clients/999'), 404, 'CLIENT_NOT_FOUND');
  });
});

describe('structure writes', () => {
  beforeEach(() => api.reset());

  it('renames a client everywhere, with client_manage only', async () => {
    await expectError(await call('u3', 'PUT', 'clients/1', { name: 'X' }), 403, 'PERMISSION_DENIED');
    await expectError(await call('u4', 'PUT', 'clients/1', { name: 'X' }), 403, 'PERMISSION_DENIED');
    await expectError(await call('u2', 'PUT', 'clients/1', { name: '  ', shortName: 'ADN' }), 400, 'INVALID_NAME');
    await expectError(await call('u2', 'PUT', 'clients/99', { name: 'X' }), 404, 'CLIENT_NOT_FOUND');
    const response = await call('u2', 'PUT', 'clients/1', { name: 'Aciéries du Nord SA', shortName: 'ADNSA' });
    expect(response.body).toEqual({ id: 1, name: 'Aciéries du Nord SA', shortName: 'ADNSA' });
    const project = (await call<ProjectAnswer>('u1', 'GET', 'project/1')).body;
    expect(project.place.client.name).toBe('Aciéries du Nord SA');
  });

  it('edits a site and checks its coordinates', async () => {
    await expectError(await call('u3', 'PUT', 'places/1', { latitude: 50 }), 403, 'PERMISSION_DENIED');
    await expectError(await call('u2', 'PUT', 'places/1', { latitude: 91 }), 400, 'INVALID_GEOGRAPHIC_COORDINATES');
    await expectError(
      await call('u2', 'PUT', 'places/1', { longitude: -180.5 }),
      400,
      'INVALID_GEOGRAPHIC_COORDINATES',
    );
    await expectError(await call('u2', 'PUT', 'places/1', { latitude: '50' }), 400, 'INVALID_GEOGRAPHIC_COORDINATES');
    await expectError(await call('u2', 'PUT', 'places/1', { name: '' }), 400, 'INVALID_NAME');
    await expectError(await call('u2', 'PUT', 'places/1', { timezone: 'Mars/Olympus' }), 400, 'INVALID_JSON');
    await expectError(await call('u2', 'PUT', 'places/99', { name: 'X' }), 404, 'PLACE_NOT_FOUND');
    const updated = (
      await call<{ name: string; latitude: number; longitude: number; city: string; client: { id: number } }>(
        'u2',
        'PUT',
        'places/1',
        { name: 'Usine de Dunkerque-Est', latitude: -90, longitude: 180, id: 55 },
      )
    ).body;
    expect(updated).toMatchObject({
      id: 1,
      name: 'Usine de Dunkerque-Est',
      latitude: -90,
      longitude: 180,
      city: 'Dunkerque',
      client: { id: 1 },
    });
  });

  it('creates and edits a project with project_manage', async () => {
    const draft = {
      name: 'Nouveau CPE',
      place: { id: 2 },
      chrono_sf: 'SF-2026-0999',
      signature_date: '2026-01-15',
      nombre_aape: 2,
      engagement_mwh: 500,
    };
    await expectError(await call('u4', 'POST', 'project', draft), 403, 'PERMISSION_DENIED');
    await expectError(await call('u3', 'POST', 'project', { ...draft, name: '' }), 400, 'INVALID_NAME');
    await expectError(await call('u3', 'POST', 'project', { ...draft, place: { id: 99 } }), 404, 'PLACE_NOT_FOUND');
    await expectError(await call('u3', 'POST', 'project', { ...draft, nombre_aape: -1 }), 400, 'INVALID_JSON');
    await expectError(await call('u3', 'POST', 'project', { ...draft, signature_date: 'hier' }), 400, 'INVALID_JSON');
    const created = await call('u3', 'POST', 'project', draft);
    expect(created.status).toBe(201);
    const project = created.body as ProjectAnswer & { engagement_mwh: number };
    expect(project).toMatchObject({
      id: 18,
      name: 'Nouveau CPE',
      engagement_mwh: 500,
      place: { id: 2, client: { id: 1 } },
    });
    const edited = (
      await call<ProjectAnswer>('u3', 'PUT', `project/${project.id}`, { name: 'CPE Valenciennes', place: { id: 3 } })
    ).body;
    expect(edited).toMatchObject({ name: 'CPE Valenciennes', place: { id: 3, client: { id: 2 } } });
    expect((await call<Page>('u1', 'GET', 'project?placeId=3')).body.total_count).toBe(3);
    await expectError(await call('u3', 'PUT', 'project/999', { name: 'X' }), 404, 'PROJECT_NOT_FOUND');
  });
});

describe('project energies', () => {
  beforeEach(() => api.reset());

  it('lists one to three energies per project', async () => {
    for (let projectId = 1; projectId <= 17; projectId += 1) {
      const page = (await call<Page<{ projectId: number }>>('u4', 'GET', `project-energy?projectId=${projectId}`)).body;
      expect(page.total_count).toBeGreaterThanOrEqual(1);
      expect(page.total_count).toBeLessThanOrEqual(3);
      expect(page.data.every((energy) => energy.projectId === projectId)).toBe(true);
    }
    await expectError(await call('u1', 'GET', 'project-energy?projectId=999'), 404, 'PROJECT_NOT_FOUND');
  });

  it('creates, edits and deletes an energy', async () => {
    const energy = { projectId: 1, energyType: 'BIOMASS', currentPer: 42, contractPer: 38.5, emissionFactor: 0.03 };
    await expectError(await call('u5', 'POST', 'project-energy', energy), 403, 'PERMISSION_DENIED');
    await expectError(
      await call('u3', 'POST', 'project-energy', { ...energy, energyType: 'PLUTONIUM' }),
      400,
      'INVALID_JSON',
    );
    await expectError(await call('u3', 'POST', 'project-energy', { ...energy, currentPer: -1 }), 400, 'INVALID_JSON');
    await expectError(
      await call('u3', 'POST', 'project-energy', { ...energy, projectId: 999 }),
      404,
      'PROJECT_NOT_FOUND',
    );
    const created = (await call<{ id: number }>('u3', 'POST', 'project-energy', energy)).body;
    expect(created).toMatchObject(energy);
    const edited = (
      await call('u3', 'PUT', `project-energy/${created.id}`, {
        energyType: 'STEAM',
        currentPer: 50,
        contractPer: 45,
        emissionFactor: 0.17,
      })
    ).body;
    expect(edited).toEqual({
      id: created.id,
      projectId: 1,
      energyType: 'STEAM',
      currentPer: 50,
      contractPer: 45,
      emissionFactor: 0.17,
    });
    expect((await call('u3', 'DELETE', `project-energy/${created.id}`)).status).toBe(204);
    await expectError(await call('u3', 'DELETE', `project-energy/${created.id}`), 404, 'PROJECT_ENERGY_NOT_FOUND');
    await expectError(
      await call('u3', 'PUT', `project-energy/${created.id}`, { currentPer: 1 }),
      404,
      'PROJECT_ENERGY_NOT_FOUND',
    );
  });
});

describe('support records', () => {
  it('answers a project record with its technical info, for project_in_parameters_view', async () => {
    const record = (
      await call<{ project_id: number; technicalInfo: { siteNumber: string } }>('u4', 'GET', 'bexsupport/3')
    ).body;
    expect(record.project_id).toBe(3);
    expect(record.technicalInfo.siteNumber).toMatch(/^S\d{5}$/);
    await expectError(await call('u5', 'GET', 'bexsupport/1'), 403, 'PERMISSION_DENIED');
    await expectError(await call('u4', 'GET', 'bexsupport/999'), 404, 'PROJECT_NOT_FOUND');
  });

  it('lists two to six technical files per project, newest first, with paging', async () => {
    for (let projectId = 1; projectId <= 17; projectId += 1) {
      const page = (
        await call<Page<{ projectId: number; createdAt: string; url: string }>>(
          'u3',
          'GET',
          `bexsupport/files?projectId=${projectId}`,
        )
      ).body;
      expect(page.total_count).toBeGreaterThanOrEqual(2);
      expect(page.total_count).toBeLessThanOrEqual(6);
      expect(page.data.every((file) => file.projectId === projectId && file.url.startsWith('https://'))).toBe(true);
      expect([...page.data].sort((a, b) => b.createdAt.localeCompare(a.createdAt))).toEqual(page.data);
    }
    expect((await call<Page>('u3', 'GET', 'bexsupport/files?projectId=1&limit=1')).body.data).toHaveLength(1);
    const choices = (await call<{ data: Record<string, unknown[]> }>('u3', 'GET', 'bexsupport/choices')).body;
    expect(Object.keys(choices.data)).toEqual(
      expect.arrayContaining(['solutions', 'linkTypes', 'internetAccess', 'virtualMachines']),
    );
  });
});

describe('structure list order', () => {
  it('sorts sites and projects by the ordering parameter, the client and site by their names', async () => {
    const places = (await call<Page<{ name: string }>>('u1', 'GET', 'places?ordering=-name&limit=3')).body;
    expect(places.data.map((place) => place.name)).toEqual(
      [...places.data.map((place) => place.name)].sort((a, b) => b.localeCompare(a, 'fr')),
    );
    expect(places.total_count).toBe(10);
    const byClient = (await call<Page<ProjectAnswer>>('u1', 'GET', 'project?ordering=client')).body;
    const clientNames = byClient.data.map((project) => project.place.client.name);
    expect(clientNames).toEqual([...clientNames].sort((a, b) => a.localeCompare(b, 'fr')));
    const byMwh = (await call<Page<{ engagement_mwh: number }>>('u1', 'GET', 'project?ordering=-engagement_mwh')).body;
    const amounts = byMwh.data.map((project) => project.engagement_mwh);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });
});
