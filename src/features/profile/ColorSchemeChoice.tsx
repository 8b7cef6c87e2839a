import { Group, Radio, Stack, Text, useMantineColorScheme } from '@mantine/core';
import { useMessage } from '../../i18n/useMessage';
import { useErrorText } from '../../ui/useErrorText';
import {
  profileColorSchemeSchema,
  profileUpdateFrom,
  updateProfile,
  type ProfileColorScheme,
} from '../../entities/users/profile';
import type { CurrentUser } from '../../entities/users/currentUser';

const SCHEMES: readonly ProfileColorScheme[] = profileColorSchemeSchema.options;

/**
 * Light, dark or the system's (issue 36), as the language choice beside it: applied at once (kept
 * in this browser, so a reload starts in it) and saved to the user's preferences (PUT user/{id},
 * spec 001 §7). A failed save leaves the scheme on screen and says why.
 */
export function ColorSchemeChoice({ user }: { user: CurrentUser }) {
  const t = useMessage();
  const errorText = useErrorText();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const save = updateProfile.useMutation();

  return (
    <Stack gap="xs">
      <Radio.Group
        label={t('profile.colorScheme.label')}
        value={colorScheme}
        onChange={(next) => {
          const parsed = profileColorSchemeSchema.safeParse(next);
          if (!parsed.success) return;
          setColorScheme(parsed.data);
          save.mutate({
            userId: user.id,
            input: profileUpdateFrom(user, { preferences: { colorScheme: parsed.data } }),
          });
        }}
      >
        <Group gap="lg" mt={6}>
          {SCHEMES.map((option) => (
            <Radio key={option} value={option} label={t(`profile.colorScheme.${option}`)} />
          ))}
        </Group>
      </Radio.Group>
      {save.isError ? (
        <Text role="alert" size="sm" c="var(--mantine-color-error)">
          {t('profile.colorScheme.saveFailed', { reason: errorText(save.error) })}
        </Text>
      ) : null}
    </Stack>
  );
}
