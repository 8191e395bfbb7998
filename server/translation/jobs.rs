//! The Translation Manager's job: every message en, de and fr lack, translated from
//! Danish language by language, with its progress readable while it runs.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Json, Response};
use serde::Serialize;
use serde_json::json;

use super::{TARGETS, TranslationService};
use super::provider::{TranslateError, Translator};
use crate::accounts::AdminUser;
use crate::http::{ApiError, ApiResult, no_store};
use crate::i18n::Lang;
use crate::platform::db::now_rfc3339;

/// The specification's pauses: between languages and between strings.
pub const BETWEEN_LANGUAGES: Duration = Duration::from_millis(500);
pub const BETWEEN_STRINGS: Duration = Duration::from_millis(100);

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "lowercase")]
pub enum JobStatus {
    Idle,
    Translating,
    Complete,
    Error,
}

/// A translation the job refused (it lost a placeable or was not valid Fluent).
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
pub struct Rejected {
    pub lang: Lang,
    pub key: String,
    pub reason: String,
}

/// Translation progress as the page shows it: `current / total`.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Progress {
    pub id: u64,
    pub status: JobStatus,
    pub total: usize,
    /// Strings finished (stored or rejected).
    pub completed: usize,
    /// The number of the string being translated (1-based; `total` when done).
    pub current: usize,
    pub current_lang: Option<Lang>,
    pub current_key: Option<String>,
    /// Translations stored per language.
    pub translated: BTreeMap<Lang, usize>,
    pub rejected: Vec<Rejected>,
    pub error: Option<String>,
    pub started_at: String,
    pub finished_at: Option<String>,
}

pub(crate) type Job = Arc<Mutex<Progress>>;

#[derive(Default)]
pub(crate) struct Jobs {
    pub(crate) next_id: u64,
    pub(crate) all: Vec<Job>,
}

/// Stores a machine translation unless the message has one already (an approved or
/// edited entry is never overwritten by a machine).
pub(crate) async fn store_machine(service: &TranslationService, lang: Lang, key: &str, value: &str) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "insert into translations (lang, message_key, value, status, updated_at) values ($1, $2, $3, 'machine', $4) \
         on conflict (lang, message_key) do nothing",
    )
    .bind(lang.code())
    .bind(key)
    .bind(value)
    .bind(now_rfc3339())
    .execute(&service.db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Per language, the Danish message ids it lacks: not shipped and not stored.
pub async fn missing_keys(service: &TranslationService) -> Result<Vec<(Lang, Vec<String>)>, sqlx::Error> {
    let danish = service.catalog.shipped_ids(Lang::Da);
    let mut plan = Vec::new();
    for lang in TARGETS {
        let present = super::coverage::present_keys(service, lang).await?;
        plan.push((lang, danish.iter().filter(|id| !present.contains(*id)).cloned().collect()));
    }
    Ok(plan)
}

fn is_refusal(error: &TranslateError) -> bool {
    matches!(error, TranslateError::LostPlaceable(_) | TranslateError::InvalidFluent(_))
}

/// The job: every missing message of en, de and fr, language by language. A refused
/// translation is reported and skipped; any other failure ends the job with the
/// error, keeping what was stored so far.
async fn run_job(service: Arc<TranslationService>, job: Job, translator: Translator, plan: Vec<(Lang, Vec<String>)>) {
    let update = |f: &dyn Fn(&mut Progress)| f(&mut job.lock().unwrap());
    let danish = service.catalog.danish_messages();
    let total: usize = plan.iter().map(|(_, keys)| keys.len()).sum();
    tracing::info!(total, "translation job started");
    let mut failure = None;
    'languages: for (n, (lang, keys)) in plan.iter().enumerate() {
        if n > 0 {
            tokio::time::sleep(BETWEEN_LANGUAGES).await;
        }
        for (i, key) in keys.iter().enumerate() {
            if i > 0 {
                tokio::time::sleep(BETWEEN_STRINGS).await;
            }
            update(&|p| {
                p.current = (p.completed + 1).min(p.total);
                p.current_lang = Some(*lang);
                p.current_key = Some(key.clone());
            });
            let result = match danish.get(key) {
                Some(message) => translator.translate_message(message, *lang).await,
                None => Err(TranslateError::Malformed(format!("{key} is not a Danish message"))),
            };
            match result {
                Ok(value) => match store_machine(&service, *lang, key, &value).await {
                    Ok(_) => update(&|p| {
                        p.completed += 1;
                        *p.translated.entry(*lang).or_default() += 1;
                    }),
                    Err(error) => {
                        failure = Some(format!("{lang} {key}: database error: {error}"));
                        break 'languages;
                    }
                },
                Err(error) if is_refusal(&error) => {
                    tracing::warn!(%lang, key, %error, "machine translation refused");
                    update(&|p| {
                        p.completed += 1;
                        p.rejected.push(Rejected { lang: *lang, key: key.clone(), reason: error.to_string() });
                    });
                }
                Err(error) => {
                    failure = Some(format!("{lang} {key}: {error}"));
                    break 'languages;
                }
            }
        }
        if let Err(error) = service.reload_overlay().await {
            tracing::error!(%error, "translation overlay");
        }
    }
    if let Err(error) = service.reload_overlay().await {
        tracing::error!(%error, "translation overlay");
    }
    update(&|p| {
        p.finished_at = Some(now_rfc3339());
        p.current_key = None;
        match &failure {
            Some(error) => {
                p.status = JobStatus::Error;
                p.error = Some(error.clone());
            }
            None => {
                p.status = JobStatus::Complete;
                p.current = p.total;
                p.current_lang = None;
            }
        }
    });
    match failure {
        Some(error) => tracing::error!(%error, "translation job failed; what was translated is kept"),
        None => tracing::info!(total, "translation job complete"),
    }
}

/// `POST /api/admin/translations/jobs`: 202 and the new job; 409 with the running
/// one; 503 when no provider is configured.
pub(super) async fn start_job(State(service): State<Arc<TranslationService>>, admin: AdminUser) -> ApiResult<Response> {
    let Some(translator) = service.translator.clone() else {
        return Err(ApiError::new(StatusCode::SERVICE_UNAVAILABLE, "manager-no-provider"));
    };
    match service.create() {
        Ok(job) => {
            // What to translate is fixed now, so the answer already has the total.
            let plan = match missing_keys(&service).await {
                Ok(plan) => plan.into_iter().filter(|(_, keys)| !keys.is_empty()).collect::<Vec<_>>(),
                Err(error) => {
                    let mut progress = job.lock().unwrap();
                    progress.status = JobStatus::Error;
                    progress.error = Some("database error".into());
                    progress.finished_at = Some(now_rfc3339());
                    drop(progress);
                    return Err(error.into());
                }
            };
            let progress = {
                let mut progress = job.lock().unwrap();
                progress.total = plan.iter().map(|(_, keys)| keys.len()).sum();
                progress.current = progress.total.min(1);
                progress.status = JobStatus::Translating;
                progress.clone()
            };
            tracing::info!(job = progress.id, total = progress.total, admin = %admin.0.email, "translation job requested");
            tokio::spawn(run_job(service.clone(), job, translator, plan));
            let location = format!("/api/admin/translations/jobs/{}", progress.id);
            Ok(no_store((StatusCode::ACCEPTED, [(header::LOCATION, location)], Json(progress)).into_response()))
        }
        Err(running) => Err(ApiError::new(StatusCode::CONFLICT, "manager-job-running").with_field("job", running)),
    }
}

/// `GET /api/admin/translations/jobs`: the latest job, or null.
pub(super) async fn latest_job(State(service): State<Arc<TranslationService>>, _admin: AdminUser) -> Response {
    no_store(Json(json!({ "job": service.latest() })).into_response())
}

/// `GET /api/admin/translations/jobs/{id}`: a job's progress.
pub(super) async fn job_progress(
    State(service): State<Arc<TranslationService>>,
    _admin: AdminUser,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    match id.parse().ok().and_then(|id| service.job(id)) {
        Some(progress) => Ok(no_store(Json(progress).into_response())),
        None => Err(ApiError::new(StatusCode::NOT_FOUND, "manager-job-not-found")),
    }
}
