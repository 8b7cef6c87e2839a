import type { Variable } from '../../../entities/variables/api';
import { useMessage } from '../../../i18n/useMessage';
import { AnchorLink } from '../../../navigation/AnchorLink';
import type { DataTableColumn } from '../../../ui/DataTable/dataTableTypes';
import { ManualLastValue } from './ManualLastValue';

export const MANUAL_VARIABLE_COLUMN_IDS = ['name', 'technicalId', 'unit', 'projects', 'lastDataDate'] as const;

/**
 * The project a manual variable's editor opens under (its routes carry one, spec 001 §2
 * automatic-variables/manual/{projectId}/{variableId}): the variable's first, else the site's.
 */
export function editorProjectId(variable: Variable, siteProjectIds: readonly number[]): number | null {
  return variable.projects[0]?.id ?? siteProjectIds[0] ?? null;
}

/** A site's manual variables: name (opening the manual variable editor, to edit or to read), technical id, unit, projects, last value. */
export function useManualVariableColumns(
  siteProjectIds: readonly number[],
  /** variable_configuration_manage: the editor opens for editing, else read-only. */
  canEdit: boolean,
): DataTableColumn<Variable>[] {
  const t = useMessage();
  return [
    {
      id: 'name',
      header: t('manualConfig.variables.column.name'),
      cell: (row) => {
        const projectId = editorProjectId(row, siteProjectIds);
        if (projectId === null) return <span>{row.name}</span>;
        return (
          <AnchorLink
            to="/automatic-variables/manual/$projectId/$variableId"
            params={{ projectId, variableId: row.id }}
            title={row.name}
            aria-label={t(canEdit ? 'manualConfig.variables.edit' : 'manualConfig.variables.open', { name: row.name })}
            size="sm"
          >
            {row.name}
          </AnchorLink>
        );
      },
      maxWidth: 320,
      sortable: true,
      sortValue: (row) => row.name,
    },
    {
      id: 'technicalId',
      header: t('manualConfig.variables.column.technicalId'),
      cell: (row) => row.sourceTechnicalName ?? '',
      sortable: true,
      sortValue: (row) => row.sourceTechnicalName,
    },
    { id: 'unit', header: t('manualConfig.variables.column.unit'), cell: (row) => row.unit.name },
    {
      id: 'projects',
      header: t('manualConfig.variables.column.projects'),
      cell: (row) => {
        const names = row.projects.map((project) => project.name).join(', ');
        return <span>{names}</span>;
      },
      maxWidth: 260,
    },
    {
      id: 'lastDataDate',
      header: t('manualConfig.variables.column.lastValue'),
      // Sorted by when it was taken: the most recent readings first, or the stalest.
      cell: (row) => <ManualLastValue variable={row} />,
      sortable: true,
      sortValue: (row) => row.lastDataDate,
    },
  ];
}
