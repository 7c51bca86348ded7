import UploadOutlined from '@mui/icons-material/UploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ECOMMERCE_TAX_RATE, type TProduct, type TProductInput } from '@pesquisemais/shared';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { notify } from '@/lib/notify';
import { useSaveProduct, useUploadProductImage } from '../api/products';
import { formatMoney } from './format';

type TForm = {
  name: string;
  handle: string;
  description: string;
  categories: string;
  tags: string;
  imageUrl: string;
  priceTaxExcl: string;
  taxRate: string;
  comparedPrice: string;
  quantity: string;
  sku: string;
  weight: string;
  active: boolean;
};

const words = (text: string) =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
/** '1.234,50' or '1234.5' → 1234.5; what is not a number stays NaN and the server says why. */
const amount = (text: string) =>
  Number(
    text
      .replace(/\s/g, '')
      .replace(/\.(?=\d{3}(\D|$))/g, '')
      .replace(',', '.'),
  );

function toForm(product: TProduct | undefined): TForm {
  return {
    name: product?.name ?? '',
    handle: product?.handle ?? '',
    description: product?.description ?? '',
    categories: product?.categories.join(', ') ?? '',
    tags: product?.tags.join(', ') ?? '',
    imageUrl: product?.images[0]?.url ?? '',
    priceTaxExcl: String(product?.priceTaxExcl ?? ''),
    taxRate: String(product?.taxRate ?? ECOMMERCE_TAX_RATE),
    comparedPrice: String(product?.comparedPrice ?? 0),
    quantity: String(product?.quantity ?? 0),
    sku: product?.sku ?? '',
    weight: product?.weight ?? '',
    active: product?.active ?? true,
  };
}

function toInput(values: TForm, product: TProduct | undefined): TProductInput {
  const images = values.imageUrl.trim()
    ? [{ id: product?.images[0]?.id ?? 'capa', url: values.imageUrl.trim() }]
    : [];
  return {
    ...(product
      ? { id: product.id, width: product.width, height: product.height, depth: product.depth }
      : {}),
    name: values.name,
    handle: values.handle.trim(),
    description: values.description,
    categories: words(values.categories),
    tags: words(values.tags),
    images,
    featuredImageId: images[0]?.id ?? null,
    priceTaxExcl: amount(values.priceTaxExcl),
    taxRate: amount(values.taxRate),
    comparedPrice: amount(values.comparedPrice),
    quantity: amount(values.quantity),
    sku: values.sku,
    weight: values.weight,
    extraShippingFee: product?.extraShippingFee ?? 0,
    active: values.active,
  };
}

const FIELDS: { name: Exclude<keyof TForm, 'active'>; label: string; size: number; multiline?: boolean }[] = [
  { name: 'name', label: 'Nome', size: 8 },
  { name: 'handle', label: 'Handle (vazio: gerado do nome)', size: 4 },
  { name: 'description', label: 'Descrição', size: 12, multiline: true },
  { name: 'categories', label: 'Categorias (separadas por vírgula)', size: 6 },
  { name: 'tags', label: 'Tags (separadas por vírgula)', size: 6 },
  { name: 'imageUrl', label: 'Imagem (enviada, ou endereço)', size: 12 },
  { name: 'priceTaxExcl', label: 'Preço sem imposto (R$)', size: 4 },
  { name: 'taxRate', label: 'Imposto (%)', size: 4 },
  { name: 'comparedPrice', label: 'Preço comparado (R$)', size: 4 },
  { name: 'quantity', label: 'Estoque', size: 4 },
  { name: 'sku', label: 'SKU', size: 4 },
  { name: 'weight', label: 'Peso', size: 4 },
];

/** A product's fields; saving inserts or replaces it (the server checks every value, in pt-BR). */
export function ProductForm({ product }: { product?: TProduct }) {
  const navigate = useNavigate();
  const { control, handleSubmit, setError, setValue, watch } = useForm<TForm>({
    defaultValues: toForm(product),
  });
  const uploadImage = useUploadProductImage();
  const imageUrl = watch('imageUrl').trim();
  const save = useSaveProduct({
    setFieldErrors: (errors) => {
      for (const [path, message] of Object.entries(errors)) {
        const field = path.replace(/^product\./, '').split('.')[0] ?? '';
        const name = (field === 'images' ? 'imageUrl' : field) as keyof TForm;
        setError(FIELDS.some((item) => item.name === name) ? name : 'name', { message });
      }
    },
  });
  const price = amount(watch('priceTaxExcl'));
  const rate = amount(watch('taxRate'));
  const withTax = Number.isFinite(price * rate) ? Math.round(price * (100 + rate)) / 100 : null;
  const submit = handleSubmit((values) =>
    save.mutate(toInput(values, product), {
      onSuccess: (saved) => {
        notify('Produto salvo.', 'success');
        void navigate(`/apps/e-commerce/products/${saved.id}/${saved.handle}`, { replace: true });
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Produto">
      <Grid container spacing={2}>
        {FIELDS.map((item) => (
          <Grid key={item.name} size={{ xs: 12, md: item.size }}>
            <Controller
              control={control}
              name={item.name}
              rules={item.name === 'name' ? { required: 'Informe o nome do produto' } : undefined}
              render={({ field: { ref, ...field }, fieldState }) => (
                <TextField
                  {...field}
                  inputRef={ref}
                  label={item.label}
                  fullWidth
                  multiline={item.multiline}
                  minRows={item.multiline ? 3 : undefined}
                  error={fieldState.error !== undefined}
                  helperText={fieldState.error?.message ?? ' '}
                />
              )}
            />
          </Grid>
        ))}
        <Grid size={12}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Button
              component="label"
              variant="outlined"
              startIcon={<UploadOutlined />}
              disabled={uploadImage.isPending}
            >
              {uploadImage.isPending ? 'Enviando imagem…' : 'Enviar imagem'}
              <input
                type="file"
                hidden
                accept="image/jpeg,image/png,image/webp,image/gif"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file)
                    uploadImage.mutate(file, {
                      onSuccess: (image) => setValue('imageUrl', image.url, { shouldDirty: true }),
                    });
                }}
              />
            </Button>
            {imageUrl.startsWith('/') && (
              <Box
                component="img"
                src={imageUrl}
                alt="Imagem do produto"
                sx={{
                  width: 96,
                  height: 96,
                  objectFit: 'cover',
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                }}
              />
            )}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography>Preço com imposto: {withTax === null ? '—' : formatMoney(withTax)}</Typography>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Controller
            control={control}
            name="active"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
                }
                label="Ativo"
              />
            )}
          />
        </Grid>
      </Grid>
      <Button type="submit" variant="contained" disabled={save.isPending} sx={{ mt: 2 }}>
        Salvar
      </Button>
    </form>
  );
}
