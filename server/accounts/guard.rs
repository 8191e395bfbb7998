//! The guard in front of every password check (sign-in and password change): limits
//! that hurt an attacker, not the account's owner, and hold under concurrency.
//!
//! - Failures per (account, address): 5 in 15 minutes, then that pair waits.
//! - Failures per address: 20 in 15 minutes, across accounts.
//! - Failures per account from anywhere: past 10 in 15 minutes, an attempt from an
//!   address that has failed before is slowed down (0.25 s, doubling, at most 8 s).
//!   An address with no failures is never slowed, so the owner's right password from
//!   their own address signs in at once.
//! - Grinding is capped: after 50 failures on one account within 24 hours (counted
//!   in the database, across every address and instance) the password alone no
//!   longer signs the account in; the answer says a sign-in link was mailed (the same
//!   answer for every e-mail) and the owner gets a single-use link
//!   ([`super::link`]). A password reset keeps working and ends the cap, like the link.
//!   That is at most 50 guesses a day against one account (NIST SP 800-63B § 5.2.2
//!   allows at most 100 consecutive failures).
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
/// Failures on one account in 24 hours before the password alone stops signing it in.
pub const ACCOUNT_CAP: i64 = 50;
const ACCOUNT_DAY: Limit = Limit::new(ACCOUNT_CAP, Duration::from_secs(24 * 3600));
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
    /// Attempts slowed down (for tests).
    pub delayed: Arc<AtomicU64>,
}

/// What the guard allows.
pub enum Verdict {
    /// Check the password, then settle the attempt.
    Check(Attempt),
    /// The account is past the cap: the password is not checked (the owner gets a
    /// sign-in link instead).
    PasswordAloneRefused,
}

/// A reserved attempt: settle it with the check's outcome.
pub struct Attempt {
    limits: Limits,
    pair: String,
    address: String,
    account: String,
    day: String,
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
        Guard { limits, in_flight: Arc::default(), checks: Arc::default(), delayed: Arc::default() }
    }

    /// Reserves an attempt on `account` (an e-mail) from `address`, or refuses it.
    pub async fn attempt(&self, account: &str, address: IpAddr) -> Result<Verdict, ApiError> {
        let pair = format!("password:pair:{account}:{address}");
        let by_address = format!("password:address:{address}");
        let by_account = format!("password:account:{account}");
        let day = format!("password:day:{account}");
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
        // The cap, counted across instances: the 51st attempt in a day is not checked.
        let day_count = self.limits.reserve(&day, ACCOUNT_DAY).await?;
        if !day_count.allowed {
            self.limits.release(&pair).await?;
            self.limits.release(&by_address).await?;
            tracing::warn!(failures = day_count.count - 1, "account past its daily failure cap: password alone refused");
            return Ok(Verdict::PasswordAloneRefused);
        }
        let account_count = self.limits.reserve(&by_account, ACCOUNT_WINDOW).await?;
        // Only an address that failed before waits (its count includes this attempt).
        let address_failed_before = address_count.count > 1 || pair_count.count > 1;
        let delay = if address_failed_before { slowdown(account_count.count) } else { Duration::ZERO };
        if !delay.is_zero() {
            tracing::warn!(delay_ms = delay.as_millis() as u64, "many failed attempts on one account: slowing down");
            self.delayed.fetch_add(1, Ordering::Relaxed);
            tokio::time::sleep(delay).await;
        }
        self.checks.fetch_add(1, Ordering::Relaxed);
        Ok(Verdict::Check(Attempt { limits: self.limits.clone(), pair, address: by_address, account: by_account, day, _slot: slot }))
    }

    /// A successful password reset (or sign-in link) ends the account's lockouts.
    pub async fn forgive(&self, account: &str) -> Result<(), sqlx::Error> {
        self.limits.clear(&format!("password:account:{account}")).await?;
        self.limits.clear(&format!("password:day:{account}")).await
    }
}

impl Attempt {
    /// The right password: the pair and the account start over; the address keeps
    /// its other failures (this attempt is given back).
    pub async fn succeeded(self) -> Result<(), sqlx::Error> {
        self.limits.clear(&self.pair).await?;
        self.limits.clear(&self.account).await?;
        self.limits.clear(&self.day).await?;
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
