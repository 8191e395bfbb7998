//! Search (issue 23, first part): one search over the local shop's products and
//! collections, the service pages and the content pages, in the page's language
//! (Danish where a text is not translated), ranked, with a short snippet.
//! `documents` says what can be found, `index` keeps it in the database (PostgreSQL
//! full text per language with trigram similarity for typos; SQLite FTS5 with the
//! nearest known words for typos). The index of a language is rebuilt when the data
//! behind the pages changed (`Changes`' generation: catalogue, translations, also
//! another instance's), before the next search in that language.
//! `GET /api/search?q=…&lang=…&limit=…`; the results page is `/search?q=…`.

pub mod documents;
pub mod index;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use axum::Router;
use axum::extract::{FromRef, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Json, Response};
use axum::routing::get;
use serde::{Deserialize, Serialize};

use crate::http::client::{ClientAddr, TrustedProxies};
use crate::http::{ApiError, ApiLang, ApiResult};
use crate::i18n::{Catalog, Lang};
use crate::platform::changes::Changes;
use crate::platform::limits::{Limit, Limits};
use crate::platform::{Db, SiteInfo};
use crate::shop::Shop;

/// The longest query, in characters.
pub const MAX_QUERY: usize = 100;
/// Shopify's predictive search answers up to ten of each kind.
const PREDICTIVE_LIMIT: usize = 10;
/// Searches one client address may make in a minute (the predictive box asks as the
/// visitor types).
pub const SEARCHES_PER_ADDRESS: Limit = Limit::per_minutes(120, 1);

/// The search service.
#[derive(Clone)]
pub struct Search {
    db: Db,
    shop: Shop,
    catalog: Arc<Catalog>,
    site: SiteInfo,
    changes: Changes,
    limits: Limits,
    /// The generation each language's index was built in.
    built: Arc<Mutex<HashMap<Lang, u64>>>,
    /// One rebuild at a time on this instance.
    building: Arc<tokio::sync::Mutex<()>>,
}

/// What a search found, per kind.
#[derive(Debug, Clone, Default, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Results {
    /// The query as searched (normalised).
    pub query: String,
    pub products: Vec<Found>,
    /// How many products match in all (there may be more than are listed).
    pub product_total: usize,
    pub collections: Vec<Found>,
    pub services: Vec<Found>,
    pub pages: Vec<Found>,
}

impl Results {
    pub fn is_empty(&self) -> bool {
        self.products.is_empty() && self.collections.is_empty() && self.services.is_empty() && self.pages.is_empty()
    }
}

/// One result.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Found {
    /// The handle, slug or page id.
    pub key: String,
    pub title: String,
    /// The page's path in the language (`/en/product/…`).
    pub url: String,
    pub snippet: String,
    pub image: Option<String>,
    pub image_alt: Option<String>,
    /// The lowest price (decimal text) and currency of a product.
    pub price: Option<String>,
    pub currency: Option<String>,
    pub available: Option<bool>,
}

impl Found {
    fn new(lang: Lang, key: String, title: String, path: &str, snippet: String, extra: documents::Extra) -> Found {
        Found {
            key,
            title,
            url: lang.localize(path),
            snippet,
            image: extra.image,
            image_alt: extra.image_alt,
            price: extra.price,
            currency: extra.currency,
            available: extra.available,
        }
    }
}

/// A query as the site searches it and caches its results page: trimmed, spaces
/// collapsed, lower-case, at most [`MAX_QUERY`] characters.
pub fn normalize(query: &str) -> String {
    let collapsed = query.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase();
    collapsed.chars().take(MAX_QUERY).collect()
}

/// Whether a query is longer than the search takes (spaces collapsed).
pub fn too_long(query: &str) -> bool {
    query.split_whitespace().map(|w| w.chars().count() + 1).sum::<usize>().saturating_sub(1) > MAX_QUERY
}

impl Search {
    pub fn new(db: Db, shop: Shop, catalog: Arc<Catalog>, site: SiteInfo, changes: Changes, limits: Limits) -> Search {
        Search { db, shop, catalog, site, changes, limits, built: Arc::default(), building: Arc::default() }
    }

    /// The documents of a language now, and whether they are all there: a shop call
    /// that failed leaves its products or collections out.
    async fn documents(&self, lang: Lang) -> (Vec<documents::Document>, bool) {
        let mut out = documents::pages(&self.catalog, lang, &self.site);
        let mut complete = true;
        // Shopify's products are searched at Shopify; the local catalogue is indexed.
        // It lives in this database, so no page's shop timeout bounds it: a slow
        // moment must not leave an index without its products.
        if self.shop.provider.content().is_some() {
            let provider = &self.shop.provider;
            match provider.products(10_000, lang).await {
                Ok(products) => out.extend(products.iter().enumerate().map(|(i, p)| documents::product(p, i as i64))),
                Err(error) => {
                    tracing::warn!(%error, %lang, "search index without products for now");
                    complete = false;
                }
            }
            let mut handles: Vec<&str> = crate::shop::PRODUCT_CATEGORIES.to_vec();
            handles.extend(crate::shop::COLLECTIONS.iter().filter(|h| !crate::shop::PRODUCT_CATEGORIES.contains(h)));
            for (i, handle) in handles.into_iter().enumerate() {
                match provider.collection(handle, lang).await {
                    Ok(Some(collection)) => out.push(documents::collection(&collection, i as i64, &crate::shop::PRODUCT_CATEGORIES)),
                    Ok(None) => {}
                    Err(error) => {
                        tracing::warn!(%error, %lang, handle, "search index without a collection for now");
                        complete = false;
                    }
                }
            }
        }
        (out, complete)
    }

    /// Rebuilds a language's index if the data behind it changed since it was built.
    /// An index built while a part of the shop failed is used but not kept as
    /// current: the next search builds it again.
    pub async fn fresh(&self, lang: Lang) -> Result<(), sqlx::Error> {
        let generation = self.changes.generation();
        let current = |built: &Mutex<HashMap<Lang, u64>>| built.lock().unwrap().get(&lang) == Some(&generation);
        if current(&self.built) {
            return Ok(());
        }
        let _one = self.building.lock().await;
        if current(&self.built) {
            return Ok(());
        }
        let (documents, complete) = self.documents(lang).await;
        index::replace(&self.db, lang, &documents).await?;
        tracing::info!(%lang, documents = documents.len(), generation, complete, "search index built");
        if complete {
            self.built.lock().unwrap().insert(lang, generation);
        }
        Ok(())
    }

    /// Searches a language: at most `limit` results of each kind.
    pub async fn find(&self, query: &str, lang: Lang, limit: usize) -> Result<Results, sqlx::Error> {
        let query = normalize(query);
        let words = index::significant(index::words(&query), lang);
        let mut results = Results { query, ..Results::default() };
        if words.is_empty() {
            return Ok(results);
        }
        self.fresh(lang).await?;
        let limit = limit.clamp(1, 24);
        for hit in index::find(&self.db, lang, &words, 200).await? {
            let list = match hit.kind.as_str() {
                "product" => &mut results.products,
                "collection" => &mut results.collections,
                "service" => &mut results.services,
                _ => &mut results.pages,
            };
            if hit.kind == "product" {
                results.product_total += 1;
            }
            if list.len() >= limit {
                continue;
            }
            list.push(Found::new(lang, hit.key, hit.title, &hit.path, hit.snippet, hit.extra));
        }
        // With Shopify, its own search answers for the products and collections: the
        // predictive search for the box (up to ten of each), the full search for
        // the products of the results page (more, and how many in all).
        if let crate::shop::ShopProvider::Shopify(shopify) = &self.shop.provider {
            let predictive = self.shop.for_page("search", shopify.predictive_search(&results.query, limit, lang));
            let (found, full) = if limit > PREDICTIVE_LIMIT {
                let full = self.shop.for_page("search", shopify.search(&results.query, limit, lang));
                let (found, full) = tokio::join!(predictive, full);
                (found, full)
            } else {
                (predictive.await, None)
            };
            let (mut products, collections) = found.unwrap_or_default();
            results.product_total = products.len();
            if let Some((all, total)) = full {
                products = all;
                results.product_total = total;
            }
            let snippet = |text: &str| text.chars().take(160).collect::<String>();
            results.products = products
                .iter()
                .take(limit)
                .map(|p| {
                    let d = documents::product(p, 0);
                    Found::new(lang, d.key, d.title, &d.path, snippet(&p.description), d.extra)
                })
                .collect();
            results.collections = collections
                .iter()
                .take(limit)
                .map(|c| {
                    let d = documents::collection(c, 0, &crate::shop::PRODUCT_CATEGORIES);
                    Found::new(lang, d.key, d.title, &d.path, snippet(&c.description), d.extra)
                })
                .collect();
        }
        Ok(results)
    }
}

/// `/api/search` (to nest under `/api`).
pub fn router<S>() -> Router<S>
where
    S: Clone + Send + Sync + 'static,
    Search: FromRef<S>,
    TrustedProxies: FromRef<S>,
{
    Router::new().route("/search", get(search))
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct SearchQuery {
    q: String,
    lang: Option<String>,
    limit: Option<usize>,
}

/// `GET /api/search?q=…&lang=…&limit=…` → `{query, products, collections, services, pages}`.
async fn search(
    State(search): State<Search>,
    api_lang: ApiLang,
    ClientAddr(client): ClientAddr,
    Query(query): Query<SearchQuery>,
) -> ApiResult<Response> {
    if too_long(&query.q) {
        return Err(ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "search-query-too-long").with_arg("max", MAX_QUERY as i64));
    }
    let lang = query.lang.as_deref().and_then(|l| l.parse().ok()).unwrap_or(api_lang.0);
    let count = search.limits.reserve_within(&format!("search:address:{client}"), SEARCHES_PER_ADDRESS).await?;
    if !count.allowed {
        return Err(ApiError::new(StatusCode::TOO_MANY_REQUESTS, "search-rate-limited").with_retry_after(count.resets_in.as_secs().max(1)));
    }
    let results = search.find(&query.q, lang, query.limit.unwrap_or(6)).await?;
    // The same question has the same answer for a while: the browser (and so the
    // predictive box) may keep it briefly.
    let mut response = Json(results).into_response();
    response
        .headers_mut()
        .insert(axum::http::header::CACHE_CONTROL, axum::http::HeaderValue::from_static("private, max-age=60"));
    Ok(response)
}
