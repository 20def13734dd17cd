-- A cart read writes nothing (docs/decisions/0013, addendum): the browser sends back the cart the retailer
-- saw with place_order, so the server no longer keeps the last cart it served.
alter table carts drop column if exists last_seen;
