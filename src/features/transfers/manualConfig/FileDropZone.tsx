import { Button, Stack, Text } from '@mantine/core';
import { useId, useState, type DragEvent } from 'react';
import { IMPORT_FILE_ACCEPT } from '../../../entities/transfers/importWorkflow';
import { useMessage } from '../../../i18n/useMessage';
import classes from './FileDropZone.module.css';

export interface FileDropZoneProps {
  /** The kept file's name, shown in the zone. */
  fileName: string | null;
  /** Translated; also the input's accessible description. */
  error: string | null;
  disabled?: boolean;
  onFile: (file: File) => void;
}

/**
 * Where the import file is dropped or chosen (spec 001 §5: csv, xls, xlsx). A labelled file input
 * (keyboard: Tab then Space opens the chooser; its visible labels are click targets) inside an area that takes a dropped file and shows
 * when one is dragged over it. `accept` only guides the browser's chooser: the caller checks the
 * file it gets, dropped files included.
 */
export function FileDropZone({ fileName, error, disabled = false, onFile }: FileDropZoneProps) {
  const t = useMessage();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [dragging, setDragging] = useState(false);

  const over = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <Stack gap={4}>
      <Text component="label" htmlFor={inputId} size="sm" fw={500}>
        {t('manualConfig.form.file')}
      </Text>
      <div
        className={classes.zone}
        data-dragging={dragging || undefined}
        data-invalid={error ? true : undefined}
        data-disabled={disabled || undefined}
        onDragEnter={over}
        onDragOver={over}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <input
          aria-label={t('manualConfig.form.file')}
          id={inputId}
          className={classes.input}
          type="file"
          accept={IMPORT_FILE_ACCEPT}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // Cleared, so that choosing the same file again (after a refusal) is seen as a change.
            event.currentTarget.value = '';
            if (file) onFile(file);
          }}
        />
        <Stack gap="xs" align="center">
          <Text size="sm" fw={fileName ? 600 : undefined} style={{ overflowWrap: 'anywhere' }}>
            {fileName ?? t('manualConfig.form.dropHere')}
          </Text>
          <Button component="label" htmlFor={inputId} variant="default" size="compact-sm" disabled={disabled}>
            {fileName ? t('manualConfig.form.chooseAnother') : t('manualConfig.form.choose')}
          </Button>
          <Text id={hintId} size="xs" c="dimmed">
            {t('manualConfig.form.accepted')}
          </Text>
        </Stack>
      </div>
      {error ? (
        <Text id={errorId} size="sm" c="var(--mantine-color-red-text)" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
