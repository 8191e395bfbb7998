//! Shopify's order webhook: signed with the shared secret (HMAC-SHA256, compared in
//! constant time), stored once per Shopify order number for the verified account with
//! the order's e-mail, or kept until such an account exists.

use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Json, Response};
use base64::Engine;
use hmac::{Hmac, Mac};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use sha2::Sha256;

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

/// `POST /api/webhooks/shopify/orders-create`: Shopify's order, signed with the
/// shared secret; stored once for the customer with that email.
pub(super) async fn shopify_order_webhook(State(shop): State<Shop>, headers: HeaderMap, body: Bytes) -> Response {
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
    match receive(&shop, order).await {
        Ok(stored) => Json(json!({ "stored": stored })).into_response(),
        Err(error) => {
            tracing::error!(error = format!("{error:#}"), "storing a Shopify order failed");
            // Shopify retries on errors, which is what we want here.
            (StatusCode::INTERNAL_SERVER_ERROR, Json(json!({"error": "could not store the order"}))).into_response()
        }
    }
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
    let status = match (order.fulfillment_status.as_deref(), order.financial_status.as_deref()) {
        (Some("fulfilled"), _) => "completed".to_owned(),
        (_, Some("voided" | "refunded")) => order.financial_status.clone().unwrap_or_default(),
        _ => "pending".to_owned(),
    };
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
        "insert into orders (id, user_id, order_number, shopify_order_number, status, created_at, total_amount_minor, currency_code, items)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         on conflict (shopify_order_number) do nothing",
    )
    .bind(hex::encode(rand::random::<[u8; 16]>()))
    .bind(user_id)
    .bind(order.display_number())
    .bind(&shopify_number)
    .bind(&status)
    .bind(&created_at)
    .bind(total)
    .bind(order.currency.clone().unwrap_or_else(|| "DKK".into()))
    .bind(Value::Array(items).to_string())
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
