//! `/search?q=…`: the search page.

use super::prelude::*;

/// `/search?q=…`: what the search found.
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct SearchData {
    pub results: crate::search::Results,
    /// The query was longer than the search takes (it was cut).
    pub too_long: bool,
    /// The search could not answer.
    pub failed: bool,
}

/// `/search?q=…`: a query that is not in its normal form (case, spaces) goes to the
/// one that is, so that each question is one cached page.
pub async fn load(cx: &LoadContext<'_>) -> Result<Loaded, PageError> {
    let raw = cx.query_param("q").unwrap_or_default();
    let query = crate::search::normalize(&raw);
    let too_long = crate::search::too_long(&raw);
    if raw != query && !too_long {
        let encoded: String = url::form_urlencoded::byte_serialize(query.as_bytes()).collect();
        return Ok(Loaded::Redirect(if query.is_empty() { "/search".into() } else { format!("/search?q={encoded}") }));
    }
    let failed = SearchData { results: crate::search::Results { query: query.clone(), ..Default::default() }, too_long, failed: true };
    let results = cx.pages.search.find(&query, cx.lang, 24).await.or_page("the search page", failed)?;
    Ok(Loaded::ok(SearchData { results, too_long, failed: false }))
}
