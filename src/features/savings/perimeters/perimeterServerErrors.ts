import type { MessageId } from '../../../i18n/messages';
import { useMessage } from '../../../i18n/useMessage';
import type { ServerFieldTable } from '../../../navigation/forms/serverFieldErrors';
import { useFieldErrorText } from '../../../navigation/forms/useFieldErrorText';
import {
  PERIMETER_FIELD_ERRORS,
  type PerimeterFieldError,
  type PerimeterFormOutput,
  type PerimeterFormValues,
} from './perimeterForm';

type MeasureField = 'reference_measure' | 'consumption_measure' | 'saving_measure';

/**
 * The fields a refused save names (spec 000 §8), so that the user reads the reason where the fix
 * is made: a sampling the server refuses, or a measure that is no longer a variable of the
 * AAPE's project. The answer does not say which measure: each one chosen in what was sent
 * carries the reason (none chosen: the reason is told beside the buttons).
 */
export function perimeterServerFields({ write }: PerimeterFormOutput): ServerFieldTable<keyof PerimeterFormValues> {
  const chosen: Record<MeasureField, number | null> = {
    reference_measure: write.consumption_reference_measure_id,
    consumption_measure: write.consumption_measure_id,
    saving_measure: write.saving_measure_id,
  };
  const measures = (Object.keys(chosen) as MeasureField[]).filter((field) => chosen[field] !== null);
  const onMeasures = measures.length > 0 ? { field: measures } : undefined;
  return {
    INVALID_SAMPLING: { field: 'calculation_sampling' },
    ...(onMeasures ? { VARIABLE_NOT_FOUND: onMeasures, NOT_IN_PROJECT: onMeasures } : {}),
  };
}

const isFieldError = (message: string): message is PerimeterFieldError =>
  (PERIMETER_FIELD_ERRORS as readonly string[]).includes(message);

/** The text of a field's error in the perimeter dialog: its own messages or a server code put on it. */
export function usePerimeterFieldError(): (message: string | undefined) => string | undefined {
  const t = useMessage();
  return useFieldErrorText((message) =>
    message === ''
      ? undefined
      : t(`savings.perimeters.error.${isFieldError(message) ? message : 'invalid'}` satisfies MessageId),
  );
}
