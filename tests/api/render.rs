//! No request forces a render it does not need: what reaches the page cache's key,
//! a forged cookie, many requests for one missing page, an expired page, signed-in
//! visitors on shared pages, personal pages, and load shedding.

use std::time::Duration;

use serde_json::{Value, json};

use crate::helpers::{Backend, TestApp, page_data, spawn_app, spawn_app_with};

/// Renders started by the two page caches (a render may take two calls to the
/// engine the first time a runtime meets a catalogue version).
fn renders(app: &TestApp) -> u64 {
    app.state.pages.cache.renders() + app.state.pages.memo.renders()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_the_query_parameters_a_route_reads_reach_the_cache_key() {
    let app = spawn_app(Backend::Sqlite).await.unwrap();
    app.get_text("/").await;
    let before = renders(&app);
    for i in 0..20 {
        let (status, _) = app.get_text(&format!("/?utm_source=mail{i}&fbclid={i}")).await;
        assert_eq!(status, 200);
    }
    assert_eq!(renders(&app), before, "a stray query string is the same page");
    let (_, html) = app.get_text("/?utm_source=x").await;
    assert!(html.contains("<link rel=\"canonical\" href=\"") && !html.contains("utm_source"), "canonical without the stray query");

    // The product page reads `variant`: each variant renders once.
    let page: Value = app.get("/api/page?path=/").await.json().await.unwrap();
    let product = &page["data"]["page"]["products"][0];
    let handle = product["handle"].as_str().unwrap();
    let variant = product["variants"][0]["id"].as_str().unwrap();
    let encoded: String = url::form_urlencoded::byte_serialize(variant.as_bytes()).collect();
    let before = renders(&app);
    for extra in ["", "&utm_source=a", "&utm_source=b"] {
        let (status, html) = app.get_text(&format!("/product/{handle}?variant={encoded}{extra}")).await;
        assert_eq!(status, 200);
        assert_eq!(page_data(&html)["page"]["selectedVariantId"], variant);
    }
    assert_eq!(renders(&app), before + 1, "one render for the variant, whatever else the query says");
    app.get_text(&format!("/product/{handle}?variant=other")).await;
    assert_eq!(renders(&app), before + 2, "another variant is another page");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_forged_or_expired_session_cookie_is_an_anonymous_visitor_and_is_cleared() {
    let app = spawn_app(Backend::Sqlite).await.unwrap();
    app.get_text("/").await;
    let before = renders(&app);
    let forged = format!("session={}", "ab".repeat(32));
    for cookie in ["session=x", forged.as_str()] {
        let response = reqwest::Client::new().get(app.url("/")).header("cookie", cookie).send().await.unwrap();
        assert_eq!(response.status(), 200);
        let clear = response.headers()["set-cookie"].to_str().unwrap().to_owned();
        assert!(clear.starts_with("session=;") && clear.contains("Max-Age=0"), "{clear}");
        assert_eq!(response.headers()["cache-control"], "public, max-age=0, must-revalidate");
        let html = response.text().await.unwrap();
        assert_eq!(page_data(&html)["user"], Value::Null);
    }
    assert_eq!(renders(&app), before, "served from the anonymous page cache");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fifty_requests_for_a_missing_page_render_it_once() {
    let app = spawn_app(Backend::Sqlite).await.unwrap();
    let before = renders(&app);
    let mut requests = Vec::new();
    for _ in 0..50 {
        let url = app.url("/om-os");
        requests.push(tokio::spawn(async move { reqwest::get(url).await.unwrap().status().as_u16() }));
    }
    for request in requests {
        assert_eq!(request.await.unwrap(), 200);
    }
    assert_eq!(renders(&app) - before, 1, "one render, shared by everyone who waited");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_expired_page_is_served_stale_while_one_request_refreshes_it() {
    // The page lives a minute on the application's clock, which the test moves: no
    // request outlives the refreshed page however slow the machine is.
    let app = spawn_app_with(Backend::Sqlite, |args| args.render.page_cache_ttl_secs = 60).await.unwrap();
    let (_, first) = app.get_text("/kontakt").await;
    app.state.clock.advance(Duration::from_secs(61));
    let before = renders(&app);
    let stale_before = app.state.pages.cache.counters.stale_served.get();
    let mut requests = Vec::new();
    for _ in 0..30 {
        let url = app.url("/kontakt");
        requests.push(tokio::spawn(async move {
            let response = reqwest::get(url).await.unwrap();
            (response.status().as_u16(), response.text().await.unwrap())
        }));
    }
    for request in requests {
        let (status, html) = request.await.unwrap();
        assert_eq!(status, 200);
        assert_eq!(html, first, "the stale page, not a wait for the new one");
    }
    // The refresh was registered by the first stale answer; wait for it to end.
    assert_eq!(renders(&app) - before, 1, "the refresh started with the first stale answer");
    tokio::time::timeout(Duration::from_secs(60), app.state.pages.cache.idle()).await.expect("the background refresh ends");
    assert_eq!(renders(&app) - before, 1, "one background refresh for thirty requests");
    assert!(app.state.pages.cache.counters.stale_served.get() - stale_before >= 1);
    // The refreshed page is fresh: the next request is a plain hit.
    let (status, _) = app.get_text("/kontakt").await;
    assert_eq!(status, 200);
    assert_eq!(renders(&app) - before, 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn signed_in_visitors_share_one_render_of_a_shared_page_with_their_own_menu() {
    let app = spawn_app(Backend::Sqlite).await.unwrap();
    let mette = app.signed_up("mette@example.dk", "Mette").await;
    let jens = app.signed_up("jens@example.dk", "Jens").await;
    let before = renders(&app);
    let mut users = Vec::new();
    for client in [&mette, &jens, &mette] {
        let response = client.get("/services").send().await.unwrap();
        assert_eq!(response.headers()["cache-control"], "private, no-store", "a signed-in answer is not stored by others");
        let html = response.text().await.unwrap();
        let data = page_data(&html);
        assert_eq!(data["user"]["id"], "", "rendered for someone signed in");
        let open = "<script id=\"__user\" type=\"application/json\">";
        let start = html.find(open).expect("the visitor spliced in") + open.len();
        let end = html[start..].find("</script>").unwrap() + start;
        let user: Value = serde_json::from_str(&html[start..end]).unwrap();
        users.push(user["firstName"].as_str().unwrap().to_owned());
    }
    assert_eq!(users, ["Mette", "Jens", "Mette"]);
    assert_eq!(renders(&app) - before, 1, "one render for every signed-in visitor");
    let (_, anonymous) = app.get_text("/services").await;
    assert!(!anonymous.contains("__user"));
    assert_eq!(page_data(&anonymous)["user"], Value::Null);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_personal_page_renders_once_per_distinct_data() {
    let app = spawn_app(Backend::Sqlite).await.unwrap();
    let mette = app.signed_up("mette@example.dk", "Mette").await;
    let before = renders(&app);
    for _ in 0..5 {
        let html = mette.get("/profile").send().await.unwrap().text().await.unwrap();
        assert_eq!(page_data(&html)["page"]["profile"]["firstName"], "Mette");
    }
    assert_eq!(renders(&app) - before, 1, "the same data, the same page");
    let update = json!({"firstName": "Mette-Marie", "lastName": "Hansen", "phone": ""});
    assert_eq!(mette.put("/api/profile").json(&update).send().await.unwrap().status(), 200);
    let html = mette.get("/profile").send().await.unwrap().text().await.unwrap();
    assert_eq!(page_data(&html)["page"]["profile"]["firstName"], "Mette-Marie", "changed data renders afresh");
    assert_eq!(renders(&app) - before, 2);
    let jens = app.signed_up("jens@example.dk", "Jens").await;
    let html = jens.get("/profile").send().await.unwrap().text().await.unwrap();
    assert_eq!(page_data(&html)["page"]["profile"]["firstName"], "Jens", "nobody sees another's page");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_client_over_its_share_is_queued_not_refused_and_others_go_ahead() {
    let app = spawn_app_with(Backend::Sqlite, |args| {
        args.render.renders_per_client = 1;
        args.render.page_cache_ttl_secs = 60;
        args.trusted_proxies = Some("127.0.0.1".into());
    })
    .await
    .unwrap();
    let page: Value = app.get("/api/page?path=/").await.json().await.unwrap();
    let handle = page["data"]["page"]["products"][0]["handle"].as_str().unwrap().to_owned();
    let started = std::time::Instant::now();
    let get = |url: String, from: &'static str| async move {
        let response = reqwest::Client::new().get(url).header("x-forwarded-for", from).send().await.unwrap();
        (response.status().as_u16(), started.elapsed())
    };
    // Twenty distinct pages at once (a variant each), all from one address.
    let mut crawler = Vec::new();
    for i in 0..20 {
        crawler.push(tokio::spawn(get(app.url(&format!("/product/{handle}?variant=v{i}")), "203.0.113.7")));
    }
    // Once the crawler's renders hold the gate, another visitor's cold page.
    let gate = app.state.pages.gate.clone();
    tokio::time::timeout(std::time::Duration::from_secs(30), async {
        while gate.in_flight() == 0 {
            tokio::task::yield_now().await;
        }
    })
    .await
    .expect("the crawler's renders reach the gate");
    let (other, other_done) = get(app.url(&format!("/en/product/{handle}?variant=other")), "198.51.100.9").await;
    let mut last = std::time::Duration::ZERO;
    for request in crawler {
        let (status, done) = request.await.unwrap();
        assert!(status == 200 || status == 404, "the crawler's pages are queued, not refused: {status}");
        last = last.max(done);
    }
    assert!(other == 200 || other == 404, "{other}");
    assert!(other_done < last, "the other visitor did not wait for the crawler's queue: {other_done:?} vs {last:?}");
}

/// The body of each page is what one whole render of its data gives, though the server
/// renders the shell once and only the content per page (app/src/lib/shell.ts): every
/// kind of page, in four languages, anonymous and signed in, with a path the language
/// links must escape, a filtered listing and pages that are not found.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_page_spliced_into_its_kept_shell_is_the_page_rendered_whole() {
    let app = spawn_app(Backend::Sqlite).await.unwrap();
    let member = app.signed_up("mette@example.dk", "Mette").await;
    let other = app.signed_up("jens@example.dk", "Jens").await;
    let anonymous = app.visitor_on(reqwest::Client::new());
    let paths = [
        "/",
        "/services",
        "/services/elbil",
        "/collections/indendors-lys",
        "/collections/indendors-lys?sort=price-desc&available=1",
        "/products/lamper",
        "/product/stikkontakt-1-modul",
        "/product/findes-ikke",
        "/search?q=lampe",
        "/search?q=lmpe",
        "/book",
        "/kasse",
        "/kontakt",
        "/om-os",
        "/privatlivspolitik",
        "/handelsbetingelser",
        "/auth",
        "/findes/ikke/'&<x>\"",
    ];
    let members: Vec<&str> = paths.iter().copied().filter(|p| *p != "/auth").chain(["/profile"]).collect();
    let mut compared = 0;
    for lang in elektriker::i18n::Lang::ALL {
        let messages = app.state.pages.catalog.messages(lang);
        for (who, client, paths) in [
            ("anonymous", &anonymous, &paths[..]),
            ("Mette", &member, &members[..]),
            ("Jens", &other, &["/profile", "/product/stikkontakt-1-modul"][..]),
        ] {
            for path in paths {
                let url = lang.localize(path);
                let response = client.get(&url).send().await.unwrap();
                let status = response.status();
                let served = response.text().await.unwrap();
                assert!(served.contains("id=\"__page\""), "{who} at {url}: {status} {served}");
                let data = page_data(&served);
                let request = json!({"url": url, "lang": lang.code(), "messages": messages.raw(), "data": data});
                let whole = app.state.pages.renderer.call("renderWhole", &request).await.unwrap();
                let whole = whole["html"].as_str().unwrap();
                assert!(whole.contains("<main id=\"main\""), "{url}: {whole}");
                assert!(served.contains(whole), "{who} at {url}: the served body differs from the whole render\n{whole}\n---\n{served}");
                // The server's render (the page above may have come from the cache).
                let spliced = app.state.pages.renderer.call("render", &request).await.unwrap();
                assert_eq!(spliced["spliced"], true, "{who} at {url}: rendered whole");
                assert_eq!(spliced["html"], whole, "{who} at {url}");
                compared += 1;
            }
        }
    }
    assert_eq!(compared, 4 * (2 * paths.len() + 2));
}
