//! Retention as the privacy policy says, once a day on one instance (whichever moves
//! the `retention` row of `scheduled_jobs` first): requests untouched for 12 months
//! are deleted unless the back office keeps them as a case; newsletter sign-ups not
//! confirmed within 7 days go; expired sessions, account
//! tokens and sign-in challenges go; an account unused for 3 years is deleted like its
//! owner would (orders keep their figures), after a warning mail 30 days before, which
//! a sign-in answers. Administrators' accounts are never deleted this way (the business
//! would lock itself out). Each run is logged with its counts. The periods are
//! settings; the time is the application's [`Clock`] (the tests move it).

use std::time::Duration;

use super::Privacy;
use crate::i18n::{Lang, Text};
use crate::mail::Letter;
use crate::platform::Clock;

/// The policy's periods.
#[derive(Debug, Clone, clap::Args)]
pub struct RetentionSettings {
    /// Days a quote request or message is kept after its last handling (unless kept
    /// as a case).
    #[arg(long, env = "RETENTION_REQUESTS_DAYS", default_value_t = 365)]
    pub retention_requests_days: i64,

    /// Days an account may go unused before it is deleted.
    #[arg(long, env = "RETENTION_ACCOUNT_DAYS", default_value_t = 3 * 365)]
    pub retention_account_days: i64,

    /// Days before that deletion its owner is warned by mail.
    #[arg(long, env = "RETENTION_WARNING_DAYS", default_value_t = 30)]
    pub retention_warning_days: i64,

    /// Days a newsletter sign-up may stay unconfirmed.
    #[arg(long, env = "RETENTION_UNCONFIRMED_DAYS", default_value_t = 7)]
    pub retention_unconfirmed_days: i64,
}

const DAY_MS: i64 = 24 * 3600 * 1000;

/// What one run did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Report {
    pub requests: u64,
    pub unconfirmed_sign_ups: u64,
    pub sessions: u64,
    pub tokens: u64,
    pub challenges: u64,
    pub accounts_warned: u64,
    pub accounts_deleted: u64,
    pub webhook_deliveries: u64,
}

/// The daily retention job.
#[derive(Clone)]
pub struct Retention {
    privacy: Privacy,
    clock: Clock,
    settings: RetentionSettings,
}

impl Retention {
    pub fn new(privacy: Privacy, clock: Clock, settings: RetentionSettings) -> Retention {
        Retention { privacy, clock, settings }
    }

    /// Runs when a day has passed since the last run on any instance; `None` when it
    /// was not due (or another instance took it).
    pub async fn run_if_due(&self) -> Result<Option<Report>, sqlx::Error> {
        let now = self.clock.unix_ms();
        let claimed = sqlx::query("update scheduled_jobs set next_run_at = $1 where name = 'retention' and next_run_at <= $2")
            .bind(now + DAY_MS)
            .bind(now)
            .execute(&self.privacy.db)
            .await?;
        if claimed.rows_affected() == 0 {
            return Ok(None);
        }
        self.run().await.map(Some)
    }

    /// Looks every 10 minutes whether the day's run is due (first 10 minutes after
    /// start: a restart loop does not run it over and over, and a test's application
    /// runs it only when the test says).
    pub async fn run_periodically(self) {
        let period = Duration::from_secs(600);
        let mut every = tokio::time::interval_at(tokio::time::Instant::now() + period, period);
        loop {
            every.tick().await;
            if let Err(error) = self.run_if_due().await {
                tracing::error!(%error, "the retention job failed; it runs again tomorrow");
            }
        }
    }

    /// One run, now.
    pub async fn run(&self) -> Result<Report, sqlx::Error> {
        let db = &self.privacy.db;
        let days_ago = |days: i64| self.clock.rfc3339_offset(-days * DAY_MS);
        let now_secs = self.clock.unix_ms() / 1000;
        let mut report = Report::default();

        report.requests = sqlx::query("delete from contact_requests where kept_as_case = 0 and coalesce(handled_at, created_at) < $1")
            .bind(days_ago(self.settings.retention_requests_days))
            .execute(db)
            .await?
            .rows_affected();
        report.unconfirmed_sign_ups =
            sqlx::query("delete from newsletter_subscribers where status = 'pending' and coalesce(confirm_sent_at, 0) < $1")
                .bind(self.clock.unix_ms() - self.settings.retention_unconfirmed_days * DAY_MS)
                .execute(db)
                .await?
                .rows_affected();
        report.sessions =
            sqlx::query("delete from sessions where expires_at < $1").bind(now_secs).execute(db).await?.rows_affected();
        report.tokens =
            sqlx::query("delete from account_tokens where expires_at < $1").bind(now_secs).execute(db).await?.rows_affected();
        report.challenges =
            sqlx::query("delete from mfa_challenges where expires_at < $1").bind(now_secs).execute(db).await?.rows_affected();
        report.webhook_deliveries = sqlx::query("delete from shopify_webhook_deliveries where received_at < $1")
            .bind(days_ago(30))
            .execute(db)
            .await?
            .rows_affected();

        // Unused accounts: warned first, deleted when the warning had its days.
        let not_admin = "not exists (select 1 from user_roles r where r.user_id = users.id and r.role = 'admin')";
        let to_warn: Vec<(String, String, String)> = sqlx::query_as(&format!(
            "select id, email, last_active_at from users
             where last_active_at < $1 and retention_warned_at is null and {not_admin}"
        ))
        .bind(days_ago(self.settings.retention_account_days - self.settings.retention_warning_days))
        .fetch_all(db)
        .await?;
        for (id, email, last_active_at) in to_warn {
            // Marked first: a second instance's run, or the next day's, never warns twice.
            let marked = sqlx::query("update users set retention_warned_at = $1 where id = $2 and retention_warned_at is null")
                .bind(self.clock.rfc3339_offset(0))
                .bind(&id)
                .execute(db)
                .await?;
            if marked.rows_affected() == 1 {
                self.warn(&email, &last_active_at).await;
                report.accounts_warned += 1;
            }
        }
        let to_delete: Vec<(String, String)> = sqlx::query_as(&format!(
            "select id, email from users
             where last_active_at < $1 and retention_warned_at is not null and retention_warned_at <= $2 and {not_admin}"
        ))
        .bind(days_ago(self.settings.retention_account_days))
        .bind(days_ago(self.settings.retention_warning_days))
        .fetch_all(db)
        .await?;
        for (id, email) in to_delete {
            super::erase::erase(db, &id, &email).await?;
            report.accounts_deleted += 1;
        }
        tracing::info!(
            requests = report.requests,
            unconfirmed_sign_ups = report.unconfirmed_sign_ups,
            sessions = report.sessions,
            tokens = report.tokens,
            challenges = report.challenges,
            accounts_warned = report.accounts_warned,
            accounts_deleted = report.accounts_deleted,
            webhook_deliveries = report.webhook_deliveries,
            "retention run"
        );
        Ok(report)
    }

    /// The owner of an unused account hears of its deletion a month ahead.
    async fn warn(&self, email: &str, last_active_at: &str) {
        let lang = Lang::DEFAULT;
        let site = self.privacy.mailer.site();
        let deadline = self.clock.rfc3339_offset(self.settings.retention_warning_days * DAY_MS);
        let mut letter = Letter::new(
            "account-retention-warning",
            email,
            lang,
            Text::new("mail-retention-warning-subject").arg("days", self.settings.retention_warning_days),
            Text::new("mail-retention-warning-heading"),
        );
        letter.paragraphs.push(
            Text::new("mail-retention-warning-text")
                .arg("since", crate::i18n::format::date(last_active_at, lang))
                .arg("years", self.settings.retention_account_days / 365)
                .arg("deadline", crate::i18n::format::date(&deadline, lang)),
        );
        letter.action = Some((Text::new("mail-retention-warning-button"), format!("{}/auth", site.url)));
        self.privacy.mailer.send_later(letter).await;
    }
}
