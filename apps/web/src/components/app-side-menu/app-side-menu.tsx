import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

export type TSideMenuLink = { key: string; to: string; icon: ReactNode; title: string };
export type TSideMenuSection = { title: string; links: TSideMenuLink[] };

type TProps = {
  label: string;
  action: { title: string; onClick: () => void };
  sections: TSideMenuSection[];
};

/** The side menu of a template app (mail, to-do, ...): a main action, then sections of links. */
export function AppSideMenu({ label, action, sections }: TProps) {
  return (
    <Box component="nav" aria-label={label} sx={{ p: 2 }}>
      <Button variant="contained" fullWidth onClick={action.onClick} sx={{ mb: 2 }}>
        {action.title}
      </Button>
      {sections.map((section) => (
        <List
          key={section.title}
          dense
          subheader={<ListSubheader disableSticky>{section.title}</ListSubheader>}
        >
          {section.links.map((link) => (
            // A list holds list items only (WCAG list rule): the link sits inside one.
            <ListItem key={link.key} disablePadding>
              <ListItemButton
                component={NavLink}
                to={link.to}
                sx={{ borderRadius: 1, '&.active': { bgcolor: 'action.selected' } }}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>{link.icon}</ListItemIcon>
                <ListItemText primary={link.title} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      ))}
    </Box>
  );
}
