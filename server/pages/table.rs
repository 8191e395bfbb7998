//! The route table: every page route of the specification, defined once in
//! `routes.json` at the top of the repository. The server matches every request with
//! it; `app/build.mjs` generates the app's `src/routes.ts` from the same file, and the
//! route registry (routes/mod.rs) has a loader for each.

use std::collections::BTreeMap;
use std::sync::LazyLock;

use serde::Deserialize;

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct RouteDef {
    pub id: String,
    pub path: String,
    /// The query parameters the page reads; all others are ignored.
    #[serde(default)]
    pub query: Vec<String>,
    /// The page shows the signed-in visitor's own data.
    #[serde(default)]
    pub personal: bool,
    /// Query parameters the canonical link keeps when no other declared one is there.
    #[serde(default)]
    pub canonical: Vec<String>,
}

/// The canonical link's query for a route and a request's query: `?after=…` on a page
/// of the plain listing, nothing when the page is sorted or filtered (it points at the
/// listing) or the route keeps none.
pub fn canonical_query(route: &str, query: Option<&str>) -> String {
    let Some(def) = ROUTES.iter().find(|r| r.id == route) else { return String::new() };
    if def.canonical.is_empty() {
        return String::new();
    }
    let pairs: Vec<(String, String)> = url::form_urlencoded::parse(query.unwrap_or_default().as_bytes())
        .filter(|(k, v)| def.query.iter().any(|q| q == k) && !v.is_empty())
        .map(|(k, v)| (k.into_owned(), v.into_owned()))
        .collect();
    if pairs.iter().any(|(k, _)| !def.canonical.contains(k)) || pairs.is_empty() {
        return String::new();
    }
    format!("?{}", url::form_urlencoded::Serializer::new(String::new()).extend_pairs(&pairs).finish())
}

#[derive(Deserialize)]
struct Table {
    routes: Vec<RouteDef>,
}

pub static ROUTES: LazyLock<Vec<RouteDef>> = LazyLock::new(|| {
    let table: Table = serde_json::from_str(include_str!("../../routes.json")).expect("routes.json is a route table");
    table.routes
});

pub const NOT_FOUND: &str = "not-found";

/// The values the parameter routes accept (anything else is a 404).
pub use crate::search::documents::SERVICES;
pub use crate::shop::{COLLECTIONS, PRODUCT_CATEGORIES};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Matched {
    pub id: &'static str,
    pub params: BTreeMap<String, String>,
}

impl RouteDef {
    /// The route's path as axum writes it (`/book/{reference}` for `/book/:reference`).
    pub fn axum_path(&self) -> String {
        let segments = self.path.split('/').map(|s| s.strip_prefix(':').map_or_else(|| s.to_owned(), |name| format!("{{{name}}}")));
        segments.collect::<Vec<_>>().join("/")
    }
}

/// The route with this id.
pub fn route(id: &str) -> Option<&'static RouteDef> {
    ROUTES.iter().find(|r| r.id == id)
}

/// Matches a language-neutral path; anything unknown is the catch-all.
pub fn match_path(path: &str) -> Matched {
    let trimmed = if path.len() > 1 { path.trim_end_matches('/') } else { path };
    let segments: Vec<&str> = trimmed.split('/').filter(|s| !s.is_empty()).collect();
    for route in ROUTES.iter().filter(|r| r.path != "*") {
        let route: &'static RouteDef = route;
        let pattern: Vec<&str> = route.path.split('/').filter(|s| !s.is_empty()).collect();
        if pattern.len() != segments.len() {
            continue;
        }
        let mut params = BTreeMap::new();
        let matched = pattern.iter().zip(&segments).all(|(p, s)| match p.strip_prefix(':') {
            Some(name) => {
                let value = percent_encoding::percent_decode_str(s).decode_utf8_lossy().into_owned();
                params.insert(name.to_owned(), value);
                true
            }
            None => p == s,
        });
        if matched {
            return Matched { id: &route.id, params };
        }
    }
    Matched { id: NOT_FOUND, params: BTreeMap::new() }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_has_the_catch_all_last_and_unique_ids() {
        assert_eq!(ROUTES.last().map(|r| r.id.as_str()), Some(NOT_FOUND));
        let ids: std::collections::BTreeSet<&str> = ROUTES.iter().map(|r| r.id.as_str()).collect();
        assert_eq!(ids.len(), ROUTES.len());
        assert_eq!(ROUTES.iter().find(|r| r.id == "product").unwrap().query, ["variant"]);
    }

    #[test]
    fn matches_static_and_parameter_routes() {
        assert_eq!(match_path("/").id, "home");
        assert_eq!(match_path("/om-os").id, "about");
        assert_eq!(match_path("/om-os/").id, "about");
        let product = match_path("/product/led-spot%C3%A6");
        assert_eq!(product.id, "product");
        assert_eq!(product.params["handle"], "led-spotæ");
        assert_eq!(match_path("/services/elbil").params["slug"], "elbil");
        assert_eq!(match_path("/services/elbil/extra").id, NOT_FOUND);
        assert_eq!(match_path("/nope").id, NOT_FOUND);
    }
}
