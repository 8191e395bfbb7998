//! Following an online payment until it settles, as a job of the shop's queue
//! (`jobs::Kind::Payment`, key `payment:<id>`), queued with the attempt itself: a
//! page left open is asked about after ten minutes and then every minute (for
//! whoever's webhook never came), an attempt never made at the provider is closed
//! after the page's lifetime, and an authorisation about to run out is made known to
//! the business once. Whoever settles it first (the return page, a webhook, this
//! job) settles it once: the job only asks and applies, as they do.

use std::sync::Arc;
use std::time::Duration;

use super::sync::{PaymentRow, Problem, unix_ms};
use super::{Payments, ProviderError, SESSION_MINUTES, SYNC_AFTER_MINUTES, WARN_BEFORE_HOURS};
use crate::jobs::{Handler, Job, Jobs, Kind, Outcome, Running};

/// The job that follows the payment attempt `id`.
pub fn job_key(id: &str) -> String {
    format!("payment:{id}")
}

/// How often a page left open is asked about again.
const EVERY: Duration = Duration::from_secs(60);

/// Until `at` (Unix ms) from `now`, at least a moment.
fn until(now: i64, at: i64) -> Duration {
    Duration::from_millis((at - now).max(1000) as u64)
}

impl Payments {
    /// Makes the queue's payment workers follow this service's payments.
    pub fn register(&self, jobs: &Jobs) {
        jobs.handle(Kind::Payment, Arc::new(Follower(self.clone())));
    }

    /// One look at the payment attempt `id`: what is due now done, and when to look
    /// again.
    pub(crate) async fn follow(&self, id: &str) -> Result<Outcome, Problem> {
        let now = self.clock.unix_ms();
        let Some(mut row) = self.row_if_any(id).await? else { return Ok(Outcome::Done(None)) };
        let created = unix_ms(&row.created_at);
        if row.state == "open" {
            if self.provider.is_none() {
                return Ok(Outcome::Done(None));
            }
            let ask_from = created + SYNC_AFTER_MINUTES * 60_000;
            if now < ask_from {
                return Ok(Outcome::Again(until(now, ask_from)));
            }
            if row.reference.is_none() {
                // Never made at the provider: closed once its page would have expired.
                let closes = created + (SESSION_MINUTES + 5) * 60_000;
                if now < closes {
                    return Ok(Outcome::Again(until(now, closes)));
                }
                if self.move_state(&row.id, &["open"], "expired").await? {
                    self.order_unpaid(&row).await?;
                }
                return Ok(Outcome::Done(None));
            }
            row = self.sync(&row).await?;
            if row.state == "open" {
                return Ok(Outcome::Again(EVERY));
            }
        }
        if row.state == "authorised" {
            let Some(before) = row.capture_before.as_deref().map(unix_ms) else { return Ok(Outcome::Done(None)) };
            let warn_from = before - WARN_BEFORE_HOURS * 3600 * 1000;
            if now < warn_from {
                return Ok(Outcome::Again(until(now, warn_from)));
            }
            self.warn_if_expiring(&row).await?;
        }
        Ok(Outcome::Done(None))
    }

    async fn row_if_any(&self, id: &str) -> Result<Option<PaymentRow>, sqlx::Error> {
        match self.row(id).await {
            Ok(row) => Ok(Some(row)),
            Err(sqlx::Error::RowNotFound) => Ok(None),
            Err(error) => Err(error),
        }
    }
}

/// The payment workers' work.
struct Follower(Payments);

impl Handler for Follower {
    fn run<'a>(&'a self, job: &'a Job) -> Running<'a> {
        Box::pin(async move {
            let id = job.payload["payment"].as_str().unwrap_or_default();
            match self.0.follow(id).await {
                Ok(outcome) => outcome,
                // The provider refused to say (no such session): asking again will not mend it.
                Err(Problem::Provider(ProviderError::Refused { code, message })) => Outcome::Stop(format!("{code}: {message}")),
                Err(error) => {
                    tracing::warn!(payment = id, %error, "payments job: the provider could not be asked");
                    Outcome::retry(error.to_string())
                }
            }
        })
    }
}
