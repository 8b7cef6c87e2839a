import { useMatches } from '@tanstack/react-router';
import { useMessage } from '../i18n/useMessage';

/** The translated title of the deepest route that names one, with its params as values. */
export function useRouteTitle(): string | undefined {
  const t = useMessage();
  const matches = useMatches();
  const titled = [...matches].reverse().find((match) => match.staticData.titleId);
  const titleId = titled?.staticData.titleId;
  return titled && titleId ? t(titleId, titled.params) : undefined;
}
