import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { ENERGY_FIELD_ERRORS } from './projectEnergyForm';

type EnergyFieldError = (typeof ENERGY_FIELD_ERRORS)[number];
const isEnergyFieldError = (message: string): message is EnergyFieldError =>
  (ENERGY_FIELD_ERRORS as readonly string[]).includes(message);

/** The text of a field's error in the project energy dialog (parameters.project.energy.error.*). */
export function useEnergyFieldError(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (message) => {
      if (message === undefined || message === '') return undefined;
      const id: MessageId = isEnergyFieldError(message)
        ? `parameters.project.energy.error.${message}`
        : 'parameters.project.error.invalid';
      return intl.formatMessage({ id });
    },
    [intl],
  );
}
