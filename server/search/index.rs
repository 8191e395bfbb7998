//! The index in the database, per language. PostgreSQL: a `tsvector` per document in
//! the language's own text-search configuration (`danish`, `english`, `german`,
//! `french`; the title weighted above the body), prefix matches as the visitor types,
//! and `pg_trgm`'s word similarity for typos. SQLite: an FTS5 table (Unicode words,
//! diacritics folded, BM25 with the title weighted), and for a word it does not know,
//! the nearest words it does (edit distance) from the index's own vocabulary.

use serde::Serialize;

use super::documents::{Document, Extra};
use crate::i18n::Lang;
use crate::platform::Db;
use crate::platform::db::{Backend, backend};

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

/// Replaces a language's documents.
pub async fn replace(db: &Db, lang: Lang, documents: &[Document]) -> Result<(), sqlx::Error> {
    let mut tx = db.begin().await?;
    match backend(db) {
        Backend::Postgres => {
            sqlx::query("delete from search_documents where lang = $1").bind(lang.code()).execute(&mut *tx).await?;
            for d in documents {
                sqlx::query(
                    "insert into search_documents (lang, kind, key, title, body, path, extra, position, tsv)
                     values ($1, $2, $3, $4, $5, $6, $7, $8,
                             setweight(to_tsvector($9::regconfig, $4), 'A') || setweight(to_tsvector($9::regconfig, $5), 'B'))
                     on conflict (lang, kind, key) do update set title = excluded.title, body = excluded.body, path = excluded.path,
                       extra = excluded.extra, position = excluded.position, tsv = excluded.tsv",
                )
                .bind(lang.code())
                .bind(d.kind)
                .bind(&d.key)
                .bind(&d.title)
                .bind(&d.body)
                .bind(&d.path)
                .bind(serde_json::to_string(&d.extra).expect("extra serialises"))
                .bind(d.position)
                .bind(config(lang))
                .execute(&mut *tx)
                .await?;
            }
        }
        Backend::Sqlite => {
            sqlx::query("delete from search_fts where lang = $1").bind(lang.code()).execute(&mut *tx).await?;
            for d in documents {
                sqlx::query("insert into search_fts (title, body, lang, kind, key, path, extra, position) values ($1, $2, $3, $4, $5, $6, $7, $8)")
                    .bind(&d.title)
                    .bind(&d.body)
                    .bind(lang.code())
                    .bind(d.kind)
                    .bind(&d.key)
                    .bind(&d.path)
                    .bind(serde_json::to_string(&d.extra).expect("extra serialises"))
                    .bind(d.position)
                    .execute(&mut *tx)
                    .await?;
            }
        }
    }
    tx.commit().await
}

type Row = (String, String, String, String, Option<String>, String);

fn hits(rows: Vec<Row>) -> Vec<Hit> {
    rows.into_iter()
        .map(|(kind, key, title, path, extra, snippet)| Hit {
            kind,
            key,
            title,
            path,
            snippet: snippet.split_whitespace().collect::<Vec<_>>().join(" "),
            extra: extra.and_then(|e| serde_json::from_str(&e).ok()).unwrap_or_default(),
        })
        .collect()
}

/// The documents of a language that match the words, best first (at most `limit`).
pub async fn find(db: &Db, lang: Lang, words: &[String], limit: i64) -> Result<Vec<Hit>, sqlx::Error> {
    if words.is_empty() {
        return Ok(Vec::new());
    }
    match backend(db) {
        Backend::Postgres => find_postgres(db, lang, words, limit).await,
        Backend::Sqlite => find_sqlite(db, lang, words, limit).await,
    }
}

async fn find_postgres(db: &Db, lang: Lang, words: &[String], limit: i64) -> Result<Vec<Hit>, sqlx::Error> {
    let phrase = words.join(" ");
    // Every word (as a prefix, stemmed in the language) first; any of them if that
    // finds nothing. Typos: the phrase's trigram word similarity to the title.
    for joiner in [" & ", " | "] {
        let query = words.iter().map(|w| format!("{w}:*")).collect::<Vec<_>>().join(joiner);
        let rows: Vec<Row> = sqlx::query_as(
            "select kind, key, title, path, extra,
                    ts_headline($2::regconfig, body, query, 'MaxWords=22, MinWords=10, ShortWord=2, StartSel=\"\", StopSel=\"\"')
             from search_documents, to_tsquery($2::regconfig, $3) as query
             where lang = $1 and (tsv @@ query or word_similarity($4, title) >= 0.5)
             order by ts_rank(tsv, query) + word_similarity($4, title) desc, position
             limit $5",
        )
        .bind(lang.code())
        .bind(config(lang))
        .bind(&query)
        .bind(&phrase)
        .bind(limit)
        .fetch_all(db)
        .await?;
        if !rows.is_empty() || words.len() == 1 {
            return Ok(hits(rows));
        }
    }
    Ok(Vec::new())
}

async fn fts(db: &Db, lang: Lang, expression: &str, limit: i64) -> Result<Vec<Row>, sqlx::Error> {
    sqlx::query_as(
        "select kind, key, title, path, extra, snippet(search_fts, 1, '', '', '…', 18)
         from search_fts where search_fts match $1 and lang = $2
         order by bm25(search_fts, 10.0, 1.0), position limit $3",
    )
    .bind(expression)
    .bind(lang.code())
    .bind(limit)
    .fetch_all(db)
    .await
}

async fn find_sqlite(db: &Db, lang: Lang, words: &[String], limit: i64) -> Result<Vec<Hit>, sqlx::Error> {
    let quoted = |w: &str| format!("\"{}\"*", w.replace('"', ""));
    for joiner in [" AND ", " OR "] {
        let expression = words.iter().map(|w| quoted(w)).collect::<Vec<_>>().join(joiner);
        let rows = fts(db, lang, &expression, limit).await?;
        if !rows.is_empty() {
            return Ok(hits(rows));
        }
    }
    // Nothing: each word as the index's nearest words (a typo, a plural).
    let vocabulary: Vec<(String,)> =
        sqlx::query_as("select distinct v.term from search_vocab v join search_fts f on f.rowid = v.doc where f.lang = $1")
            .bind(lang.code())
            .fetch_all(db)
            .await?;
    let mut near = Vec::new();
    for word in words {
        let allowed = if word.chars().count() <= 4 { 1 } else { 2 };
        let mut close: Vec<(usize, &str)> = vocabulary
            .iter()
            .filter_map(|(term,)| {
                let d = distance(word, term);
                (d <= allowed).then_some((d, term.as_str()))
            })
            .collect();
        close.sort();
        near.extend(close.into_iter().take(3).map(|(_, t)| format!("\"{}\"", t.replace('"', ""))));
    }
    if near.is_empty() {
        return Ok(Vec::new());
    }
    Ok(hits(fts(db, lang, &near.join(" OR "), limit).await?))
}

/// Levenshtein distance over characters.
pub fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut previous = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let current = row[j + 1];
            row[j + 1] = if ca == *cb { previous } else { 1 + previous.min(row[j]).min(current) };
            previous = current;
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_and_distances() {
        assert_eq!(words("  Udendørs LAMPE, med sensor!! "), ["udendørs", "lampe", "med", "sensor"]);
        assert_eq!(words("\"; drop table --"), ["drop", "table"]);
        assert_eq!(distance("stikontakt", "stikkontakt"), 1);
        assert_eq!(distance("lampe", "lamper"), 1);
        assert_eq!(distance("", "abc"), 3);
        assert_eq!(significant(words("udendørs lampe med sensor"), Lang::Da), ["udendørs", "lampe", "sensor"]);
        assert_eq!(significant(words("med"), Lang::Da), ["med"]);
    }
}
