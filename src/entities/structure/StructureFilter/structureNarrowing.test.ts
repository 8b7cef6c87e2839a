import type { StructureChoices } from '../structureChoices';
import { changeSelection, narrowChoices } from './structureNarrowing';

const client = (id: number) => ({ id, name: `Client ${id}` });
const place = (id: number, clientId: number) => ({ id, name: `Site ${id}`, client: client(clientId) });
const project = (id: number, placeId: number, clientId: number) => ({
  id,
  name: `Project ${id}`,
  place: place(placeId, clientId),
});

const choices: StructureChoices = {
  clients: [client(1), client(2)],
  places: [place(10, 1), place(11, 1), place(20, 2)],
  projects: [project(100, 10, 1), project(110, 11, 1), project(200, 20, 2)],
};

describe('structure filter narrowing', () => {
  it('offers only the sites and projects of the chosen client and site', () => {
    expect(narrowChoices(choices, { clientId: 1 }).places.map((item) => item.id)).toEqual([10, 11]);
    expect(narrowChoices(choices, { clientId: 1, placeId: 11 }).projects.map((item) => item.id)).toEqual([110]);
    expect(narrowChoices(choices, {}).projects).toHaveLength(3);
  });

  it('fills in the parents of a chosen project', () => {
    expect(changeSelection(choices, {}, 'project', 200)).toEqual({ clientId: 2, placeId: 20, projectId: 200 });
    expect(changeSelection(choices, {}, 'place', 11)).toEqual({ clientId: 1, placeId: 11, projectId: undefined });
  });

  it('drops children that no longer belong to a new parent', () => {
    expect(changeSelection(choices, { clientId: 1, placeId: 10, projectId: 100 }, 'client', 2)).toEqual({
      clientId: 2,
      placeId: undefined,
      projectId: undefined,
    });
    expect(changeSelection(choices, { clientId: 1, placeId: 10, projectId: 100 }, 'place', 11)).toEqual({
      clientId: 1,
      placeId: 11,
      projectId: undefined,
    });
    expect(changeSelection(choices, { clientId: 1, placeId: 10, projectId: 100 }, 'client', undefined)).toEqual({});
    expect(changeSelection(choices, { clientId: 1, placeId: 10, projectId: 100 }, 'project', undefined)).toEqual({
      clientId: 1,
      placeId: 10,
    });
  });
});
