import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMessage } from '../../i18n/useMessage';
import type { FormDraft } from './useDraftForm';

export interface DraftNoticeProps {
  draft: Pick<FormDraft, 'restored' | 'discard'>;
  /** "Your unsaved text was restored." (translated) by default. */
  message?: string;
  /** More actions, before Discard (a form that saves on change offers its Save here). */
  children?: ReactNode;
}

/**
 * Says, next to the form, that what the user had typed before the page reloaded is back and not
 * saved yet, with a way to drop it. Nothing is sent on its own: the user saves as usual.
 */
export function DraftNotice({ draft, message, children }: DraftNoticeProps) {
  const t = useMessage();
  if (!draft.restored) return null;
  return (
    <Group gap="xs" justify="space-between" wrap="wrap">
      <Text role="status" size="sm" c="dimmed">
        {message ?? t('draft.restored')}
      </Text>
      <Group gap="xs">
        {children}
        <Button size="xs" variant="default" onClick={draft.discard}>
          {t('draft.discard')}
        </Button>
      </Group>
    </Group>
  );
}
