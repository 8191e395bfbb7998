-- Every price a variant has had and when it took effect (the back office, a CSV
-- import, a price seen at Shopify), so that a page shows a price as reduced only when
-- it is below the lowest price of the 30 days before the reduction began (the
-- Omnibus rule), and names that lowest price. Times are Unix milliseconds.
create table price_history (
    variant_id text not null,
    price_minor bigint not null,
    started_ms bigint not null,
    -- When the next price took effect; null for the price in effect now.
    ended_ms bigint,
    -- The lowest price in effect in the 30 days before started_ms (null: none known),
    -- fixed when this price took effect.
    lowest_before_minor bigint,
    -- What set it: seed, backoffice, import, cli, shopify.
    source text not null,
    primary key (variant_id, started_ms)
);
-- One price in effect per variant, which the pages join.
create unique index price_history_current on price_history (variant_id) where ended_ms is null;

-- Whether a product of the local catalogue has a variant shown as reduced (a
-- compare-at price the history bears out), for the listings' "Tilbud" filter; kept by
-- `summarize` with the cheapest price and availability.
alter table shop_products add column reduced integer not null default 0;

-- What the law asks a product's page to say that the product lacks (space-apart
-- codes of `shop::legal::Missing`; empty: nothing), kept when it is saved: the back
-- office lists them and `elektriker catalogue check` reports them. Null: not yet
-- worked out (a product from before this column; the start fills it in).
alter table shop_products add column legal_missing text;

-- Documents an administrator uploads for a product (instructions, safety sheets,
-- a product information sheet: PDF), served from /media/documents/{id}.pdf; the id is
-- the start of the SHA-256 of the bytes, so the same file is kept once.
create table shop_documents (
    id text primary key,
    name text not null,
    bytes bytea not null,
    created_at text not null
);
