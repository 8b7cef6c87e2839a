import { resolveConfig, type RawConfig } from '../../config/configSchema';
import { setAppConfig } from '../../config/appConfig';
import { TEST_RAW_CONFIG } from '../../test/testConfig';
import {
  hiddenNamesFromConfig,
  isHiddenClient,
  isHiddenProject,
  withoutHiddenClients,
  withoutHiddenProjects,
  withoutHiddenStructure,
} from './hiddenStructure';

const hidden = { clients: ['Client Test', 'Client Démo'], projects: ['Projet Test', 'Projet Démo'] };

describe('hidden test clients and projects (spec 000 §6, spec 001 §6)', () => {
  it('reads the names from the runtime configuration', () => {
    setAppConfig(resolveConfig(TEST_RAW_CONFIG as RawConfig, 'http://localhost'));
    expect(hiddenNamesFromConfig()).toEqual(hidden);
    expect(hiddenNamesFromConfig({ hiddenClients: ['A', 'B'], hiddenProjects: ['C', 'D'] })).toEqual({
      clients: ['A', 'B'],
      projects: ['C', 'D'],
    });
  });

  it('matches names whatever their case and surrounding spaces', () => {
    expect(isHiddenClient(hidden, ' client démo ')).toBe(true);
    expect(isHiddenClient(hidden, 'Client Testeur')).toBe(false);
    expect(isHiddenProject(hidden, 'PROJET TEST')).toBe(true);
    expect(isHiddenProject(hidden, null)).toBe(false);
  });

  it('filters client and project lists', () => {
    expect(withoutHiddenClients([{ name: 'Aciéries du Nord' }, { name: 'Client Test' }], hidden)).toEqual([
      { name: 'Aciéries du Nord' },
    ]);
    const projects = [
      { name: 'CPE Grenoble', place: { client: { name: 'Laiteries Alpines' } } },
      { name: 'Projet Démo', place: { client: { name: 'Laiteries Alpines' } } },
      { name: 'Essai', place: { client: { name: 'Client Démo' } } },
      { name: 'Sans site' },
    ];
    expect(withoutHiddenProjects(projects, hidden).map((project) => project.name)).toEqual([
      'CPE Grenoble',
      'Sans site',
    ]);
  });

  it('removes a hidden client with its sites and projects, and hidden projects elsewhere', () => {
    const lists = {
      clients: [
        { id: 1, name: 'Aciéries du Nord' },
        { id: 5, name: 'Client Test' },
      ],
      places: [
        { id: 1, name: 'Dunkerque', client: { id: 1 } },
        { id: 9, name: 'Site Test', client: { id: 5 } },
      ],
      projects: [
        { id: 1, name: 'Utilités', place: { id: 1 } },
        { id: 2, name: 'Projet Test', place: { id: 1 } },
        { id: 16, name: 'Essai', place: { id: 9 } },
      ],
    };
    expect(withoutHiddenStructure(lists, hidden)).toEqual({
      clients: [{ id: 1, name: 'Aciéries du Nord' }],
      places: [{ id: 1, name: 'Dunkerque', client: { id: 1 } }],
      projects: [{ id: 1, name: 'Utilités', place: { id: 1 } }],
    });
  });
});
