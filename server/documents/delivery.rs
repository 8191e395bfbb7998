//! How an EAN customer's e-invoice reaches them. A public customer in Denmark takes
//! invoices through NemHandel, by way of an access point (a provider the business has
//! an agreement with), so sending is a provider's job behind [`Delivery`]. The first
//! delivery, [`BackOffice`], hands the document to the business: it waits in the back
//! office as "Klar til afsendelse" with its XML to download and upload to their access
//! point, and the business marks it sent. An access point's own client would answer
//! [`State::Sent`] when its API took the document.

use std::future::Future;
use std::pin::Pin;

use serde::Serialize;
use ts_rs::TS;

use super::{DocumentKind, Issued};
use crate::platform::Db;

/// Where an e-invoice stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "DeliveryState")]
pub enum State {
    /// Waiting for the business to send it.
    Ready,
    Sent,
}

impl State {
    pub fn code(self) -> &'static str {
        match self {
            State::Ready => "ready",
            State::Sent => "sent",
        }
    }
}

pub type Delivered<'a> = Pin<Box<dyn Future<Output = Result<State, String>> + Send + 'a>>;

/// A way of delivering e-invoices.
pub trait Delivery: Send + Sync {
    /// `backoffice`, or an access point's name: kept with the document.
    fn channel(&self) -> &'static str;
    /// Takes the issued document and its Peppol BIS 3 UBL.
    fn deliver<'a>(&'a self, issued: &'a Issued, xml: &'a str) -> Delivered<'a>;
}

/// The business sends it themselves, from the back office.
pub struct BackOffice;

impl Delivery for BackOffice {
    fn channel(&self) -> &'static str {
        "backoffice"
    }

    fn deliver<'a>(&'a self, _issued: &'a Issued, _xml: &'a str) -> Delivered<'a> {
        Box::pin(async { Ok(State::Ready) })
    }
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

/// The delivery sent a waiting e-invoice itself (an access point took it).
pub(super) async fn delivered(db: &Db, document_id: &str, channel: &str, at: &str) -> Result<(), sqlx::Error> {
    sqlx::query("update document_deliveries set state = 'sent', sent_at = $1, sent_by = $2 where state = 'ready' and document_id = $3")
        .bind(at)
        .bind(channel)
        .bind(document_id)
        .execute(db)
        .await?;
    Ok(())
}

/// Marks a waiting e-invoice sent, by whom and when: `false` when it was not waiting
/// (sent already, or not an e-invoice).
pub async fn mark_sent(db: &Db, kind: DocumentKind, number: i64, by: &str, at: &str) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "update document_deliveries set state = 'sent', sent_at = $1, sent_by = $2
         where state = 'ready' and document_id = (select id from documents where kind = $3 and number = $4)",
    )
    .bind(at)
    .bind(by)
    .bind(kind.code())
    .bind(number)
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}
