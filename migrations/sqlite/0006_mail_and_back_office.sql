-- E-mail: verified accounts, single-use tokens (stored hashed), the outgoing mail
-- queue, the status of what visitors sent, and Shopify orders that wait for a
-- verified account with their e-mail.
alter table users add column email_verified_at text;

create table account_tokens (
    token_hash text primary key,
    user_id text not null references users (id) on delete cascade,
    purpose text not null,
    created_at bigint not null,
    expires_at bigint not null,
    used_at bigint
);
create index account_tokens_user_purpose on account_tokens (user_id, purpose);

create table mail_outbox (
    id text primary key,
    kind text not null,
    recipient text not null,
    reply_to text,
    lang text not null,
    subject text not null,
    text_body text not null,
    html_body text not null,
    status text not null,
    attempts integer not null default 0,
    -- unix milliseconds
    next_attempt_at bigint not null,
    last_error text,
    created_at text not null,
    sent_at text
);
create index mail_outbox_status_next on mail_outbox (status, next_attempt_at);
create index mail_outbox_created_at on mail_outbox (created_at);

alter table contact_requests add column status text not null default 'new';
alter table contact_requests add column handled_at text;
alter table newsletter_subscribers add column discount_code text;

alter table orders add column lang text not null default 'da';
alter table orders add column updated_at text;

create table pending_shop_orders (
    shopify_order_number text primary key,
    email text not null,
    payload text not null,
    created_at text not null
);
create index pending_shop_orders_email on pending_shop_orders (email);
