import { Button, FileButton, Group, List, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { parsePlacementCsv, type PlacementParse } from '../../../entities/synoptic/placementCsv';
import type { Variable } from '../../../entities/variables/api';
import { useMessage } from '../../../i18n/useMessage';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { PLACEMENT_COLUMN_MESSAGES, PLACEMENT_PROBLEM_MESSAGES } from './placementProblemText';
import { useProjectVariables } from './useProjectVariables';

export interface PlacementCsvDialogProps {
  projectId: number;
  onApply: (parse: PlacementParse, variables: readonly Variable[]) => void;
  onClose: () => void;
}

const isCsvFile = (file: File) => /\.(csv|txt)$/i.test(file.name) || /^text\/(csv|plain)/.test(file.type);

/**
 * Places variables from a CSV file (spec 001 §5: "the variable load takes CSV files"): columns
 * technical id, x and y in % of the image, label; `;` or `,`; header optional. Every problem is
 * listed with its line before anything is applied; only the good lines are placed.
 */
export function PlacementCsvDialog({ projectId, onApply, onClose }: PlacementCsvDialogProps) {
  const t = useMessage();
  const variables = useProjectVariables(projectId, true);
  const [parsed, setParsed] = useState<{ file: string; parse: PlacementParse } | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  const read = async (file: File | null, list: readonly Variable[]) => {
    if (!file) return;
    if (!isCsvFile(file)) {
      setParsed(null);
      setRefused(t('synoptic.csv.notCsv', { file: file.name }));
      return;
    }
    const byTechnicalId = new Map<string, number>();
    for (const variable of list) {
      const technical = variable.sourceTechnicalName?.trim();
      if (technical) byTechnicalId.set(technical.toLowerCase(), variable.id);
    }
    const parse = parsePlacementCsv(await file.text(), (id) => byTechnicalId.get(id.toLowerCase()) ?? null);
    setRefused(null);
    setParsed({ file: file.name, parse });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('synoptic.csv.title')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <DataRegion region={variables} what={t('synoptic.csv.variablesWhat')}>
        {(page) => (
          <Stack gap="md">
            <Text size="sm">{t('synoptic.csv.intro')}</Text>
            <Text size="xs" c="dimmed" ff="monospace">
              {t('synoptic.csv.example')}
            </Text>
            <FileButton
              onChange={(file) => void read(file, page.data)}
              accept=".csv,text/csv,text/plain"
              inputProps={{ 'aria-label': t('synoptic.csv.choose') }}
            >
              {(props) => (
                <Button variant="default" {...props}>
                  {t('synoptic.csv.choose')}
                </Button>
              )}
            </FileButton>
            {refused ? (
              <Text role="alert" size="sm" c="var(--mantine-color-red-text)">
                {refused}
              </Text>
            ) : null}
            {parsed ? (
              <Stack gap="xs" aria-live="polite">
                <Text size="sm" fw={600}>
                  {t('synoptic.csv.summary', {
                    file: parsed.file,
                    ready: parsed.parse.rows.length,
                    problems: parsed.parse.problems.length,
                  })}
                </Text>
                {parsed.parse.rows.length > 0 ? (
                  <List size="sm" aria-label={t('synoptic.csv.readyLabel')}>
                    {parsed.parse.rows.map((row) => (
                      <List.Item key={row.line}>
                        {t('synoptic.csv.ready', {
                          line: row.line,
                          id: row.technicalId,
                          x: Math.round(row.x * 1000) / 10,
                          y: Math.round(row.y * 1000) / 10,
                        })}
                      </List.Item>
                    ))}
                  </List>
                ) : null}
                {parsed.parse.problems.length > 0 ? (
                  <Table aria-label={t('synoptic.csv.problemsLabel')} striped>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('synoptic.csv.line')}</Table.Th>
                        <Table.Th>{t('synoptic.csv.column')}</Table.Th>
                        <Table.Th>{t('synoptic.csv.problem')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {parsed.parse.problems.map((problem, index) => (
                        <Table.Tr key={`${problem.line}-${problem.column}-${index}`}>
                          <Table.Td>{problem.line}</Table.Td>
                          <Table.Td>{t(PLACEMENT_COLUMN_MESSAGES[problem.column])}</Table.Td>
                          <Table.Td>{t(PLACEMENT_PROBLEM_MESSAGES[problem.code], { value: problem.value })}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                ) : null}
              </Stack>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button
                disabled={!parsed || parsed.parse.rows.length === 0}
                onClick={() => parsed && onApply(parsed.parse, page.data)}
              >
                {t('synoptic.csv.apply', { count: parsed?.parse.rows.length ?? 0 })}
              </Button>
            </Group>
          </Stack>
        )}
      </DataRegion>
    </Modal>
  );
}
