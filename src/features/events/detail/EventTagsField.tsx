import { Button, TagsInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useMessage } from '../../../i18n/useMessage';
import { MAX_TAG_LENGTH } from '../../../entities/events/eventRules';
import { DraftNotice } from '../../../navigation/forms/DraftNotice';
import { useDraftForm } from '../../../navigation/forms/useDraftForm';

type TagsFormValues = { tags: string[] };

const sameTags = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((tag, index) => tag === b[index]);

export interface EventTagsFieldProps {
  /** The server's tags. */
  tags: string[];
  error?: string;
  /** Sends the tags; true once the server took them, false when it did not (the caller tells why). */
  onSave: (tags: string[]) => Promise<boolean>;
}

/**
 * The event's tags, saved on each change. The tags the user wants are a form (useDraftForm) whose
 * defaults are the server's, so they outlive a failed save or a reload during the save (the 401
 * refresh-and-reload of spec 000 §8): they are kept in the input, told apart from the server's,
 * with Save tags and Discard, instead of falling back to the server's tags unsaid.
 */
export function EventTagsField({ tags, error, onSave }: EventTagsFieldProps) {
  const t = useMessage();
  const { form, draft } = useDraftForm<TagsFormValues>({ formId: 'event-tags', defaultValues: { tags } });
  const wanted = useWatch({ control: form.control, name: 'tags' });
  const { getValues, reset } = form;
  const [saving, setSaving] = useState(0);

  // The server's tags changed (saved here, or by someone else): they become the form's defaults,
  // and its value too unless the user still wants other, unsaved tags.
  const serverTags = JSON.stringify(tags);
  const lastServerTags = useRef(serverTags);
  useEffect(() => {
    const before = JSON.parse(lastServerTags.current) as string[];
    const now = JSON.parse(serverTags) as string[];
    lastServerTags.current = serverTags;
    const current = getValues('tags');
    if (sameTags(current, before) || sameTags(current, now)) reset({ tags: now });
  }, [serverTags, getValues, reset]);

  const save = async (next: string[]) => {
    // Kept as a draft first (written at once), so that a reload during the save loses nothing.
    form.setValue('tags', next, { shouldDirty: true });
    setSaving((count) => count + 1);
    const saved = await onSave(next);
    setSaving((count) => count - 1);
    // Saved and not changed since: nothing is left to keep.
    if (saved && sameTags(getValues('tags'), next)) reset({ tags: next });
  };
  const discard = () => {
    reset({ tags });
    draft.clear();
  };

  const unsaved = saving === 0 && !sameTags(wanted, tags);
  return (
    <>
      <TagsInput
        label={t('eventDetail.field.tags')}
        description={t('eventDetail.tags.description', { max: MAX_TAG_LENGTH })}
        value={wanted}
        maxLength={MAX_TAG_LENGTH}
        onChange={(next) => void save(next.map((tag) => tag.trim()).filter((tag) => tag !== ''))}
        error={error}
        clearable
      />
      <DraftNotice
        draft={{ restored: unsaved, discard }}
        message={t(draft.restored ? 'eventDetail.tags.restored' : 'eventDetail.tags.unsaved')}
      >
        <Button size="xs" onClick={() => void save(wanted)}>
          {t('eventDetail.tags.save')}
        </Button>
      </DraftNotice>
    </>
  );
}
