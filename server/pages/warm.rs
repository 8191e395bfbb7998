//! No visitor waits for a cold render of the pages most asked for: at start-up, and
//! whenever the data behind the pages changes (the platform's `Changes` generation
//! moves, or tags are dropped: a product's pages, a language's text, another
//! instance's change), the shared pages are rendered in the background by priority
//! (home, services and the site's pages, the collections, then products by recent
//! views, then the catalogue's first), one at a time and only while a render slot is
//! free, so visitors' renders go first, and only while the cache has room (up to
//! [`FILL`] of its budget: past it a warm render would push out a warmed page). After
//! a dropped tag only the pages dropped render again. A visitor asking for a page while its warm render
//! runs waits for that render (the cache's single flight); these pages are also known
//! to the gate as the server's own work, so a client asking for many of them at once
//! is never refused for its share (there are only so many, each rendered once).

use std::collections::{HashMap, HashSet};
use std::sync::{Mutex, RwLock};
use std::time::Duration;

use tokio::sync::watch;

use super::Pages;
use crate::i18n::Lang;

/// The share of the cache's budget the warm-up fills.
pub const FILL: f64 = 0.8;

/// Products whose views are counted; past it the counts halve and the unviewed go.
const VIEWED_AT_MOST: usize = 20_000;

/// Products the warmer takes from the catalogue's start (beside the viewed ones).
const FIRST_PRODUCTS: usize = 250;

/// What the warmer knows and has done.
pub struct Warmer {
    /// The shared pages' cache keys of the last pass.
    known: RwLock<HashSet<String>>,
    /// The generation and tag drop the last finished pass warmed.
    warmed: watch::Sender<Option<(u64, u64)>>,
    /// Views of each product page since start (halved now and then).
    views: Mutex<HashMap<String, u64>>,
}

impl Default for Warmer {
    fn default() -> Warmer {
        Warmer::new()
    }
}

impl Warmer {
    pub fn new() -> Warmer {
        Warmer { known: RwLock::default(), warmed: watch::channel(None).0, views: Mutex::default() }
    }

    /// A visitor asked for a product's page (its rank among the pages to warm).
    pub fn viewed(&self, handle: &str) {
        let mut views = self.views.lock().unwrap();
        if let Some(count) = views.get_mut(handle) {
            *count += 1;
            return;
        }
        if views.len() >= VIEWED_AT_MOST {
            views.retain(|_, count| {
                *count /= 2;
                *count > 0
            });
        }
        if views.len() < VIEWED_AT_MOST {
            views.insert(handle.to_owned(), 1);
        }
    }

    /// The products viewed most, most first (ties by handle).
    pub fn most_viewed(&self) -> Vec<String> {
        let views = self.views.lock().unwrap();
        let mut ranked: Vec<(&String, &u64)> = views.iter().collect();
        ranked.sort_by(|a, b| b.1.cmp(a.1).then_with(|| a.0.cmp(b.0)));
        ranked.into_iter().map(|(handle, _)| handle.clone()).collect()
    }

    /// Whether `key` is one of the pages the warmer renders.
    pub fn knows(&self, key: &str) -> bool {
        self.known.read().unwrap().contains(key)
    }

    /// Returns once a pass has learned (and, when warming, rendered) the pages of
    /// generation `generation` or a later one.
    pub async fn warmed(&self, generation: u64) {
        let mut receiver = self.warmed.subscribe();
        let _ = receiver.wait_for(|g| g.is_some_and(|(g, _)| g >= generation)).await;
    }

    /// Returns once a pass has rendered again what the tag drop `seq` (or a later
    /// one) dropped.
    pub async fn warmed_drop(&self, seq: u64) {
        let mut receiver = self.warmed.subscribe();
        let _ = receiver.wait_for(|g| g.is_some_and(|(_, s)| s >= seq)).await;
    }
}

/// The paths (language-neutral) the warmer renders in each language, first first:
/// the site's own pages (home first), the collections, the products viewed most, then
/// the catalogue's first.
async fn paths(pages: &Pages) -> Vec<String> {
    let mut paths = super::seo::public_paths(pages, FIRST_PRODUCTS).await;
    let products = paths.iter().position(|p| p.starts_with("/product/")).unwrap_or(paths.len());
    let viewed: Vec<String> = pages.warmer.most_viewed().into_iter().map(|h| format!("/product/{h}")).collect();
    let seen: HashSet<&String> = viewed.iter().collect();
    let rest: Vec<String> = paths.drain(products..).filter(|p| !seen.contains(p)).collect();
    paths.push("/auth".into());
    paths.extend(viewed);
    paths.extend(rest);
    paths
}

/// Learns the shared pages now and after every change, and warms them when `warm`
/// (`PAGE_WARMUP`), for as long as the server runs. Without warming the gate still
/// knows them (a cold server does not refuse a client many of them at once). After a
/// drop of tags only, the pages learned last render again where they were dropped.
pub async fn run(pages: Pages, warm: bool) {
    let mut done: Option<(u64, u64)> = None;
    let mut keys = Vec::new();
    loop {
        let (generation, seq) = (pages.cache.generation(), pages.cache.tag_seq());
        if done.map(|(g, _)| g) != Some(generation) {
            keys = learn(&pages, warm && pages.cache.enabled()).await;
        }
        if done != Some((generation, seq)) {
            if warm && pages.cache.enabled() {
                let rendered = pass(&pages, &keys).await;
                tracing::info!(generation, seq, rendered, "shared pages warmed");
            }
            done = Some((generation, seq));
            pages.warmer.warmed.send_replace(done);
        }
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
}

/// The cache keys (and what to render for each) of every page the warmer knows, in
/// order (each path in every language before the next), remembered for the gate.
/// When it is to render them (`warm`), the products' pages in every language render
/// from one read of the catalogue's first products per language (Shopify's; the local
/// shop needs none).
async fn learn(pages: &Pages, warm: bool) -> Vec<(String, String)> {
    let paths = paths(pages).await;
    if warm {
        for lang in Lang::ALL {
            // Each request within the shop's timeout (`ShopError::Timeout`).
            if let Err(error) = pages.shop.provider.read_ahead(FIRST_PRODUCTS, lang).await {
                tracing::warn!(%error, %lang, "warming without reading ahead: the shop failed");
            }
        }
    }
    let keys: Vec<(String, String)> = paths
        .iter()
        .flat_map(|path| Lang::ALL.iter().map(move |lang| super::render::shared_key(*lang, path, None, &[], false)))
        .collect();
    pages.warmer.known.write().unwrap().extend(keys.iter().map(|(key, _)| key.clone()));
    keys
}

/// One pass: the known pages not in the cache are rendered, in order, while the cache
/// is under [`FILL`] of its budget. Answers how many were.
async fn pass(pages: &Pages, keys: &[(String, String)]) -> usize {
    let room = (pages.cache.budget() as f64 * FILL) as usize;
    let mut rendered = 0;
    for (key, canonical) in keys {
        if pages.cache.contains(key) {
            continue;
        }
        if pages.cache.bytes() >= room {
            tracing::info!(budget = pages.cache.budget(), "the page cache is full enough: the rest renders when asked for");
            break;
        }
        // Low priority: only a free slot, never one a visitor waits for.
        let turn = loop {
            if let Some(turn) = pages.gate.try_enter() {
                break turn;
            }
            tokio::time::sleep(Duration::from_millis(25)).await;
        };
        let render = super::render::shared_render(pages.clone(), canonical.clone(), false, turn);
        pages.cache.render_once(key, move || render).await;
        rendered += 1;
    }
    rendered
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_products_viewed_most_come_first_and_the_count_stays_bounded() {
        let warmer = super::Warmer::new();
        for handle in ["b", "a", "b", "c", "b", "a"] {
            warmer.viewed(handle);
        }
        assert_eq!(warmer.most_viewed(), ["b", "a", "c"]);
        for _ in 0..10 {
            warmer.viewed("b");
        }
        for n in 0..super::VIEWED_AT_MOST + 10 {
            warmer.viewed(&format!("p{n}"));
        }
        let kept = warmer.most_viewed();
        assert!(kept.len() <= super::VIEWED_AT_MOST);
        assert_eq!(kept[0], "b", "the most viewed survive the halving");
    }
}
