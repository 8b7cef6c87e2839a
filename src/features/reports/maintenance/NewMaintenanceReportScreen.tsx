import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { BexReport } from '../../../entities/reports/bexReportsApi';
import { useMessage } from '../../../i18n/useMessage';
import { newMaintenanceValues } from './maintenanceForm';
import { MaintenanceReportForm } from './MaintenanceReportForm';
import type { MaintenanceAddSearch } from './maintenanceSearch';

export interface NewMaintenanceReportScreenProps {
  search: MaintenanceAddSearch;
  /** The created report's page, where its findings are. */
  onCreated: (report: BexReport) => void;
  onCancel: () => void;
}

/**
 * spec 001 §2 bexrapports add: a new maintenance report, by default over last month on the list's
 * project; the server runs the checks when it is created and its page shows what they found.
 */
export function NewMaintenanceReportScreen({ search, onCreated, onCancel }: NewMaintenanceReportScreenProps) {
  const t = useMessage();
  const [defaults] = useState(() => newMaintenanceValues(search.projectId ?? null));
  return (
    <Stack gap="md" maw={960}>
      <Text size="sm" c="dimmed">
        {t('maintenanceReport.form.intro')}
      </Text>
      <MaintenanceReportForm
        defaultValues={defaults}
        readOnly={false}
        onSaved={(report) => onCreated(report)}
        onCancel={onCancel}
      />
    </Stack>
  );
}
