//! Runtime translation: a message a page showed in Danish because the visitor's
//! language lacks it is translated once in the background and used from then on.

use std::sync::Arc;

use super::TranslationService;
use super::jobs::{BETWEEN_STRINGS, store_machine};

/// Translates what pages asked for, one message at a time, and applies the results
/// when the queue is empty. Runs for the life of the server.
pub async fn runtime_worker(service: Arc<TranslationService>) {
    let Some(translator) = service.translator.clone() else { return };
    let Some(mut receiver) = service.receiver.lock().unwrap().take() else { return };
    while let Some((lang, key)) = receiver.recv().await {
        let Some(message) = service.catalog.danish_messages().get(&key) else { continue };
        if service.catalog.shipped_ids(lang).contains(&key) {
            continue;
        }
        match translator.translate_message(message, lang).await {
            Ok(value) => match store_machine(&service, lang, &key, &value).await {
                Ok(true) => tracing::info!(%lang, key, "message translated at runtime"),
                Ok(false) => {}
                Err(error) => tracing::error!(%lang, key, %error, "storing a runtime translation"),
            },
            // The page keeps showing Danish; the failure is logged.
            Err(error) => tracing::warn!(%lang, key, %error, "runtime translation failed"),
        }
        if receiver.is_empty() {
            if let Err(error) = service.reload_overlay().await {
                tracing::error!(%error, "translation overlay");
            }
        }
        tokio::time::sleep(BETWEEN_STRINGS).await;
    }
}

