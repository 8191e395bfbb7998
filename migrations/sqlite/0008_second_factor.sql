-- A second factor (TOTP, RFC 6238) per account, recovery codes (stored hashed), the
-- sign-in challenges waiting for a code, and the assurance level of each session
-- (1: password, 2: password and second factor).
create table mfa_factors (
    id text primary key,
    user_id text not null references users (id) on delete cascade,
    friendly_name text not null,
    factor_type text not null,
    status text not null,
    secret text not null,
    last_step bigint not null default 0,
    created_at text not null
);
create index mfa_factors_user_id on mfa_factors (user_id);

create table mfa_recovery_codes (
    code_hash text primary key,
    user_id text not null references users (id) on delete cascade,
    used_at text
);
create index mfa_recovery_codes_user_id on mfa_recovery_codes (user_id);

create table mfa_challenges (
    token_hash text primary key,
    user_id text not null references users (id) on delete cascade,
    expires_at bigint not null,
    attempts integer not null default 0
);

alter table sessions add column aal integer not null default 1;
