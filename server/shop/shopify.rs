//! The Shopify Storefront GraphQL API (version 2025-07) through reqwest. The access
//! token stays on the server; answers are cached stale-while-revalidate.

use std::sync::Arc;
use std::time::Duration;

use serde::Deserialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

use super::swr::SwrCache;
use crate::i18n::Lang;
use super::{CartLine, Checkout, Collection, Image, Money, PriceRange, Product, ProductOption, SelectedOption, ShopError, Variant};

pub const API_VERSION: &str = "2025-07";

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
// The search box: products and collections whose text matches, in the language.
const PREDICTIVE_SEARCH: &str = include_str!("storefront/predictive-search.graphql");
const COUNTRY: &str = "DK";

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
    token: Arc<str>,
    products_cache: Arc<SwrCache<Vec<Product>>>,
    product_cache: Arc<SwrCache<Option<Product>>>,
    collection_cache: Arc<SwrCache<Option<Collection>>>,
}

pub struct ShopifyConfig {
    /// `my-shop.myshopify.com`, or a full `http(s)://host:port` (tests).
    pub store_domain: String,
    pub storefront_token: String,
    pub timeout: Duration,
    pub fresh_for: Duration,
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
            token: Arc::from(config.storefront_token),
            products_cache: Arc::new(SwrCache::new(config.fresh_for, keep)),
            product_cache: Arc::new(SwrCache::new(config.fresh_for, keep)),
            collection_cache: Arc::new(SwrCache::new(config.fresh_for, keep)),
        })
    }

    /// One GraphQL call; every failure mapped to the error catalogue.
    async fn call<T: DeserializeOwned>(&self, query: &str, variables: Value) -> Result<T, ShopError> {
        let response = self
            .client
            .post(&self.endpoint)
            .header("X-Shopify-Storefront-Access-Token", &*self.token)
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

    pub async fn products(&self, first: usize, lang: Lang) -> Result<Vec<Product>, ShopError> {
        let shop = self.clone();
        self.products_cache
            .get(&format!("{lang}|{first}"), move || async move {
                let variables = json!({ "first": first, "language": language_code(lang), "country": COUNTRY });
                let data: ProductsData = shop.call(&format!("{PRODUCTS_QUERY}{PRODUCT_FIELDS}"), variables).await?;
                Ok(data.products.edges.into_iter().map(|e| e.node.into()).collect())
            })
            .await
    }

    pub async fn product(&self, handle: &str, lang: Lang) -> Result<Option<Product>, ShopError> {
        let shop = self.clone();
        let owned = handle.to_owned();
        self.product_cache
            .get(&format!("{lang}|{handle}"), move || async move {
                let variables = json!({ "handle": owned, "language": language_code(lang), "country": COUNTRY });
                let data: ProductData = shop.call(&format!("{PRODUCT_QUERY}{PRODUCT_FIELDS}"), variables).await?;
                Ok(data.product.map(Into::into))
            })
            .await
    }

    /// Shopify's predictive search: up to `limit` (at most 10) products and
    /// collections each, in the language. Not cached here: the question varies, and
    /// the search API's answer is kept by the browser.
    pub async fn predictive_search(&self, query: &str, limit: usize, lang: Lang) -> Result<(Vec<Product>, Vec<Collection>), ShopError> {
        let variables = json!({ "query": query, "limit": limit.clamp(1, 10), "language": language_code(lang), "country": COUNTRY });
        let data: PredictiveData = self.call(&format!("{PREDICTIVE_SEARCH}{PRODUCT_FIELDS}"), variables).await?;
        let Some(found) = data.predictive_search else { return Ok((Vec::new(), Vec::new())) };
        let collections = found
            .collections
            .into_iter()
            .map(|c| Collection { handle: c.handle, title: c.title, description: c.description, products: Vec::new() })
            .collect();
        Ok((found.products.into_iter().map(Into::into).collect(), collections))
    }

    pub async fn collection(&self, handle: &str, lang: Lang) -> Result<Option<Collection>, ShopError> {
        let shop = self.clone();
        let owned = handle.to_owned();
        self.collection_cache
            .get(&format!("{lang}|{handle}"), move || async move {
                let variables = json!({ "handle": owned, "language": language_code(lang), "country": COUNTRY });
                let data: CollectionData = shop.call(&format!("{COLLECTION_QUERY}{PRODUCT_FIELDS}"), variables).await?;
                Ok(data.collection.map(|c| Collection {
                    handle: c.handle,
                    title: c.title,
                    description: c.description,
                    products: c.products.edges.into_iter().map(|e| e.node.into()).collect(),
                }))
            })
            .await
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
    products: Edges<ProductNode>,
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
    handle: String,
    price_range: PriceRange,
    images: Edges<Image>,
    variants: Edges<VariantNode>,
    #[serde(default)]
    options: Vec<OptionNode>,
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

impl From<ProductNode> for Product {
    fn from(node: ProductNode) -> Product {
        Product {
            id: node.id,
            title: node.title,
            description: node.description,
            handle: node.handle,
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
                })
                .collect(),
            options: node
                .options
                .into_iter()
                .map(|o| ProductOption { name: o.name, values: o.option_values.into_iter().map(|v| v.name).collect() })
                .collect(),
        }
    }
}
