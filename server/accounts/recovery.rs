//! Password reset: `POST /api/auth/password-reset {email}` answers the same 202 for
//! every address (nobody learns who has an account) and mails a single-use link
//! `PUBLIC_URL/auth/reset?token=…`, valid for an hour; `POST /api/auth/reset-password`
//! sets the new password, ends every session of the account and signs the visitor in.

use std::sync::Arc;
use std::time::Duration;

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Json, Response};
use serde::Deserialize;
use serde_json::json;

use super::handlers::with_cookie;
use super::tokens::{self, Purpose};
use super::users::session_user;
use super::validation::{self, Email, FieldErrors};
use super::{Accounts, session};
use crate::http::client::{ClientAddr, Https};
use crate::http::{ApiError, ApiJson, ApiLang, ApiResult, no_store};
use crate::i18n::{Catalog, Lang, Text};
use crate::mail::Letter;

pub const LINK_VALID_FOR: Duration = Duration::from_secs(3600);

#[derive(Deserialize)]
pub(super) struct ResetRequestBody {
    #[serde(default)]
    email: String,
}

/// `POST /api/auth/password-reset {email}`: always 202 with the same body.
pub(super) async fn request_reset(
    State(accounts): State<Accounts>,
    State(catalog): State<Arc<Catalog>>,
    lang: ApiLang,
    ClientAddr(address): ClientAddr,
    ApiJson(body): ApiJson<ResetRequestBody>,
) -> ApiResult<Response> {
    let email = Email::parse(&body.email).map_err(|key| FieldErrors(vec![("email", key)]))?;
    let answer = no_store(
        (StatusCode::ACCEPTED, Json(json!({ "message": catalog.t(lang.0, "auth-reset-sent", None) }))).into_response(),
    );
    // Limits refuse silently: the answer must not tell whether a mail went out.
    let by_address = accounts.limits.reserve(&format!("reset:address:{address}"), super::RESET_REQUESTS_PER_ADDRESS).await?;
    if !by_address.allowed {
        tracing::warn!(%address, "password reset requests limited");
        return Ok(answer);
    }
    let row: Option<(String, String)> = sqlx::query_as(
        "select u.id, p.first_name from users u join profiles p on p.id = u.id where u.email = $1",
    )
    .bind(email.as_str())
    .fetch_optional(&accounts.db)
    .await?;
    if let Some((user_id, first_name)) = row {
        let by_account = accounts.limits.reserve(&format!("reset:account:{}", email.as_str()), super::RESET_MAILS_PER_ACCOUNT).await?;
        if !by_account.allowed {
            tracing::warn!("password reset mails for one account limited");
            return Ok(answer);
        }
        // Mailed in the background, so the answer takes as long with or without one.
        let accounts = accounts.clone();
        let to = email.as_str().to_owned();
        tokio::spawn(async move {
            if let Err(error) = send_link(&accounts, &user_id, &to, &first_name, lang.0).await {
                tracing::error!(%error, "password reset mail");
            }
        });
    }
    Ok(answer)
}

async fn send_link(accounts: &Accounts, user_id: &str, email: &str, first_name: &str, lang: Lang) -> Result<(), sqlx::Error> {
    let token = tokens::issue(&accounts.db, user_id, Purpose::Reset, LINK_VALID_FOR).await?;
    let link = format!("{}{}?token={token}", accounts.public_url, lang.localize("/auth/reset"));
    let mut letter = Letter::new("reset", email, lang, Text::new("mail-reset-subject"), Text::new("mail-reset-heading"));
    letter.greeting = Some(Text::new("mail-greeting").arg("name", first_name));
    letter.paragraphs.push(Text::new("mail-reset-text"));
    letter.action = Some((Text::new("mail-reset-button"), link));
    letter.after.push(Text::new("mail-reset-expiry"));
    accounts.mailer.send_later(letter).await;
    Ok(())
}

/// Uses up the reset link (by its token's hash) and sets the new password: every
/// session of the account ends, the address counts as verified (the link reached the
/// mailbox) and the account's sign-in failures are forgiven. False when the link no
/// longer works.
pub async fn apply_reset(accounts: &Accounts, token_hash: &str, new_password_hash: &str, user_id: &str) -> Result<bool, sqlx::Error> {
    let Some(owner) = tokens::consume_hash(&accounts.db, token_hash, Purpose::Reset).await? else { return Ok(false) };
    if owner != user_id {
        return Ok(false);
    }
    let mut tx = accounts.db.begin().await?;
    sqlx::query("update users set password_hash = $1 where id = $2").bind(new_password_hash).bind(user_id).execute(&mut *tx).await?;
    sqlx::query("delete from sessions where user_id = $1").bind(user_id).execute(&mut *tx).await?;
    tx.commit().await?;
    super::verification::mark_verified(accounts, user_id).await?;
    let email: String = sqlx::query_scalar("select email from users where id = $1").bind(user_id).fetch_one(&accounts.db).await?;
    accounts.guard.forgive(&email).await?;
    tracing::info!(user_id, "password reset; every other session ended");
    Ok(true)
}

/// True when the reset link still works (for the page; it is not used up).
pub async fn link_valid(accounts: &Accounts, token: &str) -> bool {
    match tokens::peek(&accounts.db, token, Purpose::Reset).await {
        Ok(found) => found.is_some(),
        Err(error) => {
            tracing::error!(%error, "checking a reset link");
            false
        }
    }
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct ResetBody {
    #[serde(default)]
    token: String,
    #[serde(default)]
    password: String,
    #[serde(default)]
    confirm_password: String,
}

/// `POST /api/auth/reset-password {token, password, confirmPassword}`.
pub(super) async fn reset_password(
    State(accounts): State<Accounts>,
    Https(https): Https,
    ApiJson(body): ApiJson<ResetBody>,
) -> ApiResult<Response> {
    // The token is only peeked at until the new password passes every rule.
    let invalid = || ApiError::new(StatusCode::BAD_REQUEST, "auth-reset-invalid").with_hint("auth-reset-invalid-hint");
    let Some(owner) = tokens::peek(&accounts.db, &body.token, Purpose::Reset).await? else { return Err(invalid()) };
    let (email, first_name, last_name): (String, String, String) = sqlx::query_as(
        "select u.email, p.first_name, p.last_name from users u join profiles p on p.id = u.id where u.id = $1",
    )
    .bind(&owner)
    .fetch_one(&accounts.db)
    .await?;
    let new = validation::new_password_confirmed(&body.password, &body.confirm_password, &[&email, &first_name, &last_name])?;
    let hash = accounts.hasher.hash(new.expose().to_owned()).await?;
    // With a second factor, nothing changes until its code: the reset waits in the
    // code step's challenge (a mailbox alone must not take over the account).
    if super::mfa::enrolled(&accounts.db, &owner).await? {
        let pending = super::mfa::PendingReset { token_hash: session::token_hash(&body.token), new_password_hash: hash };
        return super::mfa::challenge_with(&accounts, https, &owner, Some(pending)).await;
    }
    if !apply_reset(&accounts, &session::token_hash(&body.token), &hash, &owner).await? {
        return Err(invalid());
    }
    let user_id = owner;
    let token = session::create(&accounts.db, &user_id).await?;
    let user = session_user(&accounts.db, &user_id, session::token_hash(&token)).await?;
    Ok(with_cookie(Json(json!({ "user": user })).into_response(), session::set_cookie(&accounts, https, &token)))
}
