import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMessage } from '../../../../i18n/useMessage';
import classes from './FieldList.module.css';

export interface Field {
  label: string;
  /** Null or empty: the field is shown as not set. */
  value: ReactNode;
  /** Free text whose line breaks matter (a procedure): kept as written, never read as HTML. */
  multiline?: boolean;
}

const isMissing = (value: ReactNode) => value === null || value === undefined || value === '';

/** A record's fields as a definition list: label, then value or "Not set". */
export function FieldList({ fields }: { fields: readonly Field[] }) {
  const t = useMessage();
  return (
    <Box component="dl" className={classes.list}>
      {fields.map((field) => (
        <div key={field.label} className={classes.row}>
          <Text component="dt" size="sm" c="dimmed" fw={500}>
            {field.label}
          </Text>
          <Text component="dd" size="sm" className={field.multiline ? classes.multiline : classes.value}>
            {isMissing(field.value) ? (
              <Text span size="sm" c="dimmed" fs="italic">
                {t('common.notSet')}
              </Text>
            ) : (
              field.value
            )}
          </Text>
        </div>
      ))}
    </Box>
  );
}
