//! Cross-site request protection for state-changing API calls: besides SameSite
//! cookies, a browser's request must come from our own origin. Browsers always send
//! `Origin` (and `Sec-Fetch-Site`) on such requests; clients that are not browsers
//! send neither and carry no ambient cookies to abuse.

use std::sync::Arc;

use axum::extract::{Request, State};
use axum::http::{HeaderMap, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use super::ApiError;

/// The site's own origin (`PUBLIC_URL`), the state of [`require_same_origin`].
#[derive(Clone)]
pub struct PublicOrigin(pub Arc<str>);

pub fn same_origin(headers: &HeaderMap, public_url: &str) -> bool {
    let get = |name: &str| headers.get(name).and_then(|v| v.to_str().ok());
    if let Some(site) = get("sec-fetch-site") {
        if site != "same-origin" && site != "none" {
            return false;
        }
    }
    match get("origin") {
        None => true,
        Some(origin) => {
            let authority = origin.split_once("://").map(|(_, rest)| rest).unwrap_or("");
            origin.trim_end_matches('/') == public_url.trim_end_matches('/')
                || get("host").is_some_and(|host| host.eq_ignore_ascii_case(authority))
        }
    }
}

/// Middleware for `/api`: refuses cross-site POST, PUT, PATCH and DELETE with 403.
pub async fn require_same_origin(State(PublicOrigin(public_url)): State<PublicOrigin>, request: Request, next: Next) -> Response {
    let safe = matches!(*request.method(), Method::GET | Method::HEAD | Method::OPTIONS);
    // Webhooks come from other servers and prove themselves with a signature.
    let path = request.uri().path();
    let exempt = path.starts_with("/webhooks/") || path.starts_with("/api/webhooks/");
    if safe || exempt || same_origin(request.headers(), &public_url) {
        return next.run(request).await;
    }
    tracing::warn!(path = %request.uri().path(), origin = ?request.headers().get("origin"), "cross-site request refused");
    ApiError::new(StatusCode::FORBIDDEN, "auth-cross-site").into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (k, v) in pairs {
            map.insert(*k, v.parse().unwrap());
        }
        map
    }

    #[test]
    fn accepts_our_origin_and_clients_without_one() {
        let ours = "https://nordlys-el.dk";
        assert!(same_origin(&headers(&[]), ours));
        assert!(same_origin(&headers(&[("origin", "https://nordlys-el.dk")]), ours));
        assert!(same_origin(&headers(&[("origin", "http://127.0.0.1:3000"), ("host", "127.0.0.1:3000")]), ours));
        assert!(same_origin(&headers(&[("sec-fetch-site", "same-origin")]), ours));
    }

    #[test]
    fn refuses_other_origins() {
        let ours = "https://nordlys-el.dk";
        assert!(!same_origin(&headers(&[("origin", "https://evil.example")]), ours));
        assert!(!same_origin(&headers(&[("origin", "https://evil.example"), ("host", "nordlys-el.dk")]), ours));
        assert!(!same_origin(&headers(&[("sec-fetch-site", "cross-site")]), ours));
        assert!(!same_origin(&headers(&[("sec-fetch-site", "same-site"), ("origin", "https://shop.nordlys-el.dk")]), ours));
        assert!(!same_origin(&headers(&[("origin", "null")]), ours));
    }
}
