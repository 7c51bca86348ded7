import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { flattenNavigation, type TNavItem } from '@pesquisemais/shared';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { NavIcon } from './nav-icon';
import { useVisibleNavigation } from './use-visible-navigation';

function GroupMenu({ group }: { group: TNavItem }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pages = flattenNavigation(group.children ?? []);
  return (
    <>
      <Button color="inherit" endIcon={<ExpandMore />} onClick={(event) => setAnchor(event.currentTarget)}>
        {group.title}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {pages.map((item) => (
          <MenuItem key={item.id} component={RouterLink} to={item.url ?? '#'} onClick={() => setAnchor(null)}>
            <ListItemIcon>
              <NavIcon name={item.icon} fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={item.title} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** The horizontal menu of layout2: one drop-down per navigation group. */
export function NavHorizontal() {
  const groups = useVisibleNavigation();
  return (
    <Box
      component="nav"
      aria-label="Navegação principal"
      sx={{
        display: 'flex',
        gap: 1,
        px: 2,
        py: 0.5,
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 1,
      }}
    >
      {groups.map((group) => (
        <GroupMenu key={group.id} group={group} />
      ))}
    </Box>
  );
}
