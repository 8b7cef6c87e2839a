import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CpeProgram } from '../../../../entities/reports/cpeProgramsApi';
import type { MessageId } from '../../../../i18n/messages';
import { formatDate } from '../../../../lib/dateFormat';
import { AnchorLink } from '../../../../navigation/AnchorLink';
import type { DataTableColumn } from '../../../../ui/DataTable/dataTableTypes';
import { daysOfMonthText } from './programDays';

export const CPE_PROGRAMS_TABLE_ID = 'cpePrograms';
/** A sortable column's id is its server `ordering` field (cpeSearch.ts CPE_PROGRAM_SORT_FIELDS). */
export const CPE_PROGRAM_COLUMN_IDS = [
  'project',
  'name',
  'interval',
  'days',
  'contacts',
  'nextSendAt',
  'lastSentAt',
  'actions',
] as const;
export const DEFAULT_CPE_PROGRAM_COLUMN_IDS: readonly string[] = CPE_PROGRAM_COLUMN_IDS;

/**
 * A program as the automatic reports' list shows one (spec 001 §2): project, frequency, name,
 * contacts. `actions` only for a user who may manage them; the name opens the program for them only
 * (its page is a manager's), others read it here.
 */
export function useCpeProgramColumns(actions: ((program: CpeProgram) => ReactNode) | null) {
  const intl = useIntl();
  return useMemo((): DataTableColumn<CpeProgram>[] => {
    const t = (id: MessageId) => intl.formatMessage({ id });
    const columns: DataTableColumn<CpeProgram>[] = [
      {
        id: 'project',
        header: t('cpeReport.column.project'),
        sortable: true,
        maxWidth: 240,
        cell: (program) => <span title={program.project.place.name}>{program.project.name}</span>,
      },
      {
        id: 'name',
        header: t('cpeReport.program.column.name'),
        sortable: true,
        maxWidth: 320,
        cell: (program) =>
          actions ? (
            <AnchorLink to="/cperapports/editprogram/$rapportId" params={{ rapportId: program.id }} size="sm">
              {program.name}
            </AnchorLink>
          ) : (
            <span>{program.name}</span>
          ),
      },
      {
        id: 'interval',
        header: t('cpeReport.program.column.frequency'),
        sortable: true,
        cell: (program) => t(`cpeReport.frequency.${program.frequency}`),
      },
      {
        id: 'days',
        header: t('cpeReport.program.column.days'),
        cell: (program) => daysOfMonthText(program.daysOfMonth, t('cpeReport.program.lastDay'), intl.locale),
      },
      {
        id: 'contacts',
        header: t('cpeReport.program.column.contacts'),
        maxWidth: 280,
        cell: (program) => {
          const names = program.contacts.map((contact) => contact.name).join(', ');
          return <span title={program.contacts.map((c) => `${c.name} <${c.email}>`).join(', ')}>{names}</span>;
        },
      },
      {
        id: 'nextSendAt',
        header: t('cpeReport.program.column.nextSendAt'),
        cell: (program) => (program.nextSendAt ? formatDate(program.nextSendAt) : t('common.notSet')),
      },
      {
        id: 'lastSentAt',
        header: t('cpeReport.program.column.lastSentAt'),
        sortable: true,
        cell: (program) => (program.lastSentAt ? formatDate(program.lastSentAt) : t('cpeReport.program.neverSent')),
      },
    ];
    if (actions) columns.push({ id: 'actions', header: t('common.actions'), cell: actions });
    return columns;
  }, [intl, actions]);
}
