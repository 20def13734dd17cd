-- Staff sign-in that no stranger can block (docs/decisions/0016): failures counted per account and client
-- network (not per account alone), browsers known to a member, spent proofs of work, and what the member is
-- told at their next sign-in.

-- Failures of the old shape counted per account only; they expire within 15 minutes anyway.
delete from staff_sign_in_failures;
drop index staff_sign_in_failures_account;
drop index staff_sign_in_failures_client;

alter table staff_sign_in_failures
  -- password: the e-mail and password did not match; code: the password did, the second factor did not.
  add column kind text not null default 'password' check (kind in ('password', 'code')),
  -- The client's /48 (IPv6) or its IPv4 address: the wider budget of a network.
  add column client_network text not null default '',
  -- The SHA-256 of the browser's device id when the browser is known to the account; null: a stranger.
  add column device_hash text;
alter table staff_sign_in_failures alter column kind drop default, alter column client_network drop default;

create index staff_sign_in_failures_account on staff_sign_in_failures (account, kind, at);
create index staff_sign_in_failures_client on staff_sign_in_failures (client_key, at);

-- A browser where the member signed in: the SHA-256 of its HttpOnly cookie's random id.
create table staff_known_devices (
  device_hash text not null,
  staff_id text not null references staff (id) on delete cascade,
  last_sign_in_at timestamptz not null,
  primary key (device_hash, staff_id)
);
create index staff_known_devices_staff on staff_known_devices (staff_id, last_sign_in_at);

-- A proof of work counts once: the challenge's signature, until the challenge expires.
create table staff_spent_proofs (
  signature text primary key,
  expires_at timestamptz not null
);
create index staff_spent_proofs_expiry on staff_spent_proofs (expires_at);

-- Since the member last signed in: when more than the hour's share of wrong passwords came in with their
-- e-mail, and when a right password came with a wrong second factor. Told, then cleared, at sign-in.
-- password_attack_audited_at: the audit log shows an attack at most once an hour.
alter table staff
  add column password_attack_at timestamptz,
  add column password_attack_audited_at timestamptz,
  add column wrong_code_at timestamptz;

-- Who issued an enrolment link: an admin's pending invitations die with the admin's account (null: the
-- server's command).
alter table staff_enrolments add column issued_by text references staff (id) on delete cascade;
