//! Every order, with its customer, lines, figures, status and online payment; an
//! administrator marks an order paid, sent or collected ("Marker som sendt", which
//! draws an online payment's money), or cancelled, refunds an online payment in whole
//! or part, and the customer is mailed.

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
    /// Paid online: its latest attempt.
    pub payment: Option<crate::payments::PaymentRow>,
    /// The authorisation runs out within a day: send the goods or it is released.
    pub capture_soon: bool,
    /// Its invoice and credit notes.
    pub documents: Vec<crate::documents::DocumentSummary>,
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
    /// Online payments: `awaiting` (not paid yet), `to_capture` (authorised, the
    /// goods not sent), `captured`, `refunded` (in part or whole), `problems`
    /// (expired, cancelled, or the provider could not make the page), or empty.
    #[serde(default)]
    pub payment: String,
}

/// A condition on the order's latest payment attempt, as `orders::all` takes it.
macro_rules! latest_payment {
    ($condition:literal) => {
        concat!(
            "exists (select 1 from payments y where y.order_number = o.order_number ",
            "and y.attempt = (select max(z.attempt) from payments z where z.order_number = o.order_number) and (",
            $condition,
            "))"
        )
    };
}

/// The back office's payment filter as a condition in SQL (`None`: no filter; an
/// unknown one matches nothing).
fn payment_condition(filter: &str) -> Option<&'static str> {
    Some(match filter {
        "" => return None,
        "awaiting" => latest_payment!("y.state = 'open'"),
        "to_capture" => latest_payment!("y.state = 'authorised'"),
        "captured" => latest_payment!("y.state = 'captured'"),
        "refunded" => latest_payment!("y.state in ('partly_refunded', 'refunded')"),
        "problems" => latest_payment!("y.state in ('expired', 'cancelled') or (y.error is not null and y.reference is null)"),
        _ => "1 = 0",
    })
}

pub async fn all(db: &Db, payments: &crate::payments::Payments, filter: &OrderFilter) -> Result<Vec<AdminOrder>, sqlx::Error> {
    let status = Some(filter.status.as_str()).filter(|s| !s.is_empty());
    let found = orders::all(db, status, &filter.q, payment_condition(&filter.payment), 500).await?;
    let card: Vec<&str> = found.iter().filter(|f| f.order.payment_method.as_deref() == Some("card")).map(|f| f.order.order_number.as_str()).collect();
    let mut latest = payments.latest_of(&card).await?;
    let numbers: Vec<&str> = found.iter().map(|f| f.order.order_number.as_str()).collect();
    let mut documents = payments.documents().of_orders(&numbers).await?;
    let soon = payments.clock.rfc3339_offset(crate::payments::WARN_BEFORE_HOURS * 3600 * 1000);
    Ok(found
        .into_iter()
        .map(|f| {
            let payment = latest.remove(&f.order.order_number);
            let documents = documents.remove(&f.order.order_number).unwrap_or_default();
            let capture_soon =
                payment.as_ref().is_some_and(|p| p.state == "authorised" && p.capture_before.as_deref().is_some_and(|b| b <= soon.as_str()));
            AdminOrder {
                customer_name: f.full_name,
                guest: f.user_id.is_none(),
                customer_email: f.email,
                lang: f.lang.code().to_owned(),
                order: f.order,
                documents,
                payment,
                capture_soon,
            }
        })
        .collect())
}

/// `GET /api/admin/orders?status=&q=`.
pub(super) async fn list(
    State(office): State<Backoffice>,
    _admin: AdminUser,
    Query(filter): Query<OrderFilter>,
) -> ApiResult<Response> {
    Ok(no_store(Json(json!({ "orders": all(&office.db, &office.payments, &filter).await? })).into_response()))
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
    // Paid online: the authorisation released first; drawn money is refunded first.
    if status == Status::Cancelled {
        office.payments.release_for_cancel(&number).await.map_err(payment_error)?;
    }
    let Some(order) = office.shop.change_status(&number, status).await? else {
        return Err(ApiError::new(StatusCode::NOT_FOUND, "backoffice-not-found"));
    };
    tracing::info!(number, status = status.code(), admin = %admin.0.email, "order status set by an administrator");
    Ok(no_store(Json(json!({ "order": order })).into_response()))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct ShipBody {
    #[serde(default)]
    tracking_number: Option<String>,
    #[serde(default)]
    carrier: Option<String>,
    /// Øre to draw, less than authorised when the business removed lines.
    #[serde(default)]
    capture_amount: Option<i64>,
}

/// The message of a payment problem, as the back office shows it.
pub(crate) fn payment_error(problem: crate::payments::Problem) -> ApiError {
    use crate::payments::Problem;
    match problem {
        Problem::NotPayable => ApiError::new(StatusCode::CONFLICT, "backoffice-payment-not-possible"),
        Problem::Amount(key) => ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, key),
        Problem::Provider(crate::payments::ProviderError::Unavailable(_)) => {
            ApiError::new(StatusCode::BAD_GATEWAY, "backoffice-payment-provider-down")
        }
        Problem::Provider(crate::payments::ProviderError::Refused { message, .. }) => {
            ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "backoffice-payment-refused").with_arg("message", message)
        }
        Problem::Database(error) => ApiError::Internal(error.into()),
    }
}

fn short(text: Option<String>, max: usize) -> Option<String> {
    text.map(|t| t.trim().chars().take(max).collect::<String>()).filter(|t| !t.is_empty())
}

/// `POST /api/admin/orders/{number}/ship {trackingNumber?, carrier?, captureAmount?}`
/// ("Marker som sendt", or collected for a pick-up order): an online payment's money
/// is drawn, the order is marked sent by this administrator, and the customer is
/// mailed. Twice draws once.
pub(super) async fn ship(
    State(office): State<Backoffice>,
    admin: AdminUser,
    Path(number): Path<String>,
    ApiJson(body): ApiJson<ShipBody>,
) -> ApiResult<Response> {
    let tracking = short(body.tracking_number, 100);
    let carrier = short(body.carrier, 60);
    office
        .payments
        .ship(&number, &admin.0.email, tracking.as_deref(), carrier.as_deref(), body.capture_amount)
        .await
        .map_err(payment_error)?;
    let order = orders::by_number(&office.db, &number).await?.map(|f| f.order);
    Ok(no_store(
        Json(json!({
            "order": order,
            "payments": office.payments.of_order(&number).await?,
            "documents": office.payments.documents().of_order(&number).await?,
        }))
        .into_response(),
    ))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct RefundBody {
    /// Øre; all that is left without it.
    #[serde(default)]
    amount: Option<i64>,
    #[serde(default)]
    reason: String,
    /// The form's own key: sent twice, refunded once.
    #[serde(default)]
    key: String,
}

/// `POST /api/admin/orders/{number}/refund {amount?, reason, key}`: gives money of a
/// captured payment back through the provider (never above what was captured), keeps
/// the reason, and mails the customer.
pub(super) async fn refund(
    State(office): State<Backoffice>,
    admin: AdminUser,
    Path(number): Path<String>,
    ApiJson(body): ApiJson<RefundBody>,
) -> ApiResult<Response> {
    let reason = body.reason.trim().chars().take(500).collect::<String>();
    if reason.is_empty() {
        return Err(crate::http::validation::FieldErrors(vec![("reason", "backoffice-refund-reason-required")]).into());
    }
    if body.key.trim().is_empty() {
        return Err(ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "backoffice-payment-not-possible"));
    }
    let refunded = office.payments.refund(&number, body.amount, &reason, &admin.0.email, &body.key).await.map_err(payment_error)?;
    Ok(no_store(Json(json!({ "refunded": refunded, "payments": office.payments.of_order(&number).await? })).into_response()))
}
