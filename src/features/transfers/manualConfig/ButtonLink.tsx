import { Button, Menu, type ButtonProps, type MenuItemProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithoutRef } from 'react';

type ButtonAnchorProps = ButtonProps & ComponentPropsWithoutRef<'a'>;

function ButtonAnchor(props: ButtonAnchorProps) {
  return <Button component="a" {...props} />;
}

type MenuItemAnchorProps = MenuItemProps & ComponentPropsWithoutRef<'a'>;

function MenuItemAnchor(props: MenuItemAnchorProps) {
  return <Menu.Item component="a" {...props} />;
}

/** A button that navigates with the router, typed like Link (Button's `component={Link}` loses it). */
export const ButtonLink = createLink(ButtonAnchor);

/** A menu entry that navigates with the router. */
export const MenuItemLink = createLink(MenuItemAnchor);
