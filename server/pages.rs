//! Pages: the loader of each route (one per route, used for the first render and for
//! client-side navigation alike), the page handler and `/api/page`.

use std::collections::BTreeMap;

use axum::extract::{Query, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Json, Redirect, Response};
use bytes::Bytes;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use ssr_runtime::RenderRequest;

use crate::auth::session::{self, SessionUser};
use crate::business::SiteInfo;
use crate::cache::CachedPage;
use crate::document::{Document, error_page, script_json};
use crate::i18n::Lang;
use crate::routes::{self, COLLECTIONS, Matched, PRODUCT_CATEGORIES, SERVICES};
use crate::state::AppState;


/// Everything a page render receives; embedded in the page for hydration.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PageData {
    pub route: &'static str,
    pub params: BTreeMap<String, String>,
    pub status: u16,
    pub lang: Lang,
    pub path: String,
    pub site: SiteInfo,
    pub user: Option<SessionUser>,
    pub page: Value,
}

/// What a loader decides.
pub enum Loaded {
    Page { status: StatusCode, page: Value },
    Redirect(String),
}

impl Loaded {
    fn ok(page: Value) -> Loaded {
        Loaded::Page { status: StatusCode::OK, page }
    }
    fn not_found() -> Loaded {
        Loaded::Page { status: StatusCode::NOT_FOUND, page: json!({}) }
    }
}


pub struct LoadContext<'a> {
    pub state: &'a AppState,
    pub lang: Lang,
    pub matched: &'a Matched,
    pub query: Option<&'a str>,
    pub user: Option<&'a SessionUser>,
}

impl LoadContext<'_> {
    fn query_param(&self, name: &str) -> Option<String> {
        url::form_urlencoded::parse(self.query?.as_bytes()).find(|(k, _)| k == name).map(|(_, v)| v.into_owned())
    }
}

/// A shop call for a page: bounded by the shop timeout; failures are logged and the
/// page shows its empty state instead.
async fn from_shop<T>(cx: &LoadContext<'_>, what: &str, call: impl std::future::Future<Output = Result<T, crate::shop::ShopError>>) -> Option<T> {
    match tokio::time::timeout(cx.state.shop_timeout, call).await {
        Ok(Ok(value)) => Some(value),
        Ok(Err(error)) => {
            tracing::error!(%error, what, "shop call failed; rendering without it");
            None
        }
        Err(_) => {
            tracing::error!(what, "shop call timed out; rendering without it");
            None
        }
    }
}

async fn product_page(cx: &LoadContext<'_>, handle: &str) -> Loaded {
    let Some(found) = from_shop(cx, "product", cx.state.shop.product(handle)).await else {
        return Loaded::Page { status: StatusCode::SERVICE_UNAVAILABLE, page: json!({"product": null, "selectedVariantId": null, "unavailable": true}) };
    };
    let Some(product) = found else {
        return Loaded::Page { status: StatusCode::NOT_FOUND, page: json!({"product": null, "selectedVariantId": null}) };
    };
    let asked = cx.query_param("variant");
    let selected = match &asked {
        Some(id) => product.variants.iter().find(|v| &v.id == id),
        None => product.variants.first(),
    };
    Loaded::ok(json!({
        "product": product,
        "selectedVariantId": selected.map(|v| v.id.clone()),
        "variantMissing": asked.is_some() && selected.is_none(),
    }))
}

async fn collection_page(cx: &LoadContext<'_>, handle: &str, title_key: String) -> Loaded {
    match from_shop(cx, "collection", cx.state.shop.collection(handle)).await {
        Some(Some(collection)) => Loaded::ok(json!({"collection": collection, "titleKey": title_key})),
        Some(None) => Loaded::not_found(),
        None => Loaded::ok(json!({"collection": null, "titleKey": title_key})),
    }
}

/// Admin pages: no session -> sign in; signed in without the role -> 403 'Access
/// Denied' (the role was checked through `has_role` when the session was read).
async fn admin_page(cx: &LoadContext<'_>, title_key: &str) -> Loaded {
    match cx.user {
        None => Loaded::Redirect("/auth".into()),
        Some(user) if !user.is_admin() => {
            Loaded::Page { status: StatusCode::FORBIDDEN, page: json!({"titleKey": title_key, "denied": true, "noindex": true}) }
        }
        Some(_) => {
            let report = crate::translations::report(cx.state).await;
            let review = if title_key == "admin-translations-title" {
                crate::translation_jobs::review_entries(cx.state).await.map(Some)
            } else {
                Ok(None)
            };
            let (report, review) = match (report, review) {
                (Ok(report), Ok(review)) => (report, review),
                (Err(error), _) | (_, Err(error)) => {
                    tracing::error!(%error, "translation coverage");
                    ((0, Vec::new()), None)
                }
            };
            Loaded::ok(json!({
                "titleKey": title_key, "noindex": true, "sourceKeys": report.0, "languages": report.1,
                "provider": cx.state.translations.provider_name(),
                "job": cx.state.translations.latest(),
                "review": review,
            }))
        }
    }
}

/// The loader of each route.
pub async fn load(cx: &LoadContext<'_>) -> Loaded {
    let param = |name: &str| cx.matched.params.get(name).map(String::as_str).unwrap_or_default();
    match cx.matched.id {
        "home" => {
            let products = from_shop(cx, "products", cx.state.shop.products(8)).await.unwrap_or_default();
            Loaded::ok(json!({"products": products}))
        }
        // Content pages: their text is in the catalogue, their data is the route.
        "services" | "about" | "contact" | "coming-soon" | "privacy" | "terms" => Loaded::ok(json!({})),
        "service" if SERVICES.contains(&param("slug")) => Loaded::ok(json!({})),
        // Both families are collections by handle: /products/{category} and
        // /collections/{handle} show the shop's collection with that handle.
        "product-category" if PRODUCT_CATEGORIES.contains(&param("category")) => {
            collection_page(cx, param("category"), format!("category-{}", param("category"))).await
        }
        "collection" if COLLECTIONS.contains(&param("handle")) => {
            collection_page(cx, param("handle"), format!("collection-{}", param("handle"))).await
        }
        "product" => product_page(cx, param("handle")).await,
        "order" => match cx.user {
            None => Loaded::Redirect("/auth".into()),
            Some(user) => match crate::auth::orders_of(cx.state, &user.id).await {
                Ok(orders) => match orders.into_iter().find(|o| o.order_number == param("number")) {
                    Some(order) => Loaded::ok(json!({"order": order})),
                    None => Loaded::not_found(),
                },
                Err(error) => {
                    tracing::error!(%error, "loading an order");
                    Loaded::not_found()
                }
            },
        },
        "auth" if cx.user.is_some() => Loaded::Redirect("/profile".into()),
        "auth" => Loaded::ok(json!({})),
        "profile" => match cx.user {
            None => Loaded::Redirect("/auth".into()),
            Some(user) => {
                let profile = crate::auth::load_profile(cx.state, &user.id).await;
                let orders = crate::auth::orders_of(cx.state, &user.id).await;
                match (profile, orders) {
                    (Ok(profile), Ok(orders)) => Loaded::ok(json!({"profile": profile, "orders": orders})),
                    (profile, orders) => {
                        tracing::error!(profile_error = ?profile.err(), orders_error = ?orders.err(), "profile page data");
                        Loaded::ok(json!({"profile": null, "orders": null, "failed": true}))
                    }
                }
            }
        },
        "admin-translations" => admin_page(cx, "admin-translations-title").await,
        "admin-translation-check" => admin_page(cx, "admin-translation-check-title").await,
        _ => Loaded::not_found(),
    }
}

/// Resolves a public path to the page data, or to a redirect.
async fn page_data(state: &AppState, uri: &Uri, user: Option<SessionUser>) -> Result<PageData, String> {
    let path = uri.path();
    let (lang, rest) = Lang::split_path(path);
    let mut matched = routes::match_path(rest);
    let cx = LoadContext { state, lang, matched: &matched, query: uri.query(), user: user.as_ref() };
    let (status, page) = match load(&cx).await {
        Loaded::Redirect(to) => return Err(lang.localize(&to)),
        Loaded::Page { status, page } => (status, page),
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
        site: state.site.clone(),
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
pub async fn page(State(state): State<AppState>, uri: Uri, headers: HeaderMap) -> Response {
    let path_and_query = uri.path_and_query().map(|p| p.as_str()).unwrap_or("/").to_owned();
    let anonymous = !has_session(&headers);
    let cacheable = anonymous && state.cache.enabled();
    if cacheable {
        if let Some(page) = state.cache.get(&path_and_query) {
            return html_response(page.status, page.html, true);
        }
    }
    let generation = state.cache.generation();
    let user = if anonymous { None } else { session::current_user(&state, &headers).await };
    match render_page(&state, &uri, user).await {
        Err(to) => Redirect::to(&to).into_response(),
        Ok(page) => {
            if cacheable && page.status == 200 {
                state.cache.put(path_and_query, generation, page.clone());
            }
            html_response(page.status, page.html, cacheable && page.status != 500)
        }
    }
}

/// Renders the page at `uri` (or answers where to redirect): the whole document, or
/// the plain error page when rendering failed.
pub async fn render_page(state: &AppState, uri: &Uri, user: Option<SessionUser>) -> Result<CachedPage, String> {
    let path_and_query = uri.path_and_query().map(|p| p.as_str()).unwrap_or("/");
    let data = page_data(state, uri, user).await?;
    let lang = data.lang;
    Ok(match render(state, path_and_query, &data).await {
        Ok(html) => CachedPage { status: data.status, html: Bytes::from(html) },
        Err(error) => {
            tracing::error!(path = %uri.path(), %error, stack = error.stack().unwrap_or(""), "page render failed");
            let t = |id| state.catalog.t(lang, id, None);
            let body = error_page(lang, &t("error-page-title"), &t("error-page-text"), &t("not-found-home"));
            CachedPage { status: 500, html: Bytes::from(body) }
        }
    })
}

/// The benchmark's upper limit: the home page, rendered once, served from memory
/// through the same router and layers (only with `--bench-endpoints`).
pub async fn prebuilt(State(state): State<AppState>) -> Response {
    static PAGE: tokio::sync::OnceCell<CachedPage> = tokio::sync::OnceCell::const_new();
    let page = PAGE
        .get_or_init(|| async { render_page(&state, &Uri::from_static("/"), None).await.expect("home renders") })
        .await;
    html_response(page.status, page.html.clone(), true)
}

async fn render(state: &AppState, url: &str, data: &PageData) -> Result<String, ssr_runtime::RenderError> {
    let catalogue = state.catalog.messages(data.lang);
    let request = RenderRequest { url: url.to_owned(), lang: data.lang.code().to_owned(), messages: catalogue.raw(), data };
    let rendered = state.renderer.render(&request).await?;
    if !rendered.missing.is_empty() {
        state.translations.request_missing(data.lang, &rendered.missing);
    }
    let messages_url = catalogue.url();
    let boot = script_json(&json!({ "data": data, "messagesUrl": messages_url }));
    let document = Document {
        lang: data.lang,
        path: &data.path,
        public_url: &state.public_url,
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
pub async fn page_json(State(state): State<AppState>, Query(query): Query<PageQuery>, headers: HeaderMap) -> Response {
    let uri: Uri = match query.path.parse() {
        Ok(uri) if query.path.starts_with('/') => uri,
        _ => return (StatusCode::BAD_REQUEST, Json(json!({"error": "path must start with /"}))).into_response(),
    };
    let user = session::current_user(&state, &headers).await;
    let mut response = match page_data(&state, &uri, user).await {
        Ok(data) => {
            let status = StatusCode::from_u16(data.status).unwrap_or(StatusCode::OK);
            (status, Json(json!({ "data": data }))).into_response()
        }
        Err(to) => Json(json!({ "redirect": to })).into_response(),
    };
    response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("private, no-store"));
    response
}
