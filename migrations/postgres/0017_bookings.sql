-- Booked appointments (booking/): the free 10-minute call and the site visit. A slot
-- holds `capacity` bookings, each in a seat (1, 2, …): the partial unique index makes
-- a double booking of a seat impossible, whichever instance tries; a cancelled
-- booking leaves its seat. Days or times the business blocks are in booking_blocks.
create table bookings (
    id text primary key,
    reference text not null unique,
    kind text not null,
    starts_at text not null,
    seat integer not null,
    name text not null,
    email text not null,
    phone text not null,
    address text,
    postcode text,
    message text,
    lang text not null,
    token_hash text not null,
    created_at text not null,
    cancelled_at text
);
create unique index bookings_one_per_seat on bookings (kind, starts_at, seat) where cancelled_at is null;
create index bookings_starts_at on bookings (starts_at);

create table booking_blocks (
    id text primary key,
    starts_at text not null,
    ends_at text not null,
    reason text,
    created_at text not null
);
