import { Anchor, type AnchorProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithoutRef } from 'react';

type MantineAnchorProps = AnchorProps & ComponentPropsWithoutRef<'a'>;

function MantineAnchor(props: MantineAnchorProps) {
  return <Anchor {...props} />;
}

/**
 * A Mantine anchor that navigates with the router, keeping the router's typing of `to`, `params`
 * and `search` (Anchor's `component={Link}` loses it).
 */
export const AnchorLink = createLink(MantineAnchor);
