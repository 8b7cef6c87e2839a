import { Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useMessage } from '../../../i18n/useMessage';
import { newMaintenanceValues } from './maintenanceForm';
import { MaintenanceReportForm } from './MaintenanceReportForm';

const route = getRouteApi('/_auth/bexrapports/add');

/**
 * spec 001 §2 bexrapports add: a new maintenance report, by default over last month on the list's
 * project; the server runs the checks when it is created and its page shows what they found.
 */
export function NewMaintenanceReportScreen() {
  const t = useMessage();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [defaults] = useState(() => newMaintenanceValues(search.projectId ?? null));
  return (
    <Stack gap="md" maw={960}>
      <Text size="sm" c="dimmed">
        {t('maintenanceReport.form.intro')}
      </Text>
      <MaintenanceReportForm
        defaultValues={defaults}
        readOnly={false}
        // The created report's page, where its findings are.
        onSaved={(report) =>
          void navigate({ to: '/bexrapports/edit/$rapportId', params: { rapportId: report.id }, ignoreBlocker: true })
        }
        onCancel={() =>
          void navigate({ to: '/bexrapports', search: search.projectId ? { projectId: search.projectId } : {} })
        }
      />
    </Stack>
  );
}
