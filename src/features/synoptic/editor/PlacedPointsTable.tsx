import { Button, Table, TextInput, VisuallyHidden } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useMessage } from '../../../i18n/useMessage';
import type { DraftPoint } from './synopticDraft';

export interface PlacedPointsTableProps {
  points: readonly DraftPoint[];
  onLabel: (id: DraftPoint['id'], label: string | null) => void;
  onRemove: (id: DraftPoint['id']) => void;
}

/** The variables placed on the image: their label (shown instead of the name), position and removal. */
export function PlacedPointsTable({ points, onLabel, onRemove }: PlacedPointsTableProps) {
  const t = useMessage();
  const intl = useIntl();
  const percent = (value: number) => intl.formatNumber(value * 100, { maximumFractionDigits: 1 });
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={t('synoptic.points.label')} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('synoptic.points.variable')}</Table.Th>
            <Table.Th>{t('synoptic.points.markerLabel')}</Table.Th>
            <Table.Th>{t('synoptic.points.position')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('synoptic.points.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {points.map((point) => (
            <Table.Tr key={point.id}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {point.variableName}
                {point.unit ? ` (${point.unit})` : ''}
              </Table.Td>
              <Table.Td>
                <TextInput
                  size="xs"
                  aria-label={t('synoptic.points.labelOf', { name: point.variableName })}
                  value={point.label ?? ''}
                  maxLength={80}
                  onChange={(event) =>
                    onLabel(point.id, event.currentTarget.value === '' ? null : event.currentTarget.value)
                  }
                />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {t('synoptic.points.at', { x: percent(point.x), y: percent(point.y) })}
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => onRemove(point.id)}
                  aria-label={t('synoptic.points.remove', { name: point.variableName })}
                >
                  {t('synoptic.points.removeShort')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
