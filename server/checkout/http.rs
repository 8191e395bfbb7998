//! `POST /api/orders`: the local checkout's order, as JSON (the `/kasse` page's
//! script and other clients); the page's form without JavaScript posts to `/kasse`
//! and is answered by `pages::forms` through the same [`LocalCheckout::place`].

use axum::Router;
use axum::extract::{FromRef, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Json, Response};
use axum::routing::post;
use serde_json::json;

use super::{LocalCheckout, OrderRequest, Placed, Refusal};
use crate::accounts::{Accounts, MaybeUser};
use crate::http::client::{ClientAddr, TrustedProxies};
use crate::http::{ApiError, ApiJson, ApiLang, ApiResult, no_store};
use crate::i18n::Lang;

/// `/api/orders`, `/api/discount` (to nest under `/api`).
pub fn router<S>() -> Router<S>
where
    S: Clone + Send + Sync + 'static,
    LocalCheckout: FromRef<S>,
    std::sync::Arc<crate::i18n::Catalog>: FromRef<S>,
    Accounts: FromRef<S>,
    TrustedProxies: FromRef<S>,
{
    Router::new()
        .route("/orders", post(place_order))
        .route("/orders/{number}/documents/{kind}/{file}", axum::routing::get(document))
        .route("/discount", axum::routing::get(check_code))
}

#[derive(serde::Deserialize)]
struct KeyQuery {
    #[serde(default)]
    key: Option<String>,
}

/// A document's number from its file name: `12.pdf`.
pub fn document_number(file: &str, extension: &str) -> Option<i64> {
    file.strip_suffix(extension)?.parse().ok().filter(|n: &i64| *n > 0)
}

/// `GET /api/orders/{number}/documents/{invoice|credit-note}/{n}.pdf[?key=]`: one of the
/// order's invoice or credit notes as issued, for its signed-in owner or whoever holds
/// the key of the guest's link; anyone else gets 404, as for a document that is not
/// there.
async fn document(
    State(checkout): State<LocalCheckout>,
    MaybeUser(user): MaybeUser,
    axum::extract::Path((number, kind, file)): axum::extract::Path<(String, String, String)>,
    axum::extract::Query(query): axum::extract::Query<KeyQuery>,
) -> ApiResult<Response> {
    let not_found = || ApiError::new(StatusCode::NOT_FOUND, "document-not-found");
    let kind = crate::documents::DocumentKind::from_path(&kind).ok_or_else(not_found)?;
    let document = document_number(&file, ".pdf").ok_or_else(not_found)?;
    let found = crate::shop::orders::by_number(&checkout.db, &number).await?.ok_or_else(not_found)?;
    if !found.may_see(user.as_ref().map(|u| u.id.as_str()), query.key.as_deref()) {
        return Err(not_found());
    }
    let documents = checkout.payments.documents();
    let (pdf, order_number, lang) = documents.pdf(kind, document).await?.ok_or_else(not_found)?;
    if order_number != found.order.order_number {
        return Err(not_found());
    }
    Ok(crate::http::download("application/pdf", &documents.file_name(kind, document, lang), true, pdf))
}

/// The refusal as the API answers it, in the visitor's language.
pub fn refusal_error(refusal: Refusal, lang: Lang) -> ApiError {
    match refusal {
        Refusal::Fields(errors) => errors.into(),
        Refusal::Lines(reason) => {
            let error = ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, reason);
            match reason {
                "checkout-too-many-lines" => error.with_arg("max", crate::shop::http::MAX_LINES as i64),
                "checkout-bad-quantity" => error.with_arg("max", crate::shop::http::MAX_QUANTITY),
                _ => error,
            }
        }
        Refusal::PriceChanged { title, price, lines } => ApiError::new(StatusCode::CONFLICT, "checkout-price-changed")
            .with_arg("title", title)
            .with_arg("price", crate::i18n::format::money(price, "DKK", lang))
            .with_field("lines", lines),
        Refusal::Unavailable { title } => {
            ApiError::new(StatusCode::CONFLICT, "checkout-line-unavailable").with_arg("title", title)
        }
        Refusal::Short { title, left } => {
            ApiError::new(StatusCode::CONFLICT, "checkout-line-short").with_arg("title", title).with_arg("left", left).with_field("left", left)
        }
        Refusal::UnknownCart => ApiError::new(StatusCode::NOT_FOUND, "checkout-cart-gone"),
        Refusal::NotLocal => ApiError::new(StatusCode::NOT_FOUND, "checkout-not-local"),
        Refusal::Database(error) => ApiError::Internal(error.into()),
    }
}

/// Where the customer sees the placed order: the order page with the guest's key.
pub fn order_url(placed: &Placed, lang: Lang) -> String {
    lang.localize(&order_path(&placed.order_number, &placed.access_token))
}

/// The order page of `number` with a guest's `key`, without a language prefix.
pub fn order_path(number: &str, key: &str) -> String {
    format!("/ordre/{number}?key={key}")
}

/// `POST /api/orders {lines | cartId, delivery, email, company?, cvr?, ean?,
/// discountCode?, comment?, paymentMethod, acceptTerms}` → 201 `{orderNumber,
/// totals, orderUrl}` (øre), with `paymentUrl` for `card` (the provider's page), or
/// `paymentError` when that page cannot be made now; the same cart again → 200 with
/// the same order.
async fn place_order(
    State(checkout): State<LocalCheckout>,
    State(catalog): State<std::sync::Arc<crate::i18n::Catalog>>,
    lang: ApiLang,
    client: ClientAddr,
    MaybeUser(user): MaybeUser,
    ApiJson(request): ApiJson<OrderRequest>,
) -> ApiResult<Response> {
    let count = checkout.reserve(&client).await?;
    if !count.allowed {
        tracing::warn!(address = %client.0, "order placements limited");
        return Err(ApiError::new(StatusCode::TOO_MANY_REQUESTS, "checkout-rate-limited")
            .with_arg("minutes", count.minutes())
            .with_retry_after(count.resets_in.as_secs().max(1)));
    }
    let placed = checkout.place(&request, user.as_ref().map(|u| u.id.as_str()), lang.0).await.map_err(|r| refusal_error(r, lang.0))?;
    let status = if placed.created { StatusCode::CREATED } else { StatusCode::OK };
    let mut body = json!({ "orderNumber": placed.order_number, "totals": placed.totals, "orderUrl": order_url(&placed, lang.0) });
    // Paid online: where to pay; or why not now (the order waits on its page).
    match &placed.payment {
        Some(Ok(url)) => body["paymentUrl"] = json!(url),
        Some(Err(_)) => body["paymentError"] = json!(crate::i18n::Text::new("payment-unavailable").format(&catalog, lang.0)),
        None => {}
    }
    Ok(no_store((status, Json(body)).into_response()))
}

/// Codes one client address may try in an hour (a code is six characters of 32).
pub const CODE_CHECKS_PER_ADDRESS: crate::platform::limits::Limit = crate::platform::limits::Limit::per_minutes(30, 60);

#[derive(serde::Deserialize)]
struct CodeQuery {
    #[serde(default)]
    code: String,
}

/// `GET /api/discount?code=…` (the cart panel): `{code, percent}` for a code the local
/// checkout takes now; 422 with the field's message otherwise. With Shopify the code
/// is Shopify's to check: `{code, percent: null}`.
async fn check_code(
    State(checkout): State<LocalCheckout>,
    client: ClientAddr,
    axum::extract::Query(query): axum::extract::Query<CodeQuery>,
) -> ApiResult<Response> {
    let code = crate::shop::normalized_code(&query.code);
    let refused = || -> ApiError {
        crate::http::validation::FieldErrors(vec![("discountCode", "validation-checkout-discount-invalid")]).into()
    };
    if code.is_empty() || code.len() > 40 {
        return Err(refused());
    }
    if !checkout.is_local() {
        return Ok(no_store(Json(json!({ "code": code, "percent": null })).into_response()));
    }
    let key = format!("discount:address:{}", client.0);
    let count = checkout.limits.reserve_within(&key, CODE_CHECKS_PER_ADDRESS).await?;
    if !count.allowed {
        return Err(ApiError::new(StatusCode::TOO_MANY_REQUESTS, "checkout-rate-limited")
            .with_arg("minutes", count.minutes())
            .with_retry_after(count.resets_in.as_secs().max(1)));
    }
    match super::order::discount_percent(&checkout.db, &code).await? {
        Some(percent) => Ok(no_store(Json(json!({ "code": code, "percent": percent })).into_response())),
        None => Err(refused()),
    }
}
