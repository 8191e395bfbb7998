//! Layers every response passes: security headers, compression and request logs;
//! and the health check.

use axum::extract::State;
use axum::http::{HeaderName, HeaderValue};
use axum::response::{IntoResponse, Json, Response};
use serde_json::json;

/// Only our own scripts run: no inline script, no eval, no third-party origin; the
/// stylesheet is our own file (no inline `<style>`); inline style attributes are
/// allowed (React renders `style` props as attributes); JSON data blocks
/// (`application/json`, `application/ld+json`) are not executed.
/// Forms post to us, and the checkout's answer may send the customer on to the
/// payment provider's hosted page (`payment_page`, its origin): a browser checks a
/// form's redirects against `form-action` too.
pub fn content_security_policy(payment_page: Option<&str>) -> String {
    let form_action = match payment_page {
        Some(origin) => format!("'self' {origin}"),
        None => "'self'".to_owned(),
    };
    format!(
        "default-src 'self'; script-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; \
         img-src 'self' data:; media-src 'self'; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; \
         form-action {form_action}; frame-ancestors 'none'"
    )
}

/// The security headers, on every answer. Those that guard a document (what it may
/// load, who may frame it, what it may open beside it, which device features it may
/// use) are left off the script and stylesheet files, which a browser never shows as
/// a document: there they were about 450 of each file's 700 bytes of headers, on the
/// twenty files a page loads. Every other answer (pages, API answers, SVG, which can
/// be opened as a document) carries them all. Headers a handler set are kept.
pub async fn security_headers(State(csp): State<HeaderValue>, mut response: Response) -> Response {
    let headers = response.headers_mut();
    let subresource = headers
        .get(axum::http::header::CONTENT_TYPE)
        .and_then(|t| t.to_str().ok())
        .is_some_and(|t| t.starts_with("text/javascript") || t.starts_with("text/css"));
    let mut set = |name: &'static str, value: HeaderValue| {
        headers.entry(HeaderName::from_static(name)).or_insert(value);
    };
    set("x-content-type-options", HeaderValue::from_static("nosniff"));
    set("referrer-policy", HeaderValue::from_static("strict-origin-when-cross-origin"));
    if !subresource {
        set("content-security-policy", csp);
        set("x-frame-options", HeaderValue::from_static("DENY"));
        set("cross-origin-opener-policy", HeaderValue::from_static("same-origin"));
        set("permissions-policy", HeaderValue::from_static("camera=(), microphone=(), geolocation=(), payment=()"));
    }
    response
}

/// `/healthz`: liveness: 200 while the process serves. Whether this instance should
/// get traffic (database, migrations, render workers, draining) is `/readyz`.
pub async fn healthz() -> Response {
    Json(json!({"status": "ok"})).into_response()
}

/// Wraps a router in the layers every answer passes: the security headers, then
/// compression, then the request log (outermost, so it sees the final status).
pub fn outer<S: Clone + Send + Sync + 'static>(mut router: axum::Router<S>, payment_page: Option<&str>) -> axum::Router<S> {
    use tower_http::compression::predicate::{DefaultPredicate, NotForContentType, Predicate};
    use tower_http::compression::{CompressionLayer, CompressionLevel};
    use tower_http::trace::{DefaultMakeSpan, DefaultOnResponse, TraceLayer};
    let csp = HeaderValue::from_str(&content_security_policy(payment_page)).expect("CSP is ASCII");
    router = router.layer(axum::middleware::map_response_with_state(csp, security_headers));
    // Video is compressed already and is read in byte ranges: sent as it is.
    let compress = DefaultPredicate::new().and(NotForContentType::const_new("video/"));
    router.layer(CompressionLayer::new().quality(CompressionLevel::Precise(4)).compress_when(compress)).layer(
        TraceLayer::new_for_http()
            .make_span_with(DefaultMakeSpan::new().level(tracing::Level::INFO))
            .on_response(DefaultOnResponse::new().level(tracing::Level::INFO)),
    )
}

/// Whether to send `Strict-Transport-Security`: on every answer of an https site
/// (`PUBLIC_URL` https, or a trusted proxy saying the visitor came over https).
#[derive(Clone)]
pub struct Hsts {
    https_site: bool,
    proxies: super::client::TrustedProxies,
}

impl Hsts {
    pub fn new(https_site: bool, proxies: super::client::TrustedProxies) -> Hsts {
        Hsts { https_site, proxies }
    }
}

pub async fn hsts(State(hsts): State<Hsts>, request: axum::extract::Request, next: axum::middleware::Next) -> Response {
    let forwarded = request
        .extensions()
        .get::<axum::extract::ConnectInfo<std::net::SocketAddr>>()
        .is_some_and(|info| hsts.proxies.forwarded_https(info.0.ip(), request.headers()));
    let mut response = next.run(request).await;
    if hsts.https_site || forwarded {
        response
            .headers_mut()
            .insert("strict-transport-security", HeaderValue::from_static("max-age=31536000; includeSubDomains"));
    }
    response
}
