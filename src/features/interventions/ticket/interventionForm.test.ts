// @vitest-environment node
import { interventionPayloadSchema, type Intervention } from '../../../entities/interventions/api';
import {
  FORM_ERRORS,
  interventionFormSchema,
  interventionFormValues,
  newInterventionValues,
  type InterventionFormValues,
} from './interventionForm';

const schema = interventionFormSchema();

const filled = (patch: Partial<InterventionFormValues> = {}): InterventionFormValues => ({
  type: 'corrective',
  title: '  Remplacement sonde PT100 ',
  description: '',
  start: '2026-11-20T09:00',
  end: '2026-11-20T12:30',
  status: '2',
  project: '8',
  hardware: [
    { type: 'sensor', quantity: 2 },
    { type: 'cable', quantity: 1 },
  ],
  ...patch,
});

/** The message id of each wrong field, by its path. */
function errorsOf(values: InterventionFormValues): Record<string, string> {
  const result = schema.safeParse(values);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the intervention form schema (spec 001 §3, §5)', () => {
  it('turns the fields into the body the API takes, the duration derived in minutes', () => {
    const body = schema.parse(filled());
    expect(body).toEqual({
      type: 'corrective',
      title: 'Remplacement sonde PT100',
      description: null,
      startDate: '2026-11-20T08:00:00.000Z',
      endDate: '2026-11-20T11:30:00.000Z',
      duration: 210,
      status: 2,
      project: 8,
      hardware: [
        { type: 'sensor', quantity: 2 },
        { type: 'cable', quantity: 1 },
      ],
    });
    expect(() => interventionPayloadSchema.parse(body)).not.toThrow();
    expect(schema.parse(filled({ end: '' }))).toMatchObject({ endDate: null, duration: null });
  });

  it('refuses a hardware line without a type: "Ce champ est obligatoire" on that line', () => {
    expect(
      errorsOf(
        filled({
          hardware: [
            { type: 'sensor', quantity: 1 },
            { type: '', quantity: 3 },
          ],
        }),
      ),
    ).toEqual({
      'hardware.1.type': FORM_ERRORS.required,
    });
    expect(FORM_ERRORS.required).toBe('form.required');
  });

  it('refuses a quantity below one, or none', () => {
    expect(
      errorsOf(
        filled({
          hardware: [
            { type: 'sensor', quantity: 0 },
            { type: 'meter', quantity: '' },
            { type: 'modem', quantity: 1.5 },
          ],
        }),
      ),
    ).toEqual({
      'hardware.0.quantity': FORM_ERRORS.quantity,
      'hardware.1.quantity': FORM_ERRORS.quantity,
      'hardware.2.quantity': FORM_ERRORS.quantity,
    });
  });

  it('refuses an end before the start on the end field, and the missing required fields', () => {
    expect(errorsOf(filled({ end: '2026-11-20T08:59' }))).toEqual({ end: FORM_ERRORS.endBeforeStart });
    expect(errorsOf(filled({ type: '', title: '  ', start: '', project: '' }))).toEqual({
      type: FORM_ERRORS.required,
      title: FORM_ERRORS.required,
      start: FORM_ERRORS.required,
      project: FORM_ERRORS.required,
    });
    expect(errorsOf(filled({ title: 'x'.repeat(201) }))).toEqual({ title: FORM_ERRORS.titleTooLong });
  });

  it('shows a ticket on the wall clock of Paris and starts a new one now, open', () => {
    const ticket: Intervention = {
      id: 3,
      type: 'audit',
      user: { id: 2, name: 'Alice' },
      title: 'Audit',
      description: null,
      startDate: '2026-07-01T06:15:00.000Z',
      endDate: null,
      duration: null,
      status: { id: 3, name: 'on_hold' },
      project: { id: 4, name: 'P', place: { id: 1, name: 'S', client: { id: 1, name: 'C' } } },
      hardware: [{ type: 'meter', quantity: 2 }],
    };
    expect(interventionFormValues(ticket)).toEqual({
      type: 'audit',
      title: 'Audit',
      description: '',
      start: '2026-07-01T08:15',
      end: '',
      status: '3',
      project: '4',
      hardware: [{ type: 'meter', quantity: 2 }],
    });
    expect(newInterventionValues(new Date('2026-11-25T10:30:45.000Z'), 7)).toMatchObject({
      start: '2026-11-25T11:30',
      status: '1',
      project: '7',
      hardware: [],
    });
  });
});
