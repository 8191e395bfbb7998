-- What a signed-in visitor's own pages show (the profile, the orders, the second
-- factors, the newsletter subscription) has a version on the user's row, moved by the
-- database itself on every write to those rows, whoever writes them. A page rendered
-- for one version is served again while the version stands: the session's own
-- lookup reads it, so the profile page costs one query, not six.
alter table users add column data_version bigint not null default 0;

create trigger users_email_data_version after update of email on users
begin
    update users set data_version = data_version + 1 where id = new.id;
end;

create trigger profiles_data_version after update on profiles
begin
    update users set data_version = data_version + 1 where id = new.id;
end;

create trigger orders_insert_data_version after insert on orders when new.user_id is not null
begin
    update users set data_version = data_version + 1 where id = new.user_id;
end;

create trigger orders_update_data_version after update on orders
begin
    update users set data_version = data_version + 1 where id = new.user_id or id = old.user_id;
end;

create trigger orders_delete_data_version after delete on orders when old.user_id is not null
begin
    update users set data_version = data_version + 1 where id = old.user_id;
end;

create trigger mfa_factors_insert_data_version after insert on mfa_factors
begin
    update users set data_version = data_version + 1 where id = new.user_id;
end;

create trigger mfa_factors_update_data_version after update on mfa_factors
begin
    update users set data_version = data_version + 1 where id = new.user_id;
end;

create trigger mfa_factors_delete_data_version after delete on mfa_factors
begin
    update users set data_version = data_version + 1 where id = old.user_id;
end;

create trigger newsletter_insert_data_version after insert on newsletter_subscribers
begin
    update users set data_version = data_version + 1 where email = new.email;
end;

create trigger newsletter_update_data_version after update on newsletter_subscribers
begin
    update users set data_version = data_version + 1 where email = new.email or email = old.email;
end;

create trigger newsletter_delete_data_version after delete on newsletter_subscribers
begin
    update users set data_version = data_version + 1 where email = old.email;
end;
