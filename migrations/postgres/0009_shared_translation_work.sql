-- Translation work shared by every instance on the database: the Translation
-- Manager's job (at most one runs: `running` is 1 for it and null for the rest, and
-- unique) with its progress, and the messages pages asked to have translated.
create table translation_jobs (
    id bigint primary key,
    running integer,
    progress text not null,
    heartbeat_at bigint not null,
    started_at text not null
);
create unique index translation_jobs_running on translation_jobs (running);

create table translation_requests (
    lang text not null,
    message_key text not null,
    requested_at bigint not null,
    claimed_until bigint not null default 0,
    primary key (lang, message_key)
);
