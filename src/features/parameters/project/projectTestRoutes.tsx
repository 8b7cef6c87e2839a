import { ModalsProvider } from '@mantine/modals';
import { useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { screenTestPage, screenTestRoutes } from '../../../test/screenTestRoutes';
import { ProjectLayout } from './ProjectLayout';

/**
 * The project's sections at their real paths, inside the project's layout, for component tests;
 * with the confirmation modals the app provides (App.tsx).
 */
export function projectTestRoutes(sections: Record<string, (projectId: number) => ReactNode>) {
  return screenTestRoutes(
    Object.entries(sections).map(([section, render]) =>
      screenTestPage({
        path: `parameters/projects/$projectId/${section}`,
        render: ({ params }) => render(Number(params.projectId)),
        layout: (page) => <TestProjectLayout>{page}</TestProjectLayout>,
      }),
    ),
  );
}

function TestProjectLayout({ children }: { children: ReactNode }) {
  const params: Record<string, unknown> = useParams({ strict: false });
  return (
    <ModalsProvider>
      <ProjectLayout projectId={Number(params.projectId)}>{children}</ProjectLayout>
    </ModalsProvider>
  );
}
