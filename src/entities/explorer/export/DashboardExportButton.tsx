import { Button, Group, Loader, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMessage } from '../../../i18n/useMessage';
import type { DateRange } from '../../../lib/dateRanges';
import type { DrawnGraph } from '../charts/drawnGraph';
import { exportDashboardPdf } from './graphExport';
import { notifyExportFailure } from './notifyExportFailure';
import { usePdfLabels } from './usePdfLabels';

export interface DashboardExportButtonProps {
  title: string;
  period: DateRange;
  /** Called on click: resolves with every graph drawn (the dashboard loads the off-screen ones first). */
  collect: () => Promise<readonly DrawnGraph[]>;
}

type Step = 'idle' | 'collecting' | 'building';

/**
 * The dashboard's one-PDF export (issue 14: "a whole dashboard exports to one PDF"): its title and
 * period, then every graph. The graphs still off screen are loaded first (`collect`), which can
 * take a moment: the button says which step it is at, and a failure is notified.
 */
export function DashboardExportButton({ title, period, collect }: DashboardExportButtonProps) {
  const t = useMessage();
  const intl = useIntl();
  const labels = usePdfLabels();
  const [step, setStep] = useState<Step>('idle');

  const run = async () => {
    if (step !== 'idle') return;
    setStep('collecting');
    try {
      const graphs = await collect();
      setStep('building');
      await exportDashboardPdf(title, period, graphs, labels);
    } catch {
      notifyExportFailure(intl, t('explorerExport.dashboardFailed', { name: title }));
    } finally {
      setStep('idle');
    }
  };

  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="xs" c="dimmed" role="status">
        {step === 'collecting' ? t('explorerExport.collecting') : null}
        {step === 'building' ? t('explorerExport.building') : null}
      </Text>
      <Button
        variant="default"
        size="xs"
        // Not Mantine's `loading`, which disables the button and drops the keyboard focus.
        aria-busy={step !== 'idle' || undefined}
        leftSection={step !== 'idle' ? <Loader size={12} /> : undefined}
        aria-label={t('explorerExport.dashboardLabel', { name: title })}
        onClick={() => void run()}
      >
        {t('explorerExport.dashboardButton')}
      </Button>
    </Group>
  );
}
