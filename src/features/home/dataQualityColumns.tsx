import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { formatNumber } from '../../lib/numberFormat';
import type { DataTableColumn } from '../../ui/DataTable/dataTableTypes';
import type { AlertEventStatsRow } from '../../entities/events/alertEventStats';
import { CountLink } from './CountLink';
import { countLink, HOME_COUNT_FIELDS, type HomeCountField } from './homeRows';

/** A delay of more than one day means data stopped coming (a day is the usual upload lag). */
export const DELAYED_AFTER_DAYS = 1;

/**
 * Names never widen their column past this (px), and give way first when the screen is narrow
 * (cut with an ellipsis, the full name as title): the nine counts beside them take what their
 * figures and wrapped headers need, so that the twelve columns fit 1440 px, in French too.
 */
const NAME_MAX_WIDTH = 200;

/**
 * Counts whose name is longer than their figures: the header shows a short form, with the full
 * name as its tooltip and accessible name (the count links keep saying the full name).
 */
const SHORT_HEADERS: Partial<Record<HomeCountField, MessageId>> = {
  com: 'home.column.comShort',
  tech: 'home.column.techShort',
  daysdelay: 'home.column.daysdelayShort',
};

function FavouriteStar({ label }: { label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      width="14"
      height="14"
      viewBox="0 0 24 24"
      style={{ verticalAlign: '-2px', marginInlineEnd: 4 }}
    >
      <path fill="#e8590c" d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6L2.5 9.4l6.6-.8z" />
    </svg>
  );
}

/**
 * The twelve columns of spec 001 §2 "Home table fields". Names sort in the header too
 * (`sortable`); the screen sorts the rows itself (sortHomeRows) since the stats call answers
 * every row at once. `favourites`: the favourite project ids when the user shows them, else null.
 */
export function useDataQualityColumns(favourites: ReadonlySet<number> | null): DataTableColumn<AlertEventStatsRow>[] {
  // The intl object, not useMessage's fresh function: the columns stay the same object between
  // renders (DataTable memoises on them) and change only with the language.
  const intl = useIntl();
  return useMemo(() => {
    const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
    const locale = intl.locale;
    const favouriteLabel = t('home.quality.favourite');
    const countColumn = (field: HomeCountField): DataTableColumn<AlertEventStatsRow> => {
      const header = t(`home.column.${field}`);
      const shortHeader = SHORT_HEADERS[field];
      return {
        id: field,
        ...(shortHeader ? { header: t(shortHeader), fullHeader: header } : { header }),
        sortable: true,
        align: 'end',
        cell: (row) => {
          const count = row[field];
          const delayed = field === 'daysdelay' && count > DELAYED_AFTER_DAYS;
          const label = t('home.quality.countLink', { column: header, count, project: row.project.name });
          return (
            <CountLink
              link={countLink(row, field)}
              label={delayed ? `${label} (${t('home.quality.delayed')})` : label}
              highlighted={delayed}
            >
              {formatNumber(count, locale, 0)}
            </CountLink>
          );
        },
      };
    };
    const nameColumn = (
      id: 'client' | 'site',
      name: (row: AlertEventStatsRow) => string,
    ): DataTableColumn<AlertEventStatsRow> => ({
      id,
      header: t(`home.column.${id}`),
      sortable: true,
      maxWidth: NAME_MAX_WIDTH,
      cell: (row) => <span>{name(row)}</span>,
    });
    return [
      nameColumn('client', (row) => row.client.name),
      nameColumn('site', (row) => row.site.name),
      {
        id: 'project',
        header: t('home.column.project'),
        sortable: true,
        maxWidth: NAME_MAX_WIDTH + 40,
        // Inline, not a flex row: the table cuts the line (star and name) with one ellipsis.
        cell: (row) => (
          <span title={row.project.name}>
            {favourites?.has(row.project.id) ? <FavouriteStar label={favouriteLabel} /> : null}
            {row.project.name}
          </span>
        ),
      },
      ...HOME_COUNT_FIELDS.map(countColumn),
    ];
  }, [intl, favourites]);
}
