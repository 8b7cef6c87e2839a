import { Button, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import type { Scenario } from '../../../entities/alerting/scenariosApi';
import { useMessage } from '../../../i18n/useMessage';
import type { ScenarioRights } from './useScenarioRights';

export interface ScenarioRowActionsProps {
  scenario: Scenario;
  rights: ScenarioRights;
  onEdit: (scenario: Scenario) => void;
  onDelete: (scenario: Scenario) => void;
}

/**
 * Edit and delete for one scenario. A global scenario is not offered to a user who is not a
 * superuser (spec 000 §6): the cell says who may change it instead. Delete stays in place while an
 * alert uses the scenario (deletable false), marked unavailable with the reason, and still
 * focusable so that keyboard users read why.
 */
export function ScenarioRowActions({ scenario, rights, onEdit, onDelete }: ScenarioRowActionsProps) {
  const t = useMessage();
  const reasonId = useId();
  if (!rights.canManage) return null;
  if (!rights.canChange(scenario)) {
    return (
      <Text size="xs" c="dimmed">
        {t('scenario.readOnly.global')}
      </Text>
    );
  }
  const deletable = scenario.deletable !== false;
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-xs"
        variant="subtle"
        aria-label={t('scenario.action.edit', { name: scenario.name })}
        onClick={() => onEdit(scenario)}
      >
        {t('scenario.action.editShort')}
      </Button>
      <Tooltip label={t('scenario.delete.notDeletable')} disabled={deletable} withinPortal>
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          aria-label={t('scenario.action.delete', { name: scenario.name })}
          aria-disabled={!deletable || undefined}
          aria-describedby={deletable ? undefined : reasonId}
          data-disabled={!deletable || undefined}
          onClick={() => {
            if (deletable) onDelete(scenario);
          }}
        >
          {t('scenario.delete.confirm')}
        </Button>
      </Tooltip>
      {deletable ? null : <VisuallyHidden id={reasonId}>{t('scenario.delete.notDeletable')}</VisuallyHidden>}
    </Group>
  );
}
