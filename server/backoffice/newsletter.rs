//! Newsletter campaigns from the back office: a subject and a text per language
//! (Danish required; a language left empty is machine-translated through the
//! configured provider and marked for review, or falls back to Danish), previewed as
//! each language's subscriber would get it, sent as a test to the administrator, then
//! sent to the confirmed subscribers in their language. At most one campaign a
//! calendar month (the unique `month` decides, also on two instances), keeping the
//! banner's "højst én mail om måneden". Sending is a row per subscriber worked off at
//! `NEWSLETTER_PER_MINUTE` (a shared counter, so several instances keep the pace
//! together) by whichever instance is running, into the mail outbox; a restart goes
//! on where it stopped. Each campaign shows its delivered, failed and unsubscribed
//! counts.

use std::collections::BTreeMap;
use std::time::Duration;

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Json, Response};
use serde::{Deserialize, Serialize};
use serde_json::json;
use ts_rs::TS;

use super::Backoffice;
use crate::accounts::AdminUser;
use crate::http::validation::{FieldErrors, chars};
use crate::http::{ApiError, ApiJson, ApiResult, no_store};
use crate::i18n::{Lang, Text};
use crate::mail::Letter;
use crate::platform::db::{Backend, backend, now_rfc3339};
use crate::platform::limits::Limit;

/// A lease on a delivery being turned into a mail (an instance that dies while
/// holding it leaves it to the others after this).
const LEASE_MS: i64 = 5 * 60 * 1000;

/// What the administrator writes: per language (`da` required) a subject and a text;
/// `translate`: have the empty languages machine-translated.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Draft {
    pub subjects: BTreeMap<String, String>,
    pub bodies: BTreeMap<String, String>,
    pub translate: bool,
}

/// One language's text as it is (or will be) sent, and where it came from.
#[derive(Debug, Clone, Serialize, Deserialize, TS)]
pub struct LangText {
    pub subject: String,
    pub body: String,
    /// `given` (written), `machine` (translated; to review) or `danish` (the fallback).
    pub source: String,
}

/// A campaign as the back office lists it.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct Campaign {
    pub id: String,
    pub month: Option<String>,
    pub subject: String,
    /// `sending` or `sent`.
    pub status: String,
    pub created_at: String,
    pub sent_at: Option<String>,
    pub recipients: i64,
    pub waiting: i64,
    pub delivered: i64,
    pub failed: i64,
    pub unsubscribed: i64,
    /// The languages whose text was machine-translated (to review).
    pub machine: Vec<String>,
}

/// The newsletter page's content.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct NewsletterContent {
    pub campaigns: Vec<Campaign>,
    pub confirmed: i64,
    /// When the next campaign may go (the first of next month), if this month's went.
    pub next_allowed: Option<String>,
    pub provider: Option<String>,
    pub per_minute: u32,
}

/// The calendar month a time falls in, in Copenhagen (`2026-11`), and the first day of
/// the next.
fn month_of(rfc3339: &str) -> (String, String) {
    let local = time::OffsetDateTime::parse(rfc3339, &time::format_description::well_known::Rfc3339)
        .map(crate::platform::clock::in_copenhagen)
        .unwrap_or(time::OffsetDateTime::UNIX_EPOCH);
    let (year, month) = (local.year(), u32::from(u8::from(local.month())));
    let next = if month == 12 { format!("{}-01-01", year + 1) } else { format!("{year}-{:02}-01", month + 1) };
    (format!("{year}-{month:02}"), next)
}

fn checked(draft: &Draft) -> Result<(), FieldErrors> {
    let mut errors = FieldErrors::default();
    let subject = draft.subjects.get("da").map(|s| s.trim()).unwrap_or_default();
    let body = draft.bodies.get("da").map(|s| s.trim()).unwrap_or_default();
    if subject.is_empty() {
        errors.0.push(("subjects.da", "backoffice-newsletter-subject-required"));
    } else if chars(subject) > 150 {
        errors.0.push(("subjects.da", "backoffice-newsletter-subject-too-long"));
    }
    if body.is_empty() {
        errors.0.push(("bodies.da", "backoffice-newsletter-body-required"));
    } else if chars(body) > 20_000 {
        errors.0.push(("bodies.da", "backoffice-newsletter-body-too-long"));
    }
    for (map, field) in [(&draft.subjects, "subjects"), (&draft.bodies, "bodies")] {
        if map.keys().any(|k| k.parse::<Lang>().is_err()) {
            errors.0.push((if field == "subjects" { "subjects" } else { "bodies" }, "backoffice-newsletter-bad-language"));
        }
    }
    if errors.is_empty() { Ok(()) } else { Err(errors) }
}

impl Backoffice {
    /// Each language's text: written, machine-translated (when asked and a provider
    /// is set up), or Danish.
    async fn resolve(&self, draft: &Draft) -> Result<BTreeMap<String, LangText>, FieldErrors> {
        checked(draft)?;
        let da_subject = draft.subjects["da"].trim().to_owned();
        let da_body = draft.bodies["da"].trim().to_owned();
        let mut texts = BTreeMap::new();
        for lang in Lang::ALL {
            let code = lang.code();
            let given = |map: &BTreeMap<String, String>| map.get(code).map(|s| s.trim().to_owned()).filter(|s| !s.is_empty());
            let text = match (given(&draft.subjects), given(&draft.bodies)) {
                (Some(subject), Some(body)) => LangText { subject, body, source: "given".into() },
                _ if draft.translate && lang != Lang::Da => match (
                    self.translation.translate_text(&da_subject, lang).await,
                    self.translation.translate_text(&da_body, lang).await,
                ) {
                    (Some(subject), Some(body)) => LangText { subject, body, source: "machine".into() },
                    _ => LangText { subject: da_subject.clone(), body: da_body.clone(), source: "danish".into() },
                },
                _ => LangText { subject: da_subject.clone(), body: da_body.clone(), source: "danish".into() },
            };
            texts.insert(code.to_owned(), text);
        }
        Ok(texts)
    }

    /// The letter a subscriber in `lang` gets: the text in paragraphs, the unsubscribe
    /// link and headers.
    fn campaign_letter(&self, text: &LangText, email: &str, lang: Lang, unsubscribe_token: &str) -> Letter {
        let mut letter = self.requests.newsletter_letter(
            "newsletter-campaign",
            email,
            lang,
            unsubscribe_token,
            Text::new("mail-campaign-subject").arg("subject", text.subject.as_str()),
            Text::new("mail-campaign-subject").arg("subject", text.subject.as_str()),
        );
        for paragraph in text.body.split("\n\n").map(str::trim).filter(|p| !p.is_empty()) {
            letter.paragraphs.push(Text::new("mail-campaign-paragraph").arg("text", paragraph));
        }
        letter.after.push(Text::new("mail-newsletter-promise"));
        letter
    }

    /// Turns one waiting delivery into an outbox mail, if the pace allows one now.
    /// True when there may be more to do at once.
    pub async fn dispatch_one(&self) -> Result<bool, sqlx::Error> {
        let pace = Limit::per_minutes(i64::from(self.per_minute.max(1)), 1);
        let now = self.clock.unix_ms();
        let lock = if backend(&self.db) == Backend::Postgres { " for update skip locked" } else { "" };
        let claimed: Option<(String, String, String)> = sqlx::query_as(&format!(
            "update newsletter_deliveries set status = 'sending', claimed_at = $1
             where (campaign_id, email) = (
                 select campaign_id, email from newsletter_deliveries
                 where status = 'waiting' or (status = 'sending' and claimed_at < $2)
                 order by campaign_id, email limit 1{lock})
               and (status = 'waiting' or (status = 'sending' and claimed_at < $2))
             returning campaign_id, email, lang"
        ))
        .bind(now)
        .bind(now - LEASE_MS)
        .fetch_optional(&self.db)
        .await?;
        let Some((campaign_id, email, lang)) = claimed else {
            self.finish_campaigns().await?;
            return Ok(false);
        };
        // The shared pace: counted before the mail, released when it was not taken.
        if !self.limits.reserve_within("newsletter:pace", pace).await?.allowed {
            sqlx::query("update newsletter_deliveries set status = 'waiting', claimed_at = null where campaign_id = $1 and email = $2")
                .bind(&campaign_id)
                .bind(&email)
                .execute(&self.db)
                .await?;
            return Ok(false);
        }
        let subscriber: Option<(String, Option<String>)> =
            sqlx::query_as("select status, unsubscribe_token from newsletter_subscribers where email = $1")
                .bind(&email)
                .fetch_optional(&self.db)
                .await?;
        let texts: String = sqlx::query_scalar("select texts from newsletter_campaigns where id = $1")
            .bind(&campaign_id)
            .fetch_one(&self.db)
            .await?;
        let texts: BTreeMap<String, LangText> = serde_json::from_str(&texts).unwrap_or_default();
        let (status, mail_id) = match (subscriber, texts.get(&lang).or_else(|| texts.get("da"))) {
            (Some((status, Some(token))), Some(text)) if status == "confirmed" => {
                let lang: Lang = lang.parse().unwrap_or(Lang::DEFAULT);
                let id = self.mailer.send_later(self.campaign_letter(text, &email, lang, &token)).await;
                ("queued", id)
            }
            // Unsubscribed (or gone) since the campaign started: nothing goes.
            _ => ("skipped", None),
        };
        sqlx::query("update newsletter_deliveries set status = $1, mail_id = $2 where campaign_id = $3 and email = $4")
            .bind(status)
            .bind(mail_id)
            .bind(&campaign_id)
            .bind(&email)
            .execute(&self.db)
            .await?;
        Ok(true)
    }

    /// Campaigns with nothing left to hand to the outbox are sent. A read first: the
    /// idle dispatcher on every instance looks each second, and should not write.
    async fn finish_campaigns(&self) -> Result<(), sqlx::Error> {
        let sending: Option<String> = sqlx::query_scalar("select id from newsletter_campaigns where status = 'sending' limit 1")
            .fetch_optional(&self.db)
            .await?;
        if sending.is_none() {
            return Ok(());
        }
        sqlx::query(
            "update newsletter_campaigns set status = 'sent', sent_at = $1 where status = 'sending'
             and not exists (select 1 from newsletter_deliveries d where d.campaign_id = newsletter_campaigns.id
                             and d.status in ('waiting', 'sending'))",
        )
        .bind(now_rfc3339())
        .execute(&self.db)
        .await?;
        Ok(())
    }

    /// Works off the campaigns' deliveries for the life of the server, on every
    /// instance; each delivery is taken by one.
    pub async fn run_dispatcher(self) {
        loop {
            match self.dispatch_one().await {
                Ok(true) => continue,
                Ok(false) => {
                    let _ = tokio::time::timeout(Duration::from_secs(1), self.wake.notified()).await;
                }
                Err(error) => {
                    tracing::warn!(%error, "newsletter dispatcher: the database is away; trying again");
                    tokio::time::sleep(Duration::from_secs(2)).await;
                }
            }
        }
    }

    pub async fn campaigns(&self) -> Result<NewsletterContent, sqlx::Error> {
        let rows: Vec<(String, Option<String>, String, String, String, Option<String>)> = sqlx::query_as(
            "select id, month, texts, status, created_at, sent_at from newsletter_campaigns order by created_at desc limit 100",
        )
        .fetch_all(&self.db)
        .await?;
        let mut campaigns = Vec::new();
        for (id, month, texts, status, created_at, sent_at) in rows {
            let texts: BTreeMap<String, LangText> = serde_json::from_str(&texts).unwrap_or_default();
            let (recipients, waiting, delivered, failed, unsubscribed): (i64, i64, i64, i64, i64) = sqlx::query_as(
                "select count(*),
                        coalesce(sum(case when d.status in ('waiting', 'sending') then 1 else 0 end), 0),
                        coalesce(sum(case when m.status = 'sent' then 1 else 0 end), 0),
                        coalesce(sum(case when m.status = 'failed' then 1 else 0 end), 0),
                        coalesce(sum(case when s.status = 'unsubscribed' and s.unsubscribed_at >= $2 then 1 else 0 end), 0)
                 from newsletter_deliveries d
                 left join mail_outbox m on m.id = d.mail_id
                 left join newsletter_subscribers s on s.email = d.email
                 where d.campaign_id = $1",
            )
            .bind(&id)
            .bind(&created_at)
            .fetch_one(&self.db)
            .await?;
            campaigns.push(Campaign {
                subject: texts.get("da").map(|t| t.subject.clone()).unwrap_or_default(),
                machine: texts.iter().filter(|(_, t)| t.source == "machine").map(|(l, _)| l.clone()).collect(),
                id,
                month,
                status,
                created_at,
                sent_at,
                recipients,
                waiting,
                delivered,
                failed,
                unsubscribed,
            });
        }
        let confirmed: i64 = sqlx::query_scalar("select count(*) from newsletter_subscribers where status = 'confirmed'")
            .fetch_one(&self.db)
            .await?;
        let (month, next) = month_of(&self.clock.rfc3339_offset(0));
        let taken: Option<String> = sqlx::query_scalar("select id from newsletter_campaigns where month = $1")
            .bind(&month)
            .fetch_optional(&self.db)
            .await?;
        Ok(NewsletterContent {
            campaigns,
            confirmed,
            next_allowed: taken.map(|_| next),
            provider: self.translation.provider_name().map(str::to_owned),
            per_minute: self.per_minute,
        })
    }
}

#[derive(Deserialize)]
pub(super) struct PreviewBody {
    #[serde(flatten)]
    draft: Draft,
    #[serde(default)]
    lang: String,
}

/// `POST /api/admin/newsletter/preview {subjects, bodies, translate, lang}`: the mail
/// as a subscriber in `lang` gets it (subject, text, HTML) and where its text came from.
pub(super) async fn preview(State(office): State<Backoffice>, _admin: AdminUser, ApiJson(body): ApiJson<PreviewBody>) -> ApiResult<Response> {
    let texts = office.resolve(&body.draft).await?;
    let lang: Lang = body.lang.parse().unwrap_or(Lang::DEFAULT);
    let text = &texts[lang.code()];
    let letter = office.campaign_letter(text, "subscriber@example.dk", lang, "preview");
    let rendered = office.mailer.render(&letter);
    Ok(no_store(
        Json(json!({"subject": rendered.subject, "text": rendered.text, "html": rendered.html, "source": text.source})).into_response(),
    ))
}

/// `POST /api/admin/newsletter/test {subjects, bodies, translate, lang}`: the mail to
/// the administrator's own address.
pub(super) async fn send_test(State(office): State<Backoffice>, admin: AdminUser, ApiJson(body): ApiJson<PreviewBody>) -> ApiResult<Response> {
    let texts = office.resolve(&body.draft).await?;
    let lang: Lang = body.lang.parse().unwrap_or(Lang::DEFAULT);
    let mut text = texts[lang.code()].clone();
    text.subject = format!("[Test] {}", text.subject);
    let letter = office.campaign_letter(&text, &admin.0.email, lang, "test");
    office.mailer.send_later(letter).await;
    Ok(no_store((StatusCode::ACCEPTED, Json(json!({"to": admin.0.email}))).into_response()))
}

/// `POST /api/admin/newsletter/send {subjects, bodies, translate}`: to every confirmed
/// subscriber, in their language; 409 when this month's campaign went already.
pub(super) async fn send(
    State(office): State<Backoffice>,
    admin: AdminUser,
    lang: crate::http::ApiLang,
    ApiJson(draft): ApiJson<Draft>,
) -> ApiResult<Response> {
    let texts = office.resolve(&draft).await?;
    let (month, next) = month_of(&office.clock.rfc3339_offset(0));
    let id = hex::encode(rand::random::<[u8; 12]>());
    let mut tx = office.db.begin().await?;
    let inserted = sqlx::query(
        "insert into newsletter_campaigns (id, month, texts, status, created_by, created_at) values ($1, $2, $3, 'sending', $4, $5)",
    )
    .bind(&id)
    .bind(&month)
    .bind(serde_json::to_string(&texts).map_err(anyhow::Error::from)?)
    .bind(&admin.0.email)
    .bind(now_rfc3339())
    .execute(&mut *tx)
    .await;
    match inserted {
        Ok(_) => {}
        Err(sqlx::Error::Database(error)) if error.is_unique_violation() => {
            return Err(ApiError::new(StatusCode::CONFLICT, "backoffice-newsletter-month-taken")
                .with_arg("date", crate::i18n::format::date(&format!("{next}T12:00:00Z"), lang.0))
                .with_field("nextAllowed", next));
        }
        Err(error) => return Err(error.into()),
    }
    let recipients = sqlx::query(
        "insert into newsletter_deliveries (campaign_id, email, lang, status)
         select $1, email, lang, 'waiting' from newsletter_subscribers where status = 'confirmed'",
    )
    .bind(&id)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    tx.commit().await?;
    office.wake.notify_waiters();
    tracing::info!(id, recipients, admin = %admin.0.email, "newsletter campaign started");
    Ok(no_store((StatusCode::CREATED, Json(json!({"id": id, "recipients": recipients}))).into_response()))
}

#[cfg(test)]
mod tests {
    #[test]
    fn months_and_the_next_first() {
        assert_eq!(super::month_of("2026-11-24T16:00:00Z"), ("2026-11".into(), "2026-12-01".into()));
        // 23:30 UTC on 31 December is New Year in Copenhagen.
        assert_eq!(super::month_of("2026-12-31T23:30:00Z"), ("2027-01".into(), "2027-02-01".into()));
        assert_eq!(super::month_of("2026-12-31T22:30:00Z"), ("2026-12".into(), "2027-01-01".into()));
    }
}
