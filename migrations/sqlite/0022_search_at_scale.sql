-- The search index at any size (issue 38). The documents in a table of their own,
-- found by language, kind and key, so that one product's rows are replaced alone;
-- FTS5 over their title and body as an external-content index that triggers keep
-- (Unicode words, diacritics folded). Each language's vocabulary (words with a
-- letter) with its words' trigrams, indexed, for the nearest words of a typo without
-- reading the whole vocabulary. And what each language's index was last built as.
drop table search_vocab;
drop table search_fts;
create table search_documents (
    id integer primary key,
    lang text not null,
    kind text not null,
    key text not null,
    title text not null,
    body text not null,
    path text not null,
    extra text,
    position integer not null default 0,
    unique (lang, kind, key)
);
create virtual table search_fts using fts5(
    title, body,
    content = 'search_documents', content_rowid = 'id',
    tokenize = 'unicode61 remove_diacritics 2'
);
create trigger search_documents_insert after insert on search_documents begin
    insert into search_fts (rowid, title, body) values (new.id, new.title, new.body);
end;
create trigger search_documents_delete after delete on search_documents begin
    insert into search_fts (search_fts, rowid, title, body) values ('delete', old.id, old.title, old.body);
end;
create trigger search_documents_update after update of title, body on search_documents
when old.title is not new.title or old.body is not new.body begin
    insert into search_fts (search_fts, rowid, title, body) values ('delete', old.id, old.title, old.body);
    insert into search_fts (rowid, title, body) values (new.id, new.title, new.body);
end;
create table search_words (
    lang text not null,
    word text not null,
    primary key (lang, word)
) without rowid;
create table search_trigrams (
    lang text not null,
    trigram text not null,
    word text not null,
    primary key (lang, trigram, word)
) without rowid;
create table search_builds (
    lang text primary key,
    version integer not null,
    built_at text not null
);
