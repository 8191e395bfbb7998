//! What every HTTP answer shares: errors in the visitor's language ([`ApiError`] and
//! the [`error::localize`] layer), JSON bodies, the validation shape of forms, the
//! cross-site check for state-changing calls, the security headers and the health
//! check. Knows no capability; the capabilities build their routers with it.

pub mod client;
pub mod error;
pub mod extract;
pub mod layers;
pub mod metrics;
pub mod origin;
pub mod validation;

pub use error::{ApiError, ApiLang, ApiResult};
pub use extract::ApiJson;

/// Marks an answer as personal: never stored by a browser or a proxy.
pub fn no_store(mut response: axum::response::Response) -> axum::response::Response {
    response.headers_mut().insert(axum::http::header::CACHE_CONTROL, axum::http::HeaderValue::from_static("no-store"));
    response
}
