import { z } from 'zod';
import { zItemId, zLine } from './template-apps';
import { zText } from './text';

/**
 * E-commerce of the template suite (spec points 3, 4 and 7), in this product the firm's catalogue of research
 * offerings and incentives: products with prices (tax 10 %), stock and an active flag; orders with customer,
 * products, payment, shipping and a dated status history.
 */
export const ECOMMERCE_TAX_RATE = 10;

export const ECOMMERCE_MESSAGES = {
  productNotFound: 'Produto não encontrado.',
  orderNotFound: 'Pedido não encontrado.',
  handleInUse: 'Já existe um produto com este identificador (handle).',
  unreadableImage: 'Não foi possível ler a imagem: envie um JPEG, PNG, WebP ou GIF válido.',
  imageNotFound: 'Imagem não encontrada.',
} as const;

/** Product pictures uploaded from the product form: what is accepted and the sizes the server makes. */
export const PRODUCT_IMAGE_LIMITS = {
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  maxBytes: 10 * 1024 * 1024,
  maxPixels: 40_000_000,
  side: 1200,
  thumbSide: 400,
} as const;

/** An uploaded product picture: `url` goes into the product's images (a path of this site). */
export const ZUploadedProductImage = z.object({
  id: z.uuid(),
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number(),
  height: z.number(),
});
export type TUploadedProductImage = z.infer<typeof ZUploadedProductImage>;

/** Spec point 4's order statuses, in its order, with a colour for the chip. */
export const ORDER_STATUSES = [
  { name: 'Awaiting check payment', title: 'Aguardando pagamento em cheque', color: 'blue' },
  { name: 'Payment accepted', title: 'Pagamento aceito', color: 'green' },
  { name: 'Preparing the order', title: 'Preparando o pedido', color: 'orange' },
  { name: 'Shipped', title: 'Enviado', color: 'purple' },
  { name: 'Delivered', title: 'Entregue', color: 'green' },
  { name: 'Canceled', title: 'Cancelado', color: 'pink' },
  { name: 'Refunded', title: 'Reembolsado', color: 'red' },
  { name: 'Payment error', title: 'Erro no pagamento', color: 'red' },
  { name: 'On pre-order (paid)', title: 'Pré-venda (pago)', color: 'purple' },
  { name: 'On pre-order (not paid)', title: 'Pré-venda (não pago)', color: 'purple' },
  { name: 'Awaiting bank wire payment', title: 'Aguardando transferência bancária', color: 'blue' },
  { name: 'Awaiting PayPal payment', title: 'Aguardando pagamento PayPal', color: 'blue' },
  { name: 'Remote payment accepted', title: 'Pagamento remoto aceito', color: 'green' },
  { name: 'Awaiting Cash-on-delivery payment', title: 'Aguardando pagamento na entrega', color: 'blue' },
] as const;
export const ORDER_STATUS_NAMES = ORDER_STATUSES.map((status) => status.name) as unknown as readonly [
  (typeof ORDER_STATUSES)[number]['name'],
  ...(typeof ORDER_STATUSES)[number]['name'][],
];
export type TOrderStatusName = (typeof ORDER_STATUSES)[number]['name'];
export const ZOrderStatusName = z.enum(ORDER_STATUS_NAMES, 'Situação do pedido inválida');

const money = (label: string) =>
  z
    .number(`${label}: informe um número`)
    .min(0, `${label}: não pode ser negativo`)
    .max(10_000_000, `${label}: valor alto demais`);
/** A picture: a path of this site or an https address (never javascript: or data:). */
const zImageUrl = z
  .string()
  .trim()
  .max(1000, 'Endereço da imagem muito longo')
  .regex(/^(\/(?!\/)|https:\/\/)\S*$/, 'Imagem: use um caminho do site (/...) ou um endereço https://');

export const ZProductImage = z.object({
  id: z.string().trim().min(1).max(64),
  url: zImageUrl,
  type: z.literal('image').default('image'),
});

export const ZProduct = z.object({
  id: z.string(),
  name: z.string(),
  handle: z.string(),
  description: z.string(),
  categories: z.array(z.string()),
  tags: z.array(z.string()),
  featuredImageId: z.string().nullable(),
  images: z.array(z.object({ id: z.string(), url: z.string(), type: z.literal('image') })),
  priceTaxExcl: z.number(),
  priceTaxIncl: z.number(),
  taxRate: z.number(),
  comparedPrice: z.number(),
  quantity: z.number(),
  sku: z.string(),
  width: z.string(),
  height: z.string(),
  depth: z.string(),
  weight: z.string(),
  extraShippingFee: z.number(),
  active: z.boolean(),
});
export type TProduct = z.infer<typeof ZProduct>;
export const ZProductList = z.array(ZProduct);

const zWords = (label: string) =>
  z.array(zLine(60, label).min(1, `${label}: não deixe em branco`)).max(20, `${label}: no máximo 20`);
const zMeasure = (label: string) => zLine(30, label).default('');

/**
 * POST product/save: `id` absent inserts, present replaces that product. The price with tax is computed
 * by the server from the price without tax and the rate (10 % by default).
 */
export const ZProductInput = z.object({
  id: zItemId('produto').optional(),
  name: zLine(200, 'Nome').min(1, 'Informe o nome do produto'),
  handle: z
    .string()
    .trim()
    .max(120, 'Handle: no máximo 120 caracteres')
    .regex(/^[a-z0-9-]*$/, 'Handle: só letras minúsculas, números e hífens')
    .default(''),
  description: zText().max(10_000, 'Descrição: no máximo 10000 caracteres').default(''),
  categories: zWords('Categorias').default([]),
  tags: zWords('Tags').default([]),
  featuredImageId: z.string().max(64).nullable().default(null),
  images: z.array(ZProductImage).max(20, 'No máximo 20 imagens').default([]),
  priceTaxExcl: money('Preço sem imposto'),
  taxRate: z
    .number('Imposto: informe um número')
    .min(0, 'Imposto: entre 0 e 100 %')
    .max(100, 'Imposto: entre 0 e 100 %')
    .default(ECOMMERCE_TAX_RATE),
  comparedPrice: money('Preço comparado').default(0),
  quantity: z
    .number('Estoque: informe um número')
    .int('Estoque: use um número inteiro')
    .min(0, 'Estoque: não pode ser negativo')
    .max(1_000_000, 'Estoque: valor alto demais'),
  sku: zLine(60, 'SKU').default(''),
  width: zMeasure('Largura'),
  height: zMeasure('Altura'),
  depth: zMeasure('Profundidade'),
  weight: zMeasure('Peso'),
  extraShippingFee: money('Frete adicional').default(0),
  active: z.boolean().default(true),
});
export type TProductInput = z.input<typeof ZProductInput>;
export const ZProductSaveBody = z.object({ product: ZProductInput });
export const ZProductQuery = z.object({ productId: zItemId('produto') });

const ZAddress = z.object({ address: z.string(), lat: z.number(), lng: z.number() });
export const ZOrderStatus = z.object({
  id: z.string(),
  name: ZOrderStatusName,
  color: z.string(),
  date: z.string(),
});
export const ZOrder = z.object({
  id: z.string(),
  reference: z.string(),
  subtotal: z.number(),
  tax: z.number(),
  discount: z.number(),
  total: z.number(),
  date: z.string(),
  customer: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    avatar: z.string(),
    company: z.string(),
    jobTitle: z.string(),
    email: z.string(),
    phone: z.string(),
    invoiceAddress: ZAddress,
    shippingAddress: ZAddress,
  }),
  products: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      price: z.number(),
      quantity: z.number(),
      total: z.number(),
      image: z.string(),
    }),
  ),
  /** The dated status history, oldest first: the last entry is the order's status now. */
  status: z.array(ZOrderStatus),
  payment: z.object({ transactionId: z.string(), amount: z.number(), method: z.string(), date: z.string() }),
  shippingDetails: z.array(
    z.object({
      tracking: z.string(),
      carrier: z.string(),
      weight: z.string(),
      fee: z.number(),
      date: z.string(),
    }),
  ),
});
export type TOrder = z.infer<typeof ZOrder>;
export const ZOrderList = z.array(ZOrder);

/** GET orders: by current status and a search on reference or customer (case-insensitive). */
export const ZOrdersQuery = z.object({
  status: ZOrderStatusName.optional(),
  search: z.string().trim().max(100, 'Busca: no máximo 100 caracteres').optional(),
});
export type TOrdersQuery = z.infer<typeof ZOrdersQuery>;
export const ZOrderQuery = z.object({ orderId: zItemId('pedido') });
/** POST order/status: a new dated entry in the order's history. */
export const ZOrderStatusBody = z.object({ orderId: zItemId('pedido'), status: ZOrderStatusName });

export function orderStatusColor(name: TOrderStatusName): string {
  return ORDER_STATUSES.find((status) => status.name === name)?.color ?? 'grey';
}
export function orderStatusTitle(name: string): string {
  return ORDER_STATUSES.find((status) => status.name === name)?.title ?? name;
}
