import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { structureChoicesQuery } from '../../../entities/structure/structureChoices';
import { useMessage } from '../../../i18n/useMessage';

export interface ProjectSelectProps {
  label: string;
  value: number | null;
  onChange: (projectId: number | null) => void;
  onBlur?: () => void;
  /** The list filter's "all projects"; a form's field has none. */
  placeholder: string;
  clearable?: boolean;
  required?: boolean;
  readOnly?: boolean;
  error?: string;
  id?: string;
  w?: number | string;
}

/**
 * A project among those the user may see (the hidden test projects left out, spec 001 §6),
 * searchable; its site's name beside it tells apart two projects of the same name.
 */
export function ProjectSelect({ value, onChange, clearable = false, ...props }: ProjectSelectProps) {
  const t = useMessage();
  const { data, isPending } = useQuery(structureChoicesQuery());
  const options = (data?.projects ?? []).map((project) => ({
    value: String(project.id),
    label: t('maintenanceReport.project.option', { project: project.name, site: project.place.name }),
  }));
  return (
    <Select
      {...props}
      searchable
      clearable={clearable && !props.readOnly}
      disabled={isPending}
      nothingFoundMessage={t('maintenanceReport.project.nothingFound')}
      data={options}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
    />
  );
}
