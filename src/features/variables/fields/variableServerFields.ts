import type { ServerFieldTable } from '../../../navigation/forms/serverFieldErrors';
import type { VariableFieldName } from './variableFormSchema';

/**
 * The codes of spec 000 §8 a variable save can answer that concern one field, and that field:
 * the user reads the reason where the fix is made (each in its API catalogue words). Other codes
 * (PERMISSION_DENIED, a server error) concern the whole save and are told beside the Save button.
 */
export const VARIABLE_SERVER_FIELDS: ServerFieldTable<VariableFieldName> = {
  INVALID_NAME: { field: 'name' },
  DUPLICATE_VARIABLE: { field: 'name' },
  DUPLICATE_SYMBOL: { field: 'symbol' },
  UNIT_NOT_FOUND: { field: 'unitId' },
  AGGREGATION_NOT_FOUND: { field: 'aggregationId' },
  INVALID_AGGREGATION: { field: 'aggregationId' },
  INVALID_SAMPLING: { field: 'sampling' },
};
