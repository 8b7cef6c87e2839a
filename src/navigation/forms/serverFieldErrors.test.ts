import { ApiError } from '../../api/apiError';
import { serverFieldErrors, type ServerFieldTable } from './serverFieldErrors';

type Field = 'name' | 'email' | 'latitude' | 'longitude';
const table: ServerFieldTable<Field> = {
  INVALID_NAME: { field: 'name' },
  DUPLICATE_CONTACT: { field: 'email', message: 'parameters.contacts.field.email' },
  INVALID_GEOGRAPHIC_COORDINATES: { field: ['latitude', 'longitude'] },
};

describe('serverFieldErrors', () => {
  it('puts each listed code on its fields, with its message id or the catalogue’s', () => {
    expect(
      serverFieldErrors(new ApiError(400, ['INVALID_GEOGRAPHIC_COORDINATES', 'DUPLICATE_CONTACT']), table),
    ).toEqual([
      {
        field: 'latitude',
        code: 'INVALID_GEOGRAPHIC_COORDINATES',
        message: 'server:error.INVALID_GEOGRAPHIC_COORDINATES',
      },
      {
        field: 'longitude',
        code: 'INVALID_GEOGRAPHIC_COORDINATES',
        message: 'server:error.INVALID_GEOGRAPHIC_COORDINATES',
      },
      { field: 'email', code: 'DUPLICATE_CONTACT', message: 'server:parameters.contacts.field.email' },
    ]);
  });

  it('keeps the first code of a field, and nothing for other codes or other errors', () => {
    const both = new ApiError(400, ['INVALID_NAME', 'SERIALIZER_ERROR', 'INVALID_NAME']);
    expect(serverFieldErrors(both, table).map(({ field, code }) => [field, code])).toEqual([['name', 'INVALID_NAME']]);
    expect(serverFieldErrors(new ApiError(500, ['SERIALIZER_ERROR']), table)).toEqual([]);
    expect(serverFieldErrors(new Error('INVALID_NAME'), table)).toEqual([]);
  });
});
