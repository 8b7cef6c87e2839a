import type { FieldError } from 'react-hook-form';
import { useMessage } from '../../../i18n/useMessage';
import type { ServerFieldTable } from '../../../navigation/forms/serverFieldErrors';
import { useFieldErrorText } from '../../../navigation/forms/useFieldErrorText';
import { EXPORT_FORM_ERRORS, EXPORT_TITLE_MAX, MAX_EXPORT_VARIABLES } from './exportForm';

type ExportField = 'variables' | 'period' | 'sampling' | 'title';

/** The field a refused request concerns (the codes of POST download-requests, downloadsApi.ts). */
export const EXPORT_SERVER_FIELDS: ServerFieldTable<ExportField> = {
  INVALID_NAME: { field: 'title' },
  INVALID_JSON: { field: 'variables' },
  VARIABLE_NOT_FOUND: { field: 'variables' },
  INVALID_AGGREGATION: { field: 'variables' },
  INVALID_PERIOD: { field: 'period' },
  INVALID_SAMPLING: { field: 'sampling' },
};

const FORM_ERROR_IDS: readonly string[] = Object.values(EXPORT_FORM_ERRORS);
const isFormErrorId = (message: string): message is (typeof EXPORT_FORM_ERRORS)[keyof typeof EXPORT_FORM_ERRORS] =>
  FORM_ERROR_IDS.includes(message);

/** A field's error as text: the form's rules are catalogue ids, a server's refusal the code's own text. */
export function useExportFieldError(): (error: FieldError | { message?: string } | undefined) => string | undefined {
  const t = useMessage();
  const fieldText = useFieldErrorText((message) =>
    isFormErrorId(message) ? t(message, { max: MAX_EXPORT_VARIABLES, length: EXPORT_TITLE_MAX }) : message,
  );
  return (error) => fieldText(error?.message || undefined);
}
