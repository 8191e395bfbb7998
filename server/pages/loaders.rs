//! The loader of each route: what the page shows, read from the shop, the accounts
//! and the translation tools. One loader per route, used for the first render and for
//! client-side navigation alike. Each route's data is a Rust type that the app reads
//! through the TypeScript generated from it (`app/src/generated/`).

use std::collections::BTreeMap;

use axum::http::StatusCode;
use serde::Serialize;
use serde_json::Value;
use ts_rs::TS;

use super::Pages;
use super::page::{LoadContext, Loaded, NoData};
use super::routes::{COLLECTIONS, PRODUCT_CATEGORIES, SERVICES};
use crate::accounts::mfa::Factor;
use crate::accounts::{Profile, SessionUser, load_profile};
use crate::backoffice::orders::{AdminOrder, OrderFilter};
use crate::backoffice::outbox::StatusCount;
use crate::backoffice::requests::{RequestEntry, RequestFilter, Subscriber};
use crate::mail::queue::OutboxEntry;
use crate::i18n::Lang;
use crate::checkout::order::PricedLine;
use crate::shop::orders::Order;
use crate::shop::{Collection, Product};
use crate::translation::coverage::Coverage;
use crate::translation::jobs::Progress;
use crate::translation::review::ReviewEntry;

/// The home page: up to 8 products for the slider.
#[derive(Debug, Serialize, TS)]
pub struct HomeData {
    pub products: Vec<Product>,
}

/// `/product/{handle}`.
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ProductData {
    /// The product; null when there is none by that handle or the shop could not answer.
    pub product: Option<Product>,
    /// The variant asked for in the URL (`?variant=`), or the first.
    pub selected_variant_id: Option<String>,
    /// The URL named a variant this product does not have.
    pub variant_missing: bool,
    /// The shop could not answer.
    pub unavailable: bool,
}

/// `/collections/{handle}` and `/products/{category}`: both are collections by handle.
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct CollectionData {
    /// The collection with the products of this page; null when the shop could not
    /// answer.
    pub collection: Option<Collection>,
    /// The heading when the shop could not answer.
    pub title_key: String,
    /// The sort, filters and cursor the URL asked for.
    pub choice: crate::shop::listing::Choice,
    /// The rest of the listing: how many match, the pages around, the facet counts.
    pub listing: Option<crate::shop::listing::Listing>,
}

/// `/ordre/{number}`: one of the customer's own orders (or a guest's, with the key
/// of its link), with the seller's bank account for a bank transfer.
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct OrderData {
    pub order: Order,
    pub bank_account: String,
    pub payment_terms_days: u32,
}

/// `/nyhedsbrev/bekraeft` and `/nyhedsbrev/afmeld`: what the link did or can do.
#[derive(Debug, Serialize, TS)]
pub struct NewsletterData {
    /// Confirming: `ready` (the button), `confirmed` or `invalid`. Unsubscribing:
    /// `ready` (the button), `done`, `already` or `invalid`.
    pub state: String,
    pub token: Option<String>,
}

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
    pub accept_terms: bool,
}

/// `/kasse?cart=…`: the local checkout.
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct CheckoutData {
    /// `ready`; `empty` (no cart in the URL), `gone` (an unknown cart), `local-only`
    /// (the shop is Shopify's, which checks out itself).
    pub state: String,
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

/// `/profile`: the profile and the orders; null both, with `failed`, when they could
/// not be read.
#[derive(Debug, Serialize, TS)]
pub struct ProfileData {
    pub profile: Option<Profile>,
    pub orders: Option<Vec<Order>>,
    /// The account's second factors (a TOTP app, verified or being set up).
    pub factors: Vec<Factor>,
    /// The newsletter: `none`, `pending`, `confirmed` or `unsubscribed`.
    pub newsletter: String,
    pub failed: bool,
}

/// The admin pages (the Translation Manager and the coverage report).
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct AdminData {
    pub title_key: String,
    pub noindex: bool,
    /// Signed in without the admin role: 'Access Denied', and nothing else is sent.
    pub denied: bool,
    /// An administrator whose session has not passed a second factor: `enrol` (none
    /// set up yet) or `verify` (sign in again with the code).
    pub second_factor: Option<String>,
    pub source_keys: usize,
    pub languages: Vec<Coverage>,
    /// The machine translation provider's name, if one is configured.
    pub provider: Option<String>,
    pub job: Option<Progress>,
    /// The stored translations to review (the Translation Manager only).
    pub review: Option<Vec<ReviewEntry>>,
}

/// `/auth/verify?token=…`: what the link did.
#[derive(Debug, Serialize, TS)]
pub struct VerifyData {
    /// The address is verified now (false: the link is unknown, used or expired).
    pub verified: bool,
}

/// `/auth/reset`: without a token, the form that asks for a link; with one, the form
/// that sets the new password (or, when the link no longer works, a new request).
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ResetData {
    pub token: Option<String>,
    pub token_valid: bool,
}

/// The back office pages: `content` only for administrators.
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct BackofficeData<C: TS> {
    pub title_key: String,
    pub noindex: bool,
    /// Signed in without the admin role: 'Access Denied', and nothing else is sent.
    pub denied: bool,
    /// An administrator without a passed second factor: `enrol` or `verify`.
    pub second_factor: Option<String>,
    pub content: Option<C>,
}

/// `/admin/requests`.
#[derive(Debug, Serialize, TS)]
pub struct RequestsContent {
    pub filter: RequestFilter,
    pub requests: Vec<RequestEntry>,
    pub subscribers: Vec<Subscriber>,
}

/// `/admin/orders`.
#[derive(Debug, Serialize, TS)]
pub struct OrdersContent {
    pub filter: OrderFilter,
    pub orders: Vec<AdminOrder>,
}

/// `/admin/outbox`.
#[derive(Debug, Serialize, TS)]
pub struct OutboxContent {
    pub status: String,
    pub entries: Vec<OutboxEntry>,
    pub counts: Vec<StatusCount>,
    /// How mail leaves (SMTP server, or the folder of .eml files).
    pub transport: String,
}

async fn product_page(cx: &LoadContext<'_>, handle: &str) -> Loaded {
    let shop = &cx.pages.shop;
    let Some(found) = shop.for_page("product", shop.provider.product(handle, cx.lang)).await else {
        let page = ProductData { product: None, selected_variant_id: None, variant_missing: false, unavailable: true };
        return Loaded::with(StatusCode::SERVICE_UNAVAILABLE, page);
    };
    let Some(product) = found else {
        let page = ProductData { product: None, selected_variant_id: None, variant_missing: false, unavailable: false };
        return Loaded::with(StatusCode::NOT_FOUND, page);
    };
    let asked = cx.query_param("variant");
    let selected = match &asked {
        Some(id) => product.variants.iter().find(|v| &v.id == id),
        None => product.variants.first(),
    };
    let selected_variant_id = selected.map(|v| v.id.clone());
    let variant_missing = asked.is_some() && selected.is_none();
    Loaded::ok(ProductData { product: Some(product), selected_variant_id, variant_missing, unavailable: false })
}

async fn collection_page(cx: &LoadContext<'_>, handle: &str, title_key: String) -> Loaded {
    let shop = &cx.pages.shop;
    let choice = crate::shop::listing::Choice::from_query(cx.query);
    match shop.for_page("collection", shop.provider.listing(handle, &choice, shop.page_size, cx.lang)).await {
        Some(Some((collection, listing))) => {
            Loaded::ok(CollectionData { collection: Some(collection), title_key, choice, listing: Some(listing) })
        }
        Some(None) => Loaded::not_found(),
        None => Loaded::ok(CollectionData { collection: None, title_key, choice, listing: None }),
    }
}

/// Admin pages: no session -> sign in; signed in without the role -> 403 'Access
/// Denied' (the role was checked through `has_role` when the session was read).
async fn admin_page(cx: &LoadContext<'_>, title_key: &str) -> Loaded {
    let mut page = AdminData {
        title_key: title_key.to_owned(),
        noindex: true,
        denied: false,
        second_factor: None,
        source_keys: 0,
        languages: Vec::new(),
        provider: None,
        job: None,
        review: None,
    };
    match cx.user {
        None => Loaded::Redirect("/auth".into()),
        Some(user) if !user.is_admin() => {
            page.denied = true;
            Loaded::with(StatusCode::FORBIDDEN, page)
        }
        Some(user) if !user.is_admin_with_second_factor() => {
            page.second_factor = Some(second_factor_step(user));
            Loaded::with(StatusCode::FORBIDDEN, page)
        }
        Some(_) => {
            let translation = &cx.pages.translation;
            match crate::translation::coverage::report(translation).await {
                Ok((source_keys, languages)) => {
                    page.source_keys = source_keys;
                    page.languages = languages;
                }
                Err(error) => tracing::error!(%error, "translation coverage"),
            }
            if title_key == "admin-translations-title" {
                match crate::translation::review::review_entries(translation).await {
                    Ok(review) => page.review = Some(review),
                    Err(error) => tracing::error!(%error, "translations to review"),
                }
            }
            page.provider = translation.provider_name().map(str::to_owned);
            match translation.latest().await {
                Ok(job) => page.job = job,
                Err(error) => tracing::error!(%error, "the latest translation job"),
            }
            Loaded::ok(page)
        }
    }
}

/// What an administrator without a passed second factor must do first.
fn second_factor_step(user: &SessionUser) -> String {
    if user.mfa_enrolled { "verify" } else { "enrol" }.to_owned()
}

/// The back office pages: sign in first; without the admin role 'Access Denied';
/// without the second factor, set it up (or sign in with it) first.
async fn backoffice_page<C, F>(cx: &LoadContext<'_>, title_key: &str, content: F) -> Loaded
where
    C: Serialize + TS,
    F: std::future::Future<Output = Result<C, sqlx::Error>>,
{
    let mut page =
        BackofficeData::<C> { title_key: title_key.to_owned(), noindex: true, denied: false, second_factor: None, content: None };
    match cx.user {
        None => Loaded::Redirect("/auth".into()),
        Some(user) if !user.is_admin() => {
            page.denied = true;
            Loaded::with(StatusCode::FORBIDDEN, page)
        }
        Some(user) if !user.is_admin_with_second_factor() => {
            page.second_factor = Some(second_factor_step(user));
            Loaded::with(StatusCode::FORBIDDEN, page)
        }
        Some(_) => match content.await {
            Ok(content) => {
                page.content = Some(content);
                Loaded::ok(page)
            }
            Err(error) => {
                tracing::error!(%error, title_key, "back office page data");
                Loaded::with(StatusCode::SERVICE_UNAVAILABLE, page)
            }
        },
    }
}

/// A page's filter from its query string (unknown or malformed parts: the default).
fn query_struct<T: serde::de::DeserializeOwned + Default>(query: Option<&str>) -> T {
    let pairs: serde_json::Map<String, Value> = url::form_urlencoded::parse(query.unwrap_or_default().as_bytes())
        .map(|(k, v)| (k.into_owned(), Value::String(v.into_owned())))
        .collect();
    serde_json::from_value(Value::Object(pairs)).unwrap_or_default()
}

/// `/nyhedsbrev/bekraeft?token=…`: a button (a GET never confirms: link scanners open
/// every link in a mail), or, once it was pressed, that the subscription is confirmed.
pub async fn confirm_page(pages: &Pages, token: &str) -> Loaded {
    use crate::requests::newsletter::LinkState;
    match pages.requests.confirm_link_state(token).await {
        Ok(LinkState::Ready) => Loaded::ok(NewsletterData { state: "ready".into(), token: Some(token.to_owned()) }),
        Ok(LinkState::Confirmed) => Loaded::ok(NewsletterData { state: "confirmed".into(), token: None }),
        Ok(LinkState::Invalid) => Loaded::with(StatusCode::NOT_FOUND, NewsletterData { state: "invalid".into(), token: None }),
        Err(error) => {
            tracing::error!(%error, "a newsletter confirmation link");
            Loaded::with(StatusCode::SERVICE_UNAVAILABLE, NewsletterData { state: "invalid".into(), token: None })
        }
    }
}

/// `/nyhedsbrev/afmeld?token=…`: a button (a GET never unsubscribes), or what the
/// button did (`done` after the form's POST).
pub async fn unsubscribe_page(pages: &Pages, token: &str, done: Option<bool>) -> Loaded {
    let state = match (pages.requests.unsubscribe_token_state(token).await, done) {
        (Err(error), _) => {
            tracing::error!(%error, "an unsubscribe link");
            return Loaded::with(StatusCode::SERVICE_UNAVAILABLE, NewsletterData { state: "invalid".into(), token: None });
        }
        (Ok(None), _) => return Loaded::with(StatusCode::NOT_FOUND, NewsletterData { state: "invalid".into(), token: None }),
        (Ok(Some(_)), Some(true)) => "done",
        (Ok(Some(status)), _) if status == "unsubscribed" => "already",
        (Ok(Some(_)), _) => "ready",
    };
    Loaded::ok(NewsletterData { state: state.into(), token: Some(token.to_owned()) })
}

/// `/ordre/{number}`: the signed-in owner's, or anyone's with the key of the guest's
/// link (`?key=`, compared by its SHA-256). Without either: sign in first.
async fn order_page(cx: &LoadContext<'_>, number: &str) -> Loaded {
    let found = match crate::shop::orders::by_number(&cx.pages.accounts.db, number).await {
        Ok(found) => found,
        Err(error) => {
            tracing::error!(%error, "loading an order");
            return Loaded::with(StatusCode::SERVICE_UNAVAILABLE, NoData {});
        }
    };
    let key = cx.query_param("key").filter(|k| !k.is_empty());
    let by_key = |f: &crate::shop::orders::Found| {
        use subtle::ConstantTimeEq;
        match (&key, &f.access_hash) {
            (Some(key), Some(hash)) => crate::shop::local::cart_hash(key).as_bytes().ct_eq(hash.as_bytes()).into(),
            _ => false,
        }
    };
    let owner = |f: &crate::shop::orders::Found| cx.user.is_some_and(|u| f.user_id.as_deref() == Some(u.id.as_str()));
    match found {
        Some(found) if owner(&found) || by_key(&found) => Loaded::ok(OrderData {
            order: found.order,
            bank_account: cx.pages.checkout.bank_account.clone(),
            payment_terms_days: cx.pages.checkout.payment_terms_days,
        }),
        _ if cx.user.is_none() && key.is_none() => Loaded::Redirect("/auth".into()),
        _ => Loaded::not_found(),
    }
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
) -> Loaded {
    let checkout = &pages.checkout;
    let mut page = CheckoutData {
        state: "ready".into(),
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
        page.state = "local-only".into();
        return Loaded::with(StatusCode::NOT_FOUND, page);
    };
    let Some(token) = cart else {
        page.state = "empty".into();
        return Loaded::ok(page);
    };
    let db = &pages.accounts.db;
    let placed = crate::shop::orders::number_for_checkout(db, &crate::shop::local::cart_hash(&token)).await;
    if let Ok(Some(number)) = placed {
        return Loaded::Redirect(format!("/ordre/{number}?key={token}"));
    }
    let lines = match local.cart_with_code(&token).await {
        Ok(Some((lines, code))) => {
            // The code from the cart panel, unless the customer typed another.
            if page.values.discount_code.is_empty() {
                page.values.discount_code = code.unwrap_or_default();
            }
            lines
        }
        Ok(None) => {
            page.state = "gone".into();
            return Loaded::with(StatusCode::NOT_FOUND, page);
        }
        Err(error) => {
            tracing::error!(%error, "reading a checkout cart");
            return Loaded::with(StatusCode::SERVICE_UNAVAILABLE, page);
        }
    };
    let code = crate::shop::normalized_code(&page.values.discount_code);
    if !code.is_empty() {
        page.discount_percent = crate::checkout::order::discount_percent(db, &code).await.ok().flatten().unwrap_or(0);
    }
    match crate::checkout::order::price_lines(local, db, lang, &lines).await {
        Ok(Ok(priced)) => page.lines = priced,
        Ok(Err(_)) => page.state = "gone".into(),
        Err(error) => {
            tracing::error!(%error, "pricing a checkout cart");
            return Loaded::with(StatusCode::SERVICE_UNAVAILABLE, page);
        }
    }
    Loaded::ok(page)
}

/// `/search?q=…`: what the search found.
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct SearchData {
    pub results: crate::search::Results,
    /// The query was longer than the search takes (it was cut).
    pub too_long: bool,
    /// The search could not answer.
    pub failed: bool,
}

/// `/search?q=…`: a query that is not in its normal form (case, spaces) goes to the
/// one that is, so that each question is one cached page.
async fn search_page(cx: &LoadContext<'_>) -> Loaded {
    let raw = cx.query_param("q").unwrap_or_default();
    let query = crate::search::normalize(&raw);
    let too_long = crate::search::too_long(&raw);
    if raw != query && !too_long {
        let encoded: String = url::form_urlencoded::byte_serialize(query.as_bytes()).collect();
        return Loaded::Redirect(if query.is_empty() { "/search".into() } else { format!("/search?q={encoded}") });
    }
    match cx.pages.search.find(&query, cx.lang, 24).await {
        Ok(results) => Loaded::ok(SearchData { results, too_long, failed: false }),
        Err(error) => {
            tracing::error!(%error, "search page");
            let results = crate::search::Results { query, ..Default::default() };
            Loaded::with(StatusCode::SERVICE_UNAVAILABLE, SearchData { results, too_long, failed: true })
        }
    }
}

/// The loader of each route.
pub async fn load(cx: &LoadContext<'_>) -> Loaded {
    let param = |name: &str| cx.matched.params.get(name).map(String::as_str).unwrap_or_default();
    match cx.matched.id {
        "home" => {
            let shop = &cx.pages.shop;
            let products = shop.for_page("products", shop.provider.products(8, cx.lang)).await.unwrap_or_default();
            Loaded::ok(HomeData { products })
        }
        // Content pages: their text is in the catalogue, their data is the route.
        "services" | "about" | "contact" | "coming-soon" | "privacy" | "terms" => Loaded::ok(NoData {}),
        "service" if SERVICES.contains(&param("slug")) => Loaded::ok(NoData {}),
        // Both families are collections by handle: /products/{category} and
        // /collections/{handle} show the shop's collection with that handle.
        "product-category" if PRODUCT_CATEGORIES.contains(&param("category")) => {
            collection_page(cx, param("category"), format!("category-{}", param("category"))).await
        }
        "collection" if COLLECTIONS.contains(&param("handle")) => {
            collection_page(cx, param("handle"), format!("collection-{}", param("handle"))).await
        }
        // The collections made in the back office have pages too (their title is the
        // collection's own; the key only names the page when the shop cannot answer).
        "collection" if !crate::shop::PRODUCT_CATEGORIES.contains(&param("handle")) => {
            collection_page(cx, param("handle"), "collection-untitled".to_owned()).await
        }
        "product" => product_page(cx, param("handle")).await,
        "order" => order_page(cx, param("number")).await,
        "checkout" => {
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
        "newsletter-confirm" => {
            let token = cx.query_param("token").unwrap_or_default();
            confirm_page(cx.pages, &token).await
        }
        "newsletter-unsubscribe" => {
            let token = cx.query_param("token").unwrap_or_default();
            unsubscribe_page(cx.pages, &token, None).await
        }
        "auth" if cx.user.is_some() => Loaded::Redirect("/profile".into()),
        "auth" => Loaded::ok(NoData {}),
        "profile" => match cx.user {
            None => Loaded::Redirect("/auth".into()),
            Some(user) => {
                let profile = load_profile(&cx.pages.accounts.db, &user.id).await;
                let orders = cx.pages.shop.orders_of(&user.id).await;
                let factors = crate::accounts::mfa::factors_of(&cx.pages.accounts.db, &user.id).await;
                let newsletter = crate::requests::newsletter::status_of(&cx.pages.requests, &user.email).await.unwrap_or_else(|error| {
                    tracing::error!(%error, "newsletter status");
                    "none".into()
                });
                match (profile, orders, factors) {
                    (Ok(profile), Ok(orders), Ok(factors)) => {
                        Loaded::ok(ProfileData { profile: Some(profile), orders: Some(orders), factors, newsletter, failed: false })
                    }
                    (profile, orders, factors) => {
                        tracing::error!(profile_error = ?profile.err(), orders_error = ?orders.err(), factors_error = ?factors.err(), "profile page data");
                        Loaded::ok(ProfileData { profile: None, orders: None, factors: Vec::new(), newsletter, failed: true })
                    }
                }
            }
        },
        "auth-verify" => {
            let token = cx.query_param("token").unwrap_or_default();
            match crate::accounts::verification::verify(&cx.pages.accounts, &token).await {
                Ok(result) => Loaded::ok(VerifyData { verified: result == crate::accounts::verification::Verified::Now }),
                Err(error) => {
                    tracing::error!(%error, "verifying an address");
                    Loaded::with(StatusCode::SERVICE_UNAVAILABLE, VerifyData { verified: false })
                }
            }
        }
        "auth-reset" => {
            let token = cx.query_param("token").filter(|t| !t.is_empty());
            let token_valid = match &token {
                Some(token) => crate::accounts::recovery::link_valid(&cx.pages.accounts, token).await,
                None => false,
            };
            Loaded::ok(ResetData { token, token_valid })
        }
        "admin-requests" => {
            let filter: RequestFilter = query_struct(cx.query);
            let db = &cx.pages.backoffice.db;
            backoffice_page(cx, "backoffice-requests-title", async {
                let requests = crate::backoffice::requests::requests(db, &filter).await?;
                let subscribers = crate::backoffice::requests::subscribers(db, &filter.q).await?;
                Ok(RequestsContent { filter: filter.clone(), requests, subscribers })
            })
            .await
        }
        "admin-orders" => {
            let filter: OrderFilter = query_struct(cx.query);
            let db = &cx.pages.backoffice.db;
            backoffice_page(cx, "backoffice-orders-title", async {
                let orders = crate::backoffice::orders::all(db, &filter).await?;
                Ok(OrdersContent { filter: filter.clone(), orders })
            })
            .await
        }
        "admin-outbox" => {
            let status = cx.query_param("status").unwrap_or_default();
            let office = &cx.pages.backoffice;
            backoffice_page(cx, "backoffice-outbox-title", async {
                let (entries, counts) = crate::backoffice::outbox::entries(office, &status).await?;
                Ok(OutboxContent { status: status.clone(), entries, counts, transport: office.mailer.describe() })
            })
            .await
        }
        "admin-newsletter" => {
            let office = &cx.pages.backoffice;
            backoffice_page(cx, "backoffice-newsletter-title", office.campaigns()).await
        }
        "admin-products" => {
            let filter: crate::shop::catalogue::ProductFilter = query_struct(cx.query);
            let db = &cx.pages.backoffice.db;
            backoffice_page(cx, "backoffice-products-title", crate::shop::catalogue::list(db, &filter)).await
        }
        "admin-product" => {
            let handle = param("handle");
            let office = &cx.pages.backoffice;
            let editing = (handle != "new").then_some(handle);
            let title = if editing.is_some() { "backoffice-product-title" } else { "backoffice-product-new-title" };
            // An administrator asking for a product that is not there: 404.
            if let (Some(handle), Some(user)) = (editing, cx.user)
                && user.is_admin_with_second_factor()
                && matches!(crate::shop::catalogue::read(&office.db, handle).await, Ok(None))
            {
                return Loaded::not_found();
            }
            backoffice_page(cx, title, async {
                crate::backoffice::products::form(office, editing).await?.ok_or(sqlx::Error::RowNotFound)
            })
            .await
        }
        "admin-collections" => {
            let db = &cx.pages.backoffice.db;
            backoffice_page(cx, "backoffice-collections-title", crate::shop::collections::list(db)).await
        }
        "admin-collection" => {
            let handle = param("handle");
            let office = &cx.pages.backoffice;
            let editing = (handle != "new").then_some(handle);
            let title = if editing.is_some() { "backoffice-collection-title" } else { "backoffice-collection-new-title" };
            // An administrator asking for a collection that is not there: 404.
            if let (Some(handle), Some(user)) = (editing, cx.user)
                && user.is_admin_with_second_factor()
                && matches!(crate::shop::collections::read(&office.db, handle).await, Ok(None))
            {
                return Loaded::not_found();
            }
            backoffice_page(cx, title, async {
                crate::backoffice::collections::form(office, editing).await?.ok_or(sqlx::Error::RowNotFound)
            })
            .await
        }
        "search" => search_page(cx).await,
        "booking" => super::booking::load_booking(cx).await,
        "booking-manage" => super::booking::load_booked(cx, param("reference")).await,
        "admin-bookings" => {
            let query: crate::booking::http::WeekQuery = query_struct(cx.query);
            let from = crate::booking::parse_date(&query.from);
            let booking = &cx.pages.booking;
            backoffice_page(cx, "backoffice-bookings-title", booking.week(from, &query.view, cx.lang)).await
        }
        "admin-translations" => admin_page(cx, "admin-translations-title").await,
        "admin-translation-check" => admin_page(cx, "admin-translation-check-title").await,
        _ => Loaded::not_found(),
    }
}
