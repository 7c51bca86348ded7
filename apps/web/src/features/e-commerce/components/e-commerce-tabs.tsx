import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The app's header: its title, links to products and orders, and the page's own actions. */
export function EcommerceHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
      <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
        {title}
      </Typography>
      <nav aria-label="E-commerce">
        <Button component={Link} to="/apps/e-commerce/products">
          Produtos
        </Button>
        <Button component={Link} to="/apps/e-commerce/orders">
          Pedidos
        </Button>
      </nav>
      {actions}
    </Box>
  );
}
