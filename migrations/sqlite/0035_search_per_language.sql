-- PostgreSQL's full-text index per language (issue 50). SQLite's FTS5 index has no
-- partial form: its search filters by language after the match, as before.
select 1;
