import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { choiceLabel, projectEnergiesResource, type Choice, type ProjectEnergy } from '../../../entities/structure/api';
import { useMessage } from '../../../i18n/useMessage';
import { DraftNotice } from '../../../ui/forms/DraftNotice';
import { useDraftForm } from '../../../ui/forms/useDraftForm';
import {
  projectEnergyDefaults,
  projectEnergyFormSchema,
  type ProjectEnergyOutput,
  type ProjectEnergyValues,
} from './projectEnergyForm';
import { useEnergyFieldError } from './useEnergyFieldError';
import { SaveFailure } from '../../../ui/forms/SaveFailure';

export interface ProjectEnergyDialogProps {
  projectId: number;
  /** The energy to edit; null to add one. */
  energy: ProjectEnergy | null;
  /** The types the project does not use yet (and the edited one's). */
  types: readonly Choice[];
  onClose: () => void;
}

/** The draft's form id: one for a new energy, one per edited energy. */
export const energyFormId = (energy: ProjectEnergy | null) =>
  energy ? `project-energy-${energy.id}` : 'project-energy-new';

/**
 * Add or edit one of the project's energies (spec 001 §7 POST project-energy, PUT
 * project-energy/{id}): a dialog over one zod form; a refused save keeps every field and says
 * why beside Save; what is typed is a draft, so that a reload finds it when the dialog opens again.
 */
export function ProjectEnergyDialog({ projectId, energy, types, onClose }: ProjectEnergyDialogProps) {
  const t = useMessage();
  const { locale } = useIntl();
  const fieldError = useEnergyFieldError();
  const create = projectEnergiesResource.useCreate();
  const update = projectEnergiesResource.useUpdate();
  const [saveError, setSaveError] = useState<unknown>(null);
  const { form, draft } = useDraftForm<ProjectEnergyValues, unknown, ProjectEnergyOutput>({
    formId: energyFormId(energy),
    resolver: zodResolver(projectEnergyFormSchema),
    defaultValues: projectEnergyDefaults(energy, locale),
    mode: 'onTouched',
  });
  const { attachForm } = draft;
  const { errors, isSubmitting } = form.formState;
  const title = t(energy ? 'parameters.project.energy.editTitle' : 'parameters.project.energy.addTitle');

  const submit = form.handleSubmit(async (input) => {
    setSaveError(null);
    try {
      if (energy) await update.mutateAsync({ id: energy.id, input });
      else await create.mutateAsync({ ...input, projectId });
    } catch (error) {
      setSaveError(error);
      return;
    }
    draft.clear();
    onClose();
  });

  const cancel = () => {
    draft.discard();
    onClose();
  };

  const amount = (name: 'currentPer' | 'contractPer' | 'emissionFactor', label: string) => (
    <TextInput
      label={label}
      required
      inputMode="decimal"
      error={fieldError(errors[name]?.message)}
      {...form.register(name)}
    />
  );

  return (
    <Modal opened onClose={cancel} title={title} size="lg" centered>
      <form ref={attachForm} noValidate aria-label={title} onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <Controller
            control={form.control}
            name="energyType"
            render={({ field, fieldState }) => (
              <Select
                label={t('parameters.project.energy.type')}
                required
                data={types.map((type) => ({ value: type.code, label: choiceLabel(type, locale) }))}
                value={field.value === '' ? null : field.value}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
                allowDeselect={false}
                error={fieldError(fieldState.error?.message)}
              />
            )}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {amount('currentPer', t('parameters.project.energy.currentPerUnit'))}
            {amount('contractPer', t('parameters.project.energy.contractPerUnit'))}
          </SimpleGrid>
          {amount('emissionFactor', t('parameters.project.energy.emissionFactorUnit'))}
          <DraftNotice draft={draft} />
          {saveError ? <SaveFailure title={t('parameters.project.saveFailed')} error={saveError} /> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={isSubmitting} onClick={cancel}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t(energy ? 'common.save' : 'common.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
