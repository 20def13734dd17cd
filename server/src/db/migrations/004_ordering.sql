-- Ordering (docs/decisions/0013): the catalogue, schemes, the retailer's cart (a draft Quotation), sales
-- orders as placed, and the address book. Money is in paise (integers); percentages in basis points
-- (10 % = 1000), so no amount is ever a float.

-- A Website Item per product and pack: what is sold, at what price, and how much is in the warehouse.
create table website_items (
  item_code text primary key check (item_code ~ '^[a-z0-9-]{1,64}$'),
  variant_of text not null,                         -- the product (template item): suvasa-2g, suvasa-4g
  item_group text not null,
  web_item_name text not null,
  weight_grams integer not null check (weight_grams > 0),
  pack_size integer not null check (pack_size > 0), -- sachets per pack
  mrp_paise integer not null check (mrp_paise > 0), -- printed MRP, all taxes included
  rate_paise integer not null check (rate_paise > 0 and rate_paise <= mrp_paise), -- the retailer's price, before GST
  stock_qty integer not null default 0 check (stock_qty >= 0), -- packs in the warehouse
  route text not null unique,                       -- the product page's path in the browser
  website_image text not null,                      -- an artwork name the browser maps to its asset
  slideshow jsonb not null default '[]',            -- [{ image, alt }]
  short_description text not null,
  web_long_description text not null,
  ingredients text not null,
  highlights jsonb not null default '[]',           -- [text]
  nutrition jsonb not null default '[]',            -- [{ nutrient, value, unit }] per 100 g
  ranking integer not null default 0,
  published boolean not null default true,
  modified timestamptz not null default now()
);

-- "N % off, up to ₹M" on the cart's subtotal (ERPNext: a Promotional Scheme with a price discount).
create table promotional_schemes (
  name text primary key,
  title text not null,
  discount_basis_points integer not null check (discount_basis_points > 0 and discount_basis_points <= 10000),
  max_discount_paise integer not null check (max_discount_paise > 0),
  min_subtotal_paise integer not null default 0 check (min_subtotal_paise >= 0),
  valid_from timestamptz,
  valid_upto timestamptz,
  disabled boolean not null default false,
  modified timestamptz not null default now()
);

-- The address book: shipping addresses. The billing address is the customer's own record
-- (customer_addresses, written by sign-up and the profile), so the profile and the book show one record.
create table shipping_addresses (
  name text primary key,
  customer_id text not null references customers (id) on delete cascade,
  address_title text not null,
  address_line1 text not null,
  address_line2 text not null,
  city text not null,
  state text not null,
  country text not null,
  pincode text not null,
  is_default boolean not null default false,
  creation timestamptz not null default now()
);
create index shipping_addresses_customer on shipping_addresses (customer_id, creation);
-- At most one default per customer.
create unique index shipping_addresses_one_default on shipping_addresses (customer_id) where is_default;

-- The cart: the draft Quotation of a retailer. Lines keep no price: they are priced when read.
create table carts (
  customer_id text primary key references customers (id) on delete cascade,
  version integer not null default 0,
  shipping_address_name text,                       -- a shipping address or the billing one; null: the default
  last_seen jsonb,                                  -- the last priced cart served, to tell what changed at placement
  modified timestamptz not null default now()
);
create table cart_items (
  customer_id text not null references carts (customer_id) on delete cascade,
  item_code text not null references website_items (item_code),
  qty integer not null check (qty > 0),
  added_at timestamptz not null default now(),
  primary key (customer_id, item_code)
);

-- Orders as placed: lines, totals and addresses are copies, never recomputed.
create sequence sales_order_number;
create table sales_orders (
  name text primary key,                            -- SAL-ORD-2026-00001
  customer_id text not null references customers (id) on delete cascade,
  idempotency_key text not null,
  request_hash text not null,
  status text not null check (status in ('Placed', 'Confirmed', 'Dispatched', 'Delivered', 'Cancelled')),
  transaction_date timestamptz not null,
  payment_terms text not null,
  delivery_window jsonb not null,                   -- { from, to } HH:MM:SS, the profile's at placement
  billing_address jsonb not null,
  shipping_address jsonb not null,
  place_of_supply text not null,
  scheme jsonb,                                     -- the applied scheme as it was, or null
  total_qty integer not null,
  subtotal_paise bigint not null,
  discount_paise bigint not null,
  taxable_paise bigint not null,
  gst_basis_points integer not null,
  tax_split text not null check (tax_split in ('intra_state', 'inter_state')),
  cgst_paise bigint not null,
  sgst_paise bigint not null,
  igst_paise bigint not null,
  grand_total_paise bigint not null,
  cancelled_at timestamptz,
  unique (customer_id, idempotency_key)
);
create index sales_orders_customer on sales_orders (customer_id, transaction_date desc);
create table sales_order_items (
  parent text not null references sales_orders (name) on delete cascade,
  idx integer not null,
  item_code text not null,
  item_name text not null,
  weight_grams integer not null,
  pack_size integer not null,
  website_image text not null,
  qty integer not null check (qty > 0),
  mrp_paise integer not null,
  rate_paise integer not null,
  amount_paise bigint not null,
  primary key (parent, idx)
);

-- The seed's catalogue (docs/product.md#product-detail, remotes/marketing/src/lib/catalog.ts): 2 g and 4 g,
-- packs of 12, 24 and 48. The 4 g pack of 12 is not in the seed; it is priced as the other 4 g packs.
insert into website_items
  (item_code, variant_of, item_group, web_item_name, weight_grams, pack_size, mrp_paise, rate_paise, stock_qty,
   route, website_image, slideshow, short_description, web_long_description, ingredients, highlights, nutrition, ranking)
select item_code, variant_of, 'Pan Masala', web_item_name, weight_grams, pack_size, mrp_paise, rate_paise, 5000,
  route, website_image,
  case when weight_grams = 2 then
    jsonb_build_array(
      jsonb_build_object('image', 'pack-2g', 'alt', 'Suvasa Pan Masala 2 g sachet, front'),
      jsonb_build_object('image', 'pack-2g-back', 'alt', '2 g sachet, back: ingredients list and "no tobacco, no nicotine" mark'))
    || case when pack_size = 48 then jsonb_build_array(jsonb_build_object('image', 'carton-48', 'alt', 'Carton of 48 sachets of 2 g')) else '[]'::jsonb end
  else jsonb_build_array(jsonb_build_object('image', 'pack-4g', 'alt', 'Suvasa Pan Masala 4 g sachet, front')) end
  || jsonb_build_array(
      jsonb_build_object('image', 'ingredients', 'alt', 'The ingredients: betel leaf, betelnut, cardamom pods, mint and lime'),
      jsonb_build_object('image', 'packaging', 'alt', 'A leaf and a recycling arrow: the sachet is compostable'),
      jsonb_build_object('image', 'quality', 'alt', 'ISO 9001:2015 quality seal')),
  short_description,
  'Suvasa Pan Masala is a betel-nut mouth freshener made without tobacco and without nicotine. Slow-roasted '
    || 'betelnut meets catechu and a touch of lime for the classic depth, while green cardamom and menthol leave a '
    || 'cool, clean finish. Each ' || weight_grams || ' g sachet is one serving; this carton holds ' || pack_size || '.',
  'Betelnut, catechu, lime, menthol, cardamom, natural flavours. Contains no tobacco and no nicotine.',
  jsonb_build_array('No tobacco, no nicotine', 'Betelnut, catechu, lime, menthol, cardamom and natural flavours',
    'Compostable, biodegradable sachets', 'Made in an ISO 9001:2015 certified plant, checked batch by batch'),
  jsonb_build_array(
    jsonb_build_object('nutrient', 'Energy', 'value', 411.06, 'unit', 'kcal'),
    jsonb_build_object('nutrient', 'Protein', 'value', 6.01, 'unit', 'g'),
    jsonb_build_object('nutrient', 'Carbohydrate', 'value', 69.71, 'unit', 'g'),
    jsonb_build_object('nutrient', 'Total sugar', 'value', 0, 'unit', 'g'),
    jsonb_build_object('nutrient', 'Added sugar', 'value', 0, 'unit', 'g'),
    jsonb_build_object('nutrient', 'Total fat', 'value', 12.2, 'unit', 'g'),
    jsonb_build_object('nutrient', 'Saturated fat', 'value', 0, 'unit', 'g'),
    jsonb_build_object('nutrient', 'Trans fat', 'value', 0, 'unit', 'g')),
  ranking
from (values
  ('suvasa-2g-48', 'suvasa-2g', 'Suvasa Pan Masala 2g', 2, 48, 65000, 48000, 'product-details', 'pack-2g',
   'A single-serve 2 g sachet: a quick, cool finish after meals or on the go.', 60),
  ('suvasa-2g-24', 'suvasa-2g', 'Suvasa Pan Masala 2g', 2, 24, 32500, 24000, 'product-details/suvasa-2g-24', 'pack-2g',
   'A single-serve 2 g sachet: a quick, cool finish after meals or on the go.', 50),
  ('suvasa-2g-12', 'suvasa-2g', 'Suvasa Pan Masala 2g', 2, 12, 16500, 12000, 'product-details/suvasa-2g-12', 'pack-2g',
   'A single-serve 2 g sachet: a quick, cool finish after meals or on the go.', 40),
  ('suvasa-4g-48', 'suvasa-4g', 'Suvasa Pan Masala 4g', 4, 48, 160000, 120000, 'product-details/suvasa-4g-48', 'pack-4g',
   'The larger 4 g sachet for longer journeys and for sharing with friends.', 30),
  ('suvasa-4g-24', 'suvasa-4g', 'Suvasa Pan Masala 4g', 4, 24, 80000, 60000, 'product-details/suvasa-4g-24', 'pack-4g',
   'The larger 4 g sachet for longer journeys and for sharing with friends.', 20),
  ('suvasa-4g-12', 'suvasa-4g', 'Suvasa Pan Masala 4g', 4, 12, 40000, 30000, 'product-details/suvasa-4g-12', 'pack-4g',
   'The larger 4 g sachet for longer journeys and for sharing with friends.', 10)
) as seed (item_code, variant_of, web_item_name, weight_grams, pack_size, mrp_paise, rate_paise, route, website_image,
           short_description, ranking);

-- The seed's sample offer (docs/product.md#cart-drawer): 10 % off, up to ₹100.
insert into promotional_schemes (name, title, discount_basis_points, max_discount_paise)
values ('SCHEME-10-UPTO-100', '10% OFF up to ₹100', 1000, 10000);
