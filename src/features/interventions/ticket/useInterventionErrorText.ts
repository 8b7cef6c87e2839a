import { useIntl } from 'react-intl';
import { useFieldErrorText } from '../../../navigation/forms/useFieldErrorText';
import { FORM_ERRORS, type InterventionFormError } from './interventionForm';

const FORM_ERROR_IDS: readonly string[] = Object.values(FORM_ERRORS);
const isFormError = (message: string): message is InterventionFormError => FORM_ERROR_IDS.includes(message);

/** A field's error text: one of the form's own messages, or a server code put on the field (spec 000 §8). */
export function useInterventionErrorText(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  return useFieldErrorText((message) =>
    intl.formatMessage({ id: isFormError(message) ? message : FORM_ERRORS.required }),
  );
}
