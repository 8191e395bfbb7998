//! Each invoice and credit note handed to the business's bookkeeping system, once, as
//! soon as it is issued (bogføringsloven asks every sale registered with its voucher in
//! a digital bookkeeping system). The document is queued for it in the transaction that
//! issues it (`jobs::Kind::Bookkeeping`); the job hands it over through [`Books`], one
//! system behind one trait: e-conomic first ([`economic`]), another (Dinero, Billy)
//! able to follow without touching the documents.
//!
//! What is handed over is our own document: its number, date, customer, amounts with
//! VAT, due date and PDF. The system books it; it never issues an invoice of its own.
//! Never twice: a hand-off first asks the system whether it has the document already
//! (by the entry's text), and the job keeps the voucher it made, so a retry after a
//! timeout, a restart or a second instance goes on from there.

pub mod economic;

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::time::Duration;

use serde::Serialize;

use crate::documents::{DocumentKind, Documents, Issued, booking_key, booking_payload, local_date};
use crate::jobs::{Handler, Job, Jobs, Kind, Outcome, Running};
use crate::platform::{Db, Secret};

/// Which bookkeeping system gets the documents.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum System {
    /// None: the documents stay in the back office (ledger and ZIP).
    #[default]
    None,
    /// e-conomic (Visma), through its REST API.
    #[value(name = "e-conomic")]
    Economic,
}

/// The settings of the hand-off (`BOOKKEEPING=e-conomic` and its accounts).
#[derive(Debug, Clone, clap::Args)]
pub struct BookkeepingSettings {
    /// `none`, or `e-conomic`: every invoice and credit note goes to its journal.
    #[arg(long, env = "BOOKKEEPING", value_enum, default_value_t = System::None)]
    pub bookkeeping: System,

    /// The app's secret token (e-conomic's developer portal).
    #[arg(long, env = "ECONOMIC_APP_SECRET_TOKEN", hide_env_values = true)]
    pub economic_app_secret_token: Option<Secret>,

    /// The token the business's agreement granted the app.
    #[arg(long, env = "ECONOMIC_AGREEMENT_GRANT_TOKEN", hide_env_values = true)]
    pub economic_agreement_grant_token: Option<Secret>,

    /// e-conomic's API address (tests point it at their own server).
    #[arg(long, env = "ECONOMIC_API_BASE", default_value = "https://restapi.e-conomic.com")]
    pub economic_api_base: String,

    /// The daybook (kassekladde) the entries go to.
    #[arg(long, env = "ECONOMIC_JOURNAL", default_value_t = 1)]
    pub economic_journal: u32,

    /// The account of sales with VAT ("Salg af varer/ydelser m/moms").
    #[arg(long, env = "ECONOMIC_SALES_ACCOUNT", default_value_t = 1010)]
    pub economic_sales_account: u32,

    /// The account of sales without VAT (EU and export), checked when set.
    #[arg(long, env = "ECONOMIC_SALES_NO_VAT_ACCOUNT")]
    pub economic_sales_no_vat_account: Option<u32>,

    /// The VAT code of sales with Danish VAT (its rate must be 25 %).
    #[arg(long, env = "ECONOMIC_VAT_CODE", default_value = "U25")]
    pub economic_vat_code: String,

    /// Where card and MobilePay payments wait until the provider pays them out, less
    /// its fee (a clearing account).
    #[arg(long, env = "ECONOMIC_CLEARING_ACCOUNT", default_value_t = 5830)]
    pub economic_clearing_account: u32,

    /// The bank account transfers are paid to.
    #[arg(long, env = "ECONOMIC_BANK_ACCOUNT", default_value_t = 5820)]
    pub economic_bank_account: u32,

    /// What a customer created in e-conomic gets: its customer group…
    #[arg(long, env = "ECONOMIC_CUSTOMER_GROUP", default_value_t = 1)]
    pub economic_customer_group: u32,

    /// …its payment terms…
    #[arg(long, env = "ECONOMIC_PAYMENT_TERMS", default_value_t = 1)]
    pub economic_payment_terms: u32,

    /// …and its VAT zone (1: domestic).
    #[arg(long, env = "ECONOMIC_VAT_ZONE", default_value_t = 1)]
    pub economic_vat_zone: u32,

    /// How long one call to e-conomic may take, in milliseconds.
    #[arg(long, env = "ECONOMIC_TIMEOUT_MS", default_value_t = 5000)]
    pub economic_timeout_ms: u64,
}

impl BookkeepingSettings {
    /// The system these settings name, with what it needs: `None` for `none`; an error
    /// naming the setting that is missing.
    pub fn books(&self) -> anyhow::Result<Option<Arc<dyn Books>>> {
        Ok(match self.bookkeeping {
            System::None => None,
            System::Economic => Some(Arc::new(economic::Economic::new(self)?)),
        })
    }
}

/// A document as a bookkeeping system books it.
#[derive(Debug, Clone, Serialize)]
pub struct Voucher {
    pub kind: DocumentKind,
    pub number: i64,
    pub order_number: String,
    /// The invoice a credit note corrects.
    pub corrects: Option<i64>,
    /// The issue date and the due date, `YYYY-MM-DD`.
    pub date: String,
    pub due_date: String,
    /// The entry's text, by which the system finds it again: "Faktura 12, ordre 1042".
    pub text: String,
    pub customer: Customer,
    /// Øre: VAT included, the VAT, without VAT (a credit note's are positive).
    pub gross: i64,
    pub vat: i64,
    pub net: i64,
    pub currency: String,
    /// How it was paid: a card sale is settled at once (the clearing account); a bank
    /// transfer or EAN invoice stays open on the customer until paid.
    pub settled: Settled,
    /// The PDF and its file name.
    #[serde(skip)]
    pub pdf: Vec<u8>,
    pub file_name: String,
}

/// Whether a document's money has moved.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Settled {
    /// Paid by card or MobilePay (or at the counter): through the clearing account.
    Card,
    /// Open on the customer (bank transfer, EAN invoice) until paid.
    Open,
}

/// The customer as the system knows them.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Customer {
    pub name: String,
    pub email: String,
    pub address: String,
    pub postcode: String,
    pub city: String,
    pub cvr: Option<String>,
    pub ean: Option<String>,
}

/// Where a document is in the system: its accounting year and voucher number.
#[derive(Debug, Clone, PartialEq, Eq, serde::Deserialize, Serialize)]
pub struct Booked {
    pub year: String,
    pub voucher: i64,
    /// Booked already (found among the booked entries): its file cannot be added
    /// through the daybook any more.
    #[serde(default)]
    pub closed: bool,
}

impl Booked {
    /// As the business reads it: "2026-123".
    pub fn label(&self) -> String {
        format!("{}-{}", self.year, self.voucher)
    }
}

/// Why a hand-off did not happen: the queue's [`crate::jobs::Fault`] (passing:
/// retried; lasting: stopped with its reason).
pub use crate::jobs::Fault;

pub type Call<'a, T> = Pin<Box<dyn Future<Output = Result<T, Fault>> + Send + 'a>>;

/// A bookkeeping system.
pub trait Books: Send + Sync {
    /// Its name, kept with each document it has: `e-conomic`.
    fn system(&self) -> &'static str;
    /// Whether the settings fit the business's agreement (tokens, journal, accounts,
    /// VAT code, what new customers get): a message naming the setting when not.
    fn check(&self) -> Call<'_, ()>;
    /// Books the document: where it is. `look_first`: an earlier attempt may have
    /// made its entry (its answer lost), so the system is asked for it first.
    fn book<'a>(&'a self, voucher: &'a Voucher, look_first: bool) -> Call<'a, Booked>;
    /// Attaches the PDF to the booked voucher; `look_first`: unless it has it already.
    fn attach<'a>(&'a self, booked: &'a Booked, voucher: &'a Voucher, look_first: bool) -> Call<'a, ()>;
}

/// The hand-off: the jobs' handler for [`Kind::Bookkeeping`].
#[derive(Clone)]
pub struct Bookkeeping {
    books: Arc<dyn Books>,
    documents: Documents,
    jobs: Jobs,
    db: Db,
}

/// How far a job came (kept with it between attempts).
#[derive(Debug, Clone, Default, serde::Deserialize, Serialize)]
struct Progress {
    /// An attempt began: from then on, what it made must be looked for first.
    #[serde(default)]
    started: bool,
    booked: Option<Booked>,
    #[serde(default)]
    attached: bool,
}

impl Bookkeeping {
    pub fn new(books: Arc<dyn Books>, documents: Documents, jobs: Jobs, db: Db) -> Bookkeeping {
        Bookkeeping { books, documents, jobs, db }
    }

    pub fn system(&self) -> &'static str {
        self.books.system()
    }

    /// Registers the hand-off with the queue.
    pub fn register(&self) {
        self.register_with(&self.jobs);
    }

    /// Registers the hand-off with another worker of the same queue.
    pub fn register_with(&self, jobs: &Jobs) {
        jobs.handle(Kind::Bookkeeping, Arc::new(self.clone()));
    }

    /// The voucher of an issued document.
    pub async fn voucher(&self, issued: &Issued) -> Result<Option<Voucher>, sqlx::Error> {
        let Some((pdf, _, lang)) = self.documents.pdf(issued.kind, issued.number).await? else { return Ok(None) };
        let found = crate::shop::orders::by_number(&self.db, &issued.order_number).await?;
        let order_customer = found.as_ref().and_then(|f| f.order.customer.clone()).unwrap_or_default();
        let c = &issued.content;
        let date = local_date(&issued.issued_at);
        let text = match (issued.kind, issued.corrects.as_ref()) {
            (DocumentKind::CreditNote, Some((invoice, _))) => format!("Kreditnota {}, faktura {invoice}, ordre {}", issued.number, issued.order_number),
            (DocumentKind::CreditNote, None) => format!("Kreditnota {}, ordre {}", issued.number, issued.order_number),
            (DocumentKind::Invoice, _) => format!("Faktura {}, ordre {}", issued.number, issued.order_number),
        };
        let name = c.buyer_company.clone().filter(|s| !s.trim().is_empty()).unwrap_or_else(|| c.buyer_name.clone());
        Ok(Some(Voucher {
            kind: issued.kind,
            number: issued.number,
            order_number: issued.order_number.clone(),
            corrects: issued.corrects.as_ref().map(|(n, _)| *n),
            due_date: if issued.kind == DocumentKind::Invoice { self.documents.due_date(&date) } else { date.clone() },
            date,
            text,
            customer: Customer {
                name: if name.trim().is_empty() { found.as_ref().map(|f| f.email.clone()).unwrap_or_default() } else { name },
                email: found.as_ref().map(|f| f.email.clone()).unwrap_or_default(),
                address: order_customer.address,
                postcode: order_customer.postcode,
                city: order_customer.city,
                cvr: c.buyer_cvr.clone().filter(|s| !s.is_empty()),
                ean: c.buyer_ean.clone().filter(|s| !s.is_empty()),
            },
            gross: c.gross,
            vat: c.vat,
            net: c.net,
            currency: c.currency.clone(),
            settled: match c.payment_method.as_str() {
                "bank_transfer" | "ean_invoice" => Settled::Open,
                _ => Settled::Card,
            },
            pdf,
            file_name: self.documents.file_name(issued.kind, issued.number, lang),
        }))
    }

    async fn hand_over(&self, job: &Job) -> Outcome {
        let kind = job.payload["kind"].as_str().map(DocumentKind::from_code);
        let (Some(kind), Some(number), Some(id)) = (kind, job.payload["number"].as_i64(), job.payload["document"].as_str()) else {
            return Outcome::Stop(format!("not a document: {}", job.payload));
        };
        let issued = match self.documents.get(kind, number).await {
            Ok(Some(issued)) if issued.id == id => issued,
            Ok(_) => return Outcome::Stop(format!("no {} {number}", kind.code())),
            Err(error) => return Outcome::retry(format!("database: {error}")),
        };
        let voucher = match self.voucher(&issued).await {
            Ok(Some(voucher)) => voucher,
            Ok(None) => return Outcome::Stop(format!("no {} {number}", kind.code())),
            Err(error) => return Outcome::retry(format!("database: {error}")),
        };
        let mut progress: Progress = job.result.clone().and_then(|r| serde_json::from_value(r).ok()).unwrap_or_default();
        // The first attempt ever made nothing yet: it need not ask (a call saved per
        // document); every later one asks first. Kept before anything is sent.
        let first = !progress.started;
        if first {
            progress.started = true;
            if let Err(error) = self.jobs.progress(job, &serde_json::to_value(&progress).expect("progress serialises")).await {
                return Outcome::retry(format!("database: {error}"));
            }
        }
        let (booked, made_now) = match progress.booked.clone() {
            Some(booked) => (booked, false),
            None => match self.books.book(&voucher, !first).await {
                Ok(booked) => {
                    progress.booked = Some(booked.clone());
                    if let Err(error) = self.jobs.progress(job, &serde_json::to_value(&progress).expect("progress serialises")).await {
                        tracing::warn!(%error, "a hand-off's progress could not be kept: the next attempt finds the entry");
                    }
                    (booked, first)
                }
                Err(fault) => return fault.into(),
            },
        };
        if !progress.attached && !booked.closed {
            // A voucher made by this very attempt has no file yet.
            if let Err(fault) = self.books.attach(&booked, &voucher, !made_now).await {
                return fault.into();
            }
            progress.attached = true;
        }
        if let Err(error) = self.documents.booked(&issued.id, self.books.system(), &booked.label()).await {
            return Outcome::retry(format!("database: {error}"));
        }
        tracing::info!(kind = kind.code(), number, voucher = booked.label(), system = self.books.system(), "document booked");
        Outcome::Done(Some(serde_json::to_value(&progress).expect("progress serialises")))
    }

    /// Queues every document not yet handed over, issued on or after `from` (a shop
    /// that turns the hand-off on later books its past), and puts failed hand-offs
    /// back: how many were queued or put back. Idempotent: a document has one job.
    pub async fn sync(&self, from: Option<time::Date>) -> Result<usize, sqlx::Error> {
        let documents = self.documents.not_booked(from).await?;
        let keys: Vec<String> = documents.iter().map(|(id, _, _)| booking_key(id)).collect();
        let existing = self.jobs.by_keys(&keys).await?;
        let mut queued = 0;
        for ((id, kind, number), key) in documents.iter().zip(&keys) {
            match existing.get(key) {
                None => {
                    if self.jobs.add(Kind::Bookkeeping, key, &booking_payload(id, *kind, *number)).await? {
                        queued += 1;
                    }
                }
                Some(job) if job.state == crate::jobs::State::Failed => {
                    if self.jobs.retry(&job.id).await? {
                        queued += 1;
                    }
                }
                Some(_) => {}
            }
        }
        Ok(queued)
    }
}

impl Bookkeeping {
    /// Tells the business, once, of every hand-off that failed an hour ago or more
    /// and was not put back: one mail listing them with their errors. How many.
    pub async fn tell_failures(&self, mailer: &crate::mail::Mailer, public_url: &str) -> Result<usize, sqlx::Error> {
        let failed = self.jobs.failures_to_tell(Kind::Bookkeeping, FAILURE_TOLD_AFTER).await?;
        if failed.is_empty() {
            return Ok(0);
        }
        use crate::i18n::{Lang, Text};
        let system = self.books.system();
        let subject = Text::new("mail-bookkeeping-failed-subject").arg("count", failed.len() as i64).arg("system", system);
        let mut letter = crate::mail::Letter::new("business-bookkeeping", mailer.business_email(), Lang::DEFAULT, subject, Text::new("mail-bookkeeping-failed-heading"));
        letter.paragraphs.push(Text::new("mail-bookkeeping-failed-text").arg("system", system));
        for job in &failed {
            let number = job.payload["number"].as_i64().unwrap_or_default();
            let key = match job.payload["kind"].as_str().map(DocumentKind::from_code) {
                Some(DocumentKind::CreditNote) => "mail-bookkeeping-failed-credit-note",
                _ => "mail-bookkeeping-failed-invoice",
            };
            letter.details.push((Text::new(key).arg("number", number), job.last_error.clone().unwrap_or_default()));
        }
        letter.action = Some((Text::new("mail-business-button"), format!("{public_url}/admin/invoices")));
        mailer.send_later(letter).await;
        tracing::warn!(count = failed.len(), system, "the business was told of failed hand-offs");
        Ok(failed.len())
    }

    /// [`Bookkeeping::tell_failures`] every minute, for as long as the process runs.
    pub async fn tell_failures_periodically(self, mailer: crate::mail::Mailer, public_url: String) {
        loop {
            if let Err(error) = self.tell_failures(&mailer, &public_url).await {
                tracing::warn!(%error, "failed hand-offs could not be looked at");
            }
            tokio::time::sleep(Duration::from_secs(60)).await;
        }
    }
}

/// How long a hand-off stays failed before the business is mailed about it.
pub const FAILURE_TOLD_AFTER: Duration = Duration::from_secs(3600);

impl Handler for Bookkeeping {
    fn run<'a>(&'a self, job: &'a Job) -> Running<'a> {
        Box::pin(self.hand_over(job))
    }
}
