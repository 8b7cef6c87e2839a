import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useQueryRegion } from '../../../../api/useQueryRegion';
import type { QueryRegion } from '../../../../api/queryRegion';
import { choiceLabel } from '../../../../entities/structure/api';
import type { SupportRecord } from '../../../../entities/structure/supportApi';
import { bothRegions } from './bothRegions';
import { supportRecordQueries } from './supportQueries';

/** A choice code's label in the user's language (spec 001 §5), or null when the code is not in its list. */
export type ChoiceLabelOf = (list: string, code: string | null | undefined) => string | null;

export interface SupportRecordView {
  /** Null for a project that has no support record yet. */
  record: SupportRecord | null;
  labelOf: ChoiceLabelOf;
}

/**
 * The project's support record with its choice labels, as one region: a section never shows a
 * raw code (spec 001 §7 "GET bexsupport/choices" gives the labels in fr and en).
 */
export function useSupportRecord(projectId: number): QueryRegion<SupportRecordView> {
  const { locale } = useIntl();
  const queries = supportRecordQueries(projectId);
  const choicesRegion = useQueryRegion(queries.choices);
  const both = bothRegions(useQueryRegion(queries.record), choicesRegion);
  const lists = choicesRegion.data?.data;
  // Stable while the choices and the language are: the tables' columns are memoised on it.
  const labelOf = useMemo<ChoiceLabelOf>(
    () => (list, code) => {
      const choice = code ? lists?.[list]?.find((candidate) => candidate.code === code) : undefined;
      return choice ? choiceLabel(choice, locale) : null;
    },
    [lists, locale],
  );
  if (both.state === 'loading' || both.state === 'failed') return both;
  return { ...both, data: { record: both.data[0], labelOf } };
}
