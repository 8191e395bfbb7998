//! E-mail: letters composed from the Fluent catalogues in the recipient's language,
//! kept in a durable queue (`mail_outbox`) and sent by a background sender with
//! retries and backoff, through SMTP (`SMTP_URL`) or, without it, as `.eml` files in
//! `MAIL_OUTBOX_DIR`. A visitor's request only ever adds to the queue: it never waits
//! for, or fails on, the mail.

pub mod compose;
pub mod queue;
pub mod transport;

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::Notify;

use crate::i18n::Catalog;
use crate::platform::{Db, SiteInfo};
pub use compose::{Attachment, Letter, Line, Lines, Rendered};
use transport::Transport;

/// How mail leaves the server.
#[derive(Debug, Clone, clap::Args)]
pub struct MailSettings {
    /// SMTP server, e.g. smtps://user:pass@mail.example.dk:465 (TLS) or
    /// smtp://user:pass@mail.example.dk:587 (STARTTLS, required unless the host is
    /// loopback or `?tls=none`). Unset: each message is written as an .eml file into
    /// MAIL_OUTBOX_DIR instead.
    #[arg(long, env = "SMTP_URL", hide_env_values = true)]
    pub smtp_url: Option<crate::platform::Secret>,

    /// The sender of every message, e.g. "Nordlys El <kontakt@nordlys-el.dk>"
    /// (default: BUSINESS_NAME <BUSINESS_EMAIL>).
    #[arg(long, env = "MAIL_FROM")]
    pub mail_from: Option<String>,

    /// Where notifications of new quotes, messages, bookings and orders go (default:
    /// the business's e-mail, BUSINESS_EMAIL).
    #[arg(long, env = "NOTIFY_EMAIL")]
    pub notify_email: Option<String>,

    /// Without SMTP_URL: the folder the .eml files are written to.
    #[arg(long, env = "MAIL_OUTBOX_DIR", default_value = "data/outbox")]
    pub mail_outbox_dir: PathBuf,

    /// The first retry's delay in milliseconds; each further one waits 4 times longer.
    #[arg(long, env = "MAIL_RETRY_BASE_MS", default_value_t = 30_000, hide = true)]
    pub mail_retry_base_ms: u64,

    /// How often the sender looks for messages that became due, in milliseconds
    /// (a new message wakes it at once).
    #[arg(long, env = "MAIL_POLL_MS", default_value_t = 5_000, hide = true)]
    pub mail_poll_ms: u64,

    /// Attempts before a message counts as failed.
    #[arg(long, env = "MAIL_MAX_ATTEMPTS", default_value_t = 6, hide = true)]
    pub mail_max_attempts: u32,
}

/// The mail service: composes letters, queues them, and (in [`Mailer::run_sender`])
/// sends what is due.
#[derive(Clone)]
pub struct Mailer {
    db: Db,
    catalog: Arc<Catalog>,
    site: SiteInfo,
    business_email: String,
    transport: Arc<Transport>,
    wake: Arc<Notify>,
    retry_base: Duration,
    max_attempts: u32,
    /// Counts this instance's sent and failed mails.
    metrics: crate::platform::Metrics,
    /// When mail is due (the tests move it).
    clock: crate::platform::Clock,
}

impl Mailer {
    pub fn new(settings: &MailSettings, db: Db, catalog: Arc<Catalog>, site: SiteInfo) -> anyhow::Result<Mailer> {
        let transport = Transport::from_settings(settings, &site)?;
        let business_email = settings.notify_email.clone().filter(|e| !e.trim().is_empty()).unwrap_or(site.email.clone());
        Ok(Mailer {
            db,
            catalog,
            site,
            business_email,
            transport: Arc::new(transport),
            wake: Arc::new(Notify::new()),
            retry_base: Duration::from_millis(settings.mail_retry_base_ms),
            max_attempts: settings.mail_max_attempts.max(1),
            metrics: crate::platform::Metrics::default(),
            clock: crate::platform::Clock::system(),
        })
    }

    /// Due times on the application's clock.
    pub fn with_clock(self, clock: crate::platform::Clock) -> Mailer {
        Mailer { clock, ..self }
    }

    /// Counts sent and failed mails into the application's metrics.
    pub fn with_metrics(self, metrics: crate::platform::Metrics) -> Mailer {
        Mailer { metrics, ..self }
    }

    /// Where notifications for the business go.
    pub fn business_email(&self) -> &str {
        &self.business_email
    }

    /// The site's facts (links in letters, the footer).
    /// The catalogue letters are written from.
    pub fn catalog(&self) -> &Catalog {
        &self.catalog
    }

    pub fn site(&self) -> &SiteInfo {
        &self.site
    }

    /// How the transport is described at start-up.
    pub fn describe(&self) -> String {
        self.transport.describe()
    }

    /// Renders the letter and queues it. Never fails the caller: a queue that cannot
    /// be written is logged.
    pub async fn send_later(&self, letter: Letter) -> Option<String> {
        let rendered = self.render(&letter);
        match queue::enqueue(&self.db, self.clock.unix_ms(), &letter, &rendered).await {
            Ok(id) => {
                tracing::info!(kind = letter.kind, id, "mail queued");
                self.wake.notify_one();
                Some(id)
            }
            Err(error) => {
                tracing::error!(%error, kind = letter.kind, "could not queue a mail; it is lost");
                None
            }
        }
    }

    /// A letter in words, as it would be sent (previews).
    pub fn render(&self, letter: &Letter) -> Rendered {
        compose::render(letter, &self.catalog, &self.site)
    }

    /// The background sender: sends what is due, retries with backoff, and marks a
    /// message failed after the last attempt. Runs for the life of the server.
    pub async fn run_sender(self, poll: Duration) {
        loop {
            match queue::claim(&self.db, self.clock.unix_ms()).await {
                Ok(Some(message)) => self.deliver(message).await,
                Ok(None) => {
                    let _ = tokio::time::timeout(poll, self.wake.notified()).await;
                }
                Err(error) => {
                    tracing::warn!(%error, "mail queue unavailable; trying again");
                    tokio::time::sleep(poll).await;
                }
            }
        }
    }

    async fn deliver(&self, message: queue::Queued) {
        let sent = self.transport.send(&message).await;
        let result = match sent {
            Ok(()) => {
                tracing::info!(id = message.id, kind = message.kind, transport = %self.transport.describe(), "mail sent");
                self.metrics.mail_sent.inc();
                queue::mark_sent(&self.db, &message.id).await
            }
            Err(error) => {
                let attempts = message.attempts + 1;
                let give_up = error.permanent || attempts >= self.max_attempts as i64;
                if give_up {
                    tracing::error!(id = message.id, kind = message.kind, attempts, error = %error.message, "mail failed");
                    self.metrics.mail_failed.inc();
                    queue::mark_failed(&self.db, &message.id, attempts, &error.message).await
                } else {
                    let delay = self.retry_base * 4u32.saturating_pow((attempts - 1) as u32).min(1024);
                    tracing::warn!(id = message.id, kind = message.kind, attempts, retry_in_ms = delay.as_millis() as u64, error = %error.message, "mail not sent; will retry");
                    queue::mark_retry(&self.db, self.clock.unix_ms(), &message.id, attempts, &error.message, delay).await
                }
            }
        };
        if let Err(error) = result {
            tracing::error!(%error, id = message.id, "could not record a mail's outcome");
        }
    }

    /// Puts a failed (or any unsent) message back in the queue, due now.
    pub async fn retry(&self, id: &str) -> Result<bool, sqlx::Error> {
        let changed = queue::retry_now(&self.db, self.clock.unix_ms(), id).await?;
        if changed {
            self.wake.notify_one();
        }
        Ok(changed)
    }
}
