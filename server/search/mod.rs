//! Search (issue 23, first part; issue 38, at any size): one search over the local
//! shop's products and collections, the service pages and the content pages, in the
//! page's language (Danish where a text is not translated), ranked, with a short
//! snippet. `documents` says what can be found, `index` keeps it in the database
//! (PostgreSQL full text per language, SQLite FTS5; typos by the trigrams of each
//! language's vocabulary).
//! Every product is indexed and kept per product: a change to one ([`Change`] from
//! `Changes`, also another instance's) replaces that product's rows in each language
//! before the next search; the whole catalogue is read only when an index is empty,
//! of another version, or lacks products (added while no server ran), or when any
//! number of products changed at once. The other documents (pages, services,
//! collections) are few: a language's are read again when the data behind the pages
//! changed (`Changes`' generation). A search is bounded: at most [`AT_ONCE`] query the
//! database at a time (others wait their turn, never taking the connections other
//! work needs), each within [`QUERY_BUDGET`]; past it the answer is what was found,
//! flagged incomplete, never an error.
//! `GET /api/search?q=…&lang=…&limit=…` (the predictive box asks it with `limit=4`);
//! the results page is `/search?q=…`.

pub mod documents;
pub mod index;

use std::collections::{BTreeSet, HashMap};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::{FromRef, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Json, Response};
use axum::routing::get;
use serde::{Deserialize, Serialize};
use tokio::sync::Semaphore;
use tokio::sync::broadcast::{self, error::TryRecvError};

use crate::http::client::{ClientAddr, TrustedProxies};
use crate::http::{ApiError, ApiLang, ApiResult};
use crate::i18n::{Catalog, Lang};
use crate::platform::changes::{Change, Changes};
use crate::platform::db::{Backend, backend};
use crate::platform::limits::{Limit, Limits, LocalLimits};
use crate::platform::{Db, SiteInfo};
use crate::shop::{Shop, ShopProvider};

/// The longest query, in characters.
pub const MAX_QUERY: usize = 100;
/// Shopify's predictive search answers up to ten of each kind.
const PREDICTIVE_LIMIT: usize = 10;
/// Searches one client address may make in a minute (the predictive box asks as the
/// visitor types).
pub const SEARCHES_PER_ADDRESS: Limit = Limit::per_minutes(120, 1);
/// Searches that query the database at once, each on one connection: well below
/// either pool (SQLite's searches read on connections of their own), so the mail
/// queue, the newsletter and the pages always find one. The others wait their turn.
pub const AT_ONCE: usize = 3;
/// A search's time in the database, its wait for a turn included; past it, it
/// answers what it found (perhaps nothing), flagged incomplete.
pub const QUERY_BUDGET: Duration = Duration::from_millis(1500);
/// How long a search waits for the index to learn of changes first. One product's
/// rows take milliseconds; a full build (an empty index, a new version) takes longer,
/// goes on in the background, and the search meanwhile answers from the index as it
/// is, flagged incomplete.
pub const INDEX_WAIT: Duration = Duration::from_secs(3);
/// Products per step of a full build: one transaction each, so writers of other work
/// take turns with it.
const BUILD_STEP: usize = 250;
/// The pause between two steps of a full build on SQLite, for the other writers.
const BUILD_PAUSE: Duration = Duration::from_millis(10);
/// How many results the index gives a search (and so the most `product_total` says).
const FOUND_AT_MOST: i64 = 200;
/// How long an answer is given again to the same question in the same language (the
/// box asks the same few letters for every visitor typing them), unless what it was
/// found in changed first.
const ANSWER_KEPT: Duration = Duration::from_secs(60);
/// The most answers kept at once (past it they start over).
const ANSWERS_AT_MOST: usize = 10_000;

/// Answers given, shared by every visitor: a question asked again within
/// [`ANSWER_KEPT`] costs a look-up, whatever it matches, until a product, a page's
/// text or the shop's content changes (the search's tag and the data's version in
/// [`Changes`]). Only complete answers are kept.
#[derive(Default)]
struct Answers {
    kept: Mutex<HashMap<String, Answer>>,
    /// The questions being searched now, each with the turn its askers take: the
    /// first searches, those asking the same meanwhile wait for its answer (kept)
    /// instead of searching again.
    asked: Mutex<HashMap<String, Arc<tokio::sync::Mutex<()>>>>,
    /// Questions that were searched (not answered from here): for tests.
    searched: AtomicU64,
}

/// A question's turn (see [`Answers::asked`]); given back when dropped, also by an
/// asker who went away.
struct Asking<'a> {
    answers: &'a Answers,
    key: String,
    turn: Arc<tokio::sync::Mutex<()>>,
}

impl Drop for Asking<'_> {
    fn drop(&mut self) {
        let mut asked = self.answers.asked.lock().unwrap();
        // The map's and this asker's: nobody else waits for the question.
        if Arc::strong_count(&self.turn) <= 2 {
            asked.remove(&self.key);
        }
    }
}

struct Answer {
    at: Instant,
    version: u64,
    seq: u64,
    results: Results,
}

impl Answers {
    fn get(&self, key: &str, changes: &Changes) -> Option<Results> {
        let kept = self.kept.lock().unwrap();
        let answer = kept.get(key)?;
        let fresh = answer.at.elapsed() < ANSWER_KEPT
            && answer.version == changes.version()
            && !changes.dropped_since(&[crate::platform::changes::SEARCH_TAG.to_owned()], answer.seq);
        fresh.then(|| answer.results.clone())
    }

    /// The question's turn, shared with whoever asks it meanwhile.
    fn asking(&self, key: &str) -> Asking<'_> {
        let turn = self.asked.lock().unwrap().entry(key.to_owned()).or_default().clone();
        Asking { answers: self, key: key.to_owned(), turn }
    }

    fn put(&self, key: String, version: u64, seq: u64, results: &Results) {
        let mut kept = self.kept.lock().unwrap();
        if kept.len() >= ANSWERS_AT_MOST {
            kept.retain(|_, a| a.at.elapsed() < ANSWER_KEPT);
            if kept.len() >= ANSWERS_AT_MOST {
                kept.clear();
            }
        }
        kept.insert(key, Answer { at: Instant::now(), version, seq, results: results.clone() });
    }
}

/// The search service.
#[derive(Clone)]
pub struct Search {
    db: Db,
    reader: index::Reader,
    shop: Shop,
    catalog: Arc<Catalog>,
    site: SiteInfo,
    changes: Changes,
    /// Searches per address, counted by each instance (a write to the shared
    /// database per keystroke would cost more than the search).
    limits: LocalLimits,
    /// Turns to query the database ([`AT_ONCE`]).
    turns: Arc<Semaphore>,
    /// What the index has yet to learn.
    todo: Arc<Mutex<Todo>>,
    /// One upkeep of the index at a time on this instance.
    upkeep: Arc<tokio::sync::Mutex<()>>,
    /// Full builds of the products since the start.
    builds: Arc<AtomicU64>,
    /// A full build is under way.
    building: Arc<AtomicBool>,
    /// A search has waited for it already (or the index had its products): the
    /// others answer from the index as it is at once.
    waited: Arc<AtomicBool>,
    answers: Arc<Answers>,
}

/// What the index has yet to learn.
struct Todo {
    heard: broadcast::Receiver<Change>,
    /// Products to read again, by handle.
    products: BTreeSet<String>,
    /// Every product (a bulk change, or news that may have been missed).
    all_products: bool,
    /// Whether the index's state (built, version, all products there) was checked:
    /// once per process.
    checked: bool,
    /// The generation each language's other documents were read in.
    others: HashMap<Lang, u64>,
}

impl Todo {
    /// Takes in the product changes heard since the last time.
    fn hear(&mut self) {
        loop {
            match self.heard.try_recv() {
                Ok(Change::Product(handle)) => {
                    self.products.insert(handle);
                }
                Ok(Change::Products) | Err(TryRecvError::Lagged(_)) => self.all_products = true,
                Err(TryRecvError::Empty | TryRecvError::Closed) => break,
            }
        }
    }

    fn current(&self, lang: Lang, generation: u64) -> bool {
        self.checked && !self.all_products && self.products.is_empty() && self.others.get(&lang) == Some(&generation)
    }
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
    /// The search stopped at its time budget (or the index was still learning of
    /// changes): these are the results it had, perhaps none.
    pub incomplete: bool,
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
    /// A light source's energy class (`A`…`G`), shown beside its price.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub energy_class: Option<String>,
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
            energy_class: extra.energy_class,
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
        let todo = Todo {
            heard: changes.product_changes(),
            products: BTreeSet::new(),
            all_products: false,
            checked: false,
            others: HashMap::new(),
        };
        Search {
            reader: index::Reader::new(&db, AT_ONCE as u32),
            db,
            shop,
            catalog,
            site,
            changes,
            limits: limits.local(),
            turns: Arc::new(Semaphore::new(AT_ONCE)),
            todo: Arc::new(Mutex::new(todo)),
            upkeep: Arc::default(),
            builds: Arc::default(),
            building: Arc::default(),
            waited: Arc::default(),
            answers: Arc::default(),
        }
    }

    /// Questions searched since the start (not answered again from the kept answers).
    pub fn searched(&self) -> u64 {
        self.answers.searched.load(Ordering::Acquire)
    }

    /// Full builds of the products since the start (a product's change is not one).
    pub fn builds(&self) -> u64 {
        self.builds.load(Ordering::Acquire)
    }

    /// The local catalogue, whose products are indexed (Shopify's are searched at
    /// Shopify).
    fn local(&self) -> Option<&crate::shop::local::LocalShop> {
        match &self.shop.provider {
            ShopProvider::Local(shop) => Some(shop),
            ShopProvider::Shopify(_) => None,
        }
    }

    /// A language's documents other than products, and whether they are all there (a
    /// collection that failed to load is left out).
    async fn others(&self, lang: Lang) -> (Vec<documents::Document>, bool) {
        let mut out = documents::pages(&self.catalog, lang, &self.site);
        let mut complete = true;
        if self.local().is_some() {
            let provider = &self.shop.provider;
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

    /// Brings the index up to date for a search in `lang`, waiting at most
    /// [`INDEX_WAIT`] (not at all during a full build that one search waited for
    /// already, or that rewrites an index which has its products): whether it is.
    /// The work goes on in a task of its own, so a search that stops waiting (or a
    /// visitor who goes away) does not cut it short.
    async fn caught_up(&self, lang: Lang) -> bool {
        let generation = self.changes.version();
        {
            let mut todo = self.todo.lock().unwrap();
            todo.hear();
            if todo.current(lang, generation) {
                return true;
            }
        }
        if self.building.load(Ordering::Acquire) && self.waited.load(Ordering::Acquire) {
            return false;
        }
        let search = self.clone();
        let work = tokio::spawn(async move { search.catch_up(lang).await });
        match tokio::time::timeout(INDEX_WAIT, work).await {
            Ok(Ok(Ok(()))) => true,
            Ok(Ok(Err(error))) => {
                // The index as it is still answers; the next search tries again.
                tracing::warn!(%error, %lang, "search index not brought up to date");
                true
            }
            Ok(Err(error)) => std::panic::resume_unwind(error.into_panic()),
            Err(_) => {
                self.waited.store(true, Ordering::Release);
                tracing::info!(%lang, "search index still learning of changes: searching it as it is");
                false
            }
        }
    }

    /// Brings the index of `lang` up to date, however long that takes: for whoever
    /// wrote many products at once and must know when search has them (the tests;
    /// a search meanwhile answers from the index as it is, flagged incomplete).
    pub async fn bring_up_to_date(&self, lang: Lang) -> Result<(), sqlx::Error> {
        self.catch_up(lang).await
    }

    /// What [`Search::caught_up`] waits for: the index's state checked (once), every
    /// product read if need be, the changed products' rows replaced in each language,
    /// and this language's other documents read again if the data behind the pages
    /// changed since.
    async fn catch_up(&self, lang: Lang) -> Result<(), sqlx::Error> {
        let _one = self.upkeep.lock().await;
        let generation = self.changes.version();
        let (check, all, products) = {
            let mut todo = self.todo.lock().unwrap();
            todo.hear();
            let all = todo.all_products;
            todo.all_products = false;
            let products = if all { todo.products.clear(); BTreeSet::new() } else { std::mem::take(&mut todo.products) };
            (!todo.checked, all, products)
        };
        let mut rebuild = Vec::new();
        let mut fresh_start = Vec::new();
        let mut empty = false;
        if check || all {
            let in_shop: i64 = match self.local() {
                Some(_) => sqlx::query_scalar("select count(*) from shop_products where status = 'active'").fetch_one(&self.db).await?,
                None => 0,
            };
            for each in Lang::ALL {
                let (version, indexed) = index::state(&self.db, each).await?;
                let other_version = version != Some(index::VERSION);
                if other_version {
                    fresh_start.push(each);
                }
                if all || other_version || indexed != in_shop {
                    rebuild.push(each);
                    empty |= indexed == 0 && in_shop > 0;
                }
            }
        }
        if !rebuild.is_empty() {
            // One search waits (a while) for an empty index to fill; over one that
            // has its products, searches answer from it as it is at once.
            self.waited.store(!empty, Ordering::Release);
            self.building.store(true, Ordering::Release);
            let built = self.build_products(&rebuild, &fresh_start).await;
            self.building.store(false, Ordering::Release);
            if let Err(error) = built {
                let mut todo = self.todo.lock().unwrap();
                todo.all_products |= all || check;
                todo.products.extend(products);
                return Err(error);
            }
        }
        self.todo.lock().unwrap().checked = true;
        let mut pending: Vec<String> = products.into_iter().collect();
        while let Some(handle) = pending.last().cloned() {
            if let Err(error) = self.product_changed(&handle).await {
                self.todo.lock().unwrap().products.extend(pending);
                return Err(error);
            }
            pending.pop();
        }
        let others_current = self.todo.lock().unwrap().others.get(&lang) == Some(&generation);
        if !others_current {
            let (documents, complete) = self.others(lang).await;
            index::upsert(&self.db, lang, &documents).await?;
            let kept: BTreeSet<(&str, &str)> = documents.iter().map(|d| (d.kind, d.key.as_str())).collect();
            for (kind, key) in index::other_keys(&self.db, lang).await? {
                if !kept.contains(&(kind.as_str(), key.as_str())) {
                    index::remove(&self.db, lang, &kind, &key).await?;
                }
            }
            tracing::debug!(%lang, documents = documents.len(), generation, complete, "search index: pages, services and collections read");
            if complete {
                self.todo.lock().unwrap().others.insert(lang, generation);
            }
        }
        if !rebuild.is_empty() {
            // Whatever the build (and this language's other documents) wrote, merged
            // before the searches that follow.
            index::settle(&self.db).await?;
        }
        Ok(())
    }

    /// Replaces one product's rows in each language (removes them if it is gone).
    async fn product_changed(&self, handle: &str) -> Result<(), sqlx::Error> {
        let Some(shop) = self.local() else { return Ok(()) };
        for lang in Lang::ALL {
            match shop.product_with_position(handle, lang).await.map_err(shop_error)? {
                Some((position, product)) => index::upsert(&self.db, lang, &[documents::product(&product, position)]).await?,
                None => {
                    index::remove(&self.db, lang, "product", handle).await?;
                }
            }
        }
        tracing::debug!(handle, "search index: a product's rows replaced");
        Ok(())
    }

    /// Reads every product into the languages' indexes, a step at a time (rows as
    /// they already are are not written), and removes the products the catalogue no
    /// longer has. `fresh_start`: languages whose index was of another version (or
    /// none), whose vocabulary starts over.
    async fn build_products(&self, langs: &[Lang], fresh_start: &[Lang]) -> Result<(), sqlx::Error> {
        let started = Instant::now();
        let sqlite = backend(&self.db) == Backend::Sqlite;
        let mut products = 0;
        for &lang in langs {
            if fresh_start.contains(&lang) {
                index::clear_vocabulary(&self.db, lang).await?;
                // Their words come back with them.
                self.todo.lock().unwrap().others.remove(&lang);
            }
            products = 0;
            if let Some(shop) = self.local() {
                let mut after = String::new();
                loop {
                    let step = shop.products_after(&after, BUILD_STEP, lang).await.map_err(shop_error)?;
                    let Some((_, last)) = step.last() else { break };
                    after = last.id.clone();
                    products += step.len();
                    let documents: Vec<documents::Document> = step.iter().map(|(position, p)| documents::product(p, *position)).collect();
                    index::upsert(&self.db, lang, &documents).await?;
                    if sqlite {
                        tokio::time::sleep(BUILD_PAUSE).await;
                    }
                }
            }
            index::remove_stale_products(&self.db, lang, self.local().is_some()).await?;
            index::mark_built(&self.db, lang).await?;
        }
        let builds = self.builds.fetch_add(1, Ordering::AcqRel) + 1;
        let langs: Vec<&str> = langs.iter().map(|l| l.code()).collect();
        tracing::info!(?langs, products, builds, elapsed_ms = started.elapsed().as_millis() as u64, "search index built");
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
        let limit = limit.clamp(1, 24);
        let key = format!("{}\u{1f}{limit}\u{1f}{}", lang.code(), results.query);
        if let Some(answer) = self.answers.get(&key, &self.changes) {
            return Ok(answer);
        }
        // The same question asked meanwhile: one search, its answer for all (unless
        // it was not kept: cut short, or Shopify failed; then the next searches).
        let asking = self.answers.asking(&key);
        let _turn = asking.turn.lock().await;
        if let Some(answer) = self.answers.get(&key, &self.changes) {
            return Ok(answer);
        }
        // Read before searching: a change while searching leaves this answer stale.
        let (version, seq) = (self.changes.version(), self.changes.tag_seq());
        self.answers.searched.fetch_add(1, Ordering::AcqRel);
        let caught_up = self.caught_up(lang).await;
        let found = self.query(lang, words, limit).await?;
        results.incomplete = !caught_up || !found.complete;
        for hit in found.hits {
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
        let mut shop_failed = false;
        // With Shopify, its own search answers for the products and collections: the
        // predictive search for the box (up to ten of each), the full search for
        // the products of the results page (more, and how many in all).
        if let ShopProvider::Shopify(shopify) = &self.shop.provider {
            let predictive = self.shop.for_page("search", shopify.predictive_search(&results.query, limit, lang));
            let (found, full) = if limit > PREDICTIVE_LIMIT {
                let full = self.shop.for_page("search", shopify.search(&results.query, limit, lang));
                let (found, full) = tokio::join!(predictive, full);
                (found, full)
            } else {
                (predictive.await, None)
            };
            // Shopify's answer failed: what the box shows meanwhile is not kept.
            shop_failed = found.is_none() || (limit > PREDICTIVE_LIMIT && full.is_none());
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
        if !results.incomplete && !shop_failed {
            self.answers.put(key, version, seq, &results);
        }
        Ok(results)
    }

    /// Queries the index in its turn, within [`QUERY_BUDGET`] from now. The query
    /// runs in a task of its own: a visitor who goes away does not cut it short, so
    /// its connection goes back to the pool as it should.
    async fn query(&self, lang: Lang, words: Vec<String>, limit: usize) -> Result<index::Found, sqlx::Error> {
        // The box (a few of each kind) ranks fewer matches than the results page.
        let ranked = if limit <= PREDICTIVE_LIMIT { index::RANKED_FOR_THE_BOX } else { index::RANKED_AT_MOST };
        let wanted = index::Wanted { found: FOUND_AT_MOST, ranked, shown: limit };
        let deadline = Instant::now() + QUERY_BUDGET;
        let Ok(Ok(turn)) = tokio::time::timeout_at(deadline.into(), self.turns.clone().acquire_owned()).await else {
            tracing::warn!(%lang, "no turn to search within the budget: an empty answer");
            return Ok(index::Found { hits: Vec::new(), complete: false });
        };
        let reader = self.reader.clone();
        let query = tokio::spawn(async move {
            let _turn = turn;
            index::find(&reader, lang, &words, wanted, deadline).await
        });
        let found = query.await.unwrap_or_else(|error| std::panic::resume_unwind(error.into_panic()))?;
        if !found.complete {
            tracing::warn!(%lang, budget_ms = QUERY_BUDGET.as_millis() as u64, "a search reached its time budget");
        }
        Ok(found)
    }
}

/// The local shop's errors are the database's (it keeps their text).
fn shop_error(error: crate::shop::ShopError) -> sqlx::Error {
    sqlx::Error::Protocol(error.to_string())
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
    let count = search.limits.reserve_within(&format!("search:address:{client}"), SEARCHES_PER_ADDRESS);
    if !count.allowed {
        return Err(ApiError::new(StatusCode::TOO_MANY_REQUESTS, "search-rate-limited").with_retry_after(count.resets_in.as_secs().max(1)));
    }
    let results = search.find(&query.q, lang, query.limit.unwrap_or(6)).await?;
    // The same question has the same answer for a while: the browser (and so the
    // predictive box) may keep it briefly; not an answer cut short.
    let keep = if results.incomplete { "no-store" } else { "private, max-age=60" };
    let mut response = Json(results).into_response();
    response.headers_mut().insert(axum::http::header::CACHE_CONTROL, axum::http::HeaderValue::from_static(keep));
    Ok(response)
}
