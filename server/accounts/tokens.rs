//! Single-use tokens sent by e-mail (verify the address, reset the password, sign in): 32
//! random bytes in the link, only their SHA-256 hash stored, each with an expiry.

use std::time::Duration;

use super::session::{new_token, now, token_hash};
use crate::platform::Db;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    Verify,
    Reset,
    /// A single-use sign-in link, mailed when the password alone is refused.
    SignIn,
}

impl Purpose {
    fn code(self) -> &'static str {
        match self {
            Purpose::Verify => "verify",
            Purpose::Reset => "reset",
            Purpose::SignIn => "sign-in",
        }
    }
}

/// A new token for the user; earlier unused tokens of the same purpose stop working.
pub async fn issue(db: &Db, user_id: &str, purpose: Purpose, valid_for: Duration) -> Result<String, sqlx::Error> {
    let token = new_token();
    let now = now();
    let mut tx = db.begin().await?;
    sqlx::query("delete from account_tokens where user_id = $1 and purpose = $2 and used_at is null")
        .bind(user_id)
        .bind(purpose.code())
        .execute(&mut *tx)
        .await?;
    sqlx::query(
        "insert into account_tokens (token_hash, user_id, purpose, created_at, expires_at) values ($1, $2, $3, $4, $5)",
    )
    .bind(token_hash(&token))
    .bind(user_id)
    .bind(purpose.code())
    .bind(now)
    .bind(now + valid_for.as_secs() as i64)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(token)
}

/// The user a valid, unused token belongs to, without using it up.
pub async fn peek(db: &Db, token: &str, purpose: Purpose) -> Result<Option<String>, sqlx::Error> {
    if !well_formed(token) {
        return Ok(None);
    }
    sqlx::query_scalar(
        "select user_id from account_tokens where token_hash = $1 and purpose = $2 and used_at is null and expires_at > $3",
    )
    .bind(token_hash(token))
    .bind(purpose.code())
    .bind(now())
    .fetch_optional(db)
    .await
}

/// Uses the token up and answers whose it was; a token works once, before it expires.
pub async fn consume(db: &Db, token: &str, purpose: Purpose) -> Result<Option<String>, sqlx::Error> {
    if !well_formed(token) {
        return Ok(None);
    }
    consume_hash(db, &token_hash(token), purpose).await
}

/// [`consume`] by the token's hash (a token checked earlier, kept only as its hash).
pub async fn consume_hash(db: &Db, hash: &str, purpose: Purpose) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar(
        "update account_tokens set used_at = $1
         where token_hash = $2 and purpose = $3 and used_at is null and expires_at > $1
         returning user_id",
    )
    .bind(now())
    .bind(hash)
    .bind(purpose.code())
    .fetch_optional(db)
    .await
}

fn well_formed(token: &str) -> bool {
    token.len() == 64 && token.bytes().all(|b| b.is_ascii_hexdigit())
}
