//! Customer accounts: sign-up, sign-in, sessions, the profile and roles, and the
//! extractors other capabilities use to know who is asking (`MaybeUser`,
//! `AuthUser`, `AdminUser`).

pub mod handlers;
pub mod password;
pub mod profile;
pub mod session;
pub mod users;
pub mod validation;

use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::extract::FromRef;
use axum::routing::{get, post};

use crate::i18n::Catalog;
use crate::platform::Db;
use crate::platform::limiter::RateLimiter;

pub use profile::{Profile, load_profile};
pub use session::{AdminUser, AuthUser, MaybeUser, SessionUser};
pub use users::{CreateUserError, create_user, grant_admin};

/// The accounts service: the database, the sign-in limits and the cookie policy.
#[derive(Clone)]
pub struct Accounts {
    pub db: Db,
    limits: Arc<SignInLimits>,
    /// Session cookies carry `Secure` when the site is served over https.
    secure_cookies: bool,
}

impl Accounts {
    pub fn new(db: Db, public_url: &str) -> Accounts {
        Accounts { db, limits: Arc::new(SignInLimits::default()), secure_cookies: public_url.starts_with("https://") }
    }
}

/// Sign-in limits: failures per account and per client address in 15 minutes.
pub struct SignInLimits {
    pub per_account: RateLimiter,
    pub per_address: RateLimiter,
}

impl Default for SignInLimits {
    fn default() -> Self {
        let window = Duration::from_secs(15 * 60);
        SignInLimits { per_account: RateLimiter::new(5, window), per_address: RateLimiter::new(20, window) }
    }
}

/// `/api/auth/*`, `/api/session`, `/api/profile*` and `/api/admin/overview`.
pub fn router<S>() -> Router<S>
where
    S: Clone + Send + Sync + 'static,
    Accounts: FromRef<S>,
    Arc<Catalog>: FromRef<S>,
{
    use handlers::*;
    Router::new()
        .route("/auth/sign-up", post(sign_up))
        .route("/auth/sign-in", post(sign_in))
        .route("/auth/sign-out", post(sign_out))
        .route("/session", get(current_session))
        .route("/profile", get(get_profile).put(update_profile))
        .route("/profile/password", post(change_password))
        .route("/admin/overview", get(admin_overview))
}
