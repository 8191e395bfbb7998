use crate::db_tests;
use crate::helpers::{Backend, spawn_app_with};

db_tests! {
    async fn pages_carry_security_headers(app) {
        let response = app.get("/").await;
        let headers = response.headers();
        let csp = headers["content-security-policy"].to_str().unwrap();
        assert!(csp.contains("script-src 'self'"), "{csp}");
        assert!(!csp.contains("unsafe-eval"));
        assert!(csp.contains("frame-ancestors 'none'"));
        assert_eq!(headers["x-content-type-options"], "nosniff");
        assert_eq!(headers["referrer-policy"], "strict-origin-when-cross-origin");
        assert_eq!(headers["x-frame-options"], "DENY");
        // The script and stylesheet files carry what guards them (no sniffing), not
        // what guards a document; an SVG, which opens as a document, carries it all.
        let (_, html) = app.get_text("/").await;
        let file = |start: &str| {
            let at = html.find(start).unwrap() + start.len();
            html[at - "/assets/".len()..].split('"').next().unwrap().to_owned()
        };
        for asset in [file("data-app=\"/assets/"), file("<link rel=\"stylesheet\" href=\"/assets/")] {
            let response = app.get(&asset).await;
            let headers = response.headers();
            assert_eq!(headers["x-content-type-options"], "nosniff", "{asset}");
            assert!(headers.get("content-security-policy").is_none() && headers.get("x-frame-options").is_none(), "{asset}");
        }
        let svg = app.get("/favicon.svg").await;
        assert!(svg.headers()["content-security-policy"].to_str().unwrap().contains("script-src 'self'"));
        let api = app.get("/api/page?path=/").await;
        assert!(api.headers()["content-security-policy"].to_str().unwrap().contains("frame-ancestors 'none'"));
    }

    async fn assets_are_immutable_and_typed(app) {
        let (_, html) = app.get_text("/").await;
        let start = html.find("data-app=\"/assets/entry-client-").unwrap() + "data-app=\"".len();
        let end = html[start..].find('"').unwrap() + start;
        let response = app.get(&html[start..end]).await;
        assert_eq!(response.status(), 200);
        assert_eq!(response.headers()["cache-control"], "public, max-age=31536000, immutable");
        assert_eq!(response.headers()["content-type"], "text/javascript; charset=utf-8");
        let missing = app.get("/assets/nope-123.js").await;
        assert_eq!(missing.status(), 404);
        let favicon = app.get("/favicon.svg").await;
        assert_eq!(favicon.headers()["content-type"], "image/svg+xml");
    }

    async fn responses_are_compressed_with_brotli_or_gzip(app) {
        // A client that leaves the body as it arrives, encoding and all.
        let raw = reqwest::Client::builder().no_gzip().no_brotli().build().unwrap();
        for encoding in ["br", "gzip"] {
            let response = raw.get(app.url("/")).header("accept-encoding", encoding).send().await.unwrap();
            assert_eq!(response.headers()["content-encoding"], encoding);
        }
    }

    async fn healthz_says_the_process_lives_and_readyz_reports_the_database(app) {
        assert_eq!(app.get("/healthz").await.status(), 200);
        assert_eq!(app.get("/readyz").await.status(), 200);
        app.state.db.close().await;
        // Liveness: a database outage is no reason to restart the process.
        assert_eq!(app.get("/healthz").await.status(), 200);
        let response = app.get("/readyz").await;
        assert_eq!(response.status(), 503);
        let body: serde_json::Value = response.json().await.unwrap();
        assert_eq!(body["database"], "unreachable");
        // Cached public pages keep serving while the database is away.
        let (status, _) = app.get_text("/").await;
        assert_eq!(status, 200);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failing_render_gives_a_plain_500_page_and_the_next_render_succeeds() {
    let dir = tempfile::tempdir().unwrap();
    let bundle = dir.path().join("bundle.js");
    // Throws for /boom, renders everything else.
    std::fs::write(
        &bundle,
        "globalThis.__ssr = { render(r) { if (r.url === '/kontakt') throw new Error('boom'); \
         return { status: r.data.status, head: '<title>ok</title>', html: '<p>ok</p>' }; } };",
    )
    .unwrap();
    let app = spawn_app_with(Backend::Sqlite, |args| args.render.server_bundle = Some(bundle.clone())).await.unwrap();
    let (status, html) = app.get_text("/kontakt").await;
    assert_eq!(status, 500);
    assert!(html.contains("Der opstod en fejl"), "{html}");
    assert!(!html.contains("boom"), "the JavaScript error is logged, not shown");
    assert!(crate::helpers::captured_logs().contains("boom"));
    let (status, html) = app.get_text("/om-os").await;
    assert_eq!(status, 200);
    assert!(html.contains("<p>ok</p>"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_isolate_formats_prices_dates_and_plurals_like_a_browser() {
    // app/src/lib/format-cases.json holds the browser's answers (the front-end tests
    // check them against real Intl); the isolate must give the same.
    let app = crate::helpers::spawn_app(Backend::Sqlite).await.unwrap();
    let cases: serde_json::Value =
        serde_json::from_str(include_str!("../../app/src/lib/format-cases.json")).unwrap();
    for case in cases.as_array().unwrap() {
        let lang: elektriker::i18n::Lang = case["lang"].as_str().unwrap().parse().unwrap();
        let messages: serde_json::Value = serde_json::from_str(app.state.catalog.messages(lang).raw().get()).unwrap();
        let request = serde_json::json!({
            "lang": case["lang"], "messages": messages,
            "amount": case["amount"], "date": case["date"], "counts": case["counts"],
        });
        let out = app.state.pages.renderer.call("formatSample", &request).await.unwrap();
        assert_eq!(out["kroner"], case["kroner"], "{case}");
        assert_eq!(out["money"], case["money"], "{case}");
        assert_eq!(out["date"], case["date_text"], "{case}");
        assert_eq!(out["plurals"], case["plurals"], "{case}");
    }
}
