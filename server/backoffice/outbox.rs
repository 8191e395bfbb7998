//! The mail outbox as administrators see it: what was sent, what waits, what failed
//! (with the reason), and a retry for what did not go.

use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Json, Response};
use serde::{Deserialize, Serialize};
use serde_json::json;
use ts_rs::TS;

use super::Backoffice;
use crate::accounts::AdminUser;
use crate::http::{ApiError, ApiResult, no_store};
use crate::mail::queue::{self, OutboxEntry};

#[derive(Debug, Clone, Serialize, TS)]
pub struct StatusCount {
    pub status: String,
    pub count: i64,
}

#[derive(Debug, Clone, Default, Deserialize)]
pub struct OutboxFilter {
    #[serde(default)]
    pub status: String,
}

pub async fn entries(office: &Backoffice, status: &str) -> Result<(Vec<OutboxEntry>, Vec<StatusCount>), sqlx::Error> {
    let status = Some(status).filter(|s| matches!(*s, "queued" | "sent" | "failed"));
    let entries = queue::list(&office.db, status, 500).await?;
    let counts = queue::counts(&office.db).await?.into_iter().map(|(status, count)| StatusCount { status, count }).collect();
    Ok((entries, counts))
}

/// `GET /api/admin/outbox?status=`.
pub(super) async fn list(
    State(office): State<Backoffice>,
    _admin: AdminUser,
    Query(filter): Query<OutboxFilter>,
) -> ApiResult<Response> {
    let (entries, counts) = entries(&office, &filter.status).await?;
    Ok(no_store(Json(json!({ "entries": entries, "counts": counts })).into_response()))
}

/// `POST /api/admin/outbox/{id}/retry`: a failed (or waiting) message, due now.
pub(super) async fn retry(State(office): State<Backoffice>, admin: AdminUser, Path(id): Path<String>) -> ApiResult<Response> {
    if !office.mailer.retry(&id).await? {
        return Err(ApiError::new(StatusCode::NOT_FOUND, "backoffice-not-found"));
    }
    tracing::info!(id, admin = %admin.0.email, "mail queued again by an administrator");
    Ok(no_store((StatusCode::ACCEPTED, Json(json!({ "id": id, "status": "queued" }))).into_response()))
}
