//! Shopify's order webhooks: signed with the shared secret (HMAC-SHA256, compared in
//! constant time). `orders/create` stores the order once per Shopify order number for
//! the verified account with the order's e-mail, or keeps it until such an account
//! exists; `orders/updated`, `orders/paid`, `orders/fulfilled` and `orders/cancelled`
//! (`X-Shopify-Topic`) move its status, and the customer gets the same status mail as
//! for a local order. A delivery is handled once (`X-Shopify-Webhook-Id`), and an update
//! older than the stored one (`updated_at`) never overwrites it.

use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Json, Response};
use base64::Engine;
use hmac::{Hmac, Mac};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use sha2::Sha256;

use super::orders::Status;
use super::{Shop, minor_units};
use crate::platform::db::now_rfc3339;

/// True when `signature` (base64) is the HMAC-SHA256 of `body` under `secret`,
/// compared in constant time.
pub fn verify_shopify_hmac(secret: &[u8], body: &[u8], signature: &str) -> bool {
    let Ok(expected) = base64::engine::general_purpose::STANDARD.decode(signature.trim()) else { return false };
    let mut mac = Hmac::<Sha256>::new_from_slice(secret).expect("HMAC takes any key length");
    mac.update(body);
    mac.verify_slice(&expected).is_ok()
}

#[derive(Deserialize, Serialize)]
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
    updated_at: Option<String>,
    #[serde(default)]
    cancelled_at: Option<String>,
    #[serde(default)]
    line_items: Vec<WebhookLine>,
}
#[derive(Deserialize, Serialize)]
struct WebhookCustomer {
    email: Option<String>,
}
#[derive(Deserialize, Serialize)]
struct WebhookLine {
    title: String,
    #[serde(default)]
    variant_title: Option<String>,
    quantity: i64,
    price: String,
}

/// `POST /api/webhooks/shopify/orders` (and `/orders-create`, its first address):
/// Shopify's order webhooks, signed with the shared secret; `X-Shopify-Topic` says
/// which (none: `orders/create`).
pub(super) async fn shopify_order_webhook(State(shop): State<Shop>, headers: HeaderMap, body: Bytes) -> Response {
    let Some(secret) = shop.webhook_secret.as_deref() else {
        tracing::warn!("Shopify webhook received but SHOPIFY_WEBHOOK_SECRET is not set");
        return (StatusCode::UNAUTHORIZED, Json(json!({"error": "webhook secret not configured"}))).into_response();
    };
    let header = |name: &str| headers.get(name).and_then(|v| v.to_str().ok()).unwrap_or("").trim().to_owned();
    if !verify_shopify_hmac(secret.as_bytes(), &body, &header("x-shopify-hmac-sha256")) {
        tracing::warn!("Shopify webhook with a bad or missing signature refused");
        return (StatusCode::UNAUTHORIZED, Json(json!({"error": "invalid signature"}))).into_response();
    }
    let topic = match header("x-shopify-topic").as_str() {
        "" => "orders/create".to_owned(),
        topic => topic.to_owned(),
    };
    let webhook_id = header("x-shopify-webhook-id");
    if !webhook_id.is_empty() {
        match delivered_before(&shop.db, &webhook_id).await {
            Ok(true) => return Json(json!({ "duplicate": true })).into_response(),
            Ok(false) => {}
            Err(error) => tracing::error!(%error, "reading Shopify webhook deliveries"),
        }
    }
    if matches!(topic.as_str(), "products/create" | "products/update") {
        return product_webhook(&shop, &webhook_id, &topic, &body).await;
    }
    let order: WebhookOrder = match serde_json::from_slice(&body) {
        Ok(order) => order,
        Err(error) => return (StatusCode::BAD_REQUEST, Json(json!({"error": error.to_string()}))).into_response(),
    };
    let handled = match topic.as_str() {
        "orders/create" => receive(&shop, order).await.map(|stored| json!({ "stored": stored })),
        "orders/updated" | "orders/paid" | "orders/fulfilled" | "orders/cancelled" => {
            update(&shop, &topic, order).await.map(|changed| json!({ "changed": changed }))
        }
        other => {
            tracing::info!(topic = other, "a Shopify webhook topic this site does not follow");
            Ok(json!({ "ignored": other }))
        }
    };
    match handled {
        Ok(answer) => {
            if !webhook_id.is_empty() {
                if let Err(error) = remember_delivery(&shop.db, &webhook_id, &topic).await {
                    tracing::error!(%error, "recording a Shopify webhook delivery");
                }
            }
            Json(answer).into_response()
        }
        Err(error) => {
            tracing::error!(error = format!("{error:#}"), topic, "handling a Shopify order webhook failed");
            // Shopify retries on errors, which is what we want here.
            (StatusCode::INTERNAL_SERVER_ERROR, Json(json!({"error": "could not store the order"}))).into_response()
        }
    }
}

/// A product Shopify says changed (`products/create`, `products/update`): its
/// variants' prices are kept in the price history as seen now, so that a reduction
/// made at Shopify counts from the moment it was made, not from when a page first
/// asks for the product.
async fn product_webhook(shop: &Shop, webhook_id: &str, topic: &str, body: &[u8]) -> Response {
    #[derive(Deserialize)]
    struct WebhookProduct {
        #[serde(default)]
        handle: String,
        #[serde(default)]
        variants: Vec<WebhookVariant>,
    }
    #[derive(Deserialize)]
    struct WebhookVariant {
        admin_graphql_api_id: String,
        price: String,
    }
    let product: WebhookProduct = match serde_json::from_slice(body) {
        Ok(product) => product,
        Err(error) => return (StatusCode::BAD_REQUEST, Json(json!({"error": error.to_string()}))).into_response(),
    };
    let prices: Vec<(String, i64)> = product
        .variants
        .into_iter()
        .filter_map(|v| super::minor_units(&v.price).map(|price| (v.admin_graphql_api_id, price)))
        .collect();
    match super::prices::seen(&shop.db, &prices, shop.limits.clock().unix_ms()).await {
        Ok(_) => {
            if !webhook_id.is_empty() {
                if let Err(error) = remember_delivery(&shop.db, webhook_id, topic).await {
                    tracing::error!(%error, "recording a Shopify webhook delivery");
                }
            }
            // Its pages are read afresh: the price (and what may be named before it)
            // changed.
            if !product.handle.is_empty() {
                if let super::ShopProvider::Shopify(shopify) = &shop.provider {
                    shopify.product_changed(&product.handle);
                }
                shop.product_edited(&product.handle, None, &[]).await;
            }
            Json(json!({ "prices": prices.len() })).into_response()
        }
        Err(error) => {
            tracing::error!(%error, topic, "keeping a Shopify product's prices failed");
            (StatusCode::INTERNAL_SERVER_ERROR, Json(json!({"error": "could not keep the prices"}))).into_response()
        }
    }
}

async fn delivered_before(db: &crate::platform::Db, webhook_id: &str) -> Result<bool, sqlx::Error> {
    let found: Option<String> = sqlx::query_scalar("select webhook_id from shopify_webhook_deliveries where webhook_id = $1")
        .bind(webhook_id)
        .fetch_optional(db)
        .await?;
    Ok(found.is_some())
}

async fn remember_delivery(db: &crate::platform::Db, webhook_id: &str, topic: &str) -> Result<(), sqlx::Error> {
    sqlx::query(
        "insert into shopify_webhook_deliveries (webhook_id, topic, received_at) values ($1, $2, $3)
         on conflict (webhook_id) do nothing",
    )
    .bind(webhook_id)
    .bind(topic)
    .bind(now_rfc3339())
    .execute(db)
    .await?;
    Ok(())
}

/// Shopify's `updated_at` ("2026-11-20T10:00:00-05:00") as UTC RFC 3339, so stored
/// times compare as text.
fn utc(time: &str) -> Option<String> {
    use time::format_description::well_known::Rfc3339;
    let at = time::OffsetDateTime::parse(time.trim(), &Rfc3339).ok()?;
    at.to_offset(time::UtcOffset::UTC).format(&Rfc3339).ok()
}

/// The status an order's payload shows.
fn status_of(topic: &str, order: &WebhookOrder) -> Status {
    let financial = order.financial_status.as_deref().unwrap_or("");
    if topic == "orders/cancelled" || order.cancelled_at.is_some() || matches!(financial, "refunded" | "voided") {
        Status::Cancelled
    } else if order.fulfillment_status.as_deref() == Some("fulfilled") {
        Status::Completed
    } else if matches!(financial, "paid" | "partially_refunded") {
        Status::Paid
    } else {
        Status::Pending
    }
}

/// An order Shopify changed: newer than the stored state, its status moves (the
/// customer is mailed); older, nothing happens. Not stored yet (created while no
/// account had the address): the waiting payload is replaced, or it is stored now.
async fn update(shop: &Shop, topic: &str, order: WebhookOrder) -> anyhow::Result<bool> {
    let number = order.shopify_number();
    let updated_at = order.updated_at.as_deref().and_then(utc).unwrap_or_else(now_rfc3339);
    let stored: Option<(String, Option<String>)> =
        sqlx::query_as("select order_number, source_updated_at from orders where shopify_order_number = $1")
            .bind(&number)
            .fetch_optional(&shop.db)
            .await?;
    let Some((display_number, _)) = stored else {
        let waiting = sqlx::query("update pending_shop_orders set payload = $1 where shopify_order_number = $2")
            .bind(serde_json::to_string(&order)?)
            .bind(&number)
            .execute(&shop.db)
            .await?;
        if waiting.rows_affected() == 0 {
            receive(shop, order).await?;
        }
        return Ok(true);
    };
    // Only a newer state moves the order (the condition decides, also for two
    // deliveries at once).
    let newer = sqlx::query(
        "update orders set source_updated_at = $1 where shopify_order_number = $2
         and (source_updated_at is null or source_updated_at < $1)",
    )
    .bind(&updated_at)
    .bind(&number)
    .execute(&shop.db)
    .await?;
    if newer.rows_affected() == 0 {
        tracing::info!(number, topic, "an older Shopify update arrived late; the stored state stays");
        return Ok(false);
    }
    let status = status_of(topic, &order);
    let before = crate::shop::orders::by_number(&shop.db, &display_number).await?.map(|f| f.order.status);
    shop.change_status(&display_number, status).await?;
    Ok(before.as_deref() != Some(status.code()))
}

/// Stores the order for the verified account with its e-mail, or keeps it until
/// an account with that address is verified (see [`attach_pending`]). An order for an
/// unverified address must not reach whoever registered that address first.
async fn receive(shop: &Shop, order: WebhookOrder) -> anyhow::Result<bool> {
    let email = order.email();
    let user_id: Option<String> =
        sqlx::query_scalar("select id from users where email = $1 and email_verified_at is not null")
            .bind(&email)
            .fetch_optional(&shop.db)
            .await?;
    let Some(user_id) = user_id else {
        let payload = serde_json::to_string(&order)?;
        let parked = sqlx::query(
            "insert into pending_shop_orders (shopify_order_number, email, payload, created_at) values ($1, $2, $3, $4)
             on conflict (shopify_order_number) do nothing",
        )
        .bind(order.shopify_number())
        .bind(&email)
        .bind(payload)
        .bind(now_rfc3339())
        .execute(&shop.db)
        .await?;
        tracing::info!("Shopify order for an address without a verified account; kept until one is verified");
        return Ok(parked.rows_affected() == 1);
    };
    let stored = store(&shop.db, &user_id, &order).await?;
    if stored {
        shop.notify_business_of_order(&order.display_number(), &email).await;
    }
    Ok(stored)
}

/// An address was verified: the Shopify orders that waited for it become the
/// account's.
pub async fn attach_pending(shop: &Shop, user_id: &str, email: &str) -> anyhow::Result<usize> {
    let waiting: Vec<(String, String)> =
        sqlx::query_as("select shopify_order_number, payload from pending_shop_orders where email = $1")
            .bind(email.trim().to_lowercase())
            .fetch_all(&shop.db)
            .await?;
    let mut attached = 0;
    for (number, payload) in waiting {
        let order: WebhookOrder = serde_json::from_str(&payload)?;
        if store(&shop.db, user_id, &order).await? {
            attached += 1;
        }
        sqlx::query("delete from pending_shop_orders where shopify_order_number = $1").bind(&number).execute(&shop.db).await?;
    }
    if attached > 0 {
        tracing::info!(user_id, attached, "Shopify orders attached to a verified account");
    }
    Ok(attached)
}

async fn store(db: &crate::platform::Db, user_id: &str, order: &WebhookOrder) -> anyhow::Result<bool> {
    let shopify_number = order.shopify_number();
    let status = status_of("orders/create", order).code();
    let total = order.total_price.as_deref().and_then(minor_units).unwrap_or(0);
    let items: Vec<Value> = order
        .line_items
        .iter()
        .map(|l| {
            json!({
                "title": l.title, "variantTitle": l.variant_title, "quantity": l.quantity,
                "price": minor_units(&l.price).unwrap_or(0) as f64 / 100.0,
            })
        })
        .collect();
    let created_at = order.created_at.clone().unwrap_or_else(now_rfc3339);
    let result = sqlx::query(
        "insert into orders (id, user_id, order_number, shopify_order_number, status, created_at, total_amount_minor, currency_code,
                             items, email, source_updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         on conflict (shopify_order_number) do nothing",
    )
    .bind(hex::encode(rand::random::<[u8; 16]>()))
    .bind(user_id)
    .bind(order.display_number())
    .bind(&shopify_number)
    .bind(status)
    .bind(&created_at)
    .bind(total)
    .bind(order.currency.clone().unwrap_or_else(|| "DKK".into()))
    .bind(Value::Array(items).to_string())
    .bind(order.email())
    .bind(order.updated_at.as_deref().and_then(utc))
    .execute(db)
    .await?;
    Ok(result.rows_affected() == 1)
}


impl WebhookOrder {
    fn email(&self) -> String {
        self.customer.as_ref().and_then(|c| c.email.clone()).or(self.email.clone()).unwrap_or_default().trim().to_lowercase()
    }

    fn shopify_number(&self) -> String {
        match &self.order_number {
            Some(Value::Number(n)) => n.to_string(),
            Some(Value::String(s)) => s.clone(),
            _ => self.id.to_string(),
        }
    }

    /// The number the customer sees (`#1002`).
    fn display_number(&self) -> String {
        self.name.clone().unwrap_or_else(|| format!("#{}", self.shopify_number()))
    }
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
