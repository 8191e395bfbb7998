//! Counts events per key (failed sign-ins, form submissions) in a sliding window and
//! says when a key may try again. In memory: one process serves the site, and a
//! restart forgetting counts is fine.

use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;
use std::time::{Duration, Instant};

pub struct RateLimiter {
    window: Duration,
    limit: usize,
    failures: Mutex<HashMap<String, VecDeque<Instant>>>,
}

impl RateLimiter {
    pub fn new(limit: usize, window: Duration) -> RateLimiter {
        RateLimiter { window, limit, failures: Mutex::new(HashMap::new()) }
    }

    /// When `key` may try again, if it is locked out now.
    pub fn retry_after(&self, key: &str) -> Option<Duration> {
        let mut failures = self.failures.lock().unwrap();
        let now = Instant::now();
        let entries = failures.get_mut(key)?;
        while entries.front().is_some_and(|t| now.duration_since(*t) >= self.window) {
            entries.pop_front();
        }
        if entries.len() >= self.limit {
            entries.front().map(|first| self.window.saturating_sub(now.duration_since(*first)))
        } else {
            None
        }
    }

    pub fn fail(&self, key: &str) {
        let mut failures = self.failures.lock().unwrap();
        // Forget idle keys now and then so the map cannot grow without bound.
        if failures.len() > 50_000 {
            let window = self.window;
            failures.retain(|_, v| v.back().is_some_and(|t| t.elapsed() < window));
        }
        failures.entry(key.to_owned()).or_default().push_back(Instant::now());
    }

    pub fn reset(&self, key: &str) {
        self.failures.lock().unwrap().remove(key);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locks_out_after_the_limit_within_the_window() {
        let limiter = RateLimiter::new(3, Duration::from_millis(100));
        for _ in 0..3 {
            assert!(limiter.retry_after("a").is_none());
            limiter.fail("a");
        }
        assert!(limiter.retry_after("a").is_some());
        assert!(limiter.retry_after("b").is_none(), "other keys are not affected");
        std::thread::sleep(Duration::from_millis(110));
        assert!(limiter.retry_after("a").is_none(), "the window slides");
        limiter.fail("a");
        limiter.reset("a");
        assert!(limiter.retry_after("a").is_none());
    }
}
