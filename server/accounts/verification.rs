//! E-mail verification: a single-use link mailed at sign-up (and again on request),
//! `PUBLIC_URL/auth/verify?token=…`, valid for two days. Until verified an account can
//! browse, buy locally and edit its profile; Shopify's orders wait for it.

use std::time::Duration;

use axum::http::StatusCode;
use axum::extract::State;
use axum::response::{IntoResponse, Json, Response};
use serde_json::json;

use super::tokens::{self, Purpose};
use super::{Accounts, AuthUser};
use crate::http::{ApiError, ApiLang, ApiResult, no_store};
use crate::i18n::{Lang, Text};
use crate::mail::Letter;
use crate::platform::db::now_rfc3339;

pub const LINK_VALID_FOR: Duration = Duration::from_secs(48 * 3600);

/// Mails a fresh verification link to the user.
pub async fn send_link(accounts: &Accounts, user_id: &str, email: &str, first_name: &str, lang: Lang) -> Result<(), sqlx::Error> {
    let token = tokens::issue(&accounts.db, user_id, Purpose::Verify, LINK_VALID_FOR).await?;
    let link = format!("{}{}?token={token}", accounts.public_url, lang.localize("/auth/verify"));
    let site = accounts.mailer.site();
    let mut letter = Letter::new(
        "verify",
        email,
        lang,
        Text::new("mail-verify-subject").arg("name", site.name.as_str()),
        Text::new("mail-verify-heading"),
    );
    letter.greeting = Some(Text::new("mail-greeting").arg("name", first_name));
    letter.paragraphs.push(Text::new("mail-verify-text").arg("name", site.name.as_str()));
    letter.action = Some((Text::new("mail-verify-button"), link));
    letter.after.push(Text::new("mail-verify-expiry").arg("hours", LINK_VALID_FOR.as_secs() / 3600));
    accounts.mailer.send_later(letter).await;
    Ok(())
}

/// What a verification link did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verified {
    /// The address is now verified.
    Now,
    /// The link is unknown, used or expired.
    Invalid,
}

/// Uses a verification link: the account's address is verified, and whatever waited
/// for it (see [`Accounts::on_verified`]) is attached.
pub async fn verify(accounts: &Accounts, token: &str) -> Result<Verified, sqlx::Error> {
    let Some(user_id) = tokens::consume(&accounts.db, token, Purpose::Verify).await? else {
        return Ok(Verified::Invalid);
    };
    mark_verified(accounts, &user_id).await?;
    tracing::info!(user_id, "e-mail address verified");
    Ok(Verified::Now)
}

/// Records that the user controls their address (a verification link, or a password
/// reset link, which proves the same) and tells the hook.
pub async fn mark_verified(accounts: &Accounts, user_id: &str) -> Result<(), sqlx::Error> {
    sqlx::query("update users set email_verified_at = $1 where id = $2 and email_verified_at is null")
        .bind(now_rfc3339())
        .bind(user_id)
        .execute(&accounts.db)
        .await?;
    let email: String = sqlx::query_scalar("select email from users where id = $1").bind(user_id).fetch_one(&accounts.db).await?;
    if let Some(hook) = accounts.on_verified.get() {
        hook(user_id.to_owned(), email).await;
    }
    Ok(())
}

/// `POST /api/auth/verify/resend`: the link again, at most 3 times an hour.
pub(super) async fn resend(State(accounts): State<Accounts>, lang: ApiLang, AuthUser(user): AuthUser) -> ApiResult<Response> {
    if user.email_verified {
        return Err(ApiError::new(StatusCode::CONFLICT, "verify-already"));
    }
    let count = accounts.limits.reserve_within(&format!("verify:{}", user.id), super::VERIFICATION_MAILS).await?;
    if !count.allowed {
        return Err(ApiError::new(StatusCode::TOO_MANY_REQUESTS, "verify-resend-limited")
            .with_arg("minutes", count.minutes())
            .with_retry_after(count.resets_in.as_secs().max(1)));
    }
    send_link(&accounts, &user.id, &user.email, &user.first_name, lang.0).await?;
    Ok(no_store((StatusCode::ACCEPTED, Json(json!({ "sent": true }))).into_response()))
}
