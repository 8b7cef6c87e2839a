import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { problemLocation, type FormulaProblem } from './formulaErrorText';

/** "Column 12: a closing parenthesis is missing", in the user's language. */
export function useProblemText(): (problem: FormulaProblem, text: string) => string {
  const intl = useIntl();
  return useCallback(
    (problem, text) => {
      const where = problemLocation(text, problem);
      const message = intl.formatMessage({ id: problem.id }, problem.values);
      return intl.formatMessage({ id: where.id }, { ...where.values, message });
    },
    [intl],
  );
}
