//! The guard in front of every password check (sign-in and password change): limits
//! that hurt an attacker, not the account's owner, and hold under concurrency.
//!
//! - Failures per (account, address): 5 in 15 minutes, then that pair waits.
//! - Failures per address: 20 in 15 minutes, across accounts.
//! - Failures per account from anywhere never refuse: past 10 in 15 minutes each
//!   attempt on the account is slowed down (0.25 s, doubling, at most 8 s), so the
//!   owner's right password from a clean address still signs in, while guessing from
//!   many addresses gets slow. A locked-out owner can always reset the password.
//! - Attempts are counted before the password is checked (reserved), and one check
//!   per account runs at a time; a concurrent one is refused at once.

use std::collections::HashSet;
use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::http::StatusCode;

use crate::http::ApiError;
use crate::platform::limits::{Limit, Limits};

pub const PER_PAIR: Limit = Limit::per_minutes(5, 15);
pub const PER_ADDRESS: Limit = Limit::per_minutes(20, 15);
/// Failures on one account (from anywhere) before attempts on it slow down.
pub const ACCOUNT_SLOWDOWN_AFTER: i64 = 10;
const ACCOUNT_WINDOW: Limit = Limit::per_minutes(i64::MAX, 15);
const FIRST_DELAY: Duration = Duration::from_millis(250);
const MAX_DELAY: Duration = Duration::from_secs(8);

/// The delay before checking a password on an account with `failures` recent ones.
pub fn slowdown(failures: i64) -> Duration {
    if failures <= ACCOUNT_SLOWDOWN_AFTER {
        return Duration::ZERO;
    }
    let doublings = (failures - ACCOUNT_SLOWDOWN_AFTER - 1).min(16) as u32;
    (FIRST_DELAY * 2u32.pow(doublings)).min(MAX_DELAY)
}

#[derive(Clone)]
pub struct Guard {
    limits: Limits,
    in_flight: Arc<Mutex<HashSet<String>>>,
    /// Password checks done (for tests and metrics).
    pub checks: Arc<AtomicU64>,
}

/// A reserved attempt: settle it with the check's outcome.
pub struct Attempt {
    limits: Limits,
    pair: String,
    address: String,
    account: String,
    _slot: Slot,
}

struct Slot {
    set: Arc<Mutex<HashSet<String>>>,
    account: String,
}

impl Drop for Slot {
    fn drop(&mut self) {
        self.set.lock().unwrap().remove(&self.account);
    }
}

fn too_many(minutes: u64, seconds: u64) -> ApiError {
    ApiError::new(StatusCode::TOO_MANY_REQUESTS, "auth-rate-limited").with_arg("minutes", minutes).with_retry_after(seconds.max(1))
}

impl Guard {
    pub fn new(limits: Limits) -> Guard {
        Guard { limits, in_flight: Arc::default(), checks: Arc::default() }
    }

    /// Reserves an attempt on `account` (an e-mail) from `address`, or refuses it.
    pub async fn attempt(&self, account: &str, address: IpAddr) -> Result<Attempt, ApiError> {
        let pair = format!("password:pair:{account}:{address}");
        let by_address = format!("password:address:{address}");
        let by_account = format!("password:account:{account}");
        let pair_count = self.limits.reserve(&pair, PER_PAIR).await?;
        let address_count = self.limits.reserve(&by_address, PER_ADDRESS).await?;
        if !pair_count.allowed || !address_count.allowed {
            let wait = [pair_count, address_count].into_iter().filter(|c| !c.allowed).map(|c| c.resets_in).max().unwrap();
            tracing::warn!(%address, "password attempts limited");
            return Err(too_many(wait.as_secs().div_ceil(60).max(1), wait.as_secs()));
        }
        // One check per account at a time.
        let slot = {
            let mut set = self.in_flight.lock().unwrap();
            if set.insert(account.to_owned()) {
                Some(Slot { set: self.in_flight.clone(), account: account.to_owned() })
            } else {
                None
            }
        };
        let Some(slot) = slot else {
            // Not checked, so not counted.
            self.limits.release(&pair).await?;
            self.limits.release(&by_address).await?;
            return Err(too_many(1, 1));
        };
        let account_count = self.limits.reserve(&by_account, ACCOUNT_WINDOW).await?;
        let delay = slowdown(account_count.count);
        if !delay.is_zero() {
            tracing::warn!(delay_ms = delay.as_millis() as u64, "many failed attempts on one account: slowing down");
            tokio::time::sleep(delay).await;
        }
        self.checks.fetch_add(1, Ordering::Relaxed);
        Ok(Attempt { limits: self.limits.clone(), pair, address: by_address, account: by_account, _slot: slot })
    }

    /// A successful password reset ends the account's lockouts.
    pub async fn forgive(&self, account: &str) -> Result<(), sqlx::Error> {
        self.limits.clear(&format!("password:account:{account}")).await
    }
}

impl Attempt {
    /// The right password: the pair and the account start over; the address keeps
    /// its other failures (this attempt is given back).
    pub async fn succeeded(self) -> Result<(), sqlx::Error> {
        self.limits.clear(&self.pair).await?;
        self.limits.clear(&self.account).await?;
        self.limits.release(&self.address).await
    }

    /// A wrong password: every reserved count stays.
    pub fn failed(self) {}
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_owner_is_slowed_down_never_refused() {
        assert_eq!(slowdown(1), Duration::ZERO);
        assert_eq!(slowdown(10), Duration::ZERO);
        assert_eq!(slowdown(11), Duration::from_millis(250));
        assert_eq!(slowdown(12), Duration::from_millis(500));
        assert_eq!(slowdown(15), Duration::from_secs(4));
        assert_eq!(slowdown(1000), Duration::from_secs(8));
    }
}
