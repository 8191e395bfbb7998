-- Facts about this installation of the site.
create table app_meta (
    key text primary key,
    value text not null
);
insert into app_meta (key, value) values ('schema_created', datetime('now'));
