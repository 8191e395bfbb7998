//! `GET /api/profile/export`: one JSON file with everything held about the signed-in
//! account: the account and profile, its orders (and guests' orders placed with its
//! address), the requests sent with its address, the newsletter subscription, its
//! sessions and second factors. Never a secret: no password hash, session token,
//! factor secret or recovery code, only that they exist and when.

use axum::extract::State;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Json, Response};
use serde::Serialize;
use serde_json::Value;

use super::Privacy;
use crate::accounts::AuthUser;
use crate::accounts::SessionUser;
use crate::http::{ApiResult, no_store};
use crate::platform::Db;
use crate::platform::db::now_rfc3339;

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Export {
    pub exported_at: String,
    pub account: Account,
    pub orders: Vec<crate::shop::orders::Order>,
    /// Withdrawal statements sent for those orders ("Fortryd købet her").
    pub withdrawals: Vec<WithdrawalStatement>,
    pub requests: Vec<Request>,
    pub newsletter: Option<Newsletter>,
    pub sessions: Vec<Session>,
    pub second_factors: Vec<Factor>,
    pub recovery_codes: RecoveryCodes,
}

/// A withdrawal statement as it was received.
#[derive(Debug, Serialize, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct WithdrawalStatement {
    pub reference: String,
    pub order_number: String,
    pub name: String,
    pub email: String,
    pub reason: Option<String>,
    pub statement: String,
    pub received_at: String,
    pub state: String,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Account {
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub phone: Option<String>,
    pub created_at: String,
    pub email_verified_at: Option<String>,
    pub roles: Vec<String>,
}

#[derive(Debug, Serialize, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct Request {
    pub kind: String,
    pub name: String,
    pub email: String,
    pub phone: Option<String>,
    pub message: String,
    pub lang: String,
    pub created_at: String,
    pub status: String,
    pub handled_at: Option<String>,
}

#[derive(Debug, Serialize, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct Newsletter {
    pub email: String,
    pub lang: String,
    pub subscribed_at: String,
    pub discount_code: Option<String>,
    /// `pending`, `confirmed` or `unsubscribed`.
    pub status: String,
    /// SHA-256 of the texts shown when consent was given.
    pub consent_text_hash: Option<String>,
    pub confirmed_at: Option<String>,
    /// `button` (on the page the link opens), `profile`, or `link` (opened, before the
    /// button), with the address and browser of the press.
    pub confirmed_by: Option<String>,
    pub confirmed_ip: Option<String>,
    pub confirmed_user_agent: Option<String>,
    pub unsubscribed_at: Option<String>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Session {
    /// Unix seconds.
    pub created_at: i64,
    pub expires_at: i64,
    /// 1: password; 2: and the second factor.
    pub assurance_level: i64,
    /// The session this file was downloaded with.
    pub current: bool,
}

#[derive(Debug, Serialize, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct Factor {
    pub friendly_name: String,
    pub factor_type: String,
    pub status: String,
    pub created_at: String,
    pub verified_at: Option<String>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RecoveryCodes {
    pub total: i64,
    pub unused: i64,
}

/// Everything held about `user`.
pub async fn collect(db: &Db, user: &SessionUser) -> Result<Export, sqlx::Error> {
    let (email, first_name, last_name, phone, created_at, email_verified_at): (
        String,
        String,
        String,
        Option<String>,
        String,
        Option<String>,
    ) = sqlx::query_as(
        "select u.email, p.first_name, p.last_name, p.phone, u.created_at, u.email_verified_at
         from users u join profiles p on p.id = u.id where u.id = $1",
    )
    .bind(&user.id)
    .fetch_one(db)
    .await?;
    let roles: Vec<String> =
        sqlx::query_scalar("select role from user_roles where user_id = $1 order by role").bind(&user.id).fetch_all(db).await?;
    let mut orders = crate::shop::orders::orders_of(db, &user.id).await?;
    orders.extend(crate::shop::orders::guest_orders_with(db, &email).await?);
    let withdrawals: Vec<WithdrawalStatement> = sqlx::query_as(
        "select w.reference, w.order_number, w.name, w.email, w.reason, w.statement, w.received_at, w.state
         from withdrawals w join orders o on o.order_number = w.order_number
         where o.user_id = $1 or (o.user_id is null and o.email = $2) or w.email = $2 order by w.received_at",
    )
    .bind(&user.id)
    .bind(&email)
    .fetch_all(db)
    .await?;
    let requests: Vec<Request> = sqlx::query_as(
        "select kind, name, email, phone, message, lang, created_at, status, handled_at
         from contact_requests where email = $1 order by created_at",
    )
    .bind(&email)
    .fetch_all(db)
    .await?;
    let newsletter: Option<Newsletter> = sqlx::query_as(
        "select email, lang, created_at as subscribed_at, discount_code, status, consent_text_hash, confirmed_at,
             confirmed_by, confirmed_ip, confirmed_user_agent, unsubscribed_at
         from newsletter_subscribers where email = $1",
    )
    .bind(&email)
    .fetch_optional(db)
    .await?;
    let sessions: Vec<(String, i64, i64, i64)> = sqlx::query_as(
        "select token_hash, created_at, expires_at, aal from sessions where user_id = $1 order by created_at",
    )
    .bind(&user.id)
    .fetch_all(db)
    .await?;
    let second_factors: Vec<Factor> = sqlx::query_as(
        "select friendly_name, factor_type, status, created_at, verified_at from mfa_factors where user_id = $1 order by created_at",
    )
    .bind(&user.id)
    .fetch_all(db)
    .await?;
    let (total, unused): (i64, i64) = sqlx::query_as(
        "select count(*), count(*) - count(used_at) from mfa_recovery_codes where user_id = $1",
    )
    .bind(&user.id)
    .fetch_one(db)
    .await?;
    Ok(Export {
        exported_at: now_rfc3339(),
        account: Account { email, first_name, last_name, phone, created_at, email_verified_at, roles },
        orders,
        withdrawals,
        requests,
        newsletter,
        sessions: sessions
            .into_iter()
            .map(|(hash, created_at, expires_at, aal)| Session {
                created_at,
                expires_at,
                assurance_level: aal,
                current: hash == user.token_hash,
            })
            .collect(),
        second_factors,
        recovery_codes: RecoveryCodes { total, unused },
    })
}

/// `GET /api/profile/export`: the file, to download.
pub(super) async fn download(State(privacy): State<Privacy>, AuthUser(user): AuthUser) -> ApiResult<Response> {
    let export = collect(&privacy.db, &user).await?;
    tracing::info!(user_id = %user.id, "personal data exported");
    let day = export.exported_at.get(..10).unwrap_or("").to_owned();
    let body: Value = serde_json::to_value(&export).map_err(anyhow::Error::from)?;
    let mut response = no_store(Json(body).into_response());
    let disposition = format!("attachment; filename=\"nordlys-el-mine-data-{day}.json\"");
    response
        .headers_mut()
        .insert(header::CONTENT_DISPOSITION, HeaderValue::from_str(&disposition).expect("an ASCII header"));
    Ok(response)
}
