import { Button, Group } from '@mantine/core';
import { useMessage } from '../../../../i18n/useMessage';

interface RowActionsProps {
  /** The row's name, so that a screen reader's list of controls tells the rows apart. */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** Edit and delete for a row of the CPE reports or programs. */
export function RowActions({ name, onEdit, onDelete }: RowActionsProps) {
  const t = useMessage();
  return (
    <Group gap={4} wrap="nowrap">
      <Button size="compact-xs" variant="default" aria-label={t('cpeReport.action.edit', { name })} onClick={onEdit}>
        {t('common.edit')}
      </Button>
      <Button
        size="compact-xs"
        variant="default"
        color="red"
        aria-label={t('cpeReport.action.delete', { name })}
        onClick={onDelete}
      >
        {t('common.delete')}
      </Button>
    </Group>
  );
}
