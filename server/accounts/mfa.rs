//! A second factor: time-based one-time passwords (RFC 6238, totp-rs) with recovery
//! codes, enrolled on /profile (a QR code rendered here as SVG) and required for
//! administrators. When an account has a verified factor, the right password opens
//! a short challenge (an HttpOnly cookie, 5 minutes, 5 tries) instead of a session;
//! the code (or one recovery code) then starts the session at assurance level 2.

use std::time::Duration;

use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Json, Response};
use cookie::{Cookie, SameSite};
use serde::{Deserialize, Serialize};
use serde_json::json;
use totp_rs::{Algorithm, Secret, Totp};

use super::session::{self, new_token, now, token_hash};
use super::users::session_user;
use super::{Accounts, AuthUser};
use crate::http::client::{ClientAddr, Https};
use crate::http::{ApiError, ApiJson, ApiResult, no_store};
use crate::platform::Db;
use crate::platform::db::now_rfc3339;
use crate::platform::limits::Limit;

pub const CHALLENGE_COOKIE: &str = "mfa_challenge";
const CHALLENGE_LIFETIME: Duration = Duration::from_secs(300);
const CHALLENGE_TRIES: i64 = 5;
/// Wrong codes per account in 15 minutes, across challenges.
const CODE_FAILURES: Limit = Limit::per_minutes(10, 15);
const RECOVERY_CODES: usize = 10;

/// A factor as the specification describes it (`factor_type` totp, `status`
/// verified or unverified).
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Factor {
    pub id: String,
    pub friendly_name: String,
    pub factor_type: String,
    pub status: String,
    pub created_at: String,
    /// When the first code confirmed it.
    pub verified_at: Option<String>,
}

pub async fn factors_of(db: &Db, user_id: &str) -> Result<Vec<Factor>, sqlx::Error> {
    let rows: Vec<(String, String, String, String, String, Option<String>)> = sqlx::query_as(
        "select id, friendly_name, factor_type, status, created_at, verified_at from mfa_factors where user_id = $1 order by created_at",
    )
    .bind(user_id)
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(id, friendly_name, factor_type, status, created_at, verified_at)| Factor {
            id,
            friendly_name,
            factor_type,
            status,
            created_at,
            verified_at,
        })
        .collect())
}

fn totp(secret_base32: &str, account: &str, issuer: &str) -> Result<Totp, ApiError> {
    let secret = Secret::try_from_base32(secret_base32).map_err(|e| ApiError::Internal(anyhow::anyhow!("stored TOTP secret: {e:?}")))?;
    totp_rs::Builder::new()
        .with_algorithm(Algorithm::SHA1)
        .with_digits(6)
        .with_step_duration(30)
        .with_skew(1)
        .with_secret(secret)
        .with_account_name(account.to_owned())
        .with_issuer(Some(issuer.to_owned()))
        .build()
        .map_err(|e| ApiError::Internal(anyhow::anyhow!("TOTP: {e:?}")))
}

fn unix_now() -> u64 {
    now().max(0) as u64
}

/// A code from the app: the factor's time step it matches, if any. A step already
/// used (or older) does not count twice.
async fn check_code(db: &Db, user_id: &str, status: &str, code: &str, issuer: &str) -> Result<Option<String>, ApiError> {
    let code: String = code.chars().filter(|c| c.is_ascii_digit()).collect();
    if code.len() != 6 {
        return Ok(None);
    }
    let row: Option<(String, String, i64)> =
        sqlx::query_as("select id, secret, last_step from mfa_factors where user_id = $1 and status = $2 and factor_type = 'totp'")
            .bind(user_id)
            .bind(status)
            .fetch_optional(db)
            .await?;
    let Some((id, secret, last_step)) = row else { return Ok(None) };
    let Some(step) = totp(&secret, "", issuer)?.check(&code, unix_now()) else { return Ok(None) };
    // Taking the step is atomic: a code replayed at the same moment loses.
    let taken = sqlx::query("update mfa_factors set last_step = $1 where id = $2 and last_step < $1")
        .bind(step as i64)
        .bind(&id)
        .execute(db)
        .await?;
    if taken.rows_affected() == 0 || (step as i64) <= last_step {
        return Ok(None);
    }
    Ok(Some(id))
}

/// A recovery code: used up when it matches.
async fn use_recovery_code(db: &Db, user_id: &str, code: &str) -> Result<bool, sqlx::Error> {
    let normalized: String = code.chars().filter(|c| c.is_ascii_alphanumeric()).collect::<String>().to_ascii_lowercase();
    if normalized.len() != 10 {
        return Ok(false);
    }
    let used = sqlx::query("update mfa_recovery_codes set used_at = $1 where code_hash = $2 and user_id = $3 and used_at is null")
        .bind(now_rfc3339())
        .bind(token_hash(&normalized))
        .bind(user_id)
        .execute(db)
        .await?;
    Ok(used.rows_affected() == 1)
}

/// Ten new codes (`abcde-fghij`, 50 bits each); the old ones stop working.
async fn new_recovery_codes(db: &Db, user_id: &str) -> Result<Vec<String>, sqlx::Error> {
    const ALPHABET: &[u8] = b"abcdefghjkmnpqrstuvwxyz23456789";
    let mut codes = Vec::new();
    let mut tx = db.begin().await?;
    sqlx::query("delete from mfa_recovery_codes where user_id = $1").bind(user_id).execute(&mut *tx).await?;
    for _ in 0..RECOVERY_CODES {
        let raw: String = (0..10).map(|_| ALPHABET[rand::random_range(0..ALPHABET.len())] as char).collect();
        sqlx::query("insert into mfa_recovery_codes (code_hash, user_id) values ($1, $2)")
            .bind(token_hash(&raw))
            .bind(user_id)
            .execute(&mut *tx)
            .await?;
        codes.push(format!("{}-{}", &raw[..5], &raw[5..]));
    }
    tx.commit().await?;
    Ok(codes)
}

/// True when the account has a verified factor.
pub async fn enrolled(db: &Db, user_id: &str) -> Result<bool, sqlx::Error> {
    let n: i64 = sqlx::query_scalar("select count(*) from mfa_factors where user_id = $1 and status = 'verified'")
        .bind(user_id)
        .fetch_one(db)
        .await?;
    Ok(n > 0)
}

fn challenge_cookie(accounts: &Accounts, https: bool, token: &str, max_age: Duration) -> HeaderValue {
    let cookie = Cookie::build((CHALLENGE_COOKIE, token.to_owned()))
        .path("/api/auth")
        .http_only(true)
        .same_site(SameSite::Strict)
        .max_age(cookie::time::Duration::seconds(max_age.as_secs() as i64))
        .secure(accounts.https_site || https)
        .build();
    HeaderValue::from_str(&cookie.to_string()).expect("cookie is ASCII")
}

/// The right password of an account with a second factor: a challenge, no session.
pub async fn challenge(accounts: &Accounts, https: bool, user_id: &str) -> ApiResult<Response> {
    challenge_with(accounts, https, user_id, None).await
}

/// A password reset waiting for the second factor: nothing changes until the code.
pub struct PendingReset {
    /// The reset link's token hash (used up when the code is right).
    pub token_hash: String,
    pub new_password_hash: String,
}

pub async fn challenge_with(accounts: &Accounts, https: bool, user_id: &str, reset: Option<PendingReset>) -> ApiResult<Response> {
    let token = new_token();
    sqlx::query(
        "insert into mfa_challenges (token_hash, user_id, expires_at, reset_token_hash, new_password_hash)
         values ($1, $2, $3, $4, $5)",
    )
    .bind(token_hash(&token))
    .bind(user_id)
    .bind(now() + CHALLENGE_LIFETIME.as_secs() as i64)
    .bind(reset.as_ref().map(|r| r.token_hash.clone()))
    .bind(reset.as_ref().map(|r| r.new_password_hash.clone()))
    .execute(&accounts.db)
    .await?;
    let mut response = no_store(Json(json!({ "user": null, "mfaRequired": true })).into_response());
    response.headers_mut().append(header::SET_COOKIE, challenge_cookie(accounts, https, &token, CHALLENGE_LIFETIME));
    Ok(response)
}

fn cookie_value(headers: &HeaderMap, name: &str) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(Cookie::split_parse)
        .filter_map(Result::ok)
        .find(|c| c.name() == name)
        .map(|c| c.value().to_owned())
}

#[derive(Deserialize)]
pub(super) struct CodeBody {
    #[serde(default)]
    code: String,
}

/// `POST /api/auth/mfa/verify {code}`: the code (or a recovery code) for the
/// challenge in the cookie; starts the session at assurance level 2.
pub(super) async fn verify_challenge(
    State(accounts): State<Accounts>,
    Https(https): Https,
    ClientAddr(address): ClientAddr,
    headers: HeaderMap,
    ApiJson(body): ApiJson<CodeBody>,
) -> ApiResult<Response> {
    let expired = || ApiError::new(StatusCode::UNAUTHORIZED, "mfa-challenge-expired").with_field("reason", "challenge-expired");
    let token = cookie_value(&headers, CHALLENGE_COOKIE).ok_or_else(expired)?;
    let owner: Option<String> = sqlx::query_scalar("select user_id from mfa_challenges where token_hash = $1 and expires_at > $2")
        .bind(token_hash(&token))
        .bind(now())
        .fetch_optional(&accounts.db)
        .await?;
    let Some(owner) = owner else { return Err(expired()) };
    // Wrong codes are limited per account and address: someone who knows the password
    // elsewhere cannot lock the owner out of the code step.
    let failures_key = format!("mfa:failures:{owner}:{address}");
    if accounts.limits.peek(&failures_key).await? >= CODE_FAILURES.max {
        return Err(ApiError::new(StatusCode::TOO_MANY_REQUESTS, "auth-rate-limited")
            .with_arg("minutes", 15u64)
            .with_field("reason", "rate-limited"));
    }
    // One try taken atomically, before the code is looked at.
    let row: Option<(String, i64, Option<String>, Option<String>)> = sqlx::query_as(
        "update mfa_challenges set attempts = attempts + 1 where token_hash = $1 and expires_at > $2
         returning user_id, attempts, reset_token_hash, new_password_hash",
    )
    .bind(token_hash(&token))
    .bind(now())
    .fetch_optional(&accounts.db)
    .await?;
    let Some((user_id, attempts, reset_token, new_hash)) = row else { return Err(expired()) };
    if attempts > CHALLENGE_TRIES {
        sqlx::query("delete from mfa_challenges where token_hash = $1").bind(token_hash(&token)).execute(&accounts.db).await?;
        return Err(expired());
    }
    let issuer = accounts.mailer.site().name.as_str();
    let passed = check_code(&accounts.db, &user_id, "verified", &body.code, issuer).await?.is_some()
        || use_recovery_code(&accounts.db, &user_id, &body.code).await?;
    if !passed {
        accounts.limits.reserve(&failures_key, CODE_FAILURES).await?;
        tracing::warn!(user_id, "a wrong second-factor code");
        return Err(ApiError::new(StatusCode::UNAUTHORIZED, "mfa-code-invalid").with_field("reason", "code-invalid"));
    }
    sqlx::query("delete from mfa_challenges where token_hash = $1 or expires_at <= $2")
        .bind(token_hash(&token))
        .bind(now())
        .execute(&accounts.db)
        .await?;
    if let (Some(reset_token), Some(new_hash)) = (reset_token, new_hash) {
        // The password reset that waited for the code happens now, if its link still works.
        if !super::recovery::apply_reset(&accounts, &reset_token, &new_hash, &user_id).await? {
            return Err(ApiError::new(StatusCode::BAD_REQUEST, "auth-reset-invalid")
                .with_hint("auth-reset-invalid-hint")
                .with_field("reason", "reset-invalid"));
        }
    }
    let session_token = session::create_at(&accounts.db, &user_id, 2).await?;
    let user = session_user(&accounts.db, &user_id, token_hash(&session_token)).await?;
    tracing::info!(user_id, "second factor passed; signed in");
    let mut response = no_store(Json(json!({ "user": user })).into_response());
    let headers = response.headers_mut();
    headers.append(header::SET_COOKIE, session::set_cookie(&accounts, https, &session_token));
    headers.append(header::SET_COOKIE, challenge_cookie(&accounts, https, "", Duration::ZERO));
    Ok(response)
}

/// What enrolment shows: the secret to type in, and the same as a QR code.
#[derive(Debug, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Enrolment {
    pub factor: Factor,
    /// Base32, for typing into an app by hand.
    pub secret: String,
    pub otpauth_url: String,
    /// The otpauth URL as a QR code: an SVG image as a data URL.
    pub qr_svg: String,
}

/// `POST /api/profile/mfa`: a new (unverified) TOTP factor; 409 when one is verified.
pub(super) async fn enrol(State(accounts): State<Accounts>, AuthUser(user): AuthUser) -> ApiResult<Response> {
    if enrolled(&accounts.db, &user.id).await? {
        return Err(ApiError::new(StatusCode::CONFLICT, "mfa-already-enrolled"));
    }
    sqlx::query("delete from mfa_factors where user_id = $1 and status = 'unverified'").bind(&user.id).execute(&accounts.db).await?;
    let secret = Secret::generate().to_base32();
    let id = hex::encode(rand::random::<[u8; 12]>());
    let created_at = now_rfc3339();
    sqlx::query(
        "insert into mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at)
         values ($1, $2, 'Authenticator', 'totp', 'unverified', $3, $4)",
    )
    .bind(&id)
    .bind(&user.id)
    .bind(&secret)
    .bind(&created_at)
    .execute(&accounts.db)
    .await?;
    let url = totp(&secret, &user.email, accounts.mailer.site().name.as_str())?
        .to_url()
        .map_err(|e| ApiError::Internal(anyhow::anyhow!("otpauth URL: {e:?}")))?;
    let svg = qrcode::QrCode::new(url.as_bytes())
        .map_err(|e| ApiError::Internal(anyhow::anyhow!("QR code: {e}")))?
        .render::<qrcode::render::svg::Color>()
        .min_dimensions(220, 220)
        .quiet_zone(true)
        .build();
    use base64::Engine;
    let qr_svg = format!("data:image/svg+xml;base64,{}", base64::engine::general_purpose::STANDARD.encode(svg));
    let factor = Factor {
        id,
        friendly_name: "Authenticator".into(),
        factor_type: "totp".into(),
        status: "unverified".into(),
        created_at,
        verified_at: None,
    };
    Ok(no_store(Json(Enrolment { factor, secret, otpauth_url: url, qr_svg }).into_response()))
}

/// `POST /api/profile/mfa/verify {code}`: the first code from the app verifies the
/// factor; answers the recovery codes (shown once) and raises this session to level 2.
pub(super) async fn confirm(
    State(accounts): State<Accounts>,
    AuthUser(user): AuthUser,
    ApiJson(body): ApiJson<CodeBody>,
) -> ApiResult<Response> {
    let failures_key = format!("mfa:failures:{}", user.id);
    if !accounts.limits.reserve(&failures_key, CODE_FAILURES).await?.allowed {
        return Err(ApiError::new(StatusCode::TOO_MANY_REQUESTS, "auth-rate-limited").with_arg("minutes", 15u64));
    }
    let Some(factor) = check_code(&accounts.db, &user.id, "unverified", &body.code, accounts.mailer.site().name.as_str()).await? else {
        return Err(ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "mfa-code-invalid"));
    };
    accounts.limits.release(&failures_key).await?;
    sqlx::query("update mfa_factors set status = 'verified', verified_at = $1 where id = $2")
        .bind(now_rfc3339())
        .bind(&factor)
        .execute(&accounts.db)
        .await?;
    let codes = new_recovery_codes(&accounts.db, &user.id).await?;
    sqlx::query("update sessions set aal = 2 where token_hash = $1").bind(&user.token_hash).execute(&accounts.db).await?;
    tracing::info!(user_id = %user.id, "second factor enrolled");
    let factors = factors_of(&accounts.db, &user.id).await?;
    Ok(no_store(Json(json!({ "recoveryCodes": codes, "factors": factors })).into_response()))
}

/// `DELETE /api/profile/mfa {code}`: removes the factor (a current code or a
/// recovery code proves it is the owner); every session drops to level 1.
pub(super) async fn remove(
    State(accounts): State<Accounts>,
    AuthUser(user): AuthUser,
    ApiJson(body): ApiJson<CodeBody>,
) -> ApiResult<Response> {
    prove_code(&accounts, &user.id, &body.code).await?;
    let mut tx = accounts.db.begin().await?;
    sqlx::query("delete from mfa_factors where user_id = $1").bind(&user.id).execute(&mut *tx).await?;
    sqlx::query("delete from mfa_recovery_codes where user_id = $1").bind(&user.id).execute(&mut *tx).await?;
    sqlx::query("update sessions set aal = 1 where user_id = $1").bind(&user.id).execute(&mut *tx).await?;
    tx.commit().await?;
    tracing::info!(user_id = %user.id, "second factor removed");
    Ok(no_store(Json(json!({ "factors": [] })).into_response()))
}

/// A current code of the account's verified factor, or one of its recovery codes
/// (used up); ten wrong ones in 15 minutes and it waits.
pub async fn prove_code(accounts: &Accounts, user_id: &str, code: &str) -> Result<(), ApiError> {
    let failures_key = format!("mfa:failures:{user_id}");
    if accounts.limits.peek(&failures_key).await? >= CODE_FAILURES.max {
        return Err(ApiError::new(StatusCode::TOO_MANY_REQUESTS, "auth-rate-limited").with_arg("minutes", 15u64));
    }
    let issuer = accounts.mailer.site().name.as_str();
    let proven = check_code(&accounts.db, user_id, "verified", code, issuer).await?.is_some()
        || use_recovery_code(&accounts.db, user_id, code).await?;
    if !proven {
        accounts.limits.reserve(&failures_key, CODE_FAILURES).await?;
        return Err(ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "mfa-code-invalid"));
    }
    Ok(())
}

/// The current code of a secret (for tests that play the authenticator app).
pub fn current_code(secret_base32: &str) -> anyhow::Result<String> {
    let totp = totp(secret_base32, "test", "test").map_err(|e| anyhow::anyhow!("{e:?}"))?;
    Ok(totp.generate(unix_now()).to_string())
}
