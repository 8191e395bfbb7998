//! What visitors send: the home page's quote request, the /kontakt message, the
//! newsletter sign-up, and the coming-soon gate's password. Validated with the
//! specification's messages (the browser runs the same rules), stored, and rate
//! limited per client address; `elektriker export` prints them as CSV.

pub mod export;
pub mod newsletter;

use std::net::IpAddr;
use std::sync::Arc;

use axum::Router;
use axum::extract::{FromRef, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Json, Response};
use axum::routing::post;
use serde::Deserialize;
use serde_json::json;

use crate::http::validation::{Email, FieldErrors, MessageKey, chars};
use crate::http::{ApiError, ApiJson, ApiLang, ApiResult};
use crate::i18n::{Lang, Text};
use crate::mail::{Letter, Mailer};
use crate::platform::Db;
use crate::platform::db::now_rfc3339 as now;
use crate::http::client::{ClientAddr, TrustedProxies};
use crate::platform::limits::{Limit, Limits};

#[derive(Debug, Clone, clap::Args)]
pub struct RequestSettings {
    /// The password of the /coming-soon gate, checked on the server (unset: the gate
    /// stays closed).
    #[arg(long, env = "COMING_SOON_PASSWORD", hide_env_values = true)]
    pub coming_soon_password: Option<crate::platform::Secret>,

    /// Newsletter campaign mails handed to the outbox per minute (all instances
    /// together).
    #[arg(long, env = "NEWSLETTER_PER_MINUTE", default_value_t = 60)]
    pub newsletter_per_minute: u32,

    /// With Shopify: the one discount code (created in Shopify) that the welcome mail
    /// gives every subscriber, instead of a personal `NORDLYS10-…` code.
    #[arg(long, env = "NEWSLETTER_DISCOUNT_CODE")]
    pub newsletter_discount_code: Option<String>,
}

/// The visitor-requests service: where requests are stored, the limits per
/// address, the gate's password, and the phone number the limit message names.
#[derive(Clone)]
pub struct Requests {
    pub(crate) db: Db,
    limits: Limits,
    /// The time sign-up links are made and checked with (the tests move it).
    clock: crate::platform::Clock,
    /// `NEWSLETTER_DISCOUNT_CODE`: one code for all, made in Shopify.
    shared_code: Option<Arc<str>>,
    coming_soon_password: Option<Arc<str>>,
    phone: Arc<str>,
    mailer: Mailer,
}

impl Requests {
    pub fn new(db: Db, settings: &RequestSettings, mailer: Mailer, limits: Limits, clock: crate::platform::Clock) -> Requests {
        Requests {
            db,
            limits,
            clock,
            shared_code: settings
                .newsletter_discount_code
                .as_deref()
                .map(|c| c.trim())
                .filter(|c| !c.is_empty())
                .map(Arc::from),
            coming_soon_password: settings.coming_soon_password.as_ref().map(crate::platform::Secret::expose).filter(|s| !s.is_empty()).map(Arc::from),
            phone: Arc::from(mailer.site().phone.as_str()),
            mailer,
        }
    }

    /// The visitor's receipt ("we reply within 24 hours") and the business's
    /// notification (in Danish; a reply goes straight to the visitor).
    async fn mail_request(&self, kind: &'static str, lang: Lang, q: &Quote) {
        let mut receipt = Letter::new(
            "request-receipt",
            &q.email,
            lang,
            Text::new("mail-receipt-subject"),
            Text::new("mail-receipt-heading"),
        );
        receipt.greeting = Some(Text::new("mail-greeting").arg("name", q.name.as_str()));
        receipt.paragraphs.push(Text::new("mail-receipt-text"));
        receipt.details.push((Text::new("mail-field-message"), q.message.clone()));
        receipt.after.push(Text::new("mail-receipt-urgent").arg("phone", &*self.phone));
        self.mailer.send_later(receipt).await;

        let subject = if kind == "quote" { "mail-business-quote-subject" } else { "mail-business-contact-subject" };
        let heading = if kind == "quote" { "mail-business-quote-heading" } else { "mail-business-contact-heading" };
        let mut notice = Letter::new(
            if kind == "quote" { "business-quote" } else { "business-contact" },
            self.mailer.business_email(),
            Lang::DEFAULT,
            Text::new(subject).arg("name", q.name.as_str()),
            Text::new(heading),
        );
        notice.reply_to = Some(q.email.clone());
        notice.paragraphs.push(Text::new("mail-business-request-text").arg("email", q.email.as_str()));
        notice.details.push((Text::new("mail-field-name"), q.name.clone()));
        notice.details.push((Text::new("mail-field-email"), q.email.clone()));
        if !q.phone.is_empty() {
            notice.details.push((Text::new("mail-field-phone"), q.phone.clone()));
        }
        notice.details.push((Text::new("mail-field-language"), lang.code().to_owned()));
        notice.details.push((Text::new("mail-field-message"), q.message.clone()));
        notice.action = Some((Text::new("mail-business-button"), format!("{}/admin/requests", self.mailer.site().url)));
        self.mailer.send_later(notice).await;
    }
}

/// `/api/quote`, `/api/contact`, `/api/newsletter` (and its one-click unsubscribe,
/// and the profile's subscription), `/api/coming-soon/unlock`.
pub fn router<S>() -> Router<S>
where
    S: Clone + Send + Sync + 'static,
    Requests: FromRef<S>,
    crate::accounts::Accounts: FromRef<S>,
    TrustedProxies: FromRef<S>,
{
    Router::new()
        .route("/quote", post(quote))
        .route("/contact", post(contact))
        .route("/newsletter", post(newsletter::sign_up))
        .route("/newsletter/unsubscribe", post(newsletter::unsubscribe))
        .route("/profile/newsletter", axum::routing::put(newsletter::profile))
        .route("/coming-soon/unlock", post(unlock))
}

/// Submissions per client address and form in ten minutes.
pub const SUBMISSIONS: Limit = Limit::per_minutes(5, 10);
/// Wrong coming-soon passwords per address in fifteen minutes.
pub const UNLOCK_ATTEMPTS: Limit = Limit::per_minutes(10, 15);

fn email_rule(input: &str) -> Result<String, MessageKey> {
    match Email::parse(input) {
        Ok(email) => Ok(email.as_str().to_owned()),
        Err("validation-email-too-long") => Err("form-email-too-long"),
        Err(_) => Err("form-email-invalid"),
    }
}

pub struct Quote {
    pub name: String,
    pub email: String,
    pub phone: String,
    pub message: String,
}

/// The home page's quote form: name 2-100, email valid and at most 255, phone 8-20,
/// message 10-1000 (all trimmed).
pub fn validate_quote(name: &str, email: &str, phone: &str, message: &str) -> Result<Quote, FieldErrors> {
    let mut errors = FieldErrors::default();
    let (name, phone, message) = (name.trim(), phone.trim(), message.trim());
    let name = errors.check("name", match chars(name) {
        n if n < 2 => Err("form-name-too-short"),
        n if n > 100 => Err("form-name-too-long"),
        _ => Ok(name.to_owned()),
    });
    let email = errors.check("email", email_rule(email));
    let phone = errors.check("phone", match chars(phone) {
        n if n < 8 => Err("form-phone-too-short"),
        n if n > 20 => Err("form-phone-too-long"),
        _ => Ok(phone.to_owned()),
    });
    let message = errors.check("message", match chars(message) {
        n if n < 10 => Err("form-message-too-short"),
        n if n > 1000 => Err("form-message-too-long"),
        _ => Ok(message.to_owned()),
    });
    match (name, email, phone, message) {
        (Some(name), Some(email), Some(phone), Some(message)) => Ok(Quote { name, email, phone, message }),
        _ => Err(errors),
    }
}

/// The /kontakt form: name, email and message required, phone optional. Lengths are
/// bounded so nothing unreasonable is stored, and the email must be one we can answer.
pub fn validate_contact(name: &str, email: &str, phone: &str, message: &str) -> Result<Quote, FieldErrors> {
    let mut errors = FieldErrors::default();
    let (name, phone, message) = (name.trim(), phone.trim(), message.trim());
    let name = errors.check("name", match chars(name) {
        0 => Err("form-name-required"),
        n if n > 100 => Err("form-name-too-long"),
        _ => Ok(name.to_owned()),
    });
    let email = errors.check("email", if email.trim().is_empty() { Err("form-email-required") } else { email_rule(email) });
    let phone = errors.check("phone", if chars(phone) > 20 { Err("form-phone-too-long") } else { Ok(phone.to_owned()) });
    let message = errors.check("message", match chars(message) {
        0 => Err("form-message-required"),
        n if n > 1000 => Err("form-message-too-long"),
        _ => Ok(message.to_owned()),
    });
    match (name, email, phone, message) {
        (Some(name), Some(email), Some(phone), Some(message)) => Ok(Quote { name, email, phone, message }),
        _ => Err(errors),
    }
}

pub fn validate_newsletter(email: &str) -> Result<String, FieldErrors> {
    let mut errors = FieldErrors::default();
    let email = errors.check("email", if email.trim().is_empty() { Err("form-email-required") } else { email_rule(email) });
    email.ok_or(errors)
}

#[derive(Deserialize)]
struct FormBody {
    #[serde(default)]
    name: String,
    #[serde(default)]
    email: String,
    #[serde(default)]
    phone: String,
    #[serde(default)]
    message: String,
}

pub(crate) async fn limited(requests: &Requests, key: String) -> Result<(), ApiError> {
    let count = requests.limits.reserve_within(&key, SUBMISSIONS).await?;
    if !count.allowed {
        return Err(ApiError::new(StatusCode::TOO_MANY_REQUESTS, "form-rate-limited")
            .with_arg("phone", &*requests.phone)
            .with_retry_after(count.resets_in.as_secs().max(1)));
    }
    Ok(())
}


async fn store_request(requests: &Requests, kind: &str, lang: ApiLang, q: &Quote) -> Result<(), ApiError> {
    sqlx::query(
        "insert into contact_requests (id, kind, name, email, phone, message, lang, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8)",
    )
    .bind(hex::encode(rand::random::<[u8; 16]>()))
    .bind(kind)
    .bind(&q.name)
    .bind(&q.email)
    .bind(if q.phone.is_empty() { None } else { Some(q.phone.as_str()) })
    .bind(&q.message)
    .bind(lang.0.code())
    .bind(now())
    .execute(&requests.db)
    .await?;
    tracing::info!(kind, "visitor request stored");
    Ok(())
}


type Validator = fn(&str, &str, &str, &str) -> Result<Quote, FieldErrors>;

/// One visitor request: validated, rate limited per address, stored.
async fn submit(requests: &Requests, lang: ApiLang, client: IpAddr, kind: &str, validate: Validator, body: FormBody) -> ApiResult<Response> {
    let q = validate(&body.name, &body.email, &body.phone, &body.message)?;
    limited(requests, format!("form:{kind}:{client}")).await?;
    store_request(requests, kind, lang, &q).await?;
    requests.mail_request(if kind == "quote" { "quote" } else { "contact" }, lang.0, &q).await;
    Ok((StatusCode::CREATED, Json(json!({"ok": true}))).into_response())
}

async fn quote(
    State(requests): State<Requests>,
    lang: ApiLang,
    ClientAddr(client): ClientAddr,
    ApiJson(body): ApiJson<FormBody>,
) -> ApiResult<Response> {
    submit(&requests, lang, client, "quote", validate_quote, body).await
}

async fn contact(
    State(requests): State<Requests>,
    lang: ApiLang,
    ClientAddr(client): ClientAddr,
    ApiJson(body): ApiJson<FormBody>,
) -> ApiResult<Response> {
    submit(&requests, lang, client, "contact", validate_contact, body).await
}

/// A subscriber's own code for 10 % off the first order: `NORDLYS10-` and six
/// characters that are easy to read aloud (no 0/O, 1/I).
pub(crate) fn discount_code() -> String {
    const ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    let bytes: [u8; 6] = rand::random();
    let tail: String = bytes.iter().map(|b| ALPHABET[*b as usize % ALPHABET.len()] as char).collect();
    format!("NORDLYS10-{tail}")
}

#[derive(Deserialize)]
struct UnlockBody {
    #[serde(default)]
    password: String,
}

/// The coming-soon gate: the password is checked here (`COMING_SOON_PASSWORD`), not
/// in the browser, where anyone could read it.
async fn unlock(
    State(requests): State<Requests>,
    ClientAddr(client): ClientAddr,
    ApiJson(body): ApiJson<UnlockBody>,
) -> ApiResult<Response> {
    if body.password.is_empty() {
        return Err(ApiError::Validation(FieldErrors(vec![("password", "validation-password-required")])));
    }
    // Counted before the check, so a burst cannot outrun the limit.
    let key = format!("unlock:{client}");
    if !requests.limits.reserve(&key, UNLOCK_ATTEMPTS).await?.allowed {
        return Err(ApiError::new(StatusCode::TOO_MANY_REQUESTS, "form-rate-limited").with_arg("phone", &*requests.phone));
    }
    let right = requests.coming_soon_password.as_deref().is_some_and(|expected| {
        use subtle::ConstantTimeEq;
        expected.as_bytes().ct_eq(body.password.as_bytes()).into()
    });
    if !right {
        return Err(ApiError::new(StatusCode::FORBIDDEN, "coming-soon-wrong-password-api")
            .with_hint("coming-soon-wrong-password-hint"));
    }
    requests.limits.release(&key).await?;
    Ok(Json(json!({"ok": true})).into_response())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;
    use std::collections::BTreeMap;

    fn map(result: Result<(), FieldErrors>) -> BTreeMap<String, String> {
        result.err().map(|e| e.0.iter().map(|(f, k)| (f.to_string(), k.to_string())).collect()).unwrap_or_default()
    }

    /// The cases the front-end tests run too.
    #[test]
    fn shared_form_cases() {
        let cases: Value = serde_json::from_str(include_str!("../../app/src/lib/validation-cases.json")).unwrap();
        let s = |c: &Value, k: &str| c["input"][k].as_str().unwrap_or_default().to_owned();
        let expected = |c: &Value| -> BTreeMap<String, String> {
            c["errors"].as_object().unwrap().iter().map(|(k, v)| (k.clone(), v.as_str().unwrap().to_owned())).collect()
        };
        for c in cases["quote"].as_array().unwrap() {
            let got = map(validate_quote(&s(c, "name"), &s(c, "email"), &s(c, "phone"), &s(c, "message")).map(|_| ()));
            assert_eq!(got, expected(c), "quote {}", c["name"]);
        }
        for c in cases["contact"].as_array().unwrap() {
            let got = map(validate_contact(&s(c, "name"), &s(c, "email"), &s(c, "phone"), &s(c, "message")).map(|_| ()));
            assert_eq!(got, expected(c), "contact {}", c["name"]);
        }
        for c in cases["newsletter"].as_array().unwrap() {
            let got = map(validate_newsletter(&s(c, "email")).map(|_| ()));
            assert_eq!(got, expected(c), "newsletter {}", c["name"]);
        }
    }
}
