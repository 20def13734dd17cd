-- Staff of the back office (docs/decisions/0016): accounts apart from retailers, their sessions, one-time
-- recovery codes, enrolment links, failed sign-ins (the throttle) and the append-only audit log.

-- An account: invited (no password or authenticator yet), active, or disabled. E-mail stored lower-cased.
create table staff (
  id text primary key,
  email text not null unique check (email = lower(email)),
  role text not null check (role in ('sales', 'admin')),
  -- Argon2id (PHC string); null until enrolled.
  password_hash text,
  -- The RFC 6238 secret, sealed (src/features/office/sealed.ts); null until enrolled.
  totp_secret text,
  -- The last 30-second step whose code signed in: a code is accepted once.
  totp_last_step bigint,
  enrolled_at timestamptz,
  disabled_at timestamptz,
  last_sign_in_at timestamptz,
  created_at timestamptz not null
);

-- A session is the SHA-256 of the HttpOnly cookie's value.
create table staff_sessions (
  token_hash text primary key,
  staff_id text not null references staff (id) on delete cascade,
  created_at timestamptz not null,
  last_used_at timestamptz not null
);
create index staff_sessions_staff on staff_sessions (staff_id);

-- Each code signs in once in place of an authenticator code; only its SHA-256 is kept.
create table staff_recovery_codes (
  staff_id text not null references staff (id) on delete cascade,
  code_hash text not null,
  used_at timestamptz,
  primary key (staff_id, code_hash)
);

-- The link of an invitation or a reset: its SHA-256, the authenticator secret it proposed (sealed), until used or expired.
create table staff_enrolments (
  token_hash text primary key,
  staff_id text not null references staff (id) on delete cascade,
  pending_totp_secret text,
  created_at timestamptz not null,
  expires_at timestamptz not null
);
create index staff_enrolments_staff on staff_enrolments (staff_id);

-- Failed sign-ins, counted per account (the e-mail tried) and per client within the throttle's window.
-- A sign-in counts as failed from its start, and its row is removed when it succeeds: parallel guesses cannot
-- all pass the count before any of them is recorded.
create table staff_sign_in_failures (
  id bigint generated always as identity primary key,
  account text not null,
  client_key text not null,
  at timestamptz not null
);
create index staff_sign_in_failures_account on staff_sign_in_failures (account, at);
create index staff_sign_in_failures_client on staff_sign_in_failures (client_key, at);
create index staff_sign_in_failures_at on staff_sign_in_failures (at);

-- Who did what to which record, with the values before and after. staff_id null: the server's command.
create table audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  staff_id text references staff (id),
  action text not null,
  entity text not null,
  entity_id text not null,
  before jsonb,
  after jsonb
);
create index audit_log_entity on audit_log (entity, entity_id, id);

-- Append-only: the database itself refuses to change or remove an entry.
create function audit_log_is_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log is append-only';
end;
$$;
create trigger audit_log_no_update before update or delete on audit_log
  for each row execute function audit_log_is_append_only();
create trigger audit_log_no_truncate before truncate on audit_log
  for each statement execute function audit_log_is_append_only();
