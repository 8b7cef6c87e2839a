// @vitest-environment node
import { ApiError } from '../../../api/apiError';
import { serverFieldErrors } from '../../../navigation/forms/serverFieldErrors';
import { VARIABLE_SERVER_FIELDS } from './variableServerFields';

const fieldsOf = (error: unknown) =>
  serverFieldErrors(error, VARIABLE_SERVER_FIELDS).map(({ field, code }) => ({ field, code }));

describe('VARIABLE_SERVER_FIELDS', () => {
  it('puts each code of a refused save on the field it concerns', () => {
    expect(fieldsOf(new ApiError(409, ['DUPLICATE_SYMBOL']))).toEqual([{ field: 'symbol', code: 'DUPLICATE_SYMBOL' }]);
    expect(fieldsOf(new ApiError(409, ['DUPLICATE_VARIABLE']))).toEqual([
      { field: 'name', code: 'DUPLICATE_VARIABLE' },
    ]);
    expect(
      Object.fromEntries(Object.entries(VARIABLE_SERVER_FIELDS).map(([code, rule]) => [code, rule?.field])),
    ).toEqual({
      INVALID_NAME: 'name',
      DUPLICATE_VARIABLE: 'name',
      DUPLICATE_SYMBOL: 'symbol',
      UNIT_NOT_FOUND: 'unitId',
      AGGREGATION_NOT_FOUND: 'aggregationId',
      INVALID_AGGREGATION: 'aggregationId',
      INVALID_SAMPLING: 'sampling',
    });
  });

  it('names each field once, with the first of its codes, in the server order', () => {
    const error = new ApiError(400, ['INVALID_SAMPLING', 'INVALID_NAME', 'DUPLICATE_VARIABLE', 'PERMISSION_DENIED']);
    expect(fieldsOf(error)).toEqual([
      { field: 'sampling', code: 'INVALID_SAMPLING' },
      { field: 'name', code: 'INVALID_NAME' },
    ]);
  });

  it('leaves whole-save failures to the Save button', () => {
    expect(fieldsOf(new ApiError(500, ['ERROR']))).toEqual([]);
    expect(fieldsOf(new ApiError(null, ['TIMEOUT']))).toEqual([]);
    expect(fieldsOf(new Error('boom'))).toEqual([]);
  });
});
