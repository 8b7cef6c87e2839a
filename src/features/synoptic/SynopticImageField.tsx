import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { SYNOPTIC_IMAGE_MAX_BYTES } from '../../entities/synoptic/synopticImage';
import { useMessage } from '../../i18n/useMessage';
import { readSynopticImage, type SynopticImage } from './synopticImageFile';

export interface SynopticImageFieldProps {
  /** The button's text ("Choose the image", "Replace the image"). */
  buttonLabel: string;
  onImage: (image: SynopticImage, fileName: string) => void;
  /** A form error about the image (required…), shown under it. */
  error?: string;
}

const MEGABYTE = 1024 * 1024;

/**
 * Picks the synoptic's background image. A file that is not an image, or over 5 MB, is refused
 * here with a clear message (spec 001 §5, §9), before anything is read or uploaded.
 */
export function SynopticImageField({ buttonLabel, onImage, error }: SynopticImageFieldProps) {
  const t = useMessage();
  const intl = useIntl();
  const messageId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const megabytes = (bytes: number) => intl.formatNumber(bytes / MEGABYTE, { maximumFractionDigits: 1 });

  const choose = async (file: File | null) => {
    if (!file) return;
    const result = await readSynopticImage(file);
    if (result.ok) {
      setProblem(null);
      setChosen(t('synoptic.image.chosen', { file: file.name, size: megabytes(file.size) }));
      onImage(result.image, file.name);
      return;
    }
    setChosen(null);
    if (result.problem === 'NOT_AN_IMAGE') setProblem(t('synoptic.image.notAnImage', { file: file.name }));
    else if (result.problem === 'TOO_LARGE')
      setProblem(
        t('synoptic.image.tooLarge', {
          file: file.name,
          size: megabytes(file.size),
          max: megabytes(SYNOPTIC_IMAGE_MAX_BYTES),
        }),
      );
    else setProblem(t('synoptic.image.unreadable', { file: file.name }));
  };
  const shown = problem ?? error ?? null;

  return (
    <Stack gap={4}>
      <Group gap="sm">
        <FileButton onChange={(file) => void choose(file)} accept="image/*" inputProps={{ 'aria-label': buttonLabel }}>
          {(props) => (
            <Button variant="default" {...props} aria-describedby={messageId}>
              {buttonLabel}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('synoptic.image.rule', { max: megabytes(SYNOPTIC_IMAGE_MAX_BYTES) })}
        </Text>
      </Group>
      <div id={messageId} aria-live="polite">
        {shown ? (
          <Text size="sm" c="var(--mantine-color-red-text)" role="alert">
            {shown}
          </Text>
        ) : chosen ? (
          <Text size="sm">{chosen}</Text>
        ) : null}
      </div>
    </Stack>
  );
}
