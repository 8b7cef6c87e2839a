import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { useQueryRegion } from '../../api/useQueryRegion';
import { useMessage } from '../../i18n/useMessage';
import { DataRegion } from '../../ui/DataRegion/DataRegion';
import { DraftNotice } from '../../navigation/forms/DraftNotice';
import { LeaveConfirm } from '../../navigation/forms/LeaveConfirm';
import { SaveFailure } from '../../navigation/forms/SaveFailure';
import { useResourceForm } from '../../navigation/forms/useResourceForm';
import { structureChoicesQuery } from '../../entities/structure/structureChoices';
import { profileUpdateFrom, updateProfile } from '../../entities/users/profile';
import type { CurrentUser } from '../../entities/users/currentUser';
import { FavouriteList } from './FavouriteList';
import { FavouritePicker } from './FavouritePicker';
import {
  favouriteChangesOf,
  favouritesFormSchema,
  favouritesFormValuesOf,
  listedFavourites,
  withFavourite,
  withoutFavourite,
  type FavouritesFormValues,
} from './favouritesForm';

/**
 * The favourite projects and the showFavoritesProject switch (spec 001 §3, §4), which the home's
 * data quality table honours. Changed here, saved together with Save (PUT user/{id} with
 * preferences, favoriteProjects and roles, spec 001 §7); kept as a draft across a reload; a
 * refused save keeps every choice and says why; leaving with unsaved changes asks first.
 */
export function FavouritesForm({ user }: { user: CurrentUser }) {
  const t = useMessage();
  const save = updateProfile.useMutation();
  const choices = useQueryRegion(structureChoicesQuery());
  const { form, draft, submit, saveError, cancel, blocker } = useResourceForm({
    formId: 'profile-favourites',
    schema: favouritesFormSchema,
    defaultValues: favouritesFormValuesOf(user),
    save: (values: FavouritesFormValues) =>
      save.mutateAsync({ userId: user.id, input: profileUpdateFrom(user, favouriteChangesOf(values)) }),
    savedValues: favouritesFormValuesOf,
  });
  const { attachForm } = draft;
  const { isSubmitting, isDirty } = form.formState;
  const favourites = useWatch({ control: form.control, name: 'favourites' });

  const setFavourites = (next: FavouritesFormValues['favourites']) =>
    form.setValue('favourites', next, { shouldDirty: true });

  return (
    <form ref={attachForm} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Controller
          control={form.control}
          name="showFavoritesProject"
          render={({ field }) => (
            <Switch
              label={t('profile.favourites.show')}
              description={t('profile.favourites.showHint')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <DataRegion region={choices} what={t('profile.favourites.region')}>
          {(structure) => (
            <Stack gap="md">
              <FavouriteList
                projects={listedFavourites(favourites, structure.projects)}
                onRemove={(project) => setFavourites(withoutFavourite(favourites, project.id))}
              />
              <FavouritePicker
                choices={structure}
                chosenIds={new Set(favourites.map((favourite) => favourite.id))}
                onAdd={(project) => setFavourites(withFavourite(favourites, project))}
              />
            </Stack>
          )}
        </DataRegion>
        <DraftNotice draft={draft} message={t('profile.draftRestored')} />
        {saveError ? (
          <SaveFailure error={saveError} sentence={(reason) => t('profile.favourites.saveFailed', { reason })} />
        ) : null}
        <Group gap="sm">
          <Button type="submit" loading={isSubmitting} disabled={!isDirty && !draft.restored}>
            {t('profile.favourites.save')}
          </Button>
          {isDirty ? (
            <Text size="sm" c="dimmed">
              {t('profile.unsaved')}
            </Text>
          ) : null}
        </Group>
      </Stack>
      <LeaveConfirm
        blocker={blocker}
        onLeave={cancel}
        danger={false}
        texts={{
          title: t('profile.leave.title'),
          message: t('profile.leave.message'),
          confirm: t('profile.leave.confirm'),
          stay: t('profile.leave.stay'),
        }}
      />
    </form>
  );
}
