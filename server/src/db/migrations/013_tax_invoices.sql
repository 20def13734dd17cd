-- Tax invoices and credit notes (docs/decisions/0019): issued in the transaction that dispatches an order
-- (a credit note in the one that cancels an invoiced order), numbered from gapless series per financial
-- year, and kept as issued: the document holds what it was issued with and is never changed.

-- The last number given in each series and financial year ('SUV', '2026-27' → 123). Taken by
-- `insert … on conflict do update set last_number = last_number + 1 returning` inside the issuing
-- transaction: the row stays locked until it commits, so concurrent issues queue and a rollback takes its
-- number back with it (no gap, no duplicate).
create table tax_document_series (
  series text not null,
  financial_year text not null check (financial_year ~ '^[0-9]{4}-[0-9]{2}$'),
  last_number integer not null check (last_number > 0),
  primary key (series, financial_year)
);

create table tax_documents (
  number text primary key,                          -- SUV/2026-27/000123, SUV-CN/2026-27/000001
  kind text not null check (kind in ('invoice', 'credit_note')),
  series text not null,
  financial_year text not null,
  sequence integer not null check (sequence > 0),
  -- Kept with the order for as long as the law keeps invoices: no cascade from an order's removal.
  order_name text not null references sales_orders (name),
  -- A credit note's invoice; null on an invoice.
  invoice_number text references tax_documents (number),
  issued_at timestamptz not null,
  -- Everything printed: seller, buyer, place of supply, lines, totals, words (server/src/features/invoicing).
  content jsonb not null,
  unique (series, financial_year, sequence),
  check ((kind = 'credit_note') = (invoice_number is not null))
);
-- One invoice per order, and at most one credit note.
create unique index tax_documents_order_kind on tax_documents (order_name, kind);
