import { setupMockApiClient } from '../../test/mockApiClient';
import { fetchStructureChoices } from './structureChoices';

await setupMockApiClient('u1');

describe('structure choices', () => {
  it('offers every client, site and project except the hidden test ones, by name', async () => {
    const choices = await fetchStructureChoices({
      clients: ['Client Test', 'Client Démo'],
      projects: ['Projet Test', 'Projet Démo'],
    });
    const clientNames = choices.clients.map((client) => client.name);
    expect(clientNames).toHaveLength(4);
    expect(clientNames).not.toContain('Client Test');
    expect(clientNames).toEqual([...clientNames].sort((a, b) => a.localeCompare(b, 'fr')));
    const clientIds = new Set(choices.clients.map((client) => client.id));
    expect(choices.places.length).toBeGreaterThan(0);
    expect(choices.places.every((place) => clientIds.has(place.client.id))).toBe(true);
    const projectNames = choices.projects.map((project) => project.name);
    expect(choices.projects.every((project) => clientIds.has(project.place.client.id))).toBe(true);
    expect(projectNames).not.toContain('Projet Démo');
  });
});
