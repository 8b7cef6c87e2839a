import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { DateField, type DateFieldProps } from './DateField';

export type FormDateFieldProps<T extends FieldValues, TContext, TOut extends FieldValues> = Omit<
  DateFieldProps,
  'value' | 'onChange' | 'name' | 'inputRef'
> & {
  control: Control<T, TContext, TOut>;
  /** A text field of the form: ISO wall-clock text, or what was typed while it is not a date. */
  name: FieldPathByValue<T, string>;
  /** Fields validated again when this one changes (an end checked against its start). */
  deps?: FieldPathByValue<T, string>[];
};

/** A `DateField` bound to a react-hook-form text field. */
export function FormDateField<T extends FieldValues, TContext, TOut extends FieldValues>({
  control,
  name,
  deps,
  onBlur,
  ...props
}: FormDateFieldProps<T, TContext, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      {...(deps ? { rules: { deps } } : {})}
      render={({ field }) => (
        <DateField
          {...props}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={(event) => {
            field.onBlur();
            onBlur?.(event);
          }}
          inputRef={field.ref}
        />
      )}
    />
  );
}
