import { Badge, Box, Group, Loader, VisuallyHidden } from '@mantine/core';
import type { ImportStatus } from '../../../entities/transfers/importWorkflow';
import { useMessage } from '../../../i18n/useMessage';
import { badgeTextColor } from '../../../ui/badgeTextColor';
import { importStatusColor, importStepViews, STEP_COLOR, type ImportStepState } from './importSteps';

const DOT = 10;

/** A step's dot: filled when passed or reached, a ring when still to come, dashed when skipped. */
function StepDot({ state }: { state: ImportStepState }) {
  const color = `var(--mantine-color-${STEP_COLOR[state]}-${state === 'todo' || state === 'skipped' ? 4 : 7})`;
  const filled = state !== 'todo' && state !== 'skipped';
  return (
    <Box
      component="span"
      aria-hidden="true"
      style={{
        display: 'inline-block',
        width: DOT,
        height: DOT,
        borderRadius: '50%',
        background: filled ? color : 'transparent',
        border: `2px ${state === 'skipped' ? 'dashed' : 'solid'} ${color}`,
        boxSizing: 'border-box',
      }}
    />
  );
}

/**
 * An import's place in the three steps of spec 001 §4 (processing; decision; outcome), as three dots
 * joined by a line, then the translated status: the last dot's colour says success (green), failure
 * (red) or cancelled (grey), orange asks the user to decide. Screen readers get the steps in words.
 */
export function ImportStepper({ status }: { status: ImportStatus }) {
  const t = useMessage();
  const views = importStepViews(status);
  const color = importStatusColor(status);
  return (
    <Group gap={8} wrap="nowrap">
      <Box component="ol" m={0} p={0} style={{ display: 'flex', alignItems: 'center', listStyle: 'none' }}>
        {views.map((view) => (
          <Box component="li" key={view.step} style={{ display: 'flex', alignItems: 'center' }}>
            {view.step > 1 ? (
              <Box
                component="span"
                aria-hidden="true"
                style={{ display: 'inline-block', width: 10, height: 2, background: 'var(--mantine-color-gray-4)' }}
              />
            ) : null}
            <StepDot state={view.state} />
            <VisuallyHidden>
              {t('manualConfig.step.label', {
                step: view.step,
                name: t(`manualConfig.step.name${view.step}`),
                state: t(`manualConfig.step.state.${view.state}`),
              })}
            </VisuallyHidden>
          </Box>
        ))}
      </Box>
      {status === 'validating' || status === 'confirmed' ? <Loader size={12} aria-hidden="true" /> : null}
      <Badge size="sm" variant="light" color={color} c={badgeTextColor(color)}>
        {t(`import.status.${status}`)}
      </Badge>
    </Group>
  );
}
