import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { QueryError } from '@/components/query-error';
import { useProducts } from '../api/products';
import { EcommerceHeader } from './e-commerce-tabs';
import { formatMoney } from './format';

/** The catalogue: search by name, category or SKU; each product opens its page; a new one starts empty. */
export default function ProductsPage() {
  const products = useProducts();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = (products.data ?? []).filter((product) =>
    [product.name, product.sku, ...product.categories].some((text) => text.toLowerCase().includes(needle)),
  );
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <EcommerceHeader
        title="Produtos"
        actions={
          <Button variant="contained" component={RouterLink} to="/apps/e-commerce/products/new">
            Novo produto
          </Button>
        }
      />
      <TextField
        label="Buscar produtos"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        size="small"
        sx={{ mb: 2, minWidth: 280 }}
      />
      {products.isPending && <LoadingIndicator />}
      {products.isError && <QueryError error={products.error} />}
      {products.data && (
        <TableContainer>
          <Table size="small" aria-label="Produtos">
            <TableHead>
              <TableRow>
                <TableCell>Nome</TableCell>
                <TableCell>Categoria</TableCell>
                <TableCell align="right">Preço (com imposto)</TableCell>
                <TableCell align="right">Estoque</TableCell>
                <TableCell>Situação</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((product) => (
                <TableRow key={product.id} hover>
                  <TableCell>
                    <Link
                      component={RouterLink}
                      to={`/apps/e-commerce/products/${product.id}/${product.handle}`}
                    >
                      {product.name}
                    </Link>
                  </TableCell>
                  <TableCell>{product.categories.join(', ')}</TableCell>
                  <TableCell align="right">{formatMoney(product.priceTaxIncl)}</TableCell>
                  <TableCell align="right">{product.quantity.toLocaleString('pt-BR')}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={product.active ? 'Ativo' : 'Inativo'}
                      color={product.active ? 'success' : 'default'}
                    />
                  </TableCell>
                </TableRow>
              ))}
              {shown.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5}>Nenhum produto encontrado.</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
