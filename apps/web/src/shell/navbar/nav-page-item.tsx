import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { isPathInside, NAV_INDENT_MAX, type TNavItem } from '@pesquisemais/shared';
import { Link as RouterLink, useLocation } from 'react-router';
import { useShortcuts } from '@/shell/shortcuts/shortcuts-context';
import { NavIcon } from './nav-icon';

/** Left padding of a nested entry, capped (spec point 9). */
export function navIndent(depth: number): number {
  return Math.min(16 + depth * 16, NAV_INDENT_MAX);
}

export function shortcutLabel(title: string, isShortcut: boolean): string {
  return isShortcut ? `Remover "${title}" dos atalhos` : `Adicionar "${title}" aos atalhos`;
}

type TProps = { item: TNavItem; depth: number; isCompact: boolean; onNavigate?: () => void };

/** A page of the menu, with the star that adds it to or removes it from the shortcuts. */
export function NavPageItem({ item, depth, isCompact, onNavigate }: TProps) {
  const { pathname } = useLocation();
  const { isShortcut, toggle } = useShortcuts();
  const url = item.url ?? '#';
  const isActive = item.exact ? pathname === url : isPathInside(pathname, url);
  const isStarred = isShortcut(item.id);
  const linkProps =
    item.type === 'link'
      ? { component: 'a' as const, href: url, target: item.target }
      : { component: RouterLink, to: url, target: item.target };

  return (
    <ListItem
      disablePadding
      secondaryAction={
        isCompact ? undefined : (
          <IconButton
            size="small"
            edge="end"
            aria-label={shortcutLabel(item.title, isStarred)}
            aria-pressed={isStarred}
            onClick={() => toggle(item.id)}
          >
            {isStarred ? <Star fontSize="small" color="warning" /> : <StarBorder fontSize="small" />}
          </IconButton>
        )
      }
    >
      <ListItemButton
        {...linkProps}
        selected={isActive}
        onClick={onNavigate}
        title={isCompact ? item.title : undefined}
        sx={{ pl: `${isCompact ? 20 : navIndent(depth)}px`, minHeight: 44, borderRadius: 1, mx: 1 }}
      >
        <ListItemIcon sx={{ minWidth: isCompact ? 0 : 36, color: 'inherit' }}>
          <NavIcon name={item.icon} fontSize="small" />
        </ListItemIcon>
        {!isCompact && (
          <ListItemText primary={item.title} slotProps={{ primary: { noWrap: true, variant: 'body2' } }} />
        )}
        {!isCompact && item.badge && (
          <Chip
            size="small"
            label={item.badge.title}
            sx={{ ml: 1, mr: 3, height: 18, fontSize: 11, bgcolor: item.badge.bg, color: item.badge.fg }}
          />
        )}
      </ListItemButton>
    </ListItem>
  );
}
