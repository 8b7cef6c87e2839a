import { createFileRoute, Outlet } from '@tanstack/react-router';
import { StructureLayout } from '../../../../features/parameters/layout/StructureLayout';

/** The projects pages beside the client → site → project navigator. */
export const Route = createFileRoute('/_auth/parameters/projects')({
  component: ProjectsLayout,
});

function ProjectsLayout() {
  return (
    <StructureLayout>
      <Outlet />
    </StructureLayout>
  );
}
