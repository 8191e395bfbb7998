//! Customer accounts: sign-up, sign-in, sessions, profile, orders and roles.

pub mod origin;
pub mod password;
pub mod rate_limit;
pub mod session;
pub mod validation;

use std::net::SocketAddr;
use std::time::Duration;

use axum::extract::rejection::JsonRejection;
use axum::extract::{ConnectInfo, FromRequest, Request, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Json, Response};
use axum::routing::{get, post};
use axum::Router;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use crate::api_error::{ApiError, ApiLang, reply};
use crate::db::now_rfc3339 as rfc3339_now;
use crate::state::AppState;
use rate_limit::RateLimiter;
use session::{AuthUser, MaybeUser, SessionUser};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/auth/sign-up", post(sign_up))
        .route("/auth/sign-in", post(sign_in))
        .route("/auth/sign-out", post(sign_out))
        .route("/session", get(current_session))
        .route("/profile", get(get_profile).put(update_profile))
        .route("/profile/password", post(change_password))
        .route("/orders", get(list_orders))
        .route("/admin/overview", get(admin_overview))
}

/// Sign-in limits: failures per account and per client address in 15 minutes.
pub struct SignInLimits {
    pub per_account: RateLimiter,
    pub per_address: RateLimiter,
}

impl Default for SignInLimits {
    fn default() -> Self {
        let window = Duration::from_secs(15 * 60);
        SignInLimits { per_account: RateLimiter::new(5, window), per_address: RateLimiter::new(20, window) }
    }
}

/// A JSON body; a malformed one is a 400 in the visitor's language.
pub struct ApiJson<T>(pub T);

impl<T: DeserializeOwned> FromRequest<AppState> for ApiJson<T> {
    type Rejection = Response;
    async fn from_request(request: Request, state: &AppState) -> Result<ApiJson<T>, Response> {
        let (mut parts, body) = request.into_parts();
        let ApiLang(lang) = <ApiLang as axum::extract::FromRequestParts<AppState>>::from_request_parts(&mut parts, state)
            .await
            .unwrap();
        let request = Request::from_parts(parts, body);
        match Json::<T>::from_request(request, state).await {
            Ok(Json(value)) => Ok(ApiJson(value)),
            Err(rejection) => {
                let rejection: JsonRejection = rejection;
                tracing::debug!(%rejection, "malformed JSON body");
                Err(ApiError::new(StatusCode::BAD_REQUEST, "api-bad-request").into_response_in(state, lang))
            }
        }
    }
}


/// The one role check. A failing check is logged and counts as "no".
pub async fn has_role(state: &AppState, user_id: &str, role: &str) -> bool {
    match sqlx::query_scalar::<_, i64>("select count(*) from user_roles where user_id = $1 and role = $2")
        .bind(user_id)
        .bind(role)
        .fetch_one(&state.db)
        .await
    {
        Ok(n) => n > 0,
        Err(error) => {
            tracing::error!(%error, user_id, role, "role check failed; treating as not granted");
            false
        }
    }
}

pub async fn roles_of(state: &AppState, user_id: &str) -> Vec<String> {
    let mut roles = Vec::new();
    if has_role(state, user_id, "admin").await {
        roles.push("admin".to_owned());
    }
    roles
}

pub enum CreateUserError {
    EmailTaken,
    Other(anyhow::Error),
}

/// Creates a user with a profile (and optionally the admin role) in one transaction.
pub async fn create_user(state_db: &crate::db::Db, input: &validation::SignUp, admin: bool) -> Result<String, CreateUserError> {
    let hash = password::hash(input.password.expose().to_owned()).await.map_err(CreateUserError::Other)?;
    let id = hex::encode(rand::random::<[u8; 16]>());
    let now = rfc3339_now();
    let mut tx = state_db.begin().await.map_err(|e| CreateUserError::Other(e.into()))?;
    let inserted = sqlx::query("insert into users (id, email, password_hash, created_at) values ($1, $2, $3, $4)")
        .bind(&id)
        .bind(input.email.as_str())
        .bind(&hash)
        .bind(&now)
        .execute(&mut *tx)
        .await;
    if let Err(error) = inserted {
        if error.as_database_error().is_some_and(|e| e.is_unique_violation()) {
            return Err(CreateUserError::EmailTaken);
        }
        return Err(CreateUserError::Other(error.into()));
    }
    sqlx::query("insert into profiles (id, first_name, last_name, phone, updated_at) values ($1, $2, $3, null, $4)")
        .bind(&id)
        .bind(input.first_name.as_str())
        .bind(input.last_name.as_str())
        .bind(&now)
        .execute(&mut *tx)
        .await
        .map_err(|e| CreateUserError::Other(e.into()))?;
    if admin {
        sqlx::query("insert into user_roles (user_id, role) values ($1, 'admin')")
            .bind(&id)
            .execute(&mut *tx)
            .await
            .map_err(|e| CreateUserError::Other(e.into()))?;
    }
    tx.commit().await.map_err(|e| CreateUserError::Other(e.into()))?;
    Ok(id)
}

/// Grants the admin role to the account with this email; false if there is none.
pub async fn grant_admin(db: &crate::db::Db, email: &validation::Email) -> anyhow::Result<bool> {
    let id: Option<String> =
        sqlx::query_scalar("select id from users where email = $1").bind(email.as_str()).fetch_optional(db).await?;
    let Some(id) = id else { return Ok(false) };
    let exists: i64 = sqlx::query_scalar("select count(*) from user_roles where user_id = $1 and role = 'admin'")
        .bind(&id)
        .fetch_one(db)
        .await?;
    if exists == 0 {
        sqlx::query("insert into user_roles (user_id, role) values ($1, 'admin')").bind(&id).execute(db).await?;
    }
    Ok(true)
}

fn with_cookie(mut response: Response, cookie: axum::http::HeaderValue) -> Response {
    response.headers_mut().append(header::SET_COOKIE, cookie);
    response.headers_mut().insert(header::CACHE_CONTROL, "no-store".parse().unwrap());
    response
}

async fn user_by_id(state: &AppState, id: &str, token_hash: String) -> Result<SessionUser, ApiError> {
    let (email, first_name, last_name): (String, String, String) = sqlx::query_as(
        "select u.email, p.first_name, p.last_name from users u join profiles p on p.id = u.id where u.id = $1",
    )
    .bind(id)
    .fetch_one(&state.db)
    .await?;
    let roles = roles_of(state, id).await;
    Ok(SessionUser { id: id.to_owned(), email, first_name, last_name, roles, token_hash })
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct SignUpBody {
    #[serde(default)]
    first_name: String,
    #[serde(default)]
    last_name: String,
    #[serde(default)]
    email: String,
    #[serde(default)]
    password: String,
}

async fn sign_up(State(state): State<AppState>, lang: ApiLang, ApiJson(body): ApiJson<SignUpBody>) -> Response {
    let result = async {
        let input = validation::sign_up(&body.first_name, &body.last_name, &body.email, &body.password)?;
        let id = match create_user(&state.db, &input, false).await {
            Ok(id) => id,
            Err(CreateUserError::EmailTaken) => {
                return Err(ApiError::new(StatusCode::CONFLICT, "auth-email-taken").with_hint("auth-email-taken-hint"));
            }
            Err(CreateUserError::Other(error)) => return Err(error.into()),
        };
        let token = session::create(&state, &id).await?;
        let user = user_by_id(&state, &id, session::token_hash(&token)).await?;
        tracing::info!(user_id = %id, "account created");
        let response = (StatusCode::CREATED, Json(json!({ "user": user }))).into_response();
        Ok(with_cookie(response, session::set_cookie(&state, &token)))
    }
    .await;
    reply(&state, lang, result)
}

#[derive(Deserialize)]
struct SignInBody {
    #[serde(default)]
    email: String,
    #[serde(default)]
    password: String,
}

async fn sign_in(
    State(state): State<AppState>,
    lang: ApiLang,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    ApiJson(body): ApiJson<SignInBody>,
) -> Response {
    let result = async {
        let (email, password) = validation::sign_in(&body.email, &body.password)?;
        let account_key = format!("account:{}", email.as_str());
        let address_key = format!("address:{}", peer.ip());
        let limits = &state.sign_in_limits;
        let locked = limits.per_account.retry_after(&account_key).or(limits.per_address.retry_after(&address_key));
        if let Some(wait) = locked {
            let minutes = wait.as_secs().div_ceil(60).max(1);
            tracing::warn!(address = %peer.ip(), "sign-in rate limit reached");
            return Err(ApiError::new(StatusCode::TOO_MANY_REQUESTS, "auth-rate-limited").with_arg("minutes", minutes));
        }
        let row: Option<(String, String)> = sqlx::query_as("select id, password_hash from users where email = $1")
            .bind(email.as_str())
            .fetch_optional(&state.db)
            .await?;
        let (id, hash) = match row {
            Some((id, hash)) => (Some(id), Some(hash)),
            None => (None, None),
        };
        if !password::verify(password.to_owned(), hash).await? {
            limits.per_account.fail(&account_key);
            limits.per_address.fail(&address_key);
            return Err(ApiError::new(StatusCode::UNAUTHORIZED, "auth-invalid-credentials"));
        }
        let id = id.expect("verified accounts exist");
        limits.per_account.reset(&account_key);
        let token = session::create(&state, &id).await?;
        let user = user_by_id(&state, &id, session::token_hash(&token)).await?;
        Ok(with_cookie(Json(json!({ "user": user })).into_response(), session::set_cookie(&state, &token)))
    }
    .await;
    reply(&state, lang, result)
}

async fn sign_out(State(state): State<AppState>, lang: ApiLang, headers: HeaderMap) -> Response {
    let result = async {
        if let Some(token) = session::token_from(&headers) {
            session::revoke(&state, &token).await?;
        }
        Ok(with_cookie(StatusCode::NO_CONTENT.into_response(), session::clear_cookie(&state)))
    }
    .await;
    reply(&state, lang, result)
}

async fn current_session(MaybeUser(user): MaybeUser) -> Response {
    let mut response = Json(json!({ "user": user })).into_response();
    response.headers_mut().insert(header::CACHE_CONTROL, "no-store".parse().unwrap());
    response
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Profile {
    pub id: String,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub phone: Option<String>,
}

pub async fn load_profile(state: &AppState, user_id: &str) -> Result<Profile, sqlx::Error> {
    let (email, first_name, last_name, phone): (String, String, String, Option<String>) = sqlx::query_as(
        "select u.email, p.first_name, p.last_name, p.phone from users u join profiles p on p.id = u.id where u.id = $1",
    )
    .bind(user_id)
    .fetch_one(&state.db)
    .await?;
    Ok(Profile { id: user_id.to_owned(), email, first_name, last_name, phone })
}

async fn get_profile(State(state): State<AppState>, lang: ApiLang, AuthUser(user): AuthUser) -> Response {
    let result = load_profile(&state, &user.id).await.map(|p| Json(json!({ "profile": p }))).map_err(ApiError::from);
    reply(&state, lang, result)
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct ProfileBody {
    #[serde(default)]
    first_name: String,
    #[serde(default)]
    last_name: String,
    #[serde(default)]
    phone: Option<String>,
}

/// Updates the caller's own profile; the email is not part of it and cannot change.
async fn update_profile(
    State(state): State<AppState>,
    lang: ApiLang,
    AuthUser(user): AuthUser,
    ApiJson(body): ApiJson<ProfileBody>,
) -> Response {
    let result = async {
        let input = validation::profile(&body.first_name, &body.last_name, body.phone.as_deref())?;
        sqlx::query("update profiles set first_name = $1, last_name = $2, phone = $3, updated_at = $4 where id = $5")
            .bind(input.first_name.as_str())
            .bind(input.last_name.as_str())
            .bind(input.phone.as_deref())
            .bind(rfc3339_now())
            .bind(&user.id)
            .execute(&state.db)
            .await?;
        Ok(Json(json!({ "profile": load_profile(&state, &user.id).await? })))
    }
    .await;
    reply(&state, lang, result)
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct PasswordBody {
    #[serde(default)]
    current_password: String,
    #[serde(default)]
    new_password: String,
    #[serde(default)]
    confirm_password: String,
}

/// Changes the password after verifying the current one; every other session of the
/// user is revoked (this one stays signed in).
async fn change_password(
    State(state): State<AppState>,
    lang: ApiLang,
    AuthUser(user): AuthUser,
    ApiJson(body): ApiJson<PasswordBody>,
) -> Response {
    let result = async {
        let (current, new) = validation::password_change(&body.current_password, &body.new_password, &body.confirm_password)?;
        let stored: String = sqlx::query_scalar("select password_hash from users where id = $1")
            .bind(&user.id)
            .fetch_one(&state.db)
            .await?;
        if !password::verify(current.to_owned(), Some(stored)).await? {
            return Err(ApiError::new(StatusCode::FORBIDDEN, "auth-wrong-current-password")
                .with_hint("auth-wrong-current-password-hint"));
        }
        let hash = password::hash(new.expose().to_owned()).await?;
        let mut tx = state.db.begin().await?;
        sqlx::query("update users set password_hash = $1 where id = $2").bind(&hash).bind(&user.id).execute(&mut *tx).await?;
        sqlx::query("delete from sessions where user_id = $1 and token_hash <> $2")
            .bind(&user.id)
            .bind(&user.token_hash)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        tracing::info!(user_id = %user.id, "password changed; other sessions revoked");
        Ok(Json(json!({ "message": state.catalog.t(lang.0, "profile-password-changed-text", None) })))
    }
    .await;
    reply(&state, lang, result)
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Order {
    pub id: String,
    pub order_number: String,
    pub shopify_order_number: Option<String>,
    pub status: String,
    pub created_at: String,
    pub total_amount: f64,
    pub currency_code: String,
    pub items: Value,
}

/// The user's orders, newest first. Only ever filtered by the caller's own id.
pub async fn orders_of(state: &AppState, user_id: &str) -> Result<Vec<Order>, sqlx::Error> {
    type Row = (String, String, Option<String>, String, String, i64, String, String);
    let rows: Vec<Row> = sqlx::query_as(
        "select id, order_number, shopify_order_number, status, created_at, total_amount_minor, currency_code, items
         from orders where user_id = $1 order by created_at desc, order_number desc",
    )
    .bind(user_id)
    .fetch_all(&state.db)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(id, order_number, shopify_order_number, status, created_at, total, currency_code, items)| Order {
            id,
            order_number,
            shopify_order_number,
            status,
            created_at,
            // Minor units to the specification's number; exact for amounts below 2^53 øre.
            total_amount: total as f64 / 100.0,
            currency_code,
            items: serde_json::from_str(&items).unwrap_or(Value::Array(Vec::new())),
        })
        .collect())
}

async fn list_orders(State(state): State<AppState>, lang: ApiLang, AuthUser(user): AuthUser) -> Response {
    let result = orders_of(&state, &user.id).await.map(|o| Json(json!({ "orders": o }))).map_err(ApiError::from);
    reply(&state, lang, result)
}

/// Counts for administrators (the admin pages build on the same guard).
async fn admin_overview(State(state): State<AppState>, lang: ApiLang, _admin: session::AdminUser) -> Response {
    let result = async {
        let users: i64 = sqlx::query_scalar("select count(*) from users").fetch_one(&state.db).await?;
        let orders: i64 = sqlx::query_scalar("select count(*) from orders").fetch_one(&state.db).await?;
        Ok(Json(json!({ "users": users, "orders": orders })))
    }
    .await;
    reply(&state, lang, result)
}
