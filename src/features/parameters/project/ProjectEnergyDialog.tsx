import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { choiceLabel, projectEnergiesResource, type Choice, type ProjectEnergy } from '../../../entities/structure/api';
import { useMessage } from '../../../i18n/useMessage';
import { ResourceFormDialog } from '../../../navigation/forms/ResourceFormDialog';
import { useResourceForm } from '../../../navigation/forms/useResourceForm';
import {
  projectEnergyDefaults,
  projectEnergyFormSchema,
  type ProjectEnergyOutput,
  type ProjectEnergyValues,
} from './projectEnergyForm';
import { useEnergyFieldError } from './useEnergyFieldError';

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
  const state = useResourceForm<ProjectEnergyValues, ProjectEnergyOutput, ProjectEnergy>({
    formId: energyFormId(energy),
    schema: projectEnergyFormSchema,
    defaultValues: projectEnergyDefaults(energy, locale),
    mode: 'onTouched',
    save: (input) =>
      energy ? update.mutateAsync({ id: energy.id, input }) : create.mutateAsync({ ...input, projectId }),
    onSaved: onClose,
  });
  const { form } = state;
  const { errors } = form.formState;

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
    <ResourceFormDialog
      state={state}
      title={t(energy ? 'parameters.project.energy.editTitle' : 'parameters.project.energy.addTitle')}
      size="lg"
      onClose={onClose}
      submitLabel={t(energy ? 'common.save' : 'common.add')}
      failure={{ title: t('parameters.project.saveFailed') }}
    >
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
    </ResourceFormDialog>
  );
}
