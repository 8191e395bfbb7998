//! Stale-while-revalidate: a fresh answer is served from memory; a stale one is
//! served at once while one background refresh runs; a failing refresh keeps the
//! stale answer. So a slow or failing shop never blocks a page that was seen before.

use std::collections::HashMap;
use std::future::Future;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::ShopError;

struct Entry<V> {
    value: V,
    fetched: Instant,
    refreshing: bool,
}

pub struct SwrCache<V> {
    fresh_for: Duration,
    keep_for: Duration,
    entries: Mutex<HashMap<String, Entry<V>>>,
}

impl<V: Clone + Send + 'static> SwrCache<V> {
    pub fn new(fresh_for: Duration, keep_for: Duration) -> SwrCache<V> {
        SwrCache { fresh_for, keep_for, entries: Mutex::new(HashMap::new()) }
    }

    /// Keeps `value` as the fresh answer for `key` (read by another request that
    /// brought it along).
    pub fn put(&self, key: &str, value: V) {
        self.entries.lock().unwrap().insert(key.to_owned(), Entry { value, fetched: Instant::now(), refreshing: false });
    }

    /// Drops the answer for `key`: the next read asks again (the answer is known to
    /// have changed, and a stale one would be served and kept by the page cache).
    pub fn forget(&self, key: &str) {
        self.entries.lock().unwrap().remove(key);
    }

    pub async fn get<F, Fut>(self: &Arc<Self>, key: &str, fetch: F) -> Result<V, ShopError>
    where
        F: FnOnce() -> Fut + Send + 'static,
        Fut: Future<Output = Result<V, ShopError>> + Send + 'static,
    {
        let stale = {
            let mut entries = self.entries.lock().unwrap();
            match entries.get_mut(key) {
                Some(entry) if entry.fetched.elapsed() < self.fresh_for => return Ok(entry.value.clone()),
                Some(entry) if entry.fetched.elapsed() < self.keep_for => {
                    let start_refresh = !entry.refreshing;
                    entry.refreshing = true;
                    Some((entry.value.clone(), start_refresh))
                }
                _ => None,
            }
        };
        match stale {
            Some((value, start_refresh)) => {
                if start_refresh {
                    let cache = self.clone();
                    let key = key.to_owned();
                    tokio::spawn(async move {
                        let result = fetch().await;
                        let mut entries = cache.entries.lock().unwrap();
                        match result {
                            Ok(fresh) => {
                                entries.insert(key, Entry { value: fresh, fetched: Instant::now(), refreshing: false });
                            }
                            Err(error) => {
                                tracing::warn!(%error, key, "shop refresh failed; serving the stale answer");
                                if let Some(entry) = entries.get_mut(&key) {
                                    entry.refreshing = false;
                                }
                            }
                        }
                    });
                }
                Ok(value)
            }
            None => {
                let value = fetch().await?;
                self.entries
                    .lock()
                    .unwrap()
                    .insert(key.to_owned(), Entry { value: value.clone(), fetched: Instant::now(), refreshing: false });
                Ok(value)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[tokio::test]
    async fn serves_fresh_then_stale_while_refreshing_and_keeps_stale_on_failure() {
        let cache = Arc::new(SwrCache::<u32>::new(Duration::from_millis(50), Duration::from_secs(60)));
        let calls = Arc::new(AtomicUsize::new(0));
        let counting = |answer: Result<u32, ShopError>| {
            let calls = calls.clone();
            move || async move {
                calls.fetch_add(1, Ordering::SeqCst);
                answer
            }
        };
        assert_eq!(cache.get("k", counting(Ok(1))).await.unwrap(), 1);
        assert_eq!(cache.get("k", counting(Ok(2))).await.unwrap(), 1, "fresh: no fetch");
        assert_eq!(calls.load(Ordering::SeqCst), 1);

        tokio::time::sleep(Duration::from_millis(60)).await;
        // Stale: answered at once with the old value; the failing refresh keeps it.
        assert_eq!(cache.get("k", counting(Err(ShopError::Http(503)))).await.unwrap(), 1);
        tokio::time::sleep(Duration::from_millis(10)).await;
        assert_eq!(calls.load(Ordering::SeqCst), 2);
        // A successful refresh replaces it.
        assert_eq!(cache.get("k", counting(Ok(3))).await.unwrap(), 1);
        tokio::time::sleep(Duration::from_millis(10)).await;
        assert_eq!(cache.get("k", counting(Ok(4))).await.unwrap(), 3);
        // Nothing cached and the shop fails: the error comes through.
        assert_eq!(cache.get("other", counting(Err(ShopError::Timeout))).await, Err(ShopError::Timeout));
    }
}
