import type { FieldError } from 'react-hook-form';
import { isApiError } from '../../../api/apiError';
import { useMessage } from '../../../i18n/useMessage';
import { EXPORT_FORM_ERRORS, EXPORT_TITLE_MAX, MAX_EXPORT_VARIABLES } from './exportForm';

type ExportField = 'variables' | 'period' | 'sampling' | 'title';

/** The field a refused request concerns (the codes of POST download-requests, downloadsApi.ts). */
const FIELD_OF_CODE: Record<string, ExportField> = {
  INVALID_NAME: 'title',
  INVALID_JSON: 'variables',
  VARIABLE_NOT_FOUND: 'variables',
  INVALID_AGGREGATION: 'variables',
  INVALID_PERIOD: 'period',
  INVALID_SAMPLING: 'sampling',
};

export function serverFieldOf(error: unknown): ExportField | null {
  return isApiError(error) ? (FIELD_OF_CODE[error.code] ?? null) : null;
}

const FORM_ERROR_IDS: readonly string[] = Object.values(EXPORT_FORM_ERRORS);
const isFormErrorId = (message: string): message is (typeof EXPORT_FORM_ERRORS)[keyof typeof EXPORT_FORM_ERRORS] =>
  FORM_ERROR_IDS.includes(message);

/** A field's error as text: the form's rules are catalogue ids, a server's refusal is already translated. */
export function useExportFieldError(): (error: FieldError | { message?: string } | undefined) => string | undefined {
  const t = useMessage();
  return (error) => {
    const message = error?.message;
    if (!message) return undefined;
    return isFormErrorId(message) ? t(message, { max: MAX_EXPORT_VARIABLES, length: EXPORT_TITLE_MAX }) : message;
  };
}
