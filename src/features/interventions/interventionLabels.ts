import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { HARDWARE_TYPES, INTERVENTION_TYPES } from '../../entities/interventions/interventionStatus';

/*
 * The translated names of intervention and hardware types. Tickets carry their type as text
 * (spec 001 §3): a type this version does not know shows as the server wrote it.
 */

export function useInterventionTypeLabel(): (type: string) => string {
  const intl = useIntl();
  return useCallback(
    (type) => {
      const known = INTERVENTION_TYPES.find((candidate) => candidate === type);
      return known ? intl.formatMessage({ id: `intervention.type.${known}` }) : type;
    },
    [intl],
  );
}

export function useHardwareTypeLabel(): (type: string) => string {
  const intl = useIntl();
  return useCallback(
    (type) => {
      const known = HARDWARE_TYPES.find((candidate) => candidate === type);
      return known ? intl.formatMessage({ id: `intervention.hardwareType.${known}` }) : type;
    },
    [intl],
  );
}
