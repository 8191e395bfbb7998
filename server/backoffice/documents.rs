//! The bookkeeper's page: invoices and credit notes by period with their totals, each
//! document's PDF (and an e-invoice's Peppol BIS 3 XML), the e-invoices waiting to be
//! sent through the business's access point ("Klar til afsendelse") and marked sent
//! when they are, a period as one ZIP, and an order's invoice issued again when its
//! issue failed.

use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Json, Response};
use serde::Deserialize;
use serde_json::json;

use super::Backoffice;
use crate::accounts::AdminUser;
use crate::checkout::http::document_number;
use crate::documents::DocumentKind;
use crate::documents::ledger::{Ledger, day};
use crate::http::{ApiError, ApiLang, ApiResult, download, no_store};

#[derive(Debug, Default, Deserialize)]
pub struct PeriodQuery {
    #[serde(default)]
    pub from: String,
    #[serde(default)]
    pub to: String,
}

/// The period asked for: this month so far by default; `to` before `from` is refused.
pub fn period(query: &PeriodQuery, today: time::Date) -> Result<(time::Date, time::Date), ApiError> {
    let first = today.replace_day(1).unwrap_or(today);
    let from = if query.from.is_empty() { Some(first) } else { day(&query.from) };
    let to = if query.to.is_empty() { Some(today) } else { day(&query.to) };
    match (from, to) {
        (Some(from), Some(to)) if from <= to => Ok((from, to)),
        _ => Err(ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "backoffice-documents-bad-period")),
    }
}

/// The ledger of the asked period (the page's loader and `GET /api/admin/documents`).
pub async fn ledger(office: &Backoffice, query: &PeriodQuery) -> Result<Ledger, ApiError> {
    let (from, to) = period(query, office.clock.copenhagen_today())?;
    Ok(office.payments.documents().ledger(from, to).await?)
}

/// The page's ledger: the asked period, or this month when the address asks for none
/// that is valid.
pub async fn page_ledger(office: &Backoffice, query: &PeriodQuery) -> Result<Ledger, sqlx::Error> {
    let today = office.clock.copenhagen_today();
    let (from, to) = period(query, today).unwrap_or_else(|_| period(&PeriodQuery::default(), today).expect("this month is a period"));
    office.payments.documents().ledger(from, to).await
}

/// `GET /api/admin/documents?from=YYYY-MM-DD&to=YYYY-MM-DD`.
pub(super) async fn list(State(office): State<Backoffice>, _admin: AdminUser, Query(query): Query<PeriodQuery>) -> ApiResult<Response> {
    Ok(no_store(Json(ledger(&office, &query).await?).into_response()))
}

/// `GET /api/admin/documents/export?from&to`: the period's PDFs and `ledger.csv` as one ZIP.
pub(super) async fn export(
    State(office): State<Backoffice>,
    _admin: AdminUser,
    lang: ApiLang,
    Query(query): Query<PeriodQuery>,
) -> ApiResult<Response> {
    let (from, to) = period(&query, office.clock.copenhagen_today())?;
    let zip = office.payments.documents().export(from, to, lang.0).await?;
    Ok(download("application/zip", &format!("bilag-{from}-{to}.zip"), false, zip))
}

/// `GET /api/admin/documents/{invoice|credit-note}/{n}.pdf` or `{n}.xml` (Peppol BIS 3,
/// an EAN customer's).
pub(super) async fn file(
    State(office): State<Backoffice>,
    _admin: AdminUser,
    Path((kind, file)): Path<(String, String)>,
) -> ApiResult<Response> {
    let not_found = || ApiError::new(StatusCode::NOT_FOUND, "document-not-found");
    let kind = DocumentKind::from_path(&kind).ok_or_else(not_found)?;
    let documents = office.payments.documents();
    if let Some(number) = document_number(&file, ".pdf") {
        let (pdf, _, lang) = documents.pdf(kind, number).await?.ok_or_else(not_found)?;
        return Ok(download("application/pdf", &documents.file_name(kind, number, lang), true, pdf));
    }
    let number = document_number(&file, ".xml").ok_or_else(not_found)?;
    let issued = documents.get(kind, number).await?.ok_or_else(not_found)?;
    if issued.content.buyer_ean.is_none() {
        return Err(not_found());
    }
    let name = format!("{}-{number}.xml", kind.path());
    Ok(download("application/xml; charset=utf-8", &name, false, documents.ubl_of(&issued)))
}

/// `POST /api/admin/documents/{kind}/{n}/sent`: the business has sent the e-invoice
/// through its access point. 409 when it was not waiting.
pub(super) async fn mark_sent(
    State(office): State<Backoffice>,
    admin: AdminUser,
    Path((kind, number)): Path<(String, String)>,
) -> ApiResult<Response> {
    let not_found = || ApiError::new(StatusCode::NOT_FOUND, "document-not-found");
    let kind = DocumentKind::from_path(&kind).ok_or_else(not_found)?;
    let number: i64 = number.parse().map_err(|_| not_found())?;
    let at = office.clock.rfc3339_offset(0);
    if !crate::documents::delivery::mark_sent(&office.db, kind, number, &admin.0.email, &at).await? {
        return Err(ApiError::new(StatusCode::CONFLICT, "backoffice-documents-not-waiting"));
    }
    tracing::info!(kind = kind.code(), number, by = admin.0.email, "e-invoice marked sent");
    Ok(no_store(Json(json!({ "sentAt": at })).into_response()))
}

/// `POST /api/admin/orders/{number}/invoice`: issues the order's invoice if it has
/// none yet (when issuing it failed); its documents after.
pub(super) async fn issue_invoice(State(office): State<Backoffice>, _admin: AdminUser, Path(number): Path<String>) -> ApiResult<Response> {
    let order = crate::shop::orders::by_number(&office.db, &number).await?.ok_or_else(|| ApiError::new(StatusCode::NOT_FOUND, "document-not-found"))?;
    let final_sale = order.order.shipped_at.is_some() || matches!(order.order.payment_method.as_deref(), Some("bank_transfer" | "ean_invoice"));
    if !final_sale || order.order.status == "cancelled" {
        return Err(ApiError::new(StatusCode::CONFLICT, "backoffice-documents-not-final"));
    }
    let documents = office.payments.documents();
    documents.issue_invoice(&number).await?;
    Ok(no_store(Json(json!({ "documents": documents.of_order(&number).await? })).into_response()))
}
