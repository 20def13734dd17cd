-- The back office's operations: order timelines, inquiry follow-up, blocked retailers, and the indexes
-- that keep the staff's filtered lists fast at hundreds of thousands of rows.

-- Trigram indexes answer "contains" searches (order number, shop, mobile, names) without a full scan.
create extension if not exists pg_trgm;

-- Every change of an order's status after it was placed (placing is the order's own transaction_date).
-- Staff changes keep who made them; the retailer's own cancellation has none.
create table sales_order_events (
  id bigserial primary key,
  order_name text not null references sales_orders (name) on delete cascade,
  status text not null check (status in ('Confirmed', 'Dispatched', 'Delivered', 'Cancelled')),
  at timestamptz not null,
  staff_id text references staff (id),
  staff_email text,
  reason text
);
create index sales_order_events_order on sales_order_events (order_name, at, id);

-- Cancellations made before this table existed keep their time.
insert into sales_order_events (order_name, status, at)
select name, 'Cancelled', cancelled_at from sales_orders where status = 'Cancelled' and cancelled_at is not null;

-- The list is newest first, a keyset page at a time: (transaction_date, name) orders every row once.
drop index sales_orders_customer;
create index sales_orders_customer on sales_orders (customer_id, transaction_date desc, name desc);
create index sales_orders_newest on sales_orders (transaction_date desc, name desc);
create index sales_orders_status_newest on sales_orders (status, transaction_date desc, name desc);
create index sales_orders_state_newest on sales_orders (place_of_supply, status, transaction_date desc, name desc);
-- What staff search for: the order number, the shop (billing and shipping titles) and the mobile, as placed.
alter table sales_orders add column search_text text generated always as (
  lower(name || ' ' || coalesce(billing_address ->> 'address_title', '') || ' '
    || coalesce(shipping_address ->> 'address_title', '') || ' ' || coalesce(billing_address ->> 'phone', ''))
) stored;
create index sales_orders_search on sales_orders using gin (search_text gin_trgm_ops);

-- An inquiry's follow-up: New → Contacted → Qualified, or Closed; each step with a note and its staff member.
alter table website_inquiries add column status text not null default 'New'
  check (status in ('New', 'Contacted', 'Qualified', 'Closed'));
alter table website_inquiries add column status_changed_at timestamptz;
create index website_inquiries_newest on website_inquiries (created_at desc, id desc);
create index website_inquiries_status_newest on website_inquiries (status, created_at desc, id desc);
alter table website_inquiries add column search_text text generated always as (
  lower(coalesce(fullname, '') || ' ' || coalesce(company, '') || ' ' || coalesce(business_name, '') || ' '
    || coalesce(phone, '') || ' ' || coalesce(email, ''))
) stored;
create index website_inquiries_search on website_inquiries using gin (search_text gin_trgm_ops);

create table inquiry_notes (
  id bigserial primary key,
  inquiry_id text not null references website_inquiries (id) on delete cascade,
  status text not null check (status in ('Contacted', 'Qualified', 'Closed')),
  note text not null,
  staff_id text not null references staff (id),
  staff_email text not null,
  at timestamptz not null
);
create index inquiry_notes_inquiry on inquiry_notes (inquiry_id, at, id);

-- A blocked retailer cannot log in or order; the reason is the staff's, for the staff.
alter table customers add column blocked_at timestamptz;
alter table customers add column blocked_reason text;
create index customers_newest on customers (created_at desc, id desc);
