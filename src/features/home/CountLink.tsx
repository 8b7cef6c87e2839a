import type { ReactNode } from 'react';
import { AnchorLink } from '../../navigation/AnchorLink';
import type { HomeCountLink } from './homeRows';

interface CountLinkProps {
  link: HomeCountLink;
  /** Says what is counted and for which project: the number alone means nothing to a screen reader. */
  label: string;
  children: ReactNode;
  highlighted?: boolean;
}

/** One count of the data quality table, leading to the events (or variables) it counts. */
export function CountLink({ link, label, children, highlighted = false }: CountLinkProps) {
  const style = { fontVariantNumeric: 'tabular-nums', fontWeight: highlighted ? 700 : undefined } as const;
  // Red 9: orange's darkest shade misses the AA contrast on striped rows.
  const color = highlighted ? 'var(--mantine-color-red-text)' : undefined;
  return link.to === '/events' ? (
    <AnchorLink to="/events" search={link.search} aria-label={label} c={color} style={style}>
      {children}
    </AnchorLink>
  ) : (
    <AnchorLink to="/automatic-variables" search={link.search} aria-label={label} c={color} style={style}>
      {children}
    </AnchorLink>
  );
}
