-- What a signed-in visitor's own pages show (the profile, the orders, the second
-- factors, the newsletter subscription) has a version on the user's row, moved by the
-- database itself on every write to those rows, whoever writes them. A page rendered
-- for one version is served again while the version stands: the session's own
-- lookup reads it, so the profile page costs one query, not six.
alter table users add column data_version bigint not null default 0;

create function bump_data_version_by_id() returns trigger language plpgsql as $$
begin
    if tg_op <> 'DELETE' then
        update users set data_version = data_version + 1 where id = new.user_id;
    end if;
    if tg_op <> 'INSERT' and (tg_op = 'DELETE' or old.user_id is distinct from new.user_id) then
        update users set data_version = data_version + 1 where id = old.user_id;
    end if;
    return null;
end $$;

create function bump_data_version_by_email() returns trigger language plpgsql as $$
begin
    if tg_op <> 'DELETE' then
        update users set data_version = data_version + 1 where email = new.email;
    end if;
    if tg_op <> 'INSERT' and (tg_op = 'DELETE' or old.email is distinct from new.email) then
        update users set data_version = data_version + 1 where email = old.email;
    end if;
    return null;
end $$;

create function bump_data_version_of_profile() returns trigger language plpgsql as $$
begin
    update users set data_version = data_version + 1 where id = new.id;
    return null;
end $$;

create trigger users_email_data_version after update of email on users
    for each row when (old.email is distinct from new.email) execute function bump_data_version_of_profile();
create trigger profiles_data_version after update on profiles
    for each row execute function bump_data_version_of_profile();
create trigger orders_data_version after insert or update or delete on orders
    for each row execute function bump_data_version_by_id();
create trigger mfa_factors_data_version after insert or update or delete on mfa_factors
    for each row execute function bump_data_version_by_id();
create trigger newsletter_data_version after insert or update or delete on newsletter_subscribers
    for each row execute function bump_data_version_by_email();
