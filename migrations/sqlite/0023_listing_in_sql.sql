-- Listings (collection and category pages) sort, filter, count and page in SQL: each
-- product's cheapest price and whether any variant can be bought, kept beside it
-- (written with the variants, see shop::local::summarize), and the option values
-- any of its variants has, one row each, for filters and facet counts.
alter table shop_products add column min_price_minor bigint not null default 0;
alter table shop_products add column available integer not null default 0;

create table shop_product_options (
    product_id text not null references shop_products (id) on delete cascade,
    name text not null,
    value text not null,
    primary key (product_id, name, value)
);
create index shop_product_options_value on shop_product_options (name, value, product_id);
create index shop_collection_products_order on shop_collection_products (collection_handle, position, product_id);

update shop_products set
    min_price_minor = coalesce((select min(v.price_minor) from shop_variants v where v.product_id = shop_products.id), 0),
    available = case when exists (select 1 from shop_variants v where v.product_id = shop_products.id and v.available <> 0) then 1 else 0 end;
insert or ignore into shop_product_options (product_id, name, value)
    select v.product_id, json_extract(o.value, '$.name'), json_extract(o.value, '$.value')
    from shop_variants v, json_each(v.selected_options) o;
