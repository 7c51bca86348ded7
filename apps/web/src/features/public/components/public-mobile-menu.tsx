import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';
import { menuHref, type TPublicMenuItem } from './public-menu';

type TPublicMobileMenuProps = {
  anchor: HTMLElement | null;
  items: TPublicMenuItem[];
  search: string;
  onClose: () => void;
};

/** The public menu behind the button on small screens (loaded on first open: /home stays light). */
export function PublicMobileMenu({ anchor, items, search, onClose }: TPublicMobileMenuProps) {
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {items.map((item) => (
        <MenuItem key={item.id} component={RouterLink} to={menuHref(item.url, search)} onClick={onClose}>
          {item.title}
        </MenuItem>
      ))}
    </Menu>
  );
}

export default PublicMobileMenu;
