import { projectWriteSchema } from '../../../entities/structure/api';
import { emptyProjectForm, projectCreateFormSchema } from './projectCreateSchema';

const errorsOf = (values: unknown) => {
  const parsed = projectCreateFormSchema.safeParse(values);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('projectCreateFormSchema', () => {
  it('requires a site and a name', () => {
    expect(errorsOf(emptyProjectForm())).toEqual({ placeId: 'required', name: 'required' });
  });

  it('refuses negative commitments and a fractional AAPE count', () => {
    const values = { ...emptyProjectForm(1, 2), name: 'P', engagement_mwh: -1, nombre_aape: 1.5 };
    expect(errorsOf(values)).toEqual({ engagement_mwh: 'negative', nombre_aape: 'integer' });
  });

  it('gives the POST project payload: the site as place.id, empty text as null, empty numbers left out', () => {
    const parsed = projectCreateFormSchema.parse({
      ...emptyProjectForm(1, 2),
      name: '  Chaufferie  ',
      chrono_sf: 'SF-1',
      signature_date: '2026-01-15',
      nombre_aape: 3,
      engagement_mwh: 1200.5,
    });
    expect(parsed).toEqual({
      name: 'Chaufferie',
      place: { id: 2 },
      chrono_sf: 'SF-1',
      project_manager: null,
      digital_project_manager: null,
      signature_date: '2026-01-15',
      maintenance_signature_date: null,
      start_date: null,
      regulatory_cpe: false,
      nombre_aape: 3,
      engagement_mwh: 1200.5,
      engagement_mwh_pcs: undefined,
    });
    expect(projectWriteSchema.safeParse(parsed).success).toBe(true);
  });
});
