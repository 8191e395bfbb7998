//! `/ordre/{number}`: an order's own page, and its form's action ([`pay`]): paying an
//! order online again, or choosing another way to pay it.

use super::prelude::*;
use crate::i18n::Text;
use crate::pages::page::{ActionContext, IntoLoaded, Unreadable};
use crate::shop::orders::{Found, Order};

/// `/ordre/{number}`: one of the customer's own orders (or a guest's, with the key
/// of its link), with the seller's bank account for a bank transfer.
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct OrderData {
    pub order: Order,
    pub bank_account: String,
    pub payment_terms_days: u32,
    /// Paid online: where the payment stands, as the provider says now.
    pub payment: Option<OrderPayment>,
    /// A message about paying (the provider could not be reached), in the visitor's
    /// language.
    pub notice: Option<String>,
    /// Its invoice and credit notes.
    pub documents: Vec<crate::documents::DocumentSummary>,
    /// The right of withdrawal: whether "Fortryd købet her" is offered, until when,
    /// and the statements sent.
    pub withdrawal: OrderWithdrawal,
}

/// An order's withdrawal function, as its page shows it.
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct OrderWithdrawal {
    /// "Fortryd købet her" is offered: in the period, something left to withdraw.
    pub open: bool,
    /// The period's last day ("10. december 2026"), once the goods are received.
    pub ends_on: Option<String>,
    /// The period ended (on `ends_on`).
    pub ended: bool,
    /// The statements sent, the first first.
    pub statements: Vec<super::withdrawal::EarlierStatement>,
    /// Placed through Shopify's checkout: refunded there.
    pub shopify: bool,
}

/// Where an online payment stands, for its customer.
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct OrderPayment {
    /// `open` (not paid yet), `authorised`, `captured`, `partly_refunded`, `refunded`,
    /// `expired`, `cancelled`.
    pub state: String,
    /// `stripe` or `demo` (a test provider: no money is drawn).
    pub provider: String,
    /// Øre given back.
    pub refunded: i64,
    /// The order still waits for this payment: it can be paid, or paid another way
    /// (`alternatives`).
    pub payable: bool,
    pub alternatives: Vec<String>,
    /// The provider could not be asked or could not make the page last time.
    pub unavailable: bool,
}

/// The order, when the visitor may see it: its signed-in owner, or anyone with the key
/// of the guest's link.
fn visible(cx: &LoadContext<'_>, found: &Found, key: Option<&str>) -> bool {
    found.may_see(cx.user.map(|u| u.id.as_str()), key)
}

/// `/ordre/{number}`: the signed-in owner's, or anyone's with the key of the guest's
/// link (`?key=`). Without either: sign in first. An order paid online asks the
/// provider how its payment stands (never the return address's word).
pub async fn load(cx: &LoadContext<'_>) -> Result<Loaded, PageError> {
    let key = cx.query_param("key").filter(|k| !k.is_empty());
    order_page(cx, key.as_deref(), None).await
}

async fn order_page(cx: &LoadContext<'_>, key: Option<&str>, notice: Option<String>) -> Result<Loaded, PageError> {
    let number = cx.param("number");
    let db = &cx.pages.accounts.db;
    let found = crate::shop::orders::by_number(db, number).await.or_page("an order", NoData {})?;
    let found = match found {
        Some(found) if visible(cx, &found, key) => found,
        _ if cx.user.is_none() && key.is_none() => return Ok(Loaded::Redirect("/auth".into())),
        _ => return Ok(Loaded::not_found()),
    };
    let checkout = &cx.pages.checkout;
    let mut payment = None;
    let mut found = found;
    if found.order.payment_method.as_deref() == Some("card") {
        let payments = checkout.payments();
        let (row, unavailable) = match payments.sync_order(number).await {
            Ok(row) => (row, false),
            Err(error) => {
                tracing::warn!(number, %error, "an order's payment could not be asked about");
                (payments.of_order(number).await.ok().and_then(|rows| rows.into_iter().next()), true)
            }
        };
        // The sync may have moved the order (authorised, cancelled).
        if let Ok(Some(now)) = crate::shop::orders::by_number(db, number).await {
            found = now;
        }
        let payable = found.order.status == "awaiting_payment" && payments.enabled();
        let mut alternatives = vec!["bank_transfer".to_owned()];
        if found.order.delivery_method.as_deref() == Some("pickup") {
            alternatives.push("pay_at_pickup".to_owned());
        }
        payment = Some(OrderPayment {
            state: row.as_ref().map(|r| r.state.clone()).unwrap_or_else(|| "open".into()),
            provider: row.as_ref().map(|r| r.provider.clone()).or(payments.provider_name().map(str::to_owned)).unwrap_or_default(),
            refunded: row.as_ref().map(|r| r.refunded_minor).unwrap_or(0),
            payable,
            alternatives,
            unavailable: unavailable || row.as_ref().is_some_and(|r| r.state == "open" && r.reference.is_none() && r.error.is_some()),
        });
    }
    let documents = checkout.payments().documents().of_order(number).await.or_page("an order's documents", NoData {})?;
    let withdrawal = withdrawal_of(cx, &found).await?;
    Ok(Loaded::ok(OrderData {
        withdrawal,
        documents,
        order: found.order,
        bank_account: checkout.bank_account.clone(),
        payment_terms_days: checkout.payment_terms_days,
        payment,
        notice,
    }))
}

/// Where the order's withdrawal stands.
async fn withdrawal_of(cx: &LoadContext<'_>, found: &Found) -> Result<OrderWithdrawal, PageError> {
    let withdrawals = &cx.pages.withdrawals;
    let order = &found.order;
    let statements = withdrawals.of_order(&order.order_number).await.or_page("an order's withdrawals", NoData {})?;
    let lines = crate::withdrawal::Withdrawals::open_lines(order, &statements);
    let period = withdrawals.period(order);
    let ended = !period.open_on(withdrawals.payments.clock.copenhagen_today());
    let left = lines.iter().any(|l| l.remaining > 0);
    Ok(OrderWithdrawal {
        open: !ended && left && order.status != "cancelled",
        ends_on: period.ends_on.map(|d| crate::i18n::format::long_date(d, cx.lang)),
        ended,
        statements: super::withdrawal::earlier(cx.pages, &statements, cx.lang),
        shopify: order.shopify_order_number.is_some(),
    })
}

/// The order page's form: pay online (again), or pay another way.
#[derive(serde::Deserialize)]
#[serde(rename_all = "camelCase")]
struct PaymentForm {
    #[serde(default)]
    key: Option<String>,
    intent: PaymentIntent,
    #[serde(default)]
    method: Option<String>,
}

#[derive(serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
enum PaymentIntent {
    Pay,
    Switch,
}

/// `POST /ordre/{number}`: `intent=pay` sends the customer to the provider's page
/// (the open one, or a new one after a cancelled or expired attempt); `intent=switch`
/// with `method` (bank transfer, or at pick-up for a pick-up order) pays it that way
/// instead. The same order throughout; when the provider cannot be reached, the page
/// again with the message (503).
pub async fn pay(cx: &ActionContext<'_>) -> Result<Loaded, Unreadable> {
    let form: PaymentForm = cx.fields()?;
    let key = form.key.as_deref().filter(|k| !k.is_empty());
    let number = cx.param("number");
    let db = &cx.pages.accounts.db;
    let found = match crate::shop::orders::by_number(db, number).await {
        Ok(Some(found)) if visible(cx, &found, key) => found,
        Ok(_) => return Ok(Loaded::not_found()),
        Err(error) => {
            tracing::error!(%error, "an order's payment form");
            let notice = Text::new("checkout-failed-text").format(&cx.pages.catalog, cx.lang);
            return Ok(order_page(cx, key, Some(notice)).await.into_loaded().answering(StatusCode::SERVICE_UNAVAILABLE));
        }
    };
    let back = match key {
        Some(key) => crate::checkout::http::order_path(number, key),
        None => format!("/ordre/{number}"),
    };
    let payments = cx.pages.checkout.payments();
    let done = match form.intent {
        PaymentIntent::Pay => payments.begin(&found.order.order_number, key).await.map(Some),
        PaymentIntent::Switch => payments.switch_method(number, form.method.as_deref().unwrap_or_default(), key).await.map(|()| None),
    };
    match done {
        Ok(Some(url)) => Ok(Loaded::Leave(url)),
        Ok(None) | Err(crate::payments::Problem::NotPayable) => Ok(Loaded::Redirect(back)),
        Err(error) => {
            tracing::warn!(number, %error, "paying an order from its page");
            let notice = Text::new("payment-unavailable").format(&cx.pages.catalog, cx.lang);
            Ok(order_page(cx, key, Some(notice)).await.into_loaded().answering(StatusCode::SERVICE_UNAVAILABLE))
        }
    }
}
