import { ApiError } from '../../../api/apiError';
import { serverFieldErrors } from '../../../navigation/forms/serverFieldErrors';
import { CLIENT_SERVER_FIELDS, clientFormSchema, clientFormValuesOf, clientUpdateOf } from './clientForm';

const client = { id: 2, name: 'Papeteries de Bretagne', shortName: 'PDB' };

describe('the client form', () => {
  it('starts from the client’s short name, empty when it has none', () => {
    expect(clientFormValuesOf(client)).toEqual({ shortName: 'PDB' });
    expect(clientFormValuesOf({ id: 3, name: 'Laiteries Alpines', shortName: null })).toEqual({ shortName: '' });
  });

  it('sends the name as read with the trimmed short name, none when emptied (PUT clients/{id})', () => {
    expect(clientUpdateOf(client, clientFormSchema.parse({ shortName: '  PAP  ' }))).toEqual({
      name: 'Papeteries de Bretagne',
      shortName: 'PAP',
    });
    expect(clientUpdateOf(client, clientFormSchema.parse({ shortName: '   ' }))).toEqual({
      name: 'Papeteries de Bretagne',
      shortName: null,
    });
  });

  it('puts INVALID_NAME on the short name, and nothing else', () => {
    const fieldsOf = (error: unknown) => serverFieldErrors(error, CLIENT_SERVER_FIELDS).map(({ field }) => field);
    expect(fieldsOf(new ApiError(400, ['INVALID_NAME']))).toEqual(['shortName']);
    expect(fieldsOf(new ApiError(500, ['ERROR']))).toEqual([]);
    expect(fieldsOf(new Error('network'))).toEqual([]);
  });
});
