-- The local shop's content in English, German and French: per (language, kind,
-- handle, field), where kind is product or collection and field is title,
-- description, option:<Danish name> or value:<Danish name>:<Danish value>. Status:
-- shipped (from the binary), machine (translated through the provider), approved
-- (by an administrator). Danish is the catalogue itself and the fallback.
create table shop_translations (
    lang text not null,
    kind text not null,
    handle text not null,
    field text not null,
    value text not null,
    status text not null,
    updated_at text not null,
    primary key (lang, kind, handle, field)
);
