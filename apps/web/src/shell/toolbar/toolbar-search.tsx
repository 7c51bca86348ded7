import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Link from '@mui/material/Link';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  GLOBAL_SEARCH_LIMITS,
  NAVIGATION,
  SEARCH_MAX_SUGGESTIONS,
  searchNavigation,
} from '@pesquisemais/shared';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth/auth-context';
import {
  capEntries,
  groupEntries,
  pageEntries,
  recordEntries,
  SEARCH_PAGE_PATH,
  type TSearchEntry,
  useDebounced,
  useGlobalSearch,
} from '@/lib/global-search';
import { NavIcon } from '@/shell/navbar/nav-icon';

export const NO_RESULTS = 'No results..';

/**
 * Toolbar search (spec points 4 and 5, issue 35): opens on click, Escape or a click away closes it; suggests at
 * most 10 entries — the pages the role may see and the records the server finds for this user, grouped by
 * kind — and choosing one navigates there. 'Ver todos os resultados' opens the full results page.
 */
export function ToolbarSearch() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const isSignedIn = user.role !== 'guest';
  const settled = useDebounced(query.trim());
  const records = useGlobalSearch(settled, GLOBAL_SEARCH_LIMITS.toolbarPerKind, isOpen && isSignedIn);
  const entries = useMemo(() => {
    const pages = pageEntries(searchNavigation(NAVIGATION, user.role, query));
    // Records of an older query are not shown under a newer one.
    const isCurrent = settled === query.trim() && !records.isPlaceholderData;
    const found = isCurrent ? recordEntries(records.data) : [];
    return capEntries(pages, found, SEARCH_MAX_SUGGESTIONS);
  }, [user.role, query, settled, records.data, records.isPlaceholderData]);
  const isSearching = isSignedIn && query.trim() !== '' && (settled !== query.trim() || records.isFetching);

  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
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
    setActive(0);
  };
  const handleChoose = (entry: TSearchEntry) => {
    handleClose();
    if (entry.url) void navigate(entry.url);
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      setShouldRefocus(true);
      handleClose();
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (entries.length > 0) setActive((current) => (current + step + entries.length) % entries.length);
    }
    const chosen = entries[active] ?? entries[0];
    if (event.key === 'Enter' && chosen) handleChoose(chosen);
  };

  if (!isOpen) {
    return (
      <IconButton ref={buttonRef} color="inherit" aria-label="Buscar" onClick={() => setOpen(true)}>
        <Search />
      </IconButton>
    );
  }

  const hasQuery = query.trim() !== '';
  let index = -1;
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
            placeholder={isSignedIn ? 'Buscar páginas e registros' : 'Buscar páginas'}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={handleKeyDown}
            inputProps={{
              'aria-label': 'Buscar páginas',
              role: 'combobox',
              'aria-autocomplete': 'list',
              'aria-expanded': hasQuery,
              'aria-controls': hasQuery ? listId : undefined,
              'aria-activedescendant': hasQuery && entries.length > 0 ? optionId(active) : undefined,
            }}
            sx={{ height: 40 }}
          />
        </Box>
        {hasQuery && (
          <Paper
            elevation={8}
            sx={{
              position: 'absolute',
              top: 44,
              left: 0,
              right: 0,
              zIndex: 20,
              maxHeight: 'min(480px, calc(100dvh - 80px))',
              overflowY: 'auto',
            }}
          >
            {entries.length === 0 ? (
              <Typography id={listId} role="status" sx={{ p: 2 }} color="text.secondary">
                {isSearching ? 'Buscando…' : NO_RESULTS}
              </Typography>
            ) : (
              <Box id={listId} role="listbox" aria-label="Sugestões" sx={{ py: 1 }}>
                {groupEntries(entries).map(({ group, entries: inGroup }) => {
                  const headingId = `${listId}-${group}`.replace(/\s/g, '-');
                  return (
                    <Box key={group} role="group" aria-labelledby={headingId}>
                      <Typography
                        id={headingId}
                        variant="overline"
                        component="div"
                        color="text.secondary"
                        sx={{ px: 2, pt: 0.5, display: 'block', lineHeight: 2 }}
                      >
                        {group}
                      </Typography>
                      {inGroup.map((entry) => {
                        index += 1;
                        const at = index;
                        return (
                          <ListItemButton
                            key={entry.key}
                            id={optionId(at)}
                            component="div"
                            role="option"
                            aria-selected={at === active}
                            selected={at === active}
                            tabIndex={-1}
                            onMouseEnter={() => setActive(at)}
                            onClick={() => handleChoose(entry)}
                          >
                            <ListItemIcon>
                              <NavIcon name={entry.icon} fontSize="small" />
                            </ListItemIcon>
                            <ListItemText
                              primary={entry.title}
                              secondary={entry.secondary}
                              slotProps={{ secondary: { noWrap: true } }}
                            />
                          </ListItemButton>
                        );
                      })}
                    </Box>
                  );
                })}
              </Box>
            )}
            {isSignedIn && (
              <Box sx={{ borderTop: 1, borderColor: 'divider', px: 2, py: 1 }}>
                <Link
                  component={RouterLink}
                  to={`${SEARCH_PAGE_PATH}?q=${encodeURIComponent(query.trim())}`}
                  onClick={handleClose}
                  variant="body2"
                >
                  Ver todos os resultados
                </Link>
              </Box>
            )}
          </Paper>
        )}
      </Box>
    </ClickAwayListener>
  );
}
