-- Login that resists abuse (docs/decisions/0010): codes bound to the login attempt that asked for them, a per-number
-- daily budget of wrong short-code guesses instead of a lock-out, sessions with a lifetime, proved
-- number changes, budgeted registration look-ups and sender-scoped idempotency keys.

-- One row per code sent. The attempt's token goes to the requester only; a code is checked only
-- against the attempt presented with it, so a stranger's guesses never touch the owner's code.
-- Its rows also carry the send limits (per number from one address, per address, per number unused).
create table otp_attempts (
  id text primary key,                 -- SHA-256 of the attempt token
  purpose text not null check (purpose in ('login', 'change_mobile')),
  mobile text not null,
  customer_id text references customers (id) on delete cascade,
  client_address text not null,
  code_hash text not null,
  code_length integer not null,
  attempts integer not null default 0,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  retired boolean not null default false
);
create index otp_attempts_mobile_created on otp_attempts (mobile, created_at);
create index otp_attempts_address_created on otp_attempts (client_address, created_at);
create index otp_attempts_change on otp_attempts (customer_id, created_at) where purpose = 'change_mobile';

-- Wrong guesses per number and (UTC) day, spent before a code is compared.
create table otp_guess_budget (
  mobile text not null,
  day date not null,
  short_failures integer not null default 0,
  long_failures integer not null default 0,
  primary key (mobile, day)
);

-- The old single-code, lock-out design goes. Live codes (10 minutes) and the send history are not
-- carried over: limits start afresh once, at the upgrade.
drop table otp_codes;
drop table otp_sends;
drop table otp_failures;

-- Every answer that tells whether a number is registered, for the look-up budgets.
create table number_lookups (
  id bigserial primary key,
  client_address text not null,
  mobile text not null,
  kind text not null,
  at timestamptz not null
);
create index number_lookups_address_at on number_lookups (client_address, at);
create index number_lookups_mobile_at on number_lookups (mobile, at);

-- Sessions: idle and absolute lifetime.
alter table api_credentials add column last_used_at timestamptz not null default now();

-- An Idempotency-Key belongs to its sender.
alter table website_inquiries drop constraint website_inquiries_idempotency_key_key;
alter table website_inquiries add constraint website_inquiries_sender_key unique (client_address, idempotency_key);
