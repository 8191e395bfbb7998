//! Languages and the catalogues of messages in them. Danish is the source and the
//! fallback. Serves each language's catalogue to browsers at a content-addressed
//! `/assets/messages/{key}.json`.

pub mod catalogue;
pub mod fluent;
pub mod format;
pub mod lang;
pub mod text;

use std::sync::Arc;

use axum::Router;
use axum::extract::{FromRef, Path, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;

pub use catalogue::{Catalog, LanguageMessages};
pub use text::{Arg, Text};
pub use lang::Lang;

pub fn router<S>() -> Router<S>
where
    S: Clone + Send + Sync + 'static,
    Arc<Catalog>: FromRef<S>,
{
    Router::new()
        .route("/assets/messages/{file}", get(messages))
        .route("/assets/messages/{key}/{file}", get(route_messages))
        .route("/assets/messages/{key}/island/{file}", get(island_messages))
}

/// `/assets/messages/{key}.json`: a language's catalogue, named by its content.
/// Sent in its kept brotli or gzip encoding once that is made.
async fn messages(State(catalog): State<Arc<Catalog>>, Path(file): Path<String>, headers: HeaderMap) -> Response {
    let raw = file.strip_suffix(".json").and_then(|key| catalog.messages_by_key(key));
    catalogue_file(raw, format!("messages/{file}"), &headers)
}

/// `/assets/messages/{key}/{route}.json`: the part of a catalogue a page of that route
/// shows (what a page asks for; see `LanguageMessages::url_for`).
async fn route_messages(
    State(catalog): State<Arc<Catalog>>,
    Path((key, file)): Path<(String, String)>,
    headers: HeaderMap,
) -> Response {
    let raw = file.strip_suffix(".json").and_then(|route| catalog.route_messages(&key, route));
    catalogue_file(raw, format!("messages/{key}/{file}"), &headers)
}

/// `/assets/messages/{key}/island/{name}.json`: the messages an island shows beyond
/// the shell's, fetched with its code when the visitor comes near it.
async fn island_messages(
    State(catalog): State<Arc<Catalog>>,
    Path((key, file)): Path<(String, String)>,
    headers: HeaderMap,
) -> Response {
    let raw = file.strip_suffix(".json").and_then(|island| catalog.island_messages(&key, island));
    catalogue_file(raw, format!("messages/{key}/island/{file}"), &headers)
}

fn catalogue_file(raw: Option<Arc<Box<serde_json::value::RawValue>>>, name: String, headers: &HeaderMap) -> Response {
    let Some(raw) = raw else {
        return (StatusCode::NOT_FOUND, [(header::CACHE_CONTROL, "no-store")], "not found").into_response();
    };
    let common = [
        (header::CONTENT_TYPE, HeaderValue::from_static("application/json")),
        (header::CACHE_CONTROL, HeaderValue::from_static("public, max-age=31536000, immutable")),
    ];
    match crate::platform::compress::encoded_file(&name, headers, || bytes::Bytes::from(raw.get().to_owned())) {
        Some((said, body)) => (common, said, body).into_response(),
        None => (common, raw.get().to_owned()).into_response(),
    }
}
