//! The page cache: anonymous GET pages rendered once per (language, path) and served
//! from memory until a short TTL passes or the data behind them changes (the
//! platform's [`Changes`] generation moves).

use std::collections::HashMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

use crate::platform::Changes;
use std::time::{Duration, Instant};

use bytes::Bytes;

/// At most this many pages are kept; a flood of distinct URLs empties the cache
/// instead of growing it.
const CAPACITY: usize = 2048;

#[derive(Clone)]
pub struct CachedPage {
    pub status: u16,
    pub html: Bytes,
}

pub struct PageCache {
    ttl: Duration,
    entries: Mutex<HashMap<String, (Instant, u64, CachedPage)>>,
    changes: Changes,
    pub hits: AtomicU64,
    pub misses: AtomicU64,
}

impl PageCache {
    pub fn new(ttl: Duration, changes: Changes) -> PageCache {
        PageCache {
            ttl,
            entries: Mutex::new(HashMap::new()),
            changes,
            hits: AtomicU64::new(0),
            misses: AtomicU64::new(0),
        }
    }

    pub fn enabled(&self) -> bool {
        !self.ttl.is_zero()
    }

    /// The generation a render starts in; a page rendered before an invalidation
    /// is not stored after it.
    pub fn generation(&self) -> u64 {
        self.changes.generation()
    }

    pub fn get(&self, key: &str) -> Option<CachedPage> {
        if !self.enabled() {
            return None;
        }
        let generation = self.generation();
        let entries = self.entries.lock().unwrap();
        let found = entries
            .get(key)
            .filter(|(at, generation_then, _)| *generation_then == generation && at.elapsed() < self.ttl)
            .map(|(_, _, page)| page.clone());
        drop(entries);
        match found {
            Some(page) => {
                self.hits.fetch_add(1, Ordering::Relaxed);
                Some(page)
            }
            None => {
                self.misses.fetch_add(1, Ordering::Relaxed);
                None
            }
        }
    }

    pub fn put(&self, key: String, generation: u64, page: CachedPage) {
        if !self.enabled() || generation != self.generation() {
            return;
        }
        let mut entries = self.entries.lock().unwrap();
        if entries.len() >= CAPACITY {
            entries.clear();
        }
        entries.insert(key, (Instant::now(), generation, page));
    }

    /// Data behind the pages changed: everything renders afresh.
    pub fn invalidate(&self) {
        self.changes.bump("page cache invalidated");
        self.entries.lock().unwrap().clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn page(text: &'static str) -> CachedPage {
        CachedPage { status: 200, html: Bytes::from_static(text.as_bytes()) }
    }

    #[test]
    fn serves_until_the_ttl_passes() {
        let cache = PageCache::new(Duration::from_millis(50), Changes::new());
        cache.put("/".into(), cache.generation(), page("a"));
        assert_eq!(cache.get("/").unwrap().html, "a");
        std::thread::sleep(Duration::from_millis(60));
        assert!(cache.get("/").is_none());
    }

    #[test]
    fn invalidation_drops_pages_and_refuses_stale_renders() {
        let cache = PageCache::new(Duration::from_secs(60), Changes::new());
        let before = cache.generation();
        cache.put("/".into(), before, page("a"));
        cache.invalidate();
        assert!(cache.get("/").is_none());
        cache.put("/".into(), before, page("stale"));
        assert!(cache.get("/").is_none());
    }

    #[test]
    fn a_change_signalled_elsewhere_makes_pages_stale() {
        let changes = Changes::new();
        let cache = PageCache::new(Duration::from_secs(60), changes.clone());
        cache.put("/".into(), cache.generation(), page("a"));
        changes.bump("translations");
        assert!(cache.get("/").is_none());
    }

    #[test]
    fn a_zero_ttl_disables_the_cache() {
        let cache = PageCache::new(Duration::ZERO, Changes::new());
        cache.put("/".into(), cache.generation(), page("a"));
        assert!(cache.get("/").is_none());
    }
}
