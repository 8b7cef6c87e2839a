import { Button, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { structureChoicesQuery } from '../../../entities/structure/structureChoices';
import type { Variable } from '../../../entities/variables/api';
import { useMessage } from '../../../i18n/useMessage';
import { saveFile } from '../../../lib/saveFile';
import { DataTable } from '../../../ui/DataTable/DataTable';
import { ButtonLink, MenuItemLink } from './ButtonLink';
import { ImportFormatHint } from './ImportFormatHint';
import { useIntl } from 'react-intl';
import { importTargetOf, importTemplateCsv, importTemplateFileName } from './importTemplate';
import { siteManualVariablesQuery } from './manualConfigQueries';
import { MANUAL_VARIABLE_COLUMN_IDS, useManualVariableColumns } from './manualVariableColumns';

const rowKey = (variable: Variable) => variable.id;
const DEFAULT_COLUMNS = [...MANUAL_VARIABLE_COLUMN_IDS];

export interface SiteManualVariablesProps {
  placeId: number;
  /** variable_configuration_manage: may create manual variables (their editor's own permission). */
  canCreate: boolean;
}

/**
 * The chosen site's manual variables (spec 001 §2 manual-config), the columns an import file may
 * feed: each opens the manual variable editor (automatic-variables/manual/…, a link: features never
 * import one another), "New manual variable" in one of the site's projects, the file format in one
 * line and a template CSV holding the header for these variables.
 */
export function SiteManualVariables({ placeId, canCreate }: SiteManualVariablesProps) {
  const t = useMessage();
  const intl = useIntl();
  const variables = useQueryRegion(siteManualVariablesQuery(placeId));
  const structure = useQuery(structureChoicesQuery());
  const site = structure.data?.places.find((place) => place.id === placeId);
  const projects = (structure.data?.projects ?? []).filter((project) => project.place.id === placeId);
  const projectIds = projects.map((project) => project.id);
  const columns = useManualVariableColumns(projectIds, canCreate);
  const rows = variables.data?.data ?? [];
  const siteName = site?.name ?? '';

  const downloadTemplate = () =>
    saveFile(
      new Blob([importTemplateCsv(rows.map(importTargetOf), intl.locale)], { type: 'text/csv;charset=utf-8' }),
      importTemplateFileName(site?.shortName ?? siteName),
    );

  return (
    <Stack gap="sm" component="section" aria-labelledby="manual-config-variables">
      <Group justify="space-between" align="end" wrap="wrap">
        <Title order={2} size="h4" id="manual-config-variables">
          {t('manualConfig.variables.title', { site: siteName })}
        </Title>
        <Group gap="sm">
          <Button
            variant="default"
            onClick={downloadTemplate}
            disabled={rows.length === 0}
            title={rows.length === 0 ? t('manualConfig.template.nothing') : undefined}
          >
            {t('manualConfig.template.download')}
          </Button>
          {canCreate ? <NewManualVariable projects={projects} /> : null}
        </Group>
      </Group>
      <ImportFormatHint />
      <DataTable
        label={t('manualConfig.variables.table', { site: siteName })}
        columns={columns}
        defaultColumnIds={DEFAULT_COLUMNS}
        rows={rows}
        rowKey={rowKey}
        maxHeight={260}
        region={{ status: variables, what: t('manualConfig.variables.what') }}
        emptyText={t('manualConfig.variables.empty')}
      />
    </Stack>
  );
}

/** A manual variable is created in a project of the site (its editor's route carries one). */
function NewManualVariable({ projects }: { projects: readonly { id: number; name: string }[] }) {
  const t = useMessage();
  const [only] = projects;
  if (projects.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('manualConfig.variables.noProject')}
      </Text>
    );
  if (projects.length === 1 && only)
    return (
      <ButtonLink to="/automatic-variables/manual/$projectId" params={{ projectId: only.id }}>
        {t('manualConfig.variables.new')}
      </ButtonLink>
    );
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button>{t('manualConfig.variables.new')}</Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('manualConfig.variables.newIn')}>
        <Menu.Label>{t('manualConfig.variables.newIn')}</Menu.Label>
        {projects.map((project) => (
          <MenuItemLink key={project.id} to="/automatic-variables/manual/$projectId" params={{ projectId: project.id }}>
            {project.name}
          </MenuItemLink>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
