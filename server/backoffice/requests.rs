//! What visitors sent: quotes and contact messages (status new or handled) and the
//! newsletter's subscribers; searchable, and downloadable as CSV.

use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Json, Response};
use serde::{Deserialize, Serialize};
use serde_json::json;
use ts_rs::TS;

use super::Backoffice;
use crate::accounts::AdminUser;
use crate::http::{ApiError, ApiJson, ApiResult, no_store};
use crate::platform::Db;
use crate::platform::db::now_rfc3339;

/// A quote request or a contact message.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct RequestEntry {
    pub id: String,
    /// `quote` or `contact`.
    pub kind: String,
    pub name: String,
    pub email: String,
    pub phone: Option<String>,
    pub message: String,
    pub lang: String,
    /// `new` or `handled`.
    pub status: String,
    pub created_at: String,
    pub handled_at: Option<String>,
    /// Kept as a case: not deleted after 12 months without contact.
    pub case: bool,
}

#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct Subscriber {
    pub email: String,
    pub lang: String,
    pub created_at: String,
    pub discount_code: Option<String>,
    /// `pending`, `confirmed` or `unsubscribed`.
    pub status: String,
}

/// What the requests page is filtered by.
#[derive(Debug, Clone, Default, Deserialize, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct RequestFilter {
    /// `quote`, `contact`, or empty for both.
    #[serde(default)]
    pub kind: String,
    /// `new`, `handled`, or empty for both.
    #[serde(default)]
    pub status: String,
    /// Words in the name, e-mail, phone or message.
    #[serde(default)]
    pub q: String,
}

fn pattern(q: &str) -> String {
    if q.trim().is_empty() { String::new() } else { format!("%{}%", q.trim().to_lowercase()) }
}

/// Newest first, at most 500.
pub async fn requests(db: &Db, filter: &RequestFilter) -> Result<Vec<RequestEntry>, sqlx::Error> {
    type Row = (String, String, String, String, Option<String>, String, String, String, String, Option<String>, i64);
    let rows: Vec<Row> = sqlx::query_as(
        "select id, kind, name, email, phone, message, lang, status, created_at, handled_at, kept_as_case from contact_requests
         where ($1 = '' or kind = $1) and ($2 = '' or status = $2)
           and ($3 = '' or lower(name) like $3 or lower(email) like $3 or lower(coalesce(phone, '')) like $3
                or lower(message) like $3)
         order by created_at desc, id desc limit 500",
    )
    .bind(&filter.kind)
    .bind(&filter.status)
    .bind(pattern(&filter.q))
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(id, kind, name, email, phone, message, lang, status, created_at, handled_at, case)| RequestEntry {
            id,
            kind,
            name,
            email,
            phone,
            message,
            lang,
            status,
            created_at,
            handled_at,
            case: case != 0,
        })
        .collect())
}

/// Newest first, at most 1000; `q` filters by address.
pub async fn subscribers(db: &Db, q: &str) -> Result<Vec<Subscriber>, sqlx::Error> {
    let rows: Vec<(String, String, String, Option<String>, String)> = sqlx::query_as(
        "select email, lang, created_at, discount_code, status from newsletter_subscribers
         where ($1 = '' or lower(email) like $1) order by created_at desc, email limit 1000",
    )
    .bind(pattern(q))
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(email, lang, created_at, discount_code, status)| Subscriber { email, lang, created_at, discount_code, status })
        .collect())
}

/// `GET /api/admin/requests?kind=&status=&q=`.
pub(super) async fn list(
    State(office): State<Backoffice>,
    _admin: AdminUser,
    Query(filter): Query<RequestFilter>,
) -> ApiResult<Response> {
    let entries = requests(&office.db, &filter).await?;
    let subscribers = subscribers(&office.db, &filter.q).await?;
    Ok(no_store(Json(json!({ "requests": entries, "subscribers": subscribers })).into_response()))
}

#[derive(Deserialize)]
pub(super) struct StatusBody {
    #[serde(default)]
    status: String,
}

#[derive(Deserialize)]
pub(super) struct CaseBody {
    #[serde(default)]
    case: bool,
}

/// `PUT /api/admin/requests/{id}/case {case}`: keep the request as a case (the
/// retention job leaves it), or not.
pub(super) async fn set_case(
    State(office): State<Backoffice>,
    admin: AdminUser,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<CaseBody>,
) -> ApiResult<Response> {
    let done = sqlx::query("update contact_requests set kept_as_case = $1 where id = $2")
        .bind(i64::from(body.case))
        .bind(&id)
        .execute(&office.db)
        .await?;
    if done.rows_affected() == 0 {
        return Err(ApiError::new(StatusCode::NOT_FOUND, "backoffice-not-found"));
    }
    tracing::info!(id, case = body.case, admin = %admin.0.email, "request kept as a case");
    Ok(no_store(Json(json!({ "id": id, "case": body.case })).into_response()))
}

/// `PUT /api/admin/requests/{id}/status {status: new|handled}`.
pub(super) async fn set_status(
    State(office): State<Backoffice>,
    admin: AdminUser,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<StatusBody>,
) -> ApiResult<Response> {
    let handled_at = match body.status.as_str() {
        "handled" => Some(now_rfc3339()),
        "new" => None,
        _ => return Err(ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "backoffice-bad-status")),
    };
    let done = sqlx::query("update contact_requests set status = $1, handled_at = $2 where id = $3")
        .bind(&body.status)
        .bind(handled_at.as_deref())
        .bind(&id)
        .execute(&office.db)
        .await?;
    if done.rows_affected() == 0 {
        return Err(ApiError::new(StatusCode::NOT_FOUND, "backoffice-not-found"));
    }
    tracing::info!(id, status = body.status, admin = %admin.0.email, "request status changed");
    Ok(no_store(Json(json!({ "id": id, "status": body.status, "handledAt": handled_at })).into_response()))
}

#[derive(Deserialize)]
pub(super) struct ExportQuery {
    #[serde(default)]
    what: String,
}

/// `GET /api/admin/requests/export?what=quotes|contacts|newsletter`: the same CSV as
/// `elektriker export`, as a download.
pub(super) async fn export(
    State(office): State<Backoffice>,
    _admin: AdminUser,
    Query(query): Query<ExportQuery>,
) -> ApiResult<Response> {
    if !matches!(query.what.as_str(), "quotes" | "contacts" | "newsletter") {
        return Err(ApiError::new(StatusCode::NOT_FOUND, "backoffice-not-found"));
    }
    let mut csv = Vec::new();
    crate::requests::export::export_csv(&office.db, &query.what, &mut csv).await?;
    let file = format!("{}-{}.csv", query.what, &now_rfc3339()[..10]);
    Ok(crate::http::download("text/csv; charset=utf-8", &file, false, csv))
}
