create table customers (
  id text primary key,
  full_name text not null,
  mobile text not null unique check (mobile ~ '^[6-9][0-9]{9}$'),
  shop_name text not null,
  profile text not null default '',
  industry text not null,
  start_time text not null check (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$'),
  end_time text not null check (end_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$'),
  from_time text not null check (from_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$'),
  to_time text not null check (to_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$'),
  gst_registered boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table customer_addresses (
  customer_id text primary key references customers (id) on delete cascade,
  address_line1 text not null,
  address_line2 text not null,
  city text not null,
  state text not null,
  country text not null,
  pincode text not null
);

-- One credential per customer: a new login replaces the secret. Only its SHA-256 is kept.
create table api_credentials (
  customer_id text primary key references customers (id) on delete cascade,
  api_key text not null unique,
  secret_hash text not null,
  issued_at timestamptz not null default now()
);

-- The one live code of a number: a resend replaces it, a successful login deletes it.
create table otp_codes (
  mobile text primary key,
  code_hash text not null,
  expires_at timestamptz not null,
  attempts integer not null default 0,
  created_at timestamptz not null default now()
);

-- Every code sent, for the per-number and per-address send limits.
create table otp_sends (
  id serial primary key,
  mobile text not null,
  client_address text not null,
  sent_at timestamptz not null default now()
);
create index otp_sends_mobile_sent_at on otp_sends (mobile, sent_at);
create index otp_sends_address_sent_at on otp_sends (client_address, sent_at);

-- Wrong codes per number across codes, and the lock-out they earned.
create table otp_failures (
  mobile text primary key,
  failures integer not null default 0,
  lockouts integer not null default 0,
  locked_until timestamptz
);

create table website_inquiries (
  id text primary key,
  inquiry_type text not null check (inquiry_type in ('distributor', 'contact')),
  fullname text,
  company text,
  phone text,
  email text,
  comment text,
  website_name text,
  business_name text,
  current_business_type text,
  how_long_have_you_been_oprating_your_business text,
  do_you_currently_have_your_own_vehicle_for_distribution text,
  preferred_area_of_distribution text,
  business_address text,
  client_address text not null,
  idempotency_key text unique,
  payload_hash text not null,
  created_at timestamptz not null default now()
);
create index website_inquiries_duplicate on website_inquiries (payload_hash, created_at);
