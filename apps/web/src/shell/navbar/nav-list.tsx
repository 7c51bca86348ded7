import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { findActiveCollapses, type TNavItem } from '@pesquisemais/shared';
import { Fragment, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { NavIcon } from './nav-icon';
import { NavPageItem, navIndent } from './nav-page-item';

type TNavListProps = { items: readonly TNavItem[]; isCompact: boolean; onNavigate?: () => void };

/** The vertical menu; the collapse groups holding the current page open by themselves. */
export function NavList({ items, isCompact, onNavigate }: TNavListProps) {
  const { pathname } = useLocation();
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(
    () => new Set(findActiveCollapses(items, pathname)),
  );
  useEffect(() => {
    const active = findActiveCollapses(items, pathname);
    setOpenIds((open) => (active.every((id) => open.has(id)) ? open : new Set([...open, ...active])));
  }, [items, pathname]);

  const handleToggle = (id: string) =>
    setOpenIds((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const renderItems = (entries: readonly TNavItem[], depth: number) =>
    entries.map((item) => {
      switch (item.type) {
        case 'group':
          return (
            <Fragment key={item.id}>
              {isCompact ? (
                <ListDivider />
              ) : (
                <ListSubheader
                  disableSticky
                  sx={{ bgcolor: 'transparent', fontWeight: 700, lineHeight: '36px' }}
                >
                  {item.title}
                </ListSubheader>
              )}
              {renderItems(item.children ?? [], depth)}
            </Fragment>
          );
        case 'collapse': {
          const isOpen = openIds.has(item.id);
          return (
            // One <li> holds the toggle and its sub-list, so every child of a <ul> stays a list item.
            <ListItem key={item.id} disablePadding sx={{ display: 'block' }}>
              <ListItemButton
                onClick={() => handleToggle(item.id)}
                aria-expanded={isOpen}
                title={isCompact ? item.title : undefined}
                sx={{ pl: `${isCompact ? 20 : navIndent(depth)}px`, minHeight: 44, borderRadius: 1, mx: 1 }}
              >
                <ListItemIcon sx={{ minWidth: isCompact ? 0 : 36, color: 'inherit' }}>
                  <NavIcon name={item.icon} fontSize="small" />
                </ListItemIcon>
                {!isCompact && (
                  <>
                    <ListItemText
                      primary={item.title}
                      slotProps={{ primary: { noWrap: true, variant: 'body2' } }}
                    />
                    {isOpen ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
                  </>
                )}
              </ListItemButton>
              <Collapse in={isOpen && !isCompact} unmountOnExit>
                <List disablePadding>{renderItems(item.children ?? [], depth + 1)}</List>
              </Collapse>
            </ListItem>
          );
        }
        case 'divider':
          return <ListDivider key={item.id} />;
        case 'subheader':
          return isCompact ? null : (
            <ListSubheader key={item.id} disableSticky sx={{ bgcolor: 'transparent', lineHeight: '32px' }}>
              {item.title}
            </ListSubheader>
          );
        default:
          return (
            <NavPageItem
              key={item.id}
              item={item}
              depth={depth}
              isCompact={isCompact}
              onNavigate={onNavigate}
            />
          );
      }
    });

  return (
    <Box component="nav" aria-label="Navegação principal">
      <List dense disablePadding>
        {renderItems(items, 0)}
      </List>
    </Box>
  );
}

/** A separator inside the menu's list: a list may hold only list items. */
function ListDivider() {
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <Divider sx={{ my: 1, mx: 2 }} />
    </ListItem>
  );
}
