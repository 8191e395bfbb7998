-- The search index (search/): one row per language and document, its text as a
-- tsvector in the language's own configuration (title weighted A, body B), and
-- trigram indexes for typos (pg_trgm, a trusted extension).
create extension if not exists pg_trgm;
create table search_documents (
    lang text not null,
    kind text not null,
    key text not null,
    title text not null,
    body text not null,
    path text not null,
    extra text,
    position integer not null default 0,
    tsv tsvector not null,
    primary key (lang, kind, key)
);
create index search_documents_tsv on search_documents using gin (tsv);
create index search_documents_title_trgm on search_documents using gin (title gin_trgm_ops);
