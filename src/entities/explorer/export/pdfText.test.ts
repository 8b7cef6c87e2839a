import { pdfText } from './pdfText';

describe('PDF text', () => {
  it('keeps Latin-1 French letters', () => {
    expect(pdfText('Température été à Besançon, 25 °C, 3 m²')).toBe('Température été à Besançon, 25 °C, 3 m²');
  });

  it('replaces what the standard fonts cannot print by its nearest Latin-1 text', () => {
    expect(pdfText('L’usine « Nord » : −4,2\u202f% – cœur…')).toBe("L'usine « Nord » : -4,2 % - coeur...");
    expect(pdfText('Période\u00a0: 1\u202f234 €')).toBe('Période : 1 234 EUR');
  });

  it('prints "?" for anything else', () => {
    expect(pdfText('Ω 水')).toBe('? ?');
  });

  it('composes decomposed accents first', () => {
    expect(pdfText('e\u0301te\u0301')).toBe('été');
  });
});
