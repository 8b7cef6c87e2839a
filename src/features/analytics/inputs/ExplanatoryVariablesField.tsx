import { ActionIcon, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  addExplanatory,
  clearExplanatory,
  removeExplanatory,
  type VariableWithAggregation,
} from '../../../entities/analytics/explanatoryVariables';
import { variablesResource, type Variable } from '../../../entities/variables/api';
import type { AggregationRef } from '../../../entities/variables/refs';
import { VariablePicker } from '../../../entities/variables/VariablePicker/VariablePicker';
import { useMessage } from '../../../i18n/useMessage';
import { AggregationSelect, useAggregationName } from './AggregationSelect';

export interface ExplanatoryVariablesFieldProps {
  projectId: number | null;
  value: readonly VariableWithAggregation[];
  variables: ReadonlyMap<number, Variable>;
  aggregations: readonly AggregationRef[];
  onChange: (next: VariableWithAggregation[]) => void;
  error?: string;
  readOnly: boolean;
}

/**
 * spec 001 §4: explanatory variables are added one at a time (a variable and its aggregation),
 * removed by variable id and aggregation id, or cleared. The same variable may explain twice with
 * two aggregations (its mean and its maximum), never twice with the same one.
 */
export function ExplanatoryVariablesField(props: ExplanatoryVariablesFieldProps) {
  const t = useMessage();
  const { value, variables, readOnly, projectId } = props;
  const aggregationName = useAggregationName(props.aggregations);
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<Variable | null>(null);
  const [aggregationId, setAggregationId] = useState<number | null>(null);
  const nameOf = (pair: VariableWithAggregation) =>
    variables.get(pair.variableId)?.name ?? t('analytics.variable.unknown', { id: pair.variableId });
  const aggregationOf = (pair: VariableWithAggregation) => aggregationName(pair.aggregationId) ?? '';
  const unitOf = (pair: VariableWithAggregation) => variables.get(pair.variableId)?.unit.name ?? '';
  const chosen = (candidate: Variable) => value.some((pair) => pair.variableId === candidate.id);

  const add = () => {
    if (!picked || aggregationId === null) return;
    // The picked variable is the one the row names: no second read of it.
    queryClient.setQueryData(variablesResource.detailQuery(picked.id).queryKey, picked);
    props.onChange(addExplanatory(value, { variableId: picked.id, aggregationId }));
    setPicked(null);
    setAggregationId(null);
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="analytics-explanatory-title">
      <Group justify="space-between" align="center">
        <Title order={3} size="h5" id="analytics-explanatory-title">
          {t('analytics.explanatory.title')}
        </Title>
        {!readOnly && value.length > 0 ? (
          <Button variant="subtle" size="compact-sm" color="red" onClick={() => props.onChange(clearExplanatory())}>
            {t('analytics.explanatory.clear')}
          </Button>
        ) : null}
      </Group>
      {value.length === 0 ? (
        <Text size="sm" c={props.error ? 'var(--mantine-color-red-text)' : 'dimmed'} id="analytics-explanatory-empty">
          {props.error ?? t('analytics.explanatory.none')}
        </Text>
      ) : (
        <Stack
          component="ul"
          gap={4}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('analytics.explanatory.list')}
        >
          {value.map((pair) => {
            const unit = unitOf(pair);
            const label = t(unit ? 'analytics.explanatory.item' : 'analytics.explanatory.itemNoUnit', {
              name: nameOf(pair),
              aggregation: aggregationOf(pair),
              unit,
            });
            return (
              <Group
                component="li"
                key={`${pair.variableId}:${pair.aggregationId}`}
                justify="space-between"
                wrap="nowrap"
              >
                <Text size="sm">{label}</Text>
                {readOnly ? null : (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('analytics.explanatory.remove', { name: label })}
                    onClick={() => props.onChange(removeExplanatory(value, pair))}
                  >
                    ×
                  </ActionIcon>
                )}
              </Group>
            );
          })}
        </Stack>
      )}
      {props.error && value.length > 0 ? (
        <Text size="sm" c="var(--mantine-color-red-text)">
          {props.error}
        </Text>
      ) : null}
      {readOnly ? null : (
        <Group align="flex-end" gap="sm" wrap="wrap">
          <div style={{ flex: '1 1 260px', minWidth: 220 }}>
            <VariablePicker
              label={t('analytics.explanatory.pick')}
              filter={projectId === null ? undefined : { projectId }}
              disabled={projectId === null}
              optionNote={(candidate) => (chosen(candidate) ? t('analytics.explanatory.alreadyChosen') : null)}
              value={picked}
              onChange={(next) => {
                setPicked(next);
                setAggregationId(next ? next.aggregationId : null);
              }}
            />
          </div>
          <AggregationSelect
            label={t('analytics.explanatory.aggregation')}
            aggregations={props.aggregations}
            value={aggregationId}
            disabled={picked === null}
            onChange={setAggregationId}
          />
          <Button variant="outline" disabled={picked === null || aggregationId === null} onClick={add}>
            {t('analytics.explanatory.add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
