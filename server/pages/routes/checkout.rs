//! `/kasse?cart=…`: the local checkout (its form's handler is in pages/forms.rs).

use super::prelude::*;
use crate::checkout::order::PricedLine;
use crate::i18n::Lang;

/// What the checkout form holds: what the customer typed (kept when the server
/// answers the form with its messages).
#[derive(Debug, Clone, Default, Serialize, serde::Deserialize, TS)]
#[serde(rename_all = "camelCase", default)]
pub struct CheckoutValues {
    /// `parcel` or `pickup`.
    pub delivery: String,
    pub name: String,
    pub address: String,
    pub postcode: String,
    pub city: String,
    pub phone: String,
    pub email: String,
    pub company: String,
    pub cvr: String,
    pub ean: String,
    pub discount_code: String,
    pub comment: String,
    /// `bank_transfer`, `pay_at_pickup` or `ean_invoice`.
    pub payment_method: String,
    #[serde(deserialize_with = "crate::pages::fields::checked")]
    pub accept_terms: bool,
}

/// What the checkout page can do with the cart it was given.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "kebab-case")]
pub enum CheckoutState {
    /// The form, with the cart's lines.
    Ready,
    /// No cart in the URL.
    Empty,
    /// An unknown cart, or one whose lines can no longer be bought.
    Gone,
    /// The shop is Shopify's, which checks out itself.
    LocalOnly,
}

/// `/kasse?cart=…`: the local checkout.
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct CheckoutData {
    pub state: CheckoutState,
    pub cart: Option<String>,
    pub lines: Vec<PricedLine>,
    /// Øre: the parcel fee below free delivery, and where free delivery starts.
    pub shipping_fee: i64,
    pub free_shipping_from: i64,
    /// Days to pay a bank transfer or an EAN invoice.
    pub payment_terms_days: u32,
    /// The discount the cart's code gives now (0 without one, or when it is not taken).
    pub discount_percent: u8,
    pub values: CheckoutValues,
    /// Field -> message in the visitor's language, from the server's check of the form.
    pub errors: BTreeMap<String, String>,
    /// A message about the whole order (a changed price, an unavailable line), already
    /// in the visitor's language.
    pub notice: Option<String>,
}

pub async fn load(cx: &LoadContext<'_>) -> Result<Loaded, PageError> {
    let cart = cx.query_param("cart").filter(|c| !c.is_empty());
    let values = CheckoutValues {
        delivery: "parcel".into(),
        email: cx.user.map(|u| u.email.clone()).unwrap_or_default(),
        name: cx.user.map(|u| format!("{} {}", u.first_name, u.last_name)).unwrap_or_default(),
        payment_method: "bank_transfer".into(),
        ..CheckoutValues::default()
    };
    checkout_page(cx.pages, cx.lang, cart, values, BTreeMap::new(), None).await
}

/// The checkout page for a cart: its lines priced now, the customer's values and the
/// server's messages (when the form came back with them). A cart that placed its
/// order already leads to that order.
pub async fn checkout_page(
    pages: &Pages,
    lang: Lang,
    cart: Option<String>,
    values: CheckoutValues,
    errors: BTreeMap<String, String>,
    notice: Option<String>,
) -> Result<Loaded, PageError> {
    let checkout = &pages.checkout;
    let mut page = CheckoutData {
        state: CheckoutState::Ready,
        cart: cart.clone(),
        lines: Vec::new(),
        shipping_fee: checkout.shipping_fee,
        free_shipping_from: crate::checkout::money::FREE_SHIPPING_FROM,
        payment_terms_days: checkout.payment_terms_days,
        discount_percent: 0,
        values,
        errors,
        notice,
    };
    let Some(local) = checkout.local() else {
        page.state = CheckoutState::LocalOnly;
        return Ok(Loaded::with(StatusCode::NOT_FOUND, page));
    };
    let Some(token) = cart else {
        page.state = CheckoutState::Empty;
        return Ok(Loaded::ok(page));
    };
    let db = &pages.accounts.db;
    let placed = crate::shop::orders::number_for_checkout(db, &crate::shop::local::cart_hash(&token)).await;
    if let Ok(Some(number)) = placed {
        return Ok(Loaded::Redirect(format!("/ordre/{number}?key={token}")));
    }
    let lines = match local.cart_with_code(&token).await.or_page("a checkout's cart", &page)? {
        Some((lines, code)) => {
            // The code from the cart panel, unless the customer typed another.
            if page.values.discount_code.is_empty() {
                page.values.discount_code = code.unwrap_or_default();
            }
            lines
        }
        None => {
            page.state = CheckoutState::Gone;
            return Ok(Loaded::with(StatusCode::NOT_FOUND, page));
        }
    };
    let code = crate::shop::normalized_code(&page.values.discount_code);
    if !code.is_empty() {
        page.discount_percent = crate::checkout::order::discount_percent(db, &code).await.ok().flatten().unwrap_or(0);
    }
    match crate::checkout::order::price_lines(local, db, lang, &lines).await.or_page("pricing a checkout's cart", &page)? {
        Ok(priced) => page.lines = priced,
        Err(_) => page.state = CheckoutState::Gone,
    }
    Ok(Loaded::ok(page))
}
