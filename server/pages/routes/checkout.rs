//! `/kasse?cart=…`: the local checkout, and its form's action ([`place`]).

use super::prelude::*;
use crate::checkout::order::PricedLine;
use crate::checkout::{OrderRequest, Refusal};
use crate::i18n::{Lang, Text};
use crate::pages::page::{ActionContext, IntoLoaded, Unreadable};
use crate::shop::CartLine;

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
    /// An EAN invoice's buyer reference and account string.
    pub reference: String,
    pub account_string: String,
    /// `card`, `bank_transfer`, `pay_at_pickup` or `ean_invoice`.
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
    /// The provider that takes card and MobilePay (`stripe`, or `demo`: a test that
    /// takes no money), or none: then the choice is not offered.
    pub online_payment: Option<String>,
}

pub async fn load(cx: &LoadContext<'_>) -> Result<Loaded, PageError> {
    let cart = cx.query_param("cart").filter(|c| !c.is_empty());
    let values = CheckoutValues {
        delivery: "parcel".into(),
        email: cx.user.map(|u| u.email.clone()).unwrap_or_default(),
        name: cx.user.map(|u| format!("{} {}", u.first_name, u.last_name)).unwrap_or_default(),
        // Card or MobilePay first, when the shop takes them.
        payment_method: if cx.pages.checkout.payments().enabled() { "card" } else { "bank_transfer" }.into(),
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
        online_payment: checkout.payments().provider_name().map(str::to_owned),
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
        return Ok(Loaded::Redirect(crate::checkout::http::order_path(&number, &token)));
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

/// The checkout form's fields: the cart, one hidden `line` per line as the page
/// showed it (`id|quantity|unit price`), and what the customer typed.
#[derive(serde::Deserialize)]
struct CheckoutFields {
    #[serde(default)]
    cart: Option<String>,
    #[serde(default, rename = "line", deserialize_with = "crate::pages::fields::many")]
    lines: Vec<String>,
    #[serde(flatten)]
    values: CheckoutValues,
}

impl CheckoutFields {
    /// The checkout's request (a line that does not read as one is left out, as the
    /// page would not have sent it).
    fn request(&self) -> OrderRequest {
        let values = &self.values;
        let lines = self
            .lines
            .iter()
            .filter_map(|line| {
                let mut parts = line.rsplitn(3, '|');
                let (price, quantity, id) = (parts.next()?, parts.next()?, parts.next()?);
                Some(CartLine { merchandise_id: id.to_owned(), quantity: quantity.parse().unwrap_or(0), price: price.parse().ok() })
            })
            .collect();
        let some = |s: &str| (!s.trim().is_empty()).then(|| s.to_owned());
        OrderRequest {
            lines,
            cart_id: self.cart.clone(),
            delivery: crate::checkout::order::DeliveryInput {
                method: values.delivery.clone(),
                name: values.name.clone(),
                address: values.address.clone(),
                postcode: values.postcode.clone(),
                city: values.city.clone(),
                phone: values.phone.clone(),
            },
            email: values.email.clone(),
            company: some(&values.company),
            cvr: some(&values.cvr),
            ean: some(&values.ean),
            discount_code: some(&values.discount_code),
            comment: some(&values.comment),
            reference: some(&values.reference),
            account_string: some(&values.account_string),
            payment_method: values.payment_method.clone(),
            accept_terms: values.accept_terms,
        }
    }
}

/// `POST /kasse`: places the order through the same
/// [`crate::checkout::LocalCheckout::place`] as `POST /api/orders`. A placed order
/// sends the customer on to it; anything else is the checkout again with what was
/// typed and each field's message (422), or the order-wide notice (409 for a changed
/// price, 429 past the limit).
pub async fn place(cx: &ActionContext<'_>) -> Result<Loaded, Unreadable> {
    let form: CheckoutFields = cx.fields()?;
    let (pages, lang) = (cx.pages, cx.lang);
    let t = |text: Text| text.format(&pages.catalog, lang);
    let answer = async |status: StatusCode, errors: BTreeMap<String, String>, notice: String| {
        let page = checkout_page(pages, lang, form.cart.clone(), form.values.clone(), errors, Some(notice)).await;
        Ok(page.into_loaded().answering(status))
    };
    match pages.checkout.reserve(cx.client).await {
        Ok(count) if !count.allowed => {
            let notice = t(Text::new("checkout-rate-limited").arg("minutes", count.minutes() as i64));
            return answer(StatusCode::TOO_MANY_REQUESTS, BTreeMap::new(), notice).await;
        }
        Ok(_) => {}
        Err(error) => {
            tracing::error!(%error, "order limit");
            return answer(StatusCode::SERVICE_UNAVAILABLE, BTreeMap::new(), t(Text::new("checkout-failed-text"))).await;
        }
    }
    let (status, notice) = match pages.checkout.place(&form.request(), cx.user.map(|u| u.id.as_str()), lang).await {
        Ok(placed) => {
            // Paid online: on to the provider's page; without it now, to the order,
            // whose page says so and offers to try again.
            return Ok(match placed.payment {
                Some(Ok(url)) => Loaded::Leave(url),
                _ => Loaded::Redirect(crate::checkout::http::order_path(&placed.order_number, &placed.access_token)),
            });
        }
        Err(Refusal::Fields(errors)) => {
            let errors = errors.in_words(&pages.catalog, lang);
            return answer(StatusCode::UNPROCESSABLE_ENTITY, errors, t(Text::new("checkout-errors-heading"))).await;
        }
        Err(Refusal::PriceChanged { title, price, .. }) => {
            let price = crate::i18n::format::money(price, "DKK", lang);
            (StatusCode::CONFLICT, t(Text::new("checkout-price-changed").arg("title", title).arg("price", price)))
        }
        Err(Refusal::Unavailable { title }) => (StatusCode::CONFLICT, t(Text::new("checkout-line-unavailable").arg("title", title))),
        Err(Refusal::Short { title, left }) => {
            (StatusCode::CONFLICT, t(Text::new("checkout-line-short").arg("title", title).arg("left", left)))
        }
        Err(Refusal::Lines(reason)) => {
            let max = if reason == "checkout-too-many-lines" { crate::shop::http::MAX_LINES as i64 } else { crate::shop::http::MAX_QUANTITY };
            (StatusCode::UNPROCESSABLE_ENTITY, t(Text::new(reason).arg("max", max)))
        }
        Err(Refusal::UnknownCart | Refusal::NotLocal) => {
            let page = checkout_page(pages, lang, form.cart.clone(), form.values.clone(), BTreeMap::new(), None).await;
            return Ok(page.into_loaded().answering(StatusCode::NOT_FOUND));
        }
        Err(Refusal::Database(error)) => {
            tracing::error!(%error, "placing an order from the form");
            (StatusCode::SERVICE_UNAVAILABLE, t(Text::new("checkout-failed-text")))
        }
    };
    answer(status, BTreeMap::new(), notice).await
}
