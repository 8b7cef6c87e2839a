import { Stack, Title } from '@mantine/core';
import { useMatches } from '@tanstack/react-router';
import { useMessage } from '../../i18n/useMessage';
import { Breadcrumbs } from './Breadcrumbs';

/** Every screen's breadcrumb and translated title, from its route's static data. */
export function PageHeader() {
  const t = useMessage();
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const titleId = leaf?.staticData.titleId;
  return (
    <Stack gap={4} mb="md">
      <Breadcrumbs />
      {titleId ? (
        <Title order={1} size="h2">
          {t(titleId, leaf.params)}
        </Title>
      ) : null}
    </Stack>
  );
}
