//! Sessions: a random token in an `HttpOnly; SameSite=Lax` cookie; the database keeps
//! only its SHA-256 hash. Sessions slide: each use pushes the expiry 30 days ahead
//! (written at most once an hour). Forged, expired or revoked tokens are signed out.

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, header};
use serde::Serialize;
use sha2::{Digest, Sha256};

use crate::api_error::{ApiError, ApiLang};
use crate::state::AppState;

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
        .flat_map(|c| c.split(';'))
        .find_map(|kv| kv.trim().strip_prefix("session="))
        .filter(|t| t.len() == 64 && t.bytes().all(|b| b.is_ascii_hexdigit()))
        .map(str::to_owned)
}

pub fn set_cookie(state: &AppState, token: &str) -> HeaderValue {
    let secure = if state.public_url.starts_with("https://") { "; Secure" } else { "" };
    HeaderValue::from_str(&format!("{COOKIE}={token}; Path=/; HttpOnly; SameSite=Lax; Max-Age={LIFETIME_SECS}{secure}"))
        .expect("cookie is ASCII")
}

pub fn clear_cookie(state: &AppState) -> HeaderValue {
    let secure = if state.public_url.starts_with("https://") { "; Secure" } else { "" };
    HeaderValue::from_str(&format!("{COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0{secure}")).unwrap()
}

/// Starts a session for a user; returns the token for the cookie.
pub async fn create(state: &AppState, user_id: &str) -> Result<String, sqlx::Error> {
    let token = new_token();
    let now = now();
    sqlx::query("insert into sessions (token_hash, user_id, created_at, expires_at) values ($1, $2, $3, $4)")
        .bind(token_hash(&token))
        .bind(user_id)
        .bind(now)
        .bind(now + LIFETIME_SECS)
        .execute(&state.db)
        .await?;
    Ok(token)
}

pub async fn revoke(state: &AppState, token: &str) -> Result<(), sqlx::Error> {
    sqlx::query("delete from sessions where token_hash = $1").bind(token_hash(token)).execute(&state.db).await?;
    Ok(())
}

/// The signed-in user as pages and the API see them.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SessionUser {
    pub id: String,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub roles: Vec<String>,
    #[serde(skip)]
    pub token_hash: String,
}

impl SessionUser {
    pub fn is_admin(&self) -> bool {
        self.roles.iter().any(|r| r == "admin")
    }
}

/// Looks up the session behind a token; expired or unknown tokens give `None`.
pub async fn user_for_token(state: &AppState, token: &str) -> Result<Option<SessionUser>, sqlx::Error> {
    let hash = token_hash(token);
    let now = now();
    let row: Option<(String, String, String, String, i64)> = sqlx::query_as(
        "select u.id, u.email, p.first_name, p.last_name, s.expires_at
         from sessions s join users u on u.id = s.user_id join profiles p on p.id = u.id
         where s.token_hash = $1 and s.expires_at > $2",
    )
    .bind(&hash)
    .bind(now)
    .fetch_optional(&state.db)
    .await?;
    let Some((id, email, first_name, last_name, expires_at)) = row else { return Ok(None) };
    if expires_at - now < LIFETIME_SECS - TOUCH_AFTER_SECS {
        sqlx::query("update sessions set expires_at = $1 where token_hash = $2")
            .bind(now + LIFETIME_SECS)
            .bind(&hash)
            .execute(&state.db)
            .await?;
    }
    let roles = crate::auth::roles_of(state, &id).await;
    Ok(Some(SessionUser { id, email, first_name, last_name, roles, token_hash: hash }))
}

/// The signed-in user, if any. A database failure reads as signed out for pages
/// (logged), so public pages keep working while the database is away.
pub async fn current_user(state: &AppState, headers: &HeaderMap) -> Option<SessionUser> {
    let token = token_from(headers)?;
    match user_for_token(state, &token).await {
        Ok(user) => user,
        Err(error) => {
            tracing::error!(%error, "session lookup failed");
            None
        }
    }
}

/// Extractor: the signed-in user or `None`.
pub struct MaybeUser(pub Option<SessionUser>);

impl FromRequestParts<AppState> for MaybeUser {
    type Rejection = std::convert::Infallible;
    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<MaybeUser, Self::Rejection> {
        Ok(MaybeUser(current_user(state, &parts.headers).await))
    }
}

/// Extractor: the signed-in user, or 401 in the visitor's language.
pub struct AuthUser(pub SessionUser);

impl FromRequestParts<AppState> for AuthUser {
    type Rejection = axum::response::Response;
    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<AuthUser, Self::Rejection> {
        let ApiLang(lang) = ApiLang::from_request_parts(parts, state).await.unwrap();
        let Some(token) = token_from(&parts.headers) else {
            return Err(ApiError::unauthorized().into_response_in(state, lang));
        };
        match user_for_token(state, &token).await {
            Ok(Some(user)) => Ok(AuthUser(user)),
            Ok(None) => Err(ApiError::unauthorized().into_response_in(state, lang)),
            Err(error) => Err(ApiError::from(error).into_response_in(state, lang)),
        }
    }
}

/// Extractor: a signed-in administrator; 401 without a session, 403 without the role.
pub struct AdminUser(pub SessionUser);

impl FromRequestParts<AppState> for AdminUser {
    type Rejection = axum::response::Response;
    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<AdminUser, Self::Rejection> {
        let AuthUser(user) = AuthUser::from_request_parts(parts, state).await?;
        if user.is_admin() {
            Ok(AdminUser(user))
        } else {
            let ApiLang(lang) = ApiLang::from_request_parts(parts, state).await.unwrap();
            Err(ApiError::forbidden().into_response_in(state, lang))
        }
    }
}
