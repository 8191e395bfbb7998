//! The pages' forms, sent by the app's React Router actions (`Accept:
//! application/json`) or without JavaScript alike: one handler, [`action`], runs the
//! action the route registry names for the page (`routes/<family>.rs`: the checkout,
//! the booking, a booking's page, the newsletter's buttons), and what every form
//! stands on: the body's limit ([`FormBody`]), the same-origin layer and the error
//! page of a refused form.

use axum::body::Bytes;
use axum::extract::{FromRef, FromRequest, Request, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};

use super::Pages;
use super::page::{ActionContext, LoadContext, Unreadable};
use super::render::form_answer;
use crate::http::client::ClientAddr;
use crate::i18n::Lang;

/// The body of a plain form, read within [`crate::http::BODY_LIMIT`]. A body over it,
/// or one that could not be read, is answered with the site's error page in the
/// visitor's language (the path's), naming the limit, and nothing is done.
pub struct FormBody(pub Bytes);

impl<S> FromRequest<S> for FormBody
where
    S: Send + Sync,
    Pages: FromRef<S>,
{
    type Rejection = Response;
    async fn from_request(request: Request, state: &S) -> Result<FormBody, Response> {
        let (lang, _) = Lang::split_path(request.uri().path());
        match Bytes::from_request(request, state).await {
            Ok(body) => Ok(FormBody(body)),
            Err(rejection) => {
                tracing::info!(%rejection, "form body refused");
                let too_large = rejection.status() == StatusCode::PAYLOAD_TOO_LARGE;
                let (status, what) = if too_large {
                    (StatusCode::PAYLOAD_TOO_LARGE, "form-too-large")
                } else {
                    (StatusCode::BAD_REQUEST, "form-unreadable")
                };
                Err(refused(&Pages::from_ref(state), lang, status, what))
            }
        }
    }
}

/// The most of an oversized body that is read (and dropped) before the answer: a
/// browser still sending a 10 MB form gets the page that says so instead of a reset
/// connection. Longer bodies are cut off at once.
const DRAIN_LIMIT: u64 = 64 * 1024 * 1024;

/// Middleware: a request that declares a body over [`crate::http::BODY_LIMIT`] is
/// answered before any handler runs: the JSON error on the APIs, the site's error page
/// in the visitor's language on the pages' forms, the limit named in both. (A body
/// without a declared length is refused by the extractors: [`FormBody`],
/// [`crate::http::ApiJson`].)
/// The routes whose bodies may be larger than the API's limit: the back office's
/// picture uploads and catalogue imports, which read and bound their body themselves.
const LARGE_UPLOADS: [&str; 3] = ["/api/admin/media", "/api/admin/documents", "/api/admin/products/import"];

pub async fn refuse_oversized(State(pages): State<Pages>, request: Request, next: axum::middleware::Next) -> Response {
    let declared = request.headers().get(header::CONTENT_LENGTH).and_then(|v| v.to_str().ok()).and_then(|v| v.parse::<u64>().ok());
    let Some(length) = declared.filter(|length| *length > crate::http::BODY_LIMIT as u64) else {
        return next.run(request).await;
    };
    if LARGE_UPLOADS.contains(&request.uri().path()) {
        // These bound their own body, at a larger limit (backoffice::media, ::products).
        return next.run(request).await;
    }
    let path = request.uri().path().to_owned();
    tracing::info!(path, length, "request body over the limit refused");
    if length <= DRAIN_LIMIT {
        use http_body_util::BodyExt;
        let mut body = request.into_body();
        while let Some(Ok(_)) = body.frame().await {}
    }
    if path.starts_with("/api/") {
        return crate::http::extract::too_large().into_response();
    }
    refused(&pages, Lang::split_path(&path).0, StatusCode::PAYLOAD_TOO_LARGE, "form-too-large")
}

/// Middleware for the pages' own forms (the checkout, newsletter and booking forms that
/// work without JavaScript): a cross-site POST is refused with the site's error page in
/// the page's language, before its handler reads anything. (`/api` has its own layer,
/// which answers JSON: [`crate::http::origin::require_same_origin`].)
pub async fn require_same_origin(State(pages): State<Pages>, request: Request, next: axum::middleware::Next) -> Response {
    let safe = matches!(*request.method(), axum::http::Method::GET | axum::http::Method::HEAD);
    if safe || crate::http::origin::same_origin(request.headers(), &pages.site.url) {
        return next.run(request).await;
    }
    let path = request.uri().path();
    tracing::warn!(path, origin = ?request.headers().get("origin"), "cross-site form refused");
    refused(&pages, Lang::split_path(path).0, StatusCode::FORBIDDEN, "form-cross-site")
}

/// A plain form refused before anything was done: the site's error page, `what` its
/// messages' stem (`{what}-title`, `{what}-text`, which may name `$limit`).
pub fn refused(pages: &Pages, lang: Lang, status: StatusCode, what: &str) -> Response {
    let mut args = fluent_bundle::FluentArgs::new();
    args.set("limit", crate::http::body_limit_text());
    let t = |id: String| pages.catalog.t(lang, &id, Some(&args));
    let home = pages.catalog.t(lang, "not-found-home", None);
    let page = super::document::error_page(lang, &t(format!("{what}-title")), &t(format!("{what}-text")), &home);
    let mut response = (status, page).into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("text/html; charset=utf-8"));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

/// `POST` to a page with a form (the checkout, the booking, a booking's page, the
/// newsletter's buttons; see [`super::routes::actions`]): its route's action, with the
/// page's context, the client and the body, answered through [`form_answer`] (the
/// page's HTML or a 303 without JavaScript, `{data}` or `{redirect}` to the app's
/// React Router action). A form whose fields do not fit its action is refused with the
/// site's error page in the path's language (400), before anything is done.
pub async fn action(State(pages): State<Pages>, client: ClientAddr, uri: Uri, headers: HeaderMap, FormBody(body): FormBody) -> Response {
    let (lang, path) = Lang::split_path(uri.path());
    let matched = super::table::match_path(path);
    let Some((_, act)) = super::routes::actions().find(|(id, _)| *id == matched.id) else {
        // Mounted only on the paths of routes with an action.
        return refused(&pages, lang, StatusCode::METHOD_NOT_ALLOWED, "form-unreadable");
    };
    let user = crate::accounts::session::current_user(&pages.accounts.db, &headers).await;
    let page = LoadContext { pages: &pages, lang, matched: &matched, query: uri.query(), user: user.as_ref() };
    let cx = ActionContext { page, path, client: &client, headers: &headers, body: &body };
    match act(&cx).await {
        Ok(loaded) => form_answer(&pages, client.0, &uri, &headers, user, loaded).await,
        Err(Unreadable(error)) => {
            tracing::info!(%error, path, "form fields refused");
            refused(&pages, lang, StatusCode::BAD_REQUEST, "form-unreadable")
        }
    }
}
