//! What a page makes the browser fetch: its HTML stays small (at most 14 KB gzip,
//! no inline stylesheet, icons by reference into one sprite), and the stylesheet and
//! the sprite are each one hashed file the browser keeps for a year.

use std::io::Write;

use crate::helpers::{Backend, spawn_app_with};

const PAGES: [&str; 12] = [
    "/",
    "/services/elbil",
    "/collections/indendors-lys",
    "/product/stikkontakt-1-modul",
    "/kontakt",
    "/om-os",
    "/en",
    "/en/services/elbil",
    "/en/collections/indendors-lys",
    "/en/product/stikkontakt-1-modul",
    "/en/kontakt",
    "/en/om-os",
];

fn gzip_len(body: &[u8]) -> usize {
    let mut gzip = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    gzip.write_all(body).unwrap();
    gzip.finish().unwrap().len()
}

/// The value of `attribute` of the first tag that starts with `start`.
fn attribute<'a>(html: &'a str, start: &str, attribute: &str) -> &'a str {
    let tag = &html[html.find(start).unwrap_or_else(|| panic!("{start}"))..];
    let tag = &tag[..tag.find('>').unwrap()];
    let at = tag.find(&format!("{attribute}=\"")).unwrap() + attribute.len() + 2;
    &tag[at..at + tag[at..].find('"').unwrap()]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pages_are_light_and_their_stylesheet_and_icons_are_cached_files() {
    let app = spawn_app_with(Backend::Sqlite, |_| {}).await.unwrap();
    let mut sizes = Vec::new();
    let mut stylesheets = std::collections::BTreeSet::new();
    let mut sprites = std::collections::BTreeSet::new();
    for path in PAGES {
        let (status, html) = app.get_text(path).await;
        assert_eq!(status, 200, "{path}");
        assert!(!html.contains("<style"), "{path}: no inline stylesheet");
        // Every icon and flag is a reference into the sprite.
        let icons = html.matches(" class=\"lucide").count();
        // lucide's stroke is one rule of the stylesheet, not ten attributes an icon.
        assert!(!html.contains("stroke-linejoin") && !html.contains("xmlns=\"http://www.w3.org/2000/svg\""), "{path}: icons carry only size and class");
        let flags = html.matches("class=\"flag\"").count();
        let uses = html.matches("<use href=\"/assets/icons-").count();
        assert!(uses >= 5 && flags >= 4, "{path}: the header's icons and flags by reference ({uses}, {flags})");
        assert_eq!(icons + flags, uses, "{path}: no icon or flag drawn inline");
        assert_eq!(html.matches("#flag-").count(), flags, "{path}");
        stylesheets.insert(attribute(&html, "<link rel=\"stylesheet\"", "href").to_owned());
        let sprite = attribute(&html, "<use href=\"/assets/icons-", "href");
        sprites.insert(sprite.split('#').next().unwrap().to_owned());
        sizes.push((path, html.len(), gzip_len(html.as_bytes())));
    }
    eprintln!("page sizes (path, bytes, gzip bytes): {sizes:?}");
    for (path, raw, gzip) in &sizes {
        assert!(*gzip <= 14 * 1024, "{path}: {gzip} bytes gzip ({raw} bytes) over 14 KB: {sizes:?}");
    }
    assert_eq!((stylesheets.len(), sprites.len()), (1, 1), "one stylesheet and one sprite for every page");
    for file in stylesheets.iter().chain(&sprites) {
        let response = app.get(file).await;
        assert_eq!(response.status(), 200, "{file}");
        let cache = response.headers()["cache-control"].to_str().unwrap().to_owned();
        assert!(cache.contains("immutable") && cache.contains("max-age=31536000"), "{file}: {cache}");
        let kind = response.headers()["content-type"].to_str().unwrap().to_owned();
        let body = response.text().await.unwrap();
        if file.ends_with(".svg") {
            assert_eq!(kind, "image/svg+xml");
            // Every icon the pages use is in it.
            for (path, _, _) in &sizes {
                let (_, html) = app.get_text(path).await;
                for icon in html.split("<use href=\"/assets/icons-").skip(1) {
                    let id = icon.split('#').nth(1).unwrap().split('"').next().unwrap();
                    assert!(body.contains(&format!("<symbol id=\"{id}\"")), "{path}: {id} in the sprite");
                }
            }
        } else {
            assert!(kind.starts_with("text/css"), "{kind}");
            assert!(body.contains(".container"), "the site's stylesheet");
        }
    }
}

/// The files every page loads (the app's entry module, its stylesheet, the icon
/// sprite, the page's message catalogue) are compressed once, at brotli's and
/// gzip's best, and then sent as kept; a byte range gets the file as it is.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_assets_every_page_loads_are_kept_compressed() {
    use elektriker::platform::compress::Encoded;
    let app = spawn_app_with(Backend::Sqlite, |_| {}).await.unwrap();
    let (_, html) = app.get_text("/en").await;
    let files = [
        attribute(&html, "<script src=\"/assets/early-", "data-app").to_owned(),
        attribute(&html, "<link rel=\"stylesheet\"", "href").to_owned(),
        attribute(&html, "<use href=\"/assets/icons-", "href").split('#').next().unwrap().to_owned(),
        attribute(&html, "<script src=\"/assets/early-", "data-messages").to_owned(),
    ];
    let raw = reqwest::Client::builder().no_gzip().no_brotli().build().unwrap();
    for file in &files {
        let url = app.url(file);
        let identity = raw.get(&url).send().await.unwrap();
        assert_eq!(identity.headers().get("content-encoding"), None, "{file}");
        let identity = identity.bytes().await.unwrap();
        let kept = Encoded::of(&identity);
        // The first asking starts the compression (answered by the layer meanwhile);
        // once it is made, the kept bodies go out.
        let first = raw.get(&url).header("accept-encoding", "br, gzip").send().await.unwrap();
        assert_eq!(first.headers()["content-encoding"], "br", "{file}");
        let name = file.strip_prefix("/assets/").unwrap();
        tokio::time::timeout(std::time::Duration::from_secs(60), elektriker::platform::compress::made(name)).await.expect("compressed");
        let br = raw.get(&url).header("accept-encoding", "br, gzip").send().await.unwrap();
        assert_eq!(br.headers()["content-encoding"], "br", "{file}");
        assert_eq!(br.bytes().await.unwrap(), kept.br, "{file}: the kept brotli body");
        let gzip = raw.get(&url).header("accept-encoding", "gzip").send().await.unwrap();
        assert_eq!(gzip.headers()["content-encoding"], "gzip");
        assert_eq!(gzip.bytes().await.unwrap(), kept.gzip, "{file}: the kept gzip body");
        // The files under /assets answer byte ranges (the catalogues do not).
        if !file.starts_with("/assets/messages/") {
            let range = raw.get(&url).header("accept-encoding", "br").header("range", "bytes=0-9").send().await.unwrap();
            assert_eq!((range.status().as_u16(), range.headers().get("content-encoding")), (206, None), "{file}");
            assert_eq!(range.bytes().await.unwrap(), identity.slice(0..10));
        }
        eprintln!("{file}: {} bytes, gzip {}, brotli {}", identity.len(), kept.gzip.len(), kept.br.len());
    }
}

/// The client's files are compressed at start-up, before anyone asks for them: a file
/// no request of this test process names (a back-office page's chunk) is kept
/// compressed a while after a server starts, and its first asking gets the kept
/// brotli body.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_client_files_are_compressed_at_start_up() {
    use elektriker::platform::{assets::MANIFEST, compress::Encoded};
    let app = spawn_app_with(Backend::Sqlite, |_| {}).await.unwrap();
    // Twenty askers at once while the compression runs: each gets the entry whole,
    // in whichever encoding was ready for it.
    let entry = app.url(&format!("/assets/{}", MANIFEST.entry));
    let mut askers = tokio::task::JoinSet::new();
    for _ in 0..20 {
        let entry = entry.clone();
        askers.spawn(async move { reqwest::get(entry).await.unwrap().bytes().await.unwrap() });
    }
    let whole = reqwest::Client::builder().no_gzip().no_brotli().build().unwrap().get(&entry).send().await.unwrap().bytes().await.unwrap();
    for body in askers.join_all().await {
        assert_eq!(body, whole, "the entry decoded as it is");
    }
    let name = MANIFEST.routes["admin-outbox"][0].clone();
    tokio::time::timeout(std::time::Duration::from_secs(120), elektriker::platform::compress::made(&name))
        .await
        .expect("compressed without being asked for");
    let raw = reqwest::Client::builder().no_gzip().no_brotli().build().unwrap();
    let url = app.url(&format!("/assets/{name}"));
    let first = raw.get(&url).header("accept-encoding", "br, gzip").send().await.unwrap();
    assert_eq!(first.headers()["content-encoding"], "br");
    let first = first.bytes().await.unwrap();
    let identity = raw.get(&url).send().await.unwrap().bytes().await.unwrap();
    assert_eq!(first, Encoded::of(&identity).br, "the kept brotli body");
}

/// The message ids of a Fluent source (messages only).
/// The message ids of parsed entries as the browser gets them (terms left out).
fn ids(entries: &serde_json::Value) -> std::collections::BTreeSet<String> {
    entries
        .as_array()
        .expect("parsed entries")
        .iter()
        .map(|e| e["id"].as_str().unwrap().to_owned())
        .filter(|id| !id.starts_with('-'))
        .collect()
}

/// Each page names only what it uses: the part of its language's catalogue with the
/// messages its route's code shows (and the shell's), not the whole catalogue; and the
/// chunks of its own route beside the shell's, no other route's.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_page_names_only_its_own_messages_and_chunks() {
    use elektriker::platform::assets::MANIFEST;
    let app = spawn_app_with(Backend::Sqlite, |_| {}).await.unwrap();
    let routes = [
        ("/", "home"),
        ("/services/elbil", "service"),
        ("/collections/indendors-lys", "collection"),
        ("/product/stikkontakt-1-modul", "product"),
        ("/kontakt", "contact"),
        ("/om-os", "about"),
        ("/privatlivspolitik", "privacy"),
    ];
    let mut report = Vec::new();
    for lang in ["da", "en"] {
        for (path, route) in routes {
            let path = match (lang, path) {
                ("da", _) => path.to_owned(),
                (_, "/") => format!("/{lang}"),
                _ => format!("/{lang}{path}"),
            };
            let (status, html) = app.get_text(&path).await;
            assert_eq!(status, 200, "{path}");
            // The catalogue: its route's part, started by the early script, and named to
            // the app.
            let url = attribute(&html, "<script src=\"/assets/early-", "data-messages").to_owned();
            let (key, file) = url.strip_prefix("/assets/messages/").unwrap().split_once('/').expect(&url);
            assert!(key.starts_with(&format!("{lang}-")), "{path}: {url}");
            assert_eq!(file, format!("{route}.json"), "{path}");
            assert!(html.contains(&format!("\"messagesUrl\":\"{url}\"")), "{path}: the app fetches the same part");
            let part: serde_json::Value = app.get(&url).await.json().await.unwrap();
            assert_eq!((part["key"].as_str(), part["route"].as_str()), (Some(key), Some(route)), "{path}");
            let whole: serde_json::Value = app.get(&format!("/assets/messages/{key}.json")).await.json().await.unwrap();
            let wanted = MANIFEST.messages.of(route).unwrap();
            let (own, fallback) = (ids(&part["entries"]), ids(&part["fallbackEntries"]));
            for id in own.iter().chain(&fallback) {
                assert!(wanted.contains(id.as_str()), "{path}: {id} is not one of the route's messages");
            }
            // Every message of the route is there, in the language or (lacking it) in
            // Danish; and the whole catalogue has many more.
            let whole_ids = ids(&whole["entries"]);
            for id in &wanted {
                if whole_ids.contains(*id) || lang == "da" {
                    assert!(own.contains(*id), "{path}: {id} in the part");
                } else {
                    assert!(fallback.contains(*id), "{path}: {id} in the part's Danish");
                }
            }
            assert!(own.len() * 2 < whole_ids.len(), "{path}: {} of {} messages", own.len(), whole_ids.len());
            let bytes = part.to_string().len();
            report.push(format!("{path}: {} messages, {bytes} bytes (whole: {}, {} bytes)", own.len() + fallback.len(), whole_ids.len(), whole.to_string().len()));
            // The chunks: the shell's and this route's, none of another route's.
            let preloaded: std::collections::BTreeSet<&str> = attribute(&html, "<script src=\"/assets/early-", "data-modules")
                .split(' ')
                .map(|m| m.strip_prefix("/assets/").unwrap())
                .collect();
            let expected: std::collections::BTreeSet<&str> =
                MANIFEST.preload.iter().chain(&MANIFEST.routes[route]).map(String::as_str).collect();
            assert_eq!(preloaded, expected, "{path}");
            // The shell's modules come as one chunk (beside esbuild's helpers), not a
            // dozen small files (app/build.mjs: the shell first).
            assert!(MANIFEST.preload.len() <= 2, "the shell in {} files: {:?}", MANIFEST.preload.len(), MANIFEST.preload);
            // (The first chunk of a route is its module's own.)
            let own_module = &MANIFEST.routes[route][0];
            for (other, chunks) in &MANIFEST.routes {
                if &chunks[0] != own_module {
                    assert!(!preloaded.contains(chunks[0].as_str()), "{path}: {other}'s module {}", chunks[0]);
                }
            }
            assert!(!preloaded.iter().any(|c| c.contains("widgets-")), "{path}: the widgets come later");
            // What runs as the page loads asks V8 to compile all its functions while it
            // streams in (off the main thread), not one by one on the main thread as
            // they are first called (a 22-31 ms task for the shell's evaluation before).
            let app_entry = attribute(&html, "<script src=\"/assets/early-", "data-app").strip_prefix("/assets/").unwrap().to_owned();
            for module in preloaded.iter().copied().chain([app_entry.as_str()]) {
                let body = app.get(&format!("/assets/{module}")).await.text().await.unwrap();
                assert!(body.starts_with("//# allFunctionsCalledOnLoad\n"), "{path}: {module} starts {:?}", &body[..40.min(body.len())]);
            }
        }
    }
    eprintln!("{}", report.join("\n"));
    let (_, html) = app.get_text("/").await;
    let url = attribute(&html, "<script src=\"/assets/early-", "data-messages").to_owned();
    // Twenty first askers of a part not cut yet, at once: each gets the same part.
    let terms = url.replace("/home.json", "/terms.json");
    let mut askers = tokio::task::JoinSet::new();
    for _ in 0..20 {
        let url = app.url(&terms);
        askers.spawn(async move {
            let response = reqwest::get(url).await.unwrap();
            (response.status().as_u16(), response.text().await.unwrap())
        });
    }
    let answers = askers.join_all().await;
    assert!(answers.iter().all(|(status, body)| *status == 200 && body == &answers[0].1), "the same part for all");
    assert!(answers[0].1.contains("\"route\":\"terms\""));
    // An unknown route or version has no part.
    assert_eq!(app.get(&url.replace("/home.json", "/nope.json")).await.status(), 404);
    assert_eq!(app.get("/assets/messages/da-000000000000/home.json").await.status(), 404);
}

/// An island (a part of a page whose code comes when the visitor comes near it) has
/// its own part of the catalogue, fetched with its code: the messages it shows beyond
/// the shell's, which the page's own part leaves out; in English with the Danish of
/// what English lacks.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_island_has_its_own_part_of_the_catalogue() {
    use elektriker::platform::assets::MANIFEST;
    let app = spawn_app_with(Backend::Sqlite, |_| {}).await.unwrap();
    let islands = &MANIFEST.messages.islands;
    for name in ["about", "categories", "booking", "smart-light", "pricing", "packages", "product-slider", "contact", "newsletter", "search-box"] {
        assert!(islands.contains_key(name), "the build found island {name}");
    }
    let mut report = Vec::new();
    for lang in ["da", "en"] {
        let path = if lang == "da" { "/".to_owned() } else { format!("/{lang}") };
        let (_, html) = app.get_text(&path).await;
        let url = attribute(&html, "<script src=\"/assets/early-", "data-messages").to_owned();
        let home: serde_json::Value = app.get(&url).await.json().await.unwrap();
        let home_ids: std::collections::BTreeSet<String> = ids(&home["entries"]).into_iter().chain(ids(&home["fallbackEntries"])).collect();
        let whole_ids = ids(&app.get(&url.replace("/home.json", ".json")).await.json::<serde_json::Value>().await.unwrap()["entries"]);
        for (name, wanted) in islands {
            let island_url = url.replace("/home.json", &format!("/island/{name}.json"));
            let response = app.get(&island_url).await;
            assert_eq!(response.status(), 200, "{island_url}");
            assert_eq!(response.headers()["cache-control"], "public, max-age=31536000, immutable");
            let part: serde_json::Value = response.json().await.unwrap();
            assert_eq!(part["island"], name.as_str());
            let (own, fallback) = (ids(&part["entries"]), ids(&part["fallbackEntries"]));
            assert!(!wanted.is_empty(), "{name} shows messages of its own");
            for id in wanted {
                assert!(!MANIFEST.messages.entry.contains(id), "{name}: {id} is the shell's");
                let there = if whole_ids.contains(id) || lang == "da" { &own } else { &fallback };
                assert!(there.contains(id), "{lang} {name}: {id}");
            }
            assert_eq!(own.len() + fallback.len(), wanted.len(), "{lang} {name}: only its messages");
            report.push(format!("{lang} {name}: {} messages, {} bytes", wanted.len(), part.to_string().len()));
        }
        // The home page's own part leaves out what only its islands show.
        for id in ["pricing-heading", "newsletter-heading", "pricing-smart-heading"] {
            assert!(islands.values().any(|w| w.iter().any(|m| m == id)), "{id} is an island's");
            assert!(!home_ids.contains(id), "{lang}: {id} comes with its island, not with the page");
        }
        assert!(home_ids.contains("hero-title"));
        assert_eq!(app.get(&url.replace("/home.json", "/island/nope.json")).await.status(), 404);
    }
    eprintln!("{}", report.join("\n"));
}

/// A listing's first row of images is fetched as the page arrives (the first ahead of
/// everything else: on a phone it is the largest thing on the first screen); the rest
/// wait until they come near the screen.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_listings_first_images_load_at_once_and_the_rest_lazily() {
    let app = spawn_app_with(Backend::Sqlite, |_| {}).await.unwrap();
    for path in ["/collections/indendors-lys", "/en/collections/smart-home"] {
        let (status, html) = app.get_text(path).await;
        assert_eq!(status, 200, "{path}");
        let grid = &html[html.find("class=\"product-grid\"").unwrap_or_else(|| panic!("{path}: a grid"))..];
        let images: Vec<&str> = grid
            .split("class=\"product-card-image\"")
            .skip(1)
            .filter_map(|card| card.find("<img").map(|at| &card[at..at + card[at..].find('>').unwrap()]))
            .collect();
        assert!(images.len() > 4, "{path}: more than a row of images ({})", images.len());
        for (i, img) in images.iter().enumerate() {
            assert_eq!(img.contains("fetchPriority=\"high\"") || img.contains("fetchpriority=\"high\""), i == 0, "{path} image {i}: {img}");
            assert_eq!(img.contains("loading=\"lazy\""), i >= 4, "{path} image {i}: {img}");
        }
    }
}
