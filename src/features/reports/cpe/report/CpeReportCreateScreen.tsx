import { Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { emptyCpeReport } from './cpeReportForm';
import { CpeReportForm } from './CpeReportForm';

const route = getRouteApi('/_auth/cperapports/add');

/** cperapports/add (spec 001 §2): a new CPE report; the server computes its figures over the period. */
export function CpeReportCreateScreen() {
  // The project the list was filtered on, chosen already.
  const { projectId } = route.useSearch();
  const navigate = route.useNavigate();
  const [defaults] = useState(() => ({ ...emptyCpeReport(new Date()), projectId: projectId ?? null }));
  return (
    <Stack gap="md" maw={880}>
      <CpeReportForm
        report={null}
        defaultValues={defaults}
        readOnly={false}
        // After the save: the new report's page, where its figures are read.
        onSaved={(report) =>
          void navigate({ to: '/cperapports/edit/$rapportId', params: { rapportId: report.id }, ignoreBlocker: true })
        }
        onCancel={() => void navigate({ to: '/cperapports' })}
      />
    </Stack>
  );
}
