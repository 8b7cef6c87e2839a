import { Button, Tooltip } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';

/** The automatic-variables routes that work on one project (spec 000 §2). */
export type ProjectRoute =
  | '/automatic-variables/AddVarsToProject/$projectId'
  | '/automatic-variables/formula/$projectId'
  | '/automatic-variables/manual/$projectId'
  | '/automatic-variables/historychangevar/$projectId';

interface ProjectActionButtonProps {
  label: string;
  to: ProjectRoute;
  /** The project the action works on; none: the button is off, saying why. */
  projectId: number | undefined;
  /** Why the action is off, shown as its tooltip and accessible description. */
  unavailableReason: string;
  primary?: boolean;
}

/**
 * A link styled as a button, to a route of one project. Without a project it stays focusable
 * (aria-disabled, as the events export does), so that keyboard and pointer users can read why.
 */
export function ProjectActionButton({ label, to, projectId, unavailableReason, primary }: ProjectActionButtonProps) {
  const reasonId = useId();
  const variant = primary ? 'filled' : 'default';
  if (projectId !== undefined) {
    return (
      <Button size="xs" variant={variant} renderRoot={(props) => <Link to={to} params={{ projectId }} {...props} />}>
        {label}
      </Button>
    );
  }
  return (
    <Tooltip label={unavailableReason} withinPortal>
      <Button size="xs" variant={variant} data-disabled aria-disabled aria-describedby={reasonId}>
        {label}
        <span id={reasonId} hidden>
          {unavailableReason}
        </span>
      </Button>
    </Tooltip>
  );
}
