import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { useFieldErrorText } from '../../../navigation/forms/useFieldErrorText';
import { isProjectFormError } from './projectCreateSchema';

/** A field's error text: one of the form's own codes, or a server code put on the field after a refused save. */
export function useProjectFormErrorText(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  return useFieldErrorText((message) =>
    intl.formatMessage({
      id: `parameters.projects.error.${isProjectFormError(message) ? message : 'invalid'}` satisfies MessageId,
    }),
  );
}
