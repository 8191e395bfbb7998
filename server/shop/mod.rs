//! The shop: one abstraction over two providers. `Shopify` talks to the Storefront
//! GraphQL API; `Local` (the embedded default) keeps a catalogue in our database and
//! turns a cart into an order. Pages and the API only see [`Shop`]. Also the orders
//! (checkout, Shopify's order webhook, the customer's list) and the product images.

pub mod catalogue;
pub mod collections;
pub mod content;
pub mod csv;
pub mod description;
pub mod http;
pub mod legal;
pub mod generated;
pub mod listing;
pub mod local;
pub mod media;
pub mod orders;
pub mod pdfs;
pub mod prices;
pub mod shopify;
pub mod swr;
pub mod webhook;

use std::sync::Arc;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::i18n::{Lang, Text};
use crate::mail::{Letter, Line, Lines, Mailer};
use crate::platform::Db;

pub use http::router;

/// The shop's collections with pages of their own: the product categories under
/// `/products/{handle}`, the others under `/collections/{handle}` (a handle may be both).
pub const PRODUCT_CATEGORIES: [&str; 6] = ["stikkontakter", "lamper", "smart-home", "udendors", "tavler", "kabler"];
pub const COLLECTIONS: [&str; 4] = ["indendors-lys", "udendors-lys", "smart-home", "tilbehor"];

/// Where the shop's catalogue and checkout live.
#[derive(Debug, Clone, clap::Args)]
pub struct ShopSettings {
    /// Shopify store domain (e.g. my-shop.myshopify.com). With the storefront token
    /// set, the shop is Shopify's; without, the local catalogue in the database.
    #[arg(long, env = "SHOPIFY_STORE_DOMAIN")]
    pub shopify_store_domain: Option<String>,

    /// Shopify Storefront API access token (stays on the server).
    #[arg(long, env = "SHOPIFY_STOREFRONT_TOKEN", hide_env_values = true)]
    pub shopify_storefront_token: Option<crate::platform::Secret>,

    /// Secret that signs Shopify's order webhooks (X-Shopify-Hmac-Sha256).
    #[arg(long, env = "SHOPIFY_WEBHOOK_SECRET", hide_env_values = true)]
    pub shopify_webhook_secret: Option<crate::platform::Secret>,

    /// Longest a call to the shop may take, in milliseconds.
    #[arg(long, env = "SHOP_TIMEOUT_MS", default_value_t = 4000)]
    pub shop_timeout_ms: u64,

    /// How long shop answers count as fresh, in seconds (then served stale while
    /// they are refreshed in the background).
    #[arg(long, env = "SHOP_CACHE_SECS", default_value_t = 60)]
    pub shop_cache_secs: u64,

    /// The namespace of the Shopify metafields that hold a product's legal facts
    /// (`product_kind`, `energy_class`, `eprel_registration_number`, `manufacturer`,
    /// `safety_information`, …: see `shop::legal::KEYS`).
    #[arg(long, env = "SHOPIFY_LEGAL_NAMESPACE", default_value = "custom", value_parser = metafield_namespace)]
    pub shopify_legal_namespace: String,

    /// Products on a page of a collection (the tests page through small ones).
    #[arg(long, env = "COLLECTION_PAGE_SIZE", default_value_t = listing::PAGE_SIZE, hide = true)]
    pub collection_page_size: usize,
}

/// A metafield namespace as Shopify allows one: 2 to 255 letters, digits, `_` or `-`.
fn metafield_namespace(value: &str) -> Result<String, String> {
    let ok = (2..=255).contains(&value.len()) && value.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
    if ok { Ok(value.to_owned()) } else { Err(format!("{value:?} is not a metafield namespace (2-255 letters, digits, _ or -)")) }
}

/// The shop service: the provider, how long a page waits for it, the webhook secret
/// and the database where orders live.
#[derive(Clone)]
pub struct Shop {
    pub provider: ShopProvider,
    pub timeout: Duration,
    /// Products on a page of a collection.
    pub page_size: usize,
    webhook_secret: Option<Arc<str>>,
    db: Db,
    mailer: Mailer,
    pub(crate) limits: crate::platform::limits::Limits,
    changes: crate::platform::Changes,
}

/// Checkouts a signed-in customer may start in an hour (each local one is an order).
pub const CHECKOUTS_PER_ACCOUNT: crate::platform::limits::Limit = crate::platform::limits::Limit::per_minutes(20, 60);
/// Checkouts from one address in an hour (Shopify carts need no account).
pub const CHECKOUTS_PER_ADDRESS: crate::platform::limits::Limit = crate::platform::limits::Limit::per_minutes(60, 60);

impl Shop {
    /// Shopify when its domain and token are set; otherwise the local catalogue,
    /// seeded with the demo products on first start.
    pub async fn from_settings(
        settings: &ShopSettings,
        db: Db,
        mailer: Mailer,
        limits: crate::platform::limits::Limits,
        changes: crate::platform::Changes,
    ) -> anyhow::Result<Shop> {
        let timeout = Duration::from_millis(settings.shop_timeout_ms);
        let provider = match (&settings.shopify_store_domain, &settings.shopify_storefront_token) {
            (Some(domain), Some(token)) if !domain.is_empty() && !token.is_blank() => {
                ShopProvider::Shopify(
                    shopify::ShopifyShop::new(shopify::ShopifyConfig {
                        store_domain: domain.clone(),
                        storefront_token: token.clone(),
                        timeout,
                        fresh_for: Duration::from_secs(settings.shop_cache_secs),
                        legal_namespace: settings.shopify_legal_namespace.clone(),
                    })?
                    .with_prices(db.clone(), limits.clock()),
                )
            }
            _ => {
                let local = local::LocalShop::new(db.clone()).counted(changes.clone());
                local.seed_if_empty().await?;
                ShopProvider::Local(local)
            }
        };
        let webhook_secret = settings.shopify_webhook_secret.as_ref().map(crate::platform::Secret::expose).filter(|s| !s.is_empty()).map(Arc::from);
        let page_size = settings.collection_page_size.clamp(1, 100);
        Ok(Shop { provider, timeout, page_size, webhook_secret, db, mailer, limits, changes })
    }

    pub fn name(&self) -> &'static str {
        self.provider.name()
    }

    /// A shop call for a page: bounded by the shop timeout; a failure is logged and
    /// `None` lets the page show its empty state instead.
    pub async fn for_page<T>(&self, what: &str, call: impl std::future::Future<Output = Result<T, ShopError>>) -> Option<T> {
        match tokio::time::timeout(self.timeout, call).await {
            Ok(Ok(value)) => Some(value),
            Ok(Err(error)) => {
                tracing::error!(%error, what, "shop call failed; rendering without it");
                None
            }
            Err(_) => {
                tracing::error!(what, "shop call timed out; rendering without it");
                None
            }
        }
    }

    /// The customer's orders, newest first.
    pub async fn orders_of(&self, user_id: &str) -> Result<Vec<orders::Order>, sqlx::Error> {
        orders::orders_of(&self.db, user_id).await
    }

    /// An address was verified: the Shopify orders that waited for it and the
    /// guest orders placed with it become the account's.
    pub async fn attach_pending(&self, user_id: &str, email: &str) {
        if let Err(error) = webhook::attach_pending(self, user_id, email).await {
            tracing::error!(error = format!("{error:#}"), "attaching waiting Shopify orders");
        }
        match orders::attach_guest_orders(&self.db, user_id, email).await {
            Ok(0) => {}
            Ok(attached) => tracing::info!(user_id, attached, "guest orders attached to a verified account"),
            Err(error) => tracing::error!(%error, "attaching guest orders"),
        }
    }

    /// The business hears of every new order, in Danish, with its lines.
    pub async fn notify_business_of_order(&self, order_number: &str, customer_email: &str) {
        let Ok(Some(found)) = orders::by_number(&self.db, order_number).await else { return };
        let lang = Lang::DEFAULT;
        let total = crate::i18n::format::money(
            (found.order.total_amount * 100.0).round() as i64,
            &found.order.currency_code,
            lang,
        );
        let mut letter = Letter::new(
            "business-order",
            self.mailer.business_email(),
            lang,
            Text::new("mail-business-order-subject").arg("number", order_number).arg("total", total),
            Text::new("mail-business-order-heading").arg("number", order_number),
        );
        letter.reply_to = Some(customer_email.to_owned());
        letter.paragraphs.push(
            Text::new("mail-business-order-text")
                .arg("customer", found.full_name.as_str())
                .arg("email", customer_email),
        );
        letter.lines = Some(lines_of(&found.order));
        let site = self.mailer.site();
        letter.action = Some((Text::new("mail-business-button"), format!("{}/admin/orders", site.url)));
        self.mailer.send_later(letter).await;
    }

    /// A product's sale changed what its pages show (sold out, or back in stock):
    /// they render afresh, here and on the other instances.
    pub(crate) async fn product_changed(&self, handle: &str) {
        let collections = local::collections_of(&self.db, handle).await.unwrap_or_else(|error| {
            tracing::warn!(%error, handle, "the collections of a product whose stock changed");
            Vec::new()
        });
        self.changes.product_changed(handle, &collections);
        self.changes.publish_product(handle, &collections).await;
    }

    /// A product of the local catalogue was written (its handle, the one it had, the
    /// collections it was or is in): its pages, listings and search entries are read
    /// afresh, here and on the other instances.
    pub async fn product_edited(&self, handle: &str, old_handle: Option<&str>, collections: &[String]) {
        for handle in std::iter::once(handle).chain(old_handle) {
            self.changes.product_changed(handle, collections);
            self.changes.publish_product(handle, collections).await;
        }
    }

    /// A collection of the local catalogue was written (its title, description, order
    /// or members' order; renamed or deleted): its pages render afresh here, and the
    /// other instances read the shop's content afresh.
    pub async fn collection_edited(&self, handle: &str) {
        self.changes.drop_tags([crate::platform::changes::collection_tag(handle)], "collection");
        self.changes.bump("shop content");
        self.changes.publish("catalogue").await;
    }

    /// Only the order of a local collection's products changed (its sort, or a member
    /// moved by hand): its listing pages render afresh, here and on the other
    /// instances, and nothing else does.
    pub async fn collection_reordered(&self, handle: &str) {
        self.changes.drop_tags([crate::platform::changes::collection_tag(handle)], "collection order");
        self.changes.publish(&format!("{}{handle}", crate::platform::changes::COLLECTION_ORDER_TOPIC)).await;
    }

    /// Any number of the local catalogue's products were written at once (an import):
    /// every product's pages, the listings and search are read afresh, here and on the
    /// other instances.
    pub async fn catalogue_replaced(&self) {
        self.changes.products_changed();
        self.changes.publish(crate::platform::changes::PRODUCTS_TOPIC).await;
    }

    /// Moves an order to a new status; the customer is mailed about it.
    pub async fn change_status(&self, order_number: &str, status: orders::Status) -> Result<Option<orders::Order>, sqlx::Error> {
        let Some(found) = orders::by_number(&self.db, order_number).await? else { return Ok(None) };
        if found.order.status == status.code() {
            return Ok(Some(found.order));
        }
        // Cancelled, its lines go back to stock (and leave it again if it is not).
        let mut tx = self.db.begin().await?;
        let changed = orders::set_status(&mut tx, order_number, status).await?;
        let cancelled = |code: &str| code == orders::Status::Cancelled.code();
        let stock = if cancelled(status.code()) != cancelled(&found.order.status) {
            let items: String = sqlx::query_scalar("select items from orders where order_number = $1").bind(order_number).fetch_one(&mut *tx).await?;
            local::return_stock(&mut tx, &items, cancelled(status.code())).await?
        } else {
            Vec::new()
        };
        tx.commit().await?;
        if !changed {
            return Ok(Some(found.order));
        }
        for handle in &stock {
            self.product_changed(handle).await;
        }
        tracing::info!(order_number, status = status.code(), "order status changed");
        let site = self.mailer.site();
        let mut letter = Letter::new(
            "order-status",
            &found.email,
            found.lang,
            Text::new(status.subject_key()).arg("number", order_number),
            Text::new("mail-status-heading"),
        );
        letter.greeting = Some(Text::new("mail-greeting").arg("name", found.first_name.as_str()));
        letter.paragraphs.push(Text::new(status.mail_key()).arg("number", order_number));
        letter.lines = Some(lines_of(&found.order));
        // A guest's order page opens with the link of the confirmation mail; an
        // account's from its profile.
        if found.user_id.is_some() {
            letter.action = Some((
                Text::new("mail-order-button"),
                format!("{}{}", site.url, found.lang.localize(&format!("/ordre/{order_number}"))),
            ));
        }
        letter.after.push(Text::new("mail-order-followup").arg("phone", site.phone.as_str()));
        self.mailer.send_later(letter).await;
        Ok(orders::by_number(&self.db, order_number).await?.map(|f| f.order))
    }
}

/// An order's table for a mail: its lines, and for a local order every figure it was
/// placed with (goods, discount, shipping, total and the VAT included).
pub fn lines_of(order: &orders::Order) -> Lines {
    let (sums, included) = match &order.figures {
        Some(f) => {
            let mut sums = vec![(Text::new("mail-order-goods"), f.goods)];
            if f.discount > 0 {
                sums.push((Text::new("mail-order-discount"), -f.discount));
            }
            sums.push((Text::new("mail-order-shipping"), f.shipping));
            (sums, vec![(Text::new("mail-order-vat"), f.vat)])
        }
        None => (Vec::new(), Vec::new()),
    };
    Lines {
        sums,
        included,
        rows: order
            .items
            .iter()
            .map(|item| Line {
                title: item.title.clone(),
                variant: variant_of(item),
                quantity: item.quantity,
                unit_minor: item.unit_minor(),
            })
            .collect(),
        currency: order.currency_code.clone(),
        total_minor: (order.total_amount * 100.0).round() as i64,
    }
}

/// What an order line's variant is, each part labelled: "Pakke: 1 stk." from its
/// options, or "Variant: …" from a title without them (Shopify's lines, older orders),
/// so that a pack size never reads as the quantity. Nothing for a product's only
/// variant ("Default Title"). As `app/src/lib/order-lines.ts` writes it.
fn variant_of(item: &orders::OrderItem) -> Vec<Text> {
    if !item.options.is_empty() {
        return item
            .options
            .iter()
            .map(|o| Text::new("order-line-option").arg("name", o.name.as_str()).arg("value", o.value.as_str()))
            .collect();
    }
    match item.variant_title.as_deref().map(str::trim) {
        Some(title) if !title.is_empty() && title != "Default Title" => vec![Text::new("order-line-variant").arg("value", title)],
        _ => Vec::new(),
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Money {
    pub amount: String,
    pub currency_code: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Image {
    pub url: String,
    pub alt_text: Option<String>,
    /// The picture's size in pixels where it is known (an uploaded picture's widest
    /// version; Shopify says it): the page's `<img>` keeps its shape with it.
    #[serde(default)]
    pub width: Option<u32>,
    #[serde(default)]
    pub height: Option<u32>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ts_rs::TS)]
pub struct SelectedOption {
    pub name: String,
    pub value: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Variant {
    pub id: String,
    pub title: String,
    pub price: Money,
    pub available_for_sale: bool,
    pub selected_options: Vec<SelectedOption>,
    /// Its barcode when it is a GTIN (check digit verified): for search engines.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub gtin: Option<String>,
    /// Its own picture (one of the product's, or Shopify's for the variant): the
    /// product page shows it when the variant is chosen.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub image: Option<String>,
    /// The "før"-price a page names beside the price: the lowest price of the 30 days
    /// before this price took effect, when the merchant marks the variant reduced (a
    /// compare-at price) and the price is below it ([`prices`]); none otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub reduced_from: Option<Money>,
    /// The merchant marks it reduced (Shopify's `compareAtPrice`), until the history
    /// says what may be named ([`shopify::ShopifyShop`]); never sent to a page.
    #[serde(skip)]
    #[ts(skip)]
    pub marked_reduced: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ts_rs::TS)]
pub struct ProductOption {
    pub name: String,
    pub values: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct PriceRange {
    pub min_variant_price: Money,
}

/// Products as listings show them: their legal facts cut to what a card shows
/// ([`legal::PageLegal::for_card`]).
pub fn for_cards(mut products: Vec<Product>) -> Vec<Product> {
    for product in &mut products {
        product.legal = product.legal.take().and_then(legal::PageLegal::for_card);
    }
    products
}

/// A product with the fields of the specification (images up to 5, variants up to 10).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Product {
    pub id: String,
    pub title: String,
    /// Plain text (search, the meta description, structured data).
    pub description: String,
    /// The description as the product page shows it: sanitised HTML (see
    /// [`description`]); empty in listings, which do not show it.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    #[ts(as = "Option<String>", optional)]
    pub description_html: String,
    pub handle: String,
    /// The maker (Shopify's `vendor`): the brand search engines are told; empty when
    /// the catalogue names none.
    #[serde(default)]
    pub vendor: String,
    pub price_range: PriceRange,
    pub images: Vec<Image>,
    pub variants: Vec<Variant>,
    pub options: Vec<ProductOption>,
    /// The merchant's SEO title and description (the local catalogue's, in Danish).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub seo: Option<Seo>,
    /// What the law asks the page to say (energy class, maker, safety), where the
    /// catalogue keeps it ([`legal`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub legal: Option<legal::PageLegal>,
}

/// A page's title and meta description as the merchant wrote them for search engines.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ts_rs::TS)]
pub struct Seo {
    pub title: Option<String>,
    pub description: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ts_rs::TS)]
pub struct Collection {
    pub handle: String,
    pub title: String,
    pub description: String,
    pub products: Vec<Product>,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CartLine {
    pub merchandise_id: String,
    pub quantity: i64,
    /// The unit price the customer saw, in øre (the local checkout refuses a line
    /// whose price changed since).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub price: Option<i64>,
}

/// What a checkout gives the browser: where to go (Shopify's checkout, or the local
/// `/kasse` with the cart's token).
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Checkout {
    pub checkout_url: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub order_number: Option<String>,
}

/// The error catalogue of the specification, word for word in `Display`.
#[derive(Debug, Clone, thiserror::Error, PartialEq)]
pub enum ShopError {
    #[error("Payment required")]
    PaymentRequired,
    #[error("HTTP error! status: {0}")]
    Http(u16),
    #[error("Error calling Shopify: {}", .0.join(", "))]
    GraphQl(Vec<String>),
    #[error("Cart creation failed: {}", .0.join(", "))]
    UserErrors(Vec<String>),
    #[error("No checkout URL returned from Shopify")]
    NoCheckoutUrl,
    #[error("the shop did not answer in time")]
    Timeout,
    #[error("the shop could not be reached: {0}")]
    Network(String),
    #[error("unexpected answer from the shop: {0}")]
    Malformed(String),
    #[error("database: {0}")]
    Database(String),
}

impl From<sqlx::Error> for ShopError {
    fn from(error: sqlx::Error) -> ShopError {
        ShopError::Database(error.to_string())
    }
}

/// The shop behind the site, chosen by configuration.
#[derive(Clone)]
pub enum ShopProvider {
    Local(local::LocalShop),
    Shopify(shopify::ShopifyShop),
}

impl ShopProvider {
    /// The catalogue is ours (kept in the back office), not Shopify's.
    pub fn is_local(&self) -> bool {
        matches!(self, ShopProvider::Local(_))
    }
}

impl ShopProvider {
    pub fn name(&self) -> &'static str {
        match self {
            ShopProvider::Local(_) => "local",
            ShopProvider::Shopify(_) => "shopify",
        }
    }

    /// The first products, in the visitor's language.
    pub async fn products(&self, first: usize, lang: Lang) -> Result<Vec<Product>, ShopError> {
        let products = match self {
            ShopProvider::Local(shop) => shop.products(first, lang).await,
            ShopProvider::Shopify(shop) => shop.products(first, lang).await,
        }?;
        Ok(for_cards(products))
    }

    /// Reads ahead the first `first` products' pages in a language, for the warm-up:
    /// with Shopify the catalogue is read a page of products a request, and each
    /// product's page then renders from what was read (rather than one request per
    /// product and language). The local shop reads its database as each page asks.
    pub async fn read_ahead(&self, first: usize, lang: Lang) -> Result<(), ShopError> {
        match self {
            ShopProvider::Local(_) => Ok(()),
            ShopProvider::Shopify(shop) => shop.products(first, lang).await.map(drop),
        }
    }

    pub async fn product(&self, handle: &str, lang: Lang) -> Result<Option<Product>, ShopError> {
        match self {
            ShopProvider::Local(shop) => shop.product(handle, lang).await,
            ShopProvider::Shopify(shop) => shop.product(handle, lang).await,
        }
    }

    pub async fn collection(&self, handle: &str, lang: Lang) -> Result<Option<Collection>, ShopError> {
        let collection = match self {
            ShopProvider::Local(shop) => shop.collection(handle, lang).await,
            ShopProvider::Shopify(shop) => shop.collection(handle, lang).await,
        }?;
        Ok(collection.map(|mut c| {
            c.products = for_cards(std::mem::take(&mut c.products));
            c
        }))
    }

    /// A page of a collection as the visitor chose it (sort, filters, cursor), with
    /// what the page says about the rest: the local shop lists its catalogue here,
    /// Shopify does it at Shopify.
    pub async fn listing(
        &self,
        handle: &str,
        choice: &listing::Choice,
        page_size: usize,
        lang: Lang,
    ) -> Result<Option<(Collection, listing::Listing)>, ShopError> {
        let listed = match self {
            ShopProvider::Local(shop) => shop.collection_listing(handle, choice, page_size, lang).await,
            ShopProvider::Shopify(shop) => shop.collection_listing(handle, choice, page_size, lang).await,
        }?;
        Ok(listed.map(|(mut collection, listing)| {
            collection.products = for_cards(std::mem::take(&mut collection.products));
            (collection, listing)
        }))
    }

    /// A page of the products' or the collections' handles, each with when it last
    /// changed: the `limit` rows after `after` (a row's cursor from an earlier page;
    /// `None`: from the start) in an order that stays put while rows come and go (the
    /// local shop's by handle, Shopify's by ID). What the sitemaps stream through,
    /// page by page, without the whole catalogue in memory. Shopify answers at most
    /// 250 a page.
    pub async fn handles_page(&self, kind: Listed, after: Option<&str>, limit: usize) -> Result<HandlesPage, ShopError> {
        match self {
            ShopProvider::Local(shop) => shop.handles_page(kind, after, limit).await,
            ShopProvider::Shopify(shop) => shop.handles_page(kind, after, limit).await,
        }
    }

    /// The local shop's translatable content (none with Shopify, which translates its own).
    pub fn content(&self) -> Option<&content::Content> {
        match self {
            ShopProvider::Local(shop) => Some(&shop.content),
            ShopProvider::Shopify(_) => None,
        }
    }
}

/// What the sitemaps list of the shop, a kind at a time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Listed {
    Products,
    Collections,
}

/// One row of [`ShopProvider::handles_page`].
#[derive(Debug, Clone, PartialEq)]
pub struct HandleRow {
    /// Where a page that ends with this row continues from (the local shop's: the
    /// handle; Shopify's: the edge's cursor). A file of the sitemap starts after one.
    pub cursor: String,
    pub handle: String,
    /// When it last changed (RFC 3339), where the shop knows it.
    pub updated_at: Option<String>,
}

/// A page of handles and the cursor of the next one (`None`: this was the last).
#[derive(Debug, Clone, Default)]
pub struct HandlesPage {
    pub rows: Vec<HandleRow>,
    pub next: Option<String>,
}

/// A discount code as it is compared: without spaces, in capitals.
pub fn normalized_code(code: &str) -> String {
    code.chars().filter(|c| !c.is_whitespace()).collect::<String>().to_uppercase()
}

/// Formats minor units as the Storefront API writes amounts ("2499.0" style is
/// Shopify's; we write two decimals, which every client parses the same).
pub fn amount(minor: i64) -> String {
    format!("{}.{:02}", minor / 100, (minor % 100).abs())
}

/// Parses "2499.00" (or "2499.5", "2499") into minor units without floats.
pub fn minor_units(amount: &str) -> Option<i64> {
    let amount = amount.trim();
    let (whole, frac) = amount.split_once('.').unwrap_or((amount, ""));
    if whole.is_empty() || !whole.bytes().all(|b| b.is_ascii_digit()) || !frac.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let frac = match frac.len() {
        0 => 0,
        1 => frac.parse::<i64>().ok()? * 10,
        _ => frac[..2].parse::<i64>().ok()?,
    };
    whole.parse::<i64>().ok()?.checked_mul(100)?.checked_add(frac)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn error_messages_are_the_specifications() {
        assert_eq!(ShopError::PaymentRequired.to_string(), "Payment required");
        assert_eq!(ShopError::Http(503).to_string(), "HTTP error! status: 503");
        assert_eq!(
            ShopError::GraphQl(vec!["a".into(), "b".into()]).to_string(),
            "Error calling Shopify: a, b"
        );
        assert_eq!(ShopError::UserErrors(vec!["x".into()]).to_string(), "Cart creation failed: x");
        assert_eq!(ShopError::NoCheckoutUrl.to_string(), "No checkout URL returned from Shopify");
    }

    #[test]
    fn money_round_trips_without_floats() {
        assert_eq!(amount(249900), "2499.00");
        assert_eq!(amount(5), "0.05");
        assert_eq!(minor_units("2499.00"), Some(249900));
        assert_eq!(minor_units("2499.5"), Some(249950));
        assert_eq!(minor_units("19"), Some(1900));
        assert_eq!(minor_units("1.999"), Some(199));
        assert_eq!(minor_units("-1"), None);
        assert_eq!(minor_units("abc"), None);
    }
}
