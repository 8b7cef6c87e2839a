import { Stack } from '@mantine/core';
import { useState } from 'react';
import type { BexReport } from '../../../../entities/reports/bexReportsApi';
import { emptyCpeReport } from './cpeReportForm';
import { CpeReportForm } from './CpeReportForm';

export interface CpeReportCreateScreenProps {
  /** The project the list was filtered on, chosen already. */
  projectId?: number;
  /** After the save: the new report's page, where its figures are read. */
  onCreated: (report: BexReport) => void;
  onCancel: () => void;
}

/** cperapports/add (spec 001 §2): a new CPE report; the server computes its figures over the period. */
export function CpeReportCreateScreen({ projectId, onCreated, onCancel }: CpeReportCreateScreenProps) {
  const [defaults] = useState(() => ({ ...emptyCpeReport(new Date()), projectId: projectId ?? null }));
  return (
    <Stack gap="md" maw={880}>
      <CpeReportForm report={null} defaultValues={defaults} readOnly={false} onSaved={onCreated} onCancel={onCancel} />
    </Stack>
  );
}
