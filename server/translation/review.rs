//! Review of stored translations: the list with the Danish source, and an
//! administrator's approve, edit (checked as Fluent, placeables kept) and reject.

use std::sync::Arc;

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Json, Response};
use serde::{Deserialize, Serialize};
use serde_json::json;

use super::TranslationService;
use crate::accounts::AdminUser;
use crate::http::validation::FieldErrors;
use crate::http::{ApiError, ApiJson, ApiResult, no_store};
use crate::i18n::Lang;
use crate::i18n::fluent::{entry_source, parse_messages, pattern_source, variables};
use crate::platform::db::now_rfc3339;
use crate::shop::content::Field;

/// The longest translation an administrator may save.
const MAX_VALUE_CHARS: usize = 4000;

/// A stored translation with the Danish source, for review.
#[derive(Debug, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct ReviewEntry {
    pub lang: Lang,
    pub key: String,
    pub source: String,
    pub value: String,
    pub status: String,
    pub updated_at: String,
}

/// Editable text of a stored pattern: a block pattern without its indentation.
pub fn editable(value: &str) -> String {
    match value.strip_prefix('\n') {
        Some(block) => block.lines().map(|l| l.strip_prefix("    ").unwrap_or(l)).collect::<Vec<_>>().join("\n"),
        None => value.to_owned(),
    }
}

/// The stored translations, machine ones (to review) first.
pub async fn review_entries(service: &TranslationService) -> Result<Vec<ReviewEntry>, sqlx::Error> {
    let rows: Vec<(String, String, String, String, String)> = sqlx::query_as(
        "select lang, message_key, value, status, updated_at from translations \
         order by case status when 'machine' then 0 else 1 end, lang, message_key",
    )
    .fetch_all(&service.db)
    .await?;
    let danish = service.catalog.danish_messages();
    let mut entries: Vec<ReviewEntry> = rows
        .into_iter()
        .filter_map(|(lang, key, value, status, updated_at)| {
            let lang = lang.parse().ok()?;
            let source = danish
                .get(&key)
                .and_then(|m| m.value.clone())
                .map(|p| editable(&pattern_source(&key, p)))
                .unwrap_or_default();
            Some(ReviewEntry { lang, key, source, value: editable(&value), status, updated_at })
        })
        .collect();
    // The shop's content (keys `shop:…`), machine translations first as well.
    let shop = super::shop_content::review_entries(service).await?;
    let (machine, approved): (Vec<_>, Vec<_>) = shop.into_iter().partition(|e| e.status == "machine");
    let split = entries.iter().position(|e| e.status != "machine").unwrap_or(entries.len());
    entries.splice(split..split, machine);
    entries.extend(approved);
    Ok(entries)
}

pub(super) async fn review_list(State(service): State<Arc<TranslationService>>, _admin: AdminUser) -> ApiResult<Response> {
    let entries = review_entries(&service).await?;
    Ok(no_store(Json(json!({ "entries": entries })).into_response()))
}

/// The target language and Danish message of a review path, or 404.
fn target(service: &TranslationService, code: &str, key: &str) -> ApiResult<(Lang, String)> {
    let not_found = || ApiError::new(StatusCode::NOT_FOUND, "manager-entry-not-found");
    let lang: Lang = code.parse().map_err(|_| not_found())?;
    if lang == Lang::Da || lang.code() != code {
        return Err(not_found());
    }
    let message = service.catalog.danish_messages().get(key).ok_or_else(not_found)?;
    let source = message.value.clone().map(|p| pattern_source(key, p)).unwrap_or_default();
    Ok((lang, source))
}

#[derive(Deserialize)]
pub struct EditBody {
    value: String,
}

/// The stored form of an administrator's text, or the reason it cannot be stored:
/// it must parse as one Fluent message and keep the Danish variables.
pub fn checked_value(key: &str, danish: &str, text: &str) -> Result<String, &'static str> {
    let text = text.trim_matches(|c: char| c == '\n' || c == '\r' || c == ' ').replace("\r\n", "\n");
    if text.is_empty() {
        return Err("manager-edit-empty");
    }
    if text.chars().count() > MAX_VALUE_CHARS {
        return Err("manager-edit-too-long");
    }
    let value = if text.contains('\n') {
        format!("\n{}", text.lines().map(|l| format!("    {l}")).collect::<Vec<_>>().join("\n"))
    } else {
        text.clone()
    };
    let entry = entry_source(key, &value);
    let parsed = parse_messages(&entry);
    let resource = fluent_syntax::parser::parse(entry.as_str());
    let (Ok(resource), Some(message)) = (resource, parsed.get(key)) else { return Err("manager-edit-invalid") };
    if resource.body.len() != 1 {
        return Err("manager-edit-invalid");
    }
    if variables(&value) != variables(danish) {
        return Err("manager-edit-placeables");
    }
    Ok(pattern_source(key, message.value.clone().expect("parsed with a value")))
}

/// `PUT /api/admin/translations/{lang}/{key}` `{value}`: an administrator's
/// translation (new or edited), stored as approved.
pub(super) async fn edit(
    State(service): State<Arc<TranslationService>>,
    admin: AdminUser,
    Path((target_lang, key)): Path<(String, String)>,
    ApiJson(body): ApiJson<EditBody>,
) -> ApiResult<Response> {
    if let Some(field) = Field::parse_key(&key) {
        let (target_lang, _) = super::shop_content::target(&service, &target_lang, &field).await?;
        let value = super::shop_content::save(&service, target_lang, &field, &body.value).await?;
        tracing::info!(lang = %target_lang, key, admin = %admin.0.email, "shop translation edited and approved");
        return Ok(Json(json!({"lang": target_lang, "key": key, "value": value, "status": "approved"})).into_response());
    }
    {
        let (target_lang, danish) = target(&service, &target_lang, &key)?;
        let value = checked_value(&key, &danish, &body.value).map_err(|reason| FieldErrors(vec![("value", reason)]))?;
        sqlx::query(
            "insert into translations (lang, message_key, value, status, updated_at) values ($1, $2, $3, 'approved', $4) \
             on conflict (lang, message_key) do update set value = excluded.value, status = excluded.status, \
             updated_at = excluded.updated_at",
        )
        .bind(target_lang.code())
        .bind(&key)
        .bind(&value)
        .bind(now_rfc3339())
        .execute(&service.db)
        .await?;
        service.translations_changed().await?;
        tracing::info!(lang = %target_lang, key, admin = %admin.0.email, "translation edited and approved");
        Ok(Json(json!({"lang": target_lang, "key": key, "value": editable(&value), "status": "approved"})).into_response())
    }
}

/// Runs `sql` on one stored translation (`$1` lang, `$2` key, `$3` the time when
/// `with_time`); 404 when the path names no translation or there is none stored.
async fn change_entry(service: &TranslationService, code: &str, key: &str, sql: &str, with_time: bool) -> ApiResult<Lang> {
    let (lang, _) = target(service, code, key)?;
    let mut query = sqlx::query(sql).bind(lang.code()).bind(key);
    if with_time {
        query = query.bind(now_rfc3339());
    }
    if query.execute(&service.db).await?.rows_affected() == 0 {
        return Err(ApiError::new(StatusCode::NOT_FOUND, "manager-entry-not-found"));
    }
    Ok(lang)
}

/// `POST /api/admin/translations/{lang}/{key}/approve`: a machine translation approved as it is.
pub(super) async fn approve(
    State(service): State<Arc<TranslationService>>,
    admin: AdminUser,
    Path((code, key)): Path<(String, String)>,
) -> ApiResult<Json<serde_json::Value>> {
    if let Some(field) = Field::parse_key(&key) {
        let (target_lang, _) = super::shop_content::target(&service, &code, &field).await?;
        super::shop_content::settle(&service, target_lang, &field, true).await?;
        tracing::info!(lang = %target_lang, key, admin = %admin.0.email, "shop translation approved");
        return Ok(Json(json!({"lang": target_lang, "key": key, "status": "approved"})));
    }
    let sql = "update translations set status = 'approved', updated_at = $3 where lang = $1 and message_key = $2";
    let target_lang = change_entry(&service, &code, &key, sql, true).await?;
    tracing::info!(lang = %target_lang, key, admin = %admin.0.email, "machine translation approved");
    Ok(Json(json!({"lang": target_lang, "key": key, "status": "approved"})))
}

/// `DELETE /api/admin/translations/{lang}/{key}`: a stored translation rejected; the
/// page shows Danish again until the message is translated anew.
pub(super) async fn reject(
    State(service): State<Arc<TranslationService>>,
    admin: AdminUser,
    Path((code, key)): Path<(String, String)>,
) -> ApiResult<StatusCode> {
    if let Some(field) = Field::parse_key(&key) {
        let (target_lang, _) = super::shop_content::target(&service, &code, &field).await?;
        super::shop_content::settle(&service, target_lang, &field, false).await?;
        tracing::info!(lang = %target_lang, key, admin = %admin.0.email, "shop translation rejected");
        return Ok(StatusCode::NO_CONTENT);
    }
    let sql = "delete from translations where lang = $1 and message_key = $2";
    let target_lang = change_entry(&service, &code, &key, sql, false).await?;
    service.translations_changed().await?;
    tracing::info!(lang = %target_lang, key, admin = %admin.0.email, "translation rejected");
    Ok(StatusCode::NO_CONTENT)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn administrators_text_is_checked_and_stored_as_fluent() {
        assert_eq!(checked_value("k", "Ring på { $phone }", "  Call { $phone }  "), Ok("Call { $phone }".into()));
        assert_eq!(checked_value("k", "Ring på { $phone }", "Call us"), Err("manager-edit-placeables"));
        assert_eq!(checked_value("k", "Hej", "Hello { oops"), Err("manager-edit-invalid"));
        // A second line stays part of this message (indented), never a new entry.
        assert!(checked_value("k", "Hej", "Hello\nother = injected").unwrap().starts_with("\n    Hello"));
        assert_eq!(checked_value("k", "Hej", "   "), Err("manager-edit-empty"));
        let block = checked_value("k", "{ $n -> [one] en *[other] { $n } }", "{ $n ->\n    [one] one\n   *[other] { $n }\n}").unwrap();
        assert!(block.starts_with('\n'), "a select expression is a block pattern: {block:?}");
        assert_eq!(editable(&block), "{ $n ->\n    [one] one\n   *[other] { $n }\n}");
    }
}
