import { Alert, Button, Drawer, Group, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { structureChoicesQuery } from '../../../entities/structure/structureChoices';
import { useMessage } from '../../../i18n/useMessage';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DraftNotice } from '../../../navigation/forms/DraftNotice';
import { useResourceForm } from '../../../navigation/forms/useResourceForm';
import { useUnsavedChangesBlocker } from '../../../navigation/forms/useUnsavedChangesBlocker';
import { useErrorText } from '../../../ui/useErrorText';
import { FileDropZone } from './FileDropZone';
import { ImportFormatHint } from './ImportFormatHint';
import { ImportPreviewPanel } from './ImportPreviewPanel';
import { importTargetOf } from './importTemplate';
import { siteManualVariablesQuery } from './manualConfigQueries';
import {
  NEW_IMPORT_SERVER_FIELDS,
  newImportDefaults,
  newImportSchema,
  refusalOf,
  type NewImportOutput,
  type NewImportValues,
} from './newImportForm';
import { useFilePreview } from './useFilePreview';
import { useImportFieldError } from './useImportFieldError';
import { useImportUpload } from './useImportUpload';

/** The import was not sent, for a reason the drawer already shows (nothing sendable, a failed upload). */
class ImportNotSent extends Error {}

/** What a sent import leaves: its file's name, and the site it went to. */
interface SentImport {
  name: string;
  placeId: number;
}

export interface NewImportDrawerProps {
  /** The list's site filter: the form starts on it. */
  defaultPlaceId: number | undefined;
  /** The list's client filter narrows the sites offered. */
  clientId: number | undefined;
  onClose: () => void;
  /** The file was sent to an import of this site: the list is shown where the new row is. */
  onSent: (placeId: number) => void;
}

/**
 * A new import (spec 001 §3, §4 file flow, §5): the site, then the file dropped or chosen (csv, xls,
 * xlsx; anything else refused before any call), its preview against the site's manual variables,
 * then Import: POST imports, PUT of the kept file to the given URL, the file cleared on success and
 * the drawer closed (the row then follows its statuses live). A failed upload is told with Retry;
 * the server's refusals land on their field; leaving with a file not sent asks first. The site is
 * kept across a reload (the form kit's draft), the file cannot be: it is chosen again.
 */
export function NewImportDrawer({ defaultPlaceId, clientId, onClose, onSent }: NewImportDrawerProps) {
  const t = useMessage();
  const errorText = useErrorText();
  const fieldError = useImportFieldError();
  const upload = useImportUpload();
  const [confirmingClose, setConfirmingClose] = useState(false);
  // Read by `save`, which runs after render (a submit): the preview of the file being sent.
  const sendable = useRef(true);
  const state = useResourceForm<NewImportValues, NewImportOutput, SentImport>({
    formId: 'new-import',
    schema: newImportSchema,
    defaultValues: newImportDefaults(defaultPlaceId),
    // A File cannot go into sessionStorage: the draft keeps the site only.
    exclude: ['file'],
    serverFields: NEW_IMPORT_SERVER_FIELDS,
    save: async ({ placeId: sentTo, file: chosen }) => {
      if (!sentTo || !chosen || !sendable.current) throw new ImportNotSent();
      const sent = upload.waiting ? await upload.retry(chosen) : await upload.start(sentTo, chosen);
      // A failed upload keeps the file for Retry, told by its own alert.
      if (!sent) throw new ImportNotSent();
      return { name: chosen.name, placeId: sentTo };
    },
    savedValues: ({ placeId: sentTo }) => newImportDefaults(sentTo),
    onSaved: ({ name, placeId: sentTo }) => {
      notifications.show({
        color: 'green',
        title: t('manualConfig.sent.title'),
        message: t('manualConfig.sent.message', { name }),
        closeButtonProps: { 'aria-label': t('common.closeNotification') },
      });
      onSent(sentTo);
    },
    // Only a chosen file is worth a question (a site is one click away): the guard below.
    leaveGuard: false,
  });
  const { form, draft, submit } = state;
  const { attachForm } = draft;
  const [placeId, file] = useWatch({ control: form.control, name: ['placeId', 'file'] });
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || upload.phase === 'uploading' || upload.phase === 'creating';
  const dirty = file !== null;
  const blocker = useUnsavedChangesBlocker(dirty && !busy);
  // Another file chosen: the last failure is no longer about what the form holds.
  const [dismissedError, setDismissedError] = useState<unknown>(null);
  const saveError =
    state.saveError instanceof ImportNotSent || state.saveError === dismissedError ? null : state.saveError;

  const structure = useQuery(structureChoicesQuery());
  const places = (structure.data?.places ?? []).filter(
    (place) => clientId === undefined || place.client.id === clientId,
  );
  const variables = useQuery({ ...siteManualVariablesQuery(placeId ?? 0), enabled: placeId !== null });
  const variableRows = variables.data?.data;
  const targets = useMemo(() => variableRows?.map(importTargetOf), [variableRows]);
  const preview = useFilePreview(file, targets);
  const cannotSend =
    preview.state === 'done' &&
    (preview.result.kind === 'unreadable' ||
      (preview.result.kind === 'preview' && preview.result.preview.validLineCount === 0));
  useEffect(() => {
    sendable.current = !cannotSend && preview.state !== 'reading';
  });

  const chooseFile = (next: File) => {
    const refusal = refusalOf(next);
    upload.forget();
    setDismissedError(state.saveError);
    if (refusal) {
      // Refused before anything is kept or sent (spec 001 §5).
      form.setValue('file', null, { shouldDirty: true });
      form.setError('file', { type: 'refused', message: `${refusal}:${next.name}` });
      return;
    }
    form.clearErrors('file');
    form.setValue('file', next, { shouldDirty: true });
  };

  const close = () => {
    state.cancel();
    onClose();
  };
  const requestClose = () => (dirty && !busy ? setConfirmingClose(true) : busy ? undefined : close());
  const title = t('manualConfig.form.title');

  return (
    <Drawer
      opened
      onClose={requestClose}
      title={title}
      position="right"
      size="xl"
      padding="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form ref={attachForm} noValidate aria-label={title} onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <ImportFormatHint />
          <Select
            label={t('manualConfig.form.site')}
            placeholder={t('manualConfig.form.sitePlaceholder')}
            data={places.map((place) => ({ value: String(place.id), label: place.name }))}
            value={placeId === null ? null : String(placeId)}
            onChange={(value) => {
              upload.forget();
              form.setValue('placeId', value === null ? null : Number(value), {
                shouldValidate: form.formState.isSubmitted,
              });
            }}
            error={fieldError(errors.placeId?.message)}
            searchable
            required
            disabled={busy || structure.isPending}
            nothingFoundMessage={t('ui.structure.nothingFound')}
          />
          {placeId !== null && variables.isSuccess && variables.data.data.length === 0 ? (
            <Text size="sm" c="var(--mantine-color-orange-text)">
              {t('manualConfig.form.noVariables')}
            </Text>
          ) : null}
          <FileDropZone
            fileName={file?.name ?? null}
            error={fieldError(errors.file?.message)}
            disabled={busy}
            onFile={chooseFile}
          />
          <DraftNotice draft={draft} message={t('manualConfig.form.draftRestored')} />
          <ImportPreviewPanel preview={placeId === null ? { state: 'idle' } : preview} />
          {upload.phase === 'failed' && upload.waiting ? (
            <Alert color="red" role="alert" title={t('manualConfig.upload.failedTitle')}>
              {t('manualConfig.upload.failed', { name: upload.waiting.name })}
            </Alert>
          ) : null}
          {saveError ? (
            <Alert color="red" role="alert" title={t('manualConfig.form.saveFailed')}>
              {errorText(saveError)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={requestClose} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              loading={busy}
              disabled={cannotSend || (file !== null && preview.state === 'reading')}
            >
              {upload.phase === 'failed' ? t('manualConfig.upload.retry') : t('manualConfig.form.submit')}
            </Button>
          </Group>
        </Stack>
        <ConfirmDialog
          opened={blocker.blocked || confirmingClose}
          title={t('manualConfig.discard.title')}
          message={t('manualConfig.discard.message')}
          confirmLabel={t('manualConfig.discard.confirm')}
          cancelLabel={t('manualConfig.discard.stay')}
          onConfirm={() => {
            setConfirmingClose(false);
            if (blocker.blocked) blocker.leave();
            else close();
          }}
          onCancel={() => {
            setConfirmingClose(false);
            if (blocker.blocked) blocker.stay();
          }}
        />
      </form>
    </Drawer>
  );
}
