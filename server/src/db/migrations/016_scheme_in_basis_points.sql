-- Percentages are whole basis points wherever they are stored (docs/decisions/0024). The scheme an order
-- keeps, as the cart showed it, said `discount_percent` (12.5 for 12.5 %); it now says
-- `discount_basis_points` (1250). JSON numbers are read as exact decimals, so the product is exact.
update sales_orders
set scheme = (scheme - 'discount_percent')
  || jsonb_build_object('discount_basis_points', round((scheme ->> 'discount_percent')::numeric * 100)::integer)
where scheme ? 'discount_percent';
