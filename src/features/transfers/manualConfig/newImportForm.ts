import { z } from 'zod';
import { isAcceptedImportFile } from '../../../entities/transfers/importWorkflow';
import type { ServerFieldTable } from '../../../navigation/forms/serverFieldErrors';

/*
 * The new import form (spec 001 §3 Import, §5 "Accepted import files: csv, xls, xlsx"): the site the
 * values belong to and the file. The same schema checks the form and its tests; a refused file never
 * reaches the server. Error messages are keys the screen translates (useImportFieldError).
 */

export const newImportSchema = z.object({
  placeId: z
    .number()
    .int()
    .positive()
    .nullable()
    .refine((value) => value !== null, { error: 'siteRequired' }),
  file: z
    .custom<File | null>((value) => value === null || value instanceof File)
    .refine((value) => value !== null, { error: 'fileRequired' })
    .refine((value) => value === null || isAcceptedImportFile(value.name), { error: 'fileType' }),
});
export type NewImportValues = z.input<typeof newImportSchema>;
export type NewImportOutput = z.output<typeof newImportSchema>;

export const newImportDefaults = (placeId: number | undefined): NewImportValues => ({
  placeId: placeId ?? null,
  file: null,
});

/** A file dropped or chosen: refused before anything is kept when it is not csv, xls or xlsx. */
export function refusalOf(file: File): 'fileType' | 'fileEmpty' | null {
  if (!isAcceptedImportFile(file.name)) return 'fileType';
  return file.size === 0 ? 'fileEmpty' : null;
}

export type NewImportField = 'placeId' | 'file';

/**
 * Where the server's codes of POST imports land: the file's name (in the form's own words: the
 * catalogue's general text does not say what to do here), or the site; any other code in the
 * form's alert.
 */
export const NEW_IMPORT_SERVER_FIELDS: ServerFieldTable<NewImportField> = {
  DUPLICATE_IMPORT: { field: 'file', message: 'manualConfig.form.error.DUPLICATE_IMPORT' },
  INVALID_NAME: { field: 'file', message: 'manualConfig.form.error.INVALID_NAME' },
  PLACE_NOT_FOUND: { field: 'placeId' },
};
