-- What visitors send: quote requests (home page form) and messages (/kontakt), and
-- newsletter sign-ups (one row per address).
create table contact_requests (
    id text primary key,
    kind text not null,
    name text not null,
    email text not null,
    phone text,
    message text not null,
    lang text not null,
    created_at text not null
);
create index contact_requests_created_at on contact_requests (created_at);

create table newsletter_subscribers (
    email text primary key,
    lang text not null,
    created_at text not null
);
