import type { TAudience, TRole } from './auth/roles';

/** Navigation item of spec point 3; `icon` is the name of a Material icon (see nav-icons.ts). */
export type TNavItemType = 'item' | 'link' | 'collapse' | 'group' | 'subheader' | 'divider';

export type TNavBadge = { title: string; bg: string; fg: string };

export type TNavItem = {
  id: string;
  title: string;
  type: TNavItemType;
  icon?: string;
  url?: string;
  exact?: boolean;
  target?: '_blank' | '_self';
  badge?: TNavBadge;
  /** Roles that see the item; absent or null: everyone. */
  auth?: readonly TRole[] | null;
  /**
   * The outside audiences (respondents, clients) that see the item and what it holds (issue 32): they see only
   * what lists their audience, here or on a containing item, whatever `auth` says. The team and the public
   * see by `auth` alone.
   */
  audiences?: readonly TAudience[];
  children?: readonly TNavItem[];
};
