import { localDateFormat } from './localDateFormat';

describe('a detected date format in the reader’s letters', () => {
  it('writes day and year letters in the language, hours and minutes as they are', () => {
    expect(localDateFormat('DD/MM/YYYY HH:mm', 'JA')).toBe('JJ/MM/AAAA HH:mm');
    expect(localDateFormat('YYYY-MM-DD HH:mm:ss', 'DY')).toBe('YYYY-MM-DD HH:mm:ss');
    expect(localDateFormat('ISO 8601', 'JA')).toBe('ISO 8601');
  });
});
