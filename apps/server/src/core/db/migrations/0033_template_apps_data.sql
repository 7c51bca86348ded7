-- The quick panel now reads the user's own calendar and notes (modules calendar-app and notes-app): its
-- separate sample rows go.
DROP TABLE quick_panel_entries
-- statement
-- Files attached to internal mails: the bytes in the file storage (core/files), one row per file. A sent mail
-- is a row per mailbox (mail_messages), so a file is linked to every copy; whoever owns a linked copy may
-- read it. `linked` tells an upload still waiting for its mail from one whose mails were all deleted.
CREATE TABLE mail_attachments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  uploader_id uuid REFERENCES users (id) ON DELETE SET NULL,
  storage_key text NOT NULL UNIQUE,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size_bytes bigint NOT NULL CHECK (size_bytes > 0),
  linked boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
)
-- statement
CREATE INDEX mail_attachments_uploader ON mail_attachments (uploader_id, created_at)
-- statement
CREATE TABLE mail_message_attachments (
  mail_id uuid NOT NULL REFERENCES mail_messages (id) ON DELETE CASCADE,
  attachment_id uuid NOT NULL REFERENCES mail_attachments (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (mail_id, attachment_id)
)
-- statement
CREATE INDEX mail_message_attachments_file ON mail_message_attachments (attachment_id)
-- statement
-- E-commerce (spec points 3 and 4): one catalogue for the interview group, orders with a dated status history.
CREATE TABLE ecommerce_products (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  handle text NOT NULL UNIQUE,
  description text NOT NULL DEFAULT '',
  categories text[] NOT NULL DEFAULT '{}',
  tags text[] NOT NULL DEFAULT '{}',
  featured_image_id text,
  images jsonb NOT NULL DEFAULT '[]',
  price_tax_excl numeric(12, 2) NOT NULL CHECK (price_tax_excl >= 0),
  tax_rate numeric(5, 2) NOT NULL DEFAULT 10,
  compared_price numeric(12, 2) NOT NULL DEFAULT 0,
  quantity integer NOT NULL CHECK (quantity >= 0),
  sku text NOT NULL DEFAULT '',
  width text NOT NULL DEFAULT '',
  height text NOT NULL DEFAULT '',
  depth text NOT NULL DEFAULT '',
  weight text NOT NULL DEFAULT '',
  extra_shipping_fee numeric(12, 2) NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
)
-- statement
CREATE TABLE ecommerce_orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  reference text NOT NULL UNIQUE,
  subtotal numeric(12, 2) NOT NULL,
  tax numeric(12, 2) NOT NULL,
  discount numeric(12, 2) NOT NULL DEFAULT 0,
  total numeric(12, 2) NOT NULL,
  ordered_at timestamptz NOT NULL DEFAULT now(),
  customer jsonb NOT NULL,
  products jsonb NOT NULL,
  payment jsonb NOT NULL,
  shipping_details jsonb NOT NULL DEFAULT '[]'
)
-- statement
CREATE INDEX ecommerce_orders_date ON ecommerce_orders (ordered_at DESC)
-- statement
CREATE TABLE ecommerce_order_statuses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES ecommerce_orders (id) ON DELETE CASCADE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL
)
-- statement
CREATE INDEX ecommerce_order_statuses_order ON ecommerce_order_statuses (order_id, created_at)
