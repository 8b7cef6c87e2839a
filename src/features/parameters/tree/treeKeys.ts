import type { VisibleItem } from './visibleItems';

/**
 * What a key does in the navigator (WAI-ARIA APG tree view): the item to focus next, or a node
 * to open or close. Enter is the link's own: it opens the focused item's page.
 */
export type TreeKeyAction =
  { kind: 'focus'; index: number } | { kind: 'toggle'; key: string; open: boolean } | { kind: 'none' };

export function treeKeyAction(items: readonly VisibleItem[], index: number, key: string): TreeKeyAction {
  const item = items[index];
  if (!item) return { kind: 'none' };
  const focus = (next: number) =>
    next >= 0 && next < items.length && next !== index
      ? { kind: 'focus' as const, index: next }
      : { kind: 'none' as const };
  switch (key) {
    case 'ArrowDown':
      return focus(index + 1);
    case 'ArrowUp':
      return focus(index - 1);
    case 'Home':
      return focus(0);
    case 'End':
      return focus(items.length - 1);
    case 'ArrowRight':
      if (item.expanded === false) return { kind: 'toggle', key: item.node.key, open: true };
      if (item.expanded === true)
        return items[index + 1]?.parentKey === item.node.key ? focus(index + 1) : { kind: 'none' };
      return { kind: 'none' };
    case 'ArrowLeft':
      if (item.expanded === true) return { kind: 'toggle', key: item.node.key, open: false };
      if (item.parentKey) return focus(items.findIndex((candidate) => candidate.node.key === item.parentKey));
      return { kind: 'none' };
    default:
      return { kind: 'none' };
  }
}

/** Type-ahead: the next item after `index` whose name starts with the typed text, wrapping around. */
export function typeAheadIndex(items: readonly VisibleItem[], index: number, typed: string): number | undefined {
  const wanted = typed.toLocaleLowerCase('fr');
  for (let step = 1; step <= items.length; step += 1) {
    const candidate = (index + step) % items.length;
    if (items[candidate]?.node.name.toLocaleLowerCase('fr').startsWith(wanted)) return candidate;
  }
  return undefined;
}
