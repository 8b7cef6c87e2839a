import { Alert as Notice, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '../../api/apiError';
import { useMessage } from '../../i18n/useMessage';
import { projectsResource } from './api';

export interface ProjectInReachProps {
  /** The project a screen was opened on, from its URL. */
  projectId: number;
  children: ReactNode;
}

/** The API's answer for a project that does not exist, or that is another customer's (the same to them). */
export function isProjectOutOfReach(error: unknown): boolean {
  return isApiError(error) && (error.has('PROJECT_NOT_FOUND') || error.status === 404 || error.status === 403);
}

/**
 * A screen's part about one project, opened by a URL (a shared link, a project id typed in): shown
 * while the project is the user's to see, and in its place a clear refusal when the API says it
 * does not exist or is not theirs (another customer's project answers 404, never its data).
 * Its own failures (network, server) are left to the part's regions, which say them with Retry.
 */
export function ProjectInReach({ projectId, children }: ProjectInReachProps) {
  const t = useMessage();
  const project = useQuery(projectsResource.detailQuery(projectId));
  if (isProjectOutOfReach(project.error))
    return (
      <Notice color="gray" variant="outline" title={t('structure.projectOutOfReach.title')}>
        <Text size="sm">{t('structure.projectOutOfReach.body', { projectId })}</Text>
      </Notice>
    );
  return children;
}
