import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { NAVIGATION, searchNavigation, type TNavItem } from '@pesquisemais/shared';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth/auth-context';
import { NavIcon } from '@/shell/navbar/nav-icon';

export const NO_RESULTS = 'No results..';

/**
 * Toolbar search (spec points 4 and 5): opens on click, Escape or a click away closes it,
 * suggests at most 10 pages the role may see, choosing one navigates there.
 */
export function ToolbarSearch() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const suggestions = useMemo(() => searchNavigation(NAVIGATION, user.role, query), [user.role, query]);

  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  /** Closed from the keyboard: focus goes back to the Buscar button (not lost on the page's body). */
  const [shouldRefocus, setShouldRefocus] = useState(false);
  useEffect(() => {
    if (isOpen || !shouldRefocus) return;
    buttonRef.current?.focus();
    setShouldRefocus(false);
  }, [isOpen, shouldRefocus]);

  const handleClose = () => {
    setOpen(false);
    setQuery('');
  };
  const handleChoose = (item: TNavItem) => {
    handleClose();
    if (item.url) void navigate(item.url);
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      setShouldRefocus(true);
      handleClose();
    }
    const first = suggestions[0];
    if (event.key === 'Enter' && first) handleChoose(first);
  };

  if (!isOpen) {
    return (
      <IconButton ref={buttonRef} color="inherit" aria-label="Buscar" onClick={() => setOpen(true)}>
        <Search />
      </IconButton>
    );
  }

  return (
    <ClickAwayListener onClickAway={handleClose}>
      <Box
        sx={{
          // On small screens the open search covers the toolbar; on larger ones it sits in line.
          position: { xs: 'absolute', md: 'relative' },
          inset: { xs: '12px 8px auto 8px', md: 'auto' },
          flex: { md: '0 1 360px' },
          minWidth: 0,
          zIndex: 2,
          bgcolor: 'background.paper',
        }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 1.5,
            borderRadius: 1,
            bgcolor: 'action.hover',
          }}
        >
          <Search fontSize="small" />
          <InputBase
            autoFocus
            fullWidth
            placeholder="Buscar páginas"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={handleKeyDown}
            inputProps={{
              'aria-label': 'Buscar páginas',
              role: 'combobox',
              'aria-autocomplete': 'list',
              'aria-expanded': query.trim() !== '',
              'aria-controls': query.trim() !== '' ? listId : undefined,
            }}
            sx={{ height: 40 }}
          />
        </Box>
        {query.trim() !== '' && (
          <Paper
            elevation={8}
            sx={{
              position: 'absolute',
              top: 44,
              left: 0,
              right: 0,
              zIndex: 20,
              maxHeight: 480,
              overflowY: 'auto',
            }}
          >
            {suggestions.length === 0 ? (
              <Typography id={listId} role="status" sx={{ p: 2 }} color="text.secondary">
                {NO_RESULTS}
              </Typography>
            ) : (
              <MenuList id={listId} role="listbox" aria-label="Sugestões">
                {suggestions.map((item) => (
                  <MenuItem key={item.id} role="option" onClick={() => handleChoose(item)}>
                    <ListItemIcon>
                      <NavIcon name={item.icon} fontSize="small" />
                    </ListItemIcon>
                    <ListItemText primary={item.title} secondary={item.url} />
                  </MenuItem>
                ))}
              </MenuList>
            )}
          </Paper>
        )}
      </Box>
    </ClickAwayListener>
  );
}
