import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { formatDateTime } from '../../../lib/dateFormat';
import type { DataTableColumn } from '../../../ui/DataTable/dataTableTypes';
import type { Variable } from '../../../entities/variables/api';
import { isAttached } from './variablesCsv';
import { VariableNameCell } from './VariableNameCell';

/**
 * The variables table's column sets (spec 000 §3 "Every table offers a selectable and a default
 * column set"; the Variable's fields). A sortable column's id is its server `ordering` field
 * (variablesSearch.ts VARIABLE_SORT_FIELDS), so a header click sends the id as it is.
 */
export const VARIABLE_COLUMN_IDS = [
  'client',
  'site',
  'project',
  'name',
  'unit',
  'acquisitionDevice',
  'sourceTechnicalName',
  'type',
  'aggregation',
  'sampling',
  'firstDataDate',
  'lastDataDate',
  'attached',
] as const;
export type VariableColumnId = (typeof VARIABLE_COLUMN_IDS)[number];

/**
 * What a configurer scans first: where, which variable, what it measures and how, and whether it
 * still reports; sized so that names are read whole at 1440 px (the sampling is one click away).
 */
/* The aggregation, rarely looked at, is a click away in the column picker: the names and technical
 * ids it would squeeze read whole on a 1280 px screen. */
export const DEFAULT_VARIABLE_COLUMN_IDS: readonly VariableColumnId[] = [
  'site',
  'project',
  'name',
  'unit',
  'sourceTechnicalName',
  'type',
  'lastDataDate',
];

export const VARIABLES_TABLE_ID = 'variables';

/*
 * Free text never widens its column past these (px); longer text is cut with an ellipsis, the full
 * text as title. Variable names get the most room, and keep at least VARIABLE_NAME_MIN_WIDTH when
 * the screen is narrow: they are what the user looks for, and the seed's run to 45 characters.
 */
const NAME_MAX_WIDTH = 180;
const VARIABLE_NAME_MIN_WIDTH = 240;
const VARIABLE_NAME_MAX_WIDTH = 360;
const TECHNICAL_MAX_WIDTH = 200;

/** Names are cut by the cell's ellipsis (maxWidth); the full text stays reachable as the title. */
function Named({ text }: { text: string }) {
  return <span>{text}</span>;
}

export interface VariableColumnsOptions {
  /** The list's project filter: the editor links stay in it, and Attached speaks of it. */
  projectId?: number;
  /** The user may open the editors (variable_configuration_manage): names are links. */
  canEdit: boolean;
}

/** The columns, translated in the user's language; memoised per language and options. */
export function useVariableColumns({ projectId, canEdit }: VariableColumnsOptions): DataTableColumn<Variable>[] {
  const intl = useIntl();
  return useMemo((): DataTableColumn<Variable>[] => {
    const t = (id: MessageId, values?: Record<string, number>) => intl.formatMessage({ id }, values);
    const none = t('variables.list.none');
    const date = (value: string | null | undefined) => (value ? formatDateTime(value) : none);
    const columns: Record<VariableColumnId, DataTableColumn<Variable>> = {
      client: {
        id: 'client',
        header: t('variables.list.column.client'),
        sortable: true,
        maxWidth: NAME_MAX_WIDTH,
        cell: (variable) => <Named text={variable.place.client.name} />,
      },
      site: {
        id: 'site',
        header: t('variables.list.column.site'),
        sortable: true,
        maxWidth: NAME_MAX_WIDTH,
        cell: (variable) => <Named text={variable.place.name} />,
      },
      project: {
        id: 'project',
        header: t('variables.list.column.project'),
        sortable: true,
        maxWidth: NAME_MAX_WIDTH,
        cell: (variable) => <Named text={variable.projects.map((project) => project.name).join(', ')} />,
      },
      name: {
        id: 'name',
        header: t('variables.list.column.name'),
        sortable: true,
        width: VARIABLE_NAME_MIN_WIDTH,
        maxWidth: VARIABLE_NAME_MAX_WIDTH,
        cell: (variable) => <VariableNameCell variable={variable} projectId={projectId} canEdit={canEdit} />,
      },
      unit: {
        id: 'unit',
        header: t('variables.list.column.unit'),
        sortable: true,
        cell: (variable) => variable.unit.name,
      },
      acquisitionDevice: {
        id: 'acquisitionDevice',
        header: t('variables.list.column.device'),
        sortable: true,
        maxWidth: NAME_MAX_WIDTH,
        cell: (variable) => <Named text={variable.acquisitionDevice?.name ?? ''} />,
      },
      sourceTechnicalName: {
        id: 'sourceTechnicalName',
        header: t('variables.list.column.technicalId'),
        sortable: true,
        maxWidth: TECHNICAL_MAX_WIDTH,
        cell: (variable) => <Named text={variable.sourceTechnicalName ?? ''} />,
      },
      type: {
        id: 'type',
        header: t('variables.list.column.type'),
        sortable: true,
        cell: (variable) => t(`variables.list.kind.${variable.type}`),
      },
      aggregation: {
        id: 'aggregation',
        header: t('variables.list.column.aggregation'),
        sortable: true,
        cell: (variable) => t(`variables.list.aggregation.${variable.aggregation.name}`),
      },
      sampling: {
        id: 'sampling',
        header: t('variables.list.column.sampling'),
        sortable: true,
        align: 'end',
        cell: (variable) => t(`variables.list.sampling.${variable.samplingUnit}`, { count: variable.sampling }),
      },
      firstDataDate: {
        id: 'firstDataDate',
        header: t('variables.list.column.firstData'),
        sortable: true,
        cell: (variable) => date(variable.firstDataDate),
      },
      lastDataDate: {
        id: 'lastDataDate',
        header: t('variables.list.column.lastData'),
        sortable: true,
        cell: (variable) => date(variable.lastDataDate),
      },
      attached: {
        id: 'attached',
        header: t('variables.list.column.attached'),
        fullHeader: t(
          projectId === undefined ? 'variables.list.column.attachedAny' : 'variables.list.column.attachedProject',
        ),
        cell: (variable) => t(isAttached(variable, projectId) ? 'variables.list.yes' : 'variables.list.no'),
      },
    };
    return VARIABLE_COLUMN_IDS.map((id) => columns[id]);
  }, [intl, projectId, canEdit]);
}
