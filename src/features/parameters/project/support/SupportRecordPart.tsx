import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SupportRecord } from '../../../../entities/structure/supportApi';
import { DataRegion } from '../../../../ui/DataRegion/DataRegion';
import { SupportSection } from './SupportSection';
import { useSupportRecord, type ChoiceLabelOf } from './useSupportRecord';

/** A part that is absent, an empty list, or an object whose every field is empty: nothing recorded. */
export function isEmptyPart(part: unknown): boolean {
  if (part === null || part === undefined || part === '') return true;
  if (Array.isArray(part)) return part.length === 0;
  if (typeof part === 'object') return Object.values(part).every(isEmptyPart);
  return false;
}

export interface SupportRecordPartProps<T> {
  projectId: number;
  title: string;
  /** As in "Could not load {what}." */
  what: string;
  /** Says what is missing: "No equipment recorded for this project." */
  empty: string;
  pick: (record: SupportRecord) => T | null | undefined;
  children: (part: T, labelOf: ChoiceLabelOf) => ReactNode;
}

/**
 * One part of the support record (system, access, equipment, software, contract: spec 001 §3) as
 * its own section and data region, with an empty state that names what was not recorded.
 */
export function SupportRecordPart<T>({ projectId, title, what, empty, pick, children }: SupportRecordPartProps<T>) {
  const region = useSupportRecord(projectId);
  return (
    <SupportSection title={title}>
      <DataRegion
        region={region}
        what={what}
        isEmpty={(view) => view.record === null || isEmptyPart(pick(view.record))}
        empty={
          <Paper withBorder p="md" radius="sm">
            <Text size="sm" c="dimmed">
              {empty}
            </Text>
          </Paper>
        }
      >
        {(view) => {
          const part = view.record ? pick(view.record) : null;
          return part === null || part === undefined ? null : children(part, view.labelOf);
        }}
      </DataRegion>
    </SupportSection>
  );
}
