import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useQueryRegion } from '../../api/useQueryRegion';
import { useMessage } from '../../i18n/useMessage';
import { DataRegion } from '../../ui/DataRegion/DataRegion';
import { currentUserQueryOptions, type CurrentUser } from '../../entities/users/currentUser';
import { ColorSchemeChoice } from './ColorSchemeChoice';
import { FavouritesForm } from './FavouritesForm';
import { LanguageChoice } from './LanguageChoice';
import { PersonalInfo } from './PersonalInfoSection';
import { ProfileSection } from './ProfileSection';
import { TableColumnChoices } from './TableColumnChoices';

/**
 * user-preferences (spec 001 §2 "Profile: personal information, favourite projects, user
 * preferences"): who the user is, the interface language and colour scheme, the favourite projects and whether home
 * shows them first, the tables' column choices, and the product's time zone. Every change is
 * saved to PUT user/{id} (spec 001 §7), each with the app's success notice. Each section is a
 * region on the current user's read (GET user/current).
 */
export function ProfileScreen() {
  const t = useMessage();
  const user = useQueryRegion(currentUserQueryOptions());
  const onUser = (render: (current: CurrentUser) => ReactNode) => (
    <DataRegion region={user} what={t('profile.region')}>
      {render}
    </DataRegion>
  );
  return (
    <Stack gap="lg" maw={1100}>
      <ProfileSection title={t('profile.personal.title')} hint={t('profile.personal.hint')}>
        {onUser((current) => (
          <PersonalInfo user={current} />
        ))}
      </ProfileSection>
      <ProfileSection title={t('profile.language.title')}>
        {onUser((current) => (
          <LanguageChoice user={current} />
        ))}
      </ProfileSection>
      <ProfileSection title={t('profile.colorScheme.title')}>
        {onUser((current) => (
          <ColorSchemeChoice user={current} />
        ))}
      </ProfileSection>
      <ProfileSection title={t('profile.favourites.title')} hint={t('profile.favourites.hint')}>
        {onUser((current) => (
          <FavouritesForm key={current.id} user={current} />
        ))}
      </ProfileSection>
      <ProfileSection title={t('profile.columns.title')} hint={t('profile.columns.hint')}>
        {onUser((current) => (
          <TableColumnChoices user={current} />
        ))}
      </ProfileSection>
      <ProfileSection title={t('profile.timeZone.title')}>
        <Text size="sm">{t('profile.timeZone.note')}</Text>
      </ProfileSection>
    </Stack>
  );
}
