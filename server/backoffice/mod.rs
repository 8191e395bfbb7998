//! The back office: where the business reads what arrives and acts on it. What
//! visitors sent (quotes, messages, newsletter sign-ups) with a status and CSV
//! download, every order with its status (a change mails the customer), and the mail
//! outbox with retry. Administrators only, checked on the server.

pub mod collections;
pub mod documents;
pub mod media;
pub mod jobs;
pub mod newsletter;
pub mod orders;
pub mod outbox;
pub mod products;
pub mod requests;

use axum::Router;
use axum::extract::FromRef;
use axum::routing::{get, post, put};

use crate::accounts::Accounts;
use crate::mail::Mailer;
use crate::platform::Db;
use crate::shop::Shop;

/// The back office service: the database, the shop (orders), the mail outbox, and for
/// newsletter campaigns the subscribers, the translation provider, the shared pace and
/// the time.
#[derive(Clone)]
pub struct Backoffice {
    pub db: Db,
    pub shop: Shop,
    /// Online payments: captured when an order is marked sent, refunded from here.
    pub payments: crate::payments::Payments,
    pub mailer: Mailer,
    pub requests: crate::requests::Requests,
    pub translation: std::sync::Arc<crate::translation::TranslationService>,
    pub limits: crate::platform::limits::Limits,
    pub clock: crate::platform::Clock,
    /// Campaign mails handed to the outbox per minute, on all instances together.
    pub per_minute: u32,
    /// Wakes the campaign dispatcher when a campaign starts.
    pub wake: std::sync::Arc<tokio::sync::Notify>,
    /// The job queue: its failed and waiting jobs, "Prøv igen".
    pub jobs: crate::jobs::Jobs,
}

/// `/api/admin/requests*`, `/api/admin/orders*`, `/api/admin/outbox*` (to nest under `/api`).
pub fn router<S>() -> Router<S>
where
    S: Clone + Send + Sync + 'static,
    Backoffice: FromRef<S>,
    Accounts: FromRef<S>,
{
    Router::new()
        .route("/admin/requests", get(requests::list))
        .route("/admin/requests/export", get(requests::export))
        .route("/admin/requests/{id}/status", put(requests::set_status))
        .route("/admin/requests/{id}/case", put(requests::set_case))
        .route("/admin/media", post(media::upload))
        .route("/admin/documents", post(media::upload_document))
        .route("/admin/orders", get(orders::list))
        .route("/admin/orders/{number}/status", put(orders::set_status))
        .route("/admin/orders/{number}/ship", axum::routing::post(orders::ship))
        .route("/admin/orders/{number}/refund", axum::routing::post(orders::refund))
        .route("/admin/orders/{number}/invoice", post(documents::issue_invoice))
        .route("/admin/documents", get(documents::list))
        .route("/admin/documents/export", get(documents::export))
        .route("/admin/documents/{kind}/{file}", get(documents::file))
        .route("/admin/documents/{kind}/{file}/sent", post(documents::mark_sent))
        .route("/admin/products", get(products::list).post(products::create))
        .route("/admin/products/export", get(products::export))
        .route("/admin/products/import", post(products::import))
        .route("/admin/products/{handle}", get(products::one).put(products::update).delete(products::delete))
        .route("/admin/collections", get(collections::list).post(collections::create))
        .route("/admin/collections/{handle}", get(collections::one).put(collections::update).delete(collections::delete))
        .route("/admin/collections/{handle}/move", post(collections::move_member))
        .route("/admin/outbox", get(outbox::list))
        .route("/admin/outbox/{id}/retry", post(outbox::retry))
        .route("/admin/jobs", get(jobs::list))
        .route("/admin/jobs/{id}/retry", post(jobs::retry))
        .route("/admin/newsletter/preview", post(newsletter::preview))
        .route("/admin/newsletter/test", post(newsletter::send_test))
        .route("/admin/newsletter/send", post(newsletter::send))
}
