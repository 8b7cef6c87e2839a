import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { structureChoicesQuery } from '../../../entities/structure/structureChoices';
import { useMessage } from '../../../i18n/useMessage';

export interface ProjectFieldProps {
  value: number | null;
  onChange: (projectId: number | null) => void;
  error?: string;
  readOnly: boolean;
}

/**
 * The project whose variables are modelled, searched by name and shown with its site (two projects
 * may share a name); the hidden test structure is never offered (structureChoicesQuery).
 */
export function ProjectField({ value, onChange, error, readOnly }: ProjectFieldProps) {
  const t = useMessage();
  const { data, isPending } = useQuery(structureChoicesQuery());
  const options = useMemo(
    () =>
      (data?.projects ?? []).map((project) => ({
        value: String(project.id),
        label: `${project.name} (${project.place.name})`,
      })),
    [data],
  );
  return (
    <Select
      label={t('analytics.project.label')}
      placeholder={t('analytics.project.choose')}
      nothingFoundMessage={t('analytics.project.nothingFound')}
      data={options}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      searchable
      required
      disabled={isPending}
      readOnly={readOnly}
      error={error}
      comboboxProps={{ withinPortal: true }}
      maw={420}
    />
  );
}
