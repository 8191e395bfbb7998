//! Rendered pages kept in memory, rendered once per key:
//!
//! - A key renders once at a time (single flight): requests arriving while it
//!   renders wait for that render and share its page.
//! - An expired page is served stale while one request refreshes it in the
//!   background.
//! - A page rendered before the data behind pages changed (the platform's [`Changes`]
//!   generation moved, or one of the page's tags was dropped since its render began:
//!   a product it shows, its collection, its language's text) is not served; the
//!   cache is bounded by bytes, the oldest pages leaving first.
//!
//! - Shared pages are kept precompressed: at quick qualities right after the render
//!   (its first visitors are answered before, compressed per request), and at the
//!   best (brotli 11, gzip 9) once a visitor asks for the page again, so a page read
//!   once (a crawler's) costs its render and a quick compression, and a page read
//!   often is sent in its smallest form. Then served as they are.
//!
//! Used twice: for shared pages by (path, the query the route reads, language,
//! signed in or not) with a TTL, and for personal pages by a hash of everything the
//! render reads (content-addressed, no TTL).

use std::collections::HashMap;
use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, RwLock};
use std::time::Duration;

use bytes::Bytes;
use tokio::sync::watch;

pub use crate::platform::compress::Encoded;
use crate::platform::metrics::CacheCounters;
use crate::platform::{Changes, Clock};

#[derive(Clone, Debug)]
pub struct CachedPage {
    pub status: u16,
    pub html: Bytes,
    /// Where a redirect goes (then `html` is empty).
    pub location: Option<String>,
    /// Whether this outcome may be kept (a failed or refused render is not).
    pub keep: bool,
    /// The page compressed, once it has been.
    pub encoded: Option<Arc<Encoded>>,
    /// What it shows ([`crate::platform::changes`]' tags): a drop of any of them
    /// after its render began makes it stale.
    pub tags: Arc<[String]>,
}

impl CachedPage {
    pub fn page(status: u16, html: impl Into<Bytes>) -> CachedPage {
        CachedPage { status, html: html.into(), location: None, keep: status == 200, encoded: None, tags: Arc::new([]) }
    }
    pub fn redirect(to: String) -> CachedPage {
        CachedPage { status: 303, html: Bytes::new(), location: Some(to), keep: true, encoded: None, tags: Arc::new([]) }
    }

    /// The page, tagged with what it shows.
    pub fn tagged(self, tags: Vec<String>) -> CachedPage {
        CachedPage { tags: tags.into(), ..self }
    }

    /// Bytes it holds.
    fn size(&self) -> usize {
        self.html.len() + self.encoded.as_ref().map_or(0, |e| e.bytes())
    }
}

pub enum Lookup {
    Fresh(CachedPage),
    /// Past its TTL, still the newest there is.
    Stale(CachedPage),
    Missing,
}

struct Entry {
    page: CachedPage,
    /// When it was stored, on the cache's clock (monotonic milliseconds).
    at: i64,
    generation: u64,
    /// The drop of tags its render began after ([`Changes::tag_seq`]).
    seq: u64,
    /// The latest drop of tags it was found current at (a lookup checks its tags only
    /// when tags were dropped since).
    current_at: AtomicU64,
    /// Whether its best compression was started.
    upgrading: AtomicBool,
}

/// Tells `idle` waiters when a render's task ends.
struct Settle(Arc<PageCache>);

impl Drop for Settle {
    fn drop(&mut self) {
        self.0.settled.notify_waiters();
    }
}

/// Other names a cache keeps at most (then it forgets them all and starts again).
const ALIASES: usize = 50_000;

pub type RenderFuture = Pin<Box<dyn Future<Output = CachedPage> + Send>>;

pub struct PageCache {
    ttl: Duration,
    /// Follows the changes generation (shared pages) or not (content-addressed pages).
    follows_changes: bool,
    changes: Changes,
    budget: usize,
    /// The pages and their bytes. A lock readers share: every cache hit reads it, on
    /// every core at once (with one mutex, the hits of two cores queued for it in the
    /// kernel: `perf` showed `lookup` waiting in `futex_wait` under `wrk`).
    entries: RwLock<(HashMap<String, Entry>, usize)>,
    in_flight: Mutex<HashMap<String, watch::Receiver<Option<CachedPage>>>>,
    /// Other names of kept pages (a personal page by its user's data version).
    aliases: Mutex<HashMap<String, String>>,
    /// Told whenever a render ends.
    settled: tokio::sync::Notify,
    /// Pages being compressed now.
    compressing: AtomicUsize,
    clock: Clock,
    /// Hits, misses, stale pages served and renders started (one per key at a time).
    pub counters: CacheCounters,
}

impl PageCache {
    /// Shared pages: kept `ttl` (zero: not kept), dropped when data changes.
    pub fn new(ttl: Duration, changes: Changes) -> PageCache {
        PageCache::with(ttl, true, changes, 64 << 20)
    }

    /// At most `budget` bytes.
    pub fn with_budget(self, budget: usize) -> PageCache {
        PageCache { budget, ..self }
    }

    /// The bytes it may hold.
    pub fn budget(&self) -> usize {
        self.budget
    }

    /// Pages keyed by everything they are rendered from: kept until evicted.
    pub fn content_addressed(budget: usize) -> PageCache {
        PageCache::with(Duration::MAX, false, Changes::new(), budget)
    }

    /// Whether a page is kept now, in this generation (fresh or stale; no counters
    /// move: the warmer asks, not a visitor).
    pub fn contains(&self, key: &str) -> bool {
        let generation = self.generation();
        self.enabled() && self.entries.read().unwrap().0.get(key).is_some_and(|e| e.generation == generation && self.current(e))
    }

    /// Whether none of the entry's tags was dropped since its render began.
    fn current(&self, entry: &Entry) -> bool {
        if !self.follows_changes {
            return true;
        }
        let now = self.changes.tag_seq();
        if entry.current_at.load(Ordering::Relaxed) == now {
            return true;
        }
        if self.changes.dropped_since(&entry.page.tags, entry.seq) {
            return false;
        }
        entry.current_at.store(now, Ordering::Relaxed);
        true
    }

    /// The drop of tags a render beginning now begins after.
    pub fn tag_seq(&self) -> u64 {
        if self.follows_changes { self.changes.tag_seq() } else { 0 }
    }

    /// The page of the render of `key` running now, when one is: the caller waits for
    /// it (and is never refused for a render another request started). `None` when
    /// none runs (or its task died).
    pub async fn join(&self, key: &str) -> Option<CachedPage> {
        let mut receiver = self.in_flight.lock().unwrap().get(key)?.clone();
        loop {
            if let Some(page) = receiver.borrow_and_update().clone() {
                return Some(page);
            }
            receiver.changed().await.ok()?;
        }
    }

    fn with(ttl: Duration, follows_changes: bool, changes: Changes, budget: usize) -> PageCache {
        PageCache {
            ttl,
            follows_changes,
            changes,
            budget,
            entries: RwLock::new((HashMap::new(), 0)),
            in_flight: Mutex::default(),
            aliases: Mutex::default(),
            settled: tokio::sync::Notify::new(),
            compressing: AtomicUsize::new(0),
            clock: Clock::system(),
            counters: CacheCounters::default(),
        }
    }

    /// Ages read from `clock` (the application's; the tests move it).
    pub fn with_clock(self, clock: Clock) -> PageCache {
        PageCache { clock, ..self }
    }

    /// Counts into `counters` (the application's metrics).
    pub fn with_counters(self, counters: CacheCounters) -> PageCache {
        PageCache { counters, ..self }
    }

    /// Renders this cache started.
    pub fn renders(&self) -> u64 {
        self.counters.renders.get()
    }

    /// Bytes of the pages kept now.
    pub fn bytes(&self) -> usize {
        self.entries.read().unwrap().1
    }

    pub fn enabled(&self) -> bool {
        !self.ttl.is_zero()
    }

    /// The generation a render starts in; a page rendered before an invalidation
    /// is not stored after it.
    pub fn generation(&self) -> u64 {
        if self.follows_changes { self.changes.generation() } else { 0 }
    }

    pub fn lookup(&self, key: &str) -> Lookup {
        if !self.enabled() {
            return Lookup::Missing;
        }
        let generation = self.generation();
        let entries = self.entries.read().unwrap();
        let found = match entries.0.get(key) {
            Some(entry) if entry.generation == generation && self.current(entry) => {
                let age = (self.clock.monotonic_ms() - entry.at).max(0) as u128;
                if age < self.ttl.as_millis() { Lookup::Fresh(entry.page.clone()) } else { Lookup::Stale(entry.page.clone()) }
            }
            _ => Lookup::Missing,
        };
        drop(entries);
        match &found {
            Lookup::Missing => self.counters.misses.inc(),
            Lookup::Stale(_) => {
                self.counters.stale_served.inc();
                self.counters.hits.inc()
            }
            Lookup::Fresh(_) => self.counters.hits.inc(),
        };
        found
    }

    pub fn get(&self, key: &str) -> Option<CachedPage> {
        match self.lookup(key) {
            Lookup::Fresh(page) => Some(page),
            _ => None,
        }
    }

    /// Keeps `page`, rendered from the data of `generation` and of tag drop `seq`,
    /// unless the data changed since (it would be stale at once).
    pub fn put(&self, key: String, generation: u64, seq: u64, page: CachedPage) {
        if !self.enabled() || !page.keep || generation != self.generation() {
            return;
        }
        if self.follows_changes && self.changes.dropped_since(&page.tags, seq) {
            return;
        }
        let size = page.size() + key.len() + 64;
        let mut guard = self.entries.write().unwrap();
        let (entries, bytes) = &mut *guard;
        if let Some(old) = entries.remove(&key) {
            *bytes -= old.page.size() + key.len() + 64;
        }
        // Over budget: the oldest pages leave first (or all of another generation).
        while *bytes + size > self.budget && !entries.is_empty() {
            let oldest = entries.iter().min_by_key(|(_, e)| (e.generation == generation, e.at)).map(|(k, _)| k.clone()).unwrap();
            let removed = entries.remove(&oldest).unwrap();
            *bytes -= removed.page.size() + oldest.len() + 64;
        }
        entries.insert(key, Entry { page, at: self.clock.monotonic_ms(), generation, seq, current_at: AtomicU64::new(seq), upgrading: AtomicBool::new(false) });
        *bytes += size;
    }

    /// Names the page of `key` also `alias` (at most [`ALIASES`] names are kept).
    pub fn alias(&self, alias: String, key: String) {
        let mut aliases = self.aliases.lock().unwrap();
        if aliases.len() >= ALIASES {
            aliases.clear();
        }
        aliases.insert(alias, key);
    }

    /// The kept page named `alias`, if it is still kept (as [`PageCache::get`]).
    pub fn get_alias(&self, alias: &str) -> Option<CachedPage> {
        let key = self.aliases.lock().unwrap().get(alias).cloned()?;
        self.get(&key)
    }

    /// Keeps `encoded` beside the page of `key` if that is still the page it was
    /// made from (not one rendered since, nor of an older generation), in place of
    /// what it had.
    fn attach(&self, key: &str, generation: u64, html: &Bytes, encoded: Encoded) {
        let mut guard = self.entries.write().unwrap();
        let (entries, bytes) = &mut *guard;
        if let Some(entry) = entries.get_mut(key)
            && entry.generation == generation
            && entry.page.html.as_ptr() == html.as_ptr()
            && entry.page.html.len() == html.len()
        {
            *bytes += encoded.bytes();
            if let Some(old) = entry.page.encoded.replace(Arc::new(encoded)) {
                *bytes -= old.bytes();
            }
        }
    }

    /// Compresses `html` as `make` does off the async workers and keeps it beside
    /// the page of `key` (`idle` waits for it).
    async fn compress(&self, key: &str, generation: u64, html: Bytes, make: fn(&[u8]) -> Encoded) {
        self.compressing.fetch_add(1, Ordering::SeqCst);
        let source = html.clone();
        if let Ok(encoded) = tokio::task::spawn_blocking(move || make(&source)).await {
            self.attach(key, generation, &html, encoded);
        }
        self.compressing.fetch_sub(1, Ordering::SeqCst);
        self.settled.notify_waiters();
    }

    /// A visitor got `page` of `key` from the cache: kept in the quick compression,
    /// it is asked for again, so it is compressed at the best now (once, in the
    /// background; this visitor has the quick one).
    pub fn asked_again(self: &Arc<Self>, key: &str, page: &CachedPage) {
        if page.encoded.as_ref().is_none_or(|e| e.best) {
            return;
        }
        let generation = {
            let entries = self.entries.read().unwrap();
            match entries.0.get(key) {
                Some(entry) if !entry.upgrading.swap(true, Ordering::AcqRel) => entry.generation,
                _ => return,
            }
        };
        let (cache, key, html) = (self.clone(), key.to_owned(), page.html.clone());
        tokio::spawn(async move { cache.compress(&key, generation, html, Encoded::of).await });
    }

    /// Data behind the pages changed: everything renders afresh.
    pub fn invalidate(&self) {
        self.changes.bump("page cache invalidated");
        let mut guard = self.entries.write().unwrap();
        guard.0.clear();
        guard.1 = 0;
    }

    /// The page for `key`: rendered by `render` unless a render of the same key is
    /// already running, whose page is then shared. The render runs in its own task, so
    /// a visitor who goes away does not cancel it for the others.
    pub async fn render_once(self: &Arc<Self>, key: &str, render: impl FnOnce() -> RenderFuture) -> CachedPage {
        let mut render = Some(render);
        loop {
            let mut receiver = {
                let mut flights = self.in_flight.lock().unwrap();
                match flights.get(key) {
                    Some(receiver) => receiver.clone(),
                    None => {
                        let Some(render) = render.take() else { unreachable!("a render is started once") };
                        self.start(&mut flights, key, render)
                    }
                }
            };
            loop {
                if let Some(page) = receiver.borrow_and_update().clone() {
                    return page;
                }
                if receiver.changed().await.is_err() {
                    break;
                }
            }
            // The render's task ended without a page (it panicked): forget that flight
            // and try again.
            {
                let mut flights = self.in_flight.lock().unwrap();
                if flights.get(key).is_some_and(|r| r.has_changed().is_err()) {
                    flights.remove(key);
                }
            }
            if render.is_none() {
                return CachedPage { keep: false, ..CachedPage::page(500, Bytes::new()) };
            }
        }
    }

    /// Starts the render of `key` in its own task and registers its flight (the caller
    /// holds the flights' lock and found none for `key`).
    fn start(
        self: &Arc<Self>,
        flights: &mut HashMap<String, watch::Receiver<Option<CachedPage>>>,
        key: &str,
        render: impl FnOnce() -> RenderFuture,
    ) -> watch::Receiver<Option<CachedPage>> {
        let (sender, receiver) = watch::channel(None);
        flights.insert(key.to_owned(), receiver.clone());
        let (cache, key, generation, seq) = (self.clone(), key.to_owned(), self.generation(), self.tag_seq());
        // Rendered for the visitor who asked first (its Storefront requests say so).
        let work = crate::shop::shopify::for_the_same_buyer(render());
        self.counters.renders.inc();
        tokio::spawn(async move {
            // However the task ends (a panic included), waiters for `idle` are told.
            let _settle = Settle(cache.clone());
            let page = work.await;
            cache.put(key.clone(), generation, seq, page.clone());
            cache.in_flight.lock().unwrap().remove(&key);
            let _ = sender.send(Some(page.clone()));
            // Shared pages kept for everyone are compressed, quickly, off the async
            // workers, after the waiting visitors have their page (`idle` waits for
            // it); at the best once asked for again (`asked_again`).
            if cache.follows_changes && cache.enabled() && page.keep && page.status == 200 && !page.html.is_empty() {
                cache.compress(&key, generation, page.html.clone(), Encoded::quick).await;
            }
        });
        receiver
    }

    /// Refreshes a stale page in the background, unless a render of it runs already.
    /// The refresh is registered before this returns, so requests after it share it.
    pub fn refresh(self: &Arc<Self>, key: &str, render: impl FnOnce() -> RenderFuture) {
        let mut flights = self.in_flight.lock().unwrap();
        if !flights.contains_key(key) {
            self.start(&mut flights, key, render);
        }
    }

    /// Returns once no render of this cache is running and no page is being
    /// compressed (tests wait for background refreshes with it; a render whose task
    /// died counts as ended).
    pub async fn idle(&self) {
        loop {
            let settled = self.settled.notified();
            tokio::pin!(settled);
            settled.as_mut().enable();
            let compressing = self.compressing.load(Ordering::SeqCst) > 0;
            if !compressing && self.in_flight.lock().unwrap().values().all(|r| r.has_changed().is_err()) {
                return;
            }
            settled.await;
        }
    }

    /// Pages kept now (tests and metrics).
    pub fn len(&self) -> usize {
        self.entries.read().unwrap().0.len()
    }


    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicU64, Ordering};

    fn page(text: &'static str) -> CachedPage {
        CachedPage::page(200, Bytes::from_static(text.as_bytes()))
    }

    #[test]
    fn serves_fresh_then_stale_after_the_ttl() {
        let clock = Clock::system();
        let cache = PageCache::new(Duration::from_secs(60), Changes::new()).with_clock(clock.clone());
        cache.put("/".into(), cache.generation(), 0, page("a"));
        assert!(matches!(cache.lookup("/"), Lookup::Fresh(p) if p.html == "a"));
        clock.advance(Duration::from_secs(59));
        assert!(matches!(cache.lookup("/"), Lookup::Fresh(_)), "still within its lifetime");
        clock.advance(Duration::from_secs(1));
        assert!(matches!(cache.lookup("/"), Lookup::Stale(p) if p.html == "a"));
        assert_eq!((cache.counters.hits.get(), cache.counters.stale_served.get()), (3, 1));
    }

    #[test]
    fn invalidation_drops_pages_and_refuses_stale_renders() {
        let cache = PageCache::new(Duration::from_secs(60), Changes::new());
        let before = cache.generation();
        cache.put("/".into(), before, 0, page("a"));
        cache.invalidate();
        assert!(cache.get("/").is_none());
        cache.put("/".into(), before, 0, page("stale"));
        assert!(cache.get("/").is_none());
    }

    #[test]
    fn a_change_signalled_elsewhere_makes_pages_stale() {
        let changes = Changes::new();
        let cache = PageCache::new(Duration::from_secs(60), changes.clone());
        cache.put("/".into(), cache.generation(), 0, page("a"));
        changes.bump("translations");
        assert!(matches!(cache.lookup("/"), Lookup::Missing));
    }

    #[test]
    fn a_dropped_tag_drops_the_pages_that_show_it_and_no_other() {
        let changes = Changes::new();
        let cache = PageCache::new(Duration::from_secs(60), changes.clone());
        let tagged = |tags: &[&str]| page("p").tagged(tags.iter().map(|t| t.to_string()).collect());
        cache.put("dimmer".into(), 0, 0, tagged(&["lang:da", "product:dimmer"]));
        cache.put("smart-home".into(), 0, 0, tagged(&["lang:da", "collection:smart-home"]));
        cache.put("lamper".into(), 0, 0, tagged(&["lang:da", "collection:lamper"]));
        cache.put("en".into(), 0, 0, tagged(&["lang:en", "product:dimmer"]));
        let before = changes.tag_seq();
        changes.product_changed("dimmer", &["smart-home".into()]);
        assert!(cache.get("dimmer").is_none() && cache.get("en").is_none(), "its pages in each language");
        assert!(cache.get("smart-home").is_none(), "the listing it is in");
        assert!(cache.get("lamper").is_some(), "another listing stays");
        // A render that began before the change is not kept after it.
        cache.put("dimmer".into(), 0, before, tagged(&["lang:da", "product:dimmer"]));
        assert!(cache.get("dimmer").is_none());
        cache.put("dimmer".into(), 0, changes.tag_seq(), tagged(&["lang:da", "product:dimmer"]));
        assert!(cache.get("dimmer").is_some(), "one begun after it is");
        changes.text_changed("en");
        assert!(cache.get("dimmer").is_some() && cache.get("lamper").is_some());
        assert!(cache.get("en").is_none());
    }

    #[test]
    fn a_zero_ttl_disables_the_cache() {
        let cache = PageCache::new(Duration::ZERO, Changes::new());
        cache.put("/".into(), cache.generation(), 0, page("a"));
        assert!(cache.get("/").is_none());
    }

    #[test]
    fn the_budget_evicts_the_oldest() {
        let clock = Clock::system();
        let cache = PageCache::with(Duration::from_secs(60), true, Changes::new(), 3 * (100 + 1 + 64)).with_clock(clock.clone());
        for key in ["a", "b", "c", "d"] {
            cache.put(key.into(), 0, 0, CachedPage::page(200, vec![b'x'; 100]));
            clock.advance(Duration::from_millis(2));
        }
        assert!(cache.get("a").is_none(), "the oldest left");
        assert!(cache.get("d").is_some());
        assert_eq!(cache.len(), 3);
    }

    #[test]
    fn failed_renders_are_not_kept() {
        let cache = PageCache::new(Duration::from_secs(60), Changes::new());
        cache.put("/".into(), 0, 0, CachedPage::page(500, "boom"));
        assert!(cache.get("/").is_none());
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn fifty_concurrent_misses_render_once() {
        let cache = Arc::new(PageCache::new(Duration::from_secs(60), Changes::new()));
        let count = Arc::new(AtomicU64::new(0));
        let mut waiting = Vec::new();
        for _ in 0..50 {
            let (cache, count) = (cache.clone(), count.clone());
            waiting.push(tokio::spawn(async move {
                cache
                    .render_once("/", move || {
                        Box::pin(async move {
                            count.fetch_add(1, Ordering::SeqCst);
                            tokio::time::sleep(Duration::from_millis(100)).await;
                            page("rendered")
                        })
                    })
                    .await
            }));
        }
        for task in waiting {
            assert_eq!(task.await.unwrap().html, "rendered");
        }
        assert_eq!(count.load(Ordering::SeqCst), 1, "one render for fifty waiting requests");
        assert!(cache.get("/").is_some());
    }
}
