import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import { ERROR_CODES } from './errorCodes';

describe('the error catalogue', () => {
  it('has a message for every error code of the catalogue, in fr and en (spec 000 §8)', () => {
    for (const code of ERROR_CODES) {
      expect(fr, code).toHaveProperty(`error.${code}`);
      expect(en, code).toHaveProperty(`error.${code}`);
    }
  });
});
