import { isValidSiret, normaliseSiret } from './siret';

describe('isValidSiret', () => {
  it('accepts 14 digits with a valid Luhn key', () => {
    expect(isValidSiret('73282932000074')).toBe(true);
  });

  it('refuses a wrong key', () => {
    expect(isValidSiret('73282932000075')).toBe(false);
  });

  it('refuses 13 or 15 digits and anything but digits', () => {
    expect(isValidSiret('7328293200007')).toBe(false);
    expect(isValidSiret('732829320000740')).toBe(false);
    expect(isValidSiret('7328293200007A')).toBe(false);
    expect(isValidSiret('')).toBe(false);
  });

  it('tolerates the spaces typed between groups', () => {
    expect(isValidSiret('732 829 320 00074')).toBe(true);
    expect(normaliseSiret(' 732 829 320 00074 ')).toBe('73282932000074');
  });

  it("checks La Poste's establishments by their digit sum, a multiple of 5", () => {
    // Not a valid Luhn key, but 3+5+6+4+9+8+3+7 = 45.
    expect(isValidSiret('35600000049837')).toBe(true);
    expect(isValidSiret('35600000049838')).toBe(false);
    // The head office keeps the Luhn key.
    expect(isValidSiret('356 000 000 00048')).toBe(true);
  });
});
