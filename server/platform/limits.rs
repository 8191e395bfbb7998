//! Rate limits that hold under concurrency and across instances: counters in the
//! database (`rate_limits`), changed by one atomic upsert each, so "count, then
//! decide" can never be raced by requests arriving together, and every instance on
//! the same database sees the same counts.
//!
//! An attempt is *reserved* before the work it limits (the count goes up first; past
//! the limit the attempt is refused without doing the work) and *settled* after it:
//! a success may give the reservation back ([`Limits::release`]) or clear the key.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::platform::{Clock, Db};

/// One limit: at most `max` events per `window`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limit {
    pub max: i64,
    pub window: Duration,
}

impl Limit {
    pub const fn new(max: i64, window: Duration) -> Limit {
        Limit { max, window }
    }
    pub const fn per_minutes(max: i64, minutes: u64) -> Limit {
        Limit { max, window: Duration::from_secs(minutes * 60) }
    }
}

/// What a reservation found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Count {
    /// Events in the window, this one included.
    pub count: i64,
    /// Until the window ends.
    pub resets_in: Duration,
    pub allowed: bool,
}

impl Count {
    /// Whole minutes to wait, at least 1 (for messages).
    pub fn minutes(&self) -> u64 {
        self.resets_in.as_secs().div_ceil(60).max(1)
    }
}

/// Keys an instance's own counters hold before the ended windows are swept.
const LOCAL_KEYS: usize = 100_000;
/// The most keys kept: past it (a million addresses within one window, where a count
/// per address protects nothing) the counts start over.
const LOCAL_KEYS_AT_MOST: usize = 1_000_000;

/// Counters in this instance's memory: for limits on cheap, frequent work (a search
/// per keystroke) where a write to the shared database per event would cost more than
/// the work, and each instance counting its own share is enough. Same windows as
/// [`Limits`]; refusals are not counted ([`Limits::reserve_within`]'s rule).
#[derive(Clone)]
pub struct LocalLimits {
    clock: Clock,
    counts: Arc<Mutex<Counts>>,
}

/// Each key's count and the end of its window (Unix ms).
#[derive(Default)]
struct Counts {
    keys: HashMap<String, (i64, i64)>,
    /// How many keys the next sweep waits for: twice what the last one left (at
    /// least [`LOCAL_KEYS`]), so a sweep that frees little (many addresses within
    /// one window) is not repeated for every new key.
    sweep_at: usize,
    sweeps: u64,
}

impl LocalLimits {
    pub fn new(clock: Clock) -> LocalLimits {
        LocalLimits { clock, counts: Arc::default() }
    }

    /// Sweeps of ended windows so far (for tests).
    pub fn sweeps(&self) -> u64 {
        self.counts.lock().unwrap().sweeps
    }

    /// Keys counted now (for tests).
    pub fn keys(&self) -> usize {
        self.counts.lock().unwrap().keys.len()
    }

    pub fn reserve_within(&self, key: &str, limit: Limit) -> Count {
        let now = self.clock.unix_ms();
        let window = limit.window.as_millis() as i64;
        let mut guard = self.counts.lock().unwrap();
        let counts = &mut *guard;
        if counts.keys.len() >= counts.sweep_at.max(LOCAL_KEYS) && !counts.keys.contains_key(key) {
            counts.keys.retain(|_, (_, reset_at)| *reset_at > now);
            if counts.keys.len() >= LOCAL_KEYS_AT_MOST {
                tracing::warn!(keys = counts.keys.len(), "too many addresses counted within one window: the counts start over");
                counts.keys.clear();
            }
            counts.sweep_at = counts.keys.len() * 2;
            counts.sweeps += 1;
        }
        let (count, reset_at) = counts.keys.entry(key.to_owned()).or_insert((0, now + window));
        if *reset_at <= now {
            *count = 0;
            *reset_at = now + window;
        }
        let allowed = *count < limit.max;
        if allowed {
            *count += 1;
        }
        Count { count: *count + i64::from(!allowed), resets_in: Duration::from_millis((*reset_at - now).max(0) as u64), allowed }
    }
}

/// The counters, in the database every instance shares.
#[derive(Clone)]
pub struct Limits {
    db: Db,
    clock: Clock,
    /// This instance's own counters ([`Limits::local`]), shared by every clone.
    local: LocalLimits,
}

impl Limits {
    /// Windows are measured on `clock` (the application's; the tests move it).
    pub fn new(db: Db, clock: Clock) -> Limits {
        Limits { local: LocalLimits::new(clock.clone()), db, clock }
    }

    /// The clock the windows are measured on (the application's).
    pub fn clock(&self) -> Clock {
        self.clock.clone()
    }

    /// Counters of this instance alone, on the same clock ([`LocalLimits`]): the same
    /// counters for every caller (keys say whose they are).
    pub fn local(&self) -> LocalLimits {
        self.local.clone()
    }

    /// Counts one event for `key` and says whether it is within `limit`. The count
    /// goes up even when it is not (an attacker's refused attempts keep counting).
    pub async fn reserve(&self, key: &str, limit: Limit) -> Result<Count, sqlx::Error> {
        let now = self.clock.unix_ms();
        let window = limit.window.as_millis() as i64;
        let (count, reset_at): (i64, i64) = sqlx::query_as(
            "insert into rate_limits (key, count, reset_at) values ($1, 1, $2 + $3)
             on conflict (key) do update set
               count = case when rate_limits.reset_at <= $2 then 1 else rate_limits.count + 1 end,
               reset_at = case when rate_limits.reset_at <= $2 then $2 + $3 else rate_limits.reset_at end
             returning count, reset_at",
        )
        .bind(key)
        .bind(now)
        .bind(window)
        .fetch_one(&self.db)
        .await?;
        Ok(Count {
            count,
            resets_in: Duration::from_millis((reset_at - now).max(0) as u64),
            allowed: count <= limit.max,
        })
    }

    /// Like [`Limits::reserve`], but an event past the limit is not counted (for
    /// limits on what succeeds, so refusals do not extend the wait).
    pub async fn reserve_within(&self, key: &str, limit: Limit) -> Result<Count, sqlx::Error> {
        let count = self.reserve(key, limit).await?;
        if !count.allowed {
            self.release(key).await?;
        }
        Ok(count)
    }

    /// The count now, without adding to it.
    pub async fn peek(&self, key: &str) -> Result<i64, sqlx::Error> {
        let count: Option<i64> = sqlx::query_scalar("select count from rate_limits where key = $1 and reset_at > $2")
            .bind(key)
            .bind(self.clock.unix_ms())
            .fetch_optional(&self.db)
            .await?;
        Ok(count.unwrap_or(0))
    }

    /// Gives one reserved event back.
    pub async fn release(&self, key: &str) -> Result<(), sqlx::Error> {
        sqlx::query("update rate_limits set count = count - 1 where key = $1 and count > 0")
            .bind(key)
            .execute(&self.db)
            .await?;
        Ok(())
    }

    /// Forgets the key (a success that clears earlier failures).
    pub async fn clear(&self, key: &str) -> Result<(), sqlx::Error> {
        sqlx::query("delete from rate_limits where key = $1").bind(key).execute(&self.db).await?;
        Ok(())
    }

    /// Removes windows that ended (run now and then).
    pub async fn sweep(&self) -> Result<u64, sqlx::Error> {
        let done = sqlx::query("delete from rate_limits where reset_at <= $1").bind(self.clock.unix_ms()).execute(&self.db).await?;
        Ok(done.rows_affected())
    }

    /// Sweeps every ten minutes for the life of the server.
    pub async fn sweep_periodically(self) {
        let mut ticker = tokio::time::interval(Duration::from_secs(600));
        loop {
            ticker.tick().await;
            if let Err(error) = self.sweep().await {
                tracing::warn!(%error, "sweeping rate-limit counters");
            }
        }
    }
}

#[cfg(test)]
mod local_tests {
    use super::*;

    #[test]
    fn an_instances_own_counters_hold_the_limit_and_start_again_with_the_window() {
        let clock = Clock::system();
        let limits = LocalLimits::new(clock.clone());
        let limit = Limit::per_minutes(3, 1);
        let counts: Vec<bool> = (0..5).map(|_| limits.reserve_within("a", limit).allowed).collect();
        assert_eq!(counts, [true, true, true, false, false]);
        assert!(limits.reserve_within("b", limit).allowed, "another key counts alone");
        clock.advance(Duration::from_secs(59));
        let refused = limits.reserve_within("a", limit);
        assert!(!refused.allowed && refused.resets_in <= Duration::from_secs(1));
        clock.advance(Duration::from_secs(1));
        assert!(limits.reserve_within("a", limit).allowed, "a new window");
    }

    #[test]
    fn many_addresses_within_one_window_are_swept_now_and_then_not_for_every_new_one() {
        let clock = Clock::system();
        let limits = LocalLimits::new(clock.clone());
        let limit = Limit::per_minutes(3, 1);
        // Half again as many addresses as the sweep waits for, all within the window:
        // the first sweep frees nothing, and the next waits for twice as many.
        for n in 0..LOCAL_KEYS + LOCAL_KEYS / 2 {
            assert!(limits.reserve_within(&format!("search:address:10.{n}"), limit).allowed);
        }
        assert_eq!(limits.sweeps(), 1, "one sweep for {} new keys", LOCAL_KEYS / 2);
        assert_eq!(limits.keys(), LOCAL_KEYS + LOCAL_KEYS / 2, "every count kept within its window");
        // An address counted before the sweep still has its count.
        for _ in 0..2 {
            limits.reserve_within("search:address:10.7", limit);
        }
        assert!(!limits.reserve_within("search:address:10.7", limit).allowed);
        // The windows end: the next sweep, when due, frees them.
        clock.advance(Duration::from_secs(61));
        for n in 0..LOCAL_KEYS / 2 + 1 {
            limits.reserve_within(&format!("search:address:11.{n}"), limit);
        }
        assert_eq!(limits.sweeps(), 2);
        assert!(limits.keys() <= LOCAL_KEYS / 2 + 1, "the ended windows went: {}", limits.keys());
    }

    #[tokio::test]
    async fn every_caller_shares_the_instances_counters() {
        let db = crate::platform::db::connect("sqlite::memory:").await.unwrap();
        let limits = Limits::new(db, Clock::system());
        let limit = Limit::per_minutes(2, 1);
        assert!(limits.local().reserve_within("webhook:stripe:10.0.0.1", limit).allowed);
        assert!(limits.clone().local().reserve_within("webhook:stripe:10.0.0.1", limit).allowed);
        assert!(!limits.local().reserve_within("webhook:stripe:10.0.0.1", limit).allowed, "the third within the minute");
    }
}
