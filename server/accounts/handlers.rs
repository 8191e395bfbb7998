//! The account endpoints.

use std::sync::Arc;

use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Json, Response};
use serde::Deserialize;
use serde_json::json;

use super::guard::Verdict;
use super::session::{self, AdminUser, AuthUser, MaybeUser};
use super::users::{CreateUserError, create_user, session_user};
use super::{Accounts, load_profile, validation};
use crate::http::client::{ClientAddr, Https};
use crate::http::{ApiError, ApiJson, ApiLang, ApiResult, no_store};
use crate::i18n::Catalog;
use crate::platform::db::now_rfc3339;

pub(super) fn with_cookie(response: Response, cookie: HeaderValue) -> Response {
    let mut response = no_store(response);
    response.headers_mut().append(header::SET_COOKIE, cookie);
    response
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct SignUpBody {
    #[serde(default)]
    first_name: String,
    #[serde(default)]
    last_name: String,
    #[serde(default)]
    email: String,
    #[serde(default)]
    password: String,
}

pub(super) async fn sign_up(
    State(accounts): State<Accounts>,
    lang: ApiLang,
    ClientAddr(address): ClientAddr,
    Https(https): Https,
    ApiJson(body): ApiJson<SignUpBody>,
) -> ApiResult<Response> {
    let input = validation::sign_up_checked(&body.first_name, &body.last_name, &body.email, &body.password)?;
    // Every valid attempt counts, taken addresses too: they answer 'already registered'.
    let count = accounts.limits.reserve(&format!("sign-up:address:{address}"), super::SIGN_UPS_PER_ADDRESS).await?;
    if !count.allowed {
        tracing::warn!(%address, "sign-ups limited");
        return Err(ApiError::new(StatusCode::TOO_MANY_REQUESTS, "auth-sign-up-limited")
            .with_arg("minutes", count.minutes())
            .with_retry_after(count.resets_in.as_secs().max(1)));
    }
    let id = match create_user(&accounts.db, &accounts.hasher, &input, false).await {
        Ok(id) => id,
        Err(CreateUserError::EmailTaken) => {
            return Err(ApiError::new(StatusCode::CONFLICT, "auth-email-taken").with_hint("auth-email-taken-hint"));
        }
        Err(CreateUserError::Other(error)) => return Err(error.into()),
    };
    let token = session::create(&accounts.db, &id).await?;
    let user = session_user(&accounts.db, &id, session::token_hash(&token)).await?;
    tracing::info!(user_id = %id, "account created");
    super::verification::send_link(&accounts, &id, input.email.as_str(), input.first_name.as_str(), lang.0).await?;
    let response = (StatusCode::CREATED, Json(json!({ "user": user }))).into_response();
    Ok(with_cookie(response, session::set_cookie(&accounts, https, &token)))
}

#[derive(Deserialize)]
pub(super) struct SignInBody {
    #[serde(default)]
    email: String,
    #[serde(default)]
    password: String,
}

pub(super) async fn sign_in(
    State(accounts): State<Accounts>,
    lang: ApiLang,
    ClientAddr(address): ClientAddr,
    Https(https): Https,
    ApiJson(body): ApiJson<SignInBody>,
) -> ApiResult<Response> {
    let (email, password) = validation::sign_in(&body.email, &body.password)?;
    let attempt = match accounts.guard.attempt(email.as_str(), address).await? {
        Verdict::Check(attempt) => attempt,
        Verdict::PasswordAloneRefused => {
            // The same answer for every e-mail; only an account's owner gets a mail.
            super::link::offer(&accounts, email.as_str(), lang.0).await?;
            return Err(ApiError::new(StatusCode::FORBIDDEN, "auth-sign-in-link-sent"));
        }
    };
    let row: Option<(String, String)> = sqlx::query_as("select id, password_hash from users where email = $1")
        .bind(email.as_str())
        .fetch_optional(&accounts.db)
        .await?;
    let (id, hash) = match row {
        Some((id, hash)) => (Some(id), Some(hash)),
        None => (None, None),
    };
    if !accounts.hasher.verify(password.to_owned(), hash).await? {
        attempt.failed();
        accounts.metrics.sign_in_failures.inc();
        return Err(ApiError::new(StatusCode::UNAUTHORIZED, "auth-invalid-credentials"));
    }
    attempt.succeeded().await?;
    let id = id.expect("verified accounts exist");
    if super::mfa::enrolled(&accounts.db, &id).await? {
        return super::mfa::challenge(&accounts, https, &id).await;
    }
    let token = session::create(&accounts.db, &id).await?;
    let user = session_user(&accounts.db, &id, session::token_hash(&token)).await?;
    Ok(with_cookie(Json(json!({ "user": user })).into_response(), session::set_cookie(&accounts, https, &token)))
}

pub(super) async fn sign_out(State(accounts): State<Accounts>, Https(https): Https, headers: HeaderMap) -> ApiResult<Response> {
    if let Some(token) = session::token_from(&headers) {
        session::revoke(&accounts.db, &token).await?;
    }
    Ok(with_cookie(StatusCode::NO_CONTENT.into_response(), session::clear_cookie(&accounts, https)))
}

pub(super) async fn current_session(MaybeUser(user): MaybeUser) -> Response {
    no_store(Json(json!({ "user": user })).into_response())
}

pub(super) async fn get_profile(State(accounts): State<Accounts>, AuthUser(user): AuthUser) -> ApiResult<Response> {
    let profile = load_profile(&accounts.db, &user.id).await?;
    Ok(no_store(Json(json!({ "profile": profile })).into_response()))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct ProfileBody {
    #[serde(default)]
    first_name: String,
    #[serde(default)]
    last_name: String,
    #[serde(default)]
    phone: Option<String>,
}

/// Updates the caller's own profile; the email is not part of it and cannot change.
pub(super) async fn update_profile(
    State(accounts): State<Accounts>,
    AuthUser(user): AuthUser,
    ApiJson(body): ApiJson<ProfileBody>,
) -> ApiResult<Response> {
    let input = validation::profile(&body.first_name, &body.last_name, body.phone.as_deref())?;
    sqlx::query("update profiles set first_name = $1, last_name = $2, phone = $3, updated_at = $4 where id = $5")
        .bind(input.first_name.as_str())
        .bind(input.last_name.as_str())
        .bind(input.phone.as_deref())
        .bind(now_rfc3339())
        .bind(&user.id)
        .execute(&accounts.db)
        .await?;
    let profile = load_profile(&accounts.db, &user.id).await?;
    Ok(no_store(Json(json!({ "profile": profile })).into_response()))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct PasswordBody {
    #[serde(default)]
    current_password: String,
    #[serde(default)]
    new_password: String,
    #[serde(default)]
    confirm_password: String,
}

/// Changes the password after verifying the current one; every other session of the
/// user is revoked (this one stays signed in).
pub(super) async fn change_password(
    State(accounts): State<Accounts>,
    State(catalog): State<Arc<Catalog>>,
    lang: ApiLang,
    ClientAddr(address): ClientAddr,
    AuthUser(user): AuthUser,
    ApiJson(body): ApiJson<PasswordBody>,
) -> ApiResult<Response> {
    let inputs = [user.email.as_str(), user.first_name.as_str(), user.last_name.as_str()];
    let (current, new) =
        validation::password_change(&body.current_password, &body.new_password, &body.confirm_password, &inputs)?;
    // Guessing the current password with a stolen session meets the sign-in limits.
    super::owner::password(&accounts, &user, address, current).await?;
    let hash = accounts.hasher.hash(new.expose().to_owned()).await?;
    let mut tx = accounts.db.begin().await?;
    sqlx::query("update users set password_hash = $1 where id = $2").bind(&hash).bind(&user.id).execute(&mut *tx).await?;
    sqlx::query("delete from sessions where user_id = $1 and token_hash <> $2")
        .bind(&user.id)
        .bind(&user.token_hash)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    tracing::info!(user_id = %user.id, "password changed; other sessions revoked");
    Ok(no_store(Json(json!({ "message": catalog.t(lang.0, "profile-password-changed-text", None) })).into_response()))
}

/// Counts for administrators (the admin pages build on the same guard).
pub(super) async fn admin_overview(State(accounts): State<Accounts>, _admin: AdminUser) -> ApiResult<Response> {
    let users: i64 = sqlx::query_scalar("select count(*) from users").fetch_one(&accounts.db).await?;
    let orders: i64 = sqlx::query_scalar("select count(*) from orders").fetch_one(&accounts.db).await?;
    Ok(no_store(Json(json!({ "users": users, "orders": orders })).into_response()))
}
