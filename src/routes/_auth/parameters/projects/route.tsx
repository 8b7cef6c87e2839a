import { createFileRoute } from '@tanstack/react-router';
import { StructureLayout } from '../../../../features/parameters/layout/StructureLayout';

/** The projects pages beside the client → site → project navigator. */
export const Route = createFileRoute('/_auth/parameters/projects')({
  component: StructureLayout,
});
