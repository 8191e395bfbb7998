//! `/nyhedsbrev/bekraeft` and `/nyhedsbrev/afmeld`: the newsletter's links (their
//! forms' handlers are in pages/forms.rs).

use super::prelude::*;
use crate::pages::page::{ActionContext, IntoLoaded, Unreadable};


/// What a newsletter link's page shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum NewsletterState {
    /// The button (a GET never confirms or unsubscribes: link scanners open every link).
    Ready,
    /// Confirming: the subscription is confirmed.
    Confirmed,
    /// Unsubscribing: the button did it.
    Done,
    /// Unsubscribing: it was unsubscribed before.
    Already,
    /// The link is unknown, used or expired.
    Invalid,
}

/// `/nyhedsbrev/bekraeft` and `/nyhedsbrev/afmeld`: what the link did or can do.
#[derive(Debug, Serialize, TS)]
pub struct NewsletterData {
    /// Confirming: `ready`, `confirmed` or `invalid`. Unsubscribing: `ready`, `done`,
    /// `already` or `invalid`.
    pub state: NewsletterState,
    pub token: Option<String>,
}

pub async fn confirm(cx: &LoadContext<'_>) -> Result<Loaded, PageError> {
    let token = cx.query_param("token").unwrap_or_default();
    confirm_page(cx.pages, &token).await
}

pub async fn unsubscribe(cx: &LoadContext<'_>) -> Result<Loaded, PageError> {
    let token = cx.query_param("token").unwrap_or_default();
    unsubscribe_page(cx.pages, &token, None).await
}

/// `/nyhedsbrev/bekraeft?token=…`: a button (a GET never confirms: link scanners open
/// every link in a mail), or, once it was pressed, that the subscription is confirmed.
pub async fn confirm_page(pages: &Pages, token: &str) -> Result<Loaded, PageError> {
    use crate::requests::newsletter::LinkState;
    let invalid = NewsletterData { state: NewsletterState::Invalid, token: None };
    Ok(match pages.requests.confirm_link_state(token).await.or_page("a newsletter confirmation link", &invalid)? {
        LinkState::Ready => Loaded::ok(NewsletterData { state: NewsletterState::Ready, token: Some(token.to_owned()) }),
        LinkState::Confirmed => Loaded::ok(NewsletterData { state: NewsletterState::Confirmed, token: None }),
        LinkState::Invalid => Loaded::with(StatusCode::NOT_FOUND, invalid),
    })
}

/// `/nyhedsbrev/afmeld?token=…`: a button (a GET never unsubscribes), or what the
/// button did (`done` after the form's POST).
pub async fn unsubscribe_page(pages: &Pages, token: &str, done: Option<bool>) -> Result<Loaded, PageError> {
    let invalid = NewsletterData { state: NewsletterState::Invalid, token: None };
    let state = match (pages.requests.unsubscribe_token_state(token).await.or_page("an unsubscribe link", &invalid)?, done) {
        (None, _) => return Ok(Loaded::with(StatusCode::NOT_FOUND, invalid)),
        (Some(_), Some(true)) => NewsletterState::Done,
        (Some(status), _) if status == "unsubscribed" => NewsletterState::Already,
        (Some(_), _) => NewsletterState::Ready,
    };
    Ok(Loaded::ok(NewsletterData { state, token: Some(token.to_owned()) }))
}

/// `POST /nyhedsbrev/bekraeft?token=…`: the confirmation page's button. The press
/// confirms once and sends the visitor back to the link's page, which now says it is
/// confirmed (a reload or the back button does not post again; a second press lands
/// there too). A dead link's press gets the page that says so.
pub async fn confirm_press(cx: &ActionContext<'_>) -> Result<Loaded, Unreadable> {
    let token = cx.query_param("token").unwrap_or_default();
    let press = crate::requests::newsletter::Press::new("button", cx.client.0, cx.headers);
    if let Err(error) = cx.pages.requests.confirm_newsletter(&token, &press).await {
        tracing::error!(%error, "confirming a newsletter sign-up");
    }
    Ok(match confirm_page(cx.pages, &token).await.into_loaded() {
        Loaded::Page { status, .. } if status == StatusCode::OK => {
            Loaded::Redirect(cx.query.map_or_else(|| cx.path.to_owned(), |query| format!("{}?{query}", cx.path)))
        }
        other => other,
    })
}

/// `POST /nyhedsbrev/afmeld?token=…`: the unsubscribe page's button.
pub async fn unsubscribe_press(cx: &ActionContext<'_>) -> Result<Loaded, Unreadable> {
    let token = cx.query_param("token").unwrap_or_default();
    let done = match cx.pages.requests.unsubscribe(&token).await {
        Ok(Some(_)) => Some(true),
        Ok(None) => None,
        Err(error) => {
            tracing::error!(%error, "unsubscribing from the page");
            None
        }
    };
    Ok(unsubscribe_page(cx.pages, &token, done).await.into_loaded())
}
