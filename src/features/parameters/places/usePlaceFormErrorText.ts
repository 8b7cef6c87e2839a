import { useIntl } from 'react-intl';
import { apiMessageText } from '../../../i18n/apiMessageText';
import type { MessageId } from '../../../i18n/messages';
import { useFieldErrorText } from '../../../navigation/forms/useFieldErrorText';
import { COORDINATES_ERROR, isPlaceFormError } from './placeFormSchema';

/** A site field's error text: the form's own codes, the coordinates rule, or a server code put on the field. */
export function usePlaceFormErrorText(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  return useFieldErrorText((message) => {
    if (message === COORDINATES_ERROR) return apiMessageText(intl, message);
    const code = isPlaceFormError(message) ? message : 'invalid';
    return intl.formatMessage({ id: `parameters.places.error.${code}` satisfies MessageId });
  });
}
