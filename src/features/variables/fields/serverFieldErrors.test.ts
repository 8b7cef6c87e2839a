// @vitest-environment node
import { ApiError } from '../../../api/apiError';
import { FIELD_OF_CODE, serverFieldErrors } from './serverFieldErrors';

describe('serverFieldErrors', () => {
  it('puts each code of a refused save on the field it concerns', () => {
    expect(serverFieldErrors(new ApiError(409, ['DUPLICATE_SYMBOL']))).toEqual([
      { field: 'symbol', code: 'DUPLICATE_SYMBOL' },
    ]);
    expect(serverFieldErrors(new ApiError(409, ['DUPLICATE_VARIABLE']))).toEqual([
      { field: 'name', code: 'DUPLICATE_VARIABLE' },
    ]);
    expect(FIELD_OF_CODE).toEqual({
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
    expect(serverFieldErrors(error)).toEqual([
      { field: 'sampling', code: 'INVALID_SAMPLING' },
      { field: 'name', code: 'INVALID_NAME' },
    ]);
  });

  it('leaves whole-save failures to the Save button', () => {
    expect(serverFieldErrors(new ApiError(500, ['ERROR']))).toEqual([]);
    expect(serverFieldErrors(new ApiError(null, ['TIMEOUT']))).toEqual([]);
    expect(serverFieldErrors(new Error('boom'))).toEqual([]);
  });
});
