import { newImportDefaults, newImportSchema, newImportServerErrors, refusalOf } from './newImportForm';

const file = (name: string, content = 'Date;X\r\n') => new File([content], name);
const issues = (input: unknown) => {
  const parsed = newImportSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};

describe('the new import form', () => {
  it('needs a site and a csv, xls or xlsx file (spec 001 §5)', () => {
    expect(issues(newImportDefaults(undefined))).toEqual(['placeId:siteRequired', 'file:fileRequired']);
    expect(issues({ placeId: 3, file: file('releves.txt') })).toEqual(['file:fileType']);
    for (const name of ['releves.csv', 'RELEVES.XLSX', 'releves.xls'])
      expect(issues({ placeId: 3, file: file(name) })).toEqual([]);
    expect(newImportDefaults(4)).toEqual({ placeId: 4, file: null });
  });

  it('refuses a file that is not csv, xls or xlsx, or empty, before keeping it', () => {
    expect(refusalOf(file('notes.txt'))).toBe('fileType');
    expect(refusalOf(file('archive.csv.zip'))).toBe('fileType');
    expect(refusalOf(file('vide.csv', ''))).toBe('fileEmpty');
    expect(refusalOf(file('releves.csv'))).toBeNull();
  });

  it('puts the server’s codes on the file or the site, the rest in the form’s alert', () => {
    expect(newImportServerErrors(['DUPLICATE_IMPORT'])).toEqual({
      fields: [{ field: 'file', code: 'DUPLICATE_IMPORT' }],
      other: [],
    });
    expect(newImportServerErrors(['INVALID_NAME', 'PLACE_NOT_FOUND', 'ERROR'])).toEqual({
      fields: [
        { field: 'file', code: 'INVALID_NAME' },
        { field: 'placeId', code: 'PLACE_NOT_FOUND' },
      ],
      other: ['ERROR'],
    });
  });
});
