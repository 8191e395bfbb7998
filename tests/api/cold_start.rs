//! No visitor waits for a cold render, and none is refused for one: a cold server
//! answers its first 200 concurrent requests from one address without a 503 (a
//! request that waits for a render already in flight is never shed); the warmer
//! renders every shared page at start-up and again after a change, before its first
//! visitor, and after a product's change again its pages alone; cached pages are kept
//! precompressed (quickly at first, at the best once asked for again) and the
//! identity body goes to a client that takes neither.

use std::io::Read;
use std::time::Duration;

use crate::helpers::{Backend, spawn_app_with};

/// The bench's soak pages, and two more: thirteen distinct shared pages.
const PAGES: [&str; 13] = [
    "/",
    "/om-os",
    "/services",
    "/services/elbil",
    "/kontakt",
    "/products/lamper",
    "/collections/smart-home",
    "/en",
    "/en/om-os",
    "/de/kontakt",
    "/product/stikkontakt-1-modul",
    "/fr",
    "/handelsbetingelser",
];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_cold_server_answers_two_hundred_concurrent_requests_from_one_address_without_a_503() {
    let app = spawn_app_with(Backend::Sqlite, |args| args.render.render_workers = Some(2)).await.unwrap();
    // The server knows its pages (without warming them: the tests' default).
    let pages = &app.state.pages;
    tokio::time::timeout(Duration::from_secs(60), pages.warmer.warmed(pages.cache.generation())).await.unwrap();
    assert!(pages.cache.is_empty(), "cold: nothing rendered yet");
    let mut answers = Vec::new();
    for i in 0..200 {
        let (client, url) = (app.client.clone(), format!("{}{}", app.address, PAGES[i % PAGES.len()]));
        answers.push(tokio::spawn(async move { client.get(url).send().await.unwrap().status().as_u16() }));
    }
    let mut statuses = std::collections::BTreeMap::<u16, usize>::new();
    for answer in answers {
        *statuses.entry(answer.await.unwrap()).or_default() += 1;
    }
    let shed: Vec<String> = crate::helpers::captured_logs().lines().filter(|l| l.contains("shedding")).map(str::to_owned).collect();
    assert_eq!(statuses, [(200, 200)].into_iter().collect(), "every request from the one address answered: {shed:?}");
    assert_eq!(app.state.pages.cache.renders(), PAGES.len() as u64, "one render per page, the rest waited for it");
}

/// A crawler reading every product of a catalogue of hundreds from one address, twenty
/// at a time, gets each page: its renders beyond its share wait in its own queue, and
/// none is refused for being cold.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_crawler_from_one_address_reading_300_cold_products_gets_no_503() {
    let app = spawn_app_with(Backend::Sqlite, |args| args.render.render_workers = Some(2)).await.unwrap();
    elektriker::shop::generated::seed(&app.state.db, 600).await.unwrap();
    let handles: Vec<String> = (1..=300).map(elektriker::shop::generated::handle).collect();
    let mut statuses = std::collections::BTreeMap::<u16, usize>::new();
    let queue = std::sync::Arc::new(tokio::sync::Mutex::new(handles.into_iter()));
    let mut crawlers = Vec::new();
    for _ in 0..20 {
        let (client, address, queue) = (app.client.clone(), app.address.clone(), queue.clone());
        crawlers.push(tokio::spawn(async move {
            let mut seen = Vec::new();
            loop {
                let Some(handle) = queue.lock().await.next() else { return seen };
                seen.push(client.get(format!("{address}/product/{handle}")).send().await.unwrap().status().as_u16());
            }
        }));
    }
    for crawler in crawlers {
        for status in crawler.await.unwrap() {
            *statuses.entry(status).or_default() += 1;
        }
    }
    assert_eq!(statuses, [(200, 300)].into_iter().collect(), "every product page answered");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_warmer_renders_every_shared_page_before_its_first_visitor_and_again_after_a_change() {
    let app = spawn_app_with(Backend::Sqlite, |args| args.render.page_warmup = true).await.unwrap();
    let pages = &app.state.pages;
    let warmed = pages.warmer.warmed(pages.cache.generation());
    tokio::time::timeout(Duration::from_secs(240), warmed).await.expect("the first pass ends");
    let renders = pages.cache.renders();
    assert!(renders >= 4 * 40, "four languages of every public page: {renders}");
    for path in ["/", "/en/om-os", "/de/product/stikkontakt-1-modul", "/fr/collections/smart-home", "/services/elbil", "/en/auth", "/products/kabler"] {
        assert_eq!(app.get(path).await.status(), 200, "{path}");
    }
    assert_eq!(pages.cache.renders(), renders, "every page came from the cache");

    // A change (here: the catalogue's translations) makes every page stale; the
    // warmer renders them again before anyone asks.
    pages.cache.invalidate();
    let generation = pages.cache.generation();
    tokio::time::timeout(Duration::from_secs(240), pages.warmer.warmed(generation)).await.expect("the pass after the change ends");
    let renders = pages.cache.renders();
    for path in ["/en/om-os", "/product/stikkontakt-1-modul"] {
        assert_eq!(app.get(path).await.status(), 200, "{path}");
    }
    assert_eq!(pages.cache.renders(), renders, "rendered again before the visitor came");

    // One product changes: the warmer renders again the pages that show it, in each
    // language (its own, the listings it is in, the home page if it lists it), and
    // nothing else.
    let handle = "stikkontakt-1-modul";
    let collections = elektriker::shop::local::collections_of(&app.state.db, handle).await.unwrap();
    let home: serde_json::Value = app.get("/api/page?path=/").await.json().await.unwrap();
    let on_home = home["data"]["page"]["products"].as_array().unwrap().iter().any(|p| p["handle"] == handle);
    let listings = collections.iter().filter(|c| elektriker::shop::COLLECTIONS.contains(&c.as_str()) || elektriker::shop::PRODUCT_CATEGORIES.contains(&c.as_str())).count();
    let expected = 4 * (1 + listings + usize::from(on_home)) as u64;
    app.state.changes.product_changed(handle, &collections);
    tokio::time::timeout(Duration::from_secs(240), pages.warmer.warmed_drop(app.state.changes.tag_seq())).await.expect("the pass after the drop ends");
    assert_eq!(pages.cache.renders() - renders, expected, "{listings} listings, on the home page: {on_home}");
    let renders = pages.cache.renders();
    for path in ["/de/product/stikkontakt-1-modul", "/en/om-os", "/products/stikkontakter"] {
        assert_eq!(app.get(path).await.status(), 200, "{path}");
    }
    assert_eq!(pages.cache.renders(), renders, "rendered again before the visitor came");
}

/// With Shopify, the warm-up reads the catalogue's first products once per language,
/// eighteen a request (each request's cost at Shopify under 1,000 points), and renders their pages
/// in every language from what it read: no request per product and language (for
/// this catalogue of 36, 145 requests before: one per product page and language).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_shopify_the_warm_up_reads_the_catalogue_a_page_of_products_a_request() {
    use crate::fake_shopify::{FakeShopify, TOKEN, stocked_handle};
    let fake = FakeShopify::start().await;
    fake.stock(30);
    let url = fake.url.clone();
    let app = spawn_app_with(Backend::Sqlite, move |args| {
        args.render.page_warmup = true;
        args.shop.shopify_store_domain = Some(url);
        args.shop.shopify_storefront_token = Some(TOKEN.into());
    })
    .await
    .unwrap();
    let pages = &app.state.pages;
    tokio::time::timeout(Duration::from_secs(240), pages.warmer.warmed(pages.cache.generation())).await.expect("the first pass ends");
    let calls: Vec<serde_json::Value> = fake.calls.lock().unwrap().iter().map(|(_, body)| body.clone()).collect();
    let named = |name: &str| calls.iter().filter(|c| c["query"].as_str().unwrap().contains(name)).collect::<Vec<_>>();
    let catalogue = named("query Products(");
    assert!(named("query Product(").is_empty(), "no product read alone");
    assert!(catalogue.iter().all(|c| c["variables"]["first"].as_u64().unwrap() <= 15), "fifteen products a request at most");
    // 36 products: three requests per language, and the home page's eight (one each).
    assert_eq!(catalogue.len(), 4 * 3 + 4, "{catalogue:#?}");
    for lang in ["DA", "EN", "DE", "FR"] {
        let pages: Vec<&&serde_json::Value> = catalogue.iter().filter(|c| c["variables"]["language"] == lang && c["variables"]["after"].is_null() && c["variables"]["first"] == 15).collect();
        assert_eq!(pages.len(), 1, "{lang}: the first page once: {catalogue:#?}");
        assert!(catalogue.iter().any(|c| c["variables"]["language"] == lang && c["variables"]["after"].is_string()), "{lang}: the next page by its cursor");
    }
    assert!(calls.len() < 60, "{} requests in all", calls.len());

    // Every product's page in every language was rendered from that read.
    let renders = pages.cache.renders();
    for (path, title) in [
        (format!("/product/{}", stocked_handle(1)), "Shopify vare 1".to_owned()),
        (format!("/en/product/{}", stocked_handle(30)), "Shopify vare 30 [EN]".to_owned()),
        ("/fr/product/dimmer".to_owned(), "Shopify dimmer [FR]".to_owned()),
    ] {
        let (status, html) = app.get_text(&path).await;
        assert_eq!(status, 200, "{path}");
        assert!(html.contains(&title), "{path}");
    }
    assert_eq!(pages.cache.renders(), renders, "from the cache");
    assert_eq!(fake.call_count(), calls.len(), "no request since the warm-up");
}

fn brotli_decoded(body: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    brotli::Decompressor::new(body, 4096).read_to_end(&mut out).unwrap();
    out
}

fn gzip_decoded(body: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    flate2::read::GzDecoder::new(body).read_to_end(&mut out).unwrap();
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cached_pages_are_kept_precompressed_and_served_by_what_the_client_takes() {
    let app = spawn_app_with(Backend::Sqlite, |_| {}).await.unwrap();
    // A client that decodes nothing itself: the bodies as they travel.
    let raw = reqwest::Client::builder().no_gzip().no_brotli().build().unwrap();
    let url = format!("{}/product/stikkontakt-1-modul", app.address);
    let first = raw.get(&url).send().await.unwrap();
    assert_eq!(first.status(), 200);
    // Compressing runs after the first visitors have their page; then it is kept.
    app.state.pages.cache.idle().await;
    let renders = app.state.pages.cache.renders();

    let identity = raw.get(&url).send().await.unwrap();
    assert_eq!(identity.headers().get("content-encoding"), None, "neither asked for: the identity body");
    let identity = identity.bytes().await.unwrap();
    assert!(identity.starts_with(b"<!DOCTYPE html>") || identity.starts_with(b"<!doctype html>"));

    let br = raw.get(&url).header("accept-encoding", "gzip, deflate, br, zstd").send().await.unwrap();
    assert_eq!(br.headers()["content-encoding"], "br");
    assert!(br.headers()["vary"].to_str().unwrap().contains("Accept-Encoding"));
    let br = br.bytes().await.unwrap();
    assert_eq!(brotli_decoded(&br), identity);

    let gzip = raw.get(&url).header("accept-encoding", "gzip;q=1.0, br;q=0").send().await.unwrap();
    assert_eq!(gzip.headers()["content-encoding"], "gzip", "br refused with q=0");
    let gzip = gzip.bytes().await.unwrap();
    assert_eq!(gzip_decoded(&gzip), identity);

    assert!(br.len() < gzip.len(), "brotli is smaller: {} vs {} bytes", br.len(), gzip.len());
    assert!(gzip.len() * 3 < identity.len(), "{} of {}", gzip.len(), identity.len());
    assert_eq!(app.state.pages.cache.renders(), renders, "served from the cache");
    // Kept quickly compressed at first; asked for again, at the best, made once.
    use elektriker::platform::compress::Encoded;
    assert_eq!(br, Encoded::quick(&identity).br, "the quick brotli body first");
    app.state.pages.cache.idle().await;
    let best = raw.get(&url).header("accept-encoding", "br").send().await.unwrap().bytes().await.unwrap();
    assert_eq!(best, Encoded::of(&identity).br, "the best brotli body once asked for again");
    assert!(best.len() < br.len(), "smaller: {} vs {} bytes", best.len(), br.len());
    app.state.pages.cache.idle().await;
    let again = raw.get(&url).header("accept-encoding", "br").send().await.unwrap().bytes().await.unwrap();
    assert_eq!(again, best, "made once: the same bytes again");
    assert_eq!(app.state.pages.cache.renders(), renders, "served from the cache");
}
