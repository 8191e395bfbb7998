//! The back office's returns: every withdrawal statement with its order and what its
//! refund comes to, "Varer modtaget" and "Refunder", and an order's delivery day
//! ("Marker som leveret"). Administrators only, checked on the server; each step is
//! kept with who did it and when.

use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Json, Response};
use serde::{Deserialize, Serialize};
use serde_json::json;
use ts_rs::TS;

use super::{Delivered, GoodsReceived, RefundAmounts, ReturnProblem, Withdrawal, Withdrawals, amounts};
use crate::accounts::AdminUser;
use crate::http::{ApiError, ApiJson, ApiResult, no_store};
use crate::shop::orders;

/// `/api/admin/withdrawals*` and an order's delivery day (to nest under `/api`).
pub fn router<S>() -> axum::Router<S>
where
    S: Clone + Send + Sync + 'static,
    Withdrawals: axum::extract::FromRef<S>,
    crate::accounts::Accounts: axum::extract::FromRef<S>,
{
    use axum::routing::{get, post};
    axum::Router::new()
        .route("/admin/withdrawals", get(list))
        .route("/admin/withdrawals/{id}/received", post(received))
        .route("/admin/withdrawals/{id}/refund", post(refund))
        .route("/admin/orders/{number}/delivered", post(delivered))
}

/// A statement as the back office lists it.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct AdminWithdrawal {
    pub withdrawal: Withdrawal,
    /// The order's customer and how it was paid and delivered.
    pub customer_name: String,
    pub payment_method: Option<String>,
    pub delivery_method: Option<String>,
    /// Placed through Shopify's checkout: refunded there.
    pub shopify: bool,
    /// The customer has paid (a bank transfer or EAN invoice marked paid, a pick-up
    /// collected, a card): otherwise "Refunder" credits the invoice and sends nothing.
    pub paid: bool,
    pub amounts: RefundAmounts,
    /// The money is due back by this day (`YYYY-MM-DD`): 14 days after the statement.
    pub refund_by: String,
    /// The statement's received time, "28. november 2026 kl. 16:03".
    pub received_label: String,
}

#[derive(Debug, Clone, Default, Deserialize, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename = "ReturnsFilter")]
pub struct ReturnsFilter {
    /// `new`, `received`, `refunded`, or empty for all.
    #[serde(default)]
    pub state: String,
}

/// The returns page's content.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ReturnsContent {
    pub filter: ReturnsFilter,
    pub withdrawals: Vec<AdminWithdrawal>,
}

/// Every statement in the filter's state, the newest first, each with its order's
/// details and amounts: two queries, however many there are.
pub async fn all(withdrawals: &Withdrawals, filter: &ReturnsFilter) -> Result<ReturnsContent, sqlx::Error> {
    let state = super::WithdrawalState::from_code(&filter.state);
    // Every statement (an order's others decide its amounts), and their orders.
    let every = withdrawals.list("").await?;
    let with_statements = "exists (select 1 from withdrawals w where w.order_number = o.order_number)";
    let found: std::collections::HashMap<String, orders::Found> = orders::all(&withdrawals.db, None, "", Some(with_statements), super::LISTED as i64)
        .await?
        .into_iter()
        .map(|f| (f.order.order_number.clone(), f))
        .collect();
    let mut of_order: std::collections::HashMap<&str, Vec<Withdrawal>> = std::collections::HashMap::new();
    for withdrawal in every.iter().rev() {
        of_order.entry(withdrawal.order_number.as_str()).or_default().push(withdrawal.clone());
    }
    let mut out = Vec::new();
    for withdrawal in every.iter().filter(|w| state.is_none_or(|s| w.state == s)) {
        let Some(found) = found.get(&withdrawal.order_number) else { continue };
        let order = &found.order;
        out.push(AdminWithdrawal {
            amounts: amounts(order, &of_order[withdrawal.order_number.as_str()], withdrawal),
            customer_name: found.full_name.clone(),
            payment_method: order.payment_method.clone(),
            delivery_method: order.delivery_method.clone(),
            shopify: order.shopify_order_number.is_some(),
            paid: super::paid(order),
            refund_by: withdrawals.refund_by(withdrawal).to_string(),
            received_label: withdrawals.received_label(&withdrawal.received_at, crate::i18n::Lang::DEFAULT),
            withdrawal: withdrawal.clone(),
        });
    }
    Ok(ReturnsContent { filter: ReturnsFilter { state: state.map(|s| s.code().to_owned()).unwrap_or_default() }, withdrawals: out })
}

fn problem(problem: ReturnProblem) -> ApiError {
    match problem {
        ReturnProblem::NotFound => ApiError::new(StatusCode::NOT_FOUND, "backoffice-not-found"),
        ReturnProblem::Done => ApiError::new(StatusCode::CONFLICT, "backoffice-return-done"),
        ReturnProblem::Fields(errors) => errors.into(),
        ReturnProblem::NotCaptured => ApiError::new(StatusCode::CONFLICT, "backoffice-return-not-captured"),
        ReturnProblem::Payment(problem) => crate::backoffice::orders::payment_error(problem),
        ReturnProblem::Database(error) => ApiError::Internal(error.into()),
    }
}

/// `GET /api/admin/withdrawals?state=`.
pub async fn list(State(withdrawals): State<Withdrawals>, _admin: AdminUser, Query(filter): Query<ReturnsFilter>) -> ApiResult<Response> {
    Ok(no_store(Json(all(&withdrawals, &filter).await?).into_response()))
}

/// `POST /api/admin/withdrawals/{id}/received {conditionNote, deduction, deductionReason}`.
pub async fn received(
    State(withdrawals): State<Withdrawals>,
    admin: AdminUser,
    Path(id): Path<String>,
    ApiJson(form): ApiJson<GoodsReceived>,
) -> ApiResult<Response> {
    let withdrawal = withdrawals.goods_received(&id, &form, &admin.0.email).await.map_err(problem)?;
    Ok(no_store(Json(json!({ "withdrawal": withdrawal })).into_response()))
}

/// `POST /api/admin/withdrawals/{id}/refund`: sent twice, refunded once.
pub async fn refund(State(withdrawals): State<Withdrawals>, admin: AdminUser, Path(id): Path<String>) -> ApiResult<Response> {
    let withdrawal = withdrawals.refund(&id, &admin.0.email).await.map_err(problem)?;
    Ok(no_store(Json(json!({ "withdrawal": withdrawal })).into_response()))
}

#[derive(Deserialize)]
pub struct DeliveredBody {
    /// `YYYY-MM-DD`; today without it.
    #[serde(default)]
    on: String,
}

/// `POST /api/admin/orders/{number}/delivered {on}` ("Marker som leveret").
pub async fn delivered(
    State(withdrawals): State<Withdrawals>,
    admin: AdminUser,
    Path(number): Path<String>,
    ApiJson(body): ApiJson<DeliveredBody>,
) -> ApiResult<Response> {
    let on = match body.on.trim() {
        "" => withdrawals.payments.clock.copenhagen_today(),
        text => crate::documents::ledger::day(text).ok_or_else(|| ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "backoffice-delivered-bad-date"))?,
    };
    match withdrawals.mark_delivered(&number, on, &admin.0.email).await? {
        Delivered::Marked { ends_on } => {
            let order = orders::by_number(&withdrawals.db, &number).await?.map(|f| f.order);
            Ok(no_store(Json(json!({ "order": order, "withdrawalEndsOn": ends_on.to_string() })).into_response()))
        }
        Delivered::NotFound => Err(ApiError::new(StatusCode::NOT_FOUND, "backoffice-not-found")),
        Delivered::NotSent => Err(ApiError::new(StatusCode::CONFLICT, "backoffice-delivered-not-sent")),
        Delivered::BadDate => Err(ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "backoffice-delivered-bad-date")),
    }
}
