import { useRouter } from '@tanstack/react-router';
import { defaultRangeExtractor, useVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import classes from './StructureTree.module.css';
import { TreeItemRow } from './TreeItemRow';
import { treeKeyAction, typeAheadIndex } from './treeKeys';
import { nodePath, type VisibleItem } from './visibleItems';

/** A client or site row has its counts on a second line. */
const rowHeight = (item: VisibleItem | undefined) => (item && item.node.kind !== 'project' ? 46 : 30);
/** Window height assumed until the panel has a size (before layout, in jsdom). */
const FALLBACK_HEIGHT = 640;

interface StructureTreeProps {
  label: string;
  items: readonly VisibleItem[];
  currentKey: string | undefined;
  query: string;
  onToggle: (key: string, open: boolean) => void;
}

/**
 * The client → site → project tree (WAI-ARIA APG tree view, navigation variant): one tab stop
 * (roving tabindex), ↑ ↓ Home End to move, → ← to open, close or go to the parent, a letter to
 * jump by name, Enter or a click to open the page. Only the rows in the scroll window are in the
 * DOM; each says its level, its position and the size of its set, so nothing is lost to a screen
 * reader.
 */
export function StructureTree({ label, items, currentKey, query, onToggle }: StructureTreeProps) {
  const router = useRouter();
  const baseId = useId();
  const idOf = (key: string) => `${baseId}-${key.replace(':', '-')}`;
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const [focusedKey, setFocusedKey] = useState<string | undefined>(undefined);
  const focusRequest = useRef<string | null>(null);

  const indexOf = (key: string | undefined) => (key ? items.findIndex((item) => item.node.key === key) : -1);
  const focusedIndex = Math.max(0, indexOf(focusedKey) >= 0 ? indexOf(focusedKey) : indexOf(currentKey));

  // The app does not use the React Compiler, whose memoisation this rule guards against.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLLIElement>({
    count: items.length,
    getScrollElement: () => scroller,
    estimateSize: (index) => rowHeight(items[index]),
    getItemKey: (index) => items[index]?.node.key ?? index,
    overscan: 8,
    // The tab stop stays in the DOM even when scrolled away, so Tab always reaches the tree.
    rangeExtractor: (range) => [...new Set([...defaultRangeExtractor(range), focusedIndex])].sort((a, b) => a - b),
    initialRect: { width: 0, height: FALLBACK_HEIGHT },
    // Sized by a ResizeObserver only, with no read of the element's size during the commit: that
    // read forced a layout of the whole page before its first paint (the bench's largest cost).
    observeElementRect: (instance: Virtualizer<HTMLDivElement, HTMLLIElement>, callback: (rect: Rect) => void) => {
      const element = instance.scrollElement;
      if (!element || typeof ResizeObserver === 'undefined') return undefined;
      const observer = new ResizeObserver(([entry]) => {
        const rect = entry?.contentRect;
        if (rect) callback({ width: rect.width, height: rect.height > 0 ? rect.height : FALLBACK_HEIGHT });
      });
      observer.observe(element);
      return () => observer.disconnect();
    },
  });

  // The current entity (from the URL) is scrolled into view when it changes.
  const currentIndex = indexOf(currentKey);
  useEffect(() => {
    if (currentIndex >= 0) virtualizer.scrollToIndex(currentIndex, { align: 'auto' });
  }, [currentIndex, virtualizer]);

  // A focus moved by the keyboard lands once its row is rendered (it may be outside the window).
  useEffect(() => {
    const key = focusRequest.current;
    if (!key) return;
    const element = document.getElementById(idOf(key));
    if (element) {
      focusRequest.current = null;
      element.focus();
    }
  });

  const moveFocus = (index: number) => {
    const key = items[index]?.node.key;
    if (!key) return;
    setFocusedKey(key);
    focusRequest.current = key;
    virtualizer.scrollToIndex(index, { align: 'auto' });
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const action = treeKeyAction(items, index, event.key);
    if (action.kind === 'focus') moveFocus(action.index);
    else if (action.kind === 'toggle') onToggle(action.key, action.open);
    else if (event.key.length === 1 && event.key !== ' ') {
      const next = typeAheadIndex(items, index, event.key);
      if (next !== undefined) moveFocus(next);
    } else return;
    event.preventDefault();
  };

  const onOpen = (item: VisibleItem, href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified or middle click is the browser's (a new tab); a plain one stays in the app.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setFocusedKey(item.node.key);
    if (item.expanded === false) onToggle(item.node.key, true);
    void router.navigate({ href });
  };

  return (
    <div ref={setScroller} className={classes.scroller}>
      <ul role="tree" aria-label={label} className={classes.tree} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index];
          if (!item) return null;
          const href = nodePath(item.node);
          return (
            <li
              key={row.key}
              role="none"
              className={classes.row}
              style={{ height: row.size, transform: `translateY(${row.start}px)` }}
            >
              <TreeItemRow
                item={item}
                id={idOf(item.node.key)}
                href={router.history.createHref(href)}
                query={query}
                current={item.node.key === currentKey}
                tabbable={row.index === focusedIndex}
                onOpen={onOpen(item, href)}
                onToggle={(open) => onToggle(item.node.key, open)}
                onFocus={() => setFocusedKey(item.node.key)}
                onKeyDown={onKeyDown(row.index)}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
