//! `/auth` (sign in or sign up), `/auth/verify` and `/auth/reset`.

use super::prelude::*;

pub async fn load(cx: &LoadContext<'_>) -> Loaded {
    if cx.user.is_some() { Loaded::Redirect("/profile".into()) } else { Loaded::ok(NoData {}) }
}

/// `/auth/verify?token=…`: what the link did.
#[derive(Debug, Serialize, TS)]
pub struct VerifyData {
    /// The address is verified now (false: the link is unknown, used or expired).
    pub verified: bool,
}

pub async fn verify(cx: &LoadContext<'_>) -> Result<Loaded, PageError> {
    let token = cx.query_param("token").unwrap_or_default();
    let result = crate::accounts::verification::verify(&cx.pages.accounts, &token).await.or_page("verifying an address", VerifyData { verified: false })?;
    Ok(Loaded::ok(VerifyData { verified: result == crate::accounts::verification::Verified::Now }))
}

/// `/auth/reset`: without a token, the form that asks for a link; with one, the form
/// that sets the new password (or, when the link no longer works, a new request).
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ResetData {
    pub token: Option<String>,
    pub token_valid: bool,
}

pub async fn reset(cx: &LoadContext<'_>) -> Loaded {
    let token = cx.query_param("token").filter(|t| !t.is_empty());
    let token_valid = match &token {
        Some(token) => crate::accounts::recovery::link_valid(&cx.pages.accounts, token).await,
        None => false,
    };
    Loaded::ok(ResetData { token, token_valid })
}
