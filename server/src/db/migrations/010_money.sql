-- Money a retailer and a tax officer can trust (docs/decisions/0018): a pack's price includes GST and
-- never exceeds its MRP, the GST rate is dated data, packs carry ordering rules and an uploaded picture,
-- registered retailers have a GSTIN, and an order keeps each line's share of the scheme and its tax.

-- The price a retailer pays per pack, GST included (it used to be before GST): never above the MRP.
comment on column website_items.rate_paise is 'The retailer''s price per pack, GST included, before schemes';

-- Ordering rules per pack: at least `min_order_qty` packs, in multiples of `case_multiple`.
alter table website_items
  add column min_order_qty integer not null default 1 check (min_order_qty > 0),
  add column case_multiple integer not null default 1 check (case_multiple > 0),
  -- An uploaded picture's stored name (re-encoded like a profile picture); null: the artwork alone.
  add column picture text;

-- The GST rate on pan masala, by the moment it takes effect: an order uses the row in effect when it is
-- placed. Rows are only added; a rate that has taken effect is history.
create table gst_rates (
  effective_from timestamptz primary key,
  basis_points integer not null check (basis_points >= 0 and basis_points <= 10000),
  created_by text,                                  -- the staff member's email; null: this migration
  created_at timestamptz not null default now()
);
insert into gst_rates (effective_from, basis_points) values ('2017-07-01T00:00:00+05:30', 4000);

-- A registered retailer's GSTIN (15 characters; its state code and check character are checked by the
-- contract's rules before it is stored). Null when not registered.
alter table customers add column gstin text check (gstin is null or gstin ~ '^[0-9]{2}[0-9A-Z]{13}$');

-- Each line's share of the order's scheme discount, and the taxable value and GST contained in what is
-- left (docs/decisions/0018: their sum is the grand total, to the paisa). Null on orders placed while
-- GST was added on top of the price: their taxable value is the order's own.
alter table sales_order_items
  add column discount_paise bigint check (discount_paise >= 0),
  add column taxable_paise bigint check (taxable_paise >= 0),
  add column gst_paise bigint check (gst_paise >= 0);
-- The buyer's GSTIN as it was when the order was placed, for its invoice.
alter table sales_orders add column customer_gstin text;
