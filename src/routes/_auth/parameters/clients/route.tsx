import { createFileRoute } from '@tanstack/react-router';
import { StructureLayout } from '../../../../features/parameters/layout/StructureLayout';

/** The clients pages beside the client → site → project navigator. */
export const Route = createFileRoute('/_auth/parameters/clients')({
  component: StructureLayout,
});
