import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { formatDate } from '../../../lib/dateFormat';
import { formatNumber } from '../../../lib/numberFormat';
import type { DataTableColumn } from '../../../ui/DataTable/dataTableTypes';
import type { Project } from '../../../entities/structure/api';

/**
 * spec 001 §2 "Projects: client, site, project, chrono_sf, project manager, signature date, start
 * date, nombre_aape, engagement_mwh, engagement_mwh_pcs": exactly these, all shown by default; the
 * column chooser hides some. A column's id is its server `ordering` field (projectListSearch.ts).
 */
export const PROJECT_COLUMN_IDS = [
  'client',
  'site',
  'name',
  'chrono_sf',
  'project_manager',
  'signature_date',
  'start_date',
  'nombre_aape',
  'engagement_mwh',
  'engagement_mwh_pcs',
] as const;
export type ProjectColumnId = (typeof PROJECT_COLUMN_IDS)[number];

export const PROJECT_TABLE_ID = 'projects';
/* The chrono, the signature date, the number of AAPE and the commitment in MWh PCS are a click
 * away in the column picker: the names read whole on a 1280 px screen. */
export const DEFAULT_PROJECT_COLUMN_IDS: readonly ProjectColumnId[] = [
  'client',
  'site',
  'name',
  'project_manager',
  'start_date',
  'engagement_mwh',
];

/* Names read whole up to these widths (px) and keep the minimum beside the navigator: the table
 * scrolls sideways rather than cutting every name to a few letters. */
const NAME_MIN_WIDTH = 160;
const NAME_MAX_WIDTH = 220;
const PROJECT_NAME_MIN_WIDTH = 200;
const PROJECT_NAME_MAX_WIDTH = 280;
const MANAGER_MIN_WIDTH = 130;

function Named({ text }: { text: string | null | undefined }) {
  return <span>{text ?? ''}</span>;
}

/** A project's name, a link to its general information (a new tab too). */
export function ProjectNameLink({ project }: { project: Pick<Project, 'id' | 'name'> }) {
  return (
    <Anchor
      size="sm"
      renderRoot={(props) => (
        <Link to="/parameters/projects/$projectId/main-informations" params={{ projectId: project.id }} {...props} />
      )}
    >
      {project.name}
    </Anchor>
  );
}

/** What a column sorts by when the table sorts its rows itself (a site's projects, all read at once). */
const SORT_VALUES: Record<ProjectColumnId, (project: Project) => string | number | null | undefined> = {
  client: (project) => project.place.client.name,
  site: (project) => project.place.name,
  name: (project) => project.name,
  chrono_sf: (project) => project.chrono_sf,
  project_manager: (project) => project.project_manager,
  signature_date: (project) => project.signature_date,
  start_date: (project) => project.start_date,
  nombre_aape: (project) => project.nombre_aape,
  engagement_mwh: (project) => project.engagement_mwh,
  engagement_mwh_pcs: (project) => project.engagement_mwh_pcs,
};

export function useProjectColumns(): DataTableColumn<Project>[] {
  const intl = useIntl();
  return useMemo((): DataTableColumn<Project>[] => {
    const t = (id: MessageId) => intl.formatMessage({ id });
    const day = (value: string | null | undefined) => (value ? formatDate(value) : '');
    const mwh = (value: number | null | undefined, unit: MessageId) =>
      value === null || value === undefined
        ? ''
        : intl.formatMessage({ id: unit }, { value: formatNumber(value, intl.locale, 0) });
    const columns: Record<ProjectColumnId, Omit<DataTableColumn<Project>, 'id'>> = {
      client: {
        header: t('parameters.projects.column.client'),
        width: NAME_MIN_WIDTH,
        maxWidth: NAME_MAX_WIDTH,
        cell: (p) => <Named text={p.place.client.name} />,
      },
      site: {
        header: t('parameters.projects.column.site'),
        width: NAME_MIN_WIDTH,
        maxWidth: NAME_MAX_WIDTH,
        cell: (p) => <Named text={p.place.name} />,
      },
      name: {
        header: t('parameters.projects.column.name'),
        width: PROJECT_NAME_MIN_WIDTH,
        maxWidth: PROJECT_NAME_MAX_WIDTH,
        cell: (project) => <ProjectNameLink project={project} />,
      },
      chrono_sf: { header: t('parameters.projects.column.chronoSf'), cell: (p) => p.chrono_sf ?? '' },
      project_manager: {
        header: t('parameters.projects.column.projectManager'),
        width: MANAGER_MIN_WIDTH,
        maxWidth: NAME_MAX_WIDTH,
        cell: (p) => <Named text={p.project_manager} />,
      },
      signature_date: { header: t('parameters.projects.column.signatureDate'), cell: (p) => day(p.signature_date) },
      start_date: { header: t('parameters.projects.column.startDate'), cell: (p) => day(p.start_date) },
      nombre_aape: {
        header: t('parameters.projects.column.aapeCount'),
        align: 'end',
        cell: (p) =>
          p.nombre_aape === null || p.nombre_aape === undefined ? '' : formatNumber(p.nombre_aape, intl.locale, 0),
      },
      engagement_mwh: {
        header: t('parameters.projects.column.commitmentMwh'),
        align: 'end',
        cell: (p) => mwh(p.engagement_mwh, 'parameters.projects.unit.mwh'),
      },
      engagement_mwh_pcs: {
        header: t('parameters.projects.column.commitmentMwhPcs'),
        align: 'end',
        cell: (p) => mwh(p.engagement_mwh_pcs, 'parameters.projects.unit.mwhPcs'),
      },
    };
    return PROJECT_COLUMN_IDS.map((id) => ({ id, sortable: true, sortValue: SORT_VALUES[id], ...columns[id] }));
  }, [intl]);
}
