//! The newsletter, with consent as the law wants it (Markedsføringsloven § 10, GDPR
//! art. 7): a sign-up mails only a confirmation link (its SHA-256 kept, single use,
//! 7 days; a pending address gets at most one such mail a day, however often it is
//! sent, so the form is no tool to bomb a stranger), and the answer is the same for
//! every address. The link opens a page whose one button confirms (a GET never does:
//! mail services' link scanners open every link, and a consent they gave would prove
//! nothing): the consent record keeps the language, the SHA-256 of the texts the
//! visitor was shown, the times and the press (who, from which address and browser),
//! and the welcome mail brings the 10 % code. Every newsletter mail carries
//! `List-Unsubscribe` (a one-click POST, RFC 8058, and mailto) and a visible link to a
//! page whose button unsubscribes (a GET never does, so link scanners cannot).

use std::net::IpAddr;

use axum::extract::{Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Json, Response};
use serde::Deserialize;
use serde_json::json;
use sha2::Digest;

use super::Requests;
use crate::accounts::AuthUser;
use crate::http::client::ClientAddr;
use crate::http::{ApiError, ApiJson, ApiLang, ApiResult, no_store};
use crate::i18n::{Lang, Text};
use crate::mail::Letter;
use crate::platform::db::now_rfc3339;

/// How long a confirmation link works.
pub const CONFIRM_FOR_MS: i64 = 7 * 24 * 3600 * 1000;
/// A pending address gets at most one confirmation mail in this time.
pub const RESEND_AFTER_MS: i64 = 24 * 3600 * 1000;

/// The texts a visitor agrees to at the banner (their SHA-256 is the consent's
/// version), and on the profile.
const BANNER_TEXTS: [&str; 5] =
    ["newsletter-heading", "newsletter-text", "newsletter-no-spam", "newsletter-max-one", "newsletter-unsubscribe"];
const PROFILE_TEXTS: [&str; 2] = ["profile-newsletter-text", "newsletter-max-one"];

/// Where a sign-up came from: what the visitor was shown.
#[derive(Debug, Clone, Copy)]
pub enum Consent {
    Banner,
    Profile,
}

fn token_hash(token: &str) -> String {
    hex::encode(sha2::Sha256::digest(token.as_bytes()))
}

/// What a confirmation link did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Confirmed {
    Now,
    Invalid,
}

/// What a confirmation link can do: `Ready` (pending, its button confirms),
/// `Confirmed` (pressed already), `Invalid` (unknown, expired, or replaced since by an
/// unsubscribe or a new sign-up).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LinkState {
    Ready,
    Confirmed,
    Invalid,
}

/// A user agent longer than this is cut in the consent record.
const USER_AGENT_MAX: usize = 512;

/// Who confirmed a subscription, for the consent record (`confirmed_by`): the button on
/// the page the mailed link opens, or a signed-in customer with a verified address on
/// the profile. With the client's address and browser, which is what tells a person's
/// press from a machine's afterwards.
#[derive(Debug, Clone)]
pub struct Press {
    pub by: &'static str,
    pub ip: IpAddr,
    pub user_agent: Option<String>,
}

impl Press {
    pub fn new(by: &'static str, ip: IpAddr, headers: &HeaderMap) -> Press {
        let user_agent = headers.get(header::USER_AGENT).and_then(|v| v.to_str().ok()).map(|ua| {
            let mut end = ua.len().min(USER_AGENT_MAX);
            while !ua.is_char_boundary(end) {
                end -= 1;
            }
            ua[..end].to_owned()
        });
        Press { by, ip, user_agent }
    }
}

/// A subscriber as the profile shows it: `none`, `pending`, `confirmed`, `unsubscribed`.
pub async fn status_of(requests: &Requests, email: &str) -> Result<String, sqlx::Error> {
    let status: Option<String> = sqlx::query_scalar("select status from newsletter_subscribers where email = $1")
        .bind(email)
        .fetch_optional(&requests.db)
        .await?;
    Ok(status.unwrap_or_else(|| "none".into()))
}

impl Requests {
    /// The SHA-256 of the texts behind a sign-up, in its language.
    fn consent_hash(&self, consent: Consent, lang: Lang) -> String {
        let keys: &[&str] = match consent {
            Consent::Banner => &BANNER_TEXTS,
            Consent::Profile => &PROFILE_TEXTS,
        };
        let shown: Vec<String> = keys.iter().map(|k| self.mailer.catalog().t(lang, k, None)).collect();
        format!("sha256:{}", hex::encode(sha2::Sha256::digest(shown.join("\n").as_bytes())))
    }

    /// A sign-up: the address becomes pending with a new link, unless it is confirmed
    /// or got a link in the last 24 hours (one statement decides, also for many
    /// sign-ups at once). True when a confirmation mail went out.
    pub async fn sign_up_newsletter(&self, email: &str, lang: Lang, consent: Consent) -> Result<bool, sqlx::Error> {
        let token = hex::encode(rand::random::<[u8; 32]>());
        let resend_after = self.clock.unix_ms() - RESEND_AFTER_MS;
        let updated = self.record_pending(email, lang, consent, &token, Some(resend_after)).await?;
        if !updated {
            tracing::info!("newsletter sign-up of a confirmed or recently mailed address: nothing sent");
            return Ok(false);
        }
        let site = self.mailer.site();
        let link = format!("{}{}?token={token}", site.url, lang.localize("/nyhedsbrev/bekraeft"));
        let mut letter = Letter::new(
            "newsletter-confirm",
            email,
            lang,
            Text::new("mail-newsletter-confirm-subject"),
            Text::new("mail-newsletter-confirm-heading"),
        );
        letter.paragraphs.push(Text::new("mail-newsletter-confirm-text"));
        letter.action = Some((Text::new("mail-newsletter-confirm-button"), link));
        letter.after.push(Text::new("mail-newsletter-confirm-ignore"));
        self.mailer.send_later(letter).await;
        Ok(true)
    }

    /// What the confirmation link with this token can do now (opening it changes
    /// nothing).
    pub async fn confirm_link_state(&self, token: &str) -> Result<LinkState, sqlx::Error> {
        if token.is_empty() {
            return Ok(LinkState::Invalid);
        }
        let row: Option<(String, Option<i64>)> =
            sqlx::query_as("select status, confirm_expires_at from newsletter_subscribers where confirm_token_hash = $1")
                .bind(token_hash(token))
                .fetch_optional(&self.db)
                .await?;
        Ok(match row {
            Some((status, Some(expires))) if status == "pending" && expires > self.clock.unix_ms() => LinkState::Ready,
            Some((status, _)) if status == "confirmed" => LinkState::Confirmed,
            _ => LinkState::Invalid,
        })
    }

    /// The press that confirms the link's subscription: once (one statement decides,
    /// also for two presses at once), and the welcome with the code goes out. The
    /// link's hash stays, so the link then says it is confirmed.
    pub async fn confirm_newsletter(&self, token: &str, press: &Press) -> Result<Confirmed, sqlx::Error> {
        if token.is_empty() {
            return Ok(Confirmed::Invalid);
        }
        let unsubscribe_token = hex::encode(rand::random::<[u8; 24]>());
        let row: Option<(String, String, Option<String>)> = sqlx::query_as(
            "update newsletter_subscribers set status = 'confirmed', confirmed_at = $1, confirm_expires_at = null,
                 unsubscribed_at = null, unsubscribe_token = $2, discount_code = coalesce(discount_code, $3),
                 confirmed_by = $6, confirmed_ip = $7, confirmed_user_agent = $8
             where confirm_token_hash = $4 and status = 'pending' and confirm_expires_at > $5
             returning email, lang, discount_code",
        )
        .bind(now_rfc3339())
        .bind(&unsubscribe_token)
        .bind(self.shared_code.as_deref().map(str::to_owned).unwrap_or_else(super::discount_code))
        .bind(token_hash(token))
        .bind(self.clock.unix_ms())
        .bind(press.by)
        .bind(press.ip.to_string())
        .bind(press.user_agent.as_deref())
        .fetch_optional(&self.db)
        .await?;
        let Some((email, lang, code)) = row else { return Ok(Confirmed::Invalid) };
        let lang: Lang = lang.parse().unwrap_or(Lang::DEFAULT);
        tracing::info!("newsletter subscription confirmed");
        let mut welcome = self.newsletter_letter(
            "newsletter-welcome",
            &email,
            lang,
            &unsubscribe_token,
            Text::new("mail-newsletter-subject"),
            Text::new("mail-newsletter-heading"),
        );
        welcome.paragraphs.push(Text::new("mail-newsletter-text"));
        welcome.details.push((Text::new("mail-newsletter-code"), code.unwrap_or_default()));
        welcome.after.push(Text::new("mail-newsletter-promise"));
        self.mailer.send_later(welcome).await;
        Ok(Confirmed::Now)
    }

    /// A letter to a confirmed subscriber: with `List-Unsubscribe` (one click and
    /// mailto) and the visible unsubscribe link.
    pub fn newsletter_letter(&self, kind: &'static str, email: &str, lang: Lang, unsubscribe_token: &str, subject: Text, heading: Text) -> Letter {
        let site = self.mailer.site();
        let mut letter = Letter::new(kind, email, lang, subject, heading);
        let one_click = format!("{}/api/newsletter/unsubscribe?token={unsubscribe_token}", site.url);
        let mailto = format!("mailto:{}?subject=unsubscribe", self.mailer.business_email());
        letter.headers.push(("List-Unsubscribe", format!("<{one_click}>, <{mailto}>")));
        letter.headers.push(("List-Unsubscribe-Post", "List-Unsubscribe=One-Click".into()));
        letter.footer_link = Some((
            Text::new("mail-newsletter-unsubscribe"),
            format!("{}{}?token={unsubscribe_token}", site.url, lang.localize("/nyhedsbrev/afmeld")),
        ));
        letter
    }

    /// Whether a token belongs to a subscription (and whether it is still on).
    pub async fn unsubscribe_token_state(&self, token: &str) -> Result<Option<String>, sqlx::Error> {
        if token.is_empty() {
            return Ok(None);
        }
        sqlx::query_scalar("select status from newsletter_subscribers where unsubscribe_token = $1")
            .bind(token)
            .fetch_optional(&self.db)
            .await
    }

    /// Unsubscribes the subscription with this token: `None` for an unknown token,
    /// else whether it was on until now.
    pub async fn unsubscribe(&self, token: &str) -> Result<Option<bool>, sqlx::Error> {
        if self.unsubscribe_token_state(token).await?.is_none() {
            return Ok(None);
        }
        let done = sqlx::query(
            "update newsletter_subscribers set status = 'unsubscribed', unsubscribed_at = $1
             where unsubscribe_token = $2 and status = 'confirmed'",
        )
        .bind(now_rfc3339())
        .bind(token)
        .execute(&self.db)
        .await?;
        if done.rows_affected() == 1 {
            tracing::info!("newsletter unsubscribed");
        }
        Ok(Some(done.rows_affected() == 1))
    }
}

#[derive(Deserialize)]
pub(super) struct SignUpBody {
    #[serde(default)]
    email: String,
}

/// `POST /api/newsletter {email}` → 202, the same for every valid address.
pub(super) async fn sign_up(
    State(requests): State<Requests>,
    lang: ApiLang,
    ClientAddr(client): ClientAddr,
    ApiJson(body): ApiJson<SignUpBody>,
) -> ApiResult<Response> {
    let email = super::validate_newsletter(&body.email)?;
    super::limited(&requests, format!("form:newsletter:{client}")).await?;
    requests.sign_up_newsletter(&email, lang.0, Consent::Banner).await?;
    Ok((StatusCode::ACCEPTED, Json(json!({"ok": true}))).into_response())
}

#[derive(Deserialize)]
pub(super) struct TokenQuery {
    #[serde(default)]
    token: String,
}

/// `POST /api/newsletter/unsubscribe?token=…` (RFC 8058's one-click POST, with the
/// body `List-Unsubscribe=One-Click`, from a mail program; no session) → 200.
pub(super) async fn unsubscribe(State(requests): State<Requests>, Query(query): Query<TokenQuery>) -> ApiResult<Response> {
    match requests.unsubscribe(&query.token).await? {
        Some(now) => Ok(no_store(Json(json!({ "unsubscribed": true, "changed": now })).into_response())),
        None => Err(ApiError::new(StatusCode::NOT_FOUND, "newsletter-unsubscribe-unknown")),
    }
}

#[derive(Deserialize)]
pub(super) struct ProfileBody {
    #[serde(default)]
    subscribe: bool,
}

/// `PUT /api/profile/newsletter {subscribe}`: a signed-in customer subscribes (with a
/// verified address at once; otherwise through the confirmation link like everyone)
/// or unsubscribes. Answers the status now.
pub(super) async fn profile(
    State(requests): State<Requests>,
    lang: ApiLang,
    ClientAddr(client): ClientAddr,
    headers: HeaderMap,
    AuthUser(user): AuthUser,
    ApiJson(body): ApiJson<ProfileBody>,
) -> ApiResult<Response> {
    if body.subscribe {
        if status_of(&requests, &user.email).await? != "confirmed" {
            if user.email_verified {
                // The address is proven: sign up and confirm in one go.
                requests.sign_up_newsletter_verified(&user.email, lang.0, &Press::new("profile", client, &headers)).await?;
            } else {
                requests.sign_up_newsletter(&user.email, lang.0, Consent::Profile).await?;
            }
        }
    } else {
        sqlx::query(
            "update newsletter_subscribers set status = 'unsubscribed', unsubscribed_at = $1
             where email = $2 and status <> 'unsubscribed'",
        )
        .bind(now_rfc3339())
        .bind(&user.email)
        .execute(&requests.db)
        .await?;
    }
    let status = status_of(&requests, &user.email).await?;
    Ok(no_store(Json(json!({ "status": status })).into_response()))
}

impl Requests {
    /// A signed-in customer with a verified address subscribes from the profile: the
    /// consent is recorded and confirmed at once, and the welcome goes out.
    async fn sign_up_newsletter_verified(&self, email: &str, lang: Lang, press: &Press) -> Result<(), sqlx::Error> {
        let token = hex::encode(rand::random::<[u8; 32]>());
        self.record_pending(email, lang, Consent::Profile, &token, None).await?;
        self.confirm_newsletter(&token, press).await?;
        Ok(())
    }

    /// Makes the address pending with a new link (its hash kept) and the consent's
    /// text, unless it is confirmed, or, with `resend_after` (unix ms), it got a link
    /// since then: one statement decides, also for many sign-ups at once. True when
    /// this call made it pending.
    async fn record_pending(
        &self,
        email: &str,
        lang: Lang,
        consent: Consent,
        token: &str,
        resend_after: Option<i64>,
    ) -> Result<bool, sqlx::Error> {
        let now = self.clock.unix_ms();
        let updated = sqlx::query(
            "insert into newsletter_subscribers
                 (email, lang, created_at, status, consent_text_hash, confirm_token_hash, confirm_expires_at, confirm_sent_at)
             values ($1, $2, $3, 'pending', $4, $5, $6, $7)
             on conflict (email) do update set
                 lang = excluded.lang, status = 'pending', consent_text_hash = excluded.consent_text_hash,
                 confirm_token_hash = excluded.confirm_token_hash, confirm_expires_at = excluded.confirm_expires_at,
                 confirm_sent_at = excluded.confirm_sent_at
             where newsletter_subscribers.status <> 'confirmed'
               and ($8 is null or newsletter_subscribers.confirm_sent_at is null or newsletter_subscribers.confirm_sent_at <= $8)",
        )
        .bind(email)
        .bind(lang.code())
        .bind(now_rfc3339())
        .bind(self.consent_hash(consent, lang))
        .bind(token_hash(token))
        .bind(now + CONFIRM_FOR_MS)
        .bind(now)
        .bind(resend_after)
        .execute(&self.db)
        .await?;
        Ok(updated.rows_affected() == 1)
    }
}
