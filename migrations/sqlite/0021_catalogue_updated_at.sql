-- When each product and collection of the local catalogue last changed (RFC 3339,
-- UTC): the sitemaps' `lastmod`. The rows that exist were last changed as far as
-- anyone can tell now, when this runs; every insert of the shop sets it from here on.
-- Left nullable (SQLite adds a NOT NULL column only with a constant default, and a
-- made-up time would be a wrong `lastmod`): a row without one is listed without it.
-- The sitemaps page through both tables by handle, which their unique index (the
-- products') and primary key (the collections') already order.
alter table shop_products add column updated_at text;
alter table shop_collections add column updated_at text;
update shop_products set updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now');
update shop_collections set updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now');
