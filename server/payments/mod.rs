//! Online payments: card and MobilePay on a provider's hosted page (Stripe Checkout, or
//! the demo provider of `--seed-demo`), behind one trait, [`PaymentProvider`]. An
//! order paid online is placed awaiting payment with its stock held; each attempt at
//! paying it is a `payments` row whose state only moves forward (open → authorised →
//! captured → partly refunded → refunded, or open → expired / cancelled), each move one
//! conditional `UPDATE`, so the customer's return, a webhook, the sync job and a second
//! instance may all see the same payment at once and only one of them acts on it (one
//! receipt, one cancellation mail). The money is authorised at the checkout and drawn
//! when the goods leave ([`Payments::ship`]); refunds go back through the provider.
//! No database connection is held while the provider is asked.

pub mod demo;
mod follow;
pub mod http;
pub mod stripe;
mod sync;

use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use axum::http::HeaderMap;
use serde::Serialize;

use crate::i18n::Lang;
use crate::mail::Mailer;
use crate::platform::{Clock, Db, Metrics};
use crate::shop::Shop;

pub use sync::{PaymentRow, Problem};

/// Which provider takes payments online.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum ProviderKind {
    /// No online payment: bank transfer, at pick-up, EAN invoice.
    None,
    /// Stripe Checkout (cards and MobilePay).
    Stripe,
    /// A test provider with its own page ("Godkend" / "Afvis"); only with --seed-demo.
    Demo,
}

/// How payments are taken online.
#[derive(Debug, Clone, clap::Args)]
pub struct PaymentSettings {
    /// `none`, `stripe`, or `demo` (a test provider, only with --seed-demo, which
    /// chooses it when nothing is set).
    #[arg(long, env = "PAYMENT_PROVIDER", value_enum)]
    pub payment_provider: Option<ProviderKind>,

    /// Stripe's secret API key (sk_live_… or sk_test_…).
    #[arg(long, env = "STRIPE_SECRET_KEY", hide_env_values = true)]
    pub stripe_secret_key: Option<crate::platform::Secret>,

    /// The signing secret of the Stripe webhook endpoint (whsec_…), for
    /// POST /api/webhooks/stripe.
    #[arg(long, env = "STRIPE_WEBHOOK_SECRET", hide_env_values = true)]
    pub stripe_webhook_secret: Option<crate::platform::Secret>,

    /// Stripe's API address (tests point it at their own server).
    #[arg(long, env = "STRIPE_API_BASE", default_value = "https://api.stripe.com")]
    pub stripe_api_base: String,

    /// How long a call to the payment provider may take, in milliseconds.
    #[arg(long, env = "PAYMENT_TIMEOUT_MS", default_value_t = 4000)]
    pub payment_timeout_ms: u64,

    /// How long one operation at the provider may take with its retries (a network
    /// error, 409, 429, 5xx), in milliseconds: a customer waits at most this long.
    #[arg(long, env = "PAYMENT_DEADLINE_MS", default_value_t = 8000)]
    pub payment_deadline_ms: u64,

    /// The first retry's delay in milliseconds; each next one doubles (with jitter).
    #[arg(long, env = "PAYMENT_RETRY_BASE_MS", default_value_t = 500, hide = true)]
    pub payment_retry_base_ms: u64,
}

impl PaymentSettings {
    /// How long a call to the provider may take.
    pub fn timeout(&self) -> Duration {
        Duration::from_millis(self.payment_timeout_ms.max(1))
    }

    /// The provider these settings name; `seed_demo` makes `demo` the default and is
    /// the only way to have it.
    pub fn provider(&self, seed_demo: bool, db: &Db, metrics: &Metrics) -> anyhow::Result<Option<Arc<dyn PaymentProvider>>> {
        let kind = self.payment_provider.unwrap_or(if seed_demo { ProviderKind::Demo } else { ProviderKind::None });
        let timeout = self.timeout();
        Ok(match kind {
            ProviderKind::None => None,
            ProviderKind::Demo => {
                anyhow::ensure!(seed_demo, "PAYMENT_PROVIDER=demo takes no money and is for the demo only: start with --seed-demo");
                Some(Arc::new(demo::DemoProvider::new(db.clone())))
            }
            ProviderKind::Stripe => {
                let key = self.stripe_secret_key.clone().filter(|k| !k.is_blank());
                let key = key.ok_or_else(|| anyhow::anyhow!("PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY"))?;
                let secret = self.stripe_webhook_secret.clone().filter(|k| !k.is_blank());
                if secret.is_none() {
                    tracing::warn!("STRIPE_WEBHOOK_SECRET is not set: Stripe's webhooks are refused, payments are synced by the return page and the job");
                }
                let retries = stripe::Retries {
                    deadline: Duration::from_millis(self.payment_deadline_ms.max(1)),
                    base: Duration::from_millis(self.payment_retry_base_ms.max(1)),
                    counted: metrics.payment_retries.clone(),
                };
                Some(Arc::new(stripe::Stripe::new(&self.stripe_api_base, key, secret, timeout)?.with_retries(retries)))
            }
        })
    }
}

/// What a provider call gives back.
pub type Call<'a, T> = Pin<Box<dyn Future<Output = Result<T, ProviderError>> + Send + 'a>>;

/// A provider's answer that is not what was asked.
#[derive(Debug, Clone, thiserror::Error)]
pub enum ProviderError {
    /// Down, slow (past the timeout) or answering 5xx: try again later.
    #[error("payment provider unavailable: {0}")]
    Unavailable(String),
    /// It refused the request (4xx): its code and message.
    #[error("payment provider refused: {code}: {message}")]
    Refused { code: String, message: String },
}

impl ProviderError {
    pub fn reason(&self) -> &'static str {
        match self {
            ProviderError::Unavailable(_) => "unavailable",
            ProviderError::Refused { .. } => "refused",
        }
    }
}

/// One line of the hosted page.
#[derive(Debug, Clone, Serialize)]
pub struct SessionLine {
    pub name: String,
    pub quantity: i64,
    /// Øre, VAT included.
    pub unit_amount: i64,
}

/// What the hosted page is asked to take.
#[derive(Debug, Clone)]
pub struct SessionRequest {
    pub order_number: String,
    pub attempt: i64,
    /// Øre, VAT included: the order's total (the lines and the shipping, less the discount).
    pub amount: i64,
    /// ISO 4217, upper case (`DKK`).
    pub currency: String,
    pub lang: Lang,
    pub email: String,
    pub lines: Vec<SessionLine>,
    pub success_url: String,
    pub cancel_url: String,
    /// Unix seconds.
    pub expires_at: i64,
    /// The same key for a retried request: the provider makes one session.
    pub idempotency_key: String,
}

/// Where a hosted session stands, as the provider says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SessionState {
    /// Not paid yet (the customer may still pay on the page).
    Open,
    /// Paid and authorised: the money is held, not yet drawn.
    Authorised,
    /// The money is drawn (captured).
    Captured,
    /// The page expired unpaid.
    Expired,
    /// The authorisation was released (cancelled, or expired at the card's issuer).
    Cancelled,
}

/// A hosted session as the provider reports it.
#[derive(Debug, Clone)]
pub struct Observed {
    pub reference: String,
    pub url: Option<String>,
    pub state: SessionState,
    pub amount: i64,
    pub currency: String,
    /// The provider's reference of the payment itself (Stripe's PaymentIntent).
    pub payment_reference: Option<String>,
    pub authorised: i64,
    pub captured: i64,
    pub refunded: i64,
    /// The order number the session carries (Stripe's `client_reference_id`).
    pub order_number: Option<String>,
}

/// Which payment an operation is about.
#[derive(Debug, Clone)]
pub struct PaymentRef {
    pub reference: String,
    pub payment_reference: Option<String>,
}

/// A webhook's event, verified.
#[derive(Debug, Clone)]
pub struct WebhookEvent {
    pub id: String,
    pub kind: String,
    /// The hosted session it is about, when it names one.
    pub session: Option<String>,
    /// The payment it is about (Stripe's PaymentIntent), when it names one.
    pub payment: Option<String>,
}

/// Why a webhook was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WebhookRefusal {
    NotConfigured,
    Unsigned,
    BadSignature,
    Stale,
    Unreadable,
}

/// A payment provider: a hosted page that authorises an amount, which is captured
/// later, in part or whole, and refunded. Stripe's Checkout is one; QuickPay, Nexi or
/// Vipps MobilePay's ePayment API fit the same calls.
pub trait PaymentProvider: Send + Sync {
    /// `stripe`, `demo`: kept on each payment row.
    fn name(&self) -> &'static str;
    /// The origin of the hosted page the checkout form's answer sends the customer to
    /// (the pages' Content-Security-Policy lets a form's redirect go there); `None`:
    /// the page is ours.
    fn hosted_origin(&self) -> Option<String>;
    /// Creates the hosted session: money authorised, captured later (manual capture).
    fn create<'a>(&'a self, request: &'a SessionRequest) -> Call<'a, Observed>;
    /// The session as it stands now.
    fn fetch<'a>(&'a self, reference: &'a str) -> Call<'a, Observed>;
    /// Draws `amount` øre of the authorised sum (the rest is released).
    fn capture<'a>(&'a self, payment: &'a PaymentRef, amount: i64, idempotency_key: &'a str) -> Call<'a, ()>;
    /// Closes an unpaid session, or releases an authorisation not yet captured.
    fn cancel<'a>(&'a self, payment: &'a PaymentRef, authorised: bool) -> Call<'a, ()>;
    /// Gives `amount` øre of the captured sum back: the refund's reference.
    fn refund<'a>(&'a self, payment: &'a PaymentRef, amount: i64, reason: &'a str, idempotency_key: &'a str) -> Call<'a, String>;
    /// Reads a webhook call: its signature over the raw body checked first.
    fn verify_webhook(&self, headers: &HeaderMap, body: &[u8], now_unix: i64) -> Result<WebhookEvent, WebhookRefusal>;
}

/// What others are told when a payment moves (set by the composition root: the
/// checkout's receipt lives above this folder).
type Hook = Box<dyn Fn(String, String) -> Pin<Box<dyn Future<Output = ()> + Send>> + Send + Sync>;

/// The payments service.
#[derive(Clone)]
pub struct Payments {
    pub(crate) db: Db,
    pub(crate) provider: Option<Arc<dyn PaymentProvider>>,
    pub(crate) shop: Shop,
    pub(crate) mailer: Mailer,
    pub(crate) clock: Clock,
    pub(crate) metrics: Metrics,
    pub(crate) public_url: Arc<str>,
    /// The invoice when the money is drawn, a credit note for each refund.
    pub(crate) documents: crate::documents::Documents,
    /// How long a provider call may take (`PAYMENT_TIMEOUT_MS`): a copy of a request
    /// waits this long for the copy that is asking.
    pub(crate) call_timeout: Duration,
    on_authorised: Arc<OnceLock<Hook>>,
}

/// The webhook events the shop acts on (each makes it ask the provider about the
/// payment); any other type is answered 200 and nothing more. Stripe's dashboard
/// endpoint subscribes to these.
pub const HANDLED_EVENTS: [&str; 7] = [
    "checkout.session.completed",
    "checkout.session.async_payment_succeeded",
    "checkout.session.async_payment_failed",
    "checkout.session.expired",
    "payment_intent.canceled",
    "charge.refunded",
    "charge.captured",
];

/// How long a hosted page stays open (Stripe refuses less than 30 minutes).
pub const SESSION_MINUTES: i64 = 45;
/// An open payment is asked about by its job (`follow`) after this long.
pub const SYNC_AFTER_MINUTES: i64 = 10;
/// A card authorisation is held this long before the issuer releases it.
pub const AUTHORISATION_DAYS: i64 = 7;
/// The business is warned this long before an authorisation runs out.
pub const WARN_BEFORE_HOURS: i64 = 24;

impl Payments {
    pub fn new(
        db: Db,
        provider: Option<Arc<dyn PaymentProvider>>,
        shop: Shop,
        mailer: Mailer,
        clock: Clock,
        metrics: Metrics,
        public_url: &str,
        documents: crate::documents::Documents,
    ) -> Payments {
        Payments {
            db,
            provider,
            shop,
            mailer,
            clock,
            metrics,
            public_url: Arc::from(public_url.trim_end_matches('/')),
            documents,
            call_timeout: Duration::from_secs(4),
            on_authorised: Arc::default(),
        }
    }

    /// How long a call to the provider may take (its client's timeout).
    pub fn with_call_timeout(mut self, timeout: Duration) -> Payments {
        self.call_timeout = timeout;
        self
    }

    /// The invoices and credit notes.
    pub fn documents(&self) -> &crate::documents::Documents {
        &self.documents
    }

    /// Whether the checkout offers paying online.
    pub fn enabled(&self) -> bool {
        self.provider.is_some()
    }

    /// `stripe`, `demo`, or `None`.
    pub fn provider_name(&self) -> Option<&'static str> {
        self.provider.as_ref().map(|p| p.name())
    }

    /// The hosted page's origin, for the pages' `form-action`.
    pub fn hosted_origin(&self) -> Option<String> {
        self.provider.as_ref().and_then(|p| p.hosted_origin())
    }

    /// Called once per order when its payment is authorised (order number, the guest
    /// link's key): the receipt.
    pub fn on_authorised(&self, hook: Hook) {
        let _ = self.on_authorised.set(hook);
    }

    pub(crate) async fn authorised(&self, order_number: &str, key: &str) {
        if let Some(hook) = self.on_authorised.get() {
            hook(order_number.to_owned(), key.to_owned()).await;
        }
    }

    pub(crate) fn now(&self) -> String {
        self.clock.rfc3339_offset(0)
    }

    pub(crate) fn count(&self, state: &str) {
        self.metrics.payments.get_or_create(&crate::platform::metrics::StateLabel { state: state.to_owned() }).inc();
    }

    pub(crate) fn failed(&self, reason: &str) {
        self.metrics.payment_errors.get_or_create(&crate::platform::metrics::ReasonLabel { reason: reason.to_owned() }).inc();
    }
}
