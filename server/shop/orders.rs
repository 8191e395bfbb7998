//! Orders: placed by the local checkout or arriving from Shopify's webhook, read by
//! their customer on the profile's orders tab and the order page.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::i18n::Lang;
use crate::platform::Db;
use crate::platform::db::now_rfc3339;

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
    let rows: Vec<Row> = sqlx::query_as(
        "select id, order_number, shopify_order_number, status, created_at, total_amount_minor, currency_code, items
         from orders where user_id = $1 order by created_at desc, order_number desc",
    )
    .bind(user_id)
    .fetch_all(db)
    .await?;
    Ok(rows.into_iter().map(order_of).collect())
}

/// The statuses an administrator moves an order between.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    Pending,
    Completed,
    Cancelled,
}

impl Status {
    pub fn parse(code: &str) -> Option<Status> {
        match code {
            "pending" => Some(Status::Pending),
            "completed" => Some(Status::Completed),
            "cancelled" => Some(Status::Cancelled),
            _ => None,
        }
    }
    pub fn code(self) -> &'static str {
        match self {
            Status::Pending => "pending",
            Status::Completed => "completed",
            Status::Cancelled => "cancelled",
        }
    }
    /// The paragraph of the customer's mail.
    pub fn mail_key(self) -> &'static str {
        match self {
            Status::Pending => "mail-status-pending",
            Status::Completed => "mail-status-completed",
            Status::Cancelled => "mail-status-cancelled",
        }
    }
    pub fn subject_key(self) -> &'static str {
        match self {
            Status::Pending => "mail-status-subject-pending",
            Status::Completed => "mail-status-subject-completed",
            Status::Cancelled => "mail-status-subject-cancelled",
        }
    }
}

/// An order with its customer, as mails and the back office need it.
#[derive(Debug, Clone)]
pub struct Found {
    pub order: Order,
    pub user_id: String,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub lang: Lang,
}

type Row = (String, String, Option<String>, String, String, i64, String, String);

fn order_of((id, order_number, shopify_order_number, status, created_at, total, currency_code, items): Row) -> Order {
    Order {
        id,
        order_number,
        shopify_order_number,
        status,
        created_at,
        // Minor units to the specification's number; exact for amounts below 2^53 øre.
        total_amount: total as f64 / 100.0,
        currency_code,
        items: parse_items(&items),
    }
}

const ORDER_COLUMNS: &str = "o.id, o.order_number, o.shopify_order_number, o.status, o.created_at, o.total_amount_minor, o.currency_code, o.items";

/// Every order with its customer, newest first (the back office), optionally only
/// those with a status or whose number, customer name or e-mail contains `search`.
pub async fn all(db: &Db, status: Option<&str>, search: &str, limit: i64) -> Result<Vec<Found>, sqlx::Error> {
    let sql = format!(
        "select {ORDER_COLUMNS}, o.user_id, u.email, p.first_name, p.last_name, o.lang
         from orders o join users u on u.id = o.user_id join profiles p on p.id = u.id
         where ($1 = '' or o.status = $1)
           and ($2 = '' or lower(o.order_number) like $2 or lower(u.email) like $2
                or lower(p.first_name || ' ' || p.last_name) like $2)
         order by o.created_at desc, o.order_number desc limit $3"
    );
    let pattern = if search.trim().is_empty() { String::new() } else { format!("%{}%", search.trim().to_lowercase()) };
    let rows: Vec<(String, String, Option<String>, String, String, i64, String, String, String, String, String, String, String)> =
        sqlx::query_as(&sql).bind(status.unwrap_or("")).bind(pattern).bind(limit).fetch_all(db).await?;
    Ok(rows.into_iter().map(found_of).collect())
}

#[allow(clippy::type_complexity)]
fn found_of(
    (id, number, shopify, status, created, total, currency, items, user_id, email, first_name, last_name, lang): (
        String, String, Option<String>, String, String, i64, String, String, String, String, String, String, String,
    ),
) -> Found {
    Found {
        order: order_of((id, number, shopify, status, created, total, currency, items)),
        user_id,
        email,
        first_name,
        last_name,
        lang: lang.parse().unwrap_or(Lang::DEFAULT),
    }
}

/// One order by its number, with its customer.
pub async fn by_number(db: &Db, number: &str) -> Result<Option<Found>, sqlx::Error> {
    let sql = format!(
        "select {ORDER_COLUMNS}, o.user_id, u.email, p.first_name, p.last_name, o.lang
         from orders o join users u on u.id = o.user_id join profiles p on p.id = u.id where o.order_number = $1"
    );
    let row = sqlx::query_as(&sql).bind(number).fetch_optional(db).await?;
    Ok(row.map(found_of))
}

pub async fn set_status(db: &Db, number: &str, status: Status) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("update orders set status = $1, updated_at = $2 where order_number = $3")
        .bind(status.code())
        .bind(now_rfc3339())
        .bind(number)
        .execute(db)
        .await?;
    Ok(done.rows_affected() == 1)
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
