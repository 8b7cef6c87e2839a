import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { variablesResource, type Variable } from '../../../entities/variables/api';
import { VariablePicker } from '../../../entities/variables/VariablePicker/VariablePicker';
import { useMessage } from '../../../i18n/useMessage';
import type { MeasureValue } from './perimeterForm';

export interface MeasureFieldProps {
  label: string;
  description?: string;
  projectId: number;
  value: MeasureValue | null;
  onChange: (next: MeasureValue | null) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * One measure of a perimeter: a variable of the AAPE's project (spec 001 §3), chosen with the
 * shared picker. A measure the perimeter already has is read once so that the picker shows it
 * as a chip like a picked one.
 */
export function MeasureField({ label, description, projectId, value, onChange, error, disabled }: MeasureFieldProps) {
  const t = useMessage();
  const [picked, setPicked] = useState<Variable | null>(null);
  const known = picked !== null && value !== null && picked.id === value.id ? picked : null;
  const stored = useQuery({ ...variablesResource.detailQuery(value?.id ?? 0), enabled: value !== null && !known });
  const shown = known ?? (value !== null && stored.data?.id === value.id ? stored.data : null);
  // Until (or unless) the variable is read, its name still says what is chosen.
  const note =
    value !== null && shown === null ? t('savings.perimeters.measure.chosen', { name: value.name }) : description;
  return (
    <VariablePicker
      label={label}
      filter={{ projectId }}
      value={shown}
      onChange={(next) => {
        setPicked(next);
        onChange(next ? { id: next.id, name: next.name } : null);
      }}
      {...(note === undefined ? {} : { description: note })}
      {...(error === undefined ? {} : { error })}
      {...(disabled === undefined ? {} : { disabled })}
    />
  );
}
