-- The rights of the app privacy policy (docs/product.md#settings, docs/decisions/0014).

-- A code confirms deleting an account, under the login codes' limits and guess budget.
alter table otp_attempts drop constraint otp_attempts_purpose_check;
alter table otp_attempts add constraint otp_attempts_purpose_check
  check (purpose in ('login', 'change_mobile', 'delete_account'));

-- Orders outlive a deleted account, as tax law requires, without it: the customer link is cleared and
-- the addresses they carry are cut to the place of supply (see features/privacy/service.ts).
alter table sales_orders alter column customer_id drop not null;
alter table sales_orders drop constraint sales_orders_customer_id_fkey;
alter table sales_orders add constraint sales_orders_customer_id_fkey
  foreign key (customer_id) references customers (id) on delete set null;

-- Consent to location use (deliveries, registration checks), given at sign-up under the app policy,
-- withdrawn or given again from /settings.
alter table customers add column location_consent boolean not null default true;
alter table customers add column location_consent_changed_at timestamptz;
