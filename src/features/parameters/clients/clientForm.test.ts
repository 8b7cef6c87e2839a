import { ApiError } from '../../../api/apiError';
import { clientFormSchema, clientFormValuesOf, clientUpdateOf, shortNameServerCode } from './clientForm';

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
    expect(shortNameServerCode(new ApiError(400, ['INVALID_NAME']))).toBe('INVALID_NAME');
    expect(shortNameServerCode(new ApiError(500, ['ERROR']))).toBeUndefined();
    expect(shortNameServerCode(new Error('network'))).toBeUndefined();
  });
});
