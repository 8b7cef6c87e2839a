import { Button, Group, Modal, MultiSelect, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useMessage } from '../../../i18n/useMessage';
import { dashboardsResource, type Dashboard } from '../../../entities/explorer/api';
import { visibleDashboards } from '../../../entities/explorer/visibleDashboards';
import { hiddenNamesFromConfig } from '../../../entities/structure/hiddenStructure';
import { parseEverySeconds, WALL_EVERY_SECONDS, WALL_THEMES, wallHref, type WallTheme } from './wallSearch';

/** Up to this many dashboards are offered, as in the report forms. */
const DASHBOARD_LIMIT = 200;

export interface WallDialogProps {
  dashboard: Dashboard;
  opened: boolean;
  onClose: () => void;
}

type CopyState = { done: 'copied' } | { done: 'failed'; link: string } | null;

/**
 * What a wall display shows: the dashboards the user may see (this one first), and the seconds each
 * stays; then it opens here or its link is copied for the screen that will show it.
 */
export function WallDialog({ dashboard, opened, onClose }: WallDialogProps) {
  const t = useMessage();
  const navigate = useNavigate();
  const themeLabelId = useId();
  const list = useQuery({ ...dashboardsResource.listQuery({ limit: DASHBOARD_LIMIT }), enabled: opened });
  const [chosen, setChosen] = useState<string[]>([String(dashboard.id)]);
  const [every, setEvery] = useState<string | number>(WALL_EVERY_SECONDS.default);
  const [copy, setCopy] = useState<CopyState>(null);
  // A control room's screen is usually dark; 'own' keeps the colours of whoever opens the link.
  const [theme, setTheme] = useState<WallTheme | 'own'>('own');

  const others = visibleDashboards(list.data?.data ?? [], hiddenNamesFromConfig()).filter(
    (one) => one.id !== dashboard.id,
  );
  const options = [dashboard, ...others].map((one) => ({ value: String(one.id), label: one.name }));
  const seconds = parseEverySeconds(every);
  const dashboardsError = chosen.length === 0 ? t('wall.dialog.dashboardsRequired') : undefined;
  const everyError =
    seconds === null ? t('wall.dialog.everyError', { min: WALL_EVERY_SECONDS.min, max: WALL_EVERY_SECONDS.max }) : null;
  const href =
    seconds !== null && chosen.length > 0
      ? wallHref({
          dashboards: chosen.map(Number),
          every: seconds,
          ...(theme === 'own' ? {} : { theme }),
        })
      : null;

  const copyLink = async () => {
    if (!href) return;
    const link = `${window.location.origin}${href}`;
    try {
      await navigator.clipboard.writeText(link);
      setCopy({ done: 'copied' });
    } catch {
      setCopy({ done: 'failed', link });
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('wall.dialog.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('wall.dialog.intro')}</Text>
        <MultiSelect
          label={t('wall.dialog.dashboards')}
          description={t('wall.dialog.dashboardsHint')}
          data={options}
          value={chosen}
          onChange={(next) => {
            setChosen(next);
            setCopy(null);
          }}
          searchable
          error={dashboardsError}
        />
        {list.isError ? (
          <Text size="sm" c="dimmed">
            {t('wall.dialog.dashboardsFailed')}
          </Text>
        ) : null}
        <NumberInput
          label={t('wall.dialog.every')}
          value={every}
          onChange={(next) => {
            setEvery(next);
            setCopy(null);
          }}
          min={WALL_EVERY_SECONDS.min}
          max={WALL_EVERY_SECONDS.max}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          error={everyError}
          w={220}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id={themeLabelId}>
            {t('wall.dialog.theme')}
          </Text>
          <SegmentedControl
            aria-labelledby={themeLabelId}
            value={theme}
            onChange={(next) => {
              setTheme(next === 'light' || next === 'dark' ? next : 'own');
              setCopy(null);
            }}
            data={[
              { value: 'own', label: t('wall.dialog.theme.own') },
              ...WALL_THEMES.map((value) => ({ value, label: t(`wall.dialog.theme.${value}`) })),
            ]}
            w="fit-content"
          />
        </Stack>
        <Group justify="flex-end" gap="sm">
          {copy ? (
            <Text size="sm" role="status" style={{ wordBreak: 'break-all' }}>
              {copy.done === 'copied' ? t('wall.dialog.copied') : t('wall.dialog.copyFailed', { link: copy.link })}
            </Text>
          ) : null}
          <Button variant="default" onClick={() => void copyLink()} disabled={!href}>
            {t('wall.dialog.copy')}
          </Button>
          <Button onClick={() => href && void navigate({ href })} disabled={!href}>
            {t('wall.dialog.open')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
