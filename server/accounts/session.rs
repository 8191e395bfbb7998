//! Sessions: a random token in an `HttpOnly; SameSite=Lax` cookie; the database keeps
//! only its SHA-256 hash. Sessions slide: each use pushes the expiry 30 days ahead
//! (written at most once an hour). Forged, expired or revoked tokens are signed out.

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, header};
use serde::Serialize;
use cookie::{Cookie, SameSite};
use sha2::{Digest, Sha256};

use axum::extract::FromRef;

use super::Accounts;
use crate::http::ApiError;
use crate::platform::Db;

pub const COOKIE: &str = "session";
pub const LIFETIME_SECS: i64 = 30 * 24 * 3600;
const TOUCH_AFTER_SECS: i64 = 3600;

pub fn now() -> i64 {
    time::OffsetDateTime::now_utc().unix_timestamp()
}

pub fn new_token() -> String {
    hex::encode(rand::random::<[u8; 32]>())
}

pub fn token_hash(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

/// The session token from the request's cookies, if it has the right shape.
pub fn token_from(headers: &HeaderMap) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(Cookie::split_parse)
        .filter_map(Result::ok)
        .find(|c| c.name() == COOKIE)
        .map(|c| c.value().to_owned())
        .filter(|t| t.len() == 64 && t.bytes().all(|b| b.is_ascii_hexdigit()))
}

/// The session cookie: HttpOnly, SameSite=Lax, 30 days, `Secure` over https (the
/// site's PUBLIC_URL, or a trusted proxy's X-Forwarded-Proto).
pub fn set_cookie(accounts: &Accounts, https: bool, token: &str) -> HeaderValue {
    let cookie = Cookie::build((COOKIE, token.to_owned()))
        .path("/")
        .http_only(true)
        .same_site(SameSite::Lax)
        .max_age(cookie::time::Duration::seconds(LIFETIME_SECS))
        .secure(accounts.https_site || https)
        .build();
    HeaderValue::from_str(&cookie.to_string()).expect("cookie is ASCII")
}

/// Ends the session cookie in the browser.
pub fn clear_cookie(accounts: &Accounts, https: bool) -> HeaderValue {
    let cookie = Cookie::build((COOKIE, ""))
        .path("/")
        .http_only(true)
        .same_site(SameSite::Lax)
        .max_age(cookie::time::Duration::ZERO)
        .secure(accounts.https_site || https)
        .build();
    HeaderValue::from_str(&cookie.to_string()).expect("cookie is ASCII")
}

/// Starts a session for a user (signed in with a password); returns the token for
/// the cookie.
pub async fn create(db: &Db, user_id: &str) -> Result<String, sqlx::Error> {
    create_at(db, user_id, 1).await
}

/// Starts a session at an assurance level: 1 after a password, 2 after a password
/// and a second factor.
pub async fn create_at(db: &Db, user_id: &str, aal: i32) -> Result<String, sqlx::Error> {
    let token = new_token();
    let now = now();
    sqlx::query("insert into sessions (token_hash, user_id, created_at, expires_at, aal) values ($1, $2, $3, $4, $5)")
        .bind(token_hash(&token))
        .bind(user_id)
        .bind(now)
        .bind(now + LIFETIME_SECS)
        .bind(aal)
        .execute(db)
        .await?;
    // In use: the retention job counts an account's 3 years from here, and a warning
    // it sent is answered.
    sqlx::query("update users set last_active_at = $1, retention_warned_at = null where id = $2")
        .bind(crate::platform::db::now_rfc3339())
        .bind(user_id)
        .execute(db)
        .await?;
    Ok(token)
}

pub async fn revoke(db: &Db, token: &str) -> Result<(), sqlx::Error> {
    sqlx::query("delete from sessions where token_hash = $1").bind(token_hash(token)).execute(db).await?;
    Ok(())
}

/// The signed-in user as pages and the API see them.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct SessionUser {
    pub id: String,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub roles: Vec<String>,
    /// The address was confirmed through the link we mailed.
    pub email_verified: bool,
    /// The account has a verified second factor.
    pub mfa_enrolled: bool,
    /// This session's assurance level: 1 (password) or 2 (and the second factor).
    pub aal: i32,
    #[serde(skip)]
    #[ts(skip)]
    pub token_hash: String,
    /// The version of the user's own data (the profile, orders, second factors and
    /// newsletter rows; moved by the database on every write to them).
    #[serde(skip)]
    #[ts(skip)]
    pub data_version: i64,
}

impl SessionUser {
    pub fn is_admin(&self) -> bool {
        self.roles.iter().any(|r| r == "admin")
    }

    /// An administrator whose session passed the second factor: what admin pages
    /// and admin APIs require.
    pub fn is_admin_with_second_factor(&self) -> bool {
        self.is_admin() && self.aal >= 2
    }
}

/// Looks up the session behind a token; expired or unknown tokens give `None`.
pub async fn user_for_token(db: &Db, token: &str) -> Result<Option<SessionUser>, sqlx::Error> {
    user_for_hash(db, token_hash(token)).await
}

/// The user as the session is now (after something this request changed).
pub async fn reread(db: &Db, user: &SessionUser) -> Option<SessionUser> {
    user_for_hash(db, user.token_hash.clone()).await.ok().flatten()
}

async fn user_for_hash(db: &Db, hash: String) -> Result<Option<SessionUser>, sqlx::Error> {
    let now = now();
    // One query: the session, its user, whether the user has a second factor and is
    // an administrator, and the version of the user's own data.
    type Row = (String, String, String, String, i64, Option<String>, i32, i64, i64, i64);
    let row: Option<Row> = sqlx::query_as(
        "select u.id, u.email, p.first_name, p.last_name, s.expires_at, u.email_verified_at, s.aal,
                (select count(*) from mfa_factors f where f.user_id = u.id and f.status = 'verified'),
                (select count(*) from user_roles r where r.user_id = u.id and r.role = 'admin'),
                u.data_version
         from sessions s join users u on u.id = s.user_id join profiles p on p.id = u.id
         where s.token_hash = $1 and s.expires_at > $2",
    )
    .bind(&hash)
    .bind(now)
    .fetch_optional(db)
    .await?;
    let Some((id, email, first_name, last_name, expires_at, verified_at, aal, factors, admin, data_version)) = row else {
        return Ok(None);
    };
    if expires_at - now < LIFETIME_SECS - TOUCH_AFTER_SECS {
        sqlx::query("update sessions set expires_at = $1 where token_hash = $2")
            .bind(now + LIFETIME_SECS)
            .bind(&hash)
            .execute(db)
            .await?;
    }
    let roles = if admin > 0 { vec!["admin".to_owned()] } else { Vec::new() };
    Ok(Some(SessionUser {
        id,
        email,
        first_name,
        last_name,
        roles,
        email_verified: verified_at.is_some(),
        mfa_enrolled: factors > 0,
        aal,
        token_hash: hash,
        data_version,
    }))
}

/// The signed-in user, if any. A database failure reads as signed out for pages
/// (logged), so public pages keep working while the database is away.
pub async fn current_user(db: &Db, headers: &HeaderMap) -> Option<SessionUser> {
    let token = token_from(headers)?;
    match user_for_token(db, &token).await {
        Ok(user) => user,
        Err(error) => {
            tracing::error!(%error, "session lookup failed");
            None
        }
    }
}

/// Extractor: the signed-in user or `None`.
pub struct MaybeUser(pub Option<SessionUser>);

impl<S: Send + Sync> FromRequestParts<S> for MaybeUser
where
    Accounts: FromRef<S>,
{
    type Rejection = std::convert::Infallible;
    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<MaybeUser, Self::Rejection> {
        let accounts = Accounts::from_ref(state);
        Ok(MaybeUser(current_user(&accounts.db, &parts.headers).await))
    }
}

/// Extractor: the signed-in user, or 401.
pub struct AuthUser(pub SessionUser);

impl<S: Send + Sync> FromRequestParts<S> for AuthUser
where
    Accounts: FromRef<S>,
{
    type Rejection = ApiError;
    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<AuthUser, ApiError> {
        let accounts = Accounts::from_ref(state);
        let token = token_from(&parts.headers).ok_or_else(ApiError::unauthorized)?;
        match user_for_token(&accounts.db, &token).await? {
            Some(user) => Ok(AuthUser(user)),
            None => Err(ApiError::unauthorized()),
        }
    }
}

/// Extractor: a signed-in administrator; 401 without a session, 403 without the role.
pub struct AdminUser(pub SessionUser);

impl<S: Send + Sync> FromRequestParts<S> for AdminUser
where
    Accounts: FromRef<S>,
{
    type Rejection = ApiError;
    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<AdminUser, ApiError> {
        let AuthUser(user) = AuthUser::from_request_parts(parts, state).await?;
        if !user.is_admin() {
            return Err(ApiError::forbidden());
        }
        if user.aal < 2 {
            // Administrators need a second factor, passed in this session.
            let key = if user.mfa_enrolled { "auth-mfa-required" } else { "auth-mfa-enrol-required" };
            return Err(ApiError::new(axum::http::StatusCode::FORBIDDEN, key));
        }
        Ok(AdminUser(user))
    }
}
