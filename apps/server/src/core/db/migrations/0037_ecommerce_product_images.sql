-- Pictures uploaded for e-commerce products: the stored files are a resized WebP and its square thumbnail
-- (core/files); a product points at them by address. Only keys listed here are served.
CREATE TABLE ecommerce_product_images (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  image_key text NOT NULL UNIQUE,
  thumb_key text NOT NULL UNIQUE,
  width integer NOT NULL,
  height integer NOT NULL,
  uploaded_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
)
