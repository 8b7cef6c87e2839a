import { Badge, Checkbox, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { ListPage } from '../../../api/listPage';
import type { QueryRegion } from '../../../api/queryRegion';
import { describeScenario } from '../../../entities/alerting/scenarioSchedule';
import type { Scenario } from '../../../entities/alerting/scenariosApi';
import { useMessage } from '../../../i18n/useMessage';
import { RegionFailure } from '../../../ui/DataRegion/RegionFailure';
import { RegionLoading } from '../../../ui/DataRegion/RegionLoading';
import { RegionStaleLine } from '../../../ui/DataRegion/RegionStaleLine';
import type { AlertFormOutput, AlertFormValues } from './alertFormSchema';
import { fieldDomId, useAlertFieldError } from './useAlertFieldError';

export interface ScenariosTabProps {
  form: UseFormReturn<AlertFormValues, unknown, AlertFormOutput>;
  /** The site's scenarios and the global ones; null until a project (and so a site) is chosen. */
  region: QueryRegion<ListPage<Scenario>> | null;
  readOnly: boolean;
}

/** Global scenarios first, then the site's, each by name. */
const byScope = (left: Scenario, right: Scenario) =>
  Number(left.placeId !== null) - Number(right.placeId !== null) || left.name.localeCompare(right.name, 'fr');

/**
 * spec 000 §2 "scenarios": when the alert is active, among the site's and the global scenarios,
 * each with its schedule (spec 000 §3 "Xh to Yh" with three-letter French day abbreviations). None
 * chosen: the alert is always active.
 */
export function ScenariosTab({ form, region, readOnly }: ScenariosTabProps) {
  const t = useMessage();
  const errorText = useAlertFieldError();
  const what = t('alertEditor.scenarios.what');
  if (region === null) return <Text>{t('alertEditor.scenarios.projectFirst')}</Text>;
  if (region.state === 'loading') return <RegionLoading slow={region.slow} placeholder={<Skeleton h={160} />} />;
  if (region.state === 'failed') return <RegionFailure what={what} error={region.error} onRetry={region.retry} />;
  const scenarios = [...region.data.data].sort(byScope);

  return (
    <Stack gap="sm">
      {region.state === 'stale' ? (
        <RegionStaleLine what={what} error={region.error} updatedAt={region.updatedAt} onRetry={region.retry} />
      ) : null}
      <Controller
        control={form.control}
        name="scenarioIds"
        render={({ field, fieldState }) => (
          <Checkbox.Group
            id={fieldDomId('scenarioIds')}
            label={t('alertEditor.scenarios.label')}
            description={
              field.value.length === 0 ? t('alertEditor.scenarios.alwaysActive') : t('alertEditor.scenarios.anyActive')
            }
            value={field.value.map(String)}
            onChange={(next) => {
              if (!readOnly) field.onChange(next.map(Number));
            }}
            error={errorText(fieldState.error?.message)}
          >
            {scenarios.length === 0 ? (
              <Text size="sm" mt="sm">
                {t('alertEditor.scenarios.none')}
              </Text>
            ) : (
              <Stack gap="sm" mt="sm">
                {scenarios.map((scenario, index) => (
                  <Checkbox
                    key={scenario.id}
                    value={String(scenario.id)}
                    ref={index === 0 ? field.ref : undefined}
                    disabled={readOnly}
                    onBlur={field.onBlur}
                    label={
                      <Group gap={6} component="span">
                        <span>{scenario.name}</span>
                        {scenario.placeId === null ? (
                          <Badge size="xs" variant="outline" color="gray.8" component="span">
                            {t('alertEditor.scenarios.global')}
                          </Badge>
                        ) : null}
                      </Group>
                    }
                    description={
                      describeScenario(scenario, { to: t('alertEditor.scenarios.to') }).text ||
                      t('alertEditor.scenarios.never')
                    }
                  />
                ))}
              </Stack>
            )}
          </Checkbox.Group>
        )}
      />
    </Stack>
  );
}
