-- Catalogue entries that overlay the shipped .ftl files: machine translations (from
-- the configured provider) and entries an administrator approved or edited.
create table translations (
    lang text not null,
    message_key text not null,
    value text not null,
    status text not null,
    updated_at text not null,
    primary key (lang, message_key)
);
