//! The local checkout (the embedded shop's; Shopify's stays Shopify's): a cart handed
//! over by `POST /api/checkout` becomes an order at `/kasse` or `POST /api/orders`,
//! with delivery (parcel or pick-up), how the customer pays (bank transfer against the
//! mailed invoice, at pick-up, or an EAN invoice for public customers), the terms
//! accepted, and every figure to the øre (`money`), for guests and signed-in customers
//! alike. The confirmation mail is the receipt.

pub mod fields;
pub mod http;
pub mod money;
pub mod order;
pub mod receipt;

use crate::http::client::ClientAddr;
use crate::mail::Mailer;
use crate::platform::Db;
use crate::platform::limits::{Limit, Limits};
use crate::shop::Shop;

pub use http::router;
pub use order::{OrderRequest, Placed, Refusal};

/// What the local checkout charges and how it is paid.
#[derive(Debug, Clone, clap::Args)]
pub struct CheckoutSettings {
    /// The parcel fee in kroner when the goods after discount are below 750 kr
    /// (pick-up is free, and so is a parcel from 750 kr).
    #[arg(long, env = "SHIPPING_FEE_DKK", default_value_t = 49)]
    pub shipping_fee_dkk: u32,

    /// The business's bank account that bank transfers go to, as the invoice shows it.
    #[arg(long, env = "BANK_ACCOUNT", default_value = "Reg.nr. 1234 · Kontonr. 0012345678")]
    pub bank_account: String,

    /// Days the customer has to pay a bank transfer or an EAN invoice.
    #[arg(long, env = "PAYMENT_TERMS_DAYS", default_value_t = 8)]
    pub payment_terms_days: u32,

    /// The carrier's usual days from "sent" to the customer's door: the withdrawal
    /// period runs from then when the business does not mark the order delivered.
    #[arg(long, env = "CARRIER_DAYS", default_value_t = 3)]
    pub carrier_days: u32,
}

/// How long a cart handed to the checkout is kept when no order comes of it (the
/// privacy policy's 30 days).
pub const CARTS_KEPT_DAYS: i64 = 30;

/// Orders one client address may place in an hour.
pub const ORDERS_PER_ADDRESS: Limit = Limit::per_minutes(20, 60);

/// The local checkout service.
#[derive(Clone)]
pub struct LocalCheckout {
    pub(crate) db: Db,
    pub(crate) shop: Shop,
    pub(crate) mailer: Mailer,
    pub(crate) limits: Limits,
    pub(crate) payments: crate::payments::Payments,
    /// The parcel fee below free delivery, in øre.
    pub shipping_fee: i64,
    pub bank_account: String,
    pub payment_terms_days: u32,
}

impl LocalCheckout {
    pub fn new(settings: &CheckoutSettings, db: Db, shop: Shop, mailer: Mailer, limits: Limits, payments: crate::payments::Payments) -> LocalCheckout {
        LocalCheckout {
            db,
            shop,
            mailer,
            limits,
            payments,
            shipping_fee: i64::from(settings.shipping_fee_dkk) * 100,
            bank_account: settings.bank_account.clone(),
            payment_terms_days: settings.payment_terms_days,
        }
    }

    /// The online payments (card and MobilePay), when a provider is set.
    pub fn payments(&self) -> &crate::payments::Payments {
        &self.payments
    }

    /// Whether the shop is the local one (Shopify's checkout is Shopify's).
    pub fn is_local(&self) -> bool {
        self.shop.provider.content().is_some()
    }

    /// Deletes the carts older than [`CARTS_KEPT_DAYS`] (an order keeps its own lines
    /// and figures; its page is found by the order, not the cart). Safe on several
    /// instances at once.
    pub async fn sweep_carts(&self, clock: &crate::platform::Clock) -> Result<u64, sqlx::Error> {
        let cutoff = clock.rfc3339_offset(-CARTS_KEPT_DAYS * 24 * 3600 * 1000);
        let done = sqlx::query("delete from checkout_carts where created_at < $1").bind(cutoff).execute(&self.db).await?;
        if done.rows_affected() > 0 {
            tracing::info!(deleted = done.rows_affected(), "old checkout carts deleted");
        }
        Ok(done.rows_affected())
    }

    /// Sweeps old carts every hour.
    pub async fn sweep_carts_periodically(self, clock: crate::platform::Clock) {
        let mut every = tokio::time::interval(std::time::Duration::from_secs(3600));
        loop {
            every.tick().await;
            if let Err(error) = self.sweep_carts(&clock).await {
                tracing::error!(%error, "sweeping old checkout carts");
            }
        }
    }

    /// Reserves one order placement for this client address.
    pub(crate) async fn reserve(&self, ClientAddr(address): &ClientAddr) -> Result<crate::platform::limits::Count, sqlx::Error> {
        self.limits.reserve_within(&format!("orders:address:{address}"), ORDERS_PER_ADDRESS).await
    }
}
