//! Files embedded at build time (see build.rs): the app's bundles, CSS and images, the
//! catalogues, and the `/assets/*` and `/favicon.svg` handlers.

use std::collections::HashMap;
use std::sync::LazyLock;

use axum::Router;
use axum::extract::Path;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde::Deserialize;

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/assets.rs"));
}

pub use embedded::{FAVICON_SVG, LOCALE_FILES, SERVER_BUNDLE};

/// What the client build produced: the entry module, its CSS, the chunks every page
/// needs and, per route, the chunks of that route's module, and the message ids each
/// route's code shows.
#[derive(Debug, Deserialize)]
pub struct Manifest {
    pub entry: String,
    pub css: Option<String>,
    pub early: String,
    pub preload: Vec<String>,
    pub routes: HashMap<String, Vec<String>>,
    #[serde(default)]
    pub messages: MessageSets,
}

/// The message ids the browser needs per route: the shell's (`entry`: header, footer,
/// cart, widgets) and each route's own, and each island's (a part of a page whose code
/// and messages come when the visitor comes near it; see `messageSets` in
/// app/build.mjs). Empty from a build that did not find them: the browser then gets
/// whole catalogues.
#[derive(Debug, Default, Deserialize)]
pub struct MessageSets {
    pub entry: Vec<String>,
    pub routes: HashMap<String, Vec<String>>,
    #[serde(default)]
    pub islands: HashMap<String, Vec<String>>,
}

impl MessageSets {
    /// The ids a page of `route` shows, or `None` for a route the build did not see.
    pub fn of(&self, route: &str) -> Option<std::collections::BTreeSet<&str>> {
        let own = self.routes.get(route)?;
        Some(self.entry.iter().chain(own).map(String::as_str).collect())
    }

    /// The ids an island shows beyond the shell's, or `None` for an unknown island.
    pub fn of_island(&self, name: &str) -> Option<std::collections::BTreeSet<&str>> {
        Some(self.islands.get(name)?.iter().map(String::as_str).collect())
    }
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

/// At start-up, in the background: the kept encodings (brotli 11, gzip 9) of every
/// text file of the client, made one at a time, the files every page loads first. The
/// first visitors after a deploy then get them at once, and their pages do not load
/// while the server spends a core on brotli's best for the same files (about a second
/// for the app's files). Not with `DEV_APP_DIR` (its files change under the server).
pub async fn precompress() {
    if dev_app_dir().is_some() {
        return;
    }
    let first: Vec<&str> = [&MANIFEST.entry].into_iter().chain(&MANIFEST.css).chain(&MANIFEST.preload).map(String::as_str).collect();
    let mut names: Vec<&'static str> = FILES.keys().copied().filter(|name| super::compress::compressible(name)).collect();
    names.sort_by_key(|name| (!first.contains(name), !name.starts_with("icons-"), *name));
    for name in names {
        let Some(bytes) = FILES.get(name).copied() else { continue };
        if super::compress::kept_file(name, || axum::body::Bytes::from_static(bytes)).is_none() {
            // (Bounded: a name dropped from the kept files while it was being made
            // would be waited for in vain.)
            let _ = tokio::time::timeout(std::time::Duration::from_secs(30), super::compress::made(name)).await;
        }
    }
}

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

/// `/assets/{*path}`: content-hashed names, so they may be cached forever. A single
/// byte range is answered with 206 (Safari plays a video only from ranges).
pub async fn serve(Path(path): Path<String>, headers: HeaderMap) -> Response {
    let Some(bytes) = client_file(&path) else {
        return (StatusCode::NOT_FOUND, [(header::CACHE_CONTROL, "no-store")], "not found").into_response();
    };
    let common = [
        (header::CONTENT_TYPE, HeaderValue::from_static(content_type(&path))),
        (header::CACHE_CONTROL, HeaderValue::from_static("public, max-age=31536000, immutable")),
        (header::ACCEPT_RANGES, HeaderValue::from_static("bytes")),
    ];
    // Text files go out in their kept brotli or gzip encoding once it is made.
    let stored = |bytes: &std::borrow::Cow<'static, [u8]>| match bytes {
        std::borrow::Cow::Borrowed(b) => axum::body::Bytes::from_static(b),
        std::borrow::Cow::Owned(b) => axum::body::Bytes::copy_from_slice(b),
    };
    if let Some((said, body)) = super::compress::encoded_file(&path, &headers, || stored(&bytes)) {
        return (common, said, body).into_response();
    }
    let len = bytes.len() as u64;
    match headers.get(header::RANGE).and_then(|v| v.to_str().ok()).map(|v| byte_range(v, len)) {
        None | Some(Range::Ignored) => (common, bytes).into_response(),
        Some(Range::Unsatisfiable) => {
            (StatusCode::RANGE_NOT_SATISFIABLE, common, [(header::CONTENT_RANGE, format!("bytes */{len}"))]).into_response()
        }
        Some(Range::Bytes(start, end)) => {
            let part = match bytes {
                std::borrow::Cow::Borrowed(b) => axum::body::Bytes::from_static(&b[start as usize..=end as usize]),
                std::borrow::Cow::Owned(b) => axum::body::Bytes::copy_from_slice(&b[start as usize..=end as usize]),
            };
            (StatusCode::PARTIAL_CONTENT, common, [(header::CONTENT_RANGE, format!("bytes {start}-{end}/{len}"))], part)
                .into_response()
        }
    }
}

#[derive(Debug, PartialEq)]
enum Range {
    /// Answer with the whole file (no or an unreadable `Range`, or several ranges).
    Ignored,
    Unsatisfiable,
    /// First and last byte, inclusive.
    Bytes(u64, u64),
}

/// One `bytes=` range of RFC 9110 §14.1.2 against a file of `len` bytes.
fn byte_range(value: &str, len: u64) -> Range {
    let Some(spec) = value.trim().strip_prefix("bytes=") else { return Range::Ignored };
    if spec.contains(',') {
        return Range::Ignored;
    }
    let Some((first, last)) = spec.trim().split_once('-') else { return Range::Ignored };
    let (first, last) = (first.trim(), last.trim());
    let parsed = match (first.parse::<u64>(), last.parse::<u64>()) {
        // bytes=-500: the last 500 bytes.
        (Err(_), Ok(suffix)) if first.is_empty() => {
            if suffix == 0 || len == 0 {
                return Range::Unsatisfiable;
            }
            (len.saturating_sub(suffix), len - 1)
        }
        (Ok(start), Err(_)) if last.is_empty() => (start, len.saturating_sub(1)),
        (Ok(start), Ok(end)) if start <= end => (start, end.min(len.saturating_sub(1))),
        _ => return Range::Ignored,
    };
    if parsed.0 >= len { Range::Unsatisfiable } else { Range::Bytes(parsed.0, parsed.1) }
}

#[cfg(test)]
mod tests {
    use super::{Range, byte_range};

    #[test]
    fn byte_ranges() {
        assert_eq!(byte_range("bytes=0-99", 1000), Range::Bytes(0, 99));
        assert_eq!(byte_range("bytes=900-", 1000), Range::Bytes(900, 999));
        assert_eq!(byte_range("bytes=-100", 1000), Range::Bytes(900, 999));
        assert_eq!(byte_range("bytes=990-2000", 1000), Range::Bytes(990, 999));
        assert_eq!(byte_range("bytes=-5000", 1000), Range::Bytes(0, 999));
        assert_eq!(byte_range("bytes=1000-", 1000), Range::Unsatisfiable);
        assert_eq!(byte_range("bytes=-0", 1000), Range::Unsatisfiable);
        assert_eq!(byte_range("bytes=5-1", 1000), Range::Ignored);
        assert_eq!(byte_range("bytes=0-1,5-9", 1000), Range::Ignored);
        assert_eq!(byte_range("items=0-1", 1000), Range::Ignored);
        assert_eq!(byte_range("bytes=x-y", 1000), Range::Ignored);
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
