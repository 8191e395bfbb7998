//! Files embedded at build time (see build.rs): the app's bundles, CSS and images, the
//! catalogues, and the `/assets/*` and `/favicon.svg` handlers.

use std::collections::HashMap;
use std::sync::LazyLock;

use axum::Router;
use axum::extract::Path;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde::Deserialize;

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/assets.rs"));
}

pub use embedded::{FAVICON_SVG, LOCALE_FILES, SERVER_BUNDLE};

/// What the client build produced: the entry module, its CSS, the chunks every page
/// needs and, per route, the chunks of that route's module.
#[derive(Debug, Deserialize)]
pub struct Manifest {
    pub entry: String,
    pub css: Option<String>,
    pub early: String,
    pub preload: Vec<String>,
    pub routes: HashMap<String, Vec<String>>,
}

/// Development: `DEV_APP_DIR` names the output of `node app/build.mjs DIR`; the server
/// then takes the app (bundle, client files, manifest) from there instead of the
/// embedded copy, so front-end changes need no Rust rebuild. Never set in production.
pub fn dev_app_dir() -> Option<std::path::PathBuf> {
    std::env::var_os("DEV_APP_DIR").map(std::path::PathBuf::from)
}

pub static MANIFEST: LazyLock<Manifest> = LazyLock::new(|| match dev_app_dir() {
    Some(dir) => {
        let text = std::fs::read_to_string(dir.join("client/manifest.json")).expect("DEV_APP_DIR has client/manifest.json");
        serde_json::from_str(&text).expect("manifest is valid")
    }
    None => serde_json::from_str(embedded::CLIENT_MANIFEST).expect("embedded manifest is valid"),
});

static FILES: LazyLock<HashMap<&'static str, &'static [u8]>> =
    LazyLock::new(|| embedded::CLIENT_FILES.iter().copied().collect());

/// The site's stylesheet, inlined into every page so the first paint waits for no
/// other request; the CSP allows exactly this text by its hash.
pub static INLINE_CSS: LazyLock<String> = LazyLock::new(|| {
    MANIFEST
        .css
        .as_deref()
        .and_then(client_file)
        .map(|bytes| String::from_utf8_lossy(&bytes).replace("</style", "<\\/style"))
        .unwrap_or_default()
});

/// `'sha256-…'` of [`INLINE_CSS`] for the Content-Security-Policy.
pub static INLINE_CSS_HASH: LazyLock<String> = LazyLock::new(|| {
    use base64::Engine;
    use sha2::Digest;
    let digest = sha2::Sha256::digest(INLINE_CSS.as_bytes());
    format!("'sha256-{}'", base64::engine::general_purpose::STANDARD.encode(digest))
});

pub fn client_file(name: &str) -> Option<std::borrow::Cow<'static, [u8]>> {
    if let Some(dir) = dev_app_dir() {
        if name.split('/').any(|part| part == ".." || part.is_empty()) {
            return None;
        }
        return std::fs::read(dir.join("client").join(name)).ok().map(std::borrow::Cow::Owned);
    }
    FILES.get(name).copied().map(std::borrow::Cow::Borrowed)
}

fn content_type(name: &str) -> &'static str {
    match name.rsplit('.').next().unwrap_or_default() {
        "js" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "webp" => "image/webp",
        "avif" => "image/avif",
        "webm" => "video/webm",
        "mp4" => "video/mp4",
        "json" => "application/json",
        "ftl" => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

/// `/assets/*` and the favicon; `S` is any application state (they need none).
pub fn router<S: Clone + Send + Sync + 'static>() -> Router<S> {
    Router::new().route("/assets/{*path}", get(serve)).route("/favicon.svg", get(favicon))
}

/// `/assets/{*path}`: content-hashed names, so they may be cached forever.
pub async fn serve(Path(path): Path<String>) -> Response {
    match client_file(&path) {
        Some(bytes) => (
            [
                (header::CONTENT_TYPE, HeaderValue::from_static(content_type(&path))),
                (header::CACHE_CONTROL, HeaderValue::from_static("public, max-age=31536000, immutable")),
            ],
            bytes,
        )
            .into_response(),
        None => (StatusCode::NOT_FOUND, [(header::CACHE_CONTROL, "no-store")], "not found").into_response(),
    }
}

pub async fn favicon() -> Response {
    (
        [
            (header::CONTENT_TYPE, "image/svg+xml"),
            (header::CACHE_CONTROL, "public, max-age=86400"),
        ],
        FAVICON_SVG,
    )
        .into_response()
}
