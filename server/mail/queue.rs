//! The outgoing mail (`mail_outbox`): each message is kept with its files, and its
//! sending is a job of the shop's one queue (`jobs::Kind::Mail`, key `mail:<id>`),
//! inserted with it: claimed by one worker across instances, retried with backoff,
//! failed after the last attempt. The outbox row says where the message stands for
//! the outbox page: `queued`, then `sent` or `failed`, with its attempts and last
//! error.

use serde::Serialize;

use super::{Letter, Rendered};
use crate::platform::Db;
use crate::platform::db::now_rfc3339;

// Due times are unix milliseconds on the application's clock (`now`, from the
// mailer's `Clock`, which the tests move).

/// The job that sends the message `id`.
pub fn job_key(id: &str) -> String {
    format!("mail:{id}")
}

pub async fn enqueue(db: &Db, now: i64, letter: &Letter, rendered: &Rendered) -> Result<String, sqlx::Error> {
    let id = hex::encode(rand::random::<[u8; 12]>());
    // The letter, its files and its sending together, or none of them.
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
    crate::jobs::enqueue(&mut tx, now, crate::jobs::Kind::Mail, &job_key(&id), &serde_json::json!({"mail": id, "letter": letter.kind})).await?;
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
    /// Sent already (a worker that sent it died before its job was recorded).
    pub sent: bool,
}

/// The message `id`, to send (none when it was erased meanwhile).
pub async fn load(db: &Db, id: &str) -> Result<Option<Queued>, sqlx::Error> {
    #[allow(clippy::type_complexity)]
    let row: Option<(String, String, String, Option<String>, String, String, String, i64, Option<String>, Option<String>, String)> =
        sqlx::query_as(
            "select id, kind, recipient, reply_to, subject, text_body, html_body, attempts, headers, calendar, status
             from mail_outbox where id = $1",
        )
        .bind(id)
        .fetch_optional(db)
        .await?;
    let Some(row) = row else { return Ok(None) };
    let files: Vec<(String, String, Vec<u8>)> =
        sqlx::query_as("select file_name, content_type, body from mail_attachments where mail_id = $1 order by position")
            .bind(&row.0)
            .fetch_all(db)
            .await?;
    let attachments = files.into_iter().map(|(file_name, content_type, body)| super::Attachment { file_name, content_type, body }).collect();
    let (id, kind, recipient, reply_to, subject, text, html, attempts, headers, calendar, status) = row;
    Ok(Some(Queued {
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
        sent: status == "sent",
    }))
}

pub async fn mark_sent(db: &Db, id: &str, attempts: i64) -> Result<(), sqlx::Error> {
    sqlx::query("update mail_outbox set status = 'sent', attempts = $1, sent_at = $2, last_error = null where id = $3")
        .bind(attempts)
        .bind(now_rfc3339())
        .bind(id)
        .execute(db)
        .await?;
    // Sent: its files are not needed again (an invoice's PDF stays with the invoice).
    sqlx::query("delete from mail_attachments where mail_id = $1").bind(id).execute(db).await?;
    Ok(())
}

pub async fn mark_retry(db: &Db, id: &str, attempts: i64, error: &str) -> Result<(), sqlx::Error> {
    sqlx::query("update mail_outbox set status = 'queued', attempts = $1, last_error = $2 where id = $3")
        .bind(attempts)
        .bind(error)
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

/// A message that is not sent shown as queued again (its job is put back by the caller).
pub async fn requeue(db: &Db, id: &str) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("update mail_outbox set status = 'queued', attempts = 0 where id = $1 and status in ('failed', 'queued')")
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
