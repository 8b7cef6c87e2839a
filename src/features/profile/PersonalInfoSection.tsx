import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMessage } from '../../i18n/useMessage';
import { isRole } from '../../lib/permissions';
import { displayName, type CurrentUser } from '../../entities/users/currentUser';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={500} component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0}>
        {children}
      </Text>
    </Stack>
  );
}

/**
 * spec 001 §3 User: name, e-mail, role(s), client, type. Facts, not fields: they are changed from
 * the users administration (user_manage), never from one's own profile.
 */
export function PersonalInfo({ user }: { user: CurrentUser }) {
  const t = useMessage();
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="sm" m={0}>
      <Fact label={t('profile.personal.name')}>{displayName(user)}</Fact>
      <Fact label={t('profile.personal.email')}>{user.email}</Fact>
      <Fact label={t('profile.personal.roles')}>
        <Group gap={4} component="span">
          {user.roles.length === 0
            ? t('common.notSet')
            : user.roles.map((role) => (
                <Badge key={role.id} variant="outline" color="gray" c="var(--mantine-color-text)" component="span">
                  {isRole(role.name) ? t(`role.${role.name}`) : role.name}
                </Badge>
              ))}
        </Group>
      </Fact>
      <Fact label={t('profile.personal.client')}>{user.client?.name ?? t('profile.personal.noClient')}</Fact>
      <Fact label={t('profile.personal.type')}>
        {t(user.isExternal ? 'profile.personal.type.external' : 'profile.personal.type.internal')}
      </Fact>
    </SimpleGrid>
  );
}
