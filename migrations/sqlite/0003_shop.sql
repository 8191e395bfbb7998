-- The local shop catalogue (the embedded default shop provider). Prices in minor
-- units (øre); options and selected options as JSON text.
create table shop_products (
    id text primary key,
    handle text not null unique,
    title text not null,
    description text not null,
    position integer not null
);

create table shop_variants (
    id text primary key,
    product_id text not null references shop_products (id) on delete cascade,
    title text not null,
    price_minor bigint not null,
    currency_code text not null,
    available integer not null,
    selected_options text not null,
    position integer not null
);
create index shop_variants_product_id on shop_variants (product_id);

create table shop_images (
    product_id text not null references shop_products (id) on delete cascade,
    position integer not null,
    url text not null,
    alt_text text,
    primary key (product_id, position)
);

create table shop_options (
    product_id text not null references shop_products (id) on delete cascade,
    position integer not null,
    name text not null,
    option_values text not null,
    primary key (product_id, position)
);

create table shop_collections (
    handle text primary key,
    title text not null,
    description text not null,
    position integer not null
);

create table shop_collection_products (
    collection_handle text not null references shop_collections (handle) on delete cascade,
    product_id text not null references shop_products (id) on delete cascade,
    position integer not null,
    primary key (collection_handle, product_id)
);

-- Orders that arrive from Shopify's webhook are stored once per Shopify order.
create unique index orders_shopify_order_number on orders (shopify_order_number);

-- Order numbers of the local checkout.
create table order_numbers (
    next_value bigint not null
);
insert into order_numbers (next_value) values (10001);
