import { Stack, Title } from '@mantine/core';
import { useRouteTitle } from '../useRouteTitle';
import { Breadcrumbs } from './Breadcrumbs';

/** Every screen's breadcrumb and translated title, from its route's static data. */
export function PageHeader() {
  const title = useRouteTitle();
  return (
    <Stack gap={4} mb="md">
      <Breadcrumbs />
      {title ? (
        <Title order={1} size="h2">
          {title}
        </Title>
      ) : null}
    </Stack>
  );
}
