import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { structureChoicesQuery } from '../../../entities/structure/structureChoices';
import { useMessage } from '../../../i18n/useMessage';

export interface ProjectSelectProps {
  label: string;
  value: number | null;
  onChange: (projectId: number | null) => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** A filter can be cleared; a form's required field cannot. */
  clearable?: boolean;
  w?: number | string;
  onBlur?: () => void;
}

/**
 * One project, searched by name, each shown with its site so that two projects of the same name
 * differ. The hidden test structure is never offered (structureChoicesQuery, spec 001 §6).
 */
export function ProjectSelect({
  label,
  value,
  onChange,
  error,
  required,
  disabled,
  clearable,
  w,
  onBlur,
}: ProjectSelectProps) {
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
      label={label}
      data={options}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      onBlur={onBlur}
      searchable
      clearable={clearable}
      required={required}
      disabled={disabled || isPending}
      placeholder={t('cpeReport.project.choose')}
      nothingFoundMessage={t('cpeReport.project.nothingFound')}
      comboboxProps={{ withinPortal: true }}
      error={error}
      w={w}
    />
  );
}
