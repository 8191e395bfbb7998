//! The sitemaps at a catalogue's size: `/sitemap.xml` is an index, and the files it
//! lists hold every public page in every language, each URL once with its alternates,
//! within the per-file limit, with the shop's times of change; the local catalogue
//! and Shopify's alike (Shopify's paged by cursor).

use std::collections::{BTreeMap, BTreeSet};

use elektriker::pages::table::{COLLECTIONS, PRODUCT_CATEGORIES, SERVICES};
use quick_xml::events::Event;

use crate::fake_shopify::{FakeShopify, TOKEN, stocked_handle, stocked_updated_at};
use crate::helpers::{Backend, TestApp, eventually, spawn_app_with};

/// URLs per file in these tests: 617 products take three files a language.
const PER_FILE: usize = 250;
const LANGS: [&str; 4] = ["da", "en", "de", "fr"];

/// A `<url>` as read.
#[derive(Debug, Default)]
struct Url {
    loc: String,
    lastmod: Option<String>,
    /// hreflang -> href, in the order written.
    alternates: Vec<(String, String)>,
}

/// A sitemap file or index as read.
#[derive(Debug, Default)]
struct Read {
    root: String,
    /// The `<sitemap>`s of an index: loc and lastmod.
    sitemaps: Vec<(String, Option<String>)>,
    urls: Vec<Url>,
}

/// Parses a sitemap or an index as XML (one that is not well-formed fails here):
/// the declaration, the root in the sitemaps namespace, and what it lists.
fn parse(xml: &str) -> Read {
    assert!(xml.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"), "the XML declaration: {}", &xml[..xml.len().min(80)]);
    let mut reader = quick_xml::Reader::from_str(xml);
    reader.config_mut().trim_text(true);
    let mut read = Read::default();
    let mut open: Vec<String> = Vec::new();
    loop {
        match reader.read_event().unwrap_or_else(|e| panic!("not well-formed at {}: {e}", reader.buffer_position())) {
            Event::Start(e) => {
                let name = String::from_utf8(e.name().as_ref().to_vec()).unwrap();
                if open.is_empty() {
                    let xmlns = e.attributes().map(Result::unwrap).find(|a| a.key.as_ref() == b"xmlns").expect("xmlns");
                    assert_eq!(xmlns.unescape_value().unwrap(), "http://www.sitemaps.org/schemas/sitemap/0.9");
                    read.root = name.clone();
                }
                match name.as_str() {
                    "url" => read.urls.push(Url::default()),
                    "sitemap" => read.sitemaps.push((String::new(), None)),
                    _ => {}
                }
                open.push(name);
            }
            Event::Empty(e) => {
                assert_eq!(e.name().as_ref(), b"xhtml:link", "only alternates are empty elements");
                assert_eq!(open.last().map(String::as_str), Some("url"));
                let attribute = |key: &[u8]| {
                    e.attributes().map(Result::unwrap).find(|a| a.key.as_ref() == key).unwrap().unescape_value().unwrap().into_owned()
                };
                assert_eq!(attribute(b"rel"), "alternate");
                read.urls.last_mut().unwrap().alternates.push((attribute(b"hreflang"), attribute(b"href")));
            }
            Event::Text(t) => {
                let text = t.unescape().unwrap().into_owned();
                let path: Vec<&str> = open.iter().map(String::as_str).collect();
                match path.as_slice() {
                    [_, "url", "loc"] => read.urls.last_mut().unwrap().loc = text,
                    [_, "url", "lastmod"] => read.urls.last_mut().unwrap().lastmod = Some(text),
                    [_, "sitemap", "loc"] => read.sitemaps.last_mut().unwrap().0 = text,
                    [_, "sitemap", "lastmod"] => read.sitemaps.last_mut().unwrap().1 = Some(text),
                    other => panic!("text in {other:?}"),
                }
            }
            Event::End(e) => assert_eq!(open.pop().as_deref().map(str::as_bytes), Some(e.name().as_ref())),
            Event::Eof => break,
            Event::Decl(_) => {}
            other => panic!("unexpected {other:?}"),
        }
    }
    assert!(open.is_empty(), "every element closed");
    read
}

async fn fetch(app: &TestApp, path: &str) -> Read {
    let response = app.get(path).await;
    assert_eq!(response.status(), 200, "{path}");
    assert_eq!(response.headers()["content-type"], "application/xml; charset=utf-8", "{path}");
    parse(&response.text().await.unwrap())
}

/// The index and every file it lists, by path.
async fn read_all(app: &TestApp) -> (Read, BTreeMap<String, Read>) {
    let base = app.state.pages.site.url.clone();
    let index = fetch(app, "/sitemap.xml").await;
    assert_eq!(index.root, "sitemapindex");
    let mut files = BTreeMap::new();
    for (loc, _) in &index.sitemaps {
        let path = loc.strip_prefix(&base).unwrap_or_else(|| panic!("{loc} on the site"));
        let file = fetch(app, path).await;
        assert_eq!(file.root, "urlset", "{path}");
        assert!(!file.urls.is_empty(), "{path} lists something");
        files.insert(path.to_owned(), file);
    }
    (index, files)
}

/// A page's path without its language prefix.
fn neutral(path: &str) -> &str {
    for code in ["en", "de", "fr"] {
        if path == format!("/{code}") {
            return "/";
        }
        if let Some(rest) = path.strip_prefix(&format!("/{code}")).filter(|r| r.starts_with('/')) {
            return rest;
        }
    }
    path
}

/// `path` in the four languages.
fn in_every_language(path: &str) -> Vec<String> {
    LANGS
        .iter()
        .map(|code| match (*code, path) {
            ("da", _) => path.to_owned(),
            (code, "/") => format!("/{code}"),
            (code, _) => format!("/{code}{path}"),
        })
        .collect()
}

/// The site's own pages, as the specification names them.
fn site_pages() -> Vec<String> {
    let mut paths: Vec<String> =
        ["/", "/services", "/om-os", "/kontakt", "/privatlivspolitik", "/handelsbetingelser"].map(String::from).to_vec();
    paths.extend(SERVICES.iter().map(|s| format!("/services/{s}")));
    paths.extend(PRODUCT_CATEGORIES.iter().map(|c| format!("/products/{c}")));
    paths
}

/// Every URL of every file: listed once, with its four alternates and x-default.
fn urls_of(base: &str, files: &BTreeMap<String, Read>) -> BTreeMap<String, (String, Option<String>)> {
    let mut all = BTreeMap::new();
    for (file, read) in files {
        for url in &read.urls {
            let path = url.loc.strip_prefix(base).unwrap_or_else(|| panic!("{} on the site", url.loc)).to_owned();
            let alternates: Vec<(String, String)> = LANGS
                .iter()
                .map(|code| code.to_string())
                .zip(in_every_language(neutral(&path)).into_iter().map(|p| format!("{base}{p}")))
                .chain([("x-default".to_owned(), format!("{base}{}", neutral(&path)))])
                .collect();
            assert_eq!(url.alternates, alternates, "{path} in {file}");
            assert!(all.insert(path.clone(), (file.clone(), url.lastmod.clone())).is_none(), "{path} listed once");
        }
    }
    all
}

/// `2025-07-01T10:00:00Z`.
fn is_w3c_datetime(text: &str) -> bool {
    let b = text.as_bytes();
    b.len() == 20
        && b.iter().enumerate().all(|(i, c)| match i {
            4 | 7 => *c == b'-',
            10 => *c == b'T',
            13 | 16 => *c == b':',
            19 => *c == b'Z',
            _ => c.is_ascii_digit(),
        })
}

async fn every_public_page_in_every_language_within_the_file_limit(backend: Backend) {
    let Some(app) = spawn_app_with(backend, |args| {
        args.render.sitemap_urls_per_file = PER_FILE;
        // Plans are made again on the next request after a change.
        args.shop.shop_cache_secs = 0;
    })
    .await
    else {
        return;
    };
    elektriker::shop::generated::seed(&app.state.db, 600).await.unwrap();
    let base = app.state.pages.site.url.clone();
    let (index, files) = read_all(&app).await;

    // The index: the site's pages, the collections and the products, in each language.
    let products: Vec<(String, String)> =
        sqlx::query_as("select handle, updated_at from shop_products").fetch_all(&app.state.db).await.unwrap();
    assert_eq!(products.len(), 617, "the demo's 17 and 600 generated");
    let mut names: Vec<String> = files.keys().cloned().collect();
    names.sort();
    let mut expected_names: Vec<String> = Vec::new();
    for code in LANGS {
        expected_names.push(format!("/sitemaps/pages-{code}.xml"));
        expected_names.push(format!("/sitemaps/collections-{code}-1.xml"));
        expected_names.extend((1..=3).map(|n| format!("/sitemaps/products-{code}-{n}.xml")));
    }
    expected_names.sort();
    assert_eq!(names, expected_names);
    for (path, read) in &files {
        assert!(read.urls.len() <= PER_FILE, "{path}: {} URLs", read.urls.len());
    }

    // Every page, computed from the database and the site's routes, and nothing else.
    let listed = urls_of(&base, &files);
    let collections: Vec<String> = sqlx::query_scalar("select handle from shop_collections").fetch_all(&app.state.db).await.unwrap();
    let mut expected: BTreeSet<String> = BTreeSet::new();
    for path in site_pages() {
        expected.extend(in_every_language(&path));
    }
    for (handle, _) in &products {
        expected.extend(in_every_language(&format!("/product/{handle}")));
    }
    for handle in collections.iter().filter(|h| COLLECTIONS.contains(&h.as_str())) {
        expected.extend(in_every_language(&format!("/collections/{handle}")));
    }
    assert_eq!(listed.keys().cloned().collect::<BTreeSet<_>>(), expected);
    assert_eq!(listed.len(), (18 + 4 + 617) * 4, "6 pages, 6 services, 6 categories, 4 collections and 617 products");

    // A product's and a collection's lastmod is its change, to the second; the index
    // gives each file the latest of its own.
    let updated: BTreeMap<&str, &str> = products.iter().map(|(h, u)| (h.as_str(), u.as_str())).collect();
    for (path, (file, lastmod)) in &listed {
        let neutral = neutral(path);
        if let Some(handle) = neutral.strip_prefix("/product/") {
            let lastmod = lastmod.as_deref().unwrap_or_else(|| panic!("{path} has a lastmod"));
            assert!(is_w3c_datetime(lastmod), "{path}: {lastmod}");
            assert_eq!(&lastmod[..19], &updated[handle][..19], "{path}");
        } else if neutral.starts_with("/collections/") {
            assert!(lastmod.as_deref().is_some_and(is_w3c_datetime), "{path} in {file}: {lastmod:?}");
        } else {
            assert_eq!(lastmod, &None, "{path}: the site's own pages have no time of change");
        }
    }
    for (loc, lastmod) in &index.sitemaps {
        let path = loc.strip_prefix(&base).unwrap();
        let latest = files[path].urls.iter().filter_map(|u| u.lastmod.clone()).max();
        assert_eq!(lastmod, &latest, "{path}");
    }

    // A product changes: its URLs say so in their files at once, the index once its
    // plan is made again.
    let (changed, (file, _)) = listed.iter().find(|(_, (file, _))| file == "/sitemaps/products-da-2.xml").unwrap();
    let handle = changed.strip_prefix("/product/").unwrap();
    sqlx::query("update shop_products set updated_at = $1 where handle = $2")
        .bind("2031-02-03T04:05:06.789Z")
        .bind(handle)
        .execute(&app.state.db)
        .await
        .unwrap();
    for code in LANGS {
        let read = fetch(&app, &file.replace("-da-", &format!("-{code}-"))).await;
        let url = read.urls.iter().find(|u| neutral(u.loc.strip_prefix(&base).unwrap()) == changed.as_str()).unwrap();
        assert_eq!(url.lastmod.as_deref(), Some("2031-02-03T04:05:06Z"), "{code}");
    }
    let indexed = eventually(std::time::Duration::from_secs(20), || async {
        let index = fetch(&app, "/sitemap.xml").await;
        index.sitemaps.iter().any(|(loc, lastmod)| loc.ends_with(file) && lastmod.as_deref() == Some("2031-02-03T04:05:06Z"))
    })
    .await;
    assert_eq!(indexed, Ok(()), "the index's lastmod of {file} follows");

    // The URLs are the site's pages: the collections and each product file's first and last.
    let mut samples: Vec<String> = listed.keys().filter(|p| p.starts_with("/collections/")).cloned().collect();
    for n in 1..=3 {
        let urls = &files[&format!("/sitemaps/products-da-{n}.xml")].urls;
        for url in [&urls[0], &urls[urls.len() - 1]] {
            samples.push(url.loc.strip_prefix(&base).unwrap().to_owned());
        }
    }
    for path in samples {
        assert_eq!(app.get(&path).await.status(), 200, "{path}");
    }
    for missing in ["/sitemaps/products-da-4.xml", "/sitemaps/products-da-0.xml", "/sitemaps/products-xx-1.xml", "/sitemaps/pages.xml"] {
        assert_eq!(app.get(missing).await.status(), 404, "{missing}");
    }

    // What a crawler that takes gzip gets: the same file, compressed as it streams.
    let raw = reqwest::Client::builder().no_gzip().no_brotli().build().unwrap();
    let path = "/sitemaps/products-en-1.xml";
    let response = raw.get(app.url(path)).header("accept-encoding", "gzip").send().await.unwrap();
    assert_eq!(response.headers()["content-encoding"], "gzip");
    let compressed = response.bytes().await.unwrap();
    let mut plain = String::new();
    std::io::Read::read_to_string(&mut flate2::read::GzDecoder::new(&compressed[..]), &mut plain).unwrap();
    assert_eq!(plain, app.get(path).await.text().await.unwrap());
    assert!(compressed.len() * 5 < plain.len(), "{} bytes gzipped of {}", compressed.len(), plain.len());
}

mod every_public_page_in_every_language_within_the_file_limit {
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn sqlite() {
        super::every_public_page_in_every_language_within_the_file_limit(super::Backend::Sqlite).await
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn postgres() {
        super::every_public_page_in_every_language_within_the_file_limit(super::Backend::Postgres).await
    }
}

/// With Shopify the catalogue is Shopify's: every product of several pages of 250,
/// asked by cursor in ID order, is listed; the files are planned in one pass and
/// each reads only its own pages from the cursor where it starts.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_shopify_every_product_is_listed_through_its_cursor_pages() {
    let fake = FakeShopify::start().await;
    fake.stock(600);
    let url = fake.url.clone();
    let app = spawn_app_with(Backend::Sqlite, move |args| {
        args.shop.shopify_store_domain = Some(url);
        args.shop.shopify_storefront_token = Some(TOKEN.into());
        // 606 products: files of 200, 200, 200 and 6, the second starting inside a page.
        args.render.sitemap_urls_per_file = 200;
    })
    .await
    .unwrap();
    let base = app.state.pages.site.url.clone();
    let (index, files) = read_all(&app).await;
    assert_eq!(index.sitemaps.len(), 4 * (1 + 1 + 4), "pages, collections and four product files a language");
    for (path, read) in &files {
        assert!(read.urls.len() <= 200, "{path}");
    }
    let listed = urls_of(&base, &files);
    let mut expected: BTreeSet<String> = BTreeSet::new();
    for path in site_pages() {
        expected.extend(in_every_language(&path));
    }
    let own = ["dimmer", "pendel", "spot", "vaeglampe", "bordlampe", "gulvlampe"].map(String::from);
    for handle in own.into_iter().chain((1..=600).map(stocked_handle)) {
        expected.extend(in_every_language(&format!("/product/{handle}")));
    }
    // Of Shopify's collections, those the site shows under /collections/: all but the
    // product categories (whose pages are under /products/), Shopify's own
    // `frontpage` too.
    for handle in ["indendors-lys", "tilbehor", "frontpage"] {
        expected.extend(in_every_language(&format!("/collections/{handle}")));
    }
    assert_eq!(listed.keys().cloned().collect::<BTreeSet<_>>(), expected);
    assert_eq!(listed[&format!("/de/product/{}", stocked_handle(321))].1.as_deref(), Some(stocked_updated_at(321).as_str()));

    // Asked as the Storefront API takes it: 250 at a time, after a cursor it gave.
    let asked: Vec<serde_json::Value> = fake
        .calls
        .lock()
        .unwrap()
        .iter()
        .filter(|(_, body)| body["query"].as_str().unwrap().contains("query ProductHandles"))
        .map(|(_, body)| body["variables"].clone())
        .collect();
    assert!(asked.iter().all(|v| v["first"] == 250), "{asked:?}");
    // The plan's pass (3 pages) once, then each file one page from its start, read
    // once for the four languages (the first file's is the plan's first page).
    assert_eq!(asked.len(), 3 + 3, "{asked:?}");
    assert_eq!(asked.iter().filter(|v| v["after"].is_null()).count(), 1);
}
