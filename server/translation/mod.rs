//! Machine translation of the catalogue: the provider (LibreTranslate, DeepL or an
//! OpenAI-compatible API), the Translation Manager's "translate all" job, the
//! background translation of messages a page showed in Danish because the visitor's
//! language lacks them, the overlay that feeds stored translations to the catalogue,
//! the coverage report and the review (approve, edit, reject).
//!
//! Nothing here translates text a visitor sends: only the Danish catalogue's own
//! messages are ever sent to the provider, each at most once per language.

pub mod coverage;
pub mod jobs;
pub mod overlay;
pub mod provider;
pub mod review;
pub mod runtime;
pub mod shop_content;

use std::collections::HashSet;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::Router;
use axum::extract::FromRef;
use axum::routing::{get, post, put};
use tokio::sync::mpsc;

use crate::accounts::Accounts;
use crate::i18n::{Catalog, Lang};
use crate::platform::{Changes, Db};
use crate::shop::Shop;
use provider::{Provider, Translator};

/// The languages translated from Danish.
pub const TARGETS: [Lang; 3] = [Lang::En, Lang::De, Lang::Fr];


/// Which machine translation provider to use, if any.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct ProviderSettings {
    /// Machine translation provider for the translation tools and for messages a
    /// language lacks: libretranslate, deepl or openai (any OpenAI-compatible
    /// chat-completions API, locally hosted models too). Unset: no machine translation.
    #[arg(long, env = "TRANSLATION_PROVIDER")]
    pub translation_provider: Option<String>,

    /// The provider's address (LibreTranslate: required; DeepL and OpenAI: their
    /// public API by default; OpenAI-compatible: the base URL ending in /v1).
    #[arg(long, env = "TRANSLATION_API_URL")]
    pub translation_api_url: Option<String>,

    /// The provider's API key.
    #[arg(long, env = "TRANSLATION_API_KEY", hide_env_values = true)]
    pub translation_api_key: Option<crate::platform::Secret>,

    /// The model, for OpenAI-compatible providers (default gpt-4o-mini).
    #[arg(long, env = "TRANSLATION_MODEL")]
    pub translation_model: Option<String>,

    /// Longest one call to the translation provider may take, in milliseconds.
    #[arg(long, env = "TRANSLATION_TIMEOUT_MS", default_value_t = 20000)]
    pub translation_timeout_ms: u64,
}

impl ProviderSettings {
    /// The translator these settings describe, or `None` without a provider.
    pub fn translator(&self) -> anyhow::Result<Option<Translator>> {
        let provider = Provider::from_settings(
            self.translation_provider.as_deref(),
            self.translation_api_url.as_deref(),
            self.translation_api_key.as_ref().map(crate::platform::Secret::expose),
            self.translation_model.as_deref(),
        )?;
        provider.map(|p| Translator::new(p, Duration::from_millis(self.translation_timeout_ms))).transpose()
    }
}

/// The translation service: the provider (if configured), what it reads and feeds
/// (the database, the catalogue, the signal that pages changed). The job and the
/// runtime requests live in the database, so every instance sees the same job and
/// each request is translated once.
pub struct TranslationService {
    db: Db,
    catalog: Arc<Catalog>,
    changes: Changes,
    /// The shop, whose local catalogue is translated like the messages.
    shop: Shop,
    translator: Option<Translator>,
    /// Requests this instance already recorded (each is recorded once).
    asked: Mutex<HashSet<(Lang, String)>>,
    queue: mpsc::UnboundedSender<(Lang, String)>,
    receiver: Mutex<Option<mpsc::UnboundedReceiver<(Lang, String)>>>,
    /// Wakes the runtime worker when a request was recorded here.
    wake: tokio::sync::Notify,
}

impl TranslationService {
    pub fn new(db: Db, catalog: Arc<Catalog>, changes: Changes, translator: Option<Translator>, shop: Shop) -> TranslationService {
        let (queue, receiver) = mpsc::unbounded_channel();
        TranslationService {
            db,
            catalog,
            changes,
            shop,
            translator,
            asked: Mutex::default(),
            queue,
            receiver: Mutex::new(Some(receiver)),
            wake: tokio::sync::Notify::new(),
        }
    }

    /// The provider's name, or `None` when machine translation is not set up.
    pub fn provider_name(&self) -> Option<&'static str> {
        self.translator.as_ref().map(|t| t.provider().name())
    }

    /// `text` (Danish) machine-translated into `lang` through the configured provider;
    /// `None` without one or when it fails (logged).
    pub async fn translate_text(&self, text: &str, lang: Lang) -> Option<String> {
        let translator = self.translator.as_ref()?;
        match translator.translate(text, lang).await {
            Ok(translated) => Some(translated),
            Err(error) => {
                tracing::warn!(%error, lang = lang.code(), "machine translation failed; Danish is used");
                None
            }
        }
    }

    /// A render showed these messages in Danish: have each translated once, in the
    /// background (nothing happens without a provider). Called on the render path,
    /// so it only hands the ids to [`runtime::record_requests`].
    pub fn request_missing(&self, lang: Lang, ids: &[String]) {
        if self.translator.is_none() || lang == Lang::Da {
            return;
        }
        let mut asked = self.asked.lock().unwrap();
        for id in ids {
            if asked.insert((lang, id.clone())) {
                let _ = self.queue.send((lang, id.clone()));
            }
        }
    }

    /// A product's Danish text is new or changed (saved in the back office or
    /// imported): its `fields` are machine translated into the other languages now,
    /// in the background, and listed for review, rather than when a page first lacks
    /// them. Nothing without a provider.
    pub fn translate_product(&self, handle: &str, fields: &[String]) {
        if self.translator.is_none() || fields.is_empty() {
            return;
        }
        let mut asked = self.asked.lock().unwrap();
        for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::Da) {
            for field in fields {
                let key = crate::shop::content::Field { kind: "product".into(), handle: handle.to_owned(), name: field.clone() }.key();
                asked.insert((lang, key.clone()));
                let _ = self.queue.send((lang, key));
            }
        }
    }

    /// The shop's stored translations changed (here or on another instance).
    pub fn forget_shop_content(&self) {
        if let Some(content) = self.shop.provider.content() {
            content.forget();
        }
    }

    /// Stored translations changed here: reload this instance's catalogues and tell
    /// the others.
    pub async fn translations_changed(&self) -> Result<(), sqlx::Error> {
        self.reload_overlay().await?;
        self.changes.publish("translations").await;
        Ok(())
    }
}

/// The Translation Manager's API under `/api/admin/translations` (administrators only).
pub fn router<S>() -> Router<S>
where
    S: Clone + Send + Sync + 'static,
    Arc<TranslationService>: FromRef<S>,
    Accounts: FromRef<S>,
{
    Router::new()
        .route("/admin/translations/coverage", get(coverage::coverage_json))
        .route("/admin/translations/jobs", post(jobs::start_job).get(jobs::latest_job))
        .route("/admin/translations/jobs/{id}", get(jobs::job_progress))
        .route("/admin/translations/review", get(review::review_list))
        .route("/admin/translations/{file}", get(coverage::download))
        .route("/admin/translations/{lang}/{key}", put(review::edit).delete(review::reject))
        .route("/admin/translations/{lang}/{key}/approve", post(review::approve))
}
