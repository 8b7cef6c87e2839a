import { Button, Tooltip } from '@mantine/core';
import { useId, useState } from 'react';
import { useMessage } from '../../../i18n/useMessage';
import type { VariableListParams } from '../../../entities/variables/api';
import { VariablesExportDialog } from './VariablesExportDialog';

interface VariablesExportButtonProps {
  /** The list's filters and sort, without paging. */
  params: VariableListParams;
  /** How many rows match. */
  count: number;
  /** Why there is nothing to export now (nothing matches, the list could not be loaded); null when there is. */
  unavailableReason: string | null;
}

/**
 * The table toolbar's CSV export of the variables (spec 000 §7 "Variable export"): it opens the
 * column choice and runs the export there. When unavailable it stays focusable (aria-disabled),
 * so that keyboard and pointer users can read why.
 */
export function VariablesExportButton({ params, count, unavailableReason }: VariablesExportButtonProps) {
  const t = useMessage();
  const reasonId = useId();
  const [opened, setOpened] = useState(false);
  const unavailable = unavailableReason !== null;
  return (
    <>
      <Tooltip label={unavailableReason} disabled={!unavailable} withinPortal>
        <Button
          size="xs"
          variant="default"
          data-disabled={unavailable || undefined}
          aria-disabled={unavailable || undefined}
          aria-describedby={unavailable ? reasonId : undefined}
          aria-haspopup="dialog"
          onClick={() => {
            if (!unavailable) setOpened(true);
          }}
        >
          {t('variables.export.button')}
          {unavailable ? (
            <span id={reasonId} hidden>
              {unavailableReason}
            </span>
          ) : null}
        </Button>
      </Tooltip>
      {opened && (
        <VariablesExportDialog opened={opened} onClose={() => setOpened(false)} params={params} count={count} />
      )}
    </>
  );
}
