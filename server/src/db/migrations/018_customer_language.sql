-- The retailer's language (docs/decisions/0030): their SMS go out in it. Existing retailers signed up in
-- English. No check of the codes here: the server checks them against its list of languages, so a new
-- language needs no migration.
alter table customers add column language text not null default 'en';
