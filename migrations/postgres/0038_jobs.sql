-- One durable queue for what the shop does later (issue 59): a job is inserted in the
-- transaction of what causes it, claimed by one worker at a time across instances,
-- retried with backoff while it can be, and kept as done or failed with its attempts.
-- Times are Unix milliseconds on the application's clock.
create table jobs (
    id text primary key,
    kind text not null,
    -- What the job is about, unique: the same cause queued twice is one job
    -- (`bookkeeping:<document id>`).
    key text not null unique,
    payload text not null,
    -- waiting, running, done, failed (`jobs::State`).
    state text not null,
    attempts integer not null default 0,
    -- waiting: when it is due; running: when its worker's lease ends.
    run_at bigint not null,
    last_error text,
    -- What the work left behind (a voucher's number), JSON.
    result text,
    created_ms bigint not null,
    updated_ms bigint not null,
    finished_ms bigint,
    -- When the business was told it failed (once per failure).
    alerted_ms bigint
);
create index jobs_due on jobs (state, run_at);
create index jobs_kind_state on jobs (kind, state);

-- What the bookkeeping system made of each document: the system's name and its
-- voucher ("2026-123"), once handed over.
alter table documents add column booked_in text;
alter table documents add column booked_voucher text;
alter table documents add column booked_ms bigint;

-- An e-invoice handed to a Peppol access point: its reference there, and why it was
-- refused (state 'rejected').
alter table document_deliveries add column reference text;
alter table document_deliveries add column reason text;
