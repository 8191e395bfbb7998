//! `POST /api/profile/delete {password, code?}`: the account's owner (the current
//! password, and the second factor's code when one is set) deletes the account. In
//! one transaction: the orders placed by it or with its address keep their lines and
//! figures (the bookkeeping law's 5 years) and lose the customer, e-mail and guest
//! link, and their withdrawal statements lose the name, e-mail and words; waiting Shopify orders, requests, the newsletter subscription, mails to or
//! from the address, its rate-limit counters and the account itself (with its
//! profile, roles, sessions, tokens, factors and codes) are deleted. Then a
//! confirmation is mailed, and the same address may sign up again.

use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Json, Response};
use serde::Deserialize;
use serde_json::json;

use super::Privacy;
use crate::accounts::{AuthUser, SessionUser};
use crate::http::client::{ClientAddr, Https};
use crate::http::validation::FieldErrors;
use crate::http::{ApiJson, ApiLang, ApiResult, no_store};
use crate::i18n::Text;
use crate::mail::Letter;
use crate::platform::Db;

#[derive(Deserialize)]
pub(super) struct DeleteBody {
    #[serde(default)]
    password: String,
    #[serde(default)]
    code: String,
}

/// Removes every personal trace of the account (see the module's text); what is left
/// is the orders' lines and figures.
pub async fn erase(db: &Db, user_id: &str, email: &str) -> Result<(), sqlx::Error> {
    let mut tx = db.begin().await?;
    // Withdrawal statements keep their lines, dates and refunds (the credit notes'
    // grounds), not who sent them or their words.
    sqlx::query(
        "update withdrawals set name = '', email = '', reason = null, statement = ''
         where email = $2 or order_number in (select order_number from orders where user_id = $1 or email = $2)",
    )
    .bind(user_id)
    .bind(email)
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "update orders set customer = null, email = null, access_hash = null, user_id = null where user_id = $1 or email = $2",
    )
    .bind(user_id)
    .bind(email)
    .execute(&mut *tx)
    .await?;
    for sql in [
        "delete from pending_shop_orders where email = $1",
        "delete from contact_requests where email = $1",
        "delete from newsletter_subscribers where email = $1",
        "delete from mail_attachments where mail_id in (select id from mail_outbox where recipient = $1 or reply_to = $1)",
        "delete from mail_outbox where recipient = $1 or reply_to = $1",
    ] {
        sqlx::query(sql).bind(email).execute(&mut *tx).await?;
    }
    // Counters are keyed by address or account id (`password:day:{email}`, …).
    let keys: Vec<String> = sqlx::query_scalar("select key from rate_limits").fetch_all(&mut *tx).await?;
    for key in keys.iter().filter(|k| k.contains(email) || k.contains(user_id)) {
        sqlx::query("delete from rate_limits where key = $1").bind(key).execute(&mut *tx).await?;
    }
    // The profile, roles, sessions, tokens, factors, codes and challenges go with it.
    sqlx::query("delete from users where id = $1").bind(user_id).execute(&mut *tx).await?;
    tx.commit().await
}

/// `POST /api/profile/delete`.
pub(super) async fn delete_account(
    State(privacy): State<Privacy>,
    lang: ApiLang,
    ClientAddr(address): ClientAddr,
    Https(https): Https,
    AuthUser(user): AuthUser,
    ApiJson(body): ApiJson<DeleteBody>,
) -> ApiResult<Response> {
    if body.password.is_empty() {
        return Err(FieldErrors(vec![("password", "validation-current-password-required")]).into());
    }
    let accounts = &privacy.accounts;
    crate::accounts::owner::password_and_code(accounts, &user, address, &body.password, &body.code).await?;
    erase(&privacy.db, &user.id, &user.email).await?;
    tracing::info!(user_id = %user.id, "account deleted at its owner's request");
    mail_confirmation(&privacy, &user, lang.0).await;
    let message = Text::new("privacy-deleted-text").format(privacy.mailer.catalog(), lang.0);
    let mut response = no_store(Json(json!({ "message": message })).into_response());
    response.headers_mut().append(header::SET_COOKIE, crate::accounts::session::clear_cookie(accounts, https));
    Ok(response)
}

/// The confirmation: no name in it (the account is gone), only what was done.
async fn mail_confirmation(privacy: &Privacy, user: &SessionUser, lang: crate::i18n::Lang) {
    let site = privacy.mailer.site();
    let mut letter = Letter::new(
        "account-deleted",
        &user.email,
        lang,
        Text::new("mail-account-deleted-subject"),
        Text::new("mail-account-deleted-heading"),
    );
    letter.paragraphs.push(Text::new("mail-account-deleted-text"));
    letter.paragraphs.push(Text::new("mail-account-deleted-orders"));
    letter.after.push(Text::new("mail-account-deleted-followup").arg("email", site.email.as_str()));
    privacy.mailer.send_later(letter).await;
}
