import type { Project } from '../../../entities/structure/api';
import { projectGeneralDefaults, projectGeneralSchema, type ProjectGeneralValues } from './projectGeneralForm';

const project: Project = {
  id: 12,
  name: 'CPE Dunkerque – Utilités',
  chrono_sf: 'SF-2019-0101',
  project_manager: 'Thomas Lefèvre',
  digital_project_manager: null,
  signature_date: '2023-06-12',
  maintenance_signature_date: null,
  start_date: '2023-11-23T00:00:00',
  regulatory_cpe: true,
  nombre_aape: 6,
  engagement_mwh: 2650.5,
  engagement_mwh_pcs: 2942,
  place: { id: 3, name: 'Usine de Dunkerque', client: { id: 1, name: 'Aciéries du Nord' } },
};

describe('the project’s general form', () => {
  it('starts from the project, numbers with the language’s decimal mark and days without time', () => {
    expect(projectGeneralDefaults(project, 'fr')).toEqual({
      name: 'CPE Dunkerque – Utilités',
      chrono_sf: 'SF-2019-0101',
      project_manager: 'Thomas Lefèvre',
      digital_project_manager: '',
      signature_date: '2023-06-12',
      maintenance_signature_date: '',
      start_date: '2023-11-23',
      regulatory_cpe: true,
      nombre_aape: '6',
      engagement_mwh: '2650,5',
      engagement_mwh_pcs: '2942',
    });
  });

  it('sends the PUT project/{id} payload: trimmed texts or null, days or null, numbers, the site by id', () => {
    const values: ProjectGeneralValues = {
      ...projectGeneralDefaults(project, 'fr'),
      name: '  CPE Dunkerque  ',
      digital_project_manager: '   ',
      engagement_mwh: '1 250,75',
    };
    expect(projectGeneralSchema(3).parse(values)).toEqual({
      name: 'CPE Dunkerque',
      place: { id: 3 },
      chrono_sf: 'SF-2019-0101',
      project_manager: 'Thomas Lefèvre',
      digital_project_manager: null,
      signature_date: '2023-06-12',
      maintenance_signature_date: null,
      start_date: '2023-11-23',
      regulatory_cpe: true,
      nombre_aape: 6,
      engagement_mwh: 1250.75,
      engagement_mwh_pcs: 2942,
    });
  });

  it('puts its own messages on the fields it refuses', () => {
    const result = projectGeneralSchema(3).safeParse({
      ...projectGeneralDefaults(project, 'en'),
      name: ' ',
      nombre_aape: '2.5',
      engagement_mwh: '-1',
      engagement_mwh_pcs: 'many',
      start_date: '2023-13-45',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'nameRequired'],
      ['start_date', 'date'],
      ['nombre_aape', 'integer'],
      ['engagement_mwh', 'negative'],
      ['engagement_mwh_pcs', 'number'],
    ]);
  });
});
