import type { FieldPath } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { apiMessageText } from '../../../i18n/apiMessageText';
import type { ServerFieldTable } from '../../../navigation/forms/serverFieldErrors';
import { useFieldErrorText } from '../../../navigation/forms/useFieldErrorText';
import type { GraphFormValues } from './graphFormSchema';

type GraphFieldTable = ServerFieldTable<FieldPath<GraphFormValues>>;

/**
 * The codes of spec 000 §8 a graph save can answer that concern one field, and that field, so
 * that the user reads the reason where the fix is made. Other codes (GRAPH_NOT_FOUND, a server
 * error) are told beside Save.
 */
const GRAPH_SERVER_FIELDS: GraphFieldTable = {
  INVALID_NAME: { field: 'name' },
  INVALID_AGGREGATION: { field: 'variables' },
  AGGREGATION_NOT_FOUND: { field: 'variables' },
  DUPLICATE_GRAPH_DATA_OBJECT: { field: 'variables' },
  VARIABLE_NOT_FOUND: { field: 'variables' },
  UNIT_NOT_FOUND: { field: 'variables' },
  OBJECT_TYPE_NOT_FOUND: { field: 'variables' },
  NOT_IN_PROJECT: { field: 'variables' },
};
const SAMPLING_ON_GRAPH: GraphFieldTable = { ...GRAPH_SERVER_FIELDS, INVALID_SAMPLING: { field: 'sampling' } };
const SAMPLING_ON_VARIABLES: GraphFieldTable = { ...GRAPH_SERVER_FIELDS, INVALID_SAMPLING: { field: 'variables' } };

/** INVALID_SAMPLING is the graph-wide sampling's when it is on, else the variables'. */
export function graphServerFields(sent: { graphSampling: boolean }): GraphFieldTable {
  return sent.graphSampling ? SAMPLING_ON_GRAPH : SAMPLING_ON_VARIABLES;
}

/**
 * The text of a field's error: one of the form's own messages (`graphEditor.error.*`) or a server
 * code put on the field after a refused save, translated as the notification is (spec 000 §8).
 */
export function useGraphFieldError(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  return useFieldErrorText((message) => {
    if (message === '') return undefined;
    if (Object.prototype.hasOwnProperty.call(intl.messages, message)) return intl.formatMessage({ id: message });
    return apiMessageText(intl, message);
  });
}
