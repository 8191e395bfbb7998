//! The overlay: translations stored in the database (machine and approved), fed to
//! the catalogue for the messages a shipped catalogue lacks. Reloaded at start, after
//! every change and periodically, so servers sharing a database converge.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use super::TranslationService;
use crate::i18n::Lang;

/// Loads the stored translations into the catalogues; pages render afresh when a
/// catalogue changed.
impl TranslationService {
pub async fn reload_overlay(&self) -> Result<(), sqlx::Error> {
    let rows: Vec<(String, String, String)> =
        sqlx::query_as("select lang, message_key, value from translations order by lang, message_key")
            .fetch_all(&self.db)
            .await?;
    let mut overlay: HashMap<Lang, Vec<(String, String)>> = HashMap::new();
    for (lang, key, value) in rows {
        if let Ok(lang) = lang.parse::<Lang>() {
            overlay.entry(lang).or_default().push((key, value));
        }
    }
    let changed = self.catalog.set_overlay(&overlay);
    for &lang in &changed {
        self.changes.text_changed(lang.code());
    }
    if !changed.is_empty() {
        tracing::info!("translation overlay applied; catalogues updated");
    }
    Ok(())
}
}

/// Reloads the stored translations now and then, so that several servers sharing a
/// database converge on what any of them translated or an admin approved.
pub async fn refresh_overlay_periodically(service: Arc<TranslationService>, every: Duration) {
    let mut ticker = tokio::time::interval(every);
    ticker.tick().await;
    loop {
        ticker.tick().await;
        if let Err(error) = service.reload_overlay().await {
            tracing::warn!(%error, "reloading stored translations");
        }
    }
}
