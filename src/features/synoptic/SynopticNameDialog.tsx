import { TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { synopticResource, synopticWriteOf, type Synoptic } from '../../entities/synoptic/api';
import { apiMessageText } from '../../i18n/apiMessageText';
import { useMessage } from '../../i18n/useMessage';
import { ResourceFormDialog } from '../../navigation/forms/ResourceFormDialog';
import { useFieldErrorText } from '../../navigation/forms/useFieldErrorText';
import { useResourceForm } from '../../navigation/forms/useResourceForm';
import { SynopticImageField } from './SynopticImageField';
import {
  isSynopticFormError,
  SYNOPTIC_NAME_MAX,
  synopticNameFormSchema,
  type SynopticNameFormOutput,
  type SynopticNameFormValues,
} from './synopticNameForm';

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
  const state = useResourceForm<SynopticNameFormValues, SynopticNameFormOutput, Synoptic>({
    formId: synoptic ? `synoptic-${synoptic.id}` : `synoptic-new-${projectId}`,
    schema: synopticNameFormSchema,
    defaultValues: { name: synoptic?.name ?? '', needsImage: synoptic === null, image: null },
    mode: 'onTouched',
    // The image field shows only a file chosen now: a restored one would be sent unseen.
    exclude: ['image'],
    serverFields: { INVALID_NAME: { field: 'name' } },
    save: (values) =>
      synoptic
        ? update.mutateAsync({ id: synoptic.id, input: synopticWriteOf(synoptic, { name: values.name }) })
        : create.mutateAsync({
            projectId,
            name: values.name,
            imageUrl: values.image?.imageUrl ?? '',
            imageSize: values.image?.imageSize ?? 0,
            points: [],
          }),
    onSaved: onClose,
  });
  const fieldText = useFieldErrorText((message) =>
    isSynopticFormError(message) ? t(message) : apiMessageText(intl, message),
  );
  const { errors, isDirty } = state.form.formState;

  return (
    <ResourceFormDialog
      state={state}
      title={t(synoptic ? 'synoptic.rename.title' : 'synoptic.create.title')}
      onClose={() => onClose(null)}
      submitLabel={t(synoptic ? 'synoptic.rename.save' : 'synoptic.create.save')}
      submitDisabled={synoptic !== null && !isDirty}
      failure={{ title: t(synoptic ? 'synoptic.rename.failed' : 'synoptic.create.failed') }}
    >
      <TextInput
        label={t('synoptic.form.name')}
        required
        maxLength={SYNOPTIC_NAME_MAX}
        data-autofocus
        error={fieldText(errors.name?.message)}
        {...state.form.register('name')}
      />
      {synoptic === null ? (
        <Controller
          control={state.form.control}
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
    </ResourceFormDialog>
  );
}
