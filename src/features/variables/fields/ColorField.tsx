import { CheckIcon, ColorInput, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useMessage } from '../../../i18n/useMessage';
import { CHART_PALETTE } from '../../../ui/Chart/palette';

export interface ColorFieldProps {
  value: string;
  onChange: (color: string) => void;
  onBlur: () => void;
  error?: string;
  name: string;
  readOnly?: boolean;
}

const PALETTE: readonly string[] = CHART_PALETTE;

/**
 * The variable's colour: one of the chart palette's eight (spec 000 §9), or any other typed or
 * picked. The palette is a row of buttons as well as the picker's swatches: the picker's swatches
 * cannot be reached with the keyboard, the buttons can.
 */
export function ColorField({ value, onChange, onBlur, error, name, readOnly = false }: ColorFieldProps) {
  const t = useMessage();
  const paletteLabelId = useId();
  const current = value.trim().toLowerCase();
  return (
    <Stack gap={6}>
      <ColorInput
        label={t('variables.fields.color')}
        description={t('variables.fields.color.description')}
        name={name}
        format="hex"
        swatches={[...PALETTE]}
        swatchesPerRow={8}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
        required={!readOnly}
        readOnly={readOnly}
        eyeDropperButtonProps={{ 'aria-label': t('variables.fields.color.eyeDropper') }}
      />
      {readOnly ? null : (
        <Group gap={6} role="group" aria-labelledby={paletteLabelId} wrap="wrap">
          <Text id={paletteLabelId} size="xs" c="dimmed" mr={4}>
            {t('variables.fields.color.palette')}
          </Text>
          {PALETTE.map((color, index) => {
            const chosen = current === color;
            return (
              <ColorSwatch
                key={color}
                component="button"
                type="button"
                color={color}
                size={24}
                aria-label={t('variables.fields.color.swatch', { number: index + 1, color })}
                aria-pressed={chosen}
                onClick={() => onChange(color)}
                style={{ cursor: 'pointer', color: 'white' }}
              >
                {chosen ? <CheckIcon size={12} /> : null}
              </ColorSwatch>
            );
          })}
        </Group>
      )}
    </Stack>
  );
}
