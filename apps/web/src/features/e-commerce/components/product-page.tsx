import Box from '@mui/material/Box';
import { useParams } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { QueryError } from '@/components/query-error';
import { useProduct } from '../api/products';
import { EcommerceHeader } from './e-commerce-tabs';
import { ProductForm } from './product-form';

/** /apps/e-commerce/products/:productId/:productHandle?: a product to edit, or 'new' for an empty one. */
export default function ProductPage() {
  const { productId = 'new' } = useParams();
  const isNew = productId === 'new';
  const product = useProduct(isNew ? null : productId);
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <EcommerceHeader title={isNew ? 'Novo produto' : (product.data?.name ?? 'Produto')} />
      {isNew && <ProductForm />}
      {!isNew && product.isPending && <LoadingIndicator />}
      {!isNew && product.isError && <QueryError error={product.error} />}
      {product.data && <ProductForm key={product.data.id} product={product.data} />}
    </Box>
  );
}
