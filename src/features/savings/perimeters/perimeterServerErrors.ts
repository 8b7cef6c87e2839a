import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '../../../api/apiError';
import { apiMessageText } from '../../../i18n/apiMessageText';
import type { MessageId } from '../../../i18n/messages';
import { PERIMETER_FIELD_ERRORS, type PerimeterFieldError, type PerimeterFormValues } from './perimeterForm';

/** Prefix of a field error that holds a server code (spec 000 §8) rather than one of the form's own. */
export const SERVER_CODE_PREFIX = 'server:';

type MeasureField = 'reference_measure' | 'consumption_measure' | 'saving_measure';
export type PerimeterField = keyof PerimeterFormValues;

const MEASURE_FIELDS: readonly MeasureField[] = ['reference_measure', 'consumption_measure', 'saving_measure'];

/**
 * The fields a refused save names (spec 000 §8), so that the user reads the reason where the fix
 * is made: a sampling the server refuses, or a measure that is no longer a variable of the
 * AAPE's project. The answer does not say which measure: each chosen one carries the reason.
 */
export function perimeterServerFieldErrors(
  error: unknown,
  values: PerimeterFormValues,
): { field: PerimeterField; code: string }[] {
  if (!isApiError(error)) return [];
  const found: { field: PerimeterField; code: string }[] = [];
  for (const code of error.messages) {
    if (code === 'INVALID_SAMPLING') found.push({ field: 'calculation_sampling', code });
    if (code === 'VARIABLE_NOT_FOUND' || code === 'NOT_IN_PROJECT') {
      for (const field of MEASURE_FIELDS) if (values[field] !== null) found.push({ field, code });
    }
  }
  return found.filter((entry, index) => found.findIndex((other) => other.field === entry.field) === index);
}

const isFieldError = (message: string): message is PerimeterFieldError =>
  (PERIMETER_FIELD_ERRORS as readonly string[]).includes(message);

/** The text of a field's error in the perimeter dialog: its own messages or a server code. */
export function usePerimeterFieldError(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (message) => {
      if (message === undefined || message === '') return undefined;
      if (message.startsWith(SERVER_CODE_PREFIX)) return apiMessageText(intl, message.slice(SERVER_CODE_PREFIX.length));
      const id: MessageId = isFieldError(message)
        ? `savings.perimeters.error.${message}`
        : 'savings.perimeters.error.invalid';
      return intl.formatMessage({ id });
    },
    [intl],
  );
}
