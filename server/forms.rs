//! The visitor forms: the home page's quote request, the /kontakt message and the
//! newsletter. Validated with the specification's messages (the browser runs the
//! same rules), stored, and rate limited per client address.

use std::net::SocketAddr;
use std::time::Duration;

use axum::Router;
use axum::extract::{ConnectInfo, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Json, Response};
use axum::routing::post;
use serde::Deserialize;
use serde_json::json;

use crate::api_error::{ApiError, ApiLang, reply};
use crate::db::now_rfc3339 as now;
use crate::auth::ApiJson;
use crate::auth::rate_limit::RateLimiter;
use crate::auth::validation::{Email, FieldErrors, MessageKey};
use crate::state::AppState;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/quote", post(quote))
        .route("/contact", post(contact))
        .route("/newsletter", post(newsletter))
        .route("/coming-soon/unlock", post(unlock))
}

/// Submissions per client address and form in ten minutes.
pub struct FormLimits {
    pub submissions: RateLimiter,
    pub unlock_attempts: RateLimiter,
}

impl Default for FormLimits {
    fn default() -> Self {
        FormLimits {
            submissions: RateLimiter::new(5, Duration::from_secs(600)),
            unlock_attempts: RateLimiter::new(10, Duration::from_secs(900)),
        }
    }
}

fn chars(s: &str) -> usize {
    s.chars().count()
}

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

fn limited(state: &AppState, key: String) -> Result<(), ApiError> {
    if state.form_limits.submissions.retry_after(&key).is_some() {
        return Err(ApiError::new(StatusCode::TOO_MANY_REQUESTS, "form-rate-limited").with_arg("phone", state.site.phone));
    }
    state.form_limits.submissions.fail(&key);
    Ok(())
}


async fn store_request(state: &AppState, kind: &str, lang: ApiLang, q: &Quote) -> Result<(), ApiError> {
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
    .execute(&state.db)
    .await?;
    tracing::info!(kind, "visitor request stored");
    Ok(())
}


type Validator = fn(&str, &str, &str, &str) -> Result<Quote, FieldErrors>;

/// One visitor request: validated, rate limited per address, stored.
async fn submit(state: &AppState, lang: ApiLang, peer: SocketAddr, kind: &str, validate: Validator, body: FormBody) -> Response {
    let result = async {
        let q = validate(&body.name, &body.email, &body.phone, &body.message)?;
        limited(state, format!("{kind}:{}", peer.ip()))?;
        store_request(state, kind, lang, &q).await?;
        Ok((StatusCode::CREATED, Json(json!({"ok": true}))).into_response())
    }
    .await;
    reply(state, lang, result)
}

async fn quote(
    State(state): State<AppState>,
    lang: ApiLang,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    ApiJson(body): ApiJson<FormBody>,
) -> Response {
    submit(&state, lang, peer, "quote", validate_quote, body).await
}

async fn contact(
    State(state): State<AppState>,
    lang: ApiLang,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    ApiJson(body): ApiJson<FormBody>,
) -> Response {
    submit(&state, lang, peer, "contact", validate_contact, body).await
}

/// Signs an address up once, however often it is sent.
async fn newsletter(
    State(state): State<AppState>,
    lang: ApiLang,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    ApiJson(body): ApiJson<FormBody>,
) -> Response {
    let result = async {
        let email = validate_newsletter(&body.email)?;
        limited(&state, format!("newsletter:{}", peer.ip()))?;
        sqlx::query(
            "insert into newsletter_subscribers (email, lang, created_at) values ($1, $2, $3)
             on conflict (email) do nothing",
        )
        .bind(&email)
        .bind(lang.0.code())
        .bind(now())
        .execute(&state.db)
        .await?;
        Ok((StatusCode::OK, Json(json!({"ok": true}))).into_response())
    }
    .await;
    reply(&state, lang, result)
}

#[derive(Deserialize)]
struct UnlockBody {
    #[serde(default)]
    password: String,
}

/// The coming-soon gate: the password is checked here (`COMING_SOON_PASSWORD`), not
/// in the browser, where anyone could read it.
async fn unlock(
    State(state): State<AppState>,
    lang: ApiLang,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    ApiJson(body): ApiJson<UnlockBody>,
) -> Response {
    let result = async {
        if body.password.is_empty() {
            return Err(ApiError::Validation(FieldErrors(vec![("password", "validation-password-required")])));
        }
        let key = format!("unlock:{}", peer.ip());
        if state.form_limits.unlock_attempts.retry_after(&key).is_some() {
            return Err(ApiError::new(StatusCode::TOO_MANY_REQUESTS, "form-rate-limited").with_arg("phone", state.site.phone));
        }
        let right = state.coming_soon_password.as_deref().is_some_and(|expected| {
            use subtle::ConstantTimeEq;
            expected.as_bytes().ct_eq(body.password.as_bytes()).into()
        });
        if !right {
            state.form_limits.unlock_attempts.fail(&key);
            return Err(ApiError::new(StatusCode::FORBIDDEN, "coming-soon-wrong-password-api")
                .with_hint("coming-soon-wrong-password-hint"));
        }
        Ok(Json(json!({"ok": true})).into_response())
    }
    .await;
    reply(&state, lang, result)
}

/// `elektriker export`: what visitors sent, as CSV on standard output.
pub async fn export_csv(db: &crate::db::Db, what: &str, out: &mut impl std::io::Write) -> anyhow::Result<()> {
    fn field(s: &str) -> String {
        // Quote every field; neutralise spreadsheet formulas.
        let s = if s.starts_with(['=', '+', '-', '@']) { format!("'{s}") } else { s.to_owned() };
        format!("\"{}\"", s.replace('"', "\"\""))
    }
    match what {
        "newsletter" => {
            writeln!(out, "email,lang,created_at")?;
            let rows: Vec<(String, String, String)> =
                sqlx::query_as("select email, lang, created_at from newsletter_subscribers order by created_at").fetch_all(db).await?;
            for (email, lang, at) in rows {
                writeln!(out, "{},{},{}", field(&email), field(&lang), field(&at))?;
            }
        }
        kind => {
            let kind = match kind {
                "quotes" => "quote",
                "contacts" => "contact",
                other => anyhow::bail!("unknown export {other:?}: use quotes, contacts or newsletter"),
            };
            writeln!(out, "created_at,name,email,phone,message,lang")?;
            let rows: Vec<(String, String, String, Option<String>, String, String)> = sqlx::query_as(
                "select created_at, name, email, phone, message, lang from contact_requests where kind = $1 order by created_at",
            )
            .bind(kind)
            .fetch_all(db)
            .await?;
            for (at, name, email, phone, message, lang) in rows {
                writeln!(
                    out,
                    "{},{},{},{},{},{}",
                    field(&at),
                    field(&name),
                    field(&email),
                    field(phone.as_deref().unwrap_or("")),
                    field(&message),
                    field(&lang)
                )?;
            }
        }
    }
    Ok(())
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
        let cases: Value = serde_json::from_str(include_str!("../app/src/lib/validation-cases.json")).unwrap();
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
