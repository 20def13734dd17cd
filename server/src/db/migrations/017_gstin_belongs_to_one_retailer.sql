-- A GSTIN belongs to one retailer (docs/decisions/0023). Accounts that already shared one are not
-- changed: each is flagged `gstin_shared`, which the office lists and resolves by moving the GSTIN, and
-- listed in `gstin_duplicates_found`, the report of what this migration found. The unique index leaves
-- out the flagged accounts, so it can be made over them; every account since, and every account the
-- office has resolved, is under it.
alter table customers add column gstin_shared boolean not null default false;

create table gstin_duplicates_found (
  customer_id text primary key,
  gstin text not null,
  found_at timestamptz not null default now()
);

insert into gstin_duplicates_found (customer_id, gstin)
select id, gstin
from (select id, gstin, count(*) over (partition by upper(btrim(gstin))) as holders
      from customers where gstin is not null and btrim(gstin) <> '') held
where holders > 1;

update customers c set gstin_shared = true from gstin_duplicates_found d where d.customer_id = c.id;

create unique index customers_gstin_owner on customers (upper(btrim(gstin)))
  where gstin is not null and btrim(gstin) <> '' and not gstin_shared;
