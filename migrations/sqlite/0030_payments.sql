-- Online payments (card and MobilePay through a hosted payment page). One row per
-- attempt at paying an order: the provider's reference of the hosted session (unique),
-- what was authorised, captured and refunded in øre, and a state that only moves
-- forward (open -> authorised -> captured -> partly_refunded -> refunded, or open ->
-- expired / cancelled), each move one conditional UPDATE.
create table payments (
    id text primary key,
    order_number text not null,
    attempt bigint not null,
    provider text not null,
    reference text unique,
    payment_reference text,
    state text not null,
    amount_minor bigint not null,
    currency text not null,
    authorised_minor bigint not null default 0,
    captured_minor bigint not null default 0,
    refunded_minor bigint not null default 0,
    url text,
    receipt_key text,
    capture_before text,
    warned_at text,
    checked_at text,
    error text,
    created_at text not null,
    updated_at text not null,
    authorised_at text,
    captured_at text
);
create unique index payments_order_attempt on payments (order_number, attempt);
create index payments_state on payments (state, created_at);

-- Each provider event handled once (a duplicate delivery is answered 200 and ignored).
create table payment_events (
    id text primary key,
    provider text not null,
    kind text not null,
    received_at text not null
);

-- Refunds asked for by the business (or seen in the provider's dashboard): the key
-- makes pressing twice refund once.
create table payment_refunds (
    id text primary key,
    payment_id text not null references payments (id),
    order_number text not null,
    idempotency_key text not null unique,
    reference text unique,
    amount_minor bigint not null,
    reason text,
    created_by text,
    created_at text not null
);
create index payment_refunds_order on payment_refunds (order_number);

-- The demo provider's hosted sessions (PAYMENT_PROVIDER=demo, with --seed-demo only).
create table demo_payment_sessions (
    reference text primary key,
    state text not null,
    amount_minor bigint not null,
    currency text not null,
    captured_minor bigint not null default 0,
    refunded_minor bigint not null default 0,
    order_number text not null,
    lang text not null,
    success_url text not null,
    cancel_url text not null,
    declined bigint not null default 0,
    expires_at text not null,
    created_at text not null
);

-- When the goods left (the money is drawn then), how and by whom.
alter table orders add column shipped_at text;
alter table orders add column shipped_by text;
alter table orders add column tracking_number text;
alter table orders add column carrier text;
