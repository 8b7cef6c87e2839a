import { VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useMessage } from '../../../i18n/useMessage';
import classes from './ScheduleGrid.module.css';
import {
  DAY_COUNT,
  HOUR_COUNT,
  isCellActive,
  moveCell,
  paintStroke,
  toggleCell,
  toggleDay,
  toggleHour,
  type GridCell,
  type Schedule,
} from './scheduleGrid';
import { useScheduleText } from './useScheduleText';

export interface ScheduleGridProps {
  value: Schedule;
  onChange: (next: Schedule) => void;
  /** Ids of the help and error texts that describe the grid. */
  describedBy?: string;
  invalid?: boolean;
  readOnly?: boolean;
}

const DAYS = Array.from({ length: DAY_COUNT }, (_, day) => day);
const HOURS = Array.from({ length: HOUR_COUNT }, (_, hour) => hour);
const keyOf = (cell: GridCell) => `${cell.day}:${cell.hour}`;

/** The cell under a pointer event, from the data attributes of the cells. */
function cellOf(target: EventTarget | null): GridCell | null {
  if (!(target instanceof Element)) return null;
  const element = target.closest<HTMLElement>('[data-day][data-hour]');
  if (!element) return null;
  return { day: Number(element.dataset.day), hour: Number(element.dataset.hour) };
}

interface Stroke {
  start: Schedule;
  cells: GridCell[];
}

/**
 * The 7 days × 24 hours grid of a scenario (spec 000 §3), painted with the mouse (press on a cell and
 * drag across others) or with the keyboard (arrow keys move, Space or Enter switches the cell or
 * the header in focus). The header row switches whole hours, the header column whole days. One tab
 * stop (roving tabindex), as the ARIA grid pattern wants.
 */
export function ScheduleGrid({ value, onChange, describedBy, invalid = false, readOnly = false }: ScheduleGridProps) {
  const t = useMessage();
  const text = useScheduleText();
  const table = useRef<HTMLTableElement>(null);
  const [focus, setFocus] = useState<GridCell>({ day: 0, hour: 0 });
  const [stroke, setStroke] = useState<Stroke | null>(null);

  // A drag ends wherever the button is released, inside the grid or not.
  useEffect(() => {
    if (!stroke) return undefined;
    const end = () => setStroke(null);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    return () => {
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
    };
  }, [stroke]);

  const focusCell = (cell: GridCell) => {
    setFocus(cell);
    table.current?.querySelector<HTMLElement>(`[data-focus-key="${keyOf(cell)}"]`)?.focus();
  };

  const activate = (cell: GridCell) => {
    if (readOnly) return;
    if (cell.day < 0) onChange(toggleHour(value, cell.hour));
    else if (cell.hour < 0) onChange(toggleDay(value, cell.day));
    else onChange(toggleCell(value, cell));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      activate(focus);
      return;
    }
    const next = moveCell(focus, event.key, event.ctrlKey);
    if (!next) return;
    event.preventDefault();
    focusCell(next);
  };

  const onPointerDown = (event: PointerEvent<HTMLTableElement>) => {
    const cell = cellOf(event.target);
    if (!cell || readOnly || event.button !== 0) return;
    event.preventDefault();
    // A touch keeps its pointer on the first cell unless released: the cells crossed then get their events.
    const target = event.target as Element;
    if (target.hasPointerCapture?.(event.pointerId)) target.releasePointerCapture(event.pointerId);
    focusCell(cell);
    setStroke({ start: value, cells: [cell] });
    onChange(paintStroke(value, [cell]));
  };

  const onPointerOver = (event: PointerEvent<HTMLTableElement>) => {
    if (!stroke) return;
    const cell = cellOf(event.target);
    if (!cell || stroke.cells.some((crossed) => keyOf(crossed) === keyOf(cell))) return;
    const next = { start: stroke.start, cells: [...stroke.cells, cell] };
    setStroke(next);
    onChange(paintStroke(next.start, next.cells));
  };

  const tabIndexOf = (cell: GridCell) => (keyOf(cell) === keyOf(focus) ? 0 : -1);
  const pressed = (on: boolean) => (on ? classes.on : undefined);

  return (
    <table
      ref={table}
      role="grid"
      aria-label={t('scenario.grid.label')}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-readonly={readOnly || undefined}
      className={classes.grid}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerOver={onPointerOver}
    >
      <thead>
        <tr role="row">
          <th role="columnheader" className={classes.corner}>
            <VisuallyHidden>{t('scenario.grid.dayHeader')}</VisuallyHidden>
          </th>
          {HOURS.map((hour) => (
            <th
              key={hour}
              role="columnheader"
              scope="col"
              className={`${classes.hourHeader} ${pressed(value.hours[hour] === true) ?? ''}`}
              tabIndex={tabIndexOf({ day: -1, hour })}
              data-focus-key={keyOf({ day: -1, hour })}
              aria-label={text.hourRange(hour, hour + 1)}
              aria-selected={value.hours[hour] === true}
              onClick={() => {
                setFocus({ day: -1, hour });
                activate({ day: -1, hour });
              }}
            >
              {hour}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {DAYS.map((day) => (
          <tr key={day} role="row">
            <th
              role="rowheader"
              scope="row"
              className={`${classes.dayHeader} ${pressed(value.days[day] === true) ?? ''}`}
              tabIndex={tabIndexOf({ day, hour: -1 })}
              data-focus-key={keyOf({ day, hour: -1 })}
              aria-label={text.longDays[day]}
              aria-selected={value.days[day] === true}
              onClick={() => {
                setFocus({ day, hour: -1 });
                activate({ day, hour: -1 });
              }}
            >
              {text.shortDays[day]}
            </th>
            {HOURS.map((hour) => {
              const active = isCellActive(value, { day, hour });
              return (
                <td
                  key={hour}
                  role="gridcell"
                  className={`${classes.cell} ${pressed(active) ?? ''}`}
                  tabIndex={tabIndexOf({ day, hour })}
                  data-day={day}
                  data-hour={hour}
                  data-focus-key={keyOf({ day, hour })}
                  aria-selected={active}
                  aria-label={t('scenario.grid.cell', { day: text.longDays[day], from: hour, to: hour + 1, active })}
                />
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
