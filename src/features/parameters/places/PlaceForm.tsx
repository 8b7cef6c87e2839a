import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useMessage } from '../../../i18n/useMessage';
import { DraftNotice } from '../../../navigation/forms/DraftNotice';
import { LeaveConfirm } from '../../../navigation/forms/LeaveConfirm';
import { SaveFailure } from '../../../navigation/forms/SaveFailure';
import { useResourceForm } from '../../../navigation/forms/useResourceForm';
import { placesResource, type Place, type PlaceUpdate } from '../../../entities/structure/api';
import { PLACE_SERVER_FIELDS, placeFormSchema, placeFormValues, type PlaceFormValues } from './placeFormSchema';
import { PlaceFormFields } from './PlaceFormFields';

/**
 * The site's main information, editable (place_manage): nothing is sent while a field is invalid;
 * a refused save keeps every field and puts its code on the field it concerns; what is typed is
 * kept as a draft through a reload; leaving with unsaved changes asks first.
 */
export function PlaceForm({ place }: { place: Place }) {
  const t = useMessage();
  const intl = useIntl();
  const update = placesResource.useUpdate();
  const { form, draft, submit, saveError, cancel, blocker } = useResourceForm<PlaceFormValues, PlaceUpdate, Place>({
    formId: 'place',
    schema: placeFormSchema,
    defaultValues: placeFormValues(place, intl.locale),
    serverFields: PLACE_SERVER_FIELDS,
    save: (input) => update.mutateAsync({ id: place.id, input }),
    savedValues: (saved) => placeFormValues(saved, intl.locale),
  });
  const { attachForm } = draft;
  const { isSubmitting, isDirty } = form.formState;

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
            <SaveFailure error={saveError} sentence={(reason) => t('parameters.places.saveFailed', { reason })} />
          ) : null}
          <Group justify="flex-end" gap="sm">
            {isDirty ? (
              <Text role="status" size="sm" c="dimmed" mr="auto">
                {t('parameters.places.unsaved')}
              </Text>
            ) : null}
            <Button variant="default" disabled={isSubmitting || !isDirty} onClick={cancel}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <LeaveConfirm
        blocker={blocker}
        onLeave={cancel}
        texts={{
          title: t('parameters.places.leave.title'),
          message: t('parameters.places.leave.message'),
          confirm: t('parameters.places.leave.confirm'),
          stay: t('parameters.places.leave.stay'),
        }}
      />
    </Paper>
  );
}
