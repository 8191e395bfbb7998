//! The pages' forms, sent by the app's React Router actions (`Accept:
//! application/json`) or without JavaScript alike, and what they all stand on: the
//! body's limit ([`FormBody`]), the fields read into a type ([`TypedForm`]), the
//! same-origin layer and the error page of a refused form.
//! `POST /nyhedsbrev/bekraeft?token=…` and `POST /nyhedsbrev/afmeld?token=…` are the
//! newsletter pages' one button each; `POST /kasse` (and `/en/kasse`, …) places the
//! local checkout's order through the same [`crate::checkout::LocalCheckout::place`]
//! as `POST /api/orders`: success sends the customer on to the order (a 303, or
//! `{redirect}`), anything else is the checkout page again with what the customer
//! typed and each field's message (422), or the order-wide notice (409 for a changed
//! price).

use std::collections::BTreeMap;

use axum::body::Bytes;
use axum::extract::{FromRef, FromRequest, Request, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};

use super::Pages;
use super::routes::checkout::{CheckoutValues, checkout_page};
use super::page::{IntoLoaded, Loaded};
use super::render::form_answer;
use crate::checkout::{OrderRequest, Refusal};
use crate::http::client::ClientAddr;
use crate::i18n::{Lang, Text};
use crate::shop::CartLine;

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

/// A plain form's fields read into `T` (its `Deserialize` names the fields), within
/// [`FormBody`]'s limit and with its messages. A field sent empty counts as not sent
/// (an `Option` is `None`, a `String` its default, a checkbox unticked), a name sent
/// more than once is a list (read with [`super::fields::many`]), and a form that does not fit `T`
/// (a field twice that is one, an unknown `action`) is refused with the site's error
/// page in the path's language (400), before anything is done.
pub struct TypedForm<T>(pub T);

impl<S, T> FromRequest<S> for TypedForm<T>
where
    S: Send + Sync,
    Pages: FromRef<S>,
    T: serde::de::DeserializeOwned,
{
    type Rejection = Response;
    async fn from_request(request: Request, state: &S) -> Result<TypedForm<T>, Response> {
        let (lang, _) = Lang::split_path(request.uri().path());
        let FormBody(body) = FormBody::from_request(request, state).await?;
        serde_json::from_value(super::fields::fields_of(&body)).map(TypedForm).map_err(|error| {
            tracing::info!(%error, "form fields refused");
            refused(&Pages::from_ref(state), lang, StatusCode::BAD_REQUEST, "form-unreadable")
        })
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
const LARGE_UPLOADS: [&str; 2] = ["/api/admin/media", "/api/admin/products/import"];

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

/// The checkout form's fields: the cart, one hidden `line` per line as the page
/// showed it (`id|quantity|unit price`), and what the customer typed.
#[derive(serde::Deserialize)]
pub struct CheckoutFields {
    #[serde(default)]
    cart: Option<String>,
    #[serde(default, rename = "line", deserialize_with = "super::fields::many")]
    lines: Vec<String>,
    #[serde(flatten)]
    values: CheckoutValues,
}

impl CheckoutFields {
    /// The checkout's request (a line that does not read as one is left out, as the
    /// page would not have sent it).
    fn request(&self) -> OrderRequest {
        let values = &self.values;
        let lines = self
            .lines
            .iter()
            .filter_map(|line| {
                let mut parts = line.rsplitn(3, '|');
                let (price, quantity, id) = (parts.next()?, parts.next()?, parts.next()?);
                Some(CartLine { merchandise_id: id.to_owned(), quantity: quantity.parse().unwrap_or(0), price: price.parse().ok() })
            })
            .collect();
        let some = |s: &str| (!s.trim().is_empty()).then(|| s.to_owned());
        OrderRequest {
            lines,
            cart_id: self.cart.clone(),
            delivery: crate::checkout::order::DeliveryInput {
                method: values.delivery.clone(),
                name: values.name.clone(),
                address: values.address.clone(),
                postcode: values.postcode.clone(),
                city: values.city.clone(),
                phone: values.phone.clone(),
            },
            email: values.email.clone(),
            company: some(&values.company),
            cvr: some(&values.cvr),
            ean: some(&values.ean),
            discount_code: some(&values.discount_code),
            comment: some(&values.comment),
            payment_method: values.payment_method.clone(),
            accept_terms: values.accept_terms,
        }
    }
}

/// `POST /kasse`: the checkout form, sent by the app's action or without JavaScript
/// alike. A placed order sends the customer on to it; anything else is the checkout
/// again with what was typed and the messages (through [`form_answer`]).
pub async fn checkout_form(
    State(pages): State<Pages>,
    client: ClientAddr,
    uri: Uri,
    headers: HeaderMap,
    TypedForm(form): TypedForm<CheckoutFields>,
) -> Response {
    let (lang, _) = Lang::split_path(uri.path());
    let user = crate::accounts::session::current_user(&pages.accounts.db, &headers).await;
    let request = form.request();
    let t = |text: Text| text.format(&pages.catalog, lang);
    let answer = |status: StatusCode, errors: BTreeMap<String, String>, notice: Option<String>| {
        let (pages, user, uri, headers) = (pages.clone(), user.clone(), uri.clone(), headers.clone());
        let (cart, values) = (form.cart.clone(), form.values.clone());
        async move {
            let loaded = checkout_page(&pages, lang, cart, values, errors, notice).await.into_loaded().answering(status);
            form_answer(&pages, client.0, &uri, &headers, user, loaded).await
        }
    };
    match pages.checkout.reserve(&client).await {
        Ok(count) if !count.allowed => {
            let notice = t(Text::new("checkout-rate-limited").arg("minutes", count.minutes() as i64));
            return answer(StatusCode::TOO_MANY_REQUESTS, BTreeMap::new(), Some(notice)).await;
        }
        Ok(_) => {}
        Err(error) => {
            tracing::error!(%error, "order limit");
            return answer(StatusCode::SERVICE_UNAVAILABLE, BTreeMap::new(), Some(t(Text::new("checkout-failed-text")))).await;
        }
    }
    match pages.checkout.place(&request, user.as_ref().map(|u| u.id.as_str()), lang).await {
        Ok(placed) => {
            let to = Loaded::Redirect(format!("/ordre/{}?key={}", placed.order_number, placed.access_token));
            form_answer(&pages, client.0, &uri, &headers, user, to).await
        }
        Err(Refusal::Fields(errors)) => {
            let errors = errors.in_words(&pages.catalog, lang);
            answer(StatusCode::UNPROCESSABLE_ENTITY, errors, Some(t(Text::new("checkout-errors-heading")))).await
        }
        Err(Refusal::PriceChanged { title, price, .. }) => {
            let price = crate::i18n::format::money(price, "DKK", lang);
            let notice = t(Text::new("checkout-price-changed").arg("title", title).arg("price", price));
            answer(StatusCode::CONFLICT, BTreeMap::new(), Some(notice)).await
        }
        Err(Refusal::Unavailable { title }) => {
            let notice = t(Text::new("checkout-line-unavailable").arg("title", title));
            answer(StatusCode::CONFLICT, BTreeMap::new(), Some(notice)).await
        }
        Err(Refusal::Short { title, left }) => {
            let notice = t(Text::new("checkout-line-short").arg("title", title).arg("left", left));
            answer(StatusCode::CONFLICT, BTreeMap::new(), Some(notice)).await
        }
        Err(Refusal::Lines(reason)) => {
            let notice = t(Text::new(reason)
                .arg("max", if reason == "checkout-too-many-lines" { crate::shop::http::MAX_LINES as i64 } else { crate::shop::http::MAX_QUANTITY }));
            answer(StatusCode::UNPROCESSABLE_ENTITY, BTreeMap::new(), Some(notice)).await
        }
        Err(Refusal::UnknownCart | Refusal::NotLocal) => answer(StatusCode::NOT_FOUND, BTreeMap::new(), None).await,
        Err(Refusal::Database(error)) => {
            tracing::error!(%error, "placing an order from the form");
            answer(StatusCode::SERVICE_UNAVAILABLE, BTreeMap::new(), Some(t(Text::new("checkout-failed-text")))).await
        }
    }
}

/// The `token` of a page's query.
fn token_of(uri: &Uri) -> String {
    uri.query()
        .and_then(|q| url::form_urlencoded::parse(q.as_bytes()).find(|(k, _)| k == "token").map(|(_, v)| v.into_owned()))
        .unwrap_or_default()
}

/// `POST /nyhedsbrev/bekraeft?token=…`: the confirmation page's button. The press
/// confirms once and answers 303 to the link's page, which now says it is confirmed
/// (a reload or the back button does not post again; a second press lands there too).
/// A dead link's press gets the page that says so.
pub async fn confirm_form(State(pages): State<Pages>, client: ClientAddr, uri: Uri, headers: HeaderMap) -> Response {
    let token = token_of(&uri);
    let press = crate::requests::newsletter::Press::new("button", client.0, &headers);
    if let Err(error) = pages.requests.confirm_newsletter(&token, &press).await {
        tracing::error!(%error, "confirming a newsletter sign-up");
    }
    let loaded = super::routes::newsletter::confirm_page(&pages, &token).await.into_loaded();
    let loaded = match loaded {
        Loaded::Page { status, .. } if status == StatusCode::OK => {
            let (_, rest) = Lang::split_path(uri.path());
            Loaded::Redirect(uri.query().map_or_else(|| rest.to_owned(), |query| format!("{rest}?{query}")))
        }
        other => other,
    };
    let user = crate::accounts::session::current_user(&pages.accounts.db, &headers).await;
    form_answer(&pages, client.0, &uri, &headers, user, loaded).await
}

/// `POST /nyhedsbrev/afmeld?token=…`: the unsubscribe page's button.
pub async fn unsubscribe_form(State(pages): State<Pages>, client: ClientAddr, uri: Uri, headers: HeaderMap) -> Response {
    let token = token_of(&uri);
    let done = match pages.requests.unsubscribe(&token).await {
        Ok(Some(_)) => Some(true),
        Ok(None) => None,
        Err(error) => {
            tracing::error!(%error, "unsubscribing from the page");
            None
        }
    };
    let user = crate::accounts::session::current_user(&pages.accounts.db, &headers).await;
    let loaded = super::routes::newsletter::unsubscribe_page(&pages, &token, done).await.into_loaded();
    form_answer(&pages, client.0, &uri, &headers, user, loaded).await
}
