import { ApiError } from '../../../api/apiError';
import { serverFieldErrors } from '../../../navigation/forms/serverFieldErrors';
import { NEW_IMPORT_SERVER_FIELDS, newImportDefaults, newImportSchema, refusalOf } from './newImportForm';

const file = (name: string, content = 'Date;X\r\n') => new File([content], name);
const issues = (input: unknown) => {
  const parsed = newImportSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};

const onFields = (codes: string[]) =>
  serverFieldErrors(new ApiError(400, codes), NEW_IMPORT_SERVER_FIELDS).map(({ field, code }) => ({ field, code }));

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
    expect(onFields(['DUPLICATE_IMPORT'])).toEqual([{ field: 'file', code: 'DUPLICATE_IMPORT' }]);
    expect(onFields(['INVALID_NAME', 'PLACE_NOT_FOUND', 'ERROR'])).toEqual([
      { field: 'file', code: 'INVALID_NAME' },
      { field: 'placeId', code: 'PLACE_NOT_FOUND' },
    ]);
    // A code of no field is told in the form's alert.
    expect(onFields(['ERROR'])).toEqual([]);
  });
});
