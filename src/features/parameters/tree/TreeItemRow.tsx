import type { KeyboardEvent, MouseEvent } from 'react';
import { useMessage } from '../../../i18n/useMessage';
import { highlightRuns } from './navigatorSearch';
import classes from './StructureTree.module.css';
import type { VisibleItem } from './visibleItems';

interface TreeItemRowProps {
  item: VisibleItem;
  id: string;
  href: string;
  query: string;
  current: boolean;
  tabbable: boolean;
  onOpen: (event: MouseEvent<HTMLAnchorElement>) => void;
  onToggle: (open: boolean) => void;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLAnchorElement>) => void;
}

/**
 * One node of the navigator: a link (so that middle-click and "open in a new tab" work) that is
 * an ARIA tree item, as in the WAI-ARIA APG navigation tree view. The arrow beside a client or a
 * site opens it with the mouse; the keyboard does it with → and ←.
 */
export function TreeItemRow({
  item,
  id,
  href,
  query,
  current,
  tabbable,
  onOpen,
  onToggle,
  onFocus,
  onKeyDown,
}: TreeItemRowProps) {
  const t = useMessage();
  const { node } = item;
  const counts =
    node.kind === 'client'
      ? t('parameters.tree.clientCounts', { places: item.placeCount ?? 0, projects: node.projectCount })
      : node.kind === 'place'
        ? t('parameters.tree.placeCounts', { projects: node.projectCount })
        : undefined;
  return (
    <a
      id={id}
      href={href}
      role="treeitem"
      className={classes.item}
      style={{ paddingLeft: 4 + (item.level - 1) * 16 }}
      tabIndex={tabbable ? 0 : -1}
      aria-level={item.level}
      aria-setsize={item.setSize}
      aria-posinset={item.posInSet}
      aria-expanded={item.expanded}
      aria-current={current ? 'page' : undefined}
      onClick={onOpen}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
    >
      {item.expanded === undefined ? (
        <span className={classes.spacer} />
      ) : (
        <span
          className={classes.toggle}
          data-open={item.expanded}
          aria-hidden="true"
          onClick={(event) => {
            event.preventDefault();
            event.stopPropagation();
            onToggle(!item.expanded);
          }}
        >
          <svg width="12" height="12" viewBox="0 0 12 12" focusable="false">
            <path d="M4 2l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </span>
      )}
      <span className={classes.text}>
        <span className={classes.name}>
          {highlightRuns(node.name, query).map((run, index) =>
            run.match ? <mark key={index}>{run.text}</mark> : <span key={index}>{run.text}</span>,
          )}
        </span>
        {counts ? <span className={classes.counts}>{counts}</span> : null}
      </span>
    </a>
  );
}
