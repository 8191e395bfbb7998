//! The index in the database, per language: one row per document, found by language,
//! kind and key (so one product's rows are replaced alone), each language's
//! vocabulary for typos, and what each language's index was built as.
//! PostgreSQL: a `tsvector` per document in the language's own text-search
//! configuration (`danish`, `english`, `german`, `french`; the title weighted above
//! the body), prefix matches as the visitor types, and for a typo the nearest words
//! of the vocabulary by `pg_trgm` (a GIN trigram index). SQLite: FTS5 over the
//! documents (Unicode words, diacritics folded, BM25 with the title weighted), and for
//! a typo the nearest words by a trigram table of our own (indexed). Neither reads
//! the whole vocabulary: a word's trigrams find its candidates.
//! A search is bounded: PostgreSQL runs it in a transaction with a statement timeout;
//! SQLite on connections of its own whose statements are interrupted at the deadline.

use std::collections::{BTreeSet, HashSet};
use std::time::Instant;

use serde::Serialize;
use sqlx::sqlite::{SqliteConnectOptions, SqliteConnection, SqlitePool, SqlitePoolOptions};

use super::documents::{Document, Extra};
use crate::i18n::Lang;
use crate::platform::Db;
use crate::platform::db::{Backend, backend, now_rfc3339};

/// What a document holds and how it is indexed: an index built as another version is
/// built again (once).
pub const VERSION: i64 = 1;
/// Documents per insert statement (well under either database's bound values).
const ROWS_PER_STATEMENT: usize = 100;
/// A typo's candidates: the words sharing most trigrams with it, of which the
/// nearest (edit distance) are kept.
const CANDIDATES: i64 = 40;
const NEAREST: usize = 3;
/// SQLite's virtual machine instructions between looks at the clock.
const PROGRESS_OPS: i32 = 2_000;

/// A document found.
#[derive(Debug, Clone, Serialize)]
pub struct Hit {
    pub kind: String,
    pub key: String,
    pub title: String,
    pub path: String,
    pub snippet: String,
    pub extra: Extra,
}

/// What a search found, and whether it ran to its end: `false` when the deadline
/// stopped it (the hits are what it had found by then, perhaps none).
#[derive(Debug, Clone, Default)]
pub struct Found {
    pub hits: Vec<Hit>,
    pub complete: bool,
}

fn config(lang: Lang) -> &'static str {
    match lang {
        Lang::Da => "danish",
        Lang::En => "english",
        Lang::De => "german",
        Lang::Fr => "french",
    }
}

/// The words of a query: letters and digits (any script), lower-case, at most 8
/// words of at most 40 characters.
pub fn words(query: &str) -> Vec<String> {
    query
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(|w| w.to_lowercase().chars().take(40).collect())
        .take(8)
        .collect()
}

/// Words too common to search by, per language (a query of only these keeps them).
fn stopword(word: &str, lang: Lang) -> bool {
    let list: &[&str] = match lang {
        Lang::Da => &["og", "i", "med", "til", "på", "en", "et", "af", "for", "der", "det", "den", "de", "er", "som", "fra", "om", "at", "jeg", "vi", "min", "mit"],
        Lang::En => &["the", "a", "an", "and", "or", "with", "for", "of", "in", "on", "to", "my", "is", "at", "by"],
        Lang::De => &["der", "die", "das", "und", "oder", "mit", "für", "ein", "eine", "einen", "im", "in", "zu", "von", "am", "an", "auf"],
        Lang::Fr => &["le", "la", "les", "l", "de", "des", "du", "d", "et", "ou", "avec", "pour", "un", "une", "en", "à", "au", "aux", "sur"],
    };
    list.contains(&word)
}

/// The words that matter: without the language's most common ones, unless that
/// leaves none.
pub fn significant(words: Vec<String>, lang: Lang) -> Vec<String> {
    let kept: Vec<String> = words.iter().filter(|w| !stopword(w, lang)).cloned().collect();
    if kept.is_empty() { words } else { kept }
}

/// Whether a word can have a typo worth looking for: three characters or more, with a
/// letter (a number mistyped is another product's number).
fn typo_worthy(word: &str) -> bool {
    word.chars().count() >= 3 && word.chars().any(char::is_alphabetic)
}

/// The words of a text that go into the vocabulary (those a typo may mean).
pub fn vocabulary(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| typo_worthy(w) && w.chars().count() <= 40)
        .map(str::to_lowercase)
}

/// A word's trigrams as `pg_trgm` makes them: the word padded with two spaces before
/// and one after, every three characters.
pub fn trigrams(word: &str) -> BTreeSet<String> {
    let padded: Vec<char> = format!("  {word} ").chars().collect();
    padded.windows(3).map(|w| w.iter().collect()).collect()
}

/// How far a near word may be from the word typed.
fn allowed_distance(word: &str) -> usize {
    if word.chars().count() <= 4 { 1 } else { 2 }
}

/// The values of a multi-row insert: `count` rows of `columns` parameters each,
/// numbered from `$first`, each row led by `lead` (the language's `$1`, or nothing).
fn rows(count: usize, columns: usize, first: usize, lead: &str) -> String {
    (0..count)
        .map(|r| format!("({lead}{})", (0..columns).map(|c| format!("${}", first + r * columns + c)).collect::<Vec<_>>().join(", ")))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A transaction that writes: on SQLite it takes the write lock at its start
/// (`begin immediate`, waiting its turn like any writer) rather than at its first
/// write.
async fn writing(db: &Db) -> Result<sqlx::Transaction<'static, sqlx::Any>, sqlx::Error> {
    match backend(db) {
        Backend::Sqlite => db.begin_with("begin immediate").await,
        Backend::Postgres => db.begin().await,
    }
}

/// Adds or replaces documents of a language and adds their words to the vocabulary,
/// in one transaction: one product's row, or a step of a full build. A row that is
/// already as given is not written again.
pub async fn upsert(db: &Db, lang: Lang, documents: &[Document]) -> Result<(), sqlx::Error> {
    if documents.is_empty() {
        return Ok(());
    }
    let postgres = backend(db) == Backend::Postgres;
    let mut tx = writing(db).await?;
    for chunk in documents.chunks(ROWS_PER_STATEMENT) {
        let sql = if postgres {
            format!(
                "insert into search_documents (lang, kind, key, title, body, path, extra, position, tsv)
                 select $1, v.kind, v.key, v.title, v.body, v.path, v.extra, v.position::integer,
                        setweight(to_tsvector($2::regconfig, v.title), 'A') || setweight(to_tsvector($2::regconfig, v.body), 'B')
                 from (values {}) as v (kind, key, title, body, path, extra, position)
                 on conflict (lang, kind, key) do update set title = excluded.title, body = excluded.body, path = excluded.path,
                   extra = excluded.extra, position = excluded.position, tsv = excluded.tsv
                 where (search_documents.title, search_documents.body, search_documents.path, search_documents.extra, search_documents.position)
                   is distinct from (excluded.title, excluded.body, excluded.path, excluded.extra, excluded.position)",
                rows(chunk.len(), 7, 3, "")
            )
        } else {
            format!(
                "insert into search_documents (lang, kind, key, title, body, path, extra, position) values {}
                 on conflict (lang, kind, key) do update set title = excluded.title, body = excluded.body, path = excluded.path,
                   extra = excluded.extra, position = excluded.position
                 where search_documents.title is not excluded.title or search_documents.body is not excluded.body
                   or search_documents.path is not excluded.path or search_documents.extra is not excluded.extra
                   or search_documents.position is not excluded.position",
                rows(chunk.len(), 7, 2, "$1, ")
            )
        };
        let mut query = sqlx::query(&sql).bind(lang.code());
        if postgres {
            query = query.bind(config(lang));
        }
        for d in chunk {
            query = query
                .bind(d.kind)
                .bind(&d.key)
                .bind(&d.title)
                .bind(&d.body)
                .bind(&d.path)
                .bind(serde_json::to_string(&d.extra).expect("extra serialises"))
                .bind(d.position);
        }
        query.execute(&mut *tx).await?;
    }
    let words: BTreeSet<String> = documents.iter().flat_map(|d| vocabulary(&d.title).chain(vocabulary(&d.body))).collect();
    let words: Vec<String> = words.into_iter().collect();
    for chunk in words.chunks(ROWS_PER_STATEMENT * 4) {
        let sql = format!(
            "insert into search_words (lang, word) values {} on conflict do nothing returning word",
            rows(chunk.len(), 1, 2, "$1, ")
        );
        let mut query = sqlx::query_scalar::<_, String>(&sql).bind(lang.code());
        for word in chunk {
            query = query.bind(word);
        }
        let new: Vec<String> = query.fetch_all(&mut *tx).await?;
        // PostgreSQL's trigram index is pg_trgm's; SQLite's is ours.
        if postgres || new.is_empty() {
            continue;
        }
        let trigram_rows: Vec<(String, String)> =
            new.iter().flat_map(|w| trigrams(w).into_iter().map(move |t| (t, w.clone()))).collect();
        for chunk in trigram_rows.chunks(ROWS_PER_STATEMENT * 2) {
            let sql = format!(
                "insert into search_trigrams (lang, trigram, word) values {} on conflict do nothing",
                rows(chunk.len(), 2, 2, "$1, ")
            );
            let mut query = sqlx::query(&sql).bind(lang.code());
            for (trigram, word) in chunk {
                query = query.bind(trigram).bind(word);
            }
            query.execute(&mut *tx).await?;
        }
    }
    tx.commit().await
}

/// Removes a document of a language.
pub async fn remove(db: &Db, lang: Lang, kind: &str, key: &str) -> Result<u64, sqlx::Error> {
    let done = sqlx::query("delete from search_documents where lang = $1 and kind = $2 and key = $3")
        .bind(lang.code())
        .bind(kind)
        .bind(key)
        .execute(db)
        .await?;
    Ok(done.rows_affected())
}

/// The kinds and keys of a language's documents other than products.
pub async fn other_keys(db: &Db, lang: Lang) -> Result<Vec<(String, String)>, sqlx::Error> {
    sqlx::query_as("select kind, key from search_documents where lang = $1 and kind <> 'product'").bind(lang.code()).fetch_all(db).await
}

/// Removes a language's products that the local catalogue no longer has (all of them
/// when the products are not ours to index: Shopify's are searched at Shopify).
pub async fn remove_stale_products(db: &Db, lang: Lang, local: bool) -> Result<u64, sqlx::Error> {
    let sql = if local {
        "delete from search_documents where lang = $1 and kind = 'product' and key not in (select handle from shop_products where status = 'active')"
    } else {
        "delete from search_documents where lang = $1 and kind = 'product'"
    };
    Ok(sqlx::query(sql).bind(lang.code()).execute(db).await?.rows_affected())
}

/// What a language's index is: the version it was built as (none: never built) and
/// how many products it holds.
pub async fn state(db: &Db, lang: Lang) -> Result<(Option<i64>, i64), sqlx::Error> {
    let version: Option<i64> =
        sqlx::query_scalar("select version from search_builds where lang = $1").bind(lang.code()).fetch_optional(db).await?;
    let products: i64 = sqlx::query_scalar("select count(*) from search_documents where lang = $1 and kind = 'product'")
        .bind(lang.code())
        .fetch_one(db)
        .await?;
    Ok((version, products))
}

/// A language's index is now built as [`VERSION`].
pub async fn mark_built(db: &Db, lang: Lang) -> Result<(), sqlx::Error> {
    sqlx::query(
        "insert into search_builds (lang, version, built_at) values ($1, $2, $3)
         on conflict (lang) do update set version = excluded.version, built_at = excluded.built_at",
    )
    .bind(lang.code())
    .bind(VERSION)
    .bind(now_rfc3339())
    .execute(db)
    .await?;
    Ok(())
}

/// Forgets a language's vocabulary (an index of another version starts over).
pub async fn clear_vocabulary(db: &Db, lang: Lang) -> Result<(), sqlx::Error> {
    let mut tx = writing(db).await?;
    if backend(db) == Backend::Sqlite {
        sqlx::query("delete from search_trigrams where lang = $1").bind(lang.code()).execute(&mut *tx).await?;
    }
    sqlx::query("delete from search_words where lang = $1").bind(lang.code()).execute(&mut *tx).await?;
    tx.commit().await
}

/// After a full build (PostgreSQL): the GIN indexes' pending lists merged into the
/// indexes, and the tables' statistics read again. A GIN index takes many inserts
/// into a pending list that every search reads through to the end until a vacuum
/// merges it: right after a build of 20,000 products, 'pen:*' took 8-10 ms instead of
/// 1-2 ms until autovacuum came round. Autovacuum keeps it short for a product's
/// change now and then. SQLite's FTS5 merges its segments as it goes.
pub async fn settle(db: &Db) -> Result<(), sqlx::Error> {
    if backend(db) != Backend::Postgres {
        return Ok(());
    }
    sqlx::query(
        "select gin_clean_pending_list(i.indexrelid)
         from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
         where a.amname = 'gin' and i.indrelid in ('search_documents'::regclass, 'search_words'::regclass)",
    )
    .execute(db)
    .await?;
    sqlx::query("analyze search_documents, search_words").execute(db).await?;
    Ok(())
}

/// Where searches read. SQLite: a small pool of the search's own on the same file
/// (WAL lets it read beside the writers), so a search never holds a connection other
/// work needs, and its statements can be interrupted at the deadline (a progress
/// handler, reachable only on SQLite's own connection type). PostgreSQL: the shared
/// pool (the caller bounds how many searches hold a connection at once), each search
/// a transaction with a statement timeout.
#[derive(Clone)]
pub enum Reader {
    Sqlite(SqlitePool),
    Postgres(Db),
}

impl Reader {
    /// `connections`: how many searches read at once.
    pub fn new(db: &Db, connections: u32) -> Reader {
        match backend(db) {
            Backend::Postgres => Reader::Postgres(db.clone()),
            Backend::Sqlite => {
                let url = db.connect_options().database_url.to_string();
                let options = url
                    .parse::<SqliteConnectOptions>()
                    .expect("the pool's own SQLite URL parses")
                    .busy_timeout(std::time::Duration::from_secs(5));
                let pool = SqlitePoolOptions::new()
                    .max_connections(connections)
                    .min_connections(0)
                    .acquire_timeout(std::time::Duration::from_secs(5))
                    .connect_lazy_with(options);
                Reader::Sqlite(pool)
            }
        }
    }
}

/// Whether an error is the deadline's: PostgreSQL's statement timeout (57014), SQLite's
/// interrupt (9).
fn past_deadline(error: &sqlx::Error) -> bool {
    error.as_database_error().and_then(|e| e.code()).is_some_and(|code| code == "57014" || code == "9")
}

/// The documents of a language that match the words, best first (at most `limit`),
/// within the deadline: each word as typed (a prefix, as the visitor types) first;
/// only if that finds nothing, each word or its nearest known words (a typo), so an
/// exact match always ranks above a typo's; then any of the words, likewise.
pub async fn find(reader: &Reader, lang: Lang, words: &[String], wanted: Wanted, deadline: Instant) -> Result<Found, sqlx::Error> {
    if words.is_empty() {
        return Ok(Found { hits: Vec::new(), complete: true });
    }
    // What a search the deadline stopped answers (its wait for a connection included).
    let cut_short = Ok(Found { hits: Vec::new(), complete: false });
    let outcome = match reader {
        Reader::Postgres(db) => {
            let Ok(conn) = tokio::time::timeout_at(deadline.into(), db.acquire()).await else { return cut_short };
            let mut conn = conn?;
            let mut tx = sqlx::Connection::begin(&mut *conn).await?;
            let budget = deadline.saturating_duration_since(Instant::now()).as_millis().max(1);
            sqlx::query("select set_config('statement_timeout', $1, true), set_config('pg_trgm.similarity_threshold', '0.2', true)")
                .bind(format!("{budget}ms"))
                .execute(&mut *tx)
                .await?;
            let outcome = tiers(&mut Session::Postgres(&mut *tx), lang, words, wanted).await;
            // Read only: nothing to keep.
            let _ = tx.rollback().await;
            outcome
        }
        Reader::Sqlite(pool) => {
            let Ok(conn) = tokio::time::timeout_at(deadline.into(), pool.acquire()).await else { return cut_short };
            let mut conn = conn?;
            conn.lock_handle().await?.set_progress_handler(PROGRESS_OPS, move || Instant::now() < deadline);
            let outcome = tiers(&mut Session::Sqlite(&mut conn), lang, words, wanted).await;
            // The connection goes back to the pool without this search's deadline.
            conn.lock_handle().await?.remove_progress_handler();
            outcome
        }
    };
    match outcome {
        Ok(hits) => Ok(Found { hits, complete: true }),
        Err(error) if past_deadline(&error) => cut_short,
        Err(error) => Err(error),
    }
}

/// One search's connection (PostgreSQL's in its transaction).
enum Session<'a> {
    Postgres(&'a mut sqlx::AnyConnection),
    Sqlite(&'a mut SqliteConnection),
}

/// A word of a query expression.
#[derive(Debug, Clone, PartialEq)]
enum Term {
    /// As typed, and anything it begins.
    Prefix(String),
    /// A known word, whole.
    Word(String),
}

/// The most documents the results page's search ranks: a word that thousands of
/// products share (a product type, a brand) ranks the first this many that have it,
/// so a search costs what these do however many match (a page shows at most 200 of
/// them anyway).
pub const RANKED_AT_MOST: i64 = 1000;
/// The same for the predictive box, which shows a few of each kind as the visitor
/// types (each new question a search): ranking is most of a common prefix's cost
/// (at 20,000 products on PostgreSQL, 'pen:*': 3.6 ms with 1,000 ranked, 1.4 ms with
/// 200).
pub const RANKED_FOR_THE_BOX: i64 = 200;

/// What a search asks of the index: at most `found` documents (counted), the best of
/// at most `ranked` matches, and the snippets and details of the first `shown` of
/// each kind (the others are only counted).
#[derive(Debug, Clone, Copy)]
pub struct Wanted {
    pub found: i64,
    pub ranked: i64,
    pub shown: usize,
}

async fn tiers(session: &mut Session<'_>, lang: Lang, words: &[String], wanted: Wanted) -> Result<Vec<Hit>, sqlx::Error> {
    let typed: Vec<Vec<Term>> = words.iter().map(|w| vec![Term::Prefix(w.clone())]).collect();
    let hits = session.matching(lang, &typed, true, wanted).await?;
    if !hits.is_empty() {
        return Ok(hits);
    }
    // A word the vocabulary knows as it is has no typo to look for: one lookup for all
    // of them, and the trigram search only for the others.
    let known = session.known(lang, words).await?;
    let mut near = typed.clone();
    for (group, word) in near.iter_mut().zip(words) {
        if !known.contains(word) {
            group.extend(session.nearest(lang, word).await?.into_iter().map(Term::Word));
        }
    }
    let typos = near != typed;
    if typos {
        let hits = session.matching(lang, &near, true, wanted).await?;
        if !hits.is_empty() {
            return Ok(hits);
        }
    }
    if words.len() == 1 {
        return Ok(Vec::new());
    }
    let hits = session.matching(lang, &typed, false, wanted).await?;
    if !hits.is_empty() || !typos {
        return Ok(hits);
    }
    session.matching(lang, &near, false, wanted).await
}

/// kind, key, title, path, extra, body.
type Row = (String, String, String, String, Option<String>, String);

/// The rows as hits, best first; only the first `shown` of each kind get their
/// snippet and details (the rest are counted, never shown).
fn hits(rows: Vec<Row>, groups: &[Vec<Term>], shown: usize) -> Vec<Hit> {
    let words: Vec<String> = groups
        .iter()
        .flatten()
        .map(|t| match t {
            Term::Prefix(w) | Term::Word(w) => fold(w),
        })
        .collect();
    let mut per_kind: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    rows.into_iter()
        .map(|(kind, key, title, path, extra, body)| {
            let nth = per_kind.entry(kind.clone()).or_default();
            *nth += 1;
            let show = *nth <= shown;
            Hit {
                snippet: if show { snippet(&body, &words) } else { String::new() },
                extra: if show { extra.and_then(|e| serde_json::from_str(&e).ok()).unwrap_or_default() } else { Extra::default() },
                kind,
                key,
                title,
                path,
            }
        })
        .collect()
}

/// Lower case without diacritics, as the index reads a word ("Bevægelse" → "bevægelse",
/// "é" → "e"; æ, ø and å are letters of their own).
fn fold(word: &str) -> String {
    word.to_lowercase()
        .chars()
        .map(|c| match c {
            'á' | 'à' | 'â' | 'ä' | 'ã' => 'a',
            'é' | 'è' | 'ê' | 'ë' => 'e',
            'í' | 'ì' | 'î' | 'ï' => 'i',
            'ó' | 'ò' | 'ô' | 'ö' | 'õ' => 'o',
            'ú' | 'ù' | 'û' | 'ü' => 'u',
            'ç' => 'c',
            other => other,
        })
        .collect()
}

/// Words a snippet shows.
const SNIPPET_WORDS: usize = 18;

/// A document's text around the first word the search matched (a word that begins
/// with one of `words`), about [`SNIPPET_WORDS`] words, "…" where it is cut; its
/// beginning when no word of the body matched (the title did). Made for the rows
/// kept only, after ranking.
fn snippet(body: &str, words: &[String]) -> String {
    let all: Vec<&str> = body.split_whitespace().collect();
    let matched = |w: &&str| {
        let w = fold(w.trim_matches(|c: char| !c.is_alphanumeric()));
        !w.is_empty() && words.iter().any(|q| w.starts_with(q.as_str()))
    };
    let at = all.iter().position(|w| matched(w)).unwrap_or(0);
    let start = at.saturating_sub(SNIPPET_WORDS / 3).min(all.len().saturating_sub(SNIPPET_WORDS));
    let end = (start + SNIPPET_WORDS).min(all.len());
    let mut text = all[start..end].join(" ");
    if start > 0 {
        text.insert_str(0, "… ");
    }
    if end < all.len() {
        text.push_str(" …");
    }
    text
}

impl Session<'_> {
    /// The documents matching every group (`all`) or any, a group matching when any
    /// of its terms does.
    async fn matching(&mut self, lang: Lang, groups: &[Vec<Term>], all: bool, wanted: Wanted) -> Result<Vec<Hit>, sqlx::Error> {
        match self {
            Session::Postgres(tx) => {
                let term = |t: &Term| match t {
                    Term::Prefix(w) => format!("{w}:*"),
                    Term::Word(w) => w.clone(),
                };
                let group = |g: &Vec<Term>| format!("({})", g.iter().map(term).collect::<Vec<_>>().join(" | "));
                let query = groups.iter().map(group).collect::<Vec<_>>().join(if all { " & " } else { " | " });
                // At most `wanted.ranked` ranked, then the page's rows read; their snippets
                // are made after (`snippet`), not by ts_headline for every match. The
                // language is a literal (one of four codes): the planner then reads
                // that language's own index (migration 0035), not every language's.
                let sql = format!(
                    "select kind, key, title, path, extra, body
                     from (select kind, key, title, path, extra, body, rank, position
                           from (select kind, key, title, path, extra, body, ts_rank(tsv, query) as rank, position
                                 from search_documents, to_tsquery($1::regconfig, $2) as query
                                 where lang = '{}' and tsv @@ query
                                 limit $4) as candidates
                           order by rank desc, position
                           limit $3) as top
                     order by rank desc, position",
                    lang.code()
                );
                let rows: Vec<Row> = sqlx::query_as(&sql)
                    .bind(config(lang))
                    .bind(&query)
                    .bind(wanted.found)
                    .bind(wanted.ranked)
                    .fetch_all(&mut **tx)
                    .await?;
                Ok(hits(rows, groups, wanted.shown))
            }
            Session::Sqlite(conn) => {
                let term = |t: &Term| match t {
                    Term::Prefix(w) => format!("\"{}\"*", w.replace('"', "")),
                    Term::Word(w) => format!("\"{}\"", w.replace('"', "")),
                };
                let group = |g: &Vec<Term>| format!("({})", g.iter().map(term).collect::<Vec<_>>().join(" OR "));
                let expression = groups.iter().map(group).collect::<Vec<_>>().join(if all { " AND " } else { " OR " });
                // The full-text index leads (CROSS JOIN keeps it outer); the language
                // is the document's.
                // At most `wanted.ranked` ranked, then the page's rows read by id (the
                // full-text index is not read again), their snippets made after.
                let rows: Vec<Row> = sqlx::query_as(
                    "select d.kind, d.key, d.title, d.path, d.extra, d.body
                     from (select id, rank, position from (
                               select search_fts.rowid as id, bm25(search_fts, 10.0, 1.0) as rank, e.position as position
                               from search_fts cross join search_documents e on e.id = search_fts.rowid
                               where search_fts match $1 and e.lang = $2 limit $4)
                           order by rank, position limit $3) as top
                     join search_documents d on d.id = top.id
                     order by top.rank, top.position",
                )
                .bind(&expression)
                .bind(lang.code())
                .bind(wanted.found)
                .bind(wanted.ranked)
                .fetch_all(&mut **conn)
                .await?;
                Ok(hits(rows, groups, wanted.shown))
            }
        }
    }

    /// Which of the words the language's vocabulary has as they are.
    async fn known(&mut self, lang: Lang, words: &[String]) -> Result<HashSet<String>, sqlx::Error> {
        let worthy: Vec<&String> = words.iter().filter(|w| typo_worthy(w)).collect();
        if worthy.is_empty() {
            return Ok(HashSet::new());
        }
        let sql = format!(
            "select word from search_words where lang = $1 and word in ({})",
            (0..worthy.len()).map(|i| format!("${}", i + 2)).collect::<Vec<_>>().join(", ")
        );
        let found: Vec<String> = match self {
            Session::Postgres(tx) => {
                let mut query = sqlx::query_scalar(&sql).bind(lang.code());
                for word in &worthy {
                    query = query.bind(word.as_str());
                }
                query.fetch_all(&mut **tx).await?
            }
            Session::Sqlite(conn) => {
                let mut query = sqlx::query_scalar(&sql).bind(lang.code());
                for word in &worthy {
                    query = query.bind(word.as_str());
                }
                query.fetch_all(&mut **conn).await?
            }
        };
        Ok(found.into_iter().collect())
    }

    /// The known words nearest a word (edit distance), nearest first; none when the
    /// word is known itself or cannot be a typo. The candidates come from the trigram
    /// index, never from reading the vocabulary.
    async fn nearest(&mut self, lang: Lang, word: &str) -> Result<Vec<String>, sqlx::Error> {
        if !typo_worthy(word) {
            return Ok(Vec::new());
        }
        let candidates: Vec<String> = match self {
            Session::Postgres(tx) => {
                sqlx::query_scalar("select word from search_words where lang = $1 and word % $2 order by word <-> $2, word limit $3")
                    .bind(lang.code())
                    .bind(word)
                    .bind(CANDIDATES)
                    .fetch_all(&mut **tx)
                    .await?
            }
            Session::Sqlite(conn) => {
                let trigrams: Vec<String> = trigrams(word).into_iter().collect();
                let sql = format!(
                    "select word from search_trigrams where lang = $1 and trigram in ({})
                     group by word order by count(*) desc, word limit ${}",
                    (0..trigrams.len()).map(|i| format!("${}", i + 2)).collect::<Vec<_>>().join(", "),
                    trigrams.len() + 2
                );
                let mut query = sqlx::query_scalar(&sql).bind(lang.code());
                for trigram in &trigrams {
                    query = query.bind(trigram);
                }
                query.bind(CANDIDATES).fetch_all(&mut **conn).await?
            }
        };
        Ok(nearest_of(word, &candidates))
    }
}

/// Of the candidates, the few within the word's allowed distance, nearest first; none
/// when the word is among them (it is known: nothing to correct).
fn nearest_of(word: &str, candidates: &[String]) -> Vec<String> {
    let allowed = allowed_distance(word);
    let mut close: Vec<(usize, &String)> = candidates
        .iter()
        .map(|c| (distance(word, c), c))
        .filter(|(d, _)| *d <= allowed)
        .collect();
    if close.iter().any(|(d, _)| *d == 0) {
        return Vec::new();
    }
    close.sort();
    let mut seen = HashSet::new();
    close.into_iter().filter(|(_, c)| seen.insert(c.as_str())).take(NEAREST).map(|(_, c)| c.clone()).collect()
}

/// Edit distance over characters, two neighbouring letters swapped counting as one
/// edit (optimal string alignment, `strsim`'s): "pednel" is one from "pendel", as
/// "pendl" is.
pub fn distance(a: &str, b: &str) -> usize {
    strsim::osa_distance(a, b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_snippet_shows_the_words_around_the_first_match() {
        let body = "Lys til hjemmet. Denne dæmpbare pendel i børstet messing hænger over spisebordet og giver et varmt, blødt lys \
            med en smuk glød om aftenen, og den kan styres med Zigbee fra telefonen eller en kontakt på væggen.";
        let words = vec![fold("Zigbee")];
        let found = snippet(body, &words);
        assert!(found.contains("Zigbee") && found.starts_with("… ") && found.split_whitespace().count() <= SNIPPET_WORDS + 2, "{found}");
        // A prefix as typed, in any case, diacritics folded ("Pendél" finds "pendel").
        assert!(snippet(body, &[fold("Pendél")]).contains("pendel"));
        // Nothing in the body (the title matched): its beginning.
        assert!(snippet(body, &[fold("kvasar")]).starts_with("Lys til hjemmet."));
        assert_eq!(snippet("Kort tekst.", &[fold("tekst")]), "Kort tekst.");
        assert_eq!(snippet("", &[fold("x")]), "");
    }

    #[test]
    fn words_and_distances() {
        assert_eq!(words("  Udendørs LAMPE, med sensor!! "), ["udendørs", "lampe", "med", "sensor"]);
        assert_eq!(words("\"; drop table --"), ["drop", "table"]);
        assert_eq!(distance("stikontakt", "stikkontakt"), 1);
        assert_eq!(distance("lampe", "lamper"), 1);
        assert_eq!(distance("", "abc"), 3);
        assert_eq!(distance("pednel", "pendel"), 1, "two letters swapped: one edit");
        assert_eq!(distance("stikokntakt", "stikkontakt"), 1);
        assert_eq!(distance("ab", "ba"), 1);
        assert_eq!(distance("abc", "ca"), 3);
        assert_eq!(significant(words("udendørs lampe med sensor"), Lang::Da), ["udendørs", "lampe", "sensor"]);
        assert_eq!(significant(words("med"), Lang::Da), ["med"]);
    }

    #[test]
    fn multi_row_inserts_number_their_parameters_in_order() {
        assert_eq!(rows(2, 2, 3, ""), "($3, $4), ($5, $6)");
        assert_eq!(rows(2, 1, 2, "$1, "), "($1, $2), ($1, $3)");
    }

    #[test]
    fn the_vocabulary_holds_words_a_typo_may_mean() {
        let words: Vec<String> = vocabulary("LED-pære Fjord 1042, varenummer 01042 i 2x").collect();
        assert_eq!(words, ["led", "pære", "fjord", "varenummer"], "numbers and short words are not typos' targets");
        assert_eq!(trigrams("cat").into_iter().collect::<Vec<_>>(), ["  c", " ca", "at ", "cat"]);
        assert_eq!(trigrams("pære").len(), 5);
    }

    #[test]
    fn a_typo_becomes_its_nearest_known_words_and_a_known_word_stays_itself() {
        let candidates: Vec<String> = ["stikkontakt", "stikkontakter", "kontakt", "stik"].map(String::from).to_vec();
        assert_eq!(nearest_of("stikontakt", &candidates), ["stikkontakt"]);
        assert!(nearest_of("stikkontakt", &candidates).is_empty(), "a known word is not corrected");
        let candidates: Vec<String> = ["pendler", "pedal", "pendel", "pendul"].map(String::from).to_vec();
        // "pendler" is two edits away ("el" swapped, "l" for "r"), as "pendul" is.
        assert_eq!(nearest_of("pendell", &candidates), ["pendel", "pendler", "pendul"]);
        assert_eq!(nearest_of("pendl", &candidates), ["pendel", "pendul", "pedal"], "the nearest first, at most three");
        assert!(nearest_of("xqzvwpt", &candidates).is_empty());
    }
}
