//! The sign-in link: when an account is past its daily failure cap (see
//! [`super::guard`]), the password alone no longer signs it in; the owner is mailed
//! a single-use link, `PUBLIC_URL/api/auth/sign-in-link?token=…`, valid for 15
//! minutes, that signs them in (or, with a second factor, opens the sign-in again
//! for the password and the code) and ends the cap. At most one such mail per
//! account in 15 minutes, however many attempts a botnet makes.

use std::time::Duration;

use axum::extract::{Query, State};
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;

use super::handlers::with_cookie;
use super::tokens::{self, Purpose};
use super::{Accounts, session};
use crate::http::{ApiResult, no_store};
use crate::http::client::Https;
use crate::i18n::{Lang, Text};
use crate::mail::Letter;
use crate::platform::limits::Limit;

pub const LINK_VALID_FOR: Duration = Duration::from_secs(15 * 60);
/// Sign-in link mails per account.
pub const LINK_MAILS: Limit = Limit::per_minutes(1, 15);

/// Mails the owner of `email` a sign-in link, if there is an account and no link
/// went out in the last 15 minutes. Mailed in the background: the answer takes as
/// long with or without an account.
pub async fn offer(accounts: &Accounts, email: &str, lang: Lang) -> Result<(), sqlx::Error> {
    let row: Option<(String, String)> =
        sqlx::query_as("select u.id, p.first_name from users u join profiles p on p.id = u.id where u.email = $1")
            .bind(email)
            .fetch_optional(&accounts.db)
            .await?;
    let Some((user_id, first_name)) = row else { return Ok(()) };
    let sent = accounts.limits.reserve_within(&format!("sign-in-link:account:{email}"), LINK_MAILS).await?;
    if !sent.allowed {
        return Ok(());
    }
    let (accounts, email) = (accounts.clone(), email.to_owned());
    tokio::spawn(async move {
        if let Err(error) = send(&accounts, &user_id, &email, &first_name, lang).await {
            tracing::error!(%error, "sign-in link mail");
        }
    });
    Ok(())
}

async fn send(accounts: &Accounts, user_id: &str, email: &str, first_name: &str, lang: Lang) -> Result<(), sqlx::Error> {
    let token = tokens::issue(&accounts.db, user_id, Purpose::SignIn, LINK_VALID_FOR).await?;
    let link = format!("{}/api/auth/sign-in-link?token={token}&lang={}", accounts.public_url, lang.code());
    let mut letter = Letter::new("sign-in-link", email, lang, Text::new("mail-sign-in-link-subject"), Text::new("mail-sign-in-link-heading"));
    letter.greeting = Some(Text::new("mail-greeting").arg("name", first_name));
    letter.paragraphs.push(Text::new("mail-sign-in-link-text"));
    letter.action = Some((Text::new("mail-sign-in-link-button"), link));
    letter.after.push(Text::new("mail-sign-in-link-expiry"));
    accounts.mailer.send_later(letter).await;
    tracing::info!(user_id, "sign-in link mailed");
    Ok(())
}

#[derive(Deserialize)]
pub(super) struct LinkQuery {
    #[serde(default)]
    token: String,
    #[serde(default)]
    lang: String,
}

/// `GET /api/auth/sign-in-link?token=…&lang=…`: uses the link up, ends the cap and
/// signs the owner in (to their profile); with a second factor, sends them to the
/// sign-in page, where the password and the code now work again. A link that no
/// longer works leads to the page that offers a new password link.
pub(super) async fn sign_in_with_link(
    State(accounts): State<Accounts>,
    Https(https): Https,
    Query(query): Query<LinkQuery>,
) -> ApiResult<Response> {
    let lang = query.lang.parse::<Lang>().unwrap_or(Lang::DEFAULT);
    let Some(user_id) = tokens::consume(&accounts.db, &query.token, Purpose::SignIn).await? else {
        return Ok(no_store(Redirect::to(&lang.localize("/auth/reset?token=expired")).into_response()));
    };
    let email: String = sqlx::query_scalar("select email from users where id = $1").bind(&user_id).fetch_one(&accounts.db).await?;
    accounts.guard.forgive(&email).await?;
    // The link reached the mailbox: the address is the owner's.
    super::verification::mark_verified(&accounts, &user_id).await?;
    tracing::info!(user_id, "signed in with a mailed link; the failure cap ends");
    if super::mfa::enrolled(&accounts.db, &user_id).await? {
        return Ok(no_store(Redirect::to(&lang.localize("/auth")).into_response()));
    }
    let token = session::create(&accounts.db, &user_id).await?;
    let response = Redirect::to(&lang.localize("/profile")).into_response();
    Ok(with_cookie(response, session::set_cookie(&accounts, https, &token)))
}
