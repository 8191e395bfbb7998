//! Placing a local order: the customer's fields checked (each with its message), the
//! lines priced from the catalogue now (a line whose price or availability changed
//! since the customer saw it is refused with the new figure), the totals computed in
//! øre, and the order stored once per cart: a double submit of the same cart, even at
//! the same instant on two instances, places one order (the database's unique
//! `checkout_key` decides) and both answers name it.

use serde::{Deserialize, Serialize};
use serde_json::json;

use super::LocalCheckout;
use super::fields;
use super::money::{self, Delivery, Totals};
use crate::http::validation::{Email, FieldErrors, MessageKey, chars};
use crate::i18n::Lang;
use crate::shop::CartLine;
use crate::shop::local::{LocalShop, cart_hash};
use crate::shop::orders::Customer;

/// `POST /api/orders` and the `/kasse` form: what the customer sends.
#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(rename_all = "camelCase", default)]
pub struct OrderRequest {
    /// The lines with the unit price the customer saw (øre); empty with `cartId`:
    /// the cart's lines.
    pub lines: Vec<CartLine>,
    /// The cart's token from `/kasse?cart=…`: one order per cart.
    pub cart_id: Option<String>,
    pub delivery: DeliveryInput,
    pub email: String,
    pub company: Option<String>,
    pub cvr: Option<String>,
    pub ean: Option<String>,
    pub discount_code: Option<String>,
    pub comment: Option<String>,
    /// An EAN invoice's person or order reference, as the institution gave it (required
    /// with `ean_invoice`: Peppol rule R003).
    pub reference: Option<String>,
    /// An EAN invoice's account string (kontostreng), when the institution gave one.
    pub account_string: Option<String>,
    /// `card` (online, when a payment provider is set), `bank_transfer`,
    /// `pay_at_pickup` or `ean_invoice`.
    pub payment_method: String,
    pub accept_terms: bool,
}

#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(rename_all = "camelCase", default)]
pub struct DeliveryInput {
    /// `parcel` or `pickup`.
    pub method: String,
    pub name: String,
    pub address: String,
    pub postcode: String,
    pub city: String,
    pub phone: String,
}

/// How the customer pays a local order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Payment {
    /// Card or MobilePay on the payment provider's page.
    Card,
    BankTransfer,
    AtPickup,
    EanInvoice,
}

impl Payment {
    pub fn parse(code: &str) -> Option<Payment> {
        match code {
            "card" => Some(Payment::Card),
            "bank_transfer" => Some(Payment::BankTransfer),
            "pay_at_pickup" => Some(Payment::AtPickup),
            "ean_invoice" => Some(Payment::EanInvoice),
            _ => None,
        }
    }
    pub fn code(self) -> &'static str {
        match self {
            Payment::Card => "card",
            Payment::BankTransfer => "bank_transfer",
            Payment::AtPickup => "pay_at_pickup",
            Payment::EanInvoice => "ean_invoice",
        }
    }
}

/// The customer's fields, checked.
#[derive(Debug, Clone)]
pub struct Checked {
    pub delivery: Delivery,
    pub payment: Payment,
    pub email: Email,
    pub customer: Customer,
    pub discount_code: Option<String>,
}

fn text(input: &str, max: usize, required: MessageKey, too_long: MessageKey) -> Result<String, MessageKey> {
    let value = input.trim();
    match chars(value) {
        0 => Err(required),
        n if n > max => Err(too_long),
        _ => Ok(value.to_owned()),
    }
}

fn optional(input: Option<&str>, max: usize, too_long: MessageKey) -> Result<Option<String>, MessageKey> {
    let value = input.unwrap_or_default().trim();
    match chars(value) {
        0 => Ok(None),
        n if n > max => Err(too_long),
        _ => Ok(Some(value.to_owned())),
    }
}

/// A phone number: a Danish one (8 digits, `+45`/`0045` allowed in front) or an
/// international one (`+` and 7 to 15 digits); spaces and dashes are ignored.
pub fn phone(input: &str) -> Result<String, MessageKey> {
    let compact: String = input.chars().filter(|c| !matches!(c, ' ' | '-' | '(' | ')')).collect();
    if compact.is_empty() {
        return Err("validation-checkout-phone-required");
    }
    let danish = compact.strip_prefix("+45").or_else(|| compact.strip_prefix("0045")).unwrap_or(&compact);
    let is_digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if danish.len() == 8 && is_digits(danish) {
        return Ok(danish.to_owned());
    }
    match compact.strip_prefix('+') {
        Some(rest) if (7..=15).contains(&rest.len()) && is_digits(rest) => Ok(compact),
        _ => Err("validation-checkout-phone-invalid"),
    }
}

/// Checks every field; all messages at once, in the form's order.
pub fn check(request: &OrderRequest) -> Result<Checked, FieldErrors> {
    let mut errors = FieldErrors::default();
    let d = &request.delivery;
    let delivery = errors.check(
        "delivery",
        match d.method.as_str() {
            "parcel" => Ok(Delivery::Parcel),
            "pickup" => Ok(Delivery::Pickup),
            _ => Err("validation-checkout-delivery-invalid"),
        },
    );
    let name = errors.check("name", text(&d.name, 100, "validation-checkout-name-required", "validation-checkout-name-too-long"));
    // An address is needed for a parcel; at pick-up it is optional (an invoice's).
    let parcel = delivery != Some(Delivery::Pickup);
    let address = if parcel || !d.address.trim().is_empty() {
        errors.check("address", text(&d.address, 200, "validation-checkout-address-required", "validation-checkout-address-too-long"))
    } else {
        Some(String::new())
    };
    let postcode = if parcel || !d.postcode.trim().is_empty() {
        errors.check("postcode", fields::postcode(&d.postcode).ok_or("validation-checkout-postcode-invalid"))
    } else {
        Some(String::new())
    };
    let city = if parcel || !d.city.trim().is_empty() {
        errors.check("city", text(&d.city, 100, "validation-checkout-city-required", "validation-checkout-city-too-long"))
    } else {
        Some(String::new())
    };
    let phone = errors.check("phone", phone(&d.phone));
    let email = errors.check("email", Email::parse(&request.email));
    let company = errors.check("company", optional(request.company.as_deref(), 100, "validation-checkout-company-too-long"));
    let cvr = errors.check(
        "cvr",
        match request.cvr.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
            None => Ok(None),
            Some(input) => fields::cvr(input).map(Some).ok_or("validation-checkout-cvr-invalid"),
        },
    );
    let ean = errors.check(
        "ean",
        match request.ean.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
            None => Ok(None),
            Some(input) => fields::ean(input).map(Some),
        },
    );
    // A CVR or EAN belongs to a company or an institution: its name is on the invoice.
    if let (Some(None), Some(cvr), Some(ean)) = (&company, &cvr, &ean) {
        if cvr.is_some() || ean.is_some() {
            errors.0.push(("company", "validation-checkout-company-required"));
        }
    }
    let comment = errors.check("comment", optional(request.comment.as_deref(), 1000, "validation-checkout-comment-too-long"));
    let reference = errors.check("reference", optional(request.reference.as_deref(), 100, "validation-checkout-reference-too-long"));
    let account_string = errors.check("accountString", optional(request.account_string.as_deref(), 100, "validation-checkout-account-string-too-long"));
    let payment = errors.check(
        "paymentMethod",
        match Payment::parse(&request.payment_method) {
            None => Err("validation-checkout-payment-required"),
            Some(Payment::AtPickup) if delivery == Some(Delivery::Parcel) => Err("validation-checkout-payment-pickup-only"),
            Some(Payment::EanInvoice) if matches!(&ean, Some(None)) => Err("validation-checkout-payment-ean-required"),
            Some(payment) => Ok(payment),
        },
    );
    // Codes are compared case-insensitively and without spaces.
    let discount_code = request
        .discount_code
        .as_deref()
        .map(|c| c.chars().filter(|c| !c.is_whitespace()).collect::<String>().to_uppercase())
        .filter(|c| !c.is_empty());
    if discount_code.as_ref().is_some_and(|c| chars(c) > 40) {
        errors.0.push(("discountCode", "validation-checkout-discount-invalid"));
    }
    // A public customer's invoice must name its buyer reference (Peppol BIS 3, R003).
    if payment == Some(Payment::EanInvoice) && matches!(reference, Some(None)) {
        errors.0.push(("reference", "validation-checkout-reference-required"));
    }
    if !request.accept_terms {
        errors.0.push(("acceptTerms", "validation-checkout-terms-required"));
    }
    match (delivery, name, address, postcode, city, phone, email, company, cvr, ean, comment, payment) {
        (
            Some(delivery),
            Some(name),
            Some(address),
            Some(postcode),
            Some(city),
            Some(phone),
            Some(email),
            Some(company),
            Some(cvr),
            Some(ean),
            Some(comment),
            Some(payment),
        ) if errors.is_empty() => Ok(Checked {
            delivery,
            payment,
            email,
            customer: Customer {
                name,
                address,
                postcode,
                city,
                phone,
                company,
                cvr,
                ean,
                comment,
                reference: reference.flatten(),
                account_string: account_string.flatten(),
            },
            discount_code,
        }),
        _ => Err(errors),
    }
}

/// A line priced now, in the order's language.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct PricedLine {
    pub merchandise_id: String,
    pub handle: String,
    pub title: String,
    pub variant_title: Option<String>,
    /// The variant's options (name and value), empty for a product's only variant.
    pub options: Vec<crate::shop::SelectedOption>,
    pub quantity: i64,
    /// The unit price now, in øre.
    pub price: i64,
    /// The unit price the customer saw, when it differs from today's.
    pub price_was: Option<i64>,
    pub available: bool,
}

/// The lines as the catalogue prices them now; `None` for a line whose variant is
/// gone (its index).
pub async fn price_lines(shop: &LocalShop, db: &crate::platform::Db, lang: Lang, lines: &[CartLine]) -> Result<Result<Vec<PricedLine>, usize>, sqlx::Error> {
    let mut priced = Vec::with_capacity(lines.len());
    for (index, line) in lines.iter().enumerate() {
        let Some(variant) = shop.variant(&line.merchandise_id).await? else { return Ok(Err(index)) };
        let title = shop.content.product_title(db, lang, &variant.handle, &variant.title).await;
        let options = shop.content.selected_options(db, lang, &variant.handle, &variant.options).await;
        // The title joins the values as the catalogue's does ("Messing / Ø30 cm"), in `lang`.
        let variant_title = if options.is_empty() {
            variant.variant_title
        } else {
            Some(options.iter().map(|o| o.value.as_str()).collect::<Vec<_>>().join(" / "))
        };
        priced.push(PricedLine {
            merchandise_id: line.merchandise_id.clone(),
            handle: variant.handle,
            title,
            variant_title,
            options,
            quantity: line.quantity,
            price: variant.price,
            price_was: line.price.filter(|seen| *seen != variant.price),
            available: variant.available,
        });
    }
    Ok(Ok(priced))
}

/// Why an order was not placed (nothing was stored).
#[derive(Debug)]
pub enum Refusal {
    /// 422: the fields' messages.
    Fields(FieldErrors),
    /// 422: the lines themselves (empty, too many, a bad quantity, an unknown variant).
    Lines(&'static str),
    /// 409: a line's price changed since the customer saw it: its title and new price.
    PriceChanged { title: String, price: i64, lines: Vec<PricedLine> },
    /// 409: a line cannot be bought now.
    Unavailable { title: String },
    /// 409: fewer of a line's variant are in stock than it asks for: how many are.
    Short { title: String, left: i64 },
    /// 404: the cart token is unknown.
    UnknownCart,
    /// The local shop is not the shop (Shopify checks out itself).
    NotLocal,
    Database(sqlx::Error),
}

impl From<sqlx::Error> for Refusal {
    fn from(error: sqlx::Error) -> Refusal {
        Refusal::Database(error)
    }
}

/// A placed order, or the one this cart placed before.
#[derive(Debug, Clone)]
pub struct Placed {
    pub order_number: String,
    pub totals: Totals,
    /// The token of the guest's link to the order (`/ordre/…?key=`): the cart's own
    /// token, or a new one for an order without a cart.
    pub access_token: String,
    /// False when this cart had placed it already (a double submit).
    pub created: bool,
    /// Paid online: the provider's page to send the customer to, or why it could not
    /// be made now (the order is kept to pay from its page later).
    pub payment: Option<Result<String, String>>,
}

/// The discount a code gives: the newsletter's welcome code (mailed when the
/// subscription was confirmed), once, 10 %.
pub async fn discount_percent(db: &crate::platform::Db, code: &str) -> Result<Option<u8>, sqlx::Error> {
    let known: Option<String> = sqlx::query_scalar(
        "select email from newsletter_subscribers where upper(discount_code) = $1 and status in ('confirmed', 'unsubscribed')",
    )
        .bind(code)
        .fetch_optional(db)
        .await?;
    if known.is_none() {
        return Ok(None);
    }
    let used: i64 = sqlx::query_scalar("select count(*) from orders where discount_code = $1 and status <> 'cancelled'")
        .bind(code)
        .fetch_one(db)
        .await?;
    Ok((used == 0).then_some(10))
}

/// What taking a line's quantity from its variant's stock found.
enum Stock {
    /// The variant's stock is not counted.
    NotCounted,
    Taken { left: i64 },
    /// Not enough: how many there are.
    Short { left: i64 },
}

async fn take_stock(tx: &mut sqlx::Transaction<'_, sqlx::Any>, variant: &str, quantity: i64) -> Result<Stock, sqlx::Error> {
    let left: Option<i64> = sqlx::query_scalar(
        "update shop_variants set inventory_quantity = inventory_quantity - $1
         where id = $2 and inventory_quantity is not null and inventory_quantity >= $1 returning inventory_quantity",
    )
    .bind(quantity)
    .bind(variant)
    .fetch_optional(&mut **tx)
    .await?;
    if let Some(left) = left {
        return Ok(Stock::Taken { left });
    }
    let counted: Option<Option<i64>> =
        sqlx::query_scalar("select inventory_quantity from shop_variants where id = $1").bind(variant).fetch_optional(&mut **tx).await?;
    Ok(match counted.flatten() {
        Some(left) => Stock::Short { left: left.max(0) },
        None => Stock::NotCounted,
    })
}

impl LocalCheckout {
    /// Places the order: checks, prices, stores once per cart, mails the receipt and
    /// the business. `user`: the signed-in customer's id.
    pub async fn place(&self, request: &OrderRequest, user: Option<&str>, lang: Lang) -> Result<Placed, Refusal> {
        let Some(local) = self.local() else { return Err(Refusal::NotLocal) };
        let checked = check(request).map_err(Refusal::Fields)?;
        if checked.payment == Payment::Card && !self.payments.enabled() {
            return Err(Refusal::Fields(FieldErrors(vec![("paymentMethod", "validation-checkout-payment-required")])));
        }
        let cart_key = request.cart_id.as_deref().filter(|t| !t.is_empty()).map(cart_hash);
        let mut lines = request.lines.clone();
        if let Some(token) = request.cart_id.as_deref().filter(|t| !t.is_empty()) {
            let Some(cart_lines) = local.cart(token).await? else { return Err(Refusal::UnknownCart) };
            if lines.is_empty() {
                lines = cart_lines;
            }
        }
        // The same cart again: the order it placed.
        if let Some(key) = &cart_key {
            if let Some(existing) = self.existing(key, request.cart_id.as_deref().unwrap_or_default()).await? {
                return Ok(self.with_payment(existing).await);
            }
        }
        check_lines(&lines).map_err(Refusal::Lines)?;
        let priced = match price_lines(local, &self.db, lang, &lines).await? {
            Ok(priced) => priced,
            Err(_) => return Err(Refusal::Lines("checkout-unknown-variant")),
        };
        if let Some(line) = priced.iter().find(|l| !l.available) {
            return Err(Refusal::Unavailable { title: line.title.clone() });
        }
        if let Some(line) = priced.iter().find(|l| l.price_was.is_some()) {
            return Err(Refusal::PriceChanged { title: line.title.clone(), price: line.price, lines: priced.clone() });
        }
        let percent = match &checked.discount_code {
            Some(code) => match discount_percent(&self.db, code).await? {
                Some(percent) => percent,
                None => return Err(Refusal::Fields(FieldErrors(vec![("discountCode", "validation-checkout-discount-invalid")]))),
            },
            None => 0,
        };
        let used_code = checked.discount_code.clone().filter(|_| percent > 0);
        let goods: i64 = priced.iter().map(|l| l.price * l.quantity).sum();
        let totals = money::totals(goods, percent, checked.delivery, self.shipping_fee);
        let access_token = match &request.cart_id {
            Some(token) if !token.is_empty() => token.clone(),
            _ => hex::encode(rand::random::<[u8; 24]>()),
        };
        // Whose it is: the signed-in customer's, or the verified account's with this
        // address (as Shopify's orders); a guest's otherwise, until one is verified.
        let owner = match user {
            Some(id) => Some(id.to_owned()),
            None => sqlx::query_scalar("select id from users where email = $1 and email_verified_at is not null")
                .bind(checked.email.as_str())
                .fetch_optional(&self.db)
                .await?,
        };
        let items: Vec<serde_json::Value> = priced
            .iter()
            .map(|l| {
                json!({
                    "title": l.title, "variantTitle": l.variant_title, "options": l.options, "variantId": l.merchandise_id,
                    "quantity": l.quantity, "price": l.price as f64 / 100.0,
                })
            })
            .collect();
        let now = crate::platform::db::now_rfc3339();
        let mut tx = self.db.begin().await?;
        // Write first: the transaction takes the write lock at once (on SQLite a read
        // that later writes fails when another writer came in between).
        let number: i64 = sqlx::query_scalar("update order_numbers set next_value = next_value + 1 returning next_value - 1")
            .fetch_one(&mut *tx)
            .await?;
        let order_number = format!("NE-{number}");
        // The stock, taken in this transaction: never below zero, so orders placed at
        // the same moment cannot together take more than there is.
        let mut sold_out = Vec::new();
        for line in &priced {
            match take_stock(&mut tx, &line.merchandise_id, line.quantity).await? {
                Stock::Taken { left: 0 } => sold_out.push(line.handle.clone()),
                Stock::Taken { .. } | Stock::NotCounted => {}
                Stock::Short { left } => return Err(Refusal::Short { title: line.title.clone(), left }),
            }
        }
        for handle in &sold_out {
            crate::shop::local::summarize(&mut tx, Some(&crate::shop::local::product_id(handle))).await?;
        }
        let inserted = sqlx::query(
            "insert into orders (id, user_id, order_number, shopify_order_number, status, created_at, total_amount_minor,
                                 currency_code, items, lang, updated_at, email, goods_minor, discount_minor, shipping_minor,
                                 vat_minor, discount_code, delivery_method, payment_method, customer, checkout_key,
                                 access_hash, terms_accepted_at)
             values ($1, $2, $3, null, 'awaiting_payment', $4, $5, 'DKK', $6, $7, $4, $8, $9, $10, $11, $12, $13, $14, $15,
                     $16, $17, $18, $4)",
        )
        .bind(hex::encode(rand::random::<[u8; 16]>()))
        .bind(&owner)
        .bind(&order_number)
        .bind(&now)
        .bind(totals.total)
        .bind(serde_json::Value::Array(items).to_string())
        .bind(lang.code())
        .bind(checked.email.as_str())
        .bind(totals.goods)
        .bind(totals.discount)
        .bind(totals.shipping)
        .bind(totals.vat)
        .bind(used_code.as_deref())
        .bind(match checked.delivery {
            Delivery::Parcel => "parcel",
            Delivery::Pickup => "pickup",
        })
        .bind(checked.payment.code())
        .bind(serde_json::to_string(&checked.customer).expect("customer serialises"))
        .bind(&cart_key)
        .bind(cart_hash(&access_token))
        .execute(&mut *tx)
        .await;
        match inserted {
            Ok(_) => tx.commit().await?,
            Err(sqlx::Error::Database(error)) if error.is_unique_violation() => {
                drop(tx);
                // Another request placed this cart's order a moment ago.
                if let Some(key) = cart_key.as_deref() {
                    if let Some(existing) = self.existing(key, &access_token).await? {
                        return Ok(self.with_payment(existing).await);
                    }
                }
                // Or another order took this code at the same moment.
                if used_code.is_some() {
                    return Err(Refusal::Fields(FieldErrors(vec![("discountCode", "validation-checkout-discount-invalid")])));
                }
                return Err(Refusal::Database(sqlx::Error::Database(error)));
            }
            Err(error) => return Err(error.into()),
        }
        tracing::info!(%order_number, guest = owner.is_none(), total = totals.total, "local order placed");
        for handle in &sold_out {
            self.shop.product_changed(handle).await;
        }
        let placed = Placed { order_number, totals, access_token, created: true, payment: None };
        if checked.payment == Payment::Card {
            // The receipt goes once the payment is authorised.
            return Ok(self.with_payment(placed).await);
        }
        // Paid against an invoice: the sale is final now, and the invoice issued.
        if matches!(checked.payment, Payment::BankTransfer | Payment::EanInvoice) {
            if let Err(error) = self.payments.documents().issue_invoice(&placed.order_number).await {
                tracing::error!(order_number = placed.order_number, %error, "the invoice could not be issued");
            }
        }
        self.send_receipt(&placed.order_number, &placed.access_token).await;
        Ok(placed)
    }

    /// A placed order awaiting its online payment, with the provider's page to pay it
    /// on (made now, no database connection held while the provider answers).
    async fn with_payment(&self, mut placed: Placed) -> Placed {
        let awaiting: Option<(String, Option<String>)> = sqlx::query_as("select status, payment_method from orders where order_number = $1")
            .bind(&placed.order_number)
            .fetch_optional(&self.db)
            .await
            .ok()
            .flatten();
        if awaiting.is_some_and(|(status, method)| status == "awaiting_payment" && method.as_deref() == Some("card")) {
            placed.payment = Some(self.payments.begin(&placed.order_number, Some(&placed.access_token)).await.map_err(|e| e.to_string()));
        }
        placed
    }

    /// The order a cart placed already.
    async fn existing(&self, key: &str, token: &str) -> Result<Option<Placed>, sqlx::Error> {
        let Some(number) = crate::shop::orders::number_for_checkout(&self.db, key).await? else { return Ok(None) };
        let Some(found) = crate::shop::orders::by_number(&self.db, &number).await? else { return Ok(None) };
        let totals = found
            .order
            .figures
            .map(|f| Totals { goods: f.goods, discount: f.discount, shipping: f.shipping, total: f.total, vat: f.vat })
            .unwrap_or_default();
        Ok(Some(Placed { order_number: number, totals, access_token: token.to_owned(), created: false, payment: None }))
    }

    pub(crate) fn local(&self) -> Option<&LocalShop> {
        match &self.shop.provider {
            crate::shop::ShopProvider::Local(local) => Some(local),
            crate::shop::ShopProvider::Shopify(_) => None,
        }
    }
}

/// Lines before anything is looked up: not empty, not too many, sane quantities.
pub fn check_lines(lines: &[CartLine]) -> Result<(), &'static str> {
    if lines.is_empty() {
        return Err("checkout-empty");
    }
    if lines.len() > crate::shop::http::MAX_LINES {
        return Err("checkout-too-many-lines");
    }
    if lines.iter().any(|l| !(1..=crate::shop::http::MAX_QUANTITY).contains(&l.quantity)) {
        return Err("checkout-bad-quantity");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request() -> OrderRequest {
        OrderRequest {
            delivery: DeliveryInput {
                method: "parcel".into(),
                name: "Mette Hansen".into(),
                address: "Nørrebrogade 1".into(),
                postcode: "2200".into(),
                city: "København N".into(),
                phone: "+45 12 34 56 78".into(),
            },
            email: "Mette@Example.dk".into(),
            payment_method: "bank_transfer".into(),
            accept_terms: true,
            ..OrderRequest::default()
        }
    }

    fn fields_of(request: &OrderRequest) -> Vec<(&'static str, &'static str)> {
        check(request).err().map(|e| e.0).unwrap_or_default()
    }

    #[test]
    fn a_complete_order_passes_with_its_values_cleaned() {
        let checked = check(&request()).unwrap();
        assert_eq!(checked.email.as_str(), "mette@example.dk");
        assert_eq!(checked.customer.phone, "12345678");
        assert_eq!(checked.delivery, Delivery::Parcel);
        assert_eq!(checked.payment, Payment::BankTransfer);
    }

    #[test]
    fn every_missing_field_has_its_message() {
        let fields = fields_of(&OrderRequest::default());
        let names: Vec<&str> = fields.iter().map(|(f, _)| *f).collect();
        assert_eq!(names, ["delivery", "name", "address", "postcode", "city", "phone", "email", "paymentMethod", "acceptTerms"]);
        let mut r = request();
        r.delivery.postcode = "0999".into();
        r.delivery.phone = "1234".into();
        r.cvr = Some("12345678".into());
        r.ean = Some("5790000000004".into());
        r.company = Some("Hansen ApS".into());
        assert_eq!(
            fields_of(&r),
            [
                ("postcode", "validation-checkout-postcode-invalid"),
                ("phone", "validation-checkout-phone-invalid"),
                ("cvr", "validation-checkout-cvr-invalid"),
                ("ean", "validation-checkout-ean-check-digit"),
            ]
        );
    }

    #[test]
    fn payment_must_fit_the_delivery_and_the_customer() {
        let mut r = request();
        r.payment_method = "pay_at_pickup".into();
        assert_eq!(fields_of(&r), [("paymentMethod", "validation-checkout-payment-pickup-only")]);
        r.delivery.method = "pickup".into();
        r.delivery.address.clear();
        r.delivery.postcode.clear();
        r.delivery.city.clear();
        assert!(check(&r).is_ok(), "pick-up needs no address");
        r.payment_method = "ean_invoice".into();
        assert_eq!(fields_of(&r), [("paymentMethod", "validation-checkout-payment-ean-required")]);
        r.ean = Some("5798000416604".into());
        assert_eq!(
            fields_of(&r),
            [("company", "validation-checkout-company-required"), ("reference", "validation-checkout-reference-required")]
        );
        r.company = Some("Københavns Kommune".into());
        assert_eq!(fields_of(&r), [("reference", "validation-checkout-reference-required")], "Peppol's buyer reference");
        r.reference = Some("  ".into());
        assert_eq!(fields_of(&r), [("reference", "validation-checkout-reference-required")]);
        r.reference = Some("Indkøb 4711 / Jens Hansen".into());
        r.account_string = Some("x".repeat(101));
        assert_eq!(fields_of(&r), [("accountString", "validation-checkout-account-string-too-long")]);
        r.account_string = Some("1234-5678-90".into());
        let checked = check(&r).unwrap();
        assert_eq!(checked.customer.reference.as_deref(), Some("Indkøb 4711 / Jens Hansen"));
        assert_eq!(checked.customer.account_string.as_deref(), Some("1234-5678-90"));
    }

    #[test]
    fn phones_danish_and_international() {
        assert_eq!(phone("12 34 56 78").unwrap(), "12345678");
        assert_eq!(phone("0045 12345678").unwrap(), "12345678");
        assert_eq!(phone("+46 70 123 45 67").unwrap(), "+46701234567");
        assert_eq!(phone("1234567"), Err("validation-checkout-phone-invalid"));
        assert_eq!(phone(" "), Err("validation-checkout-phone-required"));
    }
}
