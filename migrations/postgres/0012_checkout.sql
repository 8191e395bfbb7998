-- The local checkout. Orders may belong to no account (a guest's, attached when an
-- account with its e-mail is verified; an order whose account is deleted keeps its
-- figures for the bookkeeping law and loses its personal fields), and keep every
-- figure they were placed with, in øre: goods, discount, shipping, total and the VAT
-- it includes. `customer` is the personal part as JSON (name, address, postcode,
-- city, phone, company, CVR, EAN, comment). `checkout_key` makes a double submit of
-- one cart place one order; `access_hash` is the SHA-256 of the link a guest gets to
-- see their order.
alter table orders alter column user_id drop not null;
alter table orders drop constraint orders_user_id_fkey;
alter table orders add constraint orders_user_id_fkey foreign key (user_id) references users (id) on delete set null;
alter table orders add column email text;
alter table orders add column goods_minor bigint;
alter table orders add column discount_minor bigint;
alter table orders add column shipping_minor bigint;
alter table orders add column vat_minor bigint;
alter table orders add column discount_code text;
alter table orders add column delivery_method text;
alter table orders add column payment_method text;
alter table orders add column customer text;
alter table orders add column checkout_key text unique;
alter table orders add column access_hash text;
alter table orders add column terms_accepted_at text;
alter table orders add column paid_at text;
update orders o set email = u.email from users u where u.id = o.user_id;
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
