//! Rendering a page: resolve the path and language, run the route's loader, render
//! the route in the JavaScript engine and wrap it in the document; the page handler
//! (with the page cache) and `/api/page` for client-side navigation.

use std::collections::BTreeMap;

use axum::extract::{Query, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Json, Redirect, Response};
use bytes::Bytes;
use serde::Deserialize;
use serde_json::json;
use ssr_runtime::RenderRequest;

use super::Pages;
use super::cache::CachedPage;
use super::document::{Document, error_page, script_json};
use super::loaders::{LoadContext, Loaded, PageData, load};
use super::routes::{self, Matched};
use crate::accounts::SessionUser;
use crate::accounts::session;
use crate::i18n::Lang;

/// Resolves a public path to the page data, or to a redirect.
async fn page_data(pages: &Pages, uri: &Uri, user: Option<SessionUser>) -> Result<PageData, String> {
    let path = uri.path();
    let (lang, rest) = Lang::split_path(path);
    let mut matched = routes::match_path(rest);
    let cx = LoadContext { pages, lang, matched: &matched, query: uri.query(), user: user.as_ref() };
    let (status, page) = match load(&cx).await {
        Loaded::Redirect(to) => return Err(lang.localize(&to)),
        Loaded::Page { status, page } => (status, page),
    };
    // The verification link changes the visitor's own account: show it as it is now.
    let user = match (&user, matched.id) {
        (Some(before), "auth-verify") => session::reread(&pages.accounts.db, before).await,
        _ => user,
    };
    if status == StatusCode::NOT_FOUND {
        // The product page says 'Produkt ikke fundet' itself; others get the 404 page.
        if matched.id != routes::NOT_FOUND && matched.id != "product" {
            matched = Matched { id: routes::NOT_FOUND, params: BTreeMap::new() };
        }
        tracing::info!(path, "page not found");
    }
    Ok(PageData {
        route: matched.id,
        params: matched.params,
        status: status.as_u16(),
        lang,
        path: rest.to_owned(),
        site: pages.site.clone(),
        user,
        page,
    })
}

/// True when the request carries a session: such pages are personal, never cached.
fn has_session(headers: &HeaderMap) -> bool {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .any(|cookies| cookies.split(';').any(|c| c.trim_start().starts_with("session=")))
}

pub fn html_response(status: u16, html: Bytes, cacheable: bool) -> Response {
    let mut response = (StatusCode::from_u16(status).unwrap_or(StatusCode::OK), html).into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("text/html; charset=utf-8"));
    headers.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static(if cacheable { "public, max-age=0, must-revalidate" } else { "private, no-store" }),
    );
    headers.insert(header::VARY, HeaderValue::from_static("Cookie, Accept-Encoding"));
    response
}

/// Every GET that is not an API, an asset or a generated file: a server-rendered page.
pub async fn page(State(pages): State<Pages>, uri: Uri, headers: HeaderMap) -> Response {
    let path_and_query = uri.path_and_query().map(|p| p.as_str()).unwrap_or("/").to_owned();
    let anonymous = !has_session(&headers);
    // Personal pages (an account's, a token's link) are never stored, even when the
    // visitor is anonymous.
    let personal = routes::route(routes::match_path(Lang::split_path(uri.path()).1).id).is_some_and(|r| r.personal);
    let cacheable = anonymous && !personal && pages.cache.enabled();
    if cacheable {
        if let Some(page) = pages.cache.get(&path_and_query) {
            return html_response(page.status, page.html, true);
        }
    }
    let generation = pages.cache.generation();
    let user = if anonymous { None } else { session::current_user(&pages.accounts.db, &headers).await };
    match render_page(&pages, &uri, user).await {
        Err(to) => Redirect::to(&to).into_response(),
        Ok(page) => {
            if cacheable && page.status == 200 {
                pages.cache.put(path_and_query, generation, page.clone());
            }
            html_response(page.status, page.html, cacheable && page.status != 500)
        }
    }
}

/// Renders the page at `uri` (or answers where to redirect): the whole document, or
/// the plain error page when rendering failed.
pub async fn render_page(pages: &Pages, uri: &Uri, user: Option<SessionUser>) -> Result<CachedPage, String> {
    let path_and_query = uri.path_and_query().map(|p| p.as_str()).unwrap_or("/");
    let data = page_data(pages, uri, user).await?;
    let lang = data.lang;
    Ok(match render(pages, path_and_query, &data).await {
        Ok(html) => CachedPage { status: data.status, html: Bytes::from(html) },
        Err(error) => {
            tracing::error!(path = %uri.path(), %error, stack = error.stack().unwrap_or(""), "page render failed");
            let t = |id| pages.catalog.t(lang, id, None);
            let body = error_page(lang, &t("error-page-title"), &t("error-page-text"), &t("not-found-home"));
            CachedPage { status: 500, html: Bytes::from(body) }
        }
    })
}

/// The benchmark's upper limit: the home page, rendered once, served from memory
/// through the same router and layers (only with `--bench-endpoints`).
pub async fn prebuilt(State(pages): State<Pages>) -> Response {
    static PAGE: tokio::sync::OnceCell<CachedPage> = tokio::sync::OnceCell::const_new();
    let page = PAGE
        .get_or_init(|| async { render_page(&pages, &Uri::from_static("/"), None).await.expect("home renders") })
        .await;
    html_response(page.status, page.html.clone(), true)
}

async fn render(pages: &Pages, url: &str, data: &PageData) -> Result<String, ssr_runtime::RenderError> {
    let catalogue = pages.catalog.messages(data.lang);
    // The catalogue (about 90 KiB) goes to a runtime only once per version: first ask
    // with its name alone; a runtime that has not parsed it asks for the text.
    let by_name = serde_json::json!({"key": catalogue.key, "lang": data.lang});
    let request = RenderRequest { url: url.to_owned(), lang: data.lang.code().to_owned(), messages: &by_name, data };
    let mut rendered = pages.renderer.render(&request).await?;
    if rendered.need_messages {
        let request = RenderRequest { url: url.to_owned(), lang: data.lang.code().to_owned(), messages: catalogue.raw(), data };
        rendered = pages.renderer.render(&request).await?;
    }
    if !rendered.missing.is_empty() {
        pages.translation.request_missing(data.lang, &rendered.missing);
    }
    let messages_url = catalogue.url();
    let boot = script_json(&json!({ "data": data, "messagesUrl": messages_url }));
    let document = Document {
        lang: data.lang,
        path: &data.path,
        public_url: &pages.site.url,
        route: data.route,
        head: &rendered.head,
        body: &rendered.html,
        boot_json: &boot,
        messages_url: &messages_url,
        indexable: data.status == 200,
    };
    Ok(document.render())
}

#[derive(Deserialize)]
pub struct PageQuery {
    path: String,
}

/// `/api/page?path=/en/om-os`: the data the next page renders with, for client-side
/// navigation (`{data}`), or where the visitor is sent instead (`{redirect}`).
pub async fn page_json(State(pages): State<Pages>, Query(query): Query<PageQuery>, headers: HeaderMap) -> Response {
    let uri: Uri = match query.path.parse() {
        Ok(uri) if query.path.starts_with('/') => uri,
        _ => return (StatusCode::BAD_REQUEST, Json(json!({"error": "path must start with /"}))).into_response(),
    };
    let user = session::current_user(&pages.accounts.db, &headers).await;
    let mut response = match page_data(&pages, &uri, user).await {
        Ok(data) => {
            let status = StatusCode::from_u16(data.status).unwrap_or(StatusCode::OK);
            (status, Json(json!({ "data": data }))).into_response()
        }
        Err(to) => Json(json!({ "redirect": to })).into_response(),
    };
    response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("private, no-store"));
    response
}
