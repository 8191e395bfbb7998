//! Shop endpoints: `POST /api/checkout`, `GET /api/orders`, the Shopify order webhook
//! and the product images of the local catalogue.

use std::collections::HashMap;
use std::sync::LazyLock;

use axum::Router;
use axum::body::Bytes;
use axum::extract::{FromRef, Path, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Json, Response};
use axum::routing::{get, post};
use base64::Engine;
use hmac::{Hmac, Mac};
use serde::Deserialize;
use serde_json::{Value, json};
use sha2::Sha256;

use super::{CartLine, Shop, ShopError, ShopProvider};
use crate::accounts::{Accounts, AuthUser, MaybeUser};
use crate::http::{ApiError, ApiJson, ApiResult, no_store};

pub const MAX_LINES: usize = 100;
pub const MAX_QUANTITY: i64 = 999;

/// `/api/checkout`, `/api/orders`, `/api/webhooks/shopify/orders-create` (to nest
/// under `/api`).
pub fn router<S>() -> Router<S>
where
    S: Clone + Send + Sync + 'static,
    Shop: FromRef<S>,
    Accounts: FromRef<S>,
{
    Router::new()
        .route("/checkout", post(checkout))
        .route("/orders", get(list_orders))
        .route("/webhooks/shopify/orders-create", post(shopify_order_webhook))
}

/// `/media/products/{file}`: the local catalogue's images.
pub fn media_router<S: Clone + Send + Sync + 'static>() -> Router<S> {
    Router::new().route("/media/products/{file}", get(product_image))
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
struct CheckoutBody {
    #[serde(default)]
    lines: Vec<CartLine>,
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
/// Shopify. Local: the signed-in customer's order is placed (status pending).
async fn checkout(
    State(shop): State<Shop>,
    MaybeUser(user): MaybeUser,
    ApiJson(body): ApiJson<CheckoutBody>,
) -> ApiResult<Json<super::Checkout>> {
    check_lines(&body.lines)?;
    match &shop.provider {
        ShopProvider::Shopify(shopify) => Ok(Json(shopify.create_cart(&body.lines).await.map_err(shop_failure)?)),
        ShopProvider::Local(local) => {
            let Some(user) = user else {
                return Err(ApiError::new(StatusCode::UNAUTHORIZED, "checkout-sign-in-required"));
            };
            match local.place_order(&user.id, &body.lines).await.map_err(shop_failure)? {
                Ok(checkout) => Ok(Json(checkout)),
                Err((_, reason)) => Err(ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, reason)),
            }
        }
    }
}

/// `GET /api/orders`: the caller's own orders, newest first.
async fn list_orders(State(shop): State<Shop>, AuthUser(user): AuthUser) -> ApiResult<Response> {
    let orders = shop.orders_of(&user.id).await?;
    Ok(no_store(Json(json!({ "orders": orders })).into_response()))
}

/// True when `signature` (base64) is the HMAC-SHA256 of `body` under `secret`,
/// compared in constant time.
pub fn verify_shopify_hmac(secret: &[u8], body: &[u8], signature: &str) -> bool {
    let Ok(expected) = base64::engine::general_purpose::STANDARD.decode(signature.trim()) else { return false };
    let mut mac = Hmac::<Sha256>::new_from_slice(secret).expect("HMAC takes any key length");
    mac.update(body);
    mac.verify_slice(&expected).is_ok()
}

#[derive(Deserialize)]
struct WebhookOrder {
    id: Value,
    #[serde(default)]
    order_number: Option<Value>,
    #[serde(default)]
    name: Option<String>,
    #[serde(default)]
    email: Option<String>,
    #[serde(default)]
    customer: Option<WebhookCustomer>,
    #[serde(default)]
    total_price: Option<String>,
    #[serde(default)]
    currency: Option<String>,
    #[serde(default)]
    financial_status: Option<String>,
    #[serde(default)]
    fulfillment_status: Option<String>,
    #[serde(default)]
    created_at: Option<String>,
    #[serde(default)]
    line_items: Vec<WebhookLine>,
}
#[derive(Deserialize)]
struct WebhookCustomer {
    email: Option<String>,
}
#[derive(Deserialize)]
struct WebhookLine {
    title: String,
    #[serde(default)]
    variant_title: Option<String>,
    quantity: i64,
    price: String,
}

/// `POST /api/webhooks/shopify/orders-create`: Shopify's order, signed with the
/// shared secret; stored once for the customer with that email.
async fn shopify_order_webhook(State(shop): State<Shop>, headers: HeaderMap, body: Bytes) -> Response {
    let Some(secret) = shop.webhook_secret.as_deref() else {
        tracing::warn!("Shopify webhook received but SHOPIFY_WEBHOOK_SECRET is not set");
        return (StatusCode::UNAUTHORIZED, Json(json!({"error": "webhook secret not configured"}))).into_response();
    };
    let signature = headers.get("x-shopify-hmac-sha256").and_then(|v| v.to_str().ok()).unwrap_or("");
    if !verify_shopify_hmac(secret.as_bytes(), &body, signature) {
        tracing::warn!("Shopify webhook with a bad or missing signature refused");
        return (StatusCode::UNAUTHORIZED, Json(json!({"error": "invalid signature"}))).into_response();
    }
    let order: WebhookOrder = match serde_json::from_slice(&body) {
        Ok(order) => order,
        Err(error) => return (StatusCode::BAD_REQUEST, Json(json!({"error": error.to_string()}))).into_response(),
    };
    match store_webhook_order(&shop.db, order).await {
        Ok(stored) => Json(json!({ "stored": stored })).into_response(),
        Err(error) => {
            tracing::error!(error = format!("{error:#}"), "storing a Shopify order failed");
            // Shopify retries on errors, which is what we want here.
            (StatusCode::INTERNAL_SERVER_ERROR, Json(json!({"error": "could not store the order"}))).into_response()
        }
    }
}

async fn store_webhook_order(db: &crate::platform::Db, order: WebhookOrder) -> anyhow::Result<bool> {
    let email = order.customer.and_then(|c| c.email).or(order.email).unwrap_or_default().trim().to_lowercase();
    let user_id: Option<String> =
        sqlx::query_scalar("select id from users where email = $1").bind(&email).fetch_optional(db).await?;
    let Some(user_id) = user_id else {
        tracing::info!("Shopify order for an email without an account; not stored");
        return Ok(false);
    };
    let shopify_number = match &order.order_number {
        Some(Value::Number(n)) => n.to_string(),
        Some(Value::String(s)) => s.clone(),
        _ => order.id.to_string(),
    };
    let status = match (order.fulfillment_status.as_deref(), order.financial_status.as_deref()) {
        (Some("fulfilled"), _) => "completed".to_owned(),
        (_, Some("voided" | "refunded")) => order.financial_status.clone().unwrap_or_default(),
        _ => "pending".to_owned(),
    };
    let total = order.total_price.as_deref().and_then(super::minor_units).unwrap_or(0);
    let items: Vec<Value> = order
        .line_items
        .iter()
        .map(|l| {
            json!({
                "title": l.title, "variantTitle": l.variant_title, "quantity": l.quantity,
                "price": super::minor_units(&l.price).unwrap_or(0) as f64 / 100.0,
            })
        })
        .collect();
    let created_at = order.created_at.unwrap_or_else(crate::platform::db::now_rfc3339);
    let result = sqlx::query(
        "insert into orders (id, user_id, order_number, shopify_order_number, status, created_at, total_amount_minor, currency_code, items)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         on conflict (shopify_order_number) do nothing",
    )
    .bind(hex::encode(rand::random::<[u8; 16]>()))
    .bind(&user_id)
    .bind(order.name.unwrap_or_else(|| format!("#{shopify_number}")))
    .bind(&shopify_number)
    .bind(&status)
    .bind(&created_at)
    .bind(total)
    .bind(order.currency.unwrap_or_else(|| "DKK".into()))
    .bind(Value::Array(items).to_string())
    .execute(db)
    .await?;
    Ok(result.rows_affected() == 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hmac_verification() {
        let body = br#"{"id":1}"#;
        let mut mac = Hmac::<Sha256>::new_from_slice(b"secret").unwrap();
        mac.update(body);
        let good = base64::engine::general_purpose::STANDARD.encode(mac.finalize().into_bytes());
        assert!(verify_shopify_hmac(b"secret", body, &good));
        assert!(!verify_shopify_hmac(b"other", body, &good));
        assert!(!verify_shopify_hmac(b"secret", br#"{"id":2}"#, &good));
        assert!(!verify_shopify_hmac(b"secret", body, ""));
        assert!(!verify_shopify_hmac(b"secret", body, "not base64!"));
    }
}
