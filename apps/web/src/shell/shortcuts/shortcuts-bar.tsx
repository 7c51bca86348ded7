import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { flattenNavigation, NAVIGATION, pickNavigationItems } from '@pesquisemais/shared';
import { type MouseEvent, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '@/lib/auth/auth-context';
import { NavIcon } from '@/shell/navbar/nav-icon';
import { shortcutLabel } from '@/shell/navbar/nav-page-item';
import { useVisibleNavigation } from '@/shell/navbar/use-visible-navigation';
import { useShortcuts } from './shortcuts-context';

/** The starred pages as toolbar buttons, and a menu to find pages and star or unstar them. */
export function ShortcutsBar({ isCompact = false }: { isCompact?: boolean }) {
  const { user } = useAuth();
  const { shortcuts, toggle, isShortcut } = useShortcuts();
  const visible = useVisibleNavigation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [query, setQuery] = useState('');
  const items = useMemo(() => pickNavigationItems(NAVIGATION, user.role, shortcuts), [user.role, shortcuts]);
  const needle = query.trim().toLowerCase();
  const results = useMemo(
    () =>
      needle ? flattenNavigation(visible).filter((item) => item.title.toLowerCase().includes(needle)) : items,
    [needle, visible, items],
  );

  const handleOpen = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const handleClose = () => {
    setAnchor(null);
    setQuery('');
  };

  return (
    <Box component="nav" aria-label="Atalhos" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      {!isCompact &&
        items.map((item) => (
          <Tooltip key={item.id} title={item.title}>
            <IconButton
              component={RouterLink}
              to={item.url ?? '#'}
              color="inherit"
              aria-label={`Atalho: ${item.title}`}
            >
              <NavIcon name={item.icon} />
            </IconButton>
          </Tooltip>
        ))}
      <Tooltip title="Atalhos">
        <IconButton color="inherit" aria-label="Gerenciar atalhos" onClick={handleOpen}>
          <StarBorder sx={{ color: 'warning.main' }} />
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={handleClose}
        slotProps={{ paper: { sx: { width: 320 } } }}
      >
        <Box sx={{ px: 2, pb: 1 }} onKeyDown={(event) => event.stopPropagation()}>
          <InputBase
            autoFocus
            fullWidth
            placeholder="Buscar páginas para atalhos"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            inputProps={{ 'aria-label': 'Buscar atalhos' }}
          />
        </Box>
        <Divider />
        {results.length === 0 && (
          <Typography sx={{ px: 2, py: 1.5 }} color="text.secondary">
            {needle ? 'No results..' : 'Nenhum atalho ainda.'}
          </Typography>
        )}
        {results.map((item) => (
          <MenuItem
            key={item.id}
            onClick={() => toggle(item.id)}
            aria-label={shortcutLabel(item.title, isShortcut(item.id))}
          >
            <ListItemIcon>
              <NavIcon name={item.icon} fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={item.title} />
            {isShortcut(item.id) ? (
              <Star fontSize="small" color="warning" />
            ) : (
              <StarBorder fontSize="small" />
            )}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
