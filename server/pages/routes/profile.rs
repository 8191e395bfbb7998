//! `/profile`: the signed-in customer's own page.

use super::prelude::*;
use crate::accounts::mfa::Factor;
use crate::accounts::{Profile, load_profile};
use crate::shop::orders::Order;

/// `/profile`: the profile and the orders; null both, with `failed`, when they could
/// not be read.
#[derive(Debug, Serialize, TS)]
pub struct ProfileData {
    pub profile: Option<Profile>,
    pub orders: Option<Vec<Order>>,
    /// The orders' invoices and credit notes.
    pub documents: Vec<crate::documents::DocumentSummary>,
    /// The account's second factors (a TOTP app, verified or being set up).
    pub factors: Vec<Factor>,
    pub newsletter: Subscription,
    pub failed: bool,
}

/// Where the customer's address stands with the newsletter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum Subscription {
    /// Never signed up (or it could not be read).
    None,
    /// Signed up, not yet confirmed by the mailed link.
    Pending,
    Confirmed,
    Unsubscribed,
}

impl Subscription {
    fn of(status: &str) -> Subscription {
        match status {
            "pending" => Subscription::Pending,
            "confirmed" => Subscription::Confirmed,
            "unsubscribed" => Subscription::Unsubscribed,
            _ => Subscription::None,
        }
    }
}

pub async fn load(cx: &LoadContext<'_>) -> Loaded {
    let Some(user) = cx.user else { return Loaded::Redirect("/auth".into()) };
    let profile = load_profile(&cx.pages.accounts.db, &user.id).await;
    let orders = cx.pages.shop.orders_of(&user.id).await;
    let documents = cx.pages.checkout.payments().documents().of_user(&user.id).await.unwrap_or_else(|error| {
        tracing::error!(%error, "a customer's invoices could not be read");
        Vec::new()
    });
    let factors = crate::accounts::mfa::factors_of(&cx.pages.accounts.db, &user.id).await;
    let newsletter = match crate::requests::newsletter::status_of(&cx.pages.requests, &user.email).await {
        Ok(status) => Subscription::of(&status),
        Err(error) => {
            tracing::error!(%error, "newsletter status");
            Subscription::None
        }
    };
    match (profile, orders, factors) {
        (Ok(profile), Ok(orders), Ok(factors)) => {
            Loaded::ok(ProfileData { profile: Some(profile), orders: Some(orders), documents, factors, newsletter, failed: false })
        }
        (profile, orders, factors) => {
            tracing::error!(profile_error = ?profile.err(), orders_error = ?orders.err(), factors_error = ?factors.err(), "profile page data");
            Loaded::ok(ProfileData { profile: None, orders: None, documents, factors: Vec::new(), newsletter, failed: true })
        }
    }
}
