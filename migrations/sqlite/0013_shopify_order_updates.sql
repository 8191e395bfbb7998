-- Shopify's order updates (orders/updated, paid, fulfilled, cancelled): the order keeps
-- Shopify's `updated_at` of the state it shows (UTC, RFC 3339), so an older update that
-- arrives late never overwrites a newer one; each delivery's X-Shopify-Webhook-Id is
-- kept for 30 days so a delivery Shopify retries is handled once.
alter table orders add column source_updated_at text;

create table shopify_webhook_deliveries (
    webhook_id text primary key,
    topic text not null,
    received_at text not null
);
create index shopify_webhook_deliveries_received_at on shopify_webhook_deliveries (received_at);
