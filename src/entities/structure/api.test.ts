// @vitest-environment node
import { readAllPages, setupMockApiClient } from '../../test/mockApiClient';
import {
  choiceLabel,
  clientSchema,
  clientsResource,
  clientUpdateSchema,
  fetchClientPlaceTree,
  objectRelationSchema,
  objectRelationsQuery,
  placeSchema,
  placesResource,
  placeUpdateSchema,
  PROJECT_CHOICE_LISTS,
  projectChoicesQuery,
  projectEnergiesResource,
  projectEnergySchema,
  projectEnergyUpdateSchema,
  projectSchema,
  projectsResource,
  projectWriteSchema,
} from './api';

const api = await setupMockApiClient('u1', { quiet: true });

const hidden = { clients: ['Client Test', 'Client Démo'], projects: ['Projet Test', 'Projet Démo'] };

describe('structure schemas parse every seeded row as served', () => {
  it('clients, list and detail', async () => {
    const clients = await readAllPages(clientsResource.list, {}, 4);
    expect(clients).toHaveLength(6);
    for (const client of clients) {
      clientSchema.parse(client);
      expect(await clientsResource.get(client.id)).toEqual(client);
    }
    expect((await clientsResource.list({ clientId: 3 })).data.map((client) => client.id)).toEqual([3]);
  });

  it('places, list and detail', async () => {
    const places = await readAllPages(placesResource.list, {}, 3);
    expect(places).toHaveLength(10);
    for (const place of places) {
      placeSchema.parse(place);
      expect(await placesResource.get(place.id)).toEqual(place);
    }
  });

  it('projects, list and detail, with the list columns', async () => {
    const projects = await readAllPages(projectsResource.list, {}, 5);
    expect(projects).toHaveLength(17);
    for (const project of projects) {
      projectSchema.parse(project);
      expect(project.place.client.name).not.toBe('');
      expect(await projectsResource.get(project.id)).toEqual(project);
    }
    expect(projects.every((project) => project.chrono_sf && project.signature_date && project.start_date)).toBe(true);
  });

  it('project energies: one to three per project', async () => {
    const energies = await readAllPages(projectEnergiesResource.list, {}, 10);
    for (const energy of energies) projectEnergySchema.parse(energy);
    for (let projectId = 1; projectId <= 17; projectId += 1) {
      const count = energies.filter((energy) => energy.projectId === projectId).length;
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(3);
    }
  });

  it('object relations and choices', async () => {
    const relations = await objectRelationsQuery.fetch(undefined);
    expect(relations.data.objects).toHaveLength(17);
    for (const relation of relations.data.objects) objectRelationSchema.parse(relation);
    const choices = await projectChoicesQuery.fetch(undefined);
    for (const list of PROJECT_CHOICE_LISTS) expect(choices.data[list]?.length, list).toBeGreaterThan(0);
    const electricity = choices.data.energyTypes?.find((choice) => choice.code === 'ELECTRICITY');
    expect(electricity && choiceLabel(electricity, 'en')).toBe('Electricity');
    expect(electricity && choiceLabel(electricity, 'es')).toBe('Électricité');
  });
});

describe('the client-place tree', () => {
  it('runs the three lists together and leaves out the hidden test clients and projects', async () => {
    const { tree, rows } = await fetchClientPlaceTree(hidden);
    expect(tree.map((client) => client.name)).toEqual([
      'Aciéries du Nord',
      'Laiteries Alpines',
      'Papeteries de Bretagne',
      'Verreries Océanes',
    ]);
    expect(rows).toHaveLength(15);
    expect(rows.reduce((sum, row) => sum + row.numProjectPerClient, 0)).toBe(15);
    expect(rows.reduce((sum, row) => sum + row.numProjectPerSite, 0)).toBe(15);
    expect(rows.some((row) => hidden.projects.includes(row.projectName))).toBe(false);
  });
});

describe('write payloads strip what must not be sent', () => {
  it('project: no id, the site as a bare reference', async () => {
    const project = await projectsResource.get(1);
    const payload = projectWriteSchema.parse(project);
    expect(payload).not.toHaveProperty('id');
    expect(payload.place).toEqual({ id: project.place.id });
    expect(projectWriteSchema.safeParse({ ...project, name: ' ' }).error?.issues[0]?.message).toBe('INVALID_NAME');
  });

  it('client and site: no id, no nested client', async () => {
    expect(clientUpdateSchema.parse({ id: 1, name: ' ADN ', shortName: 'ADN' })).toEqual({
      name: 'ADN',
      shortName: 'ADN',
    });
    const place = await placesResource.get(1);
    const payload = placeUpdateSchema.parse(place);
    expect(payload).not.toHaveProperty('id');
    expect(payload).not.toHaveProperty('client');
    expect(placeUpdateSchema.safeParse({ ...place, latitude: 95 }).error?.issues[0]?.message).toBe(
      'INVALID_GEOGRAPHIC_COORDINATES',
    );
  });

  it('project energy update: no id nor project', () => {
    const payload = projectEnergyUpdateSchema.parse({
      id: 4,
      projectId: 2,
      energyType: 'STEAM',
      currentPer: 1,
      contractPer: 2,
      emissionFactor: 0.17,
    });
    expect(payload).toEqual({ energyType: 'STEAM', currentPer: 1, contractPer: 2, emissionFactor: 0.17 });
  });
});

describe('write round trips through the resources', () => {
  afterAll(() => api.reset());

  it('creates and edits a project, then an energy of it', async () => {
    const created = await projectsResource.create({
      name: 'Récupération fumées',
      place: { id: 7 },
      engagement_mwh: 320,
    });
    expect(created).toMatchObject({
      name: 'Récupération fumées',
      place: { id: 7, client: { id: 4 } },
      engagement_mwh: 320,
    });
    const edited = await projectsResource.update(created.id, {
      ...projectWriteSchema.parse(created),
      name: 'Récupération des fumées',
    });
    expect(edited.name).toBe('Récupération des fumées');
    const energy = await projectEnergiesResource.create({
      projectId: created.id,
      energyType: 'NATURAL_GAS',
      currentPer: 61,
      contractPer: 48,
      emissionFactor: 0.205,
    });
    expect((await projectEnergiesResource.list({ projectId: created.id })).data).toEqual([energy]);
    await projectEnergiesResource.remove(energy.id);
    expect((await projectEnergiesResource.list({ projectId: created.id })).total_count).toBe(0);
  });

  it('answers the catalogue code of a refused write', async () => {
    await expect(clientsResource.get(99)).rejects.toMatchObject({ status: 404, messages: ['CLIENT_NOT_FOUND'] });
    await expect(
      placesResource.update(1, { name: 'Dunkerque', latitude: 51, longitude: 2, timezone: 'Nowhere/City' }),
    ).rejects.toMatchObject({
      status: 400,
      messages: ['INVALID_JSON'],
    });
  });
});
