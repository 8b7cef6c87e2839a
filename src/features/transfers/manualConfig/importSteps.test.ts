import { IMPORT_STATUSES } from '../../../entities/transfers/importWorkflow';
import { importStatusColor, importStepViews } from './importSteps';

const states = (status: Parameters<typeof importStepViews>[0]) => importStepViews(status).map((view) => view.state);

describe('the stepper of an import (spec 001 §4: three steps)', () => {
  it('shows step 1 at work while the file is awaited or validated', () => {
    expect(states('waiting_for_upload')).toEqual(['working', 'todo', 'todo']);
    expect(states('validating')).toEqual(['working', 'todo', 'todo']);
  });

  it('shows step 2 waiting for the user when the import asks for a confirmation, at work once confirmed', () => {
    expect(states('awaiting_confirmation')).toEqual(['done', 'waiting', 'todo']);
    expect(states('valid_file')).toEqual(['done', 'waiting', 'todo']);
    expect(states('confirmed')).toEqual(['done', 'working', 'todo']);
  });

  it('colours step 3 by its outcome: success, failure or neither', () => {
    expect(states('imported')).toEqual(['done', 'done', 'success']);
    expect(states('import_failed')).toEqual(['done', 'done', 'failure']);
    expect(states('canceled')).toEqual(['done', 'done', 'neutral']);
  });

  it('skips the decision for a file the validation refused', () => {
    expect(states('invalid_file')).toEqual(['done', 'skipped', 'failure']);
  });

  it('numbers the steps 1 to 3 for every status, and colours the badge by the current step', () => {
    for (const status of IMPORT_STATUSES) expect(importStepViews(status).map((view) => view.step)).toEqual([1, 2, 3]);
    expect(importStatusColor('imported')).toBe('green');
    expect(importStatusColor('invalid_file')).toBe('red');
    expect(importStatusColor('import_failed')).toBe('red');
    expect(importStatusColor('awaiting_confirmation')).toBe('orange');
    expect(importStatusColor('validating')).toBe('blue');
    expect(importStatusColor('canceled')).toBe('gray');
  });
});
