-- An inquiry's duplicate window, (created_at - window, created_at], as a range the database can compare:
-- the exclusion constraint refuses a second row with the same payload hash (same payload, same address)
-- whose window overlaps, i.e. sent within the window of the first. A constraint holds however requests
-- race, so an inquiry needs no lock and no transaction: one `insert … on conflict do nothing` either
-- stores it or finds the first. btree_gist gives text its `=` in a GiST index (a trusted extension:
-- the database owner may create it).
create extension if not exists btree_gist;

-- Rows stored before this migration keep an empty window, which overlaps nothing: backfilling real
-- windows could fail on duplicates the old code let through (same payload under two keys at once).
-- The cost: a double click that straddles the upgrade itself may be stored twice.
alter table website_inquiries add column duplicate_window tstzrange not null default 'empty';
alter table website_inquiries add constraint website_inquiries_one_per_duplicate_window
  exclude using gist (payload_hash with =, duplicate_window with &&);

-- The constraint's index answers the duplicate look-up: this one is redundant.
drop index website_inquiries_duplicate;
