-- The business keeps its own catalogue (the back office's products pages and the
-- Shopify-format CSV): what Shopify's product export carries beside what the pages
-- show. Status: active (on the site) or draft (only in the back office). Tags in
-- Shopify's form ("a, b").
alter table shop_products add column vendor text not null default '';
alter table shop_products add column product_type text not null default '';
alter table shop_products add column tags text not null default '';
alter table shop_products add column status text not null default 'active';
alter table shop_variants add column sku text not null default '';
-- The price before a reduction, in øre (null: none).
alter table shop_variants add column compare_at_minor bigint;
create index shop_products_status on shop_products (status, handle);
-- A new product goes after the last (max(position) without reading every row), and a
-- product's collections (the form and the import read them by product).
create index shop_products_position on shop_products (position);
create index shop_collection_products_product on shop_collection_products (product_id);

-- Who changed which product, how (form, import, cli), and the product before and
-- after (JSON of the form's fields; null before a creation and after a deletion).
create table catalogue_audit (
    id bigserial primary key,
    product_handle text not null,
    actor text not null,
    via text not null,
    action text not null,
    before_json text,
    after_json text,
    at text not null
);
create index catalogue_audit_product on catalogue_audit (product_handle, id);

-- Uploaded product images, kept in the database (one binary, one backup): each
-- picture at the widths the pages use, as WebP.
create table shop_media (
    id text not null,
    width integer not null,
    height integer not null,
    bytes bytea not null,
    created_at text not null,
    primary key (id, width)
);
