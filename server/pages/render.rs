//! Rendering a page: resolve the path and language, run the route's loader, render
//! the route in the JavaScript engine and wrap it in the document; the page handler
//! (with the page cache) and `/api/page` for client-side navigation.

use std::collections::BTreeMap;

use axum::extract::{Query, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, Uri, header};
use axum::response::{IntoResponse, Json, Redirect, Response};
use bytes::Bytes;
use serde::Deserialize;
use serde_json::json;
use ssr_runtime::RenderRequest;

use std::net::IpAddr;

use sha2::Digest;

use super::Pages;
use super::cache::{CachedPage, Lookup, RenderFuture};
use super::gate::{Shed, Turn};
use crate::platform::compress::preferred_encoding;
use super::document::{Document, error_page, script_json};
use super::routes::load;
use super::page::{LoadContext, Loaded, PageData};
use super::table::{self, Matched};
use crate::accounts::SessionUser;
use crate::accounts::session;
use crate::http::client::ClientAddr;
use crate::i18n::Lang;

/// Resolves a public path to the page data, or to a redirect.
async fn page_data(pages: &Pages, uri: &Uri, user: Option<SessionUser>) -> Result<PageData, String> {
    let path = uri.path();
    let (lang, rest) = Lang::split_path(path);
    let mut matched = table::match_path(rest);
    let cx = LoadContext { pages, lang, matched: &matched, query: uri.query(), user: user.as_ref() };
    let (status, page) = match load(&cx).await {
        Loaded::Redirect(to) => return Err(lang.localize(&to)),
        Loaded::Leave(to) => return Err(to),
        Loaded::Page { status, page } => (status, page),
    };
    // The verification link changes the visitor's own account: show it as it is now.
    let user = match (&user, matched.id) {
        (Some(before), "auth-verify") => session::reread(&pages.accounts.db, before).await,
        _ => user,
    };
    if status == StatusCode::NOT_FOUND {
        // The product page says 'Produkt ikke fundet' itself, and the newsletter's
        // confirmation page that its link no longer works; others get the 404 page.
        if matched.id != table::NOT_FOUND && matched.id != "product" && matched.id != "newsletter-confirm" {
            matched = Matched { id: table::NOT_FOUND, params: BTreeMap::new() };
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

/// Whether the request carries a session cookie at all (valid or not).
fn has_session_cookie(headers: &HeaderMap) -> bool {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(cookie::Cookie::split_parse)
        .filter_map(Result::ok)
        .any(|c| c.name() == session::COOKIE)
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

/// A quick, plain answer when the renders are all taken: come back in a moment.
fn busy(lang: Lang, pages: &Pages, shed: Shed) -> CachedPage {
    tracing::warn!(?shed, "render refused: shedding load");
    pages.metrics.shed(match shed {
        Shed::Busy => "busy",
        Shed::TooManyFromClient => "client_share",
    });
    let t = |id| pages.catalog.t(lang, id, None);
    let body = error_page(lang, &t("busy-page-title"), &t("busy-page-text"), &t("not-found-home"));
    CachedPage { keep: false, ..CachedPage::page(503, body) }
}

/// The page as the client takes it: its kept brotli or gzip body when it has one
/// (the compression layer passes an encoded body through), else the HTML.
fn respond(page: CachedPage, cacheable: bool, encoding: Option<&'static str>) -> Response {
    if let Some(to) = &page.location {
        return Redirect::to(to).into_response();
    }
    let kept = page.encoded.as_deref().zip(encoding).and_then(|(encoded, encoding)| crate::platform::compress::body_for(encoded, encoding));
    let cacheable = cacheable && page.status != 500 && page.status != 503;
    let mut response = match kept {
        Some((body, coding)) => {
            let mut response = html_response(page.status, body, cacheable);
            response.headers_mut().insert(header::CONTENT_ENCODING, HeaderValue::from_static(coding));
            response
        }
        None => html_response(page.status, page.html, cacheable),
    };
    if page.status == 503 {
        response.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from_static("2"));
    }
    response
}

/// What a shared page depends on: the path, the query parameters its route reads
/// (the rest is dropped: `?utm_source=…` is the same page), the language, and whether
/// someone is signed in (the header differs; who it is does not).
pub(super) fn shared_key(lang: Lang, path: &str, query: Option<&str>, reads: &[String], signed_in: bool) -> (String, String) {
    let path = if path.len() > 1 { path.trim_end_matches('/') } else { path };
    let mut kept: Vec<(String, String)> = url::form_urlencoded::parse(query.unwrap_or_default().as_bytes())
        .filter(|(k, _)| reads.iter().any(|r| r == k))
        .map(|(k, v)| (k.into_owned(), v.into_owned()))
        .collect();
    kept.sort();
    let mut canonical = lang.localize(path);
    if !kept.is_empty() {
        canonical.push('?');
        canonical.push_str(&url::form_urlencoded::Serializer::new(String::new()).extend_pairs(&kept).finish());
    }
    let key = format!("{}|{canonical}", if signed_in { "member" } else { "anonymous" });
    (key, canonical)
}

/// Who is signed in on pages shared by every signed-in visitor: nobody in
/// particular. The real visitor is spliced in per request (see [`splice_user`]).
fn member() -> SessionUser {
    SessionUser {
        id: String::new(),
        email: String::new(),
        first_name: String::new(),
        last_name: String::new(),
        roles: Vec::new(),
        email_verified: true,
        mfa_enrolled: false,
        aal: 1,
        token_hash: String::new(),
        data_version: 0,
    }
}

/// Puts the signed-in visitor into a shared page: a small JSON block the app applies
/// after hydrating with the shared data (the account menu's name, admin links).
fn splice_user(html: &Bytes, user: &SessionUser) -> Bytes {
    let marker = b"</body>";
    let Some(at) = html.windows(marker.len()).rposition(|w| w == marker) else { return html.clone() };
    let script = format!("<script id=\"__user\" type=\"application/json\">{}</script>", script_json(user));
    let mut out = Vec::with_capacity(html.len() + script.len());
    out.extend_from_slice(&html[..at]);
    out.extend_from_slice(script.as_bytes());
    out.extend_from_slice(&html[at..]);
    Bytes::from(out)
}

/// Every GET that is not an API, an asset or a generated file: a server-rendered page.
///
/// Shared pages (everything but the personal routes) come from the page cache by
/// [`shared_key`], rendered once per key, refreshed in the background when expired.
/// Personal pages run their loader per request and are rendered once per distinct
/// data (the render is a pure function of route, language, catalogue and data).
/// A forged or expired session cookie makes an anonymous visitor, and is cleared.
///
/// The application's fallback for every method (a plain handler, not `get(page)`: axum
/// clones a fallback method router with all its method slots on every request, the
/// cached page's hot path): anything but GET and HEAD is answered 405 here.
pub async fn page(State(pages): State<Pages>, ClientAddr(client): ClientAddr, method: Method, uri: Uri, headers: HeaderMap) -> Response {
    if method != Method::GET && method != Method::HEAD {
        return (StatusCode::METHOD_NOT_ALLOWED, [(header::ALLOW, HeaderValue::from_static("GET,HEAD"))]).into_response();
    }
    let (lang, rest) = Lang::split_path(uri.path());
    let matched = table::match_path(rest);
    let route = table::route(matched.id);
    let user = match session::token_from(&headers) {
        // Boxed, as is the personal page below: inline, the two made this handler's
        // future 11,680 bytes (2,800 without), carried and copied by every cached answer.
        Some(token) => match Box::pin(session::user_for_token(&pages.accounts.db, &token)).await {
            Ok(user) => user,
            Err(error) => {
                tracing::error!(%error, "session lookup failed");
                None
            }
        },
        None => None,
    };
    let forged_cookie = user.is_none() && has_session_cookie(&headers);
    let mut response = if route.is_some_and(|r| r.personal) {
        Box::pin(personal_page(&pages, client, &uri, user)).await
    } else {
        let reads = route.map(|r| r.query.as_slice()).unwrap_or_default();
        shared_page(&pages, client, lang, rest, uri.query(), reads, user, preferred_encoding(&headers)).await
    };
    // A product's page found: a view that ranks it among the pages to warm.
    if matched.id == "product"
        && response.status() == StatusCode::OK
        && let Some(handle) = matched.params.get("handle")
    {
        pages.warmer.viewed(handle);
    }
    if forged_cookie {
        let clear = session::clear_cookie(&pages.accounts, false);
        response.headers_mut().append(header::SET_COOKIE, clear);
    }
    // The request metrics name the route, never the raw path.
    response.extensions_mut().insert(crate::http::metrics::RouteId(matched.id));
    response
}

/// Renders a shared page in its turn: the document, or where to redirect.
pub(super) fn shared_render(pages: Pages, canonical: String, signed_in: bool, turn: Turn) -> RenderFuture {
    Box::pin(async move {
        let _turn = turn;
        let uri: Uri = canonical.parse().unwrap_or_else(|_| Uri::from_static("/"));
        match render_page(&pages, &uri, signed_in.then(member)).await {
            Ok(page) => page,
            Err(to) => CachedPage::redirect(to),
        }
    })
}

#[allow(clippy::too_many_arguments)]
async fn shared_page(
    pages: &Pages,
    client: IpAddr,
    lang: Lang,
    path: &str,
    query: Option<&str>,
    reads: &[String],
    user: Option<SessionUser>,
    encoding: Option<&'static str>,
) -> Response {
    let (key, canonical) = shared_key(lang, path, query, reads, user.is_some());
    let signed_in = user.is_some();
    // Whoever finds a render of the page running waits for it and is never refused.
    // The pages the warmer renders (a known, bounded set, each rendered once) start
    // their flight at once and wait in it for a turn, however long: many requests may
    // be waiting for one. Any other page takes its turn before its flight starts, so
    // only the request that would start a render can be refused one (its client's
    // share, or no turn within the deadline).
    let render = async |client: IpAddr| -> CachedPage {
        if pages.warmer.knows(&key) {
            let (pages, canonical) = (pages.clone(), canonical.clone());
            return pages
                .cache
                .clone()
                .render_once(&key, move || {
                    Box::pin(async move {
                        let turn = pages.gate.wait_turn().await;
                        shared_render(pages, canonical, signed_in, turn).await
                    })
                })
                .await;
        }
        match pages.gate.enter(Some(client)).await {
            Ok(turn) => {
                let render = shared_render(pages.clone(), canonical.clone(), signed_in, turn);
                pages.cache.render_once(&key, move || render).await
            }
            Err(shed) => busy(lang, pages, shed),
        }
    };
    let page = if pages.cache.enabled() {
        match pages.cache.lookup(&key) {
            Lookup::Fresh(page) => {
                if encoding.is_some() && !signed_in {
                    pages.cache.asked_again(&key, &page);
                }
                page
            }
            Lookup::Stale(page) => {
                if encoding.is_some() && !signed_in {
                    pages.cache.asked_again(&key, &page);
                }
                // Refreshed in the background when a render slot is free now (the
                // next request tries again otherwise); this one gets the stale page.
                if let Some(turn) = pages.gate.try_enter() {
                    let refresh = shared_render(pages.clone(), canonical.clone(), signed_in, turn);
                    pages.cache.refresh(&key, move || refresh);
                }
                page
            }
            Lookup::Missing => match pages.cache.join(&key).await {
                Some(page) => page,
                None => render(client).await,
            },
        }
    } else {
        let turn = match pages.gate.enter(Some(client)).await {
            Ok(turn) => turn,
            Err(shed) => return respond(busy(lang, pages, shed), false, None),
        };
        shared_render(pages.clone(), canonical.clone(), signed_in, turn).await
    };
    match &user {
        Some(user) if page.location.is_none() => {
            // The visitor spliced in: this body is no longer the kept one.
            let html = splice_user(&page.html, user);
            respond(CachedPage { html, encoded: None, ..page }, false, None)
        }
        _ => respond(page, user.is_none(), encoding),
    }
}

/// The routes whose data is the signed-in user's own rows alone (what the user's data
/// version follows): a page of theirs is known by that version, without its loader.
const OWN_DATA_ROUTES: [&str; 1] = ["profile"];

async fn personal_page(pages: &Pages, client: IpAddr, uri: &Uri, user: Option<SessionUser>) -> Response {
    let path_and_query = uri.path_and_query().map(|p| p.as_str()).unwrap_or("/").to_owned();
    let (lang, rest) = Lang::split_path(uri.path());
    // The user's own page as their data stands (the session's lookup read its version):
    // the page rendered for it, without its loader's queries.
    let own = match &user {
        Some(user) if OWN_DATA_ROUTES.contains(&table::match_path(rest).id) => {
            let catalogue = pages.catalog.messages(lang).key;
            let who = serde_json::to_vec(user).expect("a user serialises");
            let name = hex::encode(sha2::Sha256::digest(&who));
            Some(format!("own|{}|{}|{catalogue}|{path_and_query}|{name}", user.id, user.data_version))
        }
        _ => None,
    };
    if let Some(own) = &own
        && let Some(page) = pages.memo.get_alias(own)
    {
        return respond(page, false, None);
    }
    let data = match page_data(pages, uri, user).await {
        Ok(data) => data,
        Err(to) => return Redirect::to(&to).into_response(),
    };
    let key = personal_key(pages, &path_and_query, &data);
    let whole = data.status == 200 && data.page.get("failed") != Some(&serde_json::Value::Bool(true));
    if let Some(own) = own
        && whole
    {
        pages.memo.alias(own, key.clone());
    }
    render_personal_keyed(pages, client, path_and_query, data, key).await
}

/// A personal page with data its caller loaded: a form answered with its messages.
pub async fn personal_page_with(pages: &Pages, client: IpAddr, uri: &Uri, user: Option<SessionUser>, loaded: Loaded) -> Response {
    let (lang, _) = Lang::split_path(uri.path());
    let data = match loaded {
        Loaded::Redirect(to) => return Redirect::to(&lang.localize(&to)).into_response(),
        Loaded::Leave(to) => return Redirect::to(&to).into_response(),
        Loaded::Page { status, page } => page_at(pages, uri, user, status, page),
    };
    let route = data.route;
    let path_and_query = uri.path_and_query().map(|p| p.as_str()).unwrap_or("/").to_owned();
    let mut response = render_personal(pages, client, path_and_query, data).await;
    response.extensions_mut().insert(crate::http::metrics::RouteId(route));
    response
}

/// The page data of a loader's page at a URL.
fn page_at(pages: &Pages, uri: &Uri, user: Option<SessionUser>, status: StatusCode, page: serde_json::Value) -> PageData {
    let (lang, rest) = Lang::split_path(uri.path());
    let matched = table::match_path(rest);
    PageData { route: matched.id, params: matched.params, status: status.as_u16(), lang, path: rest.to_owned(), site: pages.site.clone(), user, page }
}

/// A page's form answered (its action's `Loaded`): the page as the form left it (its
/// messages, with the form's status), or where the visitor goes next. The app's forms
/// (React Router's actions, `Accept: application/json`) get it as `/api/page` gives a
/// page, `{data}` or `{redirect}`; a form sent without JavaScript gets the page's HTML
/// or a 303.
pub async fn form_answer(pages: &Pages, client: IpAddr, uri: &Uri, headers: &HeaderMap, user: Option<SessionUser>, loaded: Loaded) -> Response {
    let wants_json = headers.get(header::ACCEPT).and_then(|v| v.to_str().ok()).is_some_and(|accept| accept.starts_with("application/json"));
    if !wants_json {
        return personal_page_with(pages, client, uri, user, loaded).await;
    }
    let (lang, _) = Lang::split_path(uri.path());
    let mut response = match loaded {
        Loaded::Redirect(to) => Json(json!({ "redirect": lang.localize(&to) })).into_response(),
        Loaded::Leave(to) => Json(json!({ "redirect": to, "document": true })).into_response(),
        Loaded::Page { status, page } => (status, Json(json!({ "data": page_at(pages, uri, user, status, page) }))).into_response(),
    };
    response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("private, no-store"));
    response
}

/// What a personal page is kept by: everything its render reads (path, catalogue, data).
fn personal_key(pages: &Pages, path_and_query: &str, data: &PageData) -> String {
    let catalogue = pages.catalog.messages(data.lang).key;
    let input = serde_json::to_vec(&(path_and_query, &catalogue, data)).expect("page data serialises");
    hex::encode(sha2::Sha256::digest(&input))
}

/// Renders personal page data once per distinct input (path, catalogue, data).
async fn render_personal(pages: &Pages, client: IpAddr, path_and_query: String, data: PageData) -> Response {
    let key = personal_key(pages, &path_and_query, &data);
    render_personal_keyed(pages, client, path_and_query, data, key).await
}

async fn render_personal_keyed(pages: &Pages, client: IpAddr, path_and_query: String, data: PageData, key: String) -> Response {
    if let Some(page) = pages.memo.get(&key) {
        return respond(page, false, None);
    }
    let pages_for_render = pages.clone();
    let page = pages
        .memo
        .render_once(&key, move || {
            Box::pin(async move {
                let _turn = match pages_for_render.gate.enter(Some(client)).await {
                    Ok(turn) => turn,
                    Err(shed) => return busy(data.lang, &pages_for_render, shed),
                };
                render_data(&pages_for_render, &path_and_query, data).await
            })
        })
        .await;
    respond(page, false, None)
}

/// Renders the page at `uri` (or answers where to redirect): the whole document, or
/// the plain error page when rendering failed.
pub async fn render_page(pages: &Pages, uri: &Uri, user: Option<SessionUser>) -> Result<CachedPage, String> {
    let path_and_query = uri.path_and_query().map(|p| p.as_str()).unwrap_or("/");
    let data = page_data(pages, uri, user).await?;
    Ok(render_data(pages, path_and_query, data).await)
}

/// What a page shows, as the tags a change drops ([`crate::platform::changes`]): its
/// language's text; a product page its product; a listing its collection; the home
/// page the products it lists; the search's pages any product.
fn tags(data: &PageData) -> Vec<String> {
    use crate::platform::changes::{SEARCH_TAG, collection_tag, lang_tag, product_tag};
    let param = |name: &str| data.params.get(name).map(String::as_str).unwrap_or_default();
    let mut tags = vec![lang_tag(data.lang.code())];
    match data.route {
        "product" => tags.push(product_tag(param("handle"))),
        "collection" => tags.push(collection_tag(param("handle"))),
        "product-category" => tags.push(collection_tag(param("category"))),
        "search" => tags.push(SEARCH_TAG.to_owned()),
        "home" => {
            let listed = data.page.get("products").and_then(|p| p.as_array()).into_iter().flatten();
            tags.extend(listed.filter_map(|p| p.get("handle")?.as_str()).map(product_tag));
        }
        _ => {}
    }
    tags
}

/// The document for page data, or the plain error page when rendering failed.
async fn render_data(pages: &Pages, path_and_query: &str, data: PageData) -> CachedPage {
    let lang = data.lang;
    match render(pages, path_and_query, &data).await {
        Ok(html) => {
            let mut page = CachedPage::page(data.status, html).tagged(tags(&data));
            // A search cut short by its time budget is shown, not kept: the next
            // visitor's page has the whole answer.
            page.keep &= data.page.pointer("/results/incomplete") != Some(&serde_json::Value::Bool(true));
            page
        }
        Err(error) => {
            tracing::error!(path = path_and_query, %error, stack = error.stack().unwrap_or(""), "page render failed");
            let t = |id| pages.catalog.t(lang, id, None);
            let body = error_page(lang, &t("error-page-title"), &t("error-page-text"), &t("not-found-home"));
            CachedPage::page(500, body)
        }
    }
}

/// The benchmark's upper limit: the home page, rendered once, served from memory
/// through the same router and layers (only with `--bench-endpoints`).
pub async fn prebuilt(State(pages): State<Pages>, headers: HeaderMap) -> Response {
    static PAGE: tokio::sync::OnceCell<CachedPage> = tokio::sync::OnceCell::const_new();
    let page = PAGE
        .get_or_init(|| async {
            let page = render_page(&pages, &Uri::from_static("/"), None).await.expect("home renders");
            // Kept compressed like the cache's pages (made off the async workers).
            let html = page.html.clone();
            let encoded = tokio::task::spawn_blocking(move || super::cache::Encoded::of(&html)).await.expect("compresses");
            CachedPage { encoded: Some(std::sync::Arc::new(encoded)), ..page }
        })
        .await;
    respond(page.clone(), true, preferred_encoding(&headers))
}

async fn render(pages: &Pages, url: &str, data: &PageData) -> Result<String, ssr_runtime::RenderError> {
    let catalogue = pages.catalog.messages(data.lang);
    // The catalogue (about 90 KiB) goes to a runtime only once per version: first ask
    // with its name alone; a runtime that has not parsed it asks for the text.
    let by_name = serde_json::json!({"key": catalogue.key, "lang": data.lang});
    let request = RenderRequest { url: url.to_owned(), lang: data.lang.code().to_owned(), messages: &by_name, data };
    let started = std::time::Instant::now();
    let counted = |result: Result<_, ssr_runtime::RenderError>| {
        if let Err(ssr_runtime::RenderError::Timeout(_)) = &result {
            pages.metrics.render_timeouts.inc();
        }
        result
    };
    let mut rendered = counted(pages.renderer.render_with(pages.render_function, &request).await)?;
    if rendered.need_messages {
        let request = RenderRequest { url: url.to_owned(), lang: data.lang.code().to_owned(), messages: catalogue.raw(), data };
        rendered = counted(pages.renderer.render_with(pages.render_function, &request).await)?;
    }
    pages.metrics.render(data.route, started.elapsed().as_secs_f64());
    if !rendered.missing.is_empty() {
        pages.translation.request_missing(data.lang, &rendered.missing);
    }
    let messages_url = catalogue.url_for(data.route);
    let boot = script_json(&json!({ "data": data, "messagesUrl": messages_url }));
    let canonical_query = super::table::canonical_query(data.route, url.split_once('?').map(|(_, q)| q));
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
        canonical_query: &canonical_query,
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
