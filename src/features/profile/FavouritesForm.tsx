import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useQueryRegion } from '../../api/useQueryRegion';
import { useMessage } from '../../i18n/useMessage';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataRegion } from '../../ui/DataRegion/DataRegion';
import { DraftNotice } from '../../navigation/forms/DraftNotice';
import { useDraftForm } from '../../navigation/forms/useDraftForm';
import { useUnsavedChangesBlocker } from '../../navigation/forms/useUnsavedChangesBlocker';
import { useErrorText } from '../../ui/useErrorText';
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
 * refused save keeps every choice and says why.
 */
export function FavouritesForm({ user }: { user: CurrentUser }) {
  const t = useMessage();
  const errorText = useErrorText();
  const save = updateProfile.useMutation();
  const choices = useQueryRegion(structureChoicesQuery());
  const [saveError, setSaveError] = useState<unknown>(null);
  const { form, draft } = useDraftForm<FavouritesFormValues>({
    formId: 'profile-favourites',
    resolver: zodResolver(favouritesFormSchema),
    defaultValues: favouritesFormValuesOf(user),
  });
  const { attachForm } = draft;
  const { isSubmitting, isDirty } = form.formState;
  const favourites = useWatch({ control: form.control, name: 'favourites' });
  const blocker = useUnsavedChangesBlocker(isDirty);

  const setFavourites = (next: FavouritesFormValues['favourites']) =>
    form.setValue('favourites', next, { shouldDirty: true });

  const submit = form.handleSubmit(async (values) => {
    setSaveError(null);
    try {
      const saved = await save.mutateAsync({
        userId: user.id,
        input: profileUpdateFrom(user, favouriteChangesOf(values)),
      });
      draft.clear();
      form.reset(favouritesFormValuesOf(saved));
    } catch (error) {
      setSaveError(error);
    }
  });

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
          <Text role="alert" size="sm" c="red.9">
            {t('profile.favourites.saveFailed', { reason: errorText(saveError) })}
          </Text>
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
      <ConfirmDialog
        opened={blocker.blocked}
        title={t('profile.leave.title')}
        message={t('profile.leave.message')}
        confirmLabel={t('profile.leave.confirm')}
        cancelLabel={t('profile.leave.stay')}
        onConfirm={blocker.leave}
        onCancel={blocker.stay}
      />
    </form>
  );
}
