//! The local shop's content, translated like catalogue messages: what a page showed
//! in Danish because a language lacks it is translated once in the background through
//! the same provider (only the shop's own, trusted text: titles, descriptions, option
//! names and values, image texts, safety information; never anything a visitor wrote), stored as a
//! machine translation and reviewed on the Translation Manager's page.

use axum::http::StatusCode;

use super::TranslationService;
use super::review::ReviewEntry;
use crate::http::{ApiError, ApiResult};
use crate::i18n::Lang;
use crate::platform::db::now_rfc3339;
use crate::shop::content::Field;

/// The Danish text of a field, from the catalogue itself.
pub async fn danish(service: &TranslationService, field: &Field) -> Result<Option<String>, sqlx::Error> {
    let db = &service.db;
    let name = field.name.as_str();
    Ok(match (field.kind.as_str(), name) {
        ("product", "title" | "description") => {
            let sql = format!("select {name} from shop_products where handle = $1");
            sqlx::query_scalar(&sql).bind(&field.handle).fetch_optional(db).await?
        }
        ("product", "warnings") => {
            let details: Option<String> =
                sqlx::query_scalar("select details from shop_products where handle = $1").bind(&field.handle).fetch_optional(db).await?;
            details
                .map(|d| crate::shop::catalogue::details_of::<crate::shop::catalogue::ProductDetails>(&d).legal.warnings)
                .filter(|w| !w.is_empty())
        }
        ("collection", "title" | "description") => {
            let sql = format!("select {name} from shop_collections where handle = $1");
            sqlx::query_scalar(&sql).bind(&field.handle).fetch_optional(db).await?
        }
        ("product", _) => {
            if let Some(option) = name.strip_prefix("option:") {
                exists_option(service, &field.handle, option, None).await?.then(|| option.to_owned())
            } else if let Some((option, value)) = name.strip_prefix("value:").and_then(|r| r.split_once(':')) {
                exists_option(service, &field.handle, option, Some(value)).await?.then(|| value.to_owned())
            } else if let Some(position) = name.strip_prefix("alt:").and_then(|n| n.parse::<i64>().ok()) {
                sqlx::query_scalar(
                    "select i.alt_text from shop_images i join shop_products p on p.id = i.product_id
                     where p.handle = $1 and i.position = $2",
                )
                .bind(&field.handle)
                .bind(position)
                .fetch_optional(db)
                .await?
                .flatten()
            } else {
                None
            }
        }
        _ => None,
    })
}

async fn exists_option(service: &TranslationService, handle: &str, option: &str, value: Option<&str>) -> Result<bool, sqlx::Error> {
    let values: Option<String> = sqlx::query_scalar(
        "select o.option_values from shop_options o join shop_products p on p.id = o.product_id where p.handle = $1 and o.name = $2",
    )
    .bind(handle)
    .bind(option)
    .fetch_optional(&service.db)
    .await?;
    Ok(match (values, value) {
        (Some(_), None) => true,
        (Some(values), Some(value)) => serde_json::from_str::<Vec<String>>(&values).unwrap_or_default().iter().any(|v| v == value),
        (None, _) => false,
    })
}

/// Stores a machine translation unless there is one already.
pub async fn store_machine(service: &TranslationService, lang: Lang, field: &Field, value: &str) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "insert into shop_translations (lang, kind, handle, field, value, status, updated_at)
         values ($1, $2, $3, $4, $5, 'machine', $6) on conflict (lang, kind, handle, field) do nothing",
    )
    .bind(lang.code())
    .bind(&field.kind)
    .bind(&field.handle)
    .bind(&field.name)
    .bind(field.stored_value(value))
    .bind(now_rfc3339())
    .execute(&service.db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Products past which a batch of changed translations is news of "any number of
/// products" rather than of each (one notification each between instances).
const PRODUCTS_ONE_BY_ONE: usize = 50;

/// Stored shop translations of these fields changed here: pages read them anew, here
/// and on the other instances; the search index re-reads the products among them
/// (each alone, unless there are many).
pub async fn changed(service: &TranslationService, fields: &[Field]) {
    service.forget_shop_content();
    let products: std::collections::BTreeSet<&str> =
        fields.iter().filter(|f| f.kind == "product").map(|f| f.handle.as_str()).collect();
    if products.len() > PRODUCTS_ONE_BY_ONE {
        service.changes.products_changed();
        service.changes.publish(crate::platform::changes::PRODUCTS_TOPIC).await;
    } else {
        for handle in products {
            // A translation moves no product between collections: the listings it
            // is in now are the ones that show it.
            let collections = crate::shop::local::collections_of(&service.db, handle).await.unwrap_or_else(|error| {
                tracing::warn!(%error, handle, "the collections of a changed product");
                Vec::new()
            });
            service.changes.product_changed(handle, &collections);
            service.changes.publish_product(handle, &collections).await;
        }
    }
    if fields.is_empty() || fields.iter().any(|f| f.kind != "product") {
        service.changes.bump("shop content");
        service.changes.publish("catalogue").await;
    }
}

/// Machine and approved translations of the shop's content, to review.
pub async fn review_entries(service: &TranslationService) -> Result<Vec<ReviewEntry>, sqlx::Error> {
    let rows: Vec<(String, String, String, String, String, String, String)> = sqlx::query_as(
        "select lang, kind, handle, field, value, status, updated_at from shop_translations where status <> 'shipped'
         order by case status when 'machine' then 0 else 1 end, lang, kind, handle, field",
    )
    .fetch_all(&service.db)
    .await?;
    let mut entries = Vec::new();
    for (lang, kind, handle, name, value, status, updated_at) in rows {
        let Ok(lang) = lang.parse::<Lang>() else { continue };
        let field = Field { kind, handle, name };
        let source = danish(service, &field).await?.unwrap_or_default();
        entries.push(ReviewEntry { lang, key: field.key(), source, value, status, updated_at });
    }
    Ok(entries)
}

/// The target language of a review path for a shop field, and its Danish text.
pub async fn target(service: &TranslationService, code: &str, field: &Field) -> ApiResult<(Lang, String)> {
    let not_found = || ApiError::new(StatusCode::NOT_FOUND, "manager-entry-not-found");
    let lang: Lang = code.parse().map_err(|_| not_found())?;
    if lang == Lang::Da || lang.code() != code {
        return Err(not_found());
    }
    let source = danish(service, field).await?.ok_or_else(not_found)?;
    Ok((lang, source))
}

/// An administrator's text for a shop field (plain text, no Fluent), stored approved.
pub async fn save(service: &TranslationService, lang: Lang, field: &Field, text: &str) -> ApiResult<String> {
    let text = text.trim();
    if text.is_empty() {
        return Err(crate::http::validation::FieldErrors(vec![("value", "manager-edit-empty")]).into());
    }
    // A description's HTML is as long as the catalogue lets it be.
    let limit = if field.is_description() { 60_000 } else { 4000 };
    if text.chars().count() > limit {
        return Err(crate::http::validation::FieldErrors(vec![("value", "manager-edit-too-long")]).into());
    }
    let text = field.stored_value(text);
    sqlx::query(
        "insert into shop_translations (lang, kind, handle, field, value, status, updated_at) values ($1, $2, $3, $4, $5, 'approved', $6)
         on conflict (lang, kind, handle, field) do update set value = excluded.value, status = 'approved', updated_at = excluded.updated_at",
    )
    .bind(lang.code())
    .bind(&field.kind)
    .bind(&field.handle)
    .bind(&field.name)
    .bind(&text)
    .bind(now_rfc3339())
    .execute(&service.db)
    .await?;
    changed(service, std::slice::from_ref(field)).await;
    Ok(text)
}

/// Approves (`approve`) or rejects (deletes) a stored machine translation.
pub async fn settle(service: &TranslationService, lang: Lang, field: &Field, approve: bool) -> ApiResult<()> {
    let sql = if approve {
        "update shop_translations set status = 'approved', updated_at = $5 where lang = $1 and kind = $2 and handle = $3 and field = $4 and status <> 'shipped'"
    } else {
        "delete from shop_translations where lang = $1 and kind = $2 and handle = $3 and field = $4 and status <> 'shipped' and $5 <> ''"
    };
    let done = sqlx::query(sql)
        .bind(lang.code())
        .bind(&field.kind)
        .bind(&field.handle)
        .bind(&field.name)
        .bind(now_rfc3339())
        .execute(&service.db)
        .await?;
    if done.rows_affected() == 0 {
        return Err(ApiError::new(StatusCode::NOT_FOUND, "manager-entry-not-found"));
    }
    changed(service, std::slice::from_ref(field)).await;
    Ok(())
}
