import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useMessage } from '../../../i18n/useMessage';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DraftNotice } from '../../../ui/forms/DraftNotice';
import { useDraftForm } from '../../../ui/forms/useDraftForm';
import { useUnsavedChangesBlocker } from '../../../ui/forms/useUnsavedChangesBlocker';
import { useErrorText } from '../../../ui/useErrorText';
import { projectsResource, type ProjectWrite } from '../../../entities/structure/api';
import { ProjectCreateFields } from './ProjectCreateFields';
import { emptyProjectForm, projectCreateFormSchema, type ProjectCreateFormValues } from './projectCreateSchema';
import { SERVER_CODE_PREFIX, serverFieldErrors } from './projectServerErrors';

type ProjectFieldName = keyof ProjectCreateFormValues;

/** spec 000 §8 codes a POST project answers about one field. */
const FIELD_OF_CODE = {
  INVALID_NAME: ['name'],
  PLACE_NOT_FOUND: ['placeId'],
} as const satisfies Partial<Record<string, readonly ProjectFieldName[]>>;

export interface ProjectCreateDialogProps {
  opened: boolean;
  /** The site (and its client) chosen beforehand: a site's projects tab, the list's filters. */
  clientId?: number | undefined;
  placeId?: number | undefined;
  onClose: () => void;
}

/**
 * Creates a project (issue 15 item 3, with project_manage): client → site, name and the project's
 * fields, checked before anything is sent; a refused POST keeps every field and puts its code on
 * the field it concerns. What is typed is kept as a draft (the dialog's opening is in the URL, so a
 * reload finds both). On success the new project's page opens; the refresh rules reload the client
 * places and the tree (spec 001 §4, src/entities/refreshes.ts).
 */
export function ProjectCreateDialog({ opened, clientId, placeId, onClose }: ProjectCreateDialogProps) {
  const t = useMessage();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('parameters.projects.create.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened ? <ProjectCreateForm clientId={clientId} placeId={placeId} onClose={onClose} /> : null}
    </Modal>
  );
}

function ProjectCreateForm({ clientId, placeId, onClose }: Omit<ProjectCreateDialogProps, 'opened'>) {
  const t = useMessage();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const create = projectsResource.useCreate();
  const [saveError, setSaveError] = useState<unknown>(null);
  const { form, draft } = useDraftForm<ProjectCreateFormValues, unknown, ProjectWrite>({
    formId: 'project-new',
    resolver: zodResolver(projectCreateFormSchema),
    defaultValues: emptyProjectForm(clientId, placeId),
  });
  const { attachForm } = draft;
  const { isSubmitting, isDirty } = form.formState;
  const blocker = useUnsavedChangesBlocker(isDirty && !create.isSuccess);

  const submit = form.handleSubmit(async (payload) => {
    setSaveError(null);
    try {
      const project = await create.mutateAsync(payload);
      draft.clear();
      await navigate({
        to: '/parameters/projects/$projectId/main-informations',
        params: { projectId: project.id },
        ignoreBlocker: true,
      });
    } catch (error) {
      const onFields = serverFieldErrors<ProjectFieldName>(error, FIELD_OF_CODE);
      onFields.forEach(({ field, code }, index) =>
        form.setError(field, { type: 'server', message: `${SERVER_CODE_PREFIX}${code}` }, { shouldFocus: index === 0 }),
      );
      if (onFields.length === 0) setSaveError(error);
    }
  });

  return (
    <form
      ref={attachForm}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('parameters.projects.create.title')}
    >
      <Stack gap="md">
        <ProjectCreateFields form={form} />
        <DraftNotice draft={draft} />
        {saveError ? (
          <Text role="alert" size="sm" c="red.9">
            {t('parameters.projects.create.failed', { reason: errorText(saveError) })}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            disabled={isSubmitting}
            onClick={() => {
              draft.discard();
              onClose();
            }}
          >
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('parameters.projects.create.submit')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={blocker.blocked}
        title={t('parameters.projects.leave.title')}
        message={t('parameters.projects.leave.message')}
        confirmLabel={t('parameters.projects.leave.confirm')}
        cancelLabel={t('parameters.projects.leave.stay')}
        danger
        onConfirm={() => {
          draft.discard();
          blocker.leave();
        }}
        onCancel={blocker.stay}
      />
    </form>
  );
}
