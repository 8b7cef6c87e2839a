import { importStep, type ImportStatus } from '../../../entities/transfers/importWorkflow';

/*
 * The three steps of an import as a row's stepper shows them (spec 001 §4 "Import statuses": step 1
 * processing, step 2 awaiting / valid / confirmed, step 3 the outcome). Each step is done, the
 * current one (with what it means for the user), still to come, or skipped (an invalid file never
 * reaches the decision). Pure, so that the rule is tested apart from the drawing.
 */

export type ImportStepState =
  /** Passed. */
  | 'done'
  /** The server is at work (upload awaited, validation, import running). */
  | 'working'
  /** The user is expected: confirm or cancel. */
  | 'waiting'
  /** The outcome is a success (imported). */
  | 'success'
  /** The outcome is a failure (invalid file, import failed). */
  | 'failure'
  /** The outcome is neither: the user cancelled. */
  | 'neutral'
  /** Not reached yet. */
  | 'todo'
  /** Never reached: an invalid file stops before the decision. */
  | 'skipped';

export type ImportStepNumber = 1 | 2 | 3;

export interface ImportStepView {
  step: ImportStepNumber;
  state: ImportStepState;
}

const CURRENT_STATE: Record<ImportStatus, ImportStepState> = {
  waiting_for_upload: 'working',
  validating: 'working',
  awaiting_confirmation: 'waiting',
  valid_file: 'waiting',
  confirmed: 'working',
  invalid_file: 'failure',
  canceled: 'neutral',
  import_failed: 'failure',
  imported: 'success',
};

/** The three steps of an import in the given status. */
export function importStepViews(status: ImportStatus): ImportStepView[] {
  const current = importStep(status);
  return ([1, 2, 3] as const).map((step) => {
    if (step === current) return { step, state: CURRENT_STATE[status] };
    if (step > current) return { step, state: 'todo' };
    // A file found invalid by the validation never had a decision to make.
    return { step, state: status === 'invalid_file' && step === 2 ? 'skipped' : 'done' };
  });
}

/** The colour a step is drawn in: green success, red failure, orange awaiting the user, blue passed or at work. */
export const STEP_COLOR: Record<ImportStepState, string> = {
  done: 'blue',
  working: 'blue',
  waiting: 'orange',
  success: 'green',
  failure: 'red',
  neutral: 'gray',
  todo: 'gray',
  skipped: 'gray',
};

/** The status badge's colour: the colour of the step the import is at. */
export function importStatusColor(status: ImportStatus): string {
  return STEP_COLOR[CURRENT_STATE[status]];
}
