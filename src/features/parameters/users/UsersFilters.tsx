import { Button, Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMessage } from '../../../i18n/useMessage';
import { ROLES } from '../../../lib/permissions';
import { DebouncedTextFilter } from '../../../ui/DebouncedTextFilter';
import { structureChoicesQuery } from '../../../entities/structure/structureChoices';
import { USER_TYPES, type UsersListSearch } from './usersListSearch';

export interface UsersFiltersProps {
  search: UsersListSearch;
  /** `replace` while typing, so that each pause is not a history entry. */
  onFilter: (patch: Partial<UsersListSearch>, options?: { replace?: boolean }) => void;
  onReset: () => void;
}

const typing = { replace: true } as const;

/** The users list's filters (GET user: role, clientId, type, and the name or e-mail search). */
export function UsersFilters({ search, onFilter, onReset }: UsersFiltersProps) {
  const t = useMessage();
  // The hidden test clients are not offered (spec 001 §6); a failed read leaves the choice empty.
  const clients = useQuery(structureChoicesQuery()).data?.clients ?? [];
  const filtered =
    search.role !== undefined || search.clientId !== undefined || search.type !== undefined || !!search.q;
  return (
    <Group component="section" aria-label={t('parameters.users.filters')} gap="sm" align="end" wrap="wrap">
      <DebouncedTextFilter
        label={t('parameters.users.filter.search')}
        value={search.q}
        onSearch={(q) => onFilter({ q }, typing)}
        w={220}
      />
      <Select
        label={t('parameters.users.filter.role')}
        placeholder={t('parameters.users.filter.any')}
        data={ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))}
        value={search.role ?? null}
        onChange={(value) => onFilter({ role: ROLES.find((role) => role === value) })}
        clearable
        w={170}
      />
      <Select
        label={t('parameters.users.filter.client')}
        placeholder={t('parameters.users.filter.any')}
        data={clients.map((client) => ({ value: String(client.id), label: client.name }))}
        value={search.clientId === undefined ? null : String(search.clientId)}
        onChange={(value) => onFilter({ clientId: value ? Number(value) : undefined })}
        searchable
        clearable
        w={220}
      />
      <Select
        label={t('parameters.users.filter.type')}
        placeholder={t('parameters.users.filter.any')}
        data={USER_TYPES.map((type) => ({ value: type, label: t(`parameters.users.type.${type}`) }))}
        value={search.type ?? null}
        onChange={(value) => onFilter({ type: USER_TYPES.find((type) => type === value) })}
        clearable
        w={150}
      />
      {filtered ? (
        <Button variant="subtle" onClick={onReset}>
          {t('parameters.users.filter.reset')}
        </Button>
      ) : null}
    </Group>
  );
}
