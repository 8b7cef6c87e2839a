import type { FieldPath } from 'react-hook-form';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '../../../api/apiError';
import type { ErrorCode } from '../../../api/errorCodes';
import { apiMessageText } from '../../../i18n/apiMessageText';
import type { GraphFormValues } from './graphFormSchema';

type GraphField = FieldPath<GraphFormValues>;

/**
 * The codes of spec 000 §8 a graph save can answer that concern one field, and that field, so
 * that the user reads the reason where the fix is made. INVALID_SAMPLING is the graph-wide
 * sampling's when it is on, else the variables'. Other codes (GRAPH_NOT_FOUND, a server error)
 * are told beside Save.
 */
const FIELD_OF_CODE: Partial<Record<ErrorCode, GraphField>> = {
  INVALID_NAME: 'name',
  INVALID_AGGREGATION: 'variables',
  AGGREGATION_NOT_FOUND: 'variables',
  DUPLICATE_GRAPH_DATA_OBJECT: 'variables',
  VARIABLE_NOT_FOUND: 'variables',
  UNIT_NOT_FOUND: 'variables',
  OBJECT_TYPE_NOT_FOUND: 'variables',
  NOT_IN_PROJECT: 'variables',
};

/** Prefix of a field error that holds a server code rather than one of the form's own messages. */
export const SERVER_CODE_PREFIX = 'server:';

export interface GraphServerFieldError {
  field: GraphField;
  code: string;
}

/** Each field a refused save names, once, with the first code that names it. */
export function graphServerFieldErrors(error: unknown, graphSampling: boolean): GraphServerFieldError[] {
  if (!isApiError(error)) return [];
  const found: GraphServerFieldError[] = [];
  for (const code of error.messages) {
    const field =
      code === 'INVALID_SAMPLING' ? (graphSampling ? 'sampling' : 'variables') : FIELD_OF_CODE[code as ErrorCode];
    if (field && !found.some((entry) => entry.field === field)) found.push({ field, code });
  }
  return found;
}

/**
 * The text of a field's error: one of the form's own messages (`graphEditor.error.*`) or a server
 * code put on the field after a refused save, translated as the notification is (spec 000 §8).
 */
export function useGraphFieldError(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (message) => {
      if (message === undefined || message === '') return undefined;
      if (message.startsWith(SERVER_CODE_PREFIX)) return apiMessageText(intl, message.slice(SERVER_CODE_PREFIX.length));
      if (Object.prototype.hasOwnProperty.call(intl.messages, message)) return intl.formatMessage({ id: message });
      return apiMessageText(intl, message);
    },
    [intl],
  );
}
