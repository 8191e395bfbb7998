-- Mail and the following of online payments move onto the one job queue (issue 59):
-- each message still waiting to be sent, and each payment attempt not yet settled
-- (a page still open, an authorisation not yet warned of), gets its job, due now
-- (the job itself says when it is really due). The outbox keeps its messages and
-- their state; it no longer schedules them.
insert into jobs (id, kind, key, payload, state, attempts, run_at, created_ms, updated_ms)
select 'mail-' || id, 'mail', 'mail:' || id, '{"mail":"' || id || '","letter":"' || kind || '"}', 'waiting', 0,
       cast(strftime('%s', 'now') as integer) * 1000, cast(strftime('%s', 'now') as integer) * 1000, cast(strftime('%s', 'now') as integer) * 1000
from mail_outbox where status in ('queued', 'sending')
on conflict (key) do nothing;

update mail_outbox set status = 'queued' where status = 'sending';

-- A message that failed before keeps its failure on the queue, so "Prøv igen" finds it.
insert into jobs (id, kind, key, payload, state, attempts, run_at, last_error, created_ms, updated_ms, finished_ms)
select 'mail-' || id, 'mail', 'mail:' || id, '{"mail":"' || id || '","letter":"' || kind || '"}', 'failed', attempts,
       cast(strftime('%s', 'now') as integer) * 1000, last_error, cast(strftime('%s', 'now') as integer) * 1000, cast(strftime('%s', 'now') as integer) * 1000, cast(strftime('%s', 'now') as integer) * 1000
from mail_outbox where status = 'failed'
on conflict (key) do nothing;

insert into jobs (id, kind, key, payload, state, attempts, run_at, created_ms, updated_ms)
select 'payment-' || id, 'payment', 'payment:' || id, '{"payment":"' || id || '","order":"' || order_number || '"}', 'waiting', 0,
       cast(strftime('%s', 'now') as integer) * 1000, cast(strftime('%s', 'now') as integer) * 1000, cast(strftime('%s', 'now') as integer) * 1000
from payments where state = 'open' or (state = 'authorised' and warned_at is null)
on conflict (key) do nothing;

-- Each kind's workers look for their own due jobs.
create index jobs_lane on jobs (kind, state, run_at);
