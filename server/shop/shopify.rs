//! The Shopify Storefront GraphQL API (version 2025-07) through reqwest. The access
//! token stays on the server; answers are cached stale-while-revalidate.

use std::sync::Arc;
use std::time::Duration;

use serde::Deserialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

use super::swr::SwrCache;
use crate::i18n::Lang;
use super::listing::{Choice, Facet, FacetValue, Listing, PageLink, Sort};
use super::{
    CartLine, Checkout, Collection, HandleRow, HandlesPage, Image, Listed, Money, PriceRange, Product, ProductOption,
    Seo, SelectedOption, ShopError, Variant,
};

pub const API_VERSION: &str = "2025-07";

tokio::task_local! {
    /// The visitor a request to Shopify is made for (see [`for_buyer`]).
    static BUYER_IP: std::net::IpAddr;
}

/// Runs `work` for the visitor at `ip`: the Storefront requests it makes carry the
/// address as `Shopify-Storefront-Buyer-IP` (what Shopify asks of a server that
/// calls on its visitors' behalf). A refresh in the background, for no one in
/// particular, carries none.
pub async fn for_buyer<F: std::future::Future>(ip: std::net::IpAddr, work: F) -> F::Output {
    BUYER_IP.scope(ip, work).await
}

/// `work` done for the visitor the calling task works for, if any: for work moved to
/// a task of its own (a page's render, which the visitors asking for the same page
/// at that moment share).
pub fn for_the_same_buyer<F: std::future::Future>(work: F) -> impl std::future::Future<Output = F::Output> {
    let buyer = BUYER_IP.try_with(|ip| *ip).ok();
    async move {
        match buyer {
            Some(ip) => BUYER_IP.scope(ip, work).await,
            None => work.await,
        }
    }
}

// The documents are files of their own (`storefront/*.graphql`), which a test
// validates against the Storefront API's schema (app/src/lib/storefront.test.ts): an
// operation is sent followed by the fragment it uses.
const PRODUCT_FIELDS: &str = include_str!("storefront/product-fields.graphql");

// Every read asks for the visitor's language (Shopify's translations of titles,
// descriptions, options and values; the shop's default where there is none) and
// Denmark as the country (prices in DKK): the Storefront API's @inContext directive.
const PRODUCTS_QUERY: &str = include_str!("storefront/products.graphql");
const PRODUCT_QUERY: &str = include_str!("storefront/product.graphql");
const COLLECTION_QUERY: &str = include_str!("storefront/collection.graphql");
// A page of a collection: sorted, filtered and paged at Shopify, with the counts of
// each filter value (`products.filters`).
const COLLECTION_PRODUCTS: &str = include_str!("storefront/collection-products.graphql");
// The results page: every matching product (more than the predictive box's ten),
// with how many there are.
const SEARCH: &str = include_str!("storefront/search.graphql");
// The search box: products and collections whose text matches, in the language.
const PREDICTIVE_SEARCH: &str = include_str!("storefront/predictive-search.graphql");
// Every product and collection for the sitemaps: handles and update times only, by
// ID (an order new ones do not reshuffle), a page of 250 (the API's most) at a time.
const PRODUCT_HANDLES: &str = include_str!("storefront/product-handles.graphql");
const COLLECTION_HANDLES: &str = include_str!("storefront/collection-handles.graphql");
const COUNTRY: &str = "DK";
/// Products per request when the catalogue is read whole (the warm-up's first
/// products, the home page's): each costs Shopify 66 points with its images,
/// variants, SEO fields and the legal facts' metafields, so a page of 15 asks for
/// 993, within the 1,000 points of one request (app/src/lib/storefront.test.ts counts
/// them; the warm-up's old read of 250 at once asked for 11,002).
const CATALOGUE_PAGE: usize = 15;

/// The Storefront API's LanguageCode of one of ours.
pub fn language_code(lang: Lang) -> &'static str {
    match lang {
        Lang::Da => "DA",
        Lang::En => "EN",
        Lang::De => "DE",
        Lang::Fr => "FR",
    }
}
const CART_CREATE: &str = include_str!("storefront/cart-create.graphql");

#[derive(Clone)]
pub struct ShopifyShop {
    client: reqwest::Client,
    endpoint: String,
    token: crate::platform::Secret,
    products_cache: Arc<SwrCache<Vec<Product>>>,
    product_cache: Arc<SwrCache<Option<Product>>>,
    collection_cache: Arc<SwrCache<Option<Collection>>>,
    listing_cache: Arc<SwrCache<Option<(Collection, Listing)>>>,
    /// The sitemaps' pages of handles: the same for every language, so each
    /// language's files read the pages the others read (Shopify is asked once).
    handles_cache: Arc<SwrCache<HandlesPage>>,
    /// Where the prices Shopify answers are kept as they are seen, and the clock they
    /// are seen by: a "før"-price is named from this history ([`super::prices`]).
    prices: Option<(crate::platform::Db, crate::platform::Clock)>,
    /// [`PRODUCT_FIELDS`] with the legal facts' metafields in the configured namespace.
    product_fields: Arc<str>,
}

pub struct ShopifyConfig {
    /// `my-shop.myshopify.com`, or a full `http(s)://host:port` (tests).
    pub store_domain: String,
    pub storefront_token: crate::platform::Secret,
    pub timeout: Duration,
    pub fresh_for: Duration,
    /// The namespace of the legal facts' metafields (`custom`).
    pub legal_namespace: String,
}

impl ShopifyShop {
    pub fn new(config: ShopifyConfig) -> anyhow::Result<ShopifyShop> {
        let base = if config.store_domain.starts_with("http://") || config.store_domain.starts_with("https://") {
            config.store_domain.trim_end_matches('/').to_owned()
        } else {
            format!("https://{}", config.store_domain.trim_end_matches('/'))
        };
        let client = reqwest::Client::builder().timeout(config.timeout).connect_timeout(config.timeout).build()?;
        let keep = Duration::from_secs(24 * 3600);
        Ok(ShopifyShop {
            client,
            endpoint: format!("{base}/api/{API_VERSION}/graphql.json"),
            token: config.storefront_token,
            products_cache: Arc::new(SwrCache::new(config.fresh_for, keep)),
            product_cache: Arc::new(SwrCache::new(config.fresh_for, keep)),
            collection_cache: Arc::new(SwrCache::new(config.fresh_for, keep)),
            listing_cache: Arc::new(SwrCache::new(config.fresh_for, keep)),
            handles_cache: Arc::new(SwrCache::new(config.fresh_for, keep)),
            prices: None,
            product_fields: Arc::from(PRODUCT_FIELDS.replace("namespace: \"custom\"", &format!("namespace: {:?}", config.legal_namespace))),
        })
    }

    /// Keeps the prices Shopify answers in `db`'s price history (read by `clock`), so
    /// that a variant Shopify marks reduced shows the "før"-price the history bears out.
    pub fn with_prices(mut self, db: crate::platform::Db, clock: crate::platform::Clock) -> ShopifyShop {
        self.prices = Some((db, clock));
        self
    }

    /// Shopify's products as a page shows them: each variant's price recorded in the
    /// history as seen now, and a variant Shopify marks reduced (`compareAtPrice`)
    /// given the "før"-price the history bears out. Without a history, or when it
    /// cannot be read, nothing is shown as reduced.
    async fn priced(&self, mut products: Vec<Product>) -> Vec<Product> {
        let Some((db, clock)) = &self.prices else { return products };
        let seen: Vec<(String, i64)> = products
            .iter()
            .flat_map(|p| p.variants.iter())
            .filter_map(|v| super::minor_units(&v.price.amount).map(|price| (v.id.clone(), price)))
            .collect();
        match super::prices::seen(db, &seen, clock.unix_ms()).await {
            Ok(lowest) => {
                for variant in products.iter_mut().flat_map(|p| p.variants.iter_mut()) {
                    let Some(price) = super::minor_units(&variant.price.amount) else { continue };
                    let before = lowest.get(&variant.id).copied().flatten();
                    variant.reduced_from = super::prices::reduced_from(price, before, variant.marked_reduced)
                        .map(|minor| Money { amount: super::amount(minor), currency_code: variant.price.currency_code.clone() });
                }
            }
            Err(error) => tracing::warn!(%error, "the price history could not be kept; no price is shown as reduced"),
        }
        products
    }

    /// Shopify says a product changed (its webhook): its own answers are asked for
    /// again in every language.
    pub fn product_changed(&self, handle: &str) {
        for lang in Lang::ALL {
            self.product_cache.forget(&format!("{lang}|{handle}"));
        }
    }

    async fn priced_one(&self, product: Option<Product>) -> Option<Product> {
        match product {
            Some(product) => self.priced(vec![product]).await.pop(),
            None => None,
        }
    }

    /// One GraphQL call; every failure mapped to the error catalogue.
    async fn call<T: DeserializeOwned>(&self, query: &str, variables: Value) -> Result<T, ShopError> {
        let mut request = self.client.post(&self.endpoint).header("X-Shopify-Storefront-Access-Token", self.token.expose());
        if let Ok(buyer) = BUYER_IP.try_with(|ip| *ip) {
            request = request.header("Shopify-Storefront-Buyer-IP", buyer.to_string());
        }
        let response = request
            .json(&json!({ "query": query, "variables": variables }))
            .send()
            .await
            .map_err(|e| if e.is_timeout() { ShopError::Timeout } else { ShopError::Network(e.to_string()) })?;
        let status = response.status();
        if status.as_u16() == 402 {
            return Err(ShopError::PaymentRequired);
        }
        if !status.is_success() {
            return Err(ShopError::Http(status.as_u16()));
        }
        let body: GraphQlResponse<T> = response
            .json()
            .await
            .map_err(|e| if e.is_timeout() { ShopError::Timeout } else { ShopError::Malformed(e.to_string()) })?;
        if let Some(errors) = body.errors.filter(|e| !e.is_empty()) {
            return Err(ShopError::GraphQl(errors.into_iter().map(|e| e.message).collect()));
        }
        body.data.ok_or_else(|| ShopError::Malformed("no data".into()))
    }

    /// The catalogue's first `first` products, whole (as a product's own page reads
    /// one), in the language.
    pub async fn products(&self, first: usize, lang: Lang) -> Result<Vec<Product>, ShopError> {
        let shop = self.clone();
        self.products_cache.get(&format!("{lang}|{first}"), move || async move { shop.read_catalogue(first, lang).await }).await
    }

    /// What [`ShopifyShop::products`] reads: [`CATALOGUE_PAGE`] products a request,
    /// by cursor. Each product read is kept as its own page's answer too, so the
    /// warm-up's product pages (and a visitor's) are not asked for one by one.
    async fn read_catalogue(&self, first: usize, lang: Lang) -> Result<Vec<Product>, ShopError> {
        let mut products: Vec<Product> = Vec::new();
        let mut after: Option<String> = None;
        while products.len() < first {
            let variables = json!({
                "first": (first - products.len()).min(CATALOGUE_PAGE),
                "after": after,
                "language": language_code(lang),
                "country": COUNTRY,
            });
            let data: ProductsData = self.call(&format!("{PRODUCTS_QUERY}{}", self.product_fields), variables).await?;
            if data.products.edges.is_empty() {
                break;
            }
            let page = self.priced(data.products.edges.into_iter().map(|e| product_from(e.node, lang)).collect()).await;
            for product in page {
                self.product_cache.put(&format!("{lang}|{}", product.handle), Some(product.clone()));
                products.push(product);
            }
            match (data.products.page_info.has_next_page, data.products.page_info.end_cursor) {
                (true, Some(cursor)) => after = Some(cursor),
                _ => break,
            }
        }
        Ok(products)
    }

    pub async fn product(&self, handle: &str, lang: Lang) -> Result<Option<Product>, ShopError> {
        let shop = self.clone();
        let owned = handle.to_owned();
        self.product_cache
            .get(&format!("{lang}|{handle}"), move || async move {
                let variables = json!({ "handle": owned, "language": language_code(lang), "country": COUNTRY });
                let data: ProductData = shop.call(&format!("{PRODUCT_QUERY}{}", shop.product_fields), variables).await?;
                Ok(shop.priced_one(data.product.map(|n| product_from(n, lang))).await)
            })
            .await
    }

    /// Shopify's predictive search: up to `limit` (at most 10) products and
    /// collections each, in the language. Not cached here: the question varies, and
    /// the search API's answer is kept by the browser.
    pub async fn predictive_search(&self, query: &str, limit: usize, lang: Lang) -> Result<(Vec<Product>, Vec<Collection>), ShopError> {
        let variables = json!({ "query": query, "limit": limit.clamp(1, 10), "language": language_code(lang), "country": COUNTRY });
        let data: PredictiveData = self.call(&format!("{PREDICTIVE_SEARCH}{}", self.product_fields), variables).await?;
        let Some(found) = data.predictive_search else { return Ok((Vec::new(), Vec::new())) };
        let collections = found
            .collections
            .into_iter()
            .map(|c| Collection { handle: c.handle, title: c.title, description: c.description, products: Vec::new() })
            .collect();
        Ok((self.priced(found.products.into_iter().map(|n| product_from(n, lang)).collect()).await, collections))
    }

    /// Shopify's search for the results page: up to `first` products (at most 24)
    /// and how many match in all.
    pub async fn search(&self, query: &str, first: usize, lang: Lang) -> Result<(Vec<Product>, usize), ShopError> {
        let variables = json!({ "query": query, "first": first.clamp(1, 24), "language": language_code(lang), "country": COUNTRY });
        let data: SearchData = self.call(&format!("{SEARCH}{}", self.product_fields), variables).await?;
        let total = data.search.total_count;
        let products = self.priced(data.search.edges.into_iter().map(|e| product_from(e.node, lang)).collect()).await;
        Ok((products, total))
    }

    /// A page of a collection as `choice` asks: Shopify sorts, filters and pages
    /// (`collection.products(sortKey, reverse, filters, first, after)`) and counts
    /// each filter value. The plain first pages (one per sort) are kept
    /// stale-while-revalidate like the other reads; a filtered or later page is kept
    /// by the page cache alone (its combinations are the visitor's to make up).
    pub async fn collection_listing(
        &self,
        handle: &str,
        choice: &Choice,
        page_size: usize,
        lang: Lang,
    ) -> Result<Option<(Collection, Listing)>, ShopError> {
        let (sort_key, reverse) = match choice.sort {
            Sort::Featured => ("COLLECTION_DEFAULT", false),
            Sort::PriceAsc => ("PRICE", false),
            Sort::PriceDesc => ("PRICE", true),
            Sort::Newest => ("CREATED", true),
            Sort::Name => ("TITLE", false),
        };
        let mut filters: Vec<Value> = Vec::new();
        if choice.available {
            filters.push(json!({ "available": true }));
        }
        if choice.min.is_some() || choice.max.is_some() {
            let mut price = serde_json::Map::new();
            if let Some(min) = choice.min {
                price.insert("min".into(), json!(min as f64));
            }
            if let Some(max) = choice.max {
                price.insert("max".into(), json!(max as f64));
            }
            filters.push(json!({ "price": price }));
        }
        for (name, value) in &choice.options {
            filters.push(json!({ "variantOption": { "name": name, "value": value } }));
        }
        let page_size = page_size.clamp(1, 100);
        let mut variables = json!({
            "handle": handle,
            "sortKey": sort_key,
            "reverse": reverse,
            "filters": filters,
            "language": language_code(lang),
            "country": COUNTRY,
        });
        match (&choice.after, &choice.before) {
            (None, Some(before)) => {
                variables["last"] = json!(page_size);
                variables["before"] = json!(before);
            }
            (after, _) => {
                variables["first"] = json!(page_size);
                if let Some(after) = after {
                    variables["after"] = json!(after);
                }
            }
        }
        let shop = self.clone();
        let owned = choice.clone();
        let fetch = move || async move {
            let data: ListingData = shop.call(&format!("{COLLECTION_PRODUCTS}{}", shop.product_fields), variables).await?;
            Ok(match data.collection.map(|c| listing_of(c, &owned, lang)) {
                Some((mut collection, listing)) => {
                    collection.products = shop.priced(std::mem::take(&mut collection.products)).await;
                    Some((collection, listing))
                }
                None => None,
            })
        };
        if choice.filters() || choice.after.is_some() || choice.before.is_some() {
            return fetch().await;
        }
        self.listing_cache.get(&format!("{lang}|{handle}|{page_size}|{}", json!(choice.sort)), fetch).await
    }

    pub async fn collection(&self, handle: &str, lang: Lang) -> Result<Option<Collection>, ShopError> {
        let shop = self.clone();
        let owned = handle.to_owned();
        self.collection_cache
            .get(&format!("{lang}|{handle}"), move || async move {
                let variables = json!({ "handle": owned, "language": language_code(lang), "country": COUNTRY });
                let data: CollectionData = shop.call(&format!("{COLLECTION_QUERY}{}", shop.product_fields), variables).await?;
                Ok(match data.collection {
                    Some(c) => Some(Collection {
                        handle: c.handle,
                        title: c.title,
                        description: c.description,
                        products: shop.priced(c.products.edges.into_iter().map(|e| product_from(e.node, lang)).collect()).await,
                    }),
                    None => None,
                })
            })
            .await
    }

    /// A page of handles (`products` or `collections` by `sortKey: ID`, after the
    /// cursor of an earlier page's row). Kept like Shopify's other answers: the four
    /// languages' sitemap files ask for the same pages.
    pub async fn handles_page(&self, kind: Listed, after: Option<&str>, limit: usize) -> Result<HandlesPage, ShopError> {
        let shop = self.clone();
        let after = after.map(str::to_owned);
        let key = format!("{kind:?}|{}|{limit}", after.as_deref().unwrap_or(""));
        self.handles_cache.get(&key, move || async move { shop.read_handles_page(kind, after.as_deref(), limit).await }).await
    }

    async fn read_handles_page(&self, kind: Listed, after: Option<&str>, limit: usize) -> Result<HandlesPage, ShopError> {
        let query = match kind {
            Listed::Products => PRODUCT_HANDLES,
            Listed::Collections => COLLECTION_HANDLES,
        };
        let data: HandlesData = self.call(query, json!({ "first": limit.clamp(1, 250), "after": after })).await?;
        let connection = data.products.or(data.collections).ok_or_else(|| ShopError::Malformed("no connection".into()))?;
        let rows: Vec<HandleRow> = connection
            .edges
            .into_iter()
            .map(|e| HandleRow { cursor: e.cursor, handle: e.node.handle, updated_at: e.node.updated_at })
            .collect();
        let next = match (connection.page_info.has_next_page, connection.page_info.end_cursor) {
            (true, Some(cursor)) => Some(cursor),
            (true, None) => rows.last().map(|r| r.cursor.clone()),
            (false, _) => None,
        };
        Ok(HandlesPage { rows, next })
    }

    /// Creates the cart at Shopify and answers its checkout URL (never cached).
    /// The checkout opens in the visitor's language.
    /// A discount code travels as `discountCodes` (Shopify checks it).
    pub async fn create_cart(&self, lines: &[CartLine], discount_code: Option<&str>, lang: Lang) -> Result<Checkout, ShopError> {
        let lines: Vec<Value> =
            lines.iter().map(|l| json!({ "merchandiseId": l.merchandise_id, "quantity": l.quantity })).collect();
        let mut input = json!({ "lines": lines });
        if let Some(code) = discount_code {
            input["discountCodes"] = json!([code]);
        }
        let data: CartCreateData =
            self.call(CART_CREATE, json!({ "input": input, "language": language_code(lang), "country": COUNTRY })).await?;
        let payload = data.cart_create.ok_or_else(|| ShopError::Malformed("no cartCreate".into()))?;
        if !payload.user_errors.is_empty() {
            return Err(ShopError::UserErrors(payload.user_errors.into_iter().map(|e| e.message).collect()));
        }
        let url = payload.cart.and_then(|c| c.checkout_url).filter(|u| !u.is_empty()).ok_or(ShopError::NoCheckoutUrl)?;
        Ok(Checkout { checkout_url: url, order_number: None })
    }
}

#[derive(Deserialize)]
struct GraphQlResponse<T> {
    data: Option<T>,
    errors: Option<Vec<GraphQlError>>,
}
#[derive(Deserialize)]
struct GraphQlError {
    message: String,
}
#[derive(Deserialize)]
struct Edges<T> {
    edges: Vec<Edge<T>>,
}
#[derive(Deserialize)]
struct Edge<T> {
    node: T,
}
#[derive(Deserialize)]
struct ProductsData {
    products: CataloguePage,
}
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct CataloguePage {
    page_info: NextPage,
    edges: Vec<Edge<ProductNode>>,
}
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct ProductData {
    product: Option<ProductNode>,
}
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct PredictiveData {
    predictive_search: Option<PredictiveNode>,
}
#[derive(Deserialize)]
struct PredictiveNode {
    #[serde(default)]
    products: Vec<ProductNode>,
    #[serde(default)]
    collections: Vec<CollectionHead>,
}
#[derive(Deserialize)]
struct CollectionHead {
    handle: String,
    title: String,
    #[serde(default)]
    description: String,
}
#[derive(Deserialize)]
struct SearchData {
    search: SearchConnection,
}
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct SearchConnection {
    total_count: usize,
    /// Products only (`types: [PRODUCT]`).
    edges: Vec<Edge<ProductNode>>,
}
#[derive(Deserialize)]
struct ListingData {
    collection: Option<ListingCollection>,
}
#[derive(Deserialize)]
struct ListingCollection {
    handle: String,
    title: String,
    #[serde(default)]
    description: String,
    products: ListingProducts,
}
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct ListingProducts {
    #[serde(default)]
    filters: Vec<FilterNode>,
    page_info: PageInfo,
    edges: Vec<Edge<ProductNode>>,
}
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct PageInfo {
    has_next_page: bool,
    has_previous_page: bool,
    start_cursor: Option<String>,
    end_cursor: Option<String>,
}
#[derive(Deserialize)]
struct HandlesData {
    products: Option<HandlesConnection>,
    collections: Option<HandlesConnection>,
}
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct HandlesConnection {
    page_info: NextPage,
    edges: Vec<HandleEdge>,
}
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct NextPage {
    has_next_page: bool,
    end_cursor: Option<String>,
}
#[derive(Deserialize)]
struct HandleEdge {
    cursor: String,
    node: HandleNode,
}
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct HandleNode {
    handle: String,
    updated_at: Option<String>,
}
#[derive(Deserialize)]
struct FilterNode {
    id: String,
    label: String,
    #[serde(rename = "type")]
    kind: String,
    values: Vec<FilterValueNode>,
}
#[derive(Deserialize)]
struct FilterValueNode {
    label: String,
    count: usize,
    /// The `ProductFilter` this value stands for, as JSON text.
    input: String,
}

/// What a value's `input` asks for.
#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
struct FilterInput {
    available: Option<bool>,
    price: Option<PriceInput>,
    variant_option: Option<OptionInput>,
}
#[derive(Deserialize)]
struct PriceInput {
    min: Option<f64>,
    max: Option<f64>,
}
#[derive(Deserialize)]
struct OptionInput {
    name: String,
    value: String,
}

/// Shopify's page of a collection as ours: the products, the links to the pages
/// around it, and from its `filters`: the price range, the in-stock count (and from
/// the availability values the total), and a facet per variant option.
fn listing_of(node: ListingCollection, choice: &Choice, lang: Lang) -> (Collection, Listing) {
    let info = node.products.page_info;
    let mut listing = Listing {
        next: info.has_next_page.then(|| PageLink { before: false, cursor: info.end_cursor.unwrap_or_default() }),
        previous: info.has_previous_page.then(|| PageLink { before: true, cursor: info.start_cursor.unwrap_or_default() }),
        ..Listing::default()
    };
    let (mut in_stock, mut out_of_stock) = (None, None);
    for filter in node.products.filters {
        for value in &filter.values {
            let input: FilterInput = serde_json::from_str(&value.input).unwrap_or_default();
            if let Some(price) = &input.price {
                listing.price_floor = price.min.map(|p| p.floor() as i64);
                listing.price_ceiling = price.max.map(|p| p.ceil() as i64);
            }
            match input.available {
                Some(true) => in_stock = Some(value.count),
                Some(false) => out_of_stock = Some(value.count),
                None => {}
            }
            if let Some(option) = input.variant_option {
                let facet = match listing.facets.iter().position(|f| f.name == option.name) {
                    Some(i) => &mut listing.facets[i],
                    None => {
                        listing.facets.push(Facet { name: option.name.clone(), label: filter.label.clone(), values: Vec::new() });
                        listing.facets.last_mut().expect("just pushed")
                    }
                };
                let selected = choice.options.iter().any(|(n, v)| n.eq_ignore_ascii_case(&option.name) && v == &option.value);
                facet.values.push(FacetValue { value: option.value, label: value.label.clone(), count: value.count, selected });
            }
        }
        if filter.kind != "LIST" && filter.kind != "BOOLEAN" && filter.kind != "PRICE_RANGE" {
            tracing::debug!(id = filter.id, kind = filter.kind, "a Shopify filter of an unknown type");
        }
    }
    // No filters (Shopify gives none for a collection of over 5,000 products): the
    // counts are unknown, not zero.
    listing.available_count = in_stock;
    // Shopify counts the availability values with the other choices kept: the two
    // together are every match, the in-stock one alone when only those are asked for.
    listing.total = match (in_stock, out_of_stock) {
        (Some(yes), _) if choice.available => Some(yes),
        (Some(yes), Some(no)) => Some(yes + no),
        (Some(yes), None) => Some(yes),
        _ => None,
    };
    let collection = Collection {
        handle: node.handle,
        title: node.title,
        description: node.description,
        products: node.products.edges.into_iter().map(|e| product_from(e.node, lang)).collect(),
    };
    (collection, listing)
}

#[derive(Deserialize)]
struct CollectionData {
    collection: Option<CollectionNode>,
}
#[derive(Deserialize)]
struct CollectionNode {
    handle: String,
    title: String,
    #[serde(default)]
    description: String,
    products: Edges<ProductNode>,
}
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct ProductNode {
    id: String,
    title: String,
    #[serde(default)]
    description: String,
    /// Asked for on the product page only.
    #[serde(default)]
    description_html: String,
    #[serde(default)]
    seo: Option<Seo>,
    handle: String,
    #[serde(default)]
    vendor: String,
    price_range: PriceRange,
    images: Edges<Image>,
    variants: Edges<VariantNode>,
    #[serde(default)]
    options: Vec<OptionNode>,
    /// The legal facts' metafields, in the order asked (null where the product has
    /// none): `metafields(identifiers: …) { key value }`.
    #[serde(default)]
    metafields: Vec<Option<MetafieldNode>>,
}
#[derive(Deserialize)]
struct MetafieldNode {
    key: String,
    #[serde(default)]
    value: Option<String>,
}
/// `ProductOption { name optionValues { name } }` (its `values` is deprecated).
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct OptionNode {
    name: String,
    option_values: Vec<OptionValueNode>,
}
#[derive(Deserialize)]
struct OptionValueNode {
    name: String,
}
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct VariantNode {
    id: String,
    title: String,
    price: Money,
    #[serde(default)]
    available_for_sale: bool,
    #[serde(default)]
    selected_options: Vec<SelectedOption>,
    #[serde(default)]
    barcode: Option<String>,
    #[serde(default)]
    image: Option<VariantImage>,
    /// The merchant's "compare at" price: marks the variant as reduced; what the page
    /// names is the price history's ([`super::prices`]).
    #[serde(default)]
    compare_at_price: Option<Money>,
}
#[derive(Deserialize)]
struct VariantImage {
    url: String,
}
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct CartCreateData {
    cart_create: Option<CartCreatePayload>,
}
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct CartCreatePayload {
    cart: Option<CartNode>,
    #[serde(default)]
    user_errors: Vec<GraphQlError>,
}
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct CartNode {
    checkout_url: Option<String>,
}

/// Shopify's product as ours, in `lang` (the language Shopify was asked in): its legal
/// facts from the metafields ([`super::legal`]) with links in that language.
fn product_from(node: ProductNode, lang: Lang) -> Product {
    let values: std::collections::HashMap<String, String> =
        node.metafields.iter().flatten().map(|m| (m.key.clone(), m.value.clone().unwrap_or_default())).collect();
    let (legal, wrong) = super::legal::from_values(|key| values.get(key).map_or("", String::as_str));
    if !wrong.is_empty() {
        tracing::warn!(handle = node.handle, ?wrong, "a Shopify product's legal metafields do not read; those are left out");
    }
    let legal = super::legal::PageLegal::of(&legal, lang);
    Product { legal, ..Product::from(node) }
}

impl From<ProductNode> for Product {
    fn from(node: ProductNode) -> Product {
        Product {
            id: node.id,
            title: node.title,
            description: node.description,
            // Shopify's editor writes what it likes: cut to the same allow-list as the
            // local catalogue's.
            description_html: match node.description_html.trim() {
                "" => String::new(),
                html => super::description::sanitise(html),
            },
            handle: node.handle,
            vendor: node.vendor,
            price_range: node.price_range,
            images: node.images.edges.into_iter().map(|e| e.node).take(5).collect(),
            variants: node
                .variants
                .edges
                .into_iter()
                .take(10)
                .map(|e| Variant {
                    id: e.node.id,
                    title: e.node.title,
                    price: e.node.price,
                    available_for_sale: e.node.available_for_sale,
                    selected_options: e.node.selected_options,
                    gtin: e.node.barcode.filter(|b| super::catalogue::is_gtin(b)),
                    image: e.node.image.map(|i| i.url),
                    reduced_from: None,
                    marked_reduced: e.node.compare_at_price.is_some(),
                })
                .collect(),
            options: node
                .options
                .into_iter()
                .map(|o| ProductOption { name: o.name, values: o.option_values.into_iter().map(|v| v.name).collect() })
                .collect(),
            seo: node.seo.filter(|s| s.title.is_some() || s.description.is_some()),
            legal: None,
        }
    }
}
