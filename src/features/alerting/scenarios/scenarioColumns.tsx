import { Badge, Checkbox, Text } from '@mantine/core';
import type { Scenario } from '../../../entities/alerting/scenariosApi';
import { useMessage } from '../../../i18n/useMessage';
import { badgeTextColor } from '../../../ui/badgeTextColor';
import type { DataTableColumn } from '../../../ui/DataTable/dataTableTypes';
import { ScenarioRowActions } from './ScenarioRowActions';
import type { ScenarioRights } from './useScenarioRights';
import { useScheduleText } from './useScheduleText';

export const SCENARIO_COLUMN_IDS = ['timeline', 'name', 'scope', 'schedule', 'actions'] as const;

export interface ScenarioColumnsOptions {
  rights: ScenarioRights;
  /** Ids of the scenarios shown in the timeline. */
  selected: ReadonlySet<number>;
  onSelectedChange: (scenario: Scenario, selected: boolean) => void;
  onEdit: (scenario: Scenario) => void;
  onDelete: (scenario: Scenario) => void;
}

const NAME_MAX_WIDTH = 320;

/** The scenario list's columns (spec 000 §3: name, global or not, "Lun, Mar · 8h à 18h"), sorted in the browser. */
export function useScenarioColumns(options: ScenarioColumnsOptions): DataTableColumn<Scenario>[] {
  const t = useMessage();
  const text = useScheduleText();
  const { rights, selected, onSelectedChange, onEdit, onDelete } = options;
  return [
    {
      id: 'timeline',
      header: t('scenario.column.timeline'),
      cell: (scenario) => (
        <Checkbox
          size="xs"
          aria-label={t('scenario.action.select', { name: scenario.name })}
          checked={selected.has(scenario.id)}
          onChange={(event) => onSelectedChange(scenario, event.currentTarget.checked)}
        />
      ),
    },
    {
      id: 'name',
      header: t('scenario.column.name'),
      sortable: true,
      sortValue: (scenario) => scenario.name,
      maxWidth: NAME_MAX_WIDTH,
      cell: (scenario) => (
        <Text size="sm" truncate title={scenario.name}>
          {scenario.name}
        </Text>
      ),
    },
    {
      id: 'scope',
      header: t('scenario.column.scope'),
      sortable: true,
      sortValue: (scenario) => (scenario.placeId === null ? 0 : 1),
      cell: (scenario) =>
        scenario.placeId === null ? (
          <Badge variant="light" color="blue" c={badgeTextColor('blue')}>
            {t('scenario.global')}
          </Badge>
        ) : (
          <Text size="sm">{t('scenario.site')}</Text>
        ),
    },
    {
      id: 'schedule',
      header: t('scenario.column.schedule'),
      cell: (scenario) => <Text size="sm">{text.describe(scenario)}</Text>,
    },
    {
      id: 'actions',
      header: t('scenario.column.actions'),
      cell: (scenario) => (
        <ScenarioRowActions scenario={scenario} rights={rights} onEdit={onEdit} onDelete={onDelete} />
      ),
    },
  ];
}
