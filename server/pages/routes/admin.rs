//! The admin pages: the gate every one of them passes (sign in, the admin role, the
//! second factor), the Translation Manager and its coverage report.

use super::prelude::*;
use crate::accounts::SessionUser;
use crate::translation::coverage::Coverage;
use crate::translation::jobs::Progress;
use crate::translation::review::ReviewEntry;

/// The admin pages (the Translation Manager and the coverage report).
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct AdminData {
    pub title_key: String,
    pub noindex: bool,
    /// Signed in without the admin role: 'Access Denied', and nothing else is sent.
    pub denied: bool,
    /// An administrator whose session has not passed a second factor: `enrol` (none
    /// set up yet) or `verify` (sign in again with the code).
    pub second_factor: Option<SecondFactorStep>,
    pub source_keys: usize,
    pub languages: Vec<Coverage>,
    /// The machine translation provider's name, if one is configured.
    pub provider: Option<String>,
    pub job: Option<Progress>,
    /// The stored translations to review (the Translation Manager only).
    pub review: Option<Vec<ReviewEntry>>,
}

/// The back office pages: `content` only for administrators.
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct BackofficeData<C: TS> {
    pub title_key: String,
    pub noindex: bool,
    /// Signed in without the admin role: 'Access Denied', and nothing else is sent.
    pub denied: bool,
    /// An administrator without a passed second factor: `enrol` or `verify`.
    pub second_factor: Option<SecondFactorStep>,
    pub content: Option<C>,
}

/// The gate of every admin page: no session -> sign in; signed in without the role ->
/// 403 'Access Denied' (the role was checked through `has_role` when the session was
/// read); an administrator without a passed second factor -> 403 and the step to take.
/// `page(denied, second_factor)` is what the page sends then (nothing of its content);
/// None lets the administrator in.
fn refused<P: Serialize>(user: Option<&SessionUser>, page: impl Fn(bool, Option<SecondFactorStep>) -> P) -> Option<Loaded> {
    match user {
        None => Some(Loaded::Redirect("/auth".into())),
        Some(user) if !user.is_admin() => Some(Loaded::with(StatusCode::FORBIDDEN, page(true, None))),
        Some(user) if !user.is_admin_with_second_factor() => Some(Loaded::with(StatusCode::FORBIDDEN, page(false, Some(second_factor_step(user))))),
        Some(_) => None,
    }
}

/// The Translation Manager and its coverage report, behind the admin gate.
async fn admin_page(cx: &LoadContext<'_>, title_key: &str) -> Loaded {
    let empty = |denied, second_factor| AdminData {
        title_key: title_key.to_owned(),
        noindex: true,
        denied,
        second_factor,
        source_keys: 0,
        languages: Vec::new(),
        provider: None,
        job: None,
        review: None,
    };
    if let Some(refused) = refused(cx.user, &empty) {
        return refused;
    }
    let mut page = empty(false, None);
    let translation = &cx.pages.translation;
    match crate::translation::coverage::report(translation).await {
        Ok((source_keys, languages)) => {
            page.source_keys = source_keys;
            page.languages = languages;
        }
        Err(error) => tracing::error!(%error, "translation coverage"),
    }
    if title_key == "admin-translations-title" {
        match crate::translation::review::review_entries(translation).await {
            Ok(review) => page.review = Some(review),
            Err(error) => tracing::error!(%error, "translations to review"),
        }
    }
    page.provider = translation.provider_name().map(str::to_owned);
    match translation.latest().await {
        Ok(job) => page.job = job,
        Err(error) => tracing::error!(%error, "the latest translation job"),
    }
    Loaded::ok(page)
}

pub async fn translations(cx: &LoadContext<'_>) -> Loaded {
    admin_page(cx, "admin-translations-title").await
}

pub async fn translation_check(cx: &LoadContext<'_>) -> Loaded {
    admin_page(cx, "admin-translation-check-title").await
}

/// What an administrator without a passed second factor must do first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum SecondFactorStep {
    /// Set one up: none is yet.
    Enrol,
    /// Sign in again with the code.
    Verify,
}

fn second_factor_step(user: &SessionUser) -> SecondFactorStep {
    if user.mfa_enrolled { SecondFactorStep::Verify } else { SecondFactorStep::Enrol }
}

/// The back office pages: sign in first; without the admin role 'Access Denied';
/// without the second factor, set it up (or sign in with it) first.
pub async fn backoffice_page<C, F>(cx: &LoadContext<'_>, title_key: &str, content: F) -> Result<Loaded, PageError>
where
    C: Serialize + TS,
    F: std::future::Future<Output = Result<C, sqlx::Error>>,
{
    let empty = |denied, second_factor| BackofficeData::<C> { title_key: title_key.to_owned(), noindex: true, denied, second_factor, content: None };
    if let Some(refused) = refused(cx.user, &empty) {
        return Ok(refused);
    }
    let content = content.await.or_page("back office page data", empty(false, None))?;
    Ok(Loaded::ok(BackofficeData { content: Some(content), ..empty(false, None) }))
}
