//! Orders: placed by the local checkout or arriving from Shopify's webhook, read by
//! their customer on the profile's orders tab and the order page.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::platform::Db;

/// One line of an order as the customer sees it.
#[derive(Debug, Clone, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct OrderItem {
    #[serde(default)]
    pub title: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub variant_title: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub variant_id: Option<String>,
    pub quantity: i64,
    /// The unit price in the order's currency.
    pub price: f64,
}

#[derive(Debug, Clone, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Order {
    pub id: String,
    pub order_number: String,
    pub shopify_order_number: Option<String>,
    pub status: String,
    pub created_at: String,
    pub total_amount: f64,
    pub currency_code: String,
    pub items: Vec<OrderItem>,
}

/// The user's orders, newest first. Only ever filtered by the caller's own id.
pub async fn orders_of(db: &Db, user_id: &str) -> Result<Vec<Order>, sqlx::Error> {
    type Row = (String, String, Option<String>, String, String, i64, String, String);
    let rows: Vec<Row> = sqlx::query_as(
        "select id, order_number, shopify_order_number, status, created_at, total_amount_minor, currency_code, items
         from orders where user_id = $1 order by created_at desc, order_number desc",
    )
    .bind(user_id)
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(id, order_number, shopify_order_number, status, created_at, total, currency_code, items)| Order {
            id,
            order_number,
            shopify_order_number,
            status,
            created_at,
            // Minor units to the specification's number; exact for amounts below 2^53 øre.
            total_amount: total as f64 / 100.0,
            currency_code,
            items: parse_items(&items),
        })
        .collect())
}

/// Stored lines as JSON; a line that does not read is left out (and logged).
fn parse_items(stored: &str) -> Vec<OrderItem> {
    let values: Vec<Value> = serde_json::from_str(stored).unwrap_or_default();
    values
        .into_iter()
        .filter_map(|value| match serde_json::from_value(value) {
            Ok(item) => Some(item),
            Err(error) => {
                tracing::warn!(%error, "an order line that does not read");
                None
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn stored_lines_read_from_both_providers() {
        let local = r#"[{"title":"Stikkontakt","variantTitle":"Hvid","variantId":"v1","quantity":2,"price":89.0}]"#;
        let shopify = r#"[{"title":"Dimmer","variantTitle":null,"quantity":1,"price":349.5}]"#;
        let items = super::parse_items(local);
        assert_eq!((items[0].quantity, items[0].price), (2, 89.0));
        assert_eq!(super::parse_items(shopify)[0].variant_title, None);
        assert!(super::parse_items("not json").is_empty());
    }
}
