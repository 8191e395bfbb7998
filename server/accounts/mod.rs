//! Customer accounts: sign-up, sign-in, sessions, the profile and roles, and the
//! extractors other capabilities use to know who is asking (`MaybeUser`,
//! `AuthUser`, `AdminUser`).

pub mod handlers;
pub mod password;
pub mod profile;
pub mod recovery;
pub mod session;
pub mod tokens;
pub mod users;
pub mod validation;
pub mod verification;

use std::sync::{Arc, OnceLock};
use std::time::Duration;

use axum::Router;
use axum::extract::FromRef;
use axum::routing::{get, post};

use crate::i18n::Catalog;
use crate::mail::Mailer;
use crate::platform::Db;
use crate::platform::limiter::RateLimiter;

pub use profile::{Profile, load_profile};
pub use session::{AdminUser, AuthUser, MaybeUser, SessionUser};
pub use users::{CreateUserError, create_user, grant_admin};

/// Told when an account's e-mail address is verified (user id, address): other
/// capabilities attach what waited for it (Shopify orders for that address).
pub type VerifiedHook =
    Arc<dyn Fn(String, String) -> std::pin::Pin<Box<dyn std::future::Future<Output = ()> + Send>> + Send + Sync>;

/// The accounts service: the database, the limits, the cookie policy, and the mail
/// that verifies addresses and resets passwords.
#[derive(Clone)]
pub struct Accounts {
    pub db: Db,
    limits: Arc<SignInLimits>,
    /// Session cookies carry `Secure` when the site is served over https.
    secure_cookies: bool,
    mailer: Mailer,
    public_url: Arc<str>,
    on_verified: Arc<OnceLock<VerifiedHook>>,
}

impl Accounts {
    pub fn new(db: Db, public_url: &str, mailer: Mailer) -> Accounts {
        Accounts {
            db,
            limits: Arc::new(SignInLimits::default()),
            secure_cookies: public_url.starts_with("https://"),
            mailer,
            public_url: Arc::from(public_url),
            on_verified: Arc::new(OnceLock::new()),
        }
    }

    /// Calls `hook` whenever an address is verified; set once.
    pub fn on_verified(&self, hook: VerifiedHook) {
        let _ = self.on_verified.set(hook);
    }
}

/// Sign-in limits: failures per account and per client address in 15 minutes.
pub struct SignInLimits {
    pub per_account: RateLimiter,
    pub per_address: RateLimiter,
    /// "Send the link again": per account, an hour.
    pub verification_mails: RateLimiter,
    /// Password reset mails per account, and requests per client address, an hour.
    pub reset_mails_per_account: RateLimiter,
    pub reset_requests_per_address: RateLimiter,
}

impl Default for SignInLimits {
    fn default() -> Self {
        let window = Duration::from_secs(15 * 60);
        SignInLimits {
            per_account: RateLimiter::new(5, window),
            per_address: RateLimiter::new(20, window),
            verification_mails: RateLimiter::new(3, Duration::from_secs(3600)),
            reset_mails_per_account: RateLimiter::new(3, Duration::from_secs(3600)),
            reset_requests_per_address: RateLimiter::new(10, Duration::from_secs(3600)),
        }
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
        .route("/auth/verify/resend", post(verification::resend))
        .route("/auth/password-reset", post(recovery::request_reset))
        .route("/auth/reset-password", post(recovery::reset_password))
        .route("/session", get(current_session))
        .route("/profile", get(get_profile).put(update_profile))
        .route("/profile/password", post(change_password))
        .route("/admin/overview", get(admin_overview))
}
