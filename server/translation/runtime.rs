//! Runtime translation: a message a page showed in Danish because the visitor's
//! language lacks it is translated once in the background and used from then on.
//! Requests are rows in `translation_requests`, so with several instances each
//! message is translated once, by whichever instance claims it first.

use std::sync::Arc;
use std::time::Duration;

use super::TranslationService;
use super::jobs::{BETWEEN_STRINGS, store_machine};
use crate::i18n::Lang;
use crate::shop::content::Field;
use crate::platform::db::{Backend, backend};

/// How long a worker holds a request it is translating.
const CLAIM_MS: i64 = 120_000;

fn now_ms() -> i64 {
    (time::OffsetDateTime::now_utc().unix_timestamp_nanos() / 1_000_000) as i64
}

/// Writes the requests the render path handed over (see
/// [`TranslationService::request_missing`]). Runs for the life of the server.
pub async fn record_requests(service: Arc<TranslationService>) {
    let Some(mut receiver) = service.receiver.lock().unwrap().take() else { return };
    while let Some((lang, key)) = receiver.recv().await {
        let recorded = sqlx::query(
            "insert into translation_requests (lang, message_key, requested_at) values ($1, $2, $3)
             on conflict (lang, message_key) do nothing",
        )
        .bind(lang.code())
        .bind(&key)
        .bind(now_ms())
        .execute(&service.db)
        .await;
        match recorded {
            Ok(_) => service.wake.notify_one(),
            Err(error) => tracing::warn!(%error, %lang, key, "could not record a translation request"),
        }
    }
}

/// Takes the next request no other worker holds.
async fn claim(service: &TranslationService) -> Result<Option<(Lang, String)>, sqlx::Error> {
    let now = now_ms();
    let lock = if backend(&service.db) == Backend::Postgres { " for update skip locked" } else { "" };
    let sql = format!(
        "update translation_requests set claimed_until = $1
         where (lang, message_key) = (select lang, message_key from translation_requests where claimed_until < $2
                                      order by requested_at limit 1{lock})
           and claimed_until < $2
         returning lang, message_key"
    );
    let row: Option<(String, String)> = sqlx::query_as(&sql).bind(now + CLAIM_MS).bind(now).fetch_optional(&service.db).await?;
    Ok(row.and_then(|(lang, key)| Some((lang.parse().ok()?, key))))
}

async fn done(service: &TranslationService, lang: Lang, key: &str) -> Result<(), sqlx::Error> {
    sqlx::query("delete from translation_requests where lang = $1 and message_key = $2")
        .bind(lang.code())
        .bind(key)
        .execute(&service.db)
        .await?;
    Ok(())
}

/// Translates what pages asked for, one message at a time, and applies the results
/// when nothing is left to claim. Runs for the life of the server.
pub async fn runtime_worker(service: Arc<TranslationService>) {
    let Some(translator) = service.translator.clone() else { return };
    let mut translated_since_reload = false;
    // The shop's fields translated since the last application.
    let mut shop_translated: Vec<Field> = Vec::new();
    loop {
        let claimed = match claim(&service).await {
            Ok(claimed) => claimed,
            Err(error) => {
                tracing::warn!(%error, "translation requests unavailable");
                tokio::time::sleep(Duration::from_secs(5)).await;
                continue;
            }
        };
        let Some((lang, key)) = claimed else {
            if !shop_translated.is_empty() {
                super::shop_content::changed(&service, &std::mem::take(&mut shop_translated)).await;
            }
            if translated_since_reload {
                translated_since_reload = false;
                if let Err(error) = service.translations_changed().await {
                    tracing::error!(%error, "translation overlay");
                }
            }
            // New requests wake us; others' requests are found within a few seconds.
            let _ = tokio::time::timeout(Duration::from_secs(5), service.wake.notified()).await;
            continue;
        };
        if let Some(field) = Field::parse_key(&key) {
            // The shop's own text (never a visitor's), as plain text.
            match super::shop_content::danish(&service, &field).await {
                Ok(Some(danish)) => match translator.translate(&danish, lang).await {
                    Ok(value) => match super::shop_content::store_machine(&service, lang, &field, &value).await {
                        Ok(true) => {
                            shop_translated.push(field.clone());
                            tracing::info!(%lang, key, "shop content translated at runtime");
                        }
                        Ok(false) => {}
                        Err(error) => tracing::error!(%lang, key, %error, "storing a shop translation"),
                    },
                    Err(error) => tracing::warn!(%lang, key, %error, "shop translation failed"),
                },
                Ok(None) => {}
                Err(error) => tracing::warn!(%lang, key, %error, "reading the shop's Danish text"),
            }
            if let Err(error) = done(&service, lang, &key).await {
                tracing::warn!(%error, "finishing a translation request");
            }
            tokio::time::sleep(BETWEEN_STRINGS).await;
            continue;
        }
        let message = service.catalog.danish_messages().get(&key);
        let needed = message.is_some() && !service.catalog.shipped_ids(lang).contains(&key);
        if let (true, Some(message)) = (needed, message) {
            match translator.translate_message(message, lang).await {
                Ok(value) => match store_machine(&service, lang, &key, &value).await {
                    Ok(true) => {
                        translated_since_reload = true;
                        tracing::info!(%lang, key, "message translated at runtime");
                    }
                    Ok(false) => {}
                    Err(error) => tracing::error!(%lang, key, %error, "storing a runtime translation"),
                },
                // The page keeps showing Danish; the failure is logged.
                Err(error) => tracing::warn!(%lang, key, %error, "runtime translation failed"),
            }
        }
        if let Err(error) = done(&service, lang, &key).await {
            tracing::warn!(%error, "finishing a translation request");
        }
        tokio::time::sleep(BETWEEN_STRINGS).await;
    }
}
