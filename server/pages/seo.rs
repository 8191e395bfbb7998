//! The public paths (the site's own pages, and what the warmer renders) and
//! `/robots.txt` (pointing to the sitemap index, keeping account, admin and API paths
//! out). The sitemaps themselves are `sitemap.rs`.

use std::fmt::Write as _;

use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};

use super::Pages;
use super::table::{COLLECTIONS, PRODUCT_CATEGORIES as CATEGORIES, SERVICES};

/// The language-neutral paths of the site's own pages: the content pages, the
/// services and the product categories (the sitemaps' `pages-*.xml`).
pub fn site_paths() -> Vec<String> {
    let mut paths: Vec<String> = ["/", "/services", "/om-os", "/kontakt", "/privatlivspolitik", "/handelsbetingelser"]
        .iter()
        .map(|p| p.to_string())
        .collect();
    paths.extend(SERVICES.iter().map(|s| format!("/services/{s}")));
    paths.extend(CATEGORIES.iter().map(|c| format!("/products/{c}")));
    paths
}

/// The language-neutral paths the warmer starts from: the site's own pages, the
/// collections and the catalogue's first `products` products. (The sitemaps list
/// every product, page by page: see `sitemap.rs`.)
pub async fn public_paths(pages: &Pages, products: usize) -> Vec<String> {
    let mut paths = site_paths();
    paths.extend(COLLECTIONS.iter().map(|c| format!("/collections/{c}")));
    // Shopify's catalogue is read a page of products a request, each within the
    // shop's timeout (a timeout is `ShopError::Timeout`).
    match pages.shop.provider.products(products, crate::i18n::Lang::Da).await {
        Ok(products) => paths.extend(products.into_iter().map(|p| format!("/product/{}", p.handle))),
        Err(error) => tracing::warn!(%error, "warming without products: the shop failed"),
    }
    paths
}

/// `/robots.txt`: only the API is not fetched. The pages that must not be indexed
/// (sign-in, profile, checkout, orders, the back office, coming soon) carry `noindex`,
/// which a crawler only sees when it may fetch them; and with Disallow lines alone, a
/// reader that takes the first matching line (Python's `urllib.robotparser`, the
/// original rules) and one that takes the longest (RFC 9309, Google) agree.
pub async fn robots(State(pages): State<Pages>) -> Response {
    let mut text = String::from("User-agent: *\n");
    text.push_str("Disallow: /api/\n");
    let _ = writeln!(text, "\nSitemap: {}/sitemap.xml", pages.site.url);
    ([(header::CONTENT_TYPE, "text/plain; charset=utf-8"), (header::CACHE_CONTROL, "public, max-age=3600")], text)
        .into_response()
}
