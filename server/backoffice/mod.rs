//! The back office: where the business reads what arrives and acts on it. What
//! visitors sent (quotes, messages, newsletter sign-ups) with a status and CSV
//! download, every order with its status (a change mails the customer), and the mail
//! outbox with retry. Administrators only, checked on the server.

pub mod orders;
pub mod outbox;
pub mod requests;

use axum::Router;
use axum::extract::FromRef;
use axum::routing::{get, post, put};

use crate::accounts::Accounts;
use crate::mail::Mailer;
use crate::platform::Db;
use crate::shop::Shop;

/// The back office service: the database, the shop (orders) and the mail outbox.
#[derive(Clone)]
pub struct Backoffice {
    pub db: Db,
    pub shop: Shop,
    pub mailer: Mailer,
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
        .route("/admin/orders", get(orders::list))
        .route("/admin/orders/{number}/status", put(orders::set_status))
        .route("/admin/outbox", get(outbox::list))
        .route("/admin/outbox/{id}/retry", post(outbox::retry))
}
