-- Clients and known devices (docs/decisions/0010): every limit counts a client (an IPv4 address or an IPv6 /64) and, for
-- the few a whole provider block shares, its network (an IPv6 /48); a browser that logged in to a number
-- before is known to it and spends budgets of its own.

-- The network of the client that asked, and the known device it asked from (none: a stranger).
alter table otp_attempts add column client_network text not null default '';
alter table otp_attempts add column device_hash text;
create index otp_attempts_created on otp_attempts (created_at);
create index otp_attempts_mobile_device on otp_attempts (mobile, device_hash, created_at) where device_hash is not null;

alter table number_lookups add column client_network text not null default '';
create index number_lookups_network_at on number_lookups (client_network, at);

-- A browser that logged in to a number (the SHA-256 of its HttpOnly cookie), until it stays away too long.
create table known_devices (
  device_hash text not null,
  mobile text not null,
  customer_id text not null references customers (id) on delete cascade,
  last_login_at timestamptz not null,
  primary key (device_hash, mobile)
);
create index known_devices_customer on known_devices (customer_id, last_login_at);
