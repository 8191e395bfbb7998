-- Customer accounts. Ids are random hex strings; times are unix seconds (sessions)
-- or RFC 3339 UTC text (ordered lexicographically); money is in minor units (øre).
create table users (
    id text primary key,
    email text not null unique,
    password_hash text not null,
    created_at text not null
);

create table profiles (
    id text primary key references users (id) on delete cascade,
    first_name text not null,
    last_name text not null,
    phone text,
    updated_at text not null
);

create table user_roles (
    user_id text not null references users (id) on delete cascade,
    role text not null,
    primary key (user_id, role)
);

-- Only a SHA-256 hash of each session token is stored.
create table sessions (
    token_hash text primary key,
    user_id text not null references users (id) on delete cascade,
    created_at bigint not null,
    expires_at bigint not null
);
create index sessions_user_id on sessions (user_id);

create table orders (
    id text primary key,
    user_id text not null references users (id) on delete cascade,
    order_number text not null unique,
    shopify_order_number text,
    status text not null,
    created_at text not null,
    total_amount_minor bigint not null,
    currency_code text not null,
    items text not null
);
create index orders_user_id_created_at on orders (user_id, created_at);
