-- Rate-limit counters shared by every instance on this database: one row per key
-- (for example "sign-in:address:203.0.113.7"), counting events in a fixed window
-- that ends at reset_at (unix milliseconds). Rows past reset_at are removed now and then.
create table rate_limits (
    key text primary key,
    count bigint not null,
    reset_at bigint not null
);
create index rate_limits_reset_at on rate_limits (reset_at);
