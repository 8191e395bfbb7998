//! Machine translation at work: the Translation Manager's "translate all" job, the
//! background translation of messages a page showed in Danish because the visitor's
//! language lacks them, the overlay of stored translations over the shipped
//! catalogues, and the review (approve, edit, reject) of machine translations.
//!
//! Nothing here translates text a visitor sends: only the Danish catalogue's own
//! messages are ever sent to the provider, each at most once per language.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::Router;
use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Json, Response};
use axum::routing::{get, post, put};
use serde::{Deserialize, Serialize};
use serde_json::json;
use tokio::sync::mpsc;

use crate::api_error::{ApiError, ApiLang, ApiResult, reply};
use crate::auth::ApiJson;
use crate::auth::session::AdminUser;
use crate::auth::validation::FieldErrors;
use crate::i18n::Lang;
use crate::state::AppState;
use crate::translate::{TranslateError, Translator};

/// The specification's pauses: between languages and between strings.
pub const BETWEEN_LANGUAGES: Duration = Duration::from_millis(500);
pub const BETWEEN_STRINGS: Duration = Duration::from_millis(100);

/// How many finished jobs stay readable by id.
const JOBS_KEPT: usize = 20;
/// The longest translation an administrator may save.
const MAX_VALUE_CHARS: usize = 4000;

pub const TARGETS: [Lang; 3] = [Lang::En, Lang::De, Lang::Fr];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum JobStatus {
    Idle,
    Translating,
    Complete,
    Error,
}

/// A translation the job refused (it lost a placeable or was not valid Fluent).
#[derive(Debug, Clone, Serialize)]
pub struct Rejected {
    pub lang: Lang,
    pub key: String,
    pub reason: String,
}

/// Translation progress as the page shows it: `current / total`.
#[derive(Debug, Clone, Serialize)]
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

type Job = Arc<Mutex<Progress>>;

#[derive(Default)]
struct Jobs {
    next_id: u64,
    all: Vec<Job>,
}

/// Owned by [`AppState`]: the provider (if configured), the jobs and the queue of
/// runtime requests.
pub struct TranslationService {
    translator: Option<Translator>,
    jobs: Mutex<Jobs>,
    asked: Mutex<HashSet<(Lang, String)>>,
    queue: mpsc::UnboundedSender<(Lang, String)>,
    receiver: Mutex<Option<mpsc::UnboundedReceiver<(Lang, String)>>>,
}

impl TranslationService {
    pub fn new(translator: Option<Translator>) -> TranslationService {
        let (queue, receiver) = mpsc::unbounded_channel();
        TranslationService {
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
    fn create(&self) -> Result<Job, Progress> {
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
            started_at: crate::db::now_rfc3339(),
            finished_at: None,
        }));
        jobs.all.push(job.clone());
        if jobs.all.len() > JOBS_KEPT {
            jobs.all.remove(0);
        }
        Ok(job)
    }
}

/// Loads the stored translations into the catalogues; pages render afresh when a
/// catalogue changed.
pub async fn reload_overlay(state: &AppState) -> Result<(), sqlx::Error> {
    let rows: Vec<(String, String, String)> =
        sqlx::query_as("select lang, message_key, value from translations order by lang, message_key")
            .fetch_all(&state.db)
            .await?;
    let mut overlay: HashMap<Lang, Vec<(String, String)>> = HashMap::new();
    for (lang, key, value) in rows {
        if let Ok(lang) = lang.parse::<Lang>() {
            overlay.entry(lang).or_default().push((key, value));
        }
    }
    if state.catalog.set_overlay(&overlay) {
        state.cache.invalidate();
        tracing::info!("translation overlay applied; catalogues updated");
    }
    Ok(())
}

/// Stores a machine translation unless the message has one already (an approved or
/// edited entry is never overwritten by a machine).
async fn store_machine(state: &AppState, lang: Lang, key: &str, value: &str) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "insert into translations (lang, message_key, value, status, updated_at) values ($1, $2, $3, 'machine', $4) \
         on conflict (lang, message_key) do nothing",
    )
    .bind(lang.code())
    .bind(key)
    .bind(value)
    .bind(crate::db::now_rfc3339())
    .execute(&state.db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Per language, the Danish message ids it lacks: not shipped and not stored.
pub async fn missing_keys(state: &AppState) -> Result<Vec<(Lang, Vec<String>)>, sqlx::Error> {
    let danish = state.catalog.shipped_ids(Lang::Da);
    let mut plan = Vec::new();
    for lang in TARGETS {
        let present = crate::translations::present_keys(state, lang).await?;
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
async fn run_job(state: AppState, job: Job, translator: Translator, plan: Vec<(Lang, Vec<String>)>) {
    let update = |f: &dyn Fn(&mut Progress)| f(&mut job.lock().unwrap());
    let danish = state.catalog.danish_messages();
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
                Ok(value) => match store_machine(&state, *lang, key, &value).await {
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
        if let Err(error) = reload_overlay(&state).await {
            tracing::error!(%error, "translation overlay");
        }
    }
    if let Err(error) = reload_overlay(&state).await {
        tracing::error!(%error, "translation overlay");
    }
    update(&|p| {
        p.finished_at = Some(crate::db::now_rfc3339());
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

/// Translates what pages asked for, one message at a time, and applies the results
/// when the queue is empty. Runs for the life of the server.
pub async fn runtime_worker(state: AppState) {
    let Some(translator) = state.translations.translator.clone() else { return };
    let Some(mut receiver) = state.translations.receiver.lock().unwrap().take() else { return };
    while let Some((lang, key)) = receiver.recv().await {
        let Some(message) = state.catalog.danish_messages().get(&key) else { continue };
        if state.catalog.shipped_ids(lang).contains(&key) {
            continue;
        }
        match translator.translate_message(message, lang).await {
            Ok(value) => match store_machine(&state, lang, &key, &value).await {
                Ok(true) => tracing::info!(%lang, key, "message translated at runtime"),
                Ok(false) => {}
                Err(error) => tracing::error!(%lang, key, %error, "storing a runtime translation"),
            },
            // The page keeps showing Danish; the failure is logged.
            Err(error) => tracing::warn!(%lang, key, %error, "runtime translation failed"),
        }
        if receiver.is_empty() {
            if let Err(error) = reload_overlay(&state).await {
                tracing::error!(%error, "translation overlay");
            }
        }
        tokio::time::sleep(BETWEEN_STRINGS).await;
    }
}

/// Reloads the stored translations now and then, so that several servers sharing a
/// database converge on what any of them translated or an admin approved.
pub async fn refresh_overlay_periodically(state: AppState, every: Duration) {
    let mut ticker = tokio::time::interval(every);
    ticker.tick().await;
    loop {
        ticker.tick().await;
        if let Err(error) = reload_overlay(&state).await {
            tracing::warn!(%error, "reloading stored translations");
        }
    }
}

pub fn admin_router() -> Router<AppState> {
    Router::new()
        .route("/admin/translations/jobs", post(start_job).get(latest_job))
        .route("/admin/translations/jobs/{id}", get(job_progress))
        .route("/admin/translations/review", get(review_list))
        .route("/admin/translations/{lang}/{key}", put(edit).delete(reject))
        .route("/admin/translations/{lang}/{key}/approve", post(approve))
}

fn no_store(mut response: Response) -> Response {
    response.headers_mut().insert(header::CACHE_CONTROL, "no-store".parse().unwrap());
    response
}

/// `POST /api/admin/translations/jobs`: 202 and the new job; 409 with the running
/// one; 503 when no provider is configured.
async fn start_job(State(state): State<AppState>, admin: AdminUser, lang: ApiLang) -> Response {
    let Some(translator) = state.translations.translator.clone() else {
        return ApiError::new(StatusCode::SERVICE_UNAVAILABLE, "manager-no-provider").into_response_in(&state, lang.0);
    };
    match state.translations.create() {
        Ok(job) => {
            // What to translate is fixed now, so the answer already has the total.
            let plan = match missing_keys(&state).await {
                Ok(plan) => plan.into_iter().filter(|(_, keys)| !keys.is_empty()).collect::<Vec<_>>(),
                Err(error) => {
                    let mut progress = job.lock().unwrap();
                    progress.status = JobStatus::Error;
                    progress.error = Some("database error".into());
                    progress.finished_at = Some(crate::db::now_rfc3339());
                    drop(progress);
                    return ApiError::from(error).into_response_in(&state, lang.0);
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
            tokio::spawn(run_job(state.clone(), job, translator, plan));
            let location = format!("/api/admin/translations/jobs/{}", progress.id);
            no_store((StatusCode::ACCEPTED, [(header::LOCATION, location)], Json(progress)).into_response())
        }
        Err(running) => {
            let body = json!({"error": state.catalog.t(lang.0, "manager-job-running", None), "fields": {}, "job": running});
            no_store((StatusCode::CONFLICT, Json(body)).into_response())
        }
    }
}

/// `GET /api/admin/translations/jobs`: the latest job, or null.
async fn latest_job(State(state): State<AppState>, _admin: AdminUser) -> Response {
    no_store(Json(json!({ "job": state.translations.latest() })).into_response())
}

/// `GET /api/admin/translations/jobs/{id}`: a job's progress.
async fn job_progress(State(state): State<AppState>, _admin: AdminUser, lang: ApiLang, Path(id): Path<String>) -> Response {
    match id.parse().ok().and_then(|id| state.translations.job(id)) {
        Some(progress) => no_store(Json(progress).into_response()),
        None => ApiError::new(StatusCode::NOT_FOUND, "manager-job-not-found").into_response_in(&state, lang.0),
    }
}

/// A stored translation with the Danish source, for review.
#[derive(Debug, Serialize)]
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
pub async fn review_entries(state: &AppState) -> Result<Vec<ReviewEntry>, sqlx::Error> {
    let rows: Vec<(String, String, String, String, String)> = sqlx::query_as(
        "select lang, message_key, value, status, updated_at from translations \
         order by case status when 'machine' then 0 else 1 end, lang, message_key",
    )
    .fetch_all(&state.db)
    .await?;
    let danish = state.catalog.danish_messages();
    Ok(rows
        .into_iter()
        .filter_map(|(lang, key, value, status, updated_at)| {
            let lang = lang.parse().ok()?;
            let source = danish
                .get(&key)
                .and_then(|m| m.value.clone())
                .map(|p| editable(&crate::translate::pattern_source(&key, p)))
                .unwrap_or_default();
            Some(ReviewEntry { lang, key, source, value: editable(&value), status, updated_at })
        })
        .collect())
}

async fn review_list(State(state): State<AppState>, _admin: AdminUser, lang: ApiLang) -> Response {
    let result = review_entries(&state).await.map(|entries| no_store(Json(json!({ "entries": entries })).into_response()));
    reply(&state, lang, result.map_err(ApiError::from))
}

/// The target language and Danish message of a review path, or 404.
fn target(state: &AppState, code: &str, key: &str) -> ApiResult<(Lang, String)> {
    let not_found = || ApiError::new(StatusCode::NOT_FOUND, "manager-entry-not-found");
    let lang: Lang = code.parse().map_err(|_| not_found())?;
    if lang == Lang::Da || lang.code() != code {
        return Err(not_found());
    }
    let message = state.catalog.danish_messages().get(key).ok_or_else(not_found)?;
    let source = message.value.clone().map(|p| crate::translate::pattern_source(key, p)).unwrap_or_default();
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
    let entry = crate::i18n::entry_source(key, &value);
    let parsed = crate::translate::parse_messages(&entry);
    let resource = fluent_syntax::parser::parse(entry.as_str());
    let (Ok(resource), Some(message)) = (resource, parsed.get(key)) else { return Err("manager-edit-invalid") };
    if resource.body.len() != 1 {
        return Err("manager-edit-invalid");
    }
    if crate::translate::variables(&value) != crate::translate::variables(danish) {
        return Err("manager-edit-placeables");
    }
    Ok(crate::translate::pattern_source(key, message.value.clone().expect("parsed with a value")))
}

/// `PUT /api/admin/translations/{lang}/{key}` `{value}`: an administrator's
/// translation (new or edited), stored as approved.
async fn edit(
    State(state): State<AppState>,
    admin: AdminUser,
    lang: ApiLang,
    Path((target_lang, key)): Path<(String, String)>,
    ApiJson(body): ApiJson<EditBody>,
) -> Response {
    let result = async {
        let (target_lang, danish) = target(&state, &target_lang, &key)?;
        let value = checked_value(&key, &danish, &body.value).map_err(|reason| FieldErrors(vec![("value", reason)]))?;
        sqlx::query(
            "insert into translations (lang, message_key, value, status, updated_at) values ($1, $2, $3, 'approved', $4) \
             on conflict (lang, message_key) do update set value = excluded.value, status = excluded.status, \
             updated_at = excluded.updated_at",
        )
        .bind(target_lang.code())
        .bind(&key)
        .bind(&value)
        .bind(crate::db::now_rfc3339())
        .execute(&state.db)
        .await?;
        reload_overlay(&state).await?;
        tracing::info!(lang = %target_lang, key, admin = %admin.0.email, "translation edited and approved");
        Ok(Json(json!({"lang": target_lang, "key": key, "value": editable(&value), "status": "approved"})))
    }
    .await;
    reply(&state, lang, result)
}

/// Runs `sql` on one stored translation (`$1` lang, `$2` key, `$3` the time when
/// `with_time`); 404 when the path names no translation or there is none stored.
async fn change_entry(state: &AppState, code: &str, key: &str, sql: &str, with_time: bool) -> ApiResult<Lang> {
    let (lang, _) = target(state, code, key)?;
    let mut query = sqlx::query(sql).bind(lang.code()).bind(key);
    if with_time {
        query = query.bind(crate::db::now_rfc3339());
    }
    if query.execute(&state.db).await?.rows_affected() == 0 {
        return Err(ApiError::new(StatusCode::NOT_FOUND, "manager-entry-not-found"));
    }
    Ok(lang)
}

/// `POST /api/admin/translations/{lang}/{key}/approve`: a machine translation approved as it is.
async fn approve(State(state): State<AppState>, admin: AdminUser, lang: ApiLang, Path((code, key)): Path<(String, String)>) -> Response {
    let result = async {
        let sql = "update translations set status = 'approved', updated_at = $3 where lang = $1 and message_key = $2";
        let target_lang = change_entry(&state, &code, &key, sql, true).await?;
        tracing::info!(lang = %target_lang, key, admin = %admin.0.email, "machine translation approved");
        Ok(Json(json!({"lang": target_lang, "key": key, "status": "approved"})))
    }
    .await;
    reply(&state, lang, result)
}

/// `DELETE /api/admin/translations/{lang}/{key}`: a stored translation rejected; the
/// page shows Danish again until the message is translated anew.
async fn reject(State(state): State<AppState>, admin: AdminUser, lang: ApiLang, Path((code, key)): Path<(String, String)>) -> Response {
    let result = async {
        let sql = "delete from translations where lang = $1 and message_key = $2";
        let target_lang = change_entry(&state, &code, &key, sql, false).await?;
        reload_overlay(&state).await?;
        tracing::info!(lang = %target_lang, key, admin = %admin.0.email, "translation rejected");
        Ok(StatusCode::NO_CONTENT)
    }
    .await;
    reply(&state, lang, result)
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
