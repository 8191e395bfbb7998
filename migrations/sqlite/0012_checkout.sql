-- The local checkout. Orders may belong to no account (a guest's, attached when an
-- account with its e-mail is verified; an order whose account is deleted keeps its
-- figures for the bookkeeping law and loses its personal fields), and keep every
-- figure they were placed with, in øre: goods, discount, shipping, total and the VAT
-- it includes. `customer` is the personal part as JSON (name, address, postcode,
-- city, phone, company, CVR, EAN, comment). `checkout_key` makes a double submit of
-- one cart place one order; `access_hash` is the SHA-256 of the link a guest gets to
-- see their order. SQLite cannot change a column's constraint: the table is rebuilt.
create table orders_rebuilt (
    id text primary key,
    user_id text references users (id) on delete set null,
    order_number text not null unique,
    shopify_order_number text,
    status text not null,
    created_at text not null,
    total_amount_minor bigint not null,
    currency_code text not null,
    items text not null,
    lang text not null default 'da',
    updated_at text,
    email text,
    goods_minor bigint,
    discount_minor bigint,
    shipping_minor bigint,
    vat_minor bigint,
    discount_code text,
    delivery_method text,
    payment_method text,
    customer text,
    checkout_key text unique,
    access_hash text,
    terms_accepted_at text,
    paid_at text
);
insert into orders_rebuilt (id, user_id, order_number, shopify_order_number, status, created_at, total_amount_minor,
                            currency_code, items, lang, updated_at, email)
select o.id, o.user_id, o.order_number, o.shopify_order_number, o.status, o.created_at, o.total_amount_minor,
       o.currency_code, o.items, o.lang, o.updated_at, u.email
from orders o left join users u on u.id = o.user_id;
drop table orders;
alter table orders_rebuilt rename to orders;
create index orders_user_id_created_at on orders (user_id, created_at);
create unique index orders_shopify_order_number on orders (shopify_order_number);
create index orders_email on orders (email);

-- A cart handed to the local checkout (like Shopify's cartCreate): its lines with the
-- price the customer saw, found by the SHA-256 of the token in /kasse?cart=….
create table checkout_carts (
    token_hash text primary key,
    lines text not null,
    lang text not null,
    created_at text not null
);
create index checkout_carts_created_at on checkout_carts (created_at);
