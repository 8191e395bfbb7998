//! The job queue as administrators see it: what failed (with its last error), what
//! waits and what is being done, and "Prøv igen" for what stopped.

use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Json, Response};
use serde::{Deserialize, Serialize};
use serde_json::json;
use ts_rs::TS;

use super::Backoffice;
use crate::accounts::AdminUser;
use crate::http::{ApiError, ApiResult, no_store};
use crate::jobs::{Filter, Job, Kind, State as JobState};

/// How many jobs of a kind are in a state.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct JobCount {
    pub kind: Kind,
    pub state: JobState,
    pub count: i64,
}

/// The queue's page: the jobs asked for and the counts of all.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct JobsContent {
    pub jobs: Vec<Job>,
    pub counts: Vec<JobCount>,
    /// The state asked for (`None`: failed, running and waiting).
    pub state: Option<JobState>,
    /// The kind asked for (`None`: every kind).
    pub kind: Option<Kind>,
}

#[derive(Debug, Clone, Default, Deserialize)]
pub struct JobsQuery {
    #[serde(default)]
    pub state: String,
    #[serde(default)]
    pub kind: String,
}

/// The jobs of `kind` (every kind when it names none) in `state` (failed, running and
/// waiting ones when it names none), newest first, and the counts of every kind.
pub async fn content(office: &Backoffice, state: &str, kind: &str) -> Result<JobsContent, sqlx::Error> {
    let state = JobState::from_code(state);
    let kind = Kind::from_code(kind);
    let mut jobs = office.jobs.list(&Filter { state, kind, limit: 500 }).await?;
    if state.is_none() {
        jobs.retain(|job| job.state != JobState::Done);
    }
    let (counts, _) = office.jobs.counts().await?;
    let counts = counts.into_iter().map(|(kind, state, count)| JobCount { kind, state, count }).collect();
    Ok(JobsContent { jobs, counts, state, kind })
}

/// `GET /api/admin/jobs?state=&kind=`.
pub(super) async fn list(State(office): State<Backoffice>, _admin: AdminUser, Query(query): Query<JobsQuery>) -> ApiResult<Response> {
    Ok(no_store(Json(content(&office, &query.state, &query.kind).await?).into_response()))
}

/// `POST /api/admin/jobs/{id}/retry`: a failed (or waiting) job, due now with fresh
/// attempts. 404 when there is no such job; 409 when it is done or being done.
pub(super) async fn retry(State(office): State<Backoffice>, admin: AdminUser, Path(id): Path<String>) -> ApiResult<Response> {
    let job = office.jobs.get(&id).await?.ok_or_else(|| ApiError::new(StatusCode::NOT_FOUND, "backoffice-not-found"))?;
    if !office.jobs.retry(&id).await? {
        return Err(ApiError::new(StatusCode::CONFLICT, "backoffice-jobs-not-stopped"));
    }
    tracing::info!(id, kind = job.kind.code(), key = job.key, admin = %admin.0.email, "job queued again by an administrator");
    Ok(no_store((StatusCode::ACCEPTED, Json(json!({ "id": id, "state": JobState::Waiting }))).into_response()))
}
