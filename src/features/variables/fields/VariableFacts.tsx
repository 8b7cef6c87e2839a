import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from 'react';
import type { Variable } from '../../../entities/variables/api';
import { useMessage } from '../../../i18n/useMessage';
import { DEFAULT_TIME_ZONE, formatDateTime } from '../../../lib/dateFormat';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Box component="dd" m={0} fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

export interface VariableFactsProps {
  variable: Variable;
  /** Shown under the facts: links and notes of the screen (history, where data comes from). */
  children?: ReactNode;
}

/**
 * What a user reads but does not set on a variable (spec 000 §3 Variable): the technical id,
 * the kind, the site and its client, the projects, the acquisition device, the first and last
 * data dates in Europe/Paris (DD/MM/YYYY HH:mm, spec 000 §9), or "no data yet". Values are text.
 */
export function VariableFacts({ variable, children }: VariableFactsProps) {
  const t = useMessage();
  const titleId = useId();
  const noData = t('variables.fields.facts.noDataYet');
  const date = (value: string | null | undefined) => (value ? formatDateTime(value, DEFAULT_TIME_ZONE) : noData);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={titleId}>
          {t('variables.fields.facts.title')}
        </Title>
        <Stack component="dl" gap="sm" m={0}>
          <Fact label={t('variables.fields.facts.technicalId')}>{variable.sourceTechnicalName || '—'}</Fact>
          <Fact label={t('variables.fields.facts.kind')}>{t(`variables.fields.kind.${variable.type}`)}</Fact>
          <Fact label={t('variables.fields.facts.site')}>
            {t('variables.fields.facts.siteOfClient', {
              site: variable.place.name,
              client: variable.place.client.name,
            })}
          </Fact>
          <Fact label={t('variables.fields.facts.projects')}>
            {variable.projects.length === 0
              ? t('variables.fields.facts.noProject')
              : variable.projects.map((project) => project.name).join(', ')}
          </Fact>
          <Fact label={t('variables.fields.facts.device')}>
            {variable.acquisitionDevice?.name ?? t('variables.fields.facts.noDevice')}
          </Fact>
          <Fact label={t('variables.fields.facts.firstData')}>{date(variable.firstDataDate)}</Fact>
          <Fact label={t('variables.fields.facts.lastData')}>{date(variable.lastDataDate)}</Fact>
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
