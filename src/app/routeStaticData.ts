import type { MessageId } from '../i18n/messages';
import type { PermissionName } from '../lib/permissions';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page title and breadcrumb label; route params are its values. */
    titleId?: MessageId;
    /** The full path of the breadcrumb's previous step, when the page sits below another. */
    parent?: string;
    /** The permission needed to open the page (spec 000 §6). */
    permission?: PermissionName;
    /** The page fills the window without the navigation and header (the wall display). */
    bare?: boolean;
  }
}

export {};
