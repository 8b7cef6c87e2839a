import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { synopticResource, synopticWriteSchema, type Synoptic } from '../../../entities/synoptic/api';
import { VariablePicker } from '../../../entities/variables/VariablePicker/VariablePicker';
import { useMessage } from '../../../i18n/useMessage';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DraftNotice } from '../../../navigation/forms/DraftNotice';
import { SaveFailure } from '../../../navigation/forms/SaveFailure';
import { useDraftForm } from '../../../navigation/forms/useDraftForm';
import { useUnsavedChangesBlocker } from '../../../navigation/forms/useUnsavedChangesBlocker';
import { SynopticImageField } from '../SynopticImageField';
import { PlacedPointsTable } from './PlacedPointsTable';
import { PlacementCanvas } from './PlacementCanvas';
import { PlacementCsvDialog } from './PlacementCsvDialog';
import {
  draftChanged,
  draftOf,
  movedTo,
  withPlacements,
  withVariable,
  writeOf,
  type SynopticDraft,
} from './synopticDraft';

export interface SynopticEditorProps {
  synoptic: Synoptic;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * A synoptic's configuration (issue 20 item 3): its background image (an image file under 5 MB,
 * checked before anything is sent), its variables picked with the shared picker and dragged to
 * their place (or moved with the arrow keys), or placed from a CSV file; then one PUT. Leaving
 * with unsaved changes asks first. The changes are a form draft (useDraftForm): a reload (a 401's,
 * the maintenance page's "Try again") gives them back, labels typed included, until saved or discarded.
 */
export function SynopticEditor({ synoptic, onDirtyChange }: SynopticEditorProps) {
  const t = useMessage();
  const update = synopticResource.useUpdate();
  const [saved, setSaved] = useState<SynopticDraft>(() => draftOf(synoptic));
  const { form, draft: kept } = useDraftForm<SynopticDraft>({
    formId: `synoptic-${synoptic.id}`,
    defaultValues: saved,
  });
  const [imageUrl, imageSize, points] = useWatch({ control: form.control, name: ['imageUrl', 'imageSize', 'points'] });
  const draft: SynopticDraft = { imageUrl, imageSize, points };
  const [loadingCsv, setLoadingCsv] = useState(false);
  const [applied, setApplied] = useState<string | null>(null);
  // Bumped when the changes are saved or discarded: the image field forgets the file it was given.
  const [round, setRound] = useState(0);
  const dirty = draftChanged(saved, draft);
  const blocker = useUnsavedChangesBlocker(dirty);

  useEffect(() => {
    onDirtyChange(dirty);
  }, [dirty, onDirtyChange]);

  const setPoints = (change: (points: SynopticDraft['points']) => SynopticDraft['points']) =>
    form.setValue('points', change(form.getValues('points')), { shouldDirty: true });

  const save = () => {
    // Parsed before it is sent: nothing invalid leaves the browser (CONVENTIONS "Forms").
    const payload = synopticWriteSchema.safeParse(writeOf(synoptic, draft));
    if (!payload.success) return;
    update.mutate(
      { id: synoptic.id, input: writeOf(synoptic, draft) },
      {
        onSuccess: (answer) => {
          const next = draftOf(answer);
          setSaved(next);
          form.reset(next);
          kept.clear();
          setApplied(null);
          setRound((value) => value + 1);
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Paper withBorder radius="sm" p="md">
        <Stack gap="sm">
          <SynopticImageField
            key={round}
            buttonLabel={t('synoptic.image.replace')}
            onImage={(image) => {
              form.setValue('imageUrl', image.imageUrl, { shouldDirty: true });
              form.setValue('imageSize', image.imageSize, { shouldDirty: true });
            }}
          />
          <Group align="flex-end" gap="sm" wrap="wrap">
            <div style={{ flex: '1 1 280px', minWidth: 0 }}>
              <VariablePicker
                label={t('synoptic.editor.pick')}
                description={t('synoptic.editor.pickHint')}
                filter={{ projectId: synoptic.projectId }}
                value={null}
                optionNote={(variable) =>
                  draft.points.some((point) => point.variableId === variable.id) ? t('synoptic.editor.placed') : null
                }
                onChange={(variable) => {
                  if (variable)
                    setPoints((points) =>
                      withVariable(points, { id: variable.id, name: variable.name, unit: variable.unit.name }),
                    );
                }}
              />
            </div>
            <Button variant="default" onClick={() => setLoadingCsv(true)}>
              {t('synoptic.csv.open')}
            </Button>
          </Group>
          {applied ? (
            <Text size="sm" role="status">
              {applied}
            </Text>
          ) : null}
        </Stack>
      </Paper>
      <Text size="sm" c="dimmed">
        {t('synoptic.editor.dragHint')}
      </Text>
      <PlacementCanvas
        imageUrl={draft.imageUrl}
        synopticName={synoptic.name}
        points={draft.points}
        onMove={(id, x, y) => setPoints((points) => movedTo(points, id, x, y))}
      />
      {draft.points.length > 0 ? (
        <PlacedPointsTable
          points={draft.points}
          onLabel={(id, label) =>
            setPoints((points) => points.map((point) => (point.id === id ? { ...point, label } : point)))
          }
          onRemove={(id) => setPoints((points) => points.filter((point) => point.id !== id))}
        />
      ) : (
        <Text c="dimmed">{t('synoptic.editor.noPoint')}</Text>
      )}
      <DraftNotice draft={kept} />
      {update.error ? <SaveFailure title={t('synoptic.editor.saveFailed')} error={update.error} /> : null}
      <Group justify="flex-end" gap="sm">
        {dirty ? (
          <Text size="sm" c="dimmed" role="status">
            {t('synoptic.editor.unsaved')}
          </Text>
        ) : null}
        <Button
          variant="default"
          disabled={!dirty || update.isPending}
          onClick={() => {
            kept.discard();
            setApplied(null);
            setRound((value) => value + 1);
          }}
        >
          {t('synoptic.editor.discard')}
        </Button>
        <Button onClick={save} loading={update.isPending} disabled={!dirty}>
          {t('synoptic.editor.save')}
        </Button>
      </Group>
      {loadingCsv ? (
        <PlacementCsvDialog
          projectId={synoptic.projectId}
          onClose={() => setLoadingCsv(false)}
          onApply={(parse, variables) => {
            setPoints((points) =>
              withPlacements(points, parse.rows, (variableId) => {
                const variable = variables.find((row) => row.id === variableId);
                return variable ? { name: variable.name, unit: variable.unit.name } : undefined;
              }),
            );
            setApplied(t('synoptic.csv.applied', { count: parse.rows.length }));
            setLoadingCsv(false);
          }}
        />
      ) : null}
      <ConfirmDialog
        opened={blocker.blocked}
        title={t('synoptic.editor.leaveTitle')}
        message={t('synoptic.editor.leaveMessage')}
        confirmLabel={t('synoptic.editor.leave')}
        danger
        onConfirm={blocker.leave}
        onCancel={blocker.stay}
      />
    </Stack>
  );
}
