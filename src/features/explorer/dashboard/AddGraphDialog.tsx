import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { isApiError } from '../../../api/apiError';
import { apiMessageText } from '../../../i18n/apiMessageText';
import type { MessageId } from '../../../i18n/messages';
import { useMessage } from '../../../i18n/useMessage';
import { DraftNotice } from '../../../ui/forms/DraftNotice';
import { useDraftForm } from '../../../ui/forms/useDraftForm';
import { useErrorText } from '../../../ui/useErrorText';
import { CHART_KINDS, graphsResource, type Dashboard, type Graph } from '../../../entities/explorer/api';
import {
  addGraphFormSchema,
  isAddGraphError,
  newGraphOf,
  type AddGraphFormOutput,
  type AddGraphFormValues,
} from './addGraphForm';

const SERVER_PREFIX = 'server:';
const EMPTY: AddGraphFormValues = { name: '', kind: null };

export interface AddGraphDialogProps {
  dashboard: Dashboard;
  opened: boolean;
  onClose: () => void;
  /** The new graph as answered: the caller opens its editor (spec 000 §2). */
  onAdded: (graph: Graph) => void;
}

function useFieldText(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  const t = useMessage();
  return useCallback(
    (message) => {
      if (message === undefined) return undefined;
      if (message.startsWith(SERVER_PREFIX)) return apiMessageText(intl, message.slice(SERVER_PREFIX.length));
      if (isAddGraphError(message)) return t(`explorerDashboard.error.${message}` satisfies MessageId);
      return t('explorerDashboard.error.invalid');
    },
    [intl, t],
  );
}

/**
 * Add a graph: its name and chart kind among the twelve (spec 000 §3), POST graph at the end of the
 * dashboard, then its editor opens to choose the variables. A refused name stays on its field.
 */
export function AddGraphDialog({ dashboard, opened, onClose, onAdded }: AddGraphDialogProps) {
  const t = useMessage();
  const errorText = useErrorText();
  const fieldText = useFieldText();
  const create = graphsResource.useCreate();
  const [saveError, setSaveError] = useState<unknown>(null);
  const { form, draft } = useDraftForm<AddGraphFormValues, unknown, AddGraphFormOutput>({
    formId: `graph-new-${dashboard.id}`,
    resolver: zodResolver(addGraphFormSchema),
    defaultValues: EMPTY,
  });
  const { attachForm } = draft;
  const { errors, isSubmitting } = form.formState;
  const kinds = CHART_KINDS.map((kind) => ({ value: kind, label: t(`explorerKind.${kind}`) }));

  const submit = form.handleSubmit(async (values) => {
    setSaveError(null);
    try {
      const graph = await create.mutateAsync(newGraphOf(dashboard, values));
      draft.clear();
      form.reset(EMPTY);
      onAdded(graph);
    } catch (error) {
      if (isApiError(error) && error.messages.includes('INVALID_NAME'))
        form.setError('name', { type: 'server', message: `${SERVER_PREFIX}INVALID_NAME` }, { shouldFocus: true });
      else setSaveError(error);
    }
  });

  const close = () => {
    if (isSubmitting) return;
    setSaveError(null);
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('explorerDashboard.addDialog.title')}
      closeButtonProps={{ 'aria-label': t('common.cancel') }}
    >
      <form ref={attachForm} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('explorerDashboard.addDialog.name')}
            required
            data-autofocus
            {...form.register('name')}
            error={fieldText(errors.name?.message)}
          />
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <Select
                label={t('explorerDashboard.addDialog.kind')}
                description={t('explorerDashboard.addDialog.kindHint')}
                required
                data={kinds}
                value={field.value}
                onChange={(next) => field.onChange(CHART_KINDS.find((kind) => kind === next) ?? null)}
                onBlur={field.onBlur}
                ref={field.ref}
                comboboxProps={{ withinPortal: true }}
                maxDropdownHeight={320}
                error={fieldText(errors.kind?.message)}
              />
            )}
          />
          <DraftNotice draft={draft} />
          {saveError ? (
            <Text role="alert" size="sm" c="red.9">
              {t('explorerDashboard.saveFailed', { reason: errorText(saveError) })}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={isSubmitting} onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('explorerDashboard.addDialog.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
