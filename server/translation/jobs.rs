//! The Translation Manager's job: every message en, de and fr lack, translated from
//! Danish language by language, with its progress readable while it runs. The job is
//! a row in `translation_jobs`: at most one runs across every instance (a unique
//! index), any instance reads its progress, and one whose instance died (no heartbeat
//! for a minute) is marked failed when the next one starts.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Json, Response};
use serde::{Deserialize, Serialize};
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

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "lowercase")]
pub enum JobStatus {
    Idle,
    Translating,
    Complete,
    Error,
}

/// A translation the job refused (it lost a placeable or was not valid Fluent).
#[derive(Debug, Clone, Serialize, Deserialize, ts_rs::TS)]
pub struct Rejected {
    pub lang: Lang,
    pub key: String,
    pub reason: String,
}

/// Translation progress as the page shows it: `current / total`.
#[derive(Debug, Clone, Serialize, Deserialize, ts_rs::TS)]
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

/// A job whose instance has not written for this long is taken as gone.
const STALE_AFTER_MS: i64 = 60_000;
/// How often a running job says it is alive.
const HEARTBEAT: Duration = Duration::from_secs(10);

fn now_ms() -> i64 {
    (time::OffsetDateTime::now_utc().unix_timestamp_nanos() / 1_000_000) as i64
}

fn read(progress: &str) -> Option<Progress> {
    serde_json::from_str(progress).ok()
}

impl TranslationService {
    /// The running job, else the latest one.
    pub async fn latest(&self) -> Result<Option<Progress>, sqlx::Error> {
        let row: Option<String> = sqlx::query_scalar(
            "select progress from translation_jobs order by coalesce(running, 0) desc, id desc limit 1",
        )
        .fetch_optional(&self.db)
        .await?;
        Ok(row.as_deref().and_then(read))
    }

    pub async fn job(&self, id: u64) -> Result<Option<Progress>, sqlx::Error> {
        let row: Option<String> = sqlx::query_scalar("select progress from translation_jobs where id = $1")
            .bind(id as i64)
            .fetch_optional(&self.db)
            .await?;
        Ok(row.as_deref().and_then(read))
    }

    /// A new job, unless one is running on any instance (then that one, as `Err`).
    pub(crate) async fn create(&self) -> Result<Result<Progress, Progress>, sqlx::Error> {
        // A job whose instance went away does not block for ever.
        let stale: Vec<(i64, String)> = sqlx::query_as(
            "select id, progress from translation_jobs where running = 1 and heartbeat_at < $1",
        )
        .bind(now_ms() - STALE_AFTER_MS)
        .fetch_all(&self.db)
        .await?;
        for (id, progress) in stale {
            let mut progress = read(&progress).unwrap_or_else(|| blank(id as u64));
            progress.status = JobStatus::Error;
            progress.error = Some("the server running the job stopped".into());
            progress.finished_at = Some(now_rfc3339());
            sqlx::query("update translation_jobs set running = null, progress = $1 where id = $2 and running = 1")
                .bind(serde_json::to_string(&progress).expect("progress serialises"))
                .bind(id)
                .execute(&self.db)
                .await?;
            tracing::warn!(job = id, "a translation job without a heartbeat was marked failed");
        }
        let next: i64 = sqlx::query_scalar("select coalesce(max(id), 0) + 1 from translation_jobs").fetch_one(&self.db).await?;
        let progress = blank(next as u64);
        let inserted = sqlx::query(
            "insert into translation_jobs (id, running, progress, heartbeat_at, started_at) values ($1, 1, $2, $3, $4)",
        )
        .bind(next)
        .bind(serde_json::to_string(&progress).expect("progress serialises"))
        .bind(now_ms())
        .bind(&progress.started_at)
        .execute(&self.db)
        .await;
        match inserted {
            Ok(_) => Ok(Ok(progress)),
            Err(error) if error.as_database_error().is_some_and(|e| e.is_unique_violation()) => {
                // Another start won (the running one, or a job id taken at the same moment).
                match self.latest().await? {
                    Some(running) if matches!(running.status, JobStatus::Idle | JobStatus::Translating) => Ok(Err(running)),
                    Some(other) => Ok(Err(other)),
                    None => Err(error),
                }
            }
            Err(error) => Err(error),
        }
    }

    /// Writes the job's progress (and that its instance is alive); a finished job
    /// stops running.
    async fn save(&self, progress: &Progress) -> Result<(), sqlx::Error> {
        let finished = matches!(progress.status, JobStatus::Complete | JobStatus::Error);
        let sql = if finished {
            "update translation_jobs set progress = $1, heartbeat_at = $2, running = null where id = $3"
        } else {
            "update translation_jobs set progress = $1, heartbeat_at = $2 where id = $3"
        };
        sqlx::query(sql)
            .bind(serde_json::to_string(progress).expect("progress serialises"))
            .bind(now_ms())
            .bind(progress.id as i64)
            .execute(&self.db)
            .await?;
        Ok(())
    }
}

fn blank(id: u64) -> Progress {
    Progress {
        id,
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
    }
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
async fn run_job(service: Arc<TranslationService>, job: Progress, translator: Translator, plan: Vec<(Lang, Vec<String>)>) {
    let job = Arc::new(Mutex::new(job));
    // Progress goes to the database after each step; a heartbeat keeps the job
    // alive through slow provider calls.
    let heartbeat = {
        let (service, job) = (service.clone(), job.clone());
        tokio::spawn(async move {
            loop {
                tokio::time::sleep(HEARTBEAT).await;
                let progress = job.lock().unwrap().clone();
                if let Err(error) = service.save(&progress).await {
                    tracing::warn!(%error, "translation job heartbeat");
                }
            }
        })
    };
    let save = || {
        let progress = job.lock().unwrap().clone();
        let service = service.clone();
        async move {
            if let Err(error) = service.save(&progress).await {
                tracing::warn!(%error, "saving translation progress");
            }
        }
    };
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
            save().await;
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
        if let Err(error) = service.translations_changed().await {
            tracing::error!(%error, "translation overlay");
        }
    }
    if let Err(error) = service.translations_changed().await {
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
    heartbeat.abort();
    save().await;
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
    let mut progress = match service.create().await? {
        Ok(progress) => progress,
        Err(running) => return Err(ApiError::new(StatusCode::CONFLICT, "manager-job-running").with_field("job", running)),
    };
    // What to translate is fixed now, so the answer already has the total.
    let plan = match missing_keys(&service).await {
        Ok(plan) => plan.into_iter().filter(|(_, keys)| !keys.is_empty()).collect::<Vec<_>>(),
        Err(error) => {
            progress.status = JobStatus::Error;
            progress.error = Some("database error".into());
            progress.finished_at = Some(now_rfc3339());
            let _ = service.save(&progress).await;
            return Err(error.into());
        }
    };
    progress.total = plan.iter().map(|(_, keys)| keys.len()).sum();
    progress.current = progress.total.min(1);
    progress.status = JobStatus::Translating;
    service.save(&progress).await?;
    tracing::info!(job = progress.id, total = progress.total, admin = %admin.0.email, "translation job requested");
    tokio::spawn(run_job(service.clone(), progress.clone(), translator, plan));
    let location = format!("/api/admin/translations/jobs/{}", progress.id);
    Ok(no_store((StatusCode::ACCEPTED, [(header::LOCATION, location)], Json(progress)).into_response()))
}

/// `GET /api/admin/translations/jobs`: the latest job, or null.
pub(super) async fn latest_job(State(service): State<Arc<TranslationService>>, _admin: AdminUser) -> ApiResult<Response> {
    Ok(no_store(Json(json!({ "job": service.latest().await? })).into_response()))
}

/// `GET /api/admin/translations/jobs/{id}`: a job's progress.
pub(super) async fn job_progress(
    State(service): State<Arc<TranslationService>>,
    _admin: AdminUser,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let found = match id.parse::<u64>() {
        Ok(id) => service.job(id).await?,
        Err(_) => None,
    };
    match found {
        Some(progress) => Ok(no_store(Json(progress).into_response())),
        None => Err(ApiError::new(StatusCode::NOT_FOUND, "manager-job-not-found")),
    }
}
