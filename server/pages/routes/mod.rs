//! The page routes: one module per family of routes (mirroring `app/src/routes/`)
//! with its routes' data types, loaders and form actions, joined by [`REGISTRY`]:
//! route id (a row of the route table, `routes.json`, read by table.rs) -> loader, the
//! TypeScript type of its data (`app/src/generated/RouteData.ts`, written by
//! tests/typescript.rs) and the action its page's form posts to, if it has one.

pub mod admin;
pub mod auth;
pub mod backoffice;
pub mod booking;
pub mod checkout;
pub mod collection;
pub mod content;
pub mod home;
pub mod newsletter;
pub mod order;
pub mod product;
pub mod profile;
pub mod search;
pub mod withdrawal;

use futures_util::future::BoxFuture;

use super::page::{ActionContext, IntoLoaded, LoadContext, Loaded, NoData, Unreadable};
use admin::{AdminData, BackofficeData};

/// What the families' files share.
mod prelude {
    pub use std::collections::BTreeMap;

    pub use axum::http::StatusCode;
    pub use serde::Serialize;
    pub use ts_rs::TS;

    pub use crate::pages::Pages;
    pub use crate::pages::page::{LoadContext, Loaded, NoData, PageError, Unavailable};
}

/// A page route's loader: what the page shows (or where the visitor goes instead).
pub type Load = for<'c> fn(&'c LoadContext<'c>) -> BoxFuture<'c, Loaded>;

/// A page's form action (a `POST` to the page, from its React Router action or a form
/// without JavaScript): the page as the form left it (its messages, with the form's
/// status), or where the visitor goes next; answered by `forms::action`.
pub type Act = for<'c> fn(&'c ActionContext<'c>) -> BoxFuture<'c, Result<Loaded, Unreadable>>;

/// One page route: its id (a row of `routes.json`), its loader, its data's type, and
/// its form's action.
pub struct PageRoute {
    pub id: &'static str,
    pub load: Load,
    pub action: Option<Act>,
    /// The TypeScript name of its data's type (`BackofficeData<OrdersContent>`).
    pub data: fn(&ts_rs::Config) -> String,
    /// Writes that type and those it uses into the app's `src/generated/`.
    pub export: fn(&ts_rs::Config) -> Result<(), ts_rs::ExportError>,
}

macro_rules! page {
    ($id:literal, $load:path, $data:ty $(, action: $act:path)?) => {{
        fn load<'c>(cx: &'c LoadContext<'c>) -> BoxFuture<'c, Loaded> {
            Box::pin(async move { IntoLoaded::into_loaded($load(cx).await) })
        }
        #[allow(unused_mut, unused_assignments)]
        let mut action: Option<Act> = None;
        $(
            fn act<'c>(cx: &'c ActionContext<'c>) -> BoxFuture<'c, Result<Loaded, Unreadable>> {
                Box::pin($act(cx))
            }
            action = Some(act);
        )?
        PageRoute { id: $id, load, action, data: <$data as ts_rs::TS>::name, export: <$data as ts_rs::TS>::export_all }
    }};
}

/// Every page route: the one place a route's id meets its loader and its data type
/// (`the_registry_has_each_route_of_the_table_once` holds it to `routes.json`).
pub static REGISTRY: &[PageRoute] = &[
    page!("home", home::load, home::HomeData),
    page!("services", content::load, NoData),
    page!("service", content::service, NoData),
    page!("product-category", collection::category, collection::CollectionData),
    page!("collection", collection::load, collection::CollectionData),
    page!("product", product::load, product::ProductData),
    page!("checkout", checkout::load, checkout::CheckoutData, action: checkout::place),
    page!("order", order::load, order::OrderData, action: order::pay),
    page!("auth", auth::load, NoData),
    page!("auth-verify", auth::verify, auth::VerifyData),
    page!("auth-reset", auth::reset, auth::ResetData),
    page!("profile", profile::load, profile::ProfileData),
    page!("about", content::load, NoData),
    page!("contact", content::load, NoData),
    page!("coming-soon", content::load, NoData),
    page!("search", search::load, search::SearchData),
    page!("booking", booking::load_booking, booking::BookingData, action: booking::book),
    page!("booking-manage", booking::load_booked, booking::BookedData, action: booking::change),
    page!("newsletter-confirm", newsletter::confirm, newsletter::NewsletterData, action: newsletter::confirm_press),
    page!("newsletter-unsubscribe", newsletter::unsubscribe, newsletter::NewsletterData, action: newsletter::unsubscribe_press),
    page!("privacy", content::load, NoData),
    page!("terms", content::load, NoData),
    page!("admin-translations", admin::translations, AdminData),
    page!("admin-translation-check", admin::translation_check, AdminData),
    page!("admin-requests", backoffice::requests, BackofficeData<backoffice::RequestsContent>),
    page!("admin-orders", backoffice::orders, BackofficeData<backoffice::OrdersContent>),
    page!("admin-outbox", backoffice::outbox, BackofficeData<backoffice::OutboxContent>),
    page!("admin-jobs", backoffice::jobs, BackofficeData<crate::backoffice::jobs::JobsContent>),
    page!("admin-newsletter", backoffice::newsletter, BackofficeData<crate::backoffice::newsletter::NewsletterContent>),
    page!("admin-products", backoffice::products, BackofficeData<crate::shop::catalogue::ProductPage>),
    page!("admin-product", backoffice::product, BackofficeData<crate::backoffice::products::ProductForm>),
    page!("admin-collections", backoffice::collections, BackofficeData<crate::shop::collections::CollectionList>),
    page!("admin-collection", backoffice::collection, BackofficeData<crate::shop::collections::CollectionForm>),
    page!("admin-bookings", backoffice::bookings, BackofficeData<crate::booking::http::BookingsWeek>),
    page!("admin-invoices", backoffice::invoices, BackofficeData<crate::documents::ledger::Ledger>),
    page!("withdrawal", withdrawal::load, withdrawal::WithdrawalData, action: withdrawal::act),
    page!("admin-returns", backoffice::returns, BackofficeData<crate::withdrawal::admin::ReturnsContent>),
    page!("not-found", content::not_found, NoData),
];

/// The routes whose pages have a form, with their actions.
pub fn actions() -> impl Iterator<Item = (&'static str, Act)> {
    REGISTRY.iter().filter_map(|route| Some((route.id, route.action?)))
}

/// The loader of a matched route (the registry has every route of the table).
pub async fn load(cx: &LoadContext<'_>) -> Loaded {
    match REGISTRY.iter().find(|r| r.id == cx.matched.id) {
        Some(route) => (route.load)(cx).await,
        None => Loaded::not_found(),
    }
}


#[cfg(test)]
mod tests {
    use super::*;
    use crate::pages::table::ROUTES;

    #[test]
    fn the_registry_has_each_route_of_the_table_once() {
        let table: Vec<&str> = ROUTES.iter().map(|r| r.id.as_str()).collect();
        let registered: Vec<&str> = REGISTRY.iter().map(|r| r.id).collect();
        assert_eq!(registered, table, "the registry (server/pages/routes/mod.rs) and routes.json name the same routes in the same order");
    }
}
