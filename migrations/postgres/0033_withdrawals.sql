-- The withdrawal function (forbrugeraftaleloven, the Consumer Rights Directive's
-- article 11a): the day the goods reached the customer, as the business marks it; each
-- withdrawal statement as it was received (its words in the customer's language, the
-- lines and quantities, to the second), and what the business did with the return
-- (goods received, their condition and a deduction for reduced value, the refund),
-- each step with who and when.
alter table orders add column delivered_on text;
alter table orders add column delivered_by text;

create table withdrawals (
    id text primary key,
    -- W-1, W-2, …: what the customer and the business call it.
    reference text not null unique,
    order_number text not null,
    -- SHA-256 of the confirm form's own key (hex): a second press stores nothing more,
    -- and the key opens the acknowledgement's page (the link in the mail).
    submission_hash text not null unique,
    name text not null,
    email text not null,
    reason text,
    lang text not null,
    -- [{line, title, variantTitle, variantId, quantity, price (øre)}]
    lines text not null,
    -- The statement's text as the customer confirmed it.
    statement text not null,
    received_at text not null,
    -- new, received (the goods are back), refunded
    state text not null,
    goods_received_at text,
    goods_received_by text,
    condition_note text,
    deduction_minor bigint not null default 0,
    deduction_reason text,
    refund_minor bigint,
    -- provider (the online payment), bank (a transfer the business made), shopify
    refund_method text,
    refunded_at text,
    refunded_by text
);
create index withdrawals_order on withdrawals (order_number);
create index withdrawals_state on withdrawals (state, received_at);

-- W-1, W-2, …: the withdrawals' own series beside the documents'.
insert into document_numbers (series, next_value) values ('withdrawal', 1);
