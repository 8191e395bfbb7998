-- The search index (search/): FTS5 over title and body (Unicode words, diacritics
-- folded), the rest stored beside them; its vocabulary (each word where it occurs, so
-- per language) for the nearest words of a typo.
create virtual table search_fts using fts5(
    title, body,
    lang unindexed, kind unindexed, key unindexed, path unindexed, extra unindexed, position unindexed,
    tokenize = 'unicode61 remove_diacritics 2'
);
create virtual table search_vocab using fts5vocab(search_fts, 'instance');
