-- The demo provider's refunds, one per idempotency key, as a real provider keeps
-- them: the same request sent twice, or twice at once, refunds once and is answered
-- with the same refund.
create table demo_payment_refunds (
    idempotency_key text primary key,
    session_reference text not null references demo_payment_sessions (reference),
    reference text not null unique,
    amount_minor bigint not null,
    created_at text not null
);
