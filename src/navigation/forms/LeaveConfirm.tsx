import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useMessage } from '../../i18n/useMessage';
import type { UnsavedChangesBlocker } from './useUnsavedChangesBlocker';

/** What the question says; the kit's own words ("Leave without saving?") by default. */
export interface LeaveTexts {
  title: string;
  message: string;
  confirm: string;
  stay: string;
}

/**
 * The question asked when a navigation would leave unsaved changes behind (useResourceForm's
 * blocker). Leaving drops the draft: the message said the changes would be lost.
 */
export function LeaveConfirm({
  blocker,
  texts,
  onLeave,
  danger = true,
}: {
  blocker: UnsavedChangesBlocker;
  texts?: LeaveTexts | undefined;
  /** Leave is red by default: what was typed is lost. */
  danger?: boolean;
  /** Runs before the navigation goes on (the form's cancel, which drops the draft). */
  onLeave?: () => void;
}) {
  const t = useMessage();
  return (
    <ConfirmDialog
      opened={blocker.blocked}
      title={texts?.title ?? t('form.leave.title')}
      message={texts?.message ?? t('form.leave.message')}
      confirmLabel={texts?.confirm ?? t('form.leave.confirm')}
      cancelLabel={texts?.stay ?? t('form.leave.stay')}
      danger={danger}
      onConfirm={() => {
        onLeave?.();
        blocker.leave();
      }}
      onCancel={blocker.stay}
    />
  );
}
