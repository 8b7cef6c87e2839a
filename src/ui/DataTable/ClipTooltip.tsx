import { Portal } from '@mantine/core';
import { useEffect, useState } from 'react';
import classes from './DataTable.module.css';

interface Shown {
  text: string;
  left: number;
  top: number;
}

/** Whether a cell's text is cut: clamped to one line, it overflows downwards or sideways. */
export function isClipped(element: Element): boolean {
  return element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1;
}

/**
 * The whole text of a cut name, under it, while the pointer is over it or the keyboard focus is in
 * it. One tooltip per table, by event delegation: a per-cell tooltip would cost a component for
 * each of the thousands of cells a long table scrolls through. Hidden from assistive technology:
 * the cell already holds the whole text, only its drawing is cut.
 */
export function ClipTooltip({ scrollElement }: { scrollElement: HTMLElement | null }) {
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    if (!scrollElement) return;
    const clipSelector = `.${classes.clip}`;
    const show = (event: Event) => {
      const target = event.target instanceof Element ? event.target.closest(clipSelector) : null;
      if (!target || !isClipped(target)) return;
      const text = target.textContent?.trim() ?? '';
      if (text === '') return;
      const rect = target.getBoundingClientRect();
      setShown({ text, left: rect.left, top: rect.bottom + 4 });
    };
    const hide = () => setShown(null);
    const leave = (event: Event) => {
      const target = event.target instanceof Element ? event.target.closest(clipSelector) : null;
      if (target) hide();
    };
    const hideOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    scrollElement.addEventListener('pointerover', show);
    scrollElement.addEventListener('pointerout', leave);
    scrollElement.addEventListener('focusin', show);
    scrollElement.addEventListener('focusout', leave);
    scrollElement.addEventListener('scroll', hide, { passive: true });
    scrollElement.addEventListener('keydown', hideOnEscape);
    window.addEventListener('scroll', hide, { passive: true });
    return () => {
      scrollElement.removeEventListener('pointerover', show);
      scrollElement.removeEventListener('pointerout', leave);
      scrollElement.removeEventListener('focusin', show);
      scrollElement.removeEventListener('focusout', leave);
      scrollElement.removeEventListener('scroll', hide);
      scrollElement.removeEventListener('keydown', hideOnEscape);
      window.removeEventListener('scroll', hide);
    };
  }, [scrollElement]);

  if (!shown) return null;
  return (
    <Portal>
      <div className={classes.clipTooltip} style={{ left: shown.left, top: shown.top }} aria-hidden="true">
        {shown.text}
      </div>
    </Portal>
  );
}
