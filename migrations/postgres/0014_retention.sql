-- Retention as the privacy policy says (privacy::retention, a daily job): a request
-- the back office keeps as a case is not deleted after 12 months; accounts remember
-- when they were last used and when they were warned before deletion; the daily job
-- runs on one instance at a time (whoever moves `next_run_at` first).
alter table contact_requests add column kept_as_case integer not null default 0;
alter table users add column last_active_at text;
update users set last_active_at = created_at;
alter table users add column retention_warned_at text;

create table scheduled_jobs (
    name text primary key,
    -- unix milliseconds
    next_run_at bigint not null
);
insert into scheduled_jobs (name, next_run_at) values ('retention', 0);
