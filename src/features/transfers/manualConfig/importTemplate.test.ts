import { importTemplateCsv, importTemplateFileName, templateHeaderOf } from './importTemplate';

const targets = [
  { id: 7, technicalId: 'LYO_00007_INDEX', name: 'Index gaz', unit: 'm³' },
  { id: 9, technicalId: null, name: 'Production; ligne 2', unit: 't' },
];

describe('the import template of a site', () => {
  it('holds the header only: Date, then each manual variable by technical id, else by name', () => {
    expect(templateHeaderOf(targets[0]!)).toBe('LYO_00007_INDEX');
    expect(templateHeaderOf(targets[1]!)).toBe('Production; ligne 2');
    // The product's CSV in the user's language's convention: BOM, its separator, quoted when a name holds one, CRLF.
    expect(importTemplateCsv(targets, 'fr')).toBe('\uFEFFDate;LYO_00007_INDEX;"Production; ligne 2"\r\n');
    expect(importTemplateCsv(targets, 'en')).toBe('\uFEFFDate,LYO_00007_INDEX,"Production; ligne 2"\r\n');
  });

  it('names the file after the site, without accents or separators, with the day', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    expect(importTemplateFileName('Usine de Lyon – Gerland', now)).toBe('import_Usine_de_Lyon_Gerland_2026-11-25.csv');
    expect(importTemplateFileName('***', now)).toBe('import_2026-11-25.csv');
  });
});
