-- The search's full-text index per language (issue 50): one partial GIN index for
-- each language's documents, so a common prefix as typed reads its own language's
-- matches only, not every language's to filter afterwards. The search names its
-- language in the statement (a literal the planner matches to its index). At
-- 20,000 products, 'sti:*' in Danish: 10 ms → 2 ms (explain analyze).
create index search_documents_tsv_da on search_documents using gin (tsv) where lang = 'da';
create index search_documents_tsv_en on search_documents using gin (tsv) where lang = 'en';
create index search_documents_tsv_de on search_documents using gin (tsv) where lang = 'de';
create index search_documents_tsv_fr on search_documents using gin (tsv) where lang = 'fr';
drop index search_documents_tsv;
