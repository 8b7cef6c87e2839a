import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useLocale } from '../../i18n/LocaleProvider';
import { LOCALES } from '../../i18n/locale';
import { useMessage } from '../../i18n/useMessage';
import { useErrorText } from '../../ui/useErrorText';
import { profileUpdateFrom, updateProfile } from '../../entities/users/profile';
import type { CurrentUser } from '../../entities/users/currentUser';
import { chosenLanguage, profileLanguageOf } from './profileLanguage';

/**
 * The interface language, fr or en (spec 000 §1, 001 §5): applied at once without a reload (the
 * LocaleProvider keeps it in this browser, so a reload starts in it) and saved to the user's
 * preferences (PUT user/{id}, spec 001 §7), as the user menu's language choice does. The radio
 * shows the language on screen; a different saved choice (another browser's, or a value other
 * than fr and en, read as fr) is offered beside it.
 */
export function LanguageChoice({ user }: { user: CurrentUser }) {
  const t = useMessage();
  const errorText = useErrorText();
  const { locale, changeLocale } = useLocale();
  const save = updateProfile.useMutation();
  const saved = profileLanguageOf(user.preferences?.language, locale);

  return (
    <Stack gap="xs">
      <Radio.Group
        label={t('profile.language.label')}
        value={locale}
        onChange={(next) => {
          const language = chosenLanguage(next);
          void changeLocale(language);
          save.mutate({ userId: user.id, input: profileUpdateFrom(user, { preferences: { language } }) });
        }}
      >
        <Group gap="lg" mt={6}>
          {LOCALES.map((option) => (
            <Radio key={option} value={option} label={t(`profile.language.${option}`)} lang={option} />
          ))}
        </Group>
      </Radio.Group>
      {saved !== locale && !save.isPending ? (
        <Group gap="sm">
          <Text size="sm">{t('profile.language.savedOther', { language: t(`profile.language.${saved}`) })}</Text>
          <Button size="compact-sm" variant="default" onClick={() => void changeLocale(saved)}>
            {t('profile.language.useSaved', { language: t(`profile.language.${saved}`) })}
          </Button>
        </Group>
      ) : null}
      {save.isError ? (
        <Text role="alert" size="sm" c="var(--mantine-color-red-text)">
          {t('profile.language.saveFailed', { reason: errorText(save.error) })}
        </Text>
      ) : null}
    </Stack>
  );
}
