import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMessage } from '../../../i18n/useMessage';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DraftNotice } from '../../../ui/forms/DraftNotice';
import { useDraftForm } from '../../../ui/forms/useDraftForm';
import { useUnsavedChangesBlocker } from '../../../ui/forms/useUnsavedChangesBlocker';
import { useErrorText } from '../../../ui/useErrorText';
import { placesResource, type Place, type PlaceUpdate } from '../../../entities/structure/api';
import { SERVER_CODE_PREFIX, serverFieldErrors } from '../projects/projectServerErrors';
import { placeFormSchema, placeFormValues, type PlaceFieldName, type PlaceFormValues } from './placeFormSchema';
import { PlaceFormFields } from './PlaceFormFields';

/** spec 000 §8 codes a PUT places/{id} answers about given fields. */
const FIELD_OF_CODE = {
  INVALID_NAME: ['name'],
  INVALID_GEOGRAPHIC_COORDINATES: ['latitude', 'longitude'],
} as const satisfies Partial<Record<string, readonly PlaceFieldName[]>>;

/**
 * The site's main information, editable (place_manage): nothing is sent while a field is invalid;
 * a refused save keeps every field and puts its code on the field it concerns; what is typed is
 * kept as a draft through a reload; leaving with unsaved changes asks first.
 */
export function PlaceForm({ place }: { place: Place }) {
  const t = useMessage();
  const intl = useIntl();
  const errorText = useErrorText();
  const update = placesResource.useUpdate();
  const [saveError, setSaveError] = useState<unknown>(null);
  const { form, draft } = useDraftForm<PlaceFormValues, unknown, PlaceUpdate>({
    formId: 'place',
    resolver: zodResolver(placeFormSchema),
    defaultValues: placeFormValues(place, intl.locale),
  });
  const { attachForm } = draft;
  const { isSubmitting, isDirty } = form.formState;
  const blocker = useUnsavedChangesBlocker(isDirty);

  const submit = form.handleSubmit(async (input) => {
    setSaveError(null);
    try {
      const saved = await update.mutateAsync({ id: place.id, input });
      draft.clear();
      form.reset(placeFormValues(saved, intl.locale));
    } catch (error) {
      const onFields = serverFieldErrors<PlaceFieldName>(error, FIELD_OF_CODE);
      onFields.forEach(({ field, code }, index) =>
        form.setError(field, { type: 'server', message: `${SERVER_CODE_PREFIX}${code}` }, { shouldFocus: index === 0 }),
      );
      if (onFields.length === 0) setSaveError(error);
    }
  });

  return (
    <Paper withBorder p="md" radius="md">
      <form
        ref={attachForm}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={t('parameters.places.form')}
      >
        <Stack gap="lg">
          <PlaceFormFields form={form} savedTimeZone={place.timezone} />
          <DraftNotice draft={draft} />
          {saveError ? (
            <Text role="alert" size="sm" c="red.9">
              {t('parameters.places.saveFailed', { reason: errorText(saveError) })}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            {isDirty ? (
              <Text role="status" size="sm" c="dimmed" mr="auto">
                {t('parameters.places.unsaved')}
              </Text>
            ) : null}
            <Button variant="default" disabled={isSubmitting || !isDirty} onClick={draft.discard}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={blocker.blocked}
        title={t('parameters.places.leave.title')}
        message={t('parameters.places.leave.message')}
        confirmLabel={t('parameters.places.leave.confirm')}
        cancelLabel={t('parameters.places.leave.stay')}
        danger
        onConfirm={() => {
          draft.discard();
          blocker.leave();
        }}
        onCancel={blocker.stay}
      />
    </Paper>
  );
}
