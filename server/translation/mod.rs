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

use std::collections::{BTreeMap, HashSet};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::Router;
use axum::extract::FromRef;
use axum::routing::{get, post, put};
use tokio::sync::mpsc;

use crate::accounts::Accounts;
use crate::i18n::{Catalog, Lang};
use crate::platform::db::now_rfc3339;
use crate::platform::{Changes, Db};
use jobs::{Job, JobStatus, Jobs, Progress};
use provider::{Provider, Translator};

/// The languages translated from Danish.
pub const TARGETS: [Lang; 3] = [Lang::En, Lang::De, Lang::Fr];

/// How many finished jobs stay readable by id.
const JOBS_KEPT: usize = 20;

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
    pub translation_api_key: Option<String>,

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
            self.translation_api_key.as_deref(),
            self.translation_model.as_deref(),
        )?;
        provider.map(|p| Translator::new(p, Duration::from_millis(self.translation_timeout_ms))).transpose()
    }
}

/// The translation service: the provider (if configured), the jobs, the queue of
/// runtime requests, and what it reads and feeds (the database, the catalogue, the
/// signal that pages changed).
pub struct TranslationService {
    db: Db,
    catalog: Arc<Catalog>,
    changes: Changes,
    translator: Option<Translator>,
    jobs: Mutex<Jobs>,
    asked: Mutex<HashSet<(Lang, String)>>,
    queue: mpsc::UnboundedSender<(Lang, String)>,
    receiver: Mutex<Option<mpsc::UnboundedReceiver<(Lang, String)>>>,
}

impl TranslationService {
    pub fn new(db: Db, catalog: Arc<Catalog>, changes: Changes, translator: Option<Translator>) -> TranslationService {
        let (queue, receiver) = mpsc::unbounded_channel();
        TranslationService {
            db,
            catalog,
            changes,
            translator,
            jobs: Mutex::default(),
            asked: Mutex::default(),
            queue,
            receiver: Mutex::new(Some(receiver)),
        }
    }

    /// The provider's name, or `None` when machine translation is not set up.
    pub fn provider_name(&self) -> Option<&'static str> {
        self.translator.as_ref().map(|t| t.provider().name())
    }

    /// A render showed these messages in Danish: have each translated once, in the
    /// background (nothing happens without a provider).
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

    /// The running job, else the latest one.
    pub fn latest(&self) -> Option<Progress> {
        self.jobs.lock().unwrap().all.last().map(|job| job.lock().unwrap().clone())
    }

    pub fn job(&self, id: u64) -> Option<Progress> {
        let jobs = self.jobs.lock().unwrap();
        jobs.all.iter().find(|job| job.lock().unwrap().id == id).map(|job| job.lock().unwrap().clone())
    }

    /// A new job, unless one is translating (then that one, as `Err`).
    pub(crate) fn create(&self) -> Result<Job, Progress> {
        let mut jobs = self.jobs.lock().unwrap();
        if let Some(running) = jobs.all.iter().find(|job| {
            let status = job.lock().unwrap().status;
            matches!(status, JobStatus::Idle | JobStatus::Translating)
        }) {
            return Err(running.lock().unwrap().clone());
        }
        jobs.next_id += 1;
        let job = Arc::new(Mutex::new(Progress {
            id: jobs.next_id,
            status: JobStatus::Idle,
            total: 0,
            completed: 0,
            current: 0,
            current_lang: None,
            current_key: None,
            translated: BTreeMap::new(),
            rejected: Vec::new(),
            error: None,
            started_at: now_rfc3339(),
            finished_at: None,
        }));
        jobs.all.push(job.clone());
        if jobs.all.len() > JOBS_KEPT {
            jobs.all.remove(0);
        }
        Ok(job)
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
