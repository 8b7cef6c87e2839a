import { useNavigate } from '@tanstack/react-router';
import { useMessage } from '../../../i18n/useMessage';
import { ResourceFormDialog } from '../../../navigation/forms/ResourceFormDialog';
import { useResourceForm } from '../../../navigation/forms/useResourceForm';
import { projectsResource, type Project, type ProjectWrite } from '../../../entities/structure/api';
import { ProjectCreateFields } from './ProjectCreateFields';
import {
  emptyProjectForm,
  PROJECT_CREATE_SERVER_FIELDS,
  projectCreateFormSchema,
  type ProjectCreateFormValues,
} from './projectCreateSchema';

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
export function ProjectCreateDialog({ opened, ...props }: ProjectCreateDialogProps) {
  return opened ? <ProjectCreateForm {...props} /> : null;
}

function ProjectCreateForm({ clientId, placeId, onClose }: Omit<ProjectCreateDialogProps, 'opened'>) {
  const t = useMessage();
  const navigate = useNavigate();
  const create = projectsResource.useCreate();
  const state = useResourceForm<ProjectCreateFormValues, ProjectWrite, Project>({
    formId: 'project-new',
    schema: projectCreateFormSchema,
    defaultValues: emptyProjectForm(clientId, placeId),
    serverFields: PROJECT_CREATE_SERVER_FIELDS,
    save: (payload) => create.mutateAsync(payload),
    onSaved: (project) =>
      navigate({
        to: '/parameters/projects/$projectId/main-informations',
        params: { projectId: project.id },
        ignoreBlocker: true,
      }),
  });

  return (
    <ResourceFormDialog
      state={state}
      title={t('parameters.projects.create.title')}
      size="lg"
      onClose={onClose}
      submitLabel={t('parameters.projects.create.submit')}
      failure={{ sentence: (reason) => t('parameters.projects.create.failed', { reason }) }}
      leaveTexts={{
        title: t('parameters.projects.leave.title'),
        message: t('parameters.projects.leave.message'),
        confirm: t('parameters.projects.leave.confirm'),
        stay: t('parameters.projects.leave.stay'),
      }}
    >
      <ProjectCreateFields form={state.form} />
    </ResourceFormDialog>
  );
}
