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

/// The largest request body the site reads (axum's `DefaultBodyLimit`, set on the
/// whole router so this number and the refusals that name it agree).
pub const BODY_LIMIT: usize = 2 * 1024 * 1024;

/// [`BODY_LIMIT`] as the refusals write it.
/// Escapes text for HTML (and XML) attribute values and text nodes.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

pub fn body_limit_text() -> String {
    format!("{} MB", BODY_LIMIT / (1024 * 1024))
}

/// A file to download: its type, its name (`inline`: a browser may show it, as a PDF),
/// never stored by a browser or a proxy.
pub fn download(content_type: &str, file_name: &str, inline: bool, body: impl axum::response::IntoResponse) -> axum::response::Response {
    use axum::http::header;
    use axum::response::IntoResponse;
    let disposition = if inline { "inline" } else { "attachment" };
    (
        [
            (header::CONTENT_TYPE, content_type.to_owned()),
            (header::CONTENT_DISPOSITION, format!("{disposition}; filename=\"{file_name}\"")),
            (header::CACHE_CONTROL, "no-store".to_owned()),
        ],
        body,
    )
        .into_response()
}

/// Marks an answer as personal: never stored by a browser or a proxy.
pub fn no_store(mut response: axum::response::Response) -> axum::response::Response {
    response.headers_mut().insert(axum::http::header::CACHE_CONTROL, axum::http::HeaderValue::from_static("no-store"));
    response
}
