import { Button, Group, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { useRouteSearch } from '../../../navigation/useRouteSearch';
import { ReadOnlyNotice } from '../../../ui/ReadOnlyNotice';
import { ImportsSection } from './ImportsSection';
import { ManualConfigFilters } from './ManualConfigFilters';
import { manualConfigSearch, type ManualConfigSearch } from './manualConfigSearch';
import { NewImportDrawer } from './NewImportDrawer';
import { SiteManualVariables } from './SiteManualVariables';

const route = getRouteApi('/_auth/manual-config');

/**
 * spec 001 §2 manual-config: the manual variables of a site and their data imports. Filters, page
 * and the new import drawer live in the URL. Reading needs variable_import_view (the route's gate),
 * importing, confirming, cancelling and deleting variable_import_manage (spec 001 §6); creating a
 * manual variable is its editor's right, variable_configuration_manage.
 */
export function ManualConfigScreen(): ReactElement {
  const { search, onSearchChange, update } = useRouteSearch(route.useSearch());
  const t = useMessage();
  const user = useCurrentUser();
  const canImport = hasPermission(user, 'variable_import_manage');
  const canCreateVariables = hasPermission(user, 'variable_configuration_manage');
  const go = (next: ManualConfigSearch) => onSearchChange(manualConfigSearch.clean(next));
  const filter = (patch: Partial<ManualConfigSearch>) =>
    update?.((current) => manualConfigSearch.withFilter(current, patch));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="start" wrap="wrap">
        <Stack gap={4} maw={760}>
          <Text size="sm">{t('manualConfig.intro')}</Text>
          <ReadOnlyNotice readOnly={!canImport} />
        </Stack>
        {canImport ? (
          <Button onClick={() => go({ ...search, newImport: true })}>{t('manualConfig.newImport')}</Button>
        ) : null}
      </Group>
      <ManualConfigFilters
        search={search}
        onFilter={filter}
        onReset={() => go({ pageSize: search.pageSize, newImport: search.newImport })}
      />
      {search.placeId === undefined ? (
        <Text size="sm" c="dimmed">
          {t('manualConfig.variables.chooseSite')}
        </Text>
      ) : (
        <SiteManualVariables key={search.placeId} placeId={search.placeId} canCreate={canCreateVariables} />
      )}
      <ImportsSection search={search} onSearchChange={go} canManage={canImport} />
      {canImport && search.newImport ? (
        <NewImportDrawer
          defaultPlaceId={search.placeId}
          clientId={search.clientId}
          onClose={() => go({ ...search, newImport: undefined })}
          // The new row first: newest first, no status filter, the site it went to if one is chosen.
          onSent={(placeId) =>
            go({
              clientId: search.clientId,
              placeId: search.placeId === undefined ? undefined : placeId,
              pageSize: search.pageSize,
            })
          }
        />
      ) : null}
    </Stack>
  );
}
