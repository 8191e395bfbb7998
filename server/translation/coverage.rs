//! Translation coverage: how much of the Danish source catalogue each language has,
//! counting the shipped catalogue plus the translations table (machine and approved
//! entries), and the catalogue as one `.ftl` file for download.

use std::collections::{BTreeMap, BTreeSet};

use std::sync::Arc;

use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Json, Response};
use serde::Serialize;
use serde_json::json;

use super::TranslationService;
use crate::accounts::AdminUser;
use crate::http::{ApiError, ApiResult};
use crate::i18n::Lang;

/// How many missing keys the report lists before "and N more".
pub const MISSING_SHOWN: usize = 20;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "lowercase")]
pub enum Badge {
    Complete,
    Good,
    Warning,
    Critical,
}

/// 100 % complete, 80 % or more good, 50 % or more warning, else critical.
pub fn badge(percentage: u32) -> Badge {
    match percentage {
        100.. => Badge::Complete,
        80..=99 => Badge::Good,
        50..=79 => Badge::Warning,
        _ => Badge::Critical,
    }
}

#[derive(Debug, Clone, Serialize, PartialEq, ts_rs::TS)]
pub struct MissingKey {
    pub key: String,
    pub source: String,
}

#[derive(Debug, Clone, Serialize, PartialEq, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Coverage {
    pub lang: Lang,
    pub percentage: u32,
    pub badge: Badge,
    pub translated: usize,
    pub missing: usize,
    /// The first [`MISSING_SHOWN`] missing keys with their Danish text.
    pub missing_keys: Vec<MissingKey>,
}

/// Coverage of one language: `source` is the Danish id -> text, `present` the ids the
/// language has. The percentage is rounded down, so 100 % means nothing is missing.
pub fn coverage(lang: Lang, source: &BTreeMap<String, String>, present: &BTreeSet<String>) -> Coverage {
    let missing: Vec<&String> = source.keys().filter(|k| !present.contains(*k)).collect();
    let translated = source.len() - missing.len();
    let percentage = if source.is_empty() { 100 } else { (translated * 100 / source.len()) as u32 };
    Coverage {
        lang,
        percentage,
        badge: badge(percentage),
        translated,
        missing: missing.len(),
        missing_keys: missing
            .iter()
            .take(MISSING_SHOWN)
            .map(|k| MissingKey { key: (*k).clone(), source: source[*k].clone() })
            .collect(),
    }
}

/// The message ids a language has: its shipped catalogue plus the stored translations.
pub async fn present_keys(service: &TranslationService, lang: Lang) -> Result<BTreeSet<String>, sqlx::Error> {
    let stored: Vec<String> =
        sqlx::query_scalar("select message_key from translations where lang = $1").bind(lang.code()).fetch_all(&service.db).await?;
    let mut present = service.catalog.shipped_ids(lang).clone();
    present.extend(stored);
    Ok(present)
}

/// Coverage of en, de and fr, and the number of Danish source keys.
pub async fn report(service: &TranslationService) -> Result<(usize, Vec<Coverage>), sqlx::Error> {
    // The Danish text as Fluent source, placeables and all: what a translator needs.
    let source: BTreeMap<String, String> = service
        .catalog
        .danish_messages()
        .iter()
        .filter_map(|(key, message)| {
            let text = crate::i18n::fluent::pattern_source(key, message.value.clone()?);
            Some((key.clone(), super::review::editable(&text)))
        })
        .collect();
    let mut languages = Vec::new();
    for lang in [Lang::En, Lang::De, Lang::Fr] {
        languages.push(coverage(lang, &source, &present_keys(service, lang).await?));
    }
    Ok((source.len(), languages))
}

/// `GET /api/admin/translations/coverage`.
pub(super) async fn coverage_json(State(service): State<Arc<TranslationService>>, _admin: AdminUser) -> ApiResult<Response> {
    let (source_keys, languages) = report(&service).await?;
    Ok(crate::http::no_store(Json(json!({"sourceKeys": source_keys, "languages": languages})).into_response()))
}

/// `GET /api/admin/translations/{lang}.ftl`: the shipped catalogue plus approved and
/// machine translations from the table, as one file ready to commit to `locales/`.
pub(super) async fn download(
    State(service): State<Arc<TranslationService>>,
    _admin: AdminUser,
    Path(file): Path<String>,
) -> ApiResult<Response> {
    let Some(lang) = file.strip_suffix(".ftl").and_then(|l| l.parse::<Lang>().ok()).filter(|l| file.len() == 6 && l.code() == &file[..2]) else {
        return Ok((StatusCode::NOT_FOUND, "unknown catalogue").into_response());
    };
    let rows: Vec<(String, String, String)> = match sqlx::query_as(
        "select message_key, value, status from translations where lang = $1 order by message_key",
    )
    .bind(lang.code())
    .fetch_all(&service.db)
    .await
    {
        Ok(rows) => rows,
        Err(error) => return Err(ApiError::from(error)),
    };
    let shipped_ids = service.catalog.shipped_ids(lang);
    let mut text = service.catalog.shipped(lang).trim_end().to_owned();
    let overlay: Vec<_> = rows.iter().filter(|(key, ..)| !shipped_ids.contains(key)).collect();
    if !overlay.is_empty() {
        text.push_str("\n\n## Translations added in the Translation Manager\n\n");
        for (key, value, status) in overlay {
            text.push_str(&format!("# {status}\n{}", crate::i18n::fluent::entry_source(key, value)));
        }
    }
    text.push('\n');
    Ok((
        [
            (header::CONTENT_TYPE, "text/plain; charset=utf-8".to_owned()),
            (header::CONTENT_DISPOSITION, format!("attachment; filename=\"{}.ftl\"", lang.code())),
            (header::CACHE_CONTROL, "no-store".to_owned()),
        ],
        text,
    )
        .into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn badges_follow_the_thresholds() {
        assert_eq!(badge(100), Badge::Complete);
        assert_eq!(badge(99), Badge::Good);
        assert_eq!(badge(80), Badge::Good);
        assert_eq!(badge(79), Badge::Warning);
        assert_eq!(badge(50), Badge::Warning);
        assert_eq!(badge(49), Badge::Critical);
        assert_eq!(badge(0), Badge::Critical);
    }

    #[test]
    fn coverage_counts_missing_keys_and_lists_twenty() {
        let source: BTreeMap<String, String> = (0..30).map(|i| (format!("key-{i:02}"), format!("Tekst {i}"))).collect();
        let present: BTreeSet<String> = (0..6).map(|i| format!("key-{i:02}")).collect();
        let c = coverage(Lang::De, &source, &present);
        assert_eq!((c.translated, c.missing, c.percentage), (6, 24, 20));
        assert_eq!(c.badge, Badge::Critical);
        assert_eq!(c.missing_keys.len(), MISSING_SHOWN);
        assert_eq!(c.missing_keys[0], MissingKey { key: "key-06".into(), source: "Tekst 6".into() });
        let all: BTreeSet<String> = source.keys().cloned().collect();
        let full = coverage(Lang::En, &source, &all);
        assert_eq!((full.percentage, full.badge, full.missing), (100, Badge::Complete, 0));
        // 29 of 30 is 96 %, not rounded up to a false 100 %.
        let almost: BTreeSet<String> = source.keys().filter(|k| k.as_str() != "key-00").cloned().collect();
        assert_eq!(coverage(Lang::Fr, &source, &almost).percentage, 96);
    }
}
