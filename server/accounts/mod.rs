//! Customer accounts: sign-up, sign-in, sessions, the profile and roles, and the
//! extractors other capabilities use to know who is asking (`MaybeUser`,
//! `AuthUser`, `AdminUser`).

pub mod guard;
pub mod handlers;
pub mod link;
pub mod mfa;
pub mod owner;
pub mod password;
pub mod profile;
pub mod recovery;
pub mod session;
pub mod tokens;
pub mod users;
pub mod validation;
pub mod verification;

use std::sync::{Arc, OnceLock};

use axum::Router;
use axum::extract::FromRef;
use axum::routing::{get, post};

use crate::i18n::Catalog;
use crate::mail::Mailer;
use crate::platform::Db;
use crate::platform::limits::{Limit, Limits};

pub use profile::{Profile, load_profile};
pub use session::{AdminUser, AuthUser, MaybeUser, SessionUser};
pub use users::{CreateUserError, create_user, grant_admin};

/// Told when an account's e-mail address is verified (user id, address): other
/// capabilities attach what waited for it (Shopify orders for that address).
pub type VerifiedHook =
    Arc<dyn Fn(String, String) -> std::pin::Pin<Box<dyn std::future::Future<Output = ()> + Send>> + Send + Sync>;

/// The accounts service: the database, the password hasher and its guard, the
/// limits on mail and sign-ups, the cookie policy, and the mail that verifies
/// addresses and resets passwords.
#[derive(Clone)]
pub struct Accounts {
    pub db: Db,
    pub hasher: password::Hasher,
    pub guard: guard::Guard,
    limits: Limits,
    /// `PUBLIC_URL` is https: session cookies are always `Secure`.
    https_site: bool,
    mailer: Mailer,
    public_url: Arc<str>,
    on_verified: Arc<OnceLock<VerifiedHook>>,
    /// Counts refused sign-ins.
    pub metrics: crate::platform::Metrics,
}

impl Accounts {
    pub fn new(db: Db, public_url: &str, mailer: Mailer, limits: Limits) -> Accounts {
        password::warm_up();
        Accounts {
            db,
            hasher: password::Hasher::default(),
            guard: guard::Guard::new(limits.clone()),
            limits,
            https_site: public_url.starts_with("https://"),
            mailer,
            public_url: Arc::from(public_url),
            on_verified: Arc::new(OnceLock::new()),
            metrics: crate::platform::Metrics::default(),
        }
    }

    /// Counts into the application's metrics.
    pub fn with_metrics(self, metrics: crate::platform::Metrics) -> Accounts {
        Accounts { metrics, ..self }
    }

    /// Calls `hook` whenever an address is verified; set once.
    pub fn on_verified(&self, hook: VerifiedHook) {
        let _ = self.on_verified.set(hook);
    }
}

/// Sign-ups from one address in an hour (the "already registered" answer would
/// otherwise tell anyone, address after address, who has an account).
pub const SIGN_UPS_PER_ADDRESS: Limit = Limit::per_minutes(10, 60);
/// "Send the link again", per account in an hour.
pub const VERIFICATION_MAILS: Limit = Limit::per_minutes(3, 60);
/// Password reset mails per account, and requests per address, in an hour.
pub const RESET_MAILS_PER_ACCOUNT: Limit = Limit::per_minutes(3, 60);
pub const RESET_REQUESTS_PER_ADDRESS: Limit = Limit::per_minutes(10, 60);

impl From<password::HashError> for crate::http::ApiError {
    fn from(error: password::HashError) -> crate::http::ApiError {
        match error {
            password::HashError::Busy => {
                tracing::warn!("password checks are all busy; answering 503");
                crate::http::ApiError::new(axum::http::StatusCode::SERVICE_UNAVAILABLE, "api-busy").with_retry_after(2)
            }
            password::HashError::Other(error) => crate::http::ApiError::Internal(error),
        }
    }
}

/// `/api/auth/*`, `/api/session`, `/api/profile*` and `/api/admin/overview`.
pub fn router<S>() -> Router<S>
where
    S: Clone + Send + Sync + 'static,
    Accounts: FromRef<S>,
    Arc<Catalog>: FromRef<S>,
    crate::http::client::TrustedProxies: FromRef<S>,
{
    use handlers::*;
    Router::new()
        .route("/auth/sign-up", post(sign_up))
        .route("/auth/sign-in", post(sign_in))
        .route("/auth/sign-out", post(sign_out))
        .route("/auth/verify/resend", post(verification::resend))
        .route("/auth/password-reset", post(recovery::request_reset))
        .route("/auth/sign-in-link", get(link::sign_in_with_link))
        .route("/auth/reset-password", post(recovery::reset_password))
        .route("/auth/mfa/verify", post(mfa::verify_challenge))
        .route("/profile/mfa", post(mfa::enrol).delete(mfa::remove))
        .route("/profile/mfa/verify", post(mfa::confirm))
        .route("/session", get(current_session))
        .route("/profile", get(get_profile).put(update_profile))
        .route("/profile/password", post(change_password))
        .route("/admin/overview", get(admin_overview))
}
