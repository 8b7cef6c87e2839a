import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';

/**
 * `projectId`: the home's "days of delay" count opens the variables of its project
 * (src/features/home/homeRows.ts countLink). A malformed value is dropped, not refused.
 */
const variablesSearchSchema = z.object({
  projectId: z.coerce.number().int().positive().optional().catch(undefined),
});

export const Route = createFileRoute('/_auth/automatic-variables/')({
  staticData: { titleId: 'page.variables', permission: 'variable_configuration_view_page' },
  validateSearch: variablesSearchSchema,
});
