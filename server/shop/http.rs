//! Shop endpoints: `POST /api/checkout`, `GET /api/orders`, the Shopify order webhook
//! and the product images of the local catalogue.

use std::collections::HashMap;
use std::sync::LazyLock;

use axum::Router;
use axum::extract::{FromRef, Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Json, Response};
use axum::routing::{get, post};
use serde::Deserialize;
use serde_json::json;

use super::{CartLine, Shop, ShopError, ShopProvider};
use crate::accounts::{Accounts, AuthUser, MaybeUser};
use crate::http::client::{ClientAddr, TrustedProxies};
use crate::http::{ApiError, ApiJson, ApiLang, ApiResult, no_store};

pub const MAX_LINES: usize = 100;
pub const MAX_QUANTITY: i64 = 999;

/// `/api/checkout`, `/api/orders`, `/api/webhooks/shopify/orders-create` (to nest
/// under `/api`).
pub fn router<S>() -> Router<S>
where
    S: Clone + Send + Sync + 'static,
    Shop: FromRef<S>,
    Accounts: FromRef<S>,
    TrustedProxies: FromRef<S>,
{
    Router::new()
        .route("/checkout", post(checkout))
        .route("/orders", get(list_orders))
        .route("/webhooks/shopify/orders", post(super::webhook::shopify_order_webhook))
        .route("/webhooks/shopify/orders-create", post(super::webhook::shopify_order_webhook))
        // Products' topics (their prices kept for the "før"-price rule) at their own
        // address; the handler tells the topics apart by X-Shopify-Topic.
        .route("/webhooks/shopify/products", post(super::webhook::shopify_order_webhook))
}

/// `/media/products/{file}`: the local catalogue's images; `/media/uploads/{file}`:
/// the pictures uploaded in the back office (from the database).
pub fn media_router<S>() -> Router<S>
where
    S: Clone + Send + Sync + 'static,
    crate::platform::Db: FromRef<S>,
{
    Router::new()
        .route("/media/products/{file}", get(product_image))
        .route("/media/uploads/{file}", get(super::media::serve))
        .route("/media/documents/{file}", get(super::pdfs::serve))
}

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/media.rs"));
}

static MEDIA: LazyLock<HashMap<&'static str, &'static [u8]>> =
    LazyLock::new(|| embedded::PRODUCT_IMAGES.iter().copied().collect());

async fn product_image(Path(file): Path<String>) -> Response {
    match MEDIA.get(file.as_str()) {
        Some(bytes) => (
            [(header::CONTENT_TYPE, "image/svg+xml"), (header::CACHE_CONTROL, "public, max-age=86400")],
            *bytes,
        )
            .into_response(),
        None => (StatusCode::NOT_FOUND, "not found").into_response(),
    }
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct CheckoutBody {
    #[serde(default)]
    lines: Vec<CartLine>,
    /// A discount code from the cart panel (compared without case and spaces).
    #[serde(default)]
    discount_code: Option<String>,
}

/// Refuses malformed carts before anything reaches a provider.
fn check_lines(lines: &[CartLine]) -> Result<(), ApiError> {
    if lines.is_empty() {
        return Err(ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "checkout-empty"));
    }
    if lines.len() > MAX_LINES {
        return Err(ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "checkout-too-many-lines").with_arg("max", MAX_LINES as i64));
    }
    for line in lines {
        if line.merchandise_id.trim().is_empty() {
            return Err(ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "checkout-unknown-variant"));
        }
        if !(1..=MAX_QUANTITY).contains(&line.quantity) {
            return Err(ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "checkout-bad-quantity").with_arg("max", MAX_QUANTITY));
        }
    }
    Ok(())
}

fn shop_failure(error: ShopError) -> ApiError {
    tracing::error!(error = %error, "checkout failed at the shop");
    match error {
        ShopError::PaymentRequired => ApiError::new(StatusCode::PAYMENT_REQUIRED, "checkout-failed").with_hint("shop-payment-required"),
        _ => ApiError::new(StatusCode::BAD_GATEWAY, "checkout-failed").with_hint("checkout-failed-text"),
    }
}

/// `POST /api/checkout {lines}` -> `{checkoutUrl}`. Shopify: the cart is created at
/// Shopify. Local: the cart is kept for the local checkout (`/kasse?cart=…`), where a
/// guest or a signed-in customer gives the delivery and places the order.
async fn checkout(
    State(shop): State<Shop>,
    lang: ApiLang,
    ClientAddr(address): ClientAddr,
    MaybeUser(user): MaybeUser,
    ApiJson(body): ApiJson<CheckoutBody>,
) -> ApiResult<Json<super::Checkout>> {
    check_lines(&body.lines)?;
    let code = body.discount_code.as_deref().map(super::normalized_code).filter(|c| !c.is_empty() && c.len() <= 40);
    let (key, limit) = match &user {
        Some(user) => (format!("checkout:account:{}", user.id), super::CHECKOUTS_PER_ACCOUNT),
        None => (format!("checkout:address:{address}"), super::CHECKOUTS_PER_ADDRESS),
    };
    let count = shop.limits.reserve_within(&key, limit).await?;
    if !count.allowed {
        tracing::warn!(%address, "checkouts limited");
        return Err(ApiError::new(StatusCode::TOO_MANY_REQUESTS, "checkout-rate-limited")
            .with_arg("minutes", count.minutes())
            .with_retry_after(count.resets_in.as_secs().max(1)));
    }
    match &shop.provider {
        ShopProvider::Shopify(shopify) => {
            Ok(Json(shopify.create_cart(&body.lines, code.as_deref(), lang.0).await.map_err(shop_failure)?))
        }
        ShopProvider::Local(local) => match local.create_cart(&body.lines, code.as_deref(), lang.0).await.map_err(shop_failure)? {
            Ok(checkout) => Ok(Json(checkout)),
            Err((_, reason)) => Err(ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, reason)),
        },
    }
}

/// `GET /api/orders`: the caller's own orders, newest first.
async fn list_orders(State(shop): State<Shop>, AuthUser(user): AuthUser) -> ApiResult<Response> {
    let orders = shop.orders_of(&user.id).await?;
    Ok(no_store(Json(json!({ "orders": orders })).into_response()))
}

