-- Newsletter campaigns (backoffice::newsletter): the texts per language as sent
-- (`texts`, JSON: lang -> {subject, body, source: given|machine|danish}), one a
-- calendar month (`month`, unique, set when it is sent), and one delivery row per
-- confirmed subscriber at that moment, worked off by any instance at the throttled
-- pace (`sending` rows have a lease: `claimed_at`, unix ms), each with the outbox mail
-- it became.
create table newsletter_campaigns (
    id text primary key,
    month text unique,
    texts text not null,
    status text not null,
    created_by text not null,
    created_at text not null,
    sent_at text
);

create table newsletter_deliveries (
    campaign_id text not null references newsletter_campaigns (id) on delete cascade,
    email text not null,
    lang text not null,
    status text not null,
    claimed_at bigint,
    mail_id text,
    primary key (campaign_id, email)
);
create index newsletter_deliveries_status on newsletter_deliveries (status);
alter table checkout_carts add column discount_code text;
