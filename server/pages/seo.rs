//! `/sitemap.xml` (every public page in all four languages, with alternates) and
//! `/robots.txt` (pointing to it, keeping account, admin and API paths out).

use std::fmt::Write as _;

use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};

use super::Pages;
use super::document::escape;
use super::routes::{COLLECTIONS, PRODUCT_CATEGORIES as CATEGORIES, SERVICES};
use crate::i18n::Lang;


/// The language-neutral paths of every public page.
pub async fn public_paths(pages: &Pages) -> Vec<String> {
    let mut paths: Vec<String> = ["/", "/services", "/om-os", "/kontakt", "/privatlivspolitik", "/handelsbetingelser"]
        .iter()
        .map(|p| p.to_string())
        .collect();
    paths.extend(SERVICES.iter().map(|s| format!("/services/{s}")));
    paths.extend(CATEGORIES.iter().map(|c| format!("/products/{c}")));
    paths.extend(COLLECTIONS.iter().map(|c| format!("/collections/{c}")));
    match tokio::time::timeout(pages.shop.timeout, pages.shop.provider.products(250, crate::i18n::Lang::Da)).await {
        Ok(Ok(products)) => paths.extend(products.into_iter().map(|p| format!("/product/{}", p.handle))),
        Ok(Err(error)) => tracing::warn!(%error, "sitemap without products: the shop failed"),
        Err(_) => tracing::warn!("sitemap without products: the shop timed out"),
    }
    paths
}

pub async fn sitemap(State(pages): State<Pages>) -> Response {
    let base = &pages.site.url;
    let mut xml = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n",
    );
    for path in public_paths(&pages).await {
        for lang in Lang::ALL {
            let _ = writeln!(xml, "<url><loc>{base}{}</loc>", escape(&lang.localize(&path)));
            for alternate in Lang::ALL {
                let _ = writeln!(
                    xml,
                    "<xhtml:link rel=\"alternate\" hreflang=\"{}\" href=\"{base}{}\"/>",
                    alternate.code(),
                    escape(&alternate.localize(&path))
                );
            }
            let _ = writeln!(xml, "<xhtml:link rel=\"alternate\" hreflang=\"x-default\" href=\"{base}{}\"/></url>", escape(&path));
        }
    }
    xml.push_str("</urlset>\n");
    ([(header::CONTENT_TYPE, "application/xml; charset=utf-8"), (header::CACHE_CONTROL, "public, max-age=3600")], xml)
        .into_response()
}

pub async fn robots(State(pages): State<Pages>) -> Response {
    let mut text = String::from("User-agent: *\nAllow: /\n");
    for prefix in ["", "/en", "/de", "/fr"] {
        for private in ["/auth", "/profile", "/admin/", "/ordre/", "/kasse", "/coming-soon"] {
            let _ = writeln!(text, "Disallow: {prefix}{private}");
        }
    }
    text.push_str("Disallow: /api/\n");
    let _ = writeln!(text, "\nSitemap: {}/sitemap.xml", pages.site.url);
    ([(header::CONTENT_TYPE, "text/plain; charset=utf-8"), (header::CACHE_CONTROL, "public, max-age=3600")], text)
        .into_response()
}
