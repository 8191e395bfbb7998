//! Every order, with its customer, lines, figures and status; an administrator marks
//! an order paid, completed (sent or picked up) or cancelled, and the customer is
//! mailed.

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
use crate::shop::orders::{self, Order, Status};

/// An order as the back office lists it.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct AdminOrder {
    pub order: Order,
    pub customer_name: String,
    pub customer_email: String,
    /// Placed without an account (none with its e-mail is verified yet).
    pub guest: bool,
    pub lang: String,
}

#[derive(Debug, Clone, Default, Deserialize, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct OrderFilter {
    /// `awaiting_payment`, `pending`, `paid`, `completed`, `cancelled`, or empty for all.
    #[serde(default)]
    pub status: String,
    /// Words in the number, the customer's name or e-mail.
    #[serde(default)]
    pub q: String,
}

pub async fn all(db: &Db, filter: &OrderFilter) -> Result<Vec<AdminOrder>, sqlx::Error> {
    let found = orders::all(db, Some(filter.status.as_str()).filter(|s| !s.is_empty()), &filter.q, 500).await?;
    Ok(found
        .into_iter()
        .map(|f| AdminOrder {
            customer_name: f.full_name,
            guest: f.user_id.is_none(),
            customer_email: f.email,
            lang: f.lang.code().to_owned(),
            order: f.order,
        })
        .collect())
}

/// `GET /api/admin/orders?status=&q=`.
pub(super) async fn list(
    State(office): State<Backoffice>,
    _admin: AdminUser,
    Query(filter): Query<OrderFilter>,
) -> ApiResult<Response> {
    Ok(no_store(Json(json!({ "orders": all(&office.db, &filter).await? })).into_response()))
}

#[derive(Deserialize)]
pub(super) struct StatusBody {
    #[serde(default)]
    status: String,
}

/// `PUT /api/admin/orders/{number}/status {status}`: the customer's orders tab shows
/// the new status and the customer gets an e-mail.
pub(super) async fn set_status(
    State(office): State<Backoffice>,
    admin: AdminUser,
    Path(number): Path<String>,
    ApiJson(body): ApiJson<StatusBody>,
) -> ApiResult<Response> {
    let status = Status::parse(&body.status)
        .ok_or_else(|| ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "backoffice-bad-status"))?;
    let Some(order) = office.shop.change_status(&number, status).await? else {
        return Err(ApiError::new(StatusCode::NOT_FOUND, "backoffice-not-found"));
    };
    tracing::info!(number, status = status.code(), admin = %admin.0.email, "order status set by an administrator");
    Ok(no_store(Json(json!({ "order": order })).into_response()))
}
