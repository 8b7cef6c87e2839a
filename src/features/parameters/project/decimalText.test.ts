import { decimalTextOf, parseDecimalText } from './decimalText';

describe('parseDecimalText', () => {
  it('reads a decimal comma or point, and thousands spaces', () => {
    expect(parseDecimalText('12,5')).toBe(12.5);
    expect(parseDecimalText('12.5')).toBe(12.5);
    expect(parseDecimalText(' 1 250,75 ')).toBe(1250.75);
    expect(parseDecimalText('1\u202f250')).toBe(1250);
    expect(parseDecimalText('0')).toBe(0);
  });

  it('refuses what is not one number', () => {
    for (const text of ['', 'abc', '1,2,3', '1.2.3', '12,', ',5', '1e3', '12 kWh'])
      expect(parseDecimalText(text)).toBeNull();
  });
});

describe('decimalTextOf', () => {
  it('writes the decimal mark of the language', () => {
    expect(decimalTextOf(0.205, 'fr')).toBe('0,205');
    expect(decimalTextOf(0.205, 'en')).toBe('0.205');
    expect(decimalTextOf(null, 'fr')).toBe('');
  });
});
