//! The sitemaps (sitemaps.org) at any size of catalogue. `/sitemap.xml` is an index of
//! files by kind and language: `/sitemaps/pages-da.xml` (the site's own pages),
//! `/sitemaps/collections-da-1.xml`, `/sitemaps/products-da-1.xml`, `-2`, … and the
//! same in en, de and fr. Every URL carries its alternates in the four languages and
//! x-default; a product's or collection's `lastmod` is the shop's time of its change.
//!
//! A file holds at most [`URLS_PER_FILE`] URLs and [`BYTES_PER_FILE`] bytes, the
//! protocol's limits. Where each of a kind's files starts is planned by one pass over
//! the kind's handles (no more than handles, a page at a time), cutting a file at
//! whichever limit comes first, so long handles cannot push a file past 50 MB. The
//! plan is kept stale-while-revalidate like the shop's answers: a crawler's index and
//! its files share one plan, and Shopify is paged through once per refresh, not once
//! per file. A file is then written as a stream, a page of rows at a time from its
//! start to the next file's, so no request holds the catalogue in memory.

use std::fmt::Write as _;
use std::sync::Arc;
use std::time::Duration;

use axum::body::{Body, Bytes};
use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use percent_encoding::{AsciiSet, CONTROLS, utf8_percent_encode};

use super::Pages;
use super::document::escape;
use super::table::{COLLECTIONS, PRODUCT_CATEGORIES};
use crate::i18n::Lang;
use crate::shop::swr::SwrCache;
use crate::shop::{HandleRow, HandlesPage, Listed, Shop, ShopError};

/// The most URLs a sitemap file may hold (sitemaps.org).
pub const URLS_PER_FILE: usize = 50_000;
/// The most bytes a sitemap file may hold, uncompressed (sitemaps.org: 50 MB).
pub const BYTES_PER_FILE: usize = 52_428_800;
/// The fewest URLs a file may be set to hold: the site's own pages are one file.
pub const FEWEST_URLS_PER_FILE: usize = 50;
/// Rows asked of the shop at a time (Shopify's most).
const PAGE: usize = 250;

const URLSET_HEAD: &str = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" \
                           xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n";
const URLSET_FOOT: &str = "</urlset>\n";

/// A handle as a path segment: what a URL cannot hold literally is percent-encoded
/// (the page's route decodes it), the rest is left as the shop wrote it.
const SEGMENT: &AsciiSet =
    &CONTROLS.add(b' ').add(b'"').add(b'#').add(b'<').add(b'>').add(b'`').add(b'?').add(b'{').add(b'}').add(b'%').add(b'/');

/// The sitemaps' setting and their plans.
pub struct Sitemaps {
    urls_per_file: usize,
    plans: Arc<SwrCache<Arc<Plan>>>,
}

impl Sitemaps {
    /// Files of `urls_per_file` URLs (kept between [`FEWEST_URLS_PER_FILE`] and
    /// [`URLS_PER_FILE`]), planned again when a plan is older than `fresh_for`.
    pub fn new(urls_per_file: usize, fresh_for: Duration) -> Sitemaps {
        Sitemaps {
            urls_per_file: urls_per_file.clamp(FEWEST_URLS_PER_FILE, URLS_PER_FILE),
            plans: Arc::new(SwrCache::new(fresh_for, Duration::from_secs(24 * 3600))),
        }
    }

    async fn plan(&self, pages: &Pages, kind: Listed) -> Result<Arc<Plan>, ShopError> {
        let (shop, base, per_file) = (pages.shop.clone(), pages.site.url.clone(), self.urls_per_file);
        self.plans.get(name(kind), move || async move { plan(&shop, &base, kind, per_file).await.map(Arc::new) }).await
    }
}

fn name(kind: Listed) -> &'static str {
    match kind {
        Listed::Products => "products",
        Listed::Collections => "collections",
    }
}

/// The language-neutral path of a row's page, if it has one: every product has; a
/// collection has one under `/collections/` unless it is only a product category
/// (those are the site's own pages under `/products/`).
fn path_of(kind: Listed, handle: &str) -> Option<String> {
    match kind {
        Listed::Products => Some(format!("/product/{}", utf8_percent_encode(handle, SEGMENT))),
        Listed::Collections => (COLLECTIONS.contains(&handle) || !PRODUCT_CATEGORIES.contains(&handle))
            .then(|| format!("/collections/{}", utf8_percent_encode(handle, SEGMENT))),
    }
}

/// An RFC 3339 time as the W3C datetime of a `lastmod`, to the second in UTC
/// (`2025-07-01T10:00:00Z`); `None` for anything else.
fn w3c_datetime(text: &str) -> Option<String> {
    let at = time::OffsetDateTime::parse(text, &time::format_description::well_known::Rfc3339).ok()?;
    at.to_offset(time::UtcOffset::UTC)
        .format(time::macros::format_description!("[year]-[month]-[day]T[hour]:[minute]:[second]Z"))
        .ok()
}

/// One `<url>`: the page in `lang`, its last change, and its alternates in every
/// language with x-default (Danish).
fn write_url(out: &mut String, base: &str, path: &str, lang: Lang, lastmod: Option<&str>) {
    let _ = write!(out, "<url><loc>{base}{}</loc>", escape(&lang.localize(path)));
    if let Some(lastmod) = lastmod {
        let _ = write!(out, "<lastmod>{lastmod}</lastmod>");
    }
    for alternate in Lang::ALL {
        let _ = write!(
            out,
            "\n<xhtml:link rel=\"alternate\" hreflang=\"{}\" href=\"{base}{}\"/>",
            alternate.code(),
            escape(&alternate.localize(path))
        );
    }
    let _ = writeln!(out, "\n<xhtml:link rel=\"alternate\" hreflang=\"x-default\" href=\"{base}{}\"/></url>", escape(path));
}

/// A page of a kind's handles, bounded by the shop's timeout.
async fn page_of(shop: &Shop, kind: Listed, after: Option<&str>) -> Result<HandlesPage, ShopError> {
    match tokio::time::timeout(shop.timeout, shop.provider.handles_page(kind, after, PAGE)).await {
        Ok(page) => page,
        Err(_) => Err(ShopError::Timeout),
    }
}

/// Where each of a kind's files starts and ends.
#[derive(Debug, Default)]
struct Plan {
    files: Vec<Part>,
}

/// One file of a plan.
#[derive(Debug, Clone, PartialEq)]
struct Part {
    /// The cursor its first row comes after (`None`: the kind's first row).
    after: Option<String>,
    /// The cursor of its last row, where it stops; `None` for the last file, which
    /// goes on to the end (what was added since the plan is listed there).
    until: Option<String>,
    /// The latest change of its rows (W3C datetime), the index's `lastmod` for it.
    lastmod: Option<String>,
}

/// The pass that plans a kind's files: rows in the shop's order, each the size its
/// `<url>` will have; a file ends at `per_file` URLs or before `BYTES_PER_FILE`.
struct Planner {
    per_file: usize,
    /// Bytes a file's URLs may take (the limit less the `<urlset>` around them).
    budget: usize,
    files: Vec<Part>,
    rows: usize,
    bytes: usize,
    /// The cursor of the row before the next one.
    previous: Option<String>,
}

impl Planner {
    fn new(per_file: usize, budget: usize) -> Planner {
        Planner { per_file, budget, files: Vec::new(), rows: 0, bytes: 0, previous: None }
    }

    /// A row, with the size of its `<url>` (`None`: a row without a page, which the
    /// file skips) and its last change.
    fn add(&mut self, row: &HandleRow, size: Option<usize>, lastmod: Option<String>) {
        if let Some(size) = size {
            if self.files.is_empty() || self.rows == self.per_file || self.bytes + size > self.budget {
                self.files.push(Part { after: self.previous.clone(), until: None, lastmod: None });
                (self.rows, self.bytes) = (0, 0);
            }
            let part = self.files.last_mut().expect("a file was just started");
            self.rows += 1;
            self.bytes += size;
            part.until = Some(row.cursor.clone());
            if lastmod > part.lastmod {
                part.lastmod = lastmod;
            }
        }
        self.previous = Some(row.cursor.clone());
    }

    fn finish(mut self) -> Plan {
        if let Some(last) = self.files.last_mut() {
            last.until = None;
        }
        Plan { files: self.files }
    }
}

/// Plans a kind's files from one pass over its handles. A `<url>` is measured in
/// English (German's and French's are as long, Danish's three bytes shorter).
async fn plan(shop: &Shop, base: &str, kind: Listed, per_file: usize) -> Result<Plan, ShopError> {
    let mut planner = Planner::new(per_file, BYTES_PER_FILE - URLSET_HEAD.len() - URLSET_FOOT.len());
    let mut after: Option<String> = None;
    let mut entry = String::new();
    loop {
        let page = page_of(shop, kind, after.as_deref()).await?;
        for row in &page.rows {
            let lastmod = row.updated_at.as_deref().and_then(w3c_datetime);
            let size = path_of(kind, &row.handle).map(|path| {
                entry.clear();
                write_url(&mut entry, base, &path, Lang::En, lastmod.as_deref());
                entry.len()
            });
            planner.add(row, size, lastmod);
        }
        match page.next {
            Some(next) if !page.rows.is_empty() => after = Some(next),
            _ => return Ok(planner.finish()),
        }
    }
}

/// Writes one file of a plan in pieces, a page of rows each.
struct FileWriter {
    shop: Shop,
    base: String,
    kind: Listed,
    lang: Lang,
    per_file: usize,
    /// The cursor of the last row read.
    after: Option<String>,
    until: Option<String>,
    started: bool,
    done: bool,
    rows: usize,
    bytes: usize,
}

impl FileWriter {
    /// The next piece of the file: the head with the first page's URLs, then a page's
    /// URLs at a time, the foot with the last; `None` once all is written. A file
    /// stops at its plan's end, and at the limits should the catalogue have grown
    /// into it since the plan (the rest is listed once the plan is made again).
    async fn next(&mut self) -> Result<Option<Bytes>, ShopError> {
        if self.done {
            return Ok(None);
        }
        let mut out = String::new();
        if !self.started {
            self.started = true;
            out.push_str(URLSET_HEAD);
            self.bytes = URLSET_HEAD.len();
        }
        loop {
            let page = page_of(&self.shop, self.kind, self.after.as_deref()).await?;
            for row in &page.rows {
                self.after = Some(row.cursor.clone());
                if let Some(path) = path_of(self.kind, &row.handle) {
                    let start = out.len();
                    let lastmod = row.updated_at.as_deref().and_then(w3c_datetime);
                    write_url(&mut out, &self.base, &path, self.lang, lastmod.as_deref());
                    let size = out.len() - start;
                    if self.rows == self.per_file || self.bytes + size + URLSET_FOOT.len() > BYTES_PER_FILE {
                        out.truncate(start);
                        tracing::warn!(kind = name(self.kind), "a sitemap file is full before its planned end; the rest is listed when it is planned again");
                        self.done = true;
                        break;
                    }
                    self.rows += 1;
                    self.bytes += size;
                }
                if self.until.as_deref() == Some(row.cursor.as_str()) {
                    self.done = true;
                    break;
                }
            }
            if page.next.is_none() || page.rows.is_empty() {
                self.done = true;
            }
            if self.done {
                out.push_str(URLSET_FOOT);
                return Ok(Some(Bytes::from(out)));
            }
            if !out.is_empty() {
                return Ok(Some(Bytes::from(out)));
            }
            // A page of rows without pages of their own (collections shown only as
            // categories): read on.
        }
    }
}

/// A file's name: `pages-da.xml`, `products-en-2.xml`, `collections-fr-1.xml`.
#[derive(Debug, PartialEq)]
enum FileName {
    Pages(Lang),
    Shop(Listed, Lang, usize),
}

impl FileName {
    fn parse(name: &str) -> Option<FileName> {
        let stem = name.strip_suffix(".xml")?;
        let mut parts = stem.split('-');
        let kind = parts.next()?;
        let code = parts.next()?;
        let lang = Lang::ALL.into_iter().find(|l| l.code() == code)?;
        let number = parts.next();
        if parts.next().is_some() {
            return None;
        }
        let kind = match (kind, number) {
            ("pages", None) => return Some(FileName::Pages(lang)),
            ("products", Some(_)) => Listed::Products,
            ("collections", Some(_)) => Listed::Collections,
            _ => return None,
        };
        let number = number?;
        // The number as the index writes it: no sign, no leading zero.
        if number.starts_with('0') || !number.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        Some(FileName::Shop(kind, lang, number.parse().ok()?))
    }

    fn path(&self) -> String {
        match self {
            FileName::Pages(lang) => format!("/sitemaps/pages-{}.xml", lang.code()),
            FileName::Shop(kind, lang, number) => format!("/sitemaps/{}-{}-{number}.xml", name(*kind), lang.code()),
        }
    }
}

fn xml(body: impl Into<Body>) -> Response {
    ([(header::CONTENT_TYPE, "application/xml; charset=utf-8"), (header::CACHE_CONTROL, "public, max-age=3600")], body.into())
        .into_response()
}

/// The shop could not say what it holds: a crawler is told to come back, rather than
/// shown a sitemap without the catalogue.
fn unavailable(error: ShopError) -> Response {
    tracing::error!(%error, "sitemap unavailable: the shop failed");
    (StatusCode::SERVICE_UNAVAILABLE, [(header::RETRY_AFTER, "300")], "The sitemap is unavailable for a moment.\n").into_response()
}

/// `/sitemap.xml`: the index of every file, by kind and language.
pub async fn index(State(pages): State<Pages>) -> Response {
    let (collections, products) =
        tokio::join!(pages.sitemaps.plan(&pages, Listed::Collections), pages.sitemaps.plan(&pages, Listed::Products));
    let (collections, products) = match (collections, products) {
        (Ok(collections), Ok(products)) => (collections, products),
        (Err(error), _) | (_, Err(error)) => return unavailable(error),
    };
    let base = &pages.site.url;
    let mut out = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
    );
    for lang in Lang::ALL {
        let _ = writeln!(out, "<sitemap><loc>{base}{}</loc></sitemap>", FileName::Pages(lang).path());
    }
    for (kind, plan) in [(Listed::Collections, &collections), (Listed::Products, &products)] {
        for lang in Lang::ALL {
            for (i, part) in plan.files.iter().enumerate() {
                let _ = write!(out, "<sitemap><loc>{base}{}</loc>", FileName::Shop(kind, lang, i + 1).path());
                if let Some(lastmod) = &part.lastmod {
                    let _ = write!(out, "<lastmod>{lastmod}</lastmod>");
                }
                out.push_str("</sitemap>\n");
            }
        }
    }
    out.push_str("</sitemapindex>\n");
    xml(out)
}

/// `/sitemaps/{file}`: the site's own pages in a language, or one file of the
/// products or collections, streamed.
pub async fn file(State(pages): State<Pages>, Path(file): Path<String>) -> Response {
    let (kind, lang, number) = match FileName::parse(&file) {
        None => return StatusCode::NOT_FOUND.into_response(),
        Some(FileName::Pages(lang)) => {
            let mut out = String::from(URLSET_HEAD);
            for path in super::seo::site_paths() {
                write_url(&mut out, &pages.site.url, &path, lang, None);
            }
            out.push_str(URLSET_FOOT);
            return xml(out);
        }
        Some(FileName::Shop(kind, lang, number)) => (kind, lang, number),
    };
    let plan = match pages.sitemaps.plan(&pages, kind).await {
        Ok(plan) => plan,
        Err(error) => return unavailable(error),
    };
    let Some(part) = plan.files.get(number - 1) else { return StatusCode::NOT_FOUND.into_response() };
    let mut writer = FileWriter {
        shop: pages.shop.clone(),
        base: pages.site.url.clone(),
        kind,
        lang,
        per_file: pages.sitemaps.urls_per_file,
        after: part.after.clone(),
        until: part.until.clone(),
        started: false,
        done: false,
        rows: 0,
        bytes: 0,
    };
    // The first piece before the answer: a shop failing now is a 503 the crawler
    // retries; one failing later cuts the transfer short (never a file that looks
    // whole without its rest).
    let first = match writer.next().await {
        Ok(first) => first,
        Err(error) => return unavailable(error),
    };
    let pieces = futures_util::stream::unfold((writer, first, false), |(mut writer, pending, failed)| async move {
        if failed {
            return None;
        }
        if let Some(piece) = pending {
            return Some((Ok(piece), (writer, None, false)));
        }
        match writer.next().await {
            Ok(Some(piece)) => Some((Ok(piece), (writer, None, false))),
            Ok(None) => None,
            Err(error) => {
                tracing::error!(%error, "sitemap file cut short: the shop failed while it was written");
                Some((Err(error), (writer, None, true)))
            }
        }
    });
    // Fused: the compression around it may ask again after the end.
    xml(Body::from_stream(futures_util::StreamExt::fuse(pieces)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(handle: &str) -> HandleRow {
        HandleRow { cursor: format!("c:{handle}"), handle: handle.to_owned(), updated_at: None }
    }

    #[test]
    fn a_file_ends_at_its_count_or_before_its_bytes() {
        let mut planner = Planner::new(3, 100);
        for (handle, size) in [("a", 10), ("b", 10), ("c", 10), ("d", 10), ("e", 80), ("f", 30)] {
            planner.add(&row(handle), Some(size), None);
        }
        let files = planner.finish().files;
        let bounds: Vec<(Option<&str>, Option<&str>)> = files.iter().map(|p| (p.after.as_deref(), p.until.as_deref())).collect();
        // Three by count; then d and e fill 90 of 100 bytes, so f starts the third.
        assert_eq!(bounds, [(None, Some("c:c")), (Some("c:c"), Some("c:e")), (Some("c:e"), None)]);
    }

    #[test]
    fn rows_without_a_page_take_no_room_and_a_file_keeps_its_latest_change() {
        let mut planner = Planner::new(2, 1000);
        planner.add(&row("a"), Some(10), Some("2025-01-02T00:00:00Z".into()));
        planner.add(&row("skipped"), None, Some("2030-01-01T00:00:00Z".into()));
        planner.add(&row("b"), Some(10), Some("2025-03-01T00:00:00Z".into()));
        planner.add(&row("skipped-too"), None, None);
        planner.add(&row("c"), Some(10), None);
        let files = planner.finish().files;
        assert_eq!(files.len(), 2);
        assert_eq!(files[0].lastmod.as_deref(), Some("2025-03-01T00:00:00Z"));
        assert_eq!(files[1].after.as_deref(), Some("c:skipped-too"), "the next file starts after the skipped row");
        assert_eq!(files[1].lastmod, None);
        assert!(Planner::new(2, 1000).finish().files.is_empty(), "no rows, no file");
    }

    #[test]
    fn lastmod_is_a_w3c_datetime_in_utc_to_the_second() {
        assert_eq!(w3c_datetime("2025-07-01T12:30:05.123456789Z").as_deref(), Some("2025-07-01T12:30:05Z"));
        assert_eq!(w3c_datetime("2025-07-01T12:30:05+02:00").as_deref(), Some("2025-07-01T10:30:05Z"));
        assert_eq!(w3c_datetime("yesterday"), None);
    }

    #[test]
    fn file_names_are_read_as_the_index_writes_them() {
        for name in [FileName::Pages(Lang::Fr), FileName::Shop(Listed::Products, Lang::Da, 12), FileName::Shop(Listed::Collections, Lang::En, 1)] {
            let path = name.path();
            assert_eq!(FileName::parse(path.strip_prefix("/sitemaps/").unwrap()), Some(name), "{path}");
        }
        for wrong in ["pages-da-1.xml", "products-da.xml", "products-xx-1.xml", "products-da-01.xml", "products-da-0x.xml", "products-da-1-2.xml", "products-da-1"] {
            assert_eq!(FileName::parse(wrong), None, "{wrong}");
        }
    }

    #[test]
    fn the_sites_own_pages_fit_the_smallest_file() {
        assert!(super::super::seo::site_paths().len() <= FEWEST_URLS_PER_FILE);
    }

    #[test]
    fn a_handle_becomes_a_path_a_url_can_hold() {
        assert_eq!(path_of(Listed::Products, "pendel-nordlys").as_deref(), Some("/product/pendel-nordlys"));
        assert_eq!(path_of(Listed::Products, "lampe ø/30").as_deref(), Some("/product/lampe%20%C3%B8%2F30"));
        assert_eq!(path_of(Listed::Collections, "tilbehor").as_deref(), Some("/collections/tilbehor"));
        assert_eq!(path_of(Listed::Collections, "kabler"), None, "a product category: its page is /products/kabler");
        assert_eq!(path_of(Listed::Collections, "havelamper").as_deref(), Some("/collections/havelamper"), "one made in the back office");
    }
}
