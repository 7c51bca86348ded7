import type { TOrder, TOrderStatusName, TOrdersQuery, TProduct } from '@pesquisemais/shared';
import { orderStatusColor } from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';

type TNumeric = number | string;
type TProductRow = {
  id: string;
  name: string;
  handle: string;
  description: string;
  categories: string[];
  tags: string[];
  featured_image_id: string | null;
  images: TProduct['images'];
  price_tax_excl: TNumeric;
  tax_rate: TNumeric;
  compared_price: TNumeric;
  quantity: number;
  sku: string;
  width: string;
  height: string;
  depth: string;
  weight: string;
  extra_shipping_fee: TNumeric;
  active: boolean;
};
type TOrderRow = {
  id: string;
  reference: string;
  subtotal: TNumeric;
  tax: TNumeric;
  discount: TNumeric;
  total: TNumeric;
  ordered_at: Date | string;
  customer: TOrder['customer'];
  products: TOrder['products'];
  payment: TOrder['payment'];
  shipping_details: TOrder['shippingDetails'];
  statuses: { id: string; name: TOrderStatusName; date: string }[];
};

const cents = (value: number) => Math.round(value * 100) / 100;

function toProduct(row: TProductRow): TProduct {
  const price = Number(row.price_tax_excl);
  const taxRate = Number(row.tax_rate);
  return {
    id: row.id,
    name: row.name,
    handle: row.handle,
    description: row.description,
    categories: row.categories,
    tags: row.tags,
    featuredImageId: row.featured_image_id,
    images: row.images,
    priceTaxExcl: price,
    priceTaxIncl: cents(price * (1 + taxRate / 100)),
    taxRate,
    comparedPrice: Number(row.compared_price),
    quantity: row.quantity,
    sku: row.sku,
    width: row.width,
    height: row.height,
    depth: row.depth,
    weight: row.weight,
    extraShippingFee: Number(row.extra_shipping_fee),
    active: row.active,
  };
}

function toOrder(row: TOrderRow): TOrder {
  return {
    id: row.id,
    reference: row.reference,
    subtotal: Number(row.subtotal),
    tax: Number(row.tax),
    discount: Number(row.discount),
    total: Number(row.total),
    date: new Date(row.ordered_at).toISOString(),
    customer: row.customer,
    products: row.products,
    status: row.statuses.map((entry) => ({
      id: entry.id,
      name: entry.name,
      color: orderStatusColor(entry.name),
      date: new Date(entry.date).toISOString(),
    })),
    payment: row.payment,
    shippingDetails: row.shipping_details,
  };
}

export type TProductFields = Omit<TProduct, 'id' | 'priceTaxIncl'>;
export type TNewOrder = Omit<TOrder, 'id' | 'status'> & {
  statuses: { name: TOrderStatusName; date: string }[];
};

const PRODUCT_COLUMNS = `id, name, handle, description, categories, tags, featured_image_id, images, price_tax_excl,
  tax_rate, compared_price, quantity, sku, width, height, depth, weight, extra_shipping_fee, active`;
const ORDER_COLUMNS = `o.id, o.reference, o.subtotal, o.tax, o.discount, o.total, o.ordered_at, o.customer, o.products,
  o.payment, o.shipping_details,
  (SELECT coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'date', s.created_at)
     ORDER BY s.created_at, s.id), '[]'::json)
   FROM ecommerce_order_statuses s WHERE s.order_id = o.id) AS statuses`;
/** The order's status now: its newest history entry. */
const CURRENT_STATUS = `(SELECT s.name FROM ecommerce_order_statuses s WHERE s.order_id = o.id
  ORDER BY s.created_at DESC, s.id DESC LIMIT 1)`;

const productValues = (p: TProductFields) => [
  p.name,
  p.handle,
  p.description,
  p.categories,
  p.tags,
  p.featuredImageId,
  JSON.stringify(p.images),
  p.priceTaxExcl,
  p.taxRate,
  p.comparedPrice,
  p.quantity,
  p.sku,
  p.width,
  p.height,
  p.depth,
  p.weight,
  p.extraShippingFee,
  p.active,
];

/** The catalogue and the orders (one shared set for the interview group). */
export function createEcommerceRepository(db: Queryable) {
  return {
    async insertImage(image: {
      imageKey: string;
      thumbKey: string;
      width: number;
      height: number;
      uploadedBy: string;
    }): Promise<string> {
      const result = await db.query<{ id: string }>(
        `INSERT INTO ecommerce_product_images (image_key, thumb_key, width, height, uploaded_by)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [image.imageKey, image.thumbKey, image.width, image.height, image.uploadedBy],
      );
      return (result.rows[0] as { id: string }).id;
    },

    /**
     * Pictures uploaded more than `hours` ago that no product shows (a form abandoned before saving, a
     * picture taken off a product): their rows go; answers their keys, for the files.
     */
    async removeUnused(hours: number, imagePath: string): Promise<string[]> {
      const result = await db.query<{ image_key: string; thumb_key: string }>(
        `DELETE FROM ecommerce_product_images i
          WHERE i.created_at < now() - make_interval(hours => $1)
            AND NOT EXISTS (
              SELECT 1 FROM ecommerce_products p, jsonb_array_elements(p.images) image
               WHERE image->>'url' = $2 || i.image_key)
          RETURNING image_key, thumb_key`,
        [hours, imagePath],
      );
      return result.rows.flatMap((row) => [row.image_key, row.thumb_key]);
    },

    /** Whether a stored key is a product picture or its thumbnail (only those are served). */
    async isImageKey(key: string): Promise<boolean> {
      const result = await db.query(
        'SELECT 1 FROM ecommerce_product_images WHERE image_key = $1 OR thumb_key = $1',
        [key],
      );
      return result.rowCount > 0;
    },

    async products(): Promise<TProduct[]> {
      const result = await db.query<TProductRow>(
        `SELECT ${PRODUCT_COLUMNS} FROM ecommerce_products ORDER BY name, id LIMIT 1000`,
      );
      return result.rows.map(toProduct);
    },

    async product(id: string): Promise<TProduct | null> {
      const result = await db.query<TProductRow>(
        `SELECT ${PRODUCT_COLUMNS} FROM ecommerce_products WHERE id = $1`,
        [id],
      );
      return result.rows[0] ? toProduct(result.rows[0]) : null;
    },

    async handleTaken(handle: string, exceptId: string | null): Promise<boolean> {
      const result = await db.query(
        'SELECT 1 FROM ecommerce_products WHERE handle = $1 AND id IS DISTINCT FROM $2',
        [handle, exceptId],
      );
      return result.rowCount > 0;
    },

    async insertProduct(product: TProductFields, id?: string): Promise<TProduct> {
      const result = await db.query<TProductRow>(
        `INSERT INTO ecommerce_products (name, handle, description, categories, tags, featured_image_id, images,
           price_tax_excl, tax_rate, compared_price, quantity, sku, width, height, depth, weight,
           extra_shipping_fee, active, id)
         VALUES ($1, $2, $3, $4::text[], $5::text[], $6, $7::jsonb, $8, $9, $10, $11, $12, $13, $14, $15, $16,
           $17, $18, coalesce($19::uuid, gen_random_uuid()))
         RETURNING ${PRODUCT_COLUMNS}`,
        [...productValues(product), id ?? null],
      );
      return toProduct(result.rows[0] as TProductRow);
    },

    /** Replaces the product with this id; null when there is none. */
    async replaceProduct(id: string, product: TProductFields): Promise<TProduct | null> {
      const result = await db.query<TProductRow>(
        `UPDATE ecommerce_products SET name = $1, handle = $2, description = $3, categories = $4::text[],
           tags = $5::text[], featured_image_id = $6, images = $7::jsonb, price_tax_excl = $8, tax_rate = $9,
           compared_price = $10, quantity = $11, sku = $12, width = $13, height = $14, depth = $15, weight = $16,
           extra_shipping_fee = $17, active = $18, updated_at = now()
         WHERE id = $19 RETURNING ${PRODUCT_COLUMNS}`,
        [...productValues(product), id],
      );
      return result.rows[0] ? toProduct(result.rows[0]) : null;
    },

    /** Newest first; by current status and a case-insensitive search on reference and customer. */
    async orders(query: TOrdersQuery): Promise<TOrder[]> {
      const search = query.search ? `%${query.search.replace(/[\\%_]/g, '\\$&')}%` : null;
      const result = await db.query<TOrderRow>(
        `SELECT ${ORDER_COLUMNS} FROM ecommerce_orders o
         WHERE ($1::text IS NULL OR ${CURRENT_STATUS} = $1)
           AND ($2::text IS NULL OR o.reference ILIKE $2 OR (o.customer->>'firstName') ILIKE $2
                OR (o.customer->>'lastName') ILIKE $2 OR (o.customer->>'company') ILIKE $2)
         ORDER BY o.ordered_at DESC, o.id LIMIT 1000`,
        [query.status ?? null, search],
      );
      return result.rows.map(toOrder);
    },

    async order(id: string): Promise<TOrder | null> {
      const result = await db.query<TOrderRow>(
        `SELECT ${ORDER_COLUMNS} FROM ecommerce_orders o WHERE o.id = $1`,
        [id],
      );
      return result.rows[0] ? toOrder(result.rows[0]) : null;
    },

    async addStatus(orderId: string, name: TOrderStatusName, by: string | null): Promise<boolean> {
      const result = await db.query(
        `INSERT INTO ecommerce_order_statuses (order_id, name, created_by)
         SELECT id, $2, $3 FROM ecommerce_orders WHERE id = $1`,
        [orderId, name, by],
      );
      return result.rowCount > 0;
    },

    async insertOrder(order: TNewOrder): Promise<string> {
      const result = await db.query<{ id: string }>(
        `INSERT INTO ecommerce_orders (reference, subtotal, tax, discount, total, ordered_at, customer, products,
           payment, shipping_details)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9::jsonb, $10::jsonb) RETURNING id`,
        [
          order.reference,
          order.subtotal,
          order.tax,
          order.discount,
          order.total,
          order.date,
          JSON.stringify(order.customer),
          JSON.stringify(order.products),
          JSON.stringify(order.payment),
          JSON.stringify(order.shippingDetails),
        ],
      );
      const id = (result.rows[0] as { id: string }).id;
      await db.query(
        `INSERT INTO ecommerce_order_statuses (order_id, name, created_at)
         SELECT $1, name, at FROM unnest($2::text[], $3::timestamptz[]) AS t(name, at)`,
        [id, order.statuses.map((s) => s.name), order.statuses.map((s) => s.date)],
      );
      return id;
    },

    async isEmpty(): Promise<boolean> {
      return (await db.query('SELECT 1 FROM ecommerce_products LIMIT 1')).rowCount === 0;
    },
  };
}
