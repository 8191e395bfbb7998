//! The customer's own data, as the privacy policy promises: everything held about an
//! account in one JSON file (the right of access, `GET /api/profile/export`), and
//! deleting the account (the right to erasure, `POST /api/profile/delete`): the
//! account, its sessions, factors, tokens, subscription and requests go; its orders
//! stay for the bookkeeping law's 5 years with every personal field removed. And the
//! daily retention job (`retention`): what the policy says is kept no longer goes.

pub mod erase;
pub mod export;
pub mod retention;

use axum::Router;
use axum::extract::FromRef;
use axum::routing::{get, post};

use crate::accounts::Accounts;
use crate::http::client::TrustedProxies;
use crate::mail::Mailer;
use crate::platform::Db;

/// The privacy service: the database, the accounts (to prove the owner) and the mail.
#[derive(Clone)]
pub struct Privacy {
    pub db: Db,
    pub accounts: Accounts,
    pub mailer: Mailer,
}

/// `/api/profile/export`, `/api/profile/delete` (to nest under `/api`).
pub fn router<S>() -> Router<S>
where
    S: Clone + Send + Sync + 'static,
    Privacy: FromRef<S>,
    Accounts: FromRef<S>,
    TrustedProxies: FromRef<S>,
{
    Router::new()
        .route("/profile/export", get(export::download))
        .route("/profile/delete", post(erase::delete_account))
}
