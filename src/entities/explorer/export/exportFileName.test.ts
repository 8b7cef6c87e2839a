import { exportFileName, fileSafeName } from './exportFileName';

describe('export file name', () => {
  const now = new Date('2026-11-24T23:30:00Z'); // already the 25th in Paris

  it('is the name, an underscore and the Paris date', () => {
    expect(exportFileName('Consommation', 'pdf', now)).toBe('Consommation_2026-11-25.pdf');
    expect(exportFileName('Consommation', 'csv', new Date('2026-11-24T10:00:00Z'))).toBe('Consommation_2026-11-24.csv');
  });

  it('makes the name file-safe and keeps accents', () => {
    expect(fileSafeName('Énergie / site: "Nord" *2026*?')).toBe('Énergie_site_Nord_2026');
    expect(fileSafeName('  .Tableau\tde  bord.  ')).toBe('Tableau_de_bord');
    expect(fileSafeName('a\\b<c>d|e')).toBe('a_b_c_d_e');
  });

  it('falls back when nothing of the name is left, and stays short', () => {
    expect(exportFileName('???', 'png', now)).toBe('export_2026-11-25.png');
    expect(fileSafeName('x'.repeat(300))).toHaveLength(100);
  });
});
