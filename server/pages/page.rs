//! What every page's loader takes and gives, below the loaders, the page families and
//! the renderer (which all use it and nothing here uses them): the page data a render
//! receives, a loader's answer and its context.

use std::collections::BTreeMap;

use axum::http::StatusCode;
use serde::Serialize;
use serde_json::Value;
use ts_rs::TS;

use super::Pages;
use super::table::Matched;
use crate::accounts::SessionUser;
use crate::i18n::Lang;
use crate::platform::SiteInfo;

/// Everything a page render receives; embedded in the page for hydration.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct PageData<P: TS = Value> {
    pub route: &'static str,
    pub params: BTreeMap<String, String>,
    pub status: u16,
    pub lang: Lang,
    /// The path without the language prefix, e.g. "/om-os".
    pub path: String,
    pub site: SiteInfo,
    pub user: Option<SessionUser>,
    pub page: P,
}

/// Pages whose text is all in the catalogue.
#[derive(Debug, Serialize, TS)]
pub struct NoData {}

/// What a loader decides.
pub enum Loaded {
    Page { status: StatusCode, page: Value },
    Redirect(String),
    /// On to a page outside the app (a payment provider's, or the demo provider's page
    /// of ours), as it is: no language prefix, and a whole document load.
    Leave(String),
}

impl Loaded {
    pub fn with(status: StatusCode, page: impl Serialize) -> Loaded {
        Loaded::Page { status, page: serde_json::to_value(page).expect("page data serialises") }
    }
    pub fn ok(page: impl Serialize) -> Loaded {
        Loaded::with(StatusCode::OK, page)
    }
    pub fn not_found() -> Loaded {
        Loaded::with(StatusCode::NOT_FOUND, NoData {})
    }
    /// A form's answer: the page as loaded again, with the form's `status` (422, 409, …)
    /// when the page itself loaded fine; a page that did not load keeps its own.
    pub fn answering(self, status: StatusCode) -> Loaded {
        match self {
            Loaded::Page { status: loaded, page } if loaded == StatusCode::OK => Loaded::Page { status, page },
            other => other,
        }
    }
}

/// A page whose data could not be read: what was being read and why (logged), and
/// what the page shows instead (answered 503). Loaders return `Result<Loaded,
/// PageError>` and use `?` with [`Unavailable::or_page`].
#[derive(Debug)]
pub struct PageError {
    reading: &'static str,
    error: String,
    page: Value,
}

impl From<PageError> for Loaded {
    fn from(failed: PageError) -> Loaded {
        tracing::error!(error = %failed.error, reading = failed.reading, "page data");
        Loaded::Page { status: StatusCode::SERVICE_UNAVAILABLE, page: failed.page }
    }
}

/// A read that a page needs: its error becomes the page's [`PageError`].
pub trait Unavailable<T> {
    /// `reading` names what was read (for the log); `page` is what the page shows
    /// when it could not be.
    fn or_page(self, reading: &'static str, page: impl Serialize) -> Result<T, PageError>;
}

impl<T, E: std::fmt::Display> Unavailable<T> for Result<T, E> {
    fn or_page(self, reading: &'static str, page: impl Serialize) -> Result<T, PageError> {
        self.map_err(|error| PageError { reading, error: error.to_string(), page: serde_json::to_value(page).expect("page data serialises") })
    }
}

/// What a loader returns: its answer, or a page whose data could not be read.
pub trait IntoLoaded {
    fn into_loaded(self) -> Loaded;
}

impl IntoLoaded for Loaded {
    fn into_loaded(self) -> Loaded {
        self
    }
}

impl IntoLoaded for Result<Loaded, PageError> {
    fn into_loaded(self) -> Loaded {
        self.unwrap_or_else(Loaded::from)
    }
}

pub struct LoadContext<'a> {
    pub pages: &'a Pages,
    pub lang: Lang,
    pub matched: &'a Matched,
    pub query: Option<&'a str>,
    pub user: Option<&'a SessionUser>,
}

impl LoadContext<'_> {
    /// A parameter of the route's path (`handle` of `/product/:handle`), or "".
    pub fn param(&self, name: &str) -> &str {
        self.matched.params.get(name).map(String::as_str).unwrap_or_default()
    }
    pub fn query_param(&self, name: &str) -> Option<String> {
        url::form_urlencoded::parse(self.query?.as_bytes()).find(|(k, _)| k == name).map(|(_, v)| v.into_owned())
    }
}

/// What a page's form action takes: the page's context (as its loader has it), who
/// sent the form from where, and the form's body (within the limit).
pub struct ActionContext<'a> {
    pub page: LoadContext<'a>,
    /// The page's path without the language prefix (`/book/B-…`).
    pub path: &'a str,
    pub client: &'a crate::http::client::ClientAddr,
    pub headers: &'a axum::http::HeaderMap,
    pub body: &'a [u8],
}

impl<'a> std::ops::Deref for ActionContext<'a> {
    type Target = LoadContext<'a>;
    fn deref(&self) -> &LoadContext<'a> {
        &self.page
    }
}

impl ActionContext<'_> {
    /// The form's fields as `T` (its `Deserialize` names them; see [`super::fields`]:
    /// an empty field is not sent, a repeated name is a list). A form that does not fit
    /// `T` is [`Unreadable`]: refused before anything is done.
    pub fn fields<T: serde::de::DeserializeOwned>(&self) -> Result<T, Unreadable> {
        serde_json::from_value(super::fields::fields_of(self.body)).map_err(Unreadable)
    }
}

/// A form whose fields do not fit its action's type (a name sent twice that is one, an
/// unknown `action`): answered with the site's error page, 400, nothing done.
#[derive(Debug)]
pub struct Unreadable(pub serde_json::Error);
