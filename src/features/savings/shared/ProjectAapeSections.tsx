import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ListPage } from '../../../api/listPage';
import type { QueryRegion } from '../../../api/queryRegion';
import { aapesByNumber, type Aape } from '../../../entities/savings/api';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';

interface ProjectAapeSectionsProps {
  /** The project's AAPE read (projectAapesQuery). */
  aapes: QueryRegion<ListPage<Aape>>;
  /** What the read brings, for "Could not load {what}". */
  what: string;
  /** Said when the project has no AAPE. */
  emptyText: string;
  /** Tells the sections of one tab from another's in the page's ids. */
  idPrefix: string;
  sectionTitle: (aape: Aape) => string;
  children: (aape: Aape) => ReactNode;
}

/**
 * A project's tab made of its AAPE (perimeters, balances): each AAPE by number in a section named
 * by its title, so that a screen reader can jump from one AAPE to the next.
 */
export function ProjectAapeSections({
  aapes,
  what,
  emptyText,
  idPrefix,
  sectionTitle,
  children,
}: ProjectAapeSectionsProps) {
  return (
    <DataRegion
      region={aapes}
      what={what}
      placeholder={<Skeleton h={200} />}
      isEmpty={(page) => page.data.length === 0}
      empty={
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      }
    >
      {(page) => (
        <Stack gap="md">
          {aapesByNumber(page.data).map((aape) => (
            <Paper
              key={aape.id}
              component="section"
              aria-labelledby={`${idPrefix}-aape-${aape.id}`}
              withBorder
              radius="sm"
              p="md"
            >
              <Stack gap="sm">
                <Title order={2} size="h4" id={`${idPrefix}-aape-${aape.id}`}>
                  {sectionTitle(aape)}
                </Title>
                {children(aape)}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </DataRegion>
  );
}
