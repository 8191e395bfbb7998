-- The search index at any size (issue 38). Each language's vocabulary (words with a
-- letter) with a trigram index, for the nearest words of a typo without reading the
-- whole vocabulary (the titles' trigram index did not help: the query compared every
-- title). And what each language's index was last built as.
drop index search_documents_title_trgm;
create table search_words (
    lang text not null,
    word text not null,
    primary key (lang, word)
);
create index search_words_trgm on search_words using gin (word gin_trgm_ops);
create table search_builds (
    lang text primary key,
    version integer not null,
    built_at text not null
);
