-- What the back office's product list searches, in one column kept with the product
-- (written with its summary, shop::local::summarize): its title, handle, vendor and
-- variants' SKUs in lower case. One LIKE over it instead of four, one of them a
-- look-up of the variants for every product (a SKU search at 20,000 products read
-- every product's variants, twice).
alter table shop_products add column list_text text not null default '';
update shop_products set list_text = lower(title) || ' ' || handle || ' ' || lower(vendor) || coalesce(' ' || (
    select string_agg(lower(v.sku), ' ') from shop_variants v where v.product_id = shop_products.id and v.sku <> ''
), '');
