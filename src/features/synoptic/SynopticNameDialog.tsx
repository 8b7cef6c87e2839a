import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { isApiError } from '../../api/apiError';
import { synopticResource, synopticWriteOf, type Synoptic } from '../../entities/synoptic/api';
import { useMessage } from '../../i18n/useMessage';
import { SaveFailure } from '../../ui/forms/SaveFailure';
import { useIntl } from 'react-intl';
import { apiMessageText } from '../../i18n/apiMessageText';
import { SynopticImageField } from './SynopticImageField';
import {
  isSynopticFormError,
  SYNOPTIC_NAME_MAX,
  synopticNameFormSchema,
  type SynopticNameFormOutput,
  type SynopticNameFormValues,
} from './synopticNameForm';

/** A field error holding a server code (spec 000 §8) rather than one of the form's own texts. */
const SERVER_CODE = 'server:';

export interface SynopticNameDialogProps {
  projectId: number;
  /** The synoptic to rename; null to create one. */
  synoptic: Synoptic | null;
  /** With the saved synoptic, or null when cancelled. */
  onClose: (saved: Synoptic | null) => void;
}

/**
 * A new synoptic (its name and background image: spec 001 §5) or a new name for one. A refused
 * save keeps what was typed; the server's INVALID_NAME lands on the name.
 */
export function SynopticNameDialog({ projectId, synoptic, onClose }: SynopticNameDialogProps) {
  const t = useMessage();
  const intl = useIntl();
  const create = synopticResource.useCreate();
  const update = synopticResource.useUpdate();
  const [saveError, setSaveError] = useState<unknown>(null);
  const form = useForm<SynopticNameFormValues, unknown, SynopticNameFormOutput>({
    resolver: zodResolver(synopticNameFormSchema),
    defaultValues: { name: synoptic?.name ?? '', needsImage: synoptic === null, image: null },
    mode: 'onTouched',
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const fieldText = (message: string | undefined) =>
    message === undefined
      ? undefined
      : isSynopticFormError(message)
        ? t(message)
        : apiMessageText(intl, message.replace(SERVER_CODE, ''));

  const submit = form.handleSubmit(async (values) => {
    setSaveError(null);
    try {
      const saved = synoptic
        ? await update.mutateAsync({ id: synoptic.id, input: synopticWriteOf(synoptic, { name: values.name }) })
        : await create.mutateAsync({
            projectId,
            name: values.name,
            imageUrl: values.image?.imageUrl ?? '',
            imageSize: values.image?.imageSize ?? 0,
            points: [],
          });
      onClose(saved);
    } catch (error) {
      if (isApiError(error) && error.has('INVALID_NAME'))
        form.setError('name', { message: `${SERVER_CODE}INVALID_NAME` }, { shouldFocus: true });
      else setSaveError(error);
    }
  });

  return (
    <Modal
      opened
      onClose={() => (isSubmitting ? undefined : onClose(null))}
      title={t(synoptic ? 'synoptic.rename.title' : 'synoptic.create.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('synoptic.form.name')}
            required
            maxLength={SYNOPTIC_NAME_MAX}
            data-autofocus
            error={fieldText(errors.name?.message)}
            {...form.register('name')}
          />
          {synoptic === null ? (
            <Controller
              control={form.control}
              name="image"
              render={({ field, fieldState }) => (
                <SynopticImageField
                  buttonLabel={t('synoptic.image.choose')}
                  error={fieldText(fieldState.error?.message)}
                  onImage={(image) => field.onChange(image)}
                />
              )}
            />
          ) : null}
          {saveError ? (
            <SaveFailure title={t(synoptic ? 'synoptic.rename.failed' : 'synoptic.create.failed')} error={saveError} />
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => onClose(null)} disabled={isSubmitting}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting} disabled={synoptic !== null && !isDirty}>
              {t(synoptic ? 'synoptic.rename.save' : 'synoptic.create.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
