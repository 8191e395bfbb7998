//! The back office pages (requests, orders, the outbox, the newsletter, the
//! catalogue, bookings): each behind the admin gate (admin.rs).

use super::admin::backoffice_page;
use super::prelude::*;
use crate::backoffice::orders::{AdminOrder, OrderFilter};
use crate::backoffice::outbox::StatusCount;
use crate::backoffice::requests::{RequestEntry, RequestFilter, Subscriber};
use crate::mail::queue::OutboxEntry;

/// `/admin/requests`.
#[derive(Debug, Serialize, TS)]
pub struct RequestsContent {
    pub filter: RequestFilter,
    pub requests: Vec<RequestEntry>,
    pub subscribers: Vec<Subscriber>,
}

/// `/admin/orders`.
#[derive(Debug, Serialize, TS)]
pub struct OrdersContent {
    pub filter: OrderFilter,
    pub orders: Vec<AdminOrder>,
}

/// `/admin/outbox`.
#[derive(Debug, Serialize, TS)]
pub struct OutboxContent {
    pub status: String,
    pub entries: Vec<OutboxEntry>,
    pub counts: Vec<StatusCount>,
    /// How mail leaves (SMTP server, or the folder of .eml files).
    pub transport: String,
}

/// A page's filter from its query string, read as a form's fields are (unknown or
/// malformed parts: the default).
fn query_struct<T: serde::de::DeserializeOwned + Default>(query: Option<&str>) -> T {
    serde_json::from_value(crate::pages::fields::fields_of(query.unwrap_or_default().as_bytes())).unwrap_or_default()
}

/// `/admin/requests`.
pub async fn requests(cx: &LoadContext<'_>) -> Result<Loaded, PageError> {
    let filter: RequestFilter = query_struct(cx.query);
    let db = &cx.pages.backoffice.db;
    backoffice_page(cx, "backoffice-requests-title", async {
        let requests = crate::backoffice::requests::requests(db, &filter).await?;
        let subscribers = crate::backoffice::requests::subscribers(db, &filter.q).await?;
        Ok(RequestsContent { filter: filter.clone(), requests, subscribers })
    })
    .await
}

/// `/admin/orders`.
pub async fn orders(cx: &LoadContext<'_>) -> Result<Loaded, PageError> {
    let filter: OrderFilter = query_struct(cx.query);
    let office = &cx.pages.backoffice;
    backoffice_page(cx, "backoffice-orders-title", async {
        let orders = crate::backoffice::orders::all(&office.db, &office.payments, &filter).await?;
        Ok(OrdersContent { filter: filter.clone(), orders })
    })
    .await
}

/// `/admin/outbox`.
pub async fn outbox(cx: &LoadContext<'_>) -> Result<Loaded, PageError> {
    let status = cx.query_param("status").unwrap_or_default();
    let office = &cx.pages.backoffice;
    backoffice_page(cx, "backoffice-outbox-title", async {
        let (entries, counts) = crate::backoffice::outbox::entries(office, &status).await?;
        Ok(OutboxContent { status: status.clone(), entries, counts, transport: office.mailer.describe() })
    })
    .await
}

/// `/admin/jobs`.
pub async fn jobs(cx: &LoadContext<'_>) -> Result<Loaded, PageError> {
    let state = cx.query_param("state").unwrap_or_default();
    let kind = cx.query_param("kind").unwrap_or_default();
    let office = &cx.pages.backoffice;
    backoffice_page(cx, "backoffice-jobs-title", crate::backoffice::jobs::content(office, &state, &kind)).await
}

/// `/admin/invoices`.
pub async fn invoices(cx: &LoadContext<'_>) -> Result<Loaded, PageError> {
    let query: crate::backoffice::documents::PeriodQuery = query_struct(cx.query);
    let office = &cx.pages.backoffice;
    backoffice_page(cx, "backoffice-invoices-title", crate::backoffice::documents::page_ledger(office, &query)).await
}

/// `/admin/returns?state=`.
pub async fn returns(cx: &LoadContext<'_>) -> Result<Loaded, PageError> {
    let filter: crate::withdrawal::admin::ReturnsFilter = query_struct(cx.query);
    backoffice_page(cx, "backoffice-returns-title", crate::withdrawal::admin::all(&cx.pages.withdrawals, &filter)).await
}

/// `/admin/newsletter`.
pub async fn newsletter(cx: &LoadContext<'_>) -> Result<Loaded, PageError> {
    let office = &cx.pages.backoffice;
    backoffice_page(cx, "backoffice-newsletter-title", office.campaigns()).await
}

/// `/admin/products`.
pub async fn products(cx: &LoadContext<'_>) -> Result<Loaded, PageError> {
    let filter: crate::shop::catalogue::ProductFilter = query_struct(cx.query);
    let db = &cx.pages.backoffice.db;
    backoffice_page(cx, "backoffice-products-title", crate::shop::catalogue::list(db, &filter)).await
}

/// `/admin/products/{handle}` (`new`: a new product's form).
pub async fn product(cx: &LoadContext<'_>) -> Result<Loaded, PageError> {
    let handle = cx.param("handle");
    let office = &cx.pages.backoffice;
    let editing = (handle != "new").then_some(handle);
    let title = if editing.is_some() { "backoffice-product-title" } else { "backoffice-product-new-title" };
    // An administrator asking for a product that is not there: 404.
    if let (Some(handle), Some(user)) = (editing, cx.user)
        && user.is_admin_with_second_factor()
        && matches!(crate::shop::catalogue::read(&office.db, handle).await, Ok(None))
    {
        return Ok(Loaded::not_found());
    }
    backoffice_page(cx, title, async { crate::backoffice::products::form(office, editing).await?.ok_or(sqlx::Error::RowNotFound) }).await
}

/// `/admin/collections`.
pub async fn collections(cx: &LoadContext<'_>) -> Result<Loaded, PageError> {
    let db = &cx.pages.backoffice.db;
    backoffice_page(cx, "backoffice-collections-title", crate::shop::collections::list(db)).await
}

/// `/admin/collections/{handle}` (`new`: a new collection's form).
pub async fn collection(cx: &LoadContext<'_>) -> Result<Loaded, PageError> {
    let handle = cx.param("handle");
    let office = &cx.pages.backoffice;
    let editing = (handle != "new").then_some(handle);
    let title = if editing.is_some() { "backoffice-collection-title" } else { "backoffice-collection-new-title" };
    // An administrator asking for a collection that is not there: 404.
    if let (Some(handle), Some(user)) = (editing, cx.user)
        && user.is_admin_with_second_factor()
        && matches!(crate::shop::collections::read(&office.db, handle).await, Ok(None))
    {
        return Ok(Loaded::not_found());
    }
    backoffice_page(cx, title, async { crate::backoffice::collections::form(office, editing).await?.ok_or(sqlx::Error::RowNotFound) })
        .await
}

/// `/admin/bookings`: a week's (or a day's) bookings.
pub async fn bookings(cx: &LoadContext<'_>) -> Result<Loaded, PageError> {
    let query: crate::booking::http::WeekQuery = query_struct(cx.query);
    let from = crate::booking::parse_date(&query.from);
    let booking = &cx.pages.booking;
    backoffice_page(cx, "backoffice-bookings-title", booking.week(from, &query.view, cx.lang)).await
}
