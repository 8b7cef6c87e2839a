import { Button, Table, Text } from '@mantine/core';
import { useMessage } from '../../i18n/useMessage';
import type { ProjectRef } from '../../entities/structure/refs';

interface FavouriteListProps {
  projects: readonly ProjectRef[];
  onRemove: (project: ProjectRef) => void;
}

/** The chosen favourites: project, site, client, each with its remove button named after the project. */
export function FavouriteList({ projects, onRemove }: FavouriteListProps) {
  const t = useMessage();
  if (projects.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('profile.favourites.none')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table aria-label={t('profile.favourites.table')} verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('profile.favourites.project')}</Table.Th>
            <Table.Th>{t('profile.favourites.site')}</Table.Th>
            <Table.Th>{t('profile.favourites.client')}</Table.Th>
            <Table.Th>{t('common.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {projects.map((project) => (
            <Table.Tr key={project.id}>
              <Table.Td>{project.name}</Table.Td>
              <Table.Td>{project.place.name}</Table.Td>
              <Table.Td>{project.place.client.name}</Table.Td>
              <Table.Td>
                <Button
                  size="compact-xs"
                  variant="default"
                  aria-label={t('profile.favourites.remove', { project: project.name })}
                  onClick={() => onRemove(project)}
                >
                  {t('profile.favourites.removeShort')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
