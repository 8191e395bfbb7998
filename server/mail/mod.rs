//! E-mail: letters composed from the Fluent catalogues in the recipient's language,
//! kept in `mail_outbox` and sent by the shop's job queue (`jobs::Kind::Mail`) with
//! retries and backoff, through SMTP (`SMTP_URL`) or, without it, as `.eml` files in
//! `MAIL_OUTBOX_DIR`. A visitor's request only ever adds to the queue: it never waits
//! for, or fails on, the mail.

pub mod compose;
pub mod queue;
pub mod transport;

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use crate::i18n::Catalog;
use crate::jobs::{Job, Jobs, Kind, Outcome, Pacing};
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

    /// How often the mail workers look for messages that became due, in milliseconds
    /// (a new message wakes them at once).
    #[arg(long, env = "MAIL_POLL_MS", default_value_t = 5_000, hide = true)]
    pub mail_poll_ms: u64,

    /// Attempts before a message counts as failed.
    #[arg(long, env = "MAIL_MAX_ATTEMPTS", default_value_t = 6, hide = true)]
    pub mail_max_attempts: u32,
}

/// The mail service: composes letters and queues them; the job queue's mail workers
/// ([`Mailer::register`]) send what is due.
#[derive(Clone)]
pub struct Mailer {
    db: Db,
    catalog: Arc<Catalog>,
    site: SiteInfo,
    business_email: String,
    transport: Arc<Transport>,
    /// The queue that sends what is queued here.
    jobs: Jobs,
    retry_base: Duration,
    poll: Duration,
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
            catalog,
            site,
            business_email,
            transport: Arc::new(transport),
            jobs: Jobs::new(db.clone(), crate::platform::Clock::system(), Pacing::default()),
            db,
            retry_base: Duration::from_millis(settings.mail_retry_base_ms),
            poll: Duration::from_millis(settings.mail_poll_ms.max(10)),
            max_attempts: settings.mail_max_attempts.max(1),
            metrics: crate::platform::Metrics::default(),
            clock: crate::platform::Clock::system(),
        })
    }

    /// Due times on the application's clock.
    pub fn with_clock(self, clock: crate::platform::Clock) -> Mailer {
        Mailer { clock, ..self }
    }

    /// The application's job queue, whose mail workers (see [`Mailer::register`])
    /// send what is queued here.
    pub fn with_jobs(self, jobs: Jobs) -> Mailer {
        Mailer { jobs, ..self }
    }

    /// Makes the queue's mail workers send with this mailer's transport and pacing
    /// (`MAIL_RETRY_BASE_MS`, each retry 4 times later, `MAIL_MAX_ATTEMPTS`).
    pub fn register(&self, jobs: &Jobs) {
        let pacing = Pacing {
            poll: self.poll,
            base_delay: self.retry_base,
            growth: 4,
            max_delay: Duration::from_secs(6 * 3600),
            max_attempts: self.max_attempts as i64,
            ..jobs.pacing().clone()
        };
        let sender = Sender { db: self.db.clone(), transport: self.transport.clone(), metrics: self.metrics.clone(), pacing };
        jobs.handle(Kind::Mail, Arc::new(sender));
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
                self.jobs.notify_kind(Kind::Mail);
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

    /// Puts a failed (or any unsent) message back in the queue, due now, with fresh
    /// attempts.
    pub async fn retry(&self, id: &str) -> Result<bool, sqlx::Error> {
        let Some(job) = self.jobs.by_key(&queue::job_key(id)).await? else { return Ok(false) };
        if !self.jobs.retry(&job.id).await? {
            return Ok(false);
        }
        queue::requeue(&self.db, id).await?;
        Ok(true)
    }
}

/// The mail workers' work: one message sent, its outbox row told how it went.
struct Sender {
    db: Db,
    transport: Arc<Transport>,
    metrics: crate::platform::Metrics,
    pacing: Pacing,
}

impl Sender {
    async fn send(&self, job: &Job) -> Result<Outcome, sqlx::Error> {
        let id = job.payload["mail"].as_str().unwrap_or_default();
        let Some(message) = queue::load(&self.db, id).await? else {
            // Erased meanwhile (a deleted account's mail): nothing to send.
            return Ok(Outcome::Done(None));
        };
        if message.sent {
            return Ok(Outcome::Done(None));
        }
        let attempts = job.attempts;
        match self.transport.send(&message).await {
            Ok(()) => {
                tracing::info!(id = message.id, kind = message.kind, transport = %self.transport.describe(), "mail sent");
                self.metrics.mail_sent.inc();
                queue::mark_sent(&self.db, &message.id, attempts).await?;
                Ok(Outcome::Done(None))
            }
            Err(error) if error.permanent || attempts >= self.pacing.max_attempts => {
                tracing::error!(id = message.id, kind = message.kind, attempts, error = %error.message, "mail failed");
                self.metrics.mail_failed.inc();
                queue::mark_failed(&self.db, &message.id, attempts, &error.message).await?;
                Ok(Outcome::Stop(error.message))
            }
            Err(error) => {
                tracing::warn!(id = message.id, kind = message.kind, attempts, error = %error.message, "mail not sent; will retry");
                queue::mark_retry(&self.db, &message.id, attempts, &error.message).await?;
                Ok(Outcome::retry(error.message))
            }
        }
    }
}

impl crate::jobs::Handler for Sender {
    fn run<'a>(&'a self, job: &'a Job) -> crate::jobs::Running<'a> {
        Box::pin(async move { self.send(job).await.unwrap_or_else(|error| Outcome::retry(format!("the mail queue: {error}"))) })
    }

    fn pacing(&self) -> Option<Pacing> {
        Some(self.pacing.clone())
    }
}
