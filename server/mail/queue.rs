//! The durable queue of outgoing mail (`mail_outbox`). A message is `queued`, then
//! `sending` while one sender holds it (a lease: if that sender dies, the message is
//! due again when the lease ends), then `sent` or `failed`. Any number of senders,
//! on any number of instances, can take work: each message is claimed by one.

use std::time::Duration;

use serde::Serialize;

use super::{Letter, Rendered};
use crate::platform::Db;
use crate::platform::db::{Backend, backend, now_rfc3339};

/// How long a sender holds a message it is sending, in milliseconds.
const LEASE_MS: i64 = 300_000;

// Due times are unix milliseconds on the application's clock (`now`, from the
// mailer's `Clock`, which the tests move).

pub async fn enqueue(db: &Db, now: i64, letter: &Letter, rendered: &Rendered) -> Result<String, sqlx::Error> {
    let id = hex::encode(rand::random::<[u8; 12]>());
    // The letter and its files together, or neither.
    let mut tx = db.begin().await?;
    sqlx::query(
        "insert into mail_outbox (id, kind, recipient, reply_to, lang, subject, text_body, html_body, status, attempts, next_attempt_at,
                                  created_at, headers, calendar)
         values ($1, $2, $3, $4, $5, $6, $7, $8, 'queued', 0, $9, $10, $11, $12)",
    )
    .bind(&id)
    .bind(letter.kind)
    .bind(&letter.to)
    .bind(letter.reply_to.as_deref())
    .bind(letter.lang.code())
    .bind(&rendered.subject)
    .bind(&rendered.text)
    .bind(&rendered.html)
    .bind(now)
    .bind(now_rfc3339())
    .bind((!letter.headers.is_empty()).then(|| serde_json::to_string(&letter.headers).expect("headers serialise")))
    .bind(letter.calendar.as_deref())
    .execute(&mut *tx)
    .await?;
    for (position, file) in letter.attachments.iter().enumerate() {
        sqlx::query("insert into mail_attachments (mail_id, position, file_name, content_type, body) values ($1, $2, $3, $4, $5)")
            .bind(&id)
            .bind(position as i64)
            .bind(&file.file_name)
            .bind(&file.content_type)
            .bind(&file.body)
            .execute(&mut *tx)
            .await?;
    }
    tx.commit().await?;
    Ok(id)
}

/// A message taken from the queue for sending.
#[derive(Debug, Clone)]
pub struct Queued {
    pub id: String,
    pub kind: String,
    pub recipient: String,
    pub reply_to: Option<String>,
    pub subject: String,
    pub text: String,
    pub html: String,
    pub attempts: i64,
    /// Extra headers: name and value.
    pub headers: Vec<(String, String)>,
    /// A calendar invitation to send with it.
    pub calendar: Option<String>,
    /// Files sent with it.
    pub attachments: Vec<super::Attachment>,
}

/// Takes the next due message, if any, for this sender alone.
pub async fn claim(db: &Db, now: i64) -> Result<Option<Queued>, sqlx::Error> {
    // PostgreSQL: concurrent senders skip each other's rows; the outer condition is
    // checked again on the locked row, so a message is never taken twice.
    let lock = if backend(db) == Backend::Postgres { " for update skip locked" } else { "" };
    let sql = format!(
        "update mail_outbox set status = 'sending', next_attempt_at = $1
         where id = (select id from mail_outbox where status in ('queued', 'sending') and next_attempt_at <= $2
                     order by next_attempt_at limit 1{lock})
           and status in ('queued', 'sending') and next_attempt_at <= $2
         returning id, kind, recipient, reply_to, subject, text_body, html_body, attempts, headers, calendar"
    );
    #[allow(clippy::type_complexity)]
    let row: Option<(String, String, String, Option<String>, String, String, String, i64, Option<String>, Option<String>)> =
        sqlx::query_as(&sql).bind(now + LEASE_MS).bind(now).fetch_optional(db).await?;
    let Some(row) = row else { return Ok(None) };
    let files: Vec<(String, String, Vec<u8>)> =
        sqlx::query_as("select file_name, content_type, body from mail_attachments where mail_id = $1 order by position")
            .bind(&row.0)
            .fetch_all(db)
            .await?;
    let attachments = files.into_iter().map(|(file_name, content_type, body)| super::Attachment { file_name, content_type, body }).collect();
    Ok(Some(row).map(|(id, kind, recipient, reply_to, subject, text, html, attempts, headers, calendar)| Queued {
        id,
        kind,
        recipient,
        reply_to,
        subject,
        text,
        html,
        attempts,
        headers: headers.and_then(|h| serde_json::from_str(&h).ok()).unwrap_or_default(),
        calendar,
        attachments,
    }))
}

pub async fn mark_sent(db: &Db, id: &str) -> Result<(), sqlx::Error> {
    sqlx::query("update mail_outbox set status = 'sent', attempts = attempts + 1, sent_at = $1, last_error = null where id = $2")
        .bind(now_rfc3339())
        .bind(id)
        .execute(db)
        .await?;
    // Sent: its files are not needed again (an invoice's PDF stays with the invoice).
    sqlx::query("delete from mail_attachments where mail_id = $1").bind(id).execute(db).await?;
    Ok(())
}

pub async fn mark_retry(db: &Db, now: i64, id: &str, attempts: i64, error: &str, delay: Duration) -> Result<(), sqlx::Error> {
    sqlx::query("update mail_outbox set status = 'queued', attempts = $1, last_error = $2, next_attempt_at = $3 where id = $4")
        .bind(attempts)
        .bind(error)
        .bind(now + delay.as_millis() as i64)
        .bind(id)
        .execute(db)
        .await?;
    Ok(())
}

pub async fn mark_failed(db: &Db, id: &str, attempts: i64, error: &str) -> Result<(), sqlx::Error> {
    sqlx::query("update mail_outbox set status = 'failed', attempts = $1, last_error = $2 where id = $3")
        .bind(attempts)
        .bind(error)
        .bind(id)
        .execute(db)
        .await?;
    Ok(())
}

/// Puts a message that is not sent back in the queue, due now, with fresh attempts.
pub async fn retry_now(db: &Db, now: i64, id: &str) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "update mail_outbox set status = 'queued', attempts = 0, next_attempt_at = $1 where id = $2 and status in ('failed', 'queued')",
    )
    .bind(now)
    .bind(id)
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// One message as the outbox page lists it.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct OutboxEntry {
    pub id: String,
    pub kind: String,
    pub recipient: String,
    pub subject: String,
    pub status: String,
    pub attempts: i64,
    pub last_error: Option<String>,
    pub created_at: String,
    pub sent_at: Option<String>,
}

/// The newest messages first, optionally only those with a status.
pub async fn list(db: &Db, status: Option<&str>, limit: i64) -> Result<Vec<OutboxEntry>, sqlx::Error> {
    type Row = (String, String, String, String, String, i64, Option<String>, String, Option<String>);
    let rows: Vec<Row> = sqlx::query_as(
        "select id, kind, recipient, subject, status, attempts, last_error, created_at, sent_at from mail_outbox
         where ($1 = '' or status = $1) order by created_at desc, id desc limit $2",
    )
    .bind(status.unwrap_or(""))
    .bind(limit)
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(id, kind, recipient, subject, status, attempts, last_error, created_at, sent_at)| OutboxEntry {
            id,
            kind,
            recipient,
            subject,
            status,
            attempts,
            last_error,
            created_at,
            sent_at,
        })
        .collect())
}

/// Messages per status (for the outbox page's summary).
pub async fn counts(db: &Db) -> Result<Vec<(String, i64)>, sqlx::Error> {
    sqlx::query_as("select status, count(*) from mail_outbox group by status order by status").fetch_all(db).await
}
