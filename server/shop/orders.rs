//! Orders: placed by the local checkout or arriving from Shopify's webhook, read by
//! their customer on the profile's orders tab and the order page, and by the back
//! office. A guest's order has no account until one with its e-mail is verified; an
//! order keeps every figure it was placed with (øre), and its personal part
//! (`customer`) can be removed on its own when an account is deleted.

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
    /// The variant's options as bought ("Pakke: 1 stk."); absent on Shopify's lines
    /// and on local orders placed before they were kept.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[ts(as = "Option<Vec<super::SelectedOption>>", optional)]
    pub options: Vec<super::SelectedOption>,
    pub quantity: i64,
    /// The unit price in the order's currency.
    pub price: f64,
}

impl OrderItem {
    /// The unit price in minor units (øre).
    pub fn unit_minor(&self) -> i64 {
        (self.price * 100.0).round() as i64
    }
}

/// Who ordered and where it goes: the personal part of an order (removed, with the
/// e-mail, when the customer's account is deleted; the figures stay).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Customer {
    pub name: String,
    #[serde(default)]
    pub address: String,
    #[serde(default)]
    pub postcode: String,
    #[serde(default)]
    pub city: String,
    #[serde(default)]
    pub phone: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub company: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub cvr: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub ean: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub comment: Option<String>,
    /// An EAN invoice's buyer reference (person or order reference).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub reference: Option<String>,
    /// An EAN invoice's account string (kontostreng).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub account_string: Option<String>,
}

/// What a local order was placed with, in øre (Shopify's orders have only a total).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Figures {
    pub goods: i64,
    pub discount: i64,
    pub shipping: i64,
    pub total: i64,
    /// "heraf moms": the VAT the total includes.
    pub vat: i64,
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
    /// Every figure of a local order; null for Shopify's.
    pub figures: Option<Figures>,
    /// `parcel` or `pickup` (local orders).
    pub delivery_method: Option<String>,
    /// `bank_transfer`, `pay_at_pickup` or `ean_invoice` (local orders).
    pub payment_method: Option<String>,
    pub discount_code: Option<String>,
    pub customer: Option<Customer>,
    pub email: Option<String>,
    pub paid_at: Option<String>,
    /// When the goods left (or were collected), and the parcel's tracking.
    pub shipped_at: Option<String>,
    pub tracking_number: Option<String>,
    pub carrier: Option<String>,
    /// The day the goods reached the customer (`YYYY-MM-DD`, Copenhagen), as the
    /// business marked it: the withdrawal period runs 14 days from it.
    pub delivered_on: Option<String>,
}

/// The statuses an order moves between: a local order starts awaiting payment; the
/// back office marks it paid, sent (completed) or cancelled. `pending` is what older
/// orders and Shopify's unpaid ones say.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    AwaitingPayment,
    /// Paid online and authorised: the money is drawn when the goods leave.
    Authorised,
    Pending,
    Paid,
    Completed,
    Cancelled,
}

impl Status {
    pub fn parse(code: &str) -> Option<Status> {
        match code {
            "awaiting_payment" => Some(Status::AwaitingPayment),
            "authorised" => Some(Status::Authorised),
            "pending" => Some(Status::Pending),
            "paid" => Some(Status::Paid),
            "completed" => Some(Status::Completed),
            "cancelled" => Some(Status::Cancelled),
            _ => None,
        }
    }
    pub fn code(self) -> &'static str {
        match self {
            Status::AwaitingPayment => "awaiting_payment",
            Status::Authorised => "authorised",
            Status::Pending => "pending",
            Status::Paid => "paid",
            Status::Completed => "completed",
            Status::Cancelled => "cancelled",
        }
    }
    /// The paragraph of the customer's mail.
    pub fn mail_key(self) -> &'static str {
        match self {
            Status::AwaitingPayment => "mail-status-awaiting-payment",
            Status::Authorised => "mail-status-authorised",
            Status::Pending => "mail-status-pending",
            Status::Paid => "mail-status-paid",
            Status::Completed => "mail-status-completed",
            Status::Cancelled => "mail-status-cancelled",
        }
    }
    pub fn subject_key(self) -> &'static str {
        match self {
            Status::AwaitingPayment => "mail-status-subject-awaiting-payment",
            Status::Authorised => "mail-status-subject-authorised",
            Status::Pending => "mail-status-subject-pending",
            Status::Paid => "mail-status-subject-paid",
            Status::Completed => "mail-status-subject-completed",
            Status::Cancelled => "mail-status-subject-cancelled",
        }
    }
}

/// An order with its customer, as mails and the back office need it.
#[derive(Debug, Clone)]
pub struct Found {
    pub order: Order,
    pub user_id: Option<String>,
    /// Where mail about the order goes (the order's own address, else the account's).
    pub email: String,
    /// The name to greet (the account's first name, else the name on the order).
    pub first_name: String,
    pub full_name: String,
    pub lang: Lang,
    /// SHA-256 of the guest's link (`?key=`), hex.
    pub access_hash: Option<String>,
}

impl Found {
    /// Whether someone may see the order: its signed-in owner (`user_id`), or anyone
    /// with the key of the guest's link (compared by its SHA-256, in constant time).
    pub fn may_see(&self, user_id: Option<&str>, key: Option<&str>) -> bool {
        use subtle::ConstantTimeEq;
        let by_key = match (key.filter(|k| !k.is_empty()), &self.access_hash) {
            (Some(key), Some(hash)) => crate::shop::local::cart_hash(key).as_bytes().ct_eq(hash.as_bytes()).into(),
            _ => false,
        };
        by_key || user_id.is_some_and(|u| self.user_id.as_deref() == Some(u))
    }
}

const ORDER_COLUMNS: &str = "o.id, o.order_number, o.shopify_order_number, o.status, o.created_at, o.total_amount_minor,
    o.currency_code, o.items, o.goods_minor, o.discount_minor, o.shipping_minor, o.vat_minor, o.delivery_method,
    o.payment_method, o.discount_code, o.customer, o.email, o.paid_at, o.shipped_at, o.tracking_number, o.carrier, o.delivered_on";

const FOUND_COLUMNS: &str = "o.user_id, coalesce(o.email, u.email), p.first_name, p.last_name, o.lang, o.access_hash";

#[derive(sqlx::FromRow)]
struct OrderRow {
    id: String,
    order_number: String,
    shopify_order_number: Option<String>,
    status: String,
    created_at: String,
    total_amount_minor: i64,
    currency_code: String,
    items: String,
    goods_minor: Option<i64>,
    discount_minor: Option<i64>,
    shipping_minor: Option<i64>,
    vat_minor: Option<i64>,
    delivery_method: Option<String>,
    payment_method: Option<String>,
    discount_code: Option<String>,
    customer: Option<String>,
    email: Option<String>,
    paid_at: Option<String>,
    shipped_at: Option<String>,
    tracking_number: Option<String>,
    carrier: Option<String>,
    delivered_on: Option<String>,
}

fn order_of(row: OrderRow) -> Order {
    let figures = match (row.goods_minor, row.discount_minor, row.shipping_minor, row.vat_minor) {
        (Some(goods), Some(discount), Some(shipping), Some(vat)) => {
            Some(Figures { goods, discount, shipping, total: row.total_amount_minor, vat })
        }
        _ => None,
    };
    Order {
        id: row.id,
        order_number: row.order_number,
        shopify_order_number: row.shopify_order_number,
        status: row.status,
        created_at: row.created_at,
        // Minor units to the specification's number; exact for amounts below 2^53 øre.
        total_amount: row.total_amount_minor as f64 / 100.0,
        currency_code: row.currency_code,
        items: parse_items(&row.items),
        figures,
        delivery_method: row.delivery_method,
        payment_method: row.payment_method,
        discount_code: row.discount_code,
        customer: row.customer.as_deref().and_then(|c| serde_json::from_str(c).ok()),
        email: row.email,
        paid_at: row.paid_at,
        shipped_at: row.shipped_at,
        tracking_number: row.tracking_number,
        carrier: row.carrier,
        delivered_on: row.delivered_on,
    }
}

fn found_of(row: sqlx::any::AnyRow) -> Result<Found, sqlx::Error> {
    use sqlx::{FromRow, Row};
    let order = order_of(OrderRow::from_row(&row)?);
    let user_id: Option<String> = row.try_get(22)?;
    let email: Option<String> = row.try_get(23)?;
    let first: Option<String> = row.try_get(24)?;
    let last: Option<String> = row.try_get(25)?;
    let lang: String = row.try_get(26)?;
    let access_hash: Option<String> = row.try_get(27)?;
    let ordered_by = order.customer.as_ref().map(|c| c.name.clone()).unwrap_or_default();
    let (first_name, full_name) = match (first, last) {
        (Some(first), Some(last)) => (first.clone(), format!("{first} {last}")),
        _ => (ordered_by.split_whitespace().next().unwrap_or_default().to_owned(), ordered_by),
    };
    Ok(Found {
        order,
        user_id,
        email: email.unwrap_or_default(),
        first_name,
        full_name,
        lang: lang.parse().unwrap_or(Lang::DEFAULT),
        access_hash,
    })
}

/// The user's orders, newest first. Only ever filtered by the caller's own id.
pub async fn orders_of(db: &Db, user_id: &str) -> Result<Vec<Order>, sqlx::Error> {
    let sql = format!("select {ORDER_COLUMNS} from orders o where o.user_id = $1 order by o.created_at desc, o.order_number desc");
    let rows: Vec<OrderRow> = sqlx::query_as(&sql).bind(user_id).fetch_all(db).await?;
    Ok(rows.into_iter().map(order_of).collect())
}

/// Guests' orders placed with this address that no account has taken yet.
pub async fn guest_orders_with(db: &Db, email: &str) -> Result<Vec<Order>, sqlx::Error> {
    let sql = format!("select {ORDER_COLUMNS} from orders o where o.user_id is null and o.email = $1 order by o.created_at desc");
    let rows: Vec<OrderRow> = sqlx::query_as(&sql).bind(email).fetch_all(db).await?;
    Ok(rows.into_iter().map(order_of).collect())
}

/// Every order with its customer, newest first (the back office), optionally only
/// those with a status or whose number, customer name or e-mail contains `search`.
/// `only`: a further condition on `o` from the caller's own module (a fixed SQL text,
/// never the visitor's words), such as how the order's payment stands.
pub async fn all(db: &Db, status: Option<&str>, search: &str, only: Option<&'static str>, limit: i64) -> Result<Vec<Found>, sqlx::Error> {
    let only = only.map(|condition| format!("and ({condition})")).unwrap_or_default();
    let sql = format!(
        "select {ORDER_COLUMNS}, {FOUND_COLUMNS}
         from orders o left join users u on u.id = o.user_id left join profiles p on p.id = o.user_id
         where ($1 = '' or o.status = $1) {only}
           and ($2 = '' or lower(o.order_number) like $2 or lower(coalesce(o.email, u.email, '')) like $2
                or lower(coalesce(p.first_name || ' ' || p.last_name, '')) like $2
                or lower(coalesce(o.customer, '')) like $2)
         order by o.created_at desc, o.order_number desc limit $3"
    );
    let pattern = if search.trim().is_empty() { String::new() } else { format!("%{}%", search.trim().to_lowercase()) };
    let rows = sqlx::query(&sql).bind(status.unwrap_or("")).bind(pattern).bind(limit).fetch_all(db).await?;
    rows.into_iter().map(found_of).collect()
}

/// One order by its number, with its customer.
pub async fn by_number(db: &Db, number: &str) -> Result<Option<Found>, sqlx::Error> {
    let sql = format!(
        "select {ORDER_COLUMNS}, {FOUND_COLUMNS}
         from orders o left join users u on u.id = o.user_id left join profiles p on p.id = o.user_id
         where o.order_number = $1"
    );
    sqlx::query(&sql).bind(number).fetch_optional(db).await?.map(found_of).transpose()
}

/// The number of the order placed from this checkout key, if one was.
pub async fn number_for_checkout(db: &Db, checkout_key: &str) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("select order_number from orders where checkout_key = $1").bind(checkout_key).fetch_optional(db).await
}

/// Sets an order's status. A Shopify order that becomes completed (fulfilled) is sent
/// now, as far as this shop knows: its withdrawal period runs from then. (A local
/// order is sent by `Payments::ship`, which draws its money.)
pub async fn set_status(tx: &mut sqlx::Transaction<'_, sqlx::Any>, number: &str, status: Status) -> Result<bool, sqlx::Error> {
    let now = now_rfc3339();
    let paid_at = matches!(status, Status::Paid).then(|| now.clone());
    let sent_at = matches!(status, Status::Completed).then(|| now.clone());
    let done = sqlx::query(
        "update orders set status = $1, updated_at = $2, paid_at = coalesce($3, paid_at),
                shipped_at = case when shopify_order_number is not null then coalesce(shipped_at, $4) else shipped_at end
         where order_number = $5",
    )
        .bind(status.code())
        .bind(&now)
        .bind(paid_at)
        .bind(sent_at)
        .bind(number)
        .execute(&mut **tx)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// A verified address: the guests' orders placed with it become the account's.
pub async fn attach_guest_orders(db: &Db, user_id: &str, email: &str) -> Result<u64, sqlx::Error> {
    let done = sqlx::query("update orders set user_id = $1 where user_id is null and email = $2 and customer is not null")
        .bind(user_id)
        .bind(email.trim().to_lowercase())
        .execute(db)
        .await?;
    Ok(done.rows_affected())
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
