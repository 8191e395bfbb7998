//! How an EAN customer's e-invoice reaches them. A public customer in Denmark takes
//! invoices through NemHandel and Peppol, by way of an access point (a provider the
//! business has an agreement with), so sending is a provider's job behind [`Delivery`].
//! Without one ([`BackOffice`], the default) the document waits in the back office as
//! "Klar til afsendelse" with its XML to download and upload by hand, and the business
//! marks it sent. With an access point (`EINVOICE_ACCESS_POINT=storecove`, see
//! [`super::storecove`]) the document is queued for it in the transaction that issues
//! it (`jobs::Kind::EInvoice`) and sent by the job queue: "sendt" with the access
//! point's reference, retried while the access point is slow or down, "afvist" with
//! its reason when it refuses the document (and "Prøv igen" or the manual way after).

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

use serde::Serialize;
use ts_rs::TS;

use super::{DocumentKind, Documents, Issued};
use crate::jobs::{Fault, Handler, Job, Jobs, Kind, Outcome, Running};
use crate::platform::Db;

/// Where an e-invoice stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "DeliveryState")]
pub enum State {
    /// Waiting: for the business to send it, or for the access point's queue.
    Ready,
    Sent,
    /// The access point refused it: its reason is kept.
    Rejected,
}

impl State {
    pub fn code(self) -> &'static str {
        match self {
            State::Ready => "ready",
            State::Sent => "sent",
            State::Rejected => "rejected",
        }
    }

    pub fn from_code(code: &str) -> State {
        match code {
            "sent" => State::Sent,
            "rejected" => State::Rejected,
            _ => State::Ready,
        }
    }
}

/// The access point's answer: its reference for the document.
pub type Delivered<'a> = Pin<Box<dyn Future<Output = Result<String, Fault>> + Send + 'a>>;

/// A way of delivering e-invoices.
pub trait Delivery: Send + Sync {
    /// `backoffice`, or an access point's name: kept with the document.
    fn channel(&self) -> &'static str;
    /// Whether documents are sent by the queue (an access point) or wait for the
    /// business (the back office).
    fn queued(&self) -> bool;
    /// Sends the issued document, as its Peppol BIS 3 UBL: the access point's
    /// reference. Asked again after a lost answer, it must not send it twice.
    fn deliver<'a>(&'a self, issued: &'a Issued, xml: &'a str) -> Delivered<'a>;
}

/// The business sends it themselves, from the back office.
pub struct BackOffice;

impl Delivery for BackOffice {
    fn channel(&self) -> &'static str {
        "backoffice"
    }

    fn queued(&self) -> bool {
        false
    }

    fn deliver<'a>(&'a self, _issued: &'a Issued, _xml: &'a str) -> Delivered<'a> {
        Box::pin(async { Err(Fault::Lasting("the back office sends its e-invoices by hand".into())) })
    }
}

/// The key of a document's e-invoice job: one per document.
pub fn job_key(document_id: &str) -> String {
    format!("e_invoice:{document_id}")
}

/// Records an e-invoice as waiting to be delivered, in the transaction that issues it:
/// whatever happens after (the delivery failing, the process stopping), it is in the
/// back office's "Klar til afsendelse" until it is sent.
pub(super) async fn waiting(conn: &mut sqlx::AnyConnection, document_id: &str, channel: &str, at: &str) -> Result<(), sqlx::Error> {
    sqlx::query("insert into document_deliveries (document_id, channel, state, ready_at) values ($1, $2, 'ready', $3)")
        .bind(document_id)
        .bind(channel)
        .bind(at)
        .execute(conn)
        .await?;
    Ok(())
}

/// The access point took a waiting (or refused, and now mended) e-invoice.
async fn delivered(db: &Db, document_id: &str, channel: &str, at: &str, reference: &str) -> Result<(), sqlx::Error> {
    sqlx::query(
        "update document_deliveries set state = 'sent', sent_at = $1, sent_by = $2, reference = $3, reason = null
         where state in ('ready', 'rejected') and document_id = $4",
    )
    .bind(at)
    .bind(channel)
    .bind(reference)
    .bind(document_id)
    .execute(db)
    .await?;
    Ok(())
}

/// The access point refused a waiting e-invoice: why.
async fn rejected(db: &Db, document_id: &str, reason: &str) -> Result<(), sqlx::Error> {
    sqlx::query("update document_deliveries set state = 'rejected', reason = $1 where state in ('ready', 'rejected') and document_id = $2")
        .bind(reason)
        .bind(document_id)
        .execute(db)
        .await?;
    Ok(())
}

/// Marks a waiting (or refused) e-invoice sent, by whom and when: `false` when it was
/// not waiting (sent already, or not an e-invoice).
pub async fn mark_sent(db: &Db, kind: DocumentKind, number: i64, by: &str, at: &str) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "update document_deliveries set state = 'sent', sent_at = $1, sent_by = $2, reason = null
         where state in ('ready', 'rejected') and document_id = (select id from documents where kind = $3 and number = $4)",
    )
    .bind(at)
    .bind(by)
    .bind(kind.code())
    .bind(number)
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// The queue's handler for [`Kind::EInvoice`]: sends the document through the
/// documents' access point.
#[derive(Clone)]
pub struct Sender {
    documents: Documents,
}

impl Sender {
    pub fn new(documents: Documents) -> Sender {
        Sender { documents }
    }

    pub fn register(&self, jobs: &Jobs) {
        jobs.handle(Kind::EInvoice, Arc::new(self.clone()));
    }

    async fn send(&self, job: &Job) -> Outcome {
        let kind = job.payload["kind"].as_str().map(DocumentKind::from_code);
        let (Some(kind), Some(number)) = (kind, job.payload["number"].as_i64()) else {
            return Outcome::Stop(format!("not a document: {}", job.payload));
        };
        let issued = match self.documents.get(kind, number).await {
            Ok(Some(issued)) => issued,
            Ok(None) => return Outcome::Stop(format!("no {} {number}", kind.code())),
            Err(error) => return Outcome::retry(format!("database: {error}")),
        };
        let delivery = self.documents.delivery.clone();
        let xml = self.documents.ubl_of(&issued);
        let at = self.documents.clock.rfc3339_offset(0);
        match delivery.deliver(&issued, &xml).await {
            Ok(reference) => match delivered(&self.documents.db, &issued.id, delivery.channel(), &at, &reference).await {
                Ok(()) => {
                    tracing::info!(kind = kind.code(), number, channel = delivery.channel(), reference, "e-invoice sent");
                    Outcome::Done(Some(serde_json::json!({ "reference": reference })))
                }
                Err(error) => Outcome::retry(format!("database: {error}")),
            },
            Err(Fault::Lasting(reason)) => {
                tracing::error!(kind = kind.code(), number, channel = delivery.channel(), reason, "e-invoice refused");
                if let Err(error) = rejected(&self.documents.db, &issued.id, &reason).await {
                    return Outcome::retry(format!("database: {error}"));
                }
                Outcome::Stop(reason)
            }
            Err(fault) => fault.into(),
        }
    }
}

impl Handler for Sender {
    fn run<'a>(&'a self, job: &'a Job) -> Running<'a> {
        Box::pin(self.send(job))
    }
}
