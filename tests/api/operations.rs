//! What an operator relies on: `/metrics` on its own listener with the counts of the
//! traffic that happened, `/readyz` that turns 503 while draining and with the
//! database down while `/healthz` says the process lives, and a drain that lets the
//! requests in flight finish.

use std::collections::BTreeMap;
use std::time::Duration;

use serde_json::{Value, json};

use crate::fake_shopify::{FakeShopify, TOKEN};
use crate::helpers::{Backend, TestApp, eventually, spawn_app_with};

async fn with_metrics(backend: Backend) -> Option<TestApp> {
    spawn_app_with(backend, |args| args.metrics_addr = Some("127.0.0.1:0".parse().unwrap())).await
}

/// The samples of a scrape: `name{labels}` -> value.
async fn scrape(app: &TestApp) -> BTreeMap<String, f64> {
    let url = format!("{}/metrics", app.metrics_address.as_ref().expect("a metrics listener"));
    let response = reqwest::get(url).await.unwrap();
    assert_eq!(response.status(), 200);
    assert!(response.headers()["content-type"].to_str().unwrap().starts_with("application/openmetrics-text"));
    let text = response.text().await.unwrap();
    assert!(text.ends_with("# EOF\n"), "{text}");
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.rsplit_once(' '))
        .map(|(name, value)| (name.to_owned(), value.parse::<f64>().unwrap()))
        .collect()
}

fn value(samples: &BTreeMap<String, f64>, name: &str) -> f64 {
    *samples.get(name).unwrap_or_else(|| panic!("{name} in {:#?}", samples.keys().collect::<Vec<_>>()))
}

async fn scenario_metrics_count_known_traffic(app: TestApp) {
    // Nothing is public by accident: the site's listener has no /metrics.
    assert_eq!(app.get("/metrics").await.status(), 404);
    for _ in 0..3 {
        assert_eq!(app.get("/kontakt").await.status(), 200);
    }
    assert_eq!(app.get("/product/en-lampe-der-ikke-findes").await.status(), 404);
    assert_eq!(app.get("/findes/ikke").await.status(), 404);
    for _ in 0..2 {
        assert_eq!(app.get("/api/session").await.status(), 200);
    }
    let wrong = app
        .default_visitor()
        .post("/api/auth/sign-in")
        .json(&json!({"email": "nobody@example.dk", "password": "forkert-kode"}))
        .send()
        .await
        .unwrap();
    assert_eq!(wrong.status(), 401);
    let sign_up = json!({"firstName": "Mette", "lastName": "Hansen", "email": "mette@example.dk", "password": "hemmelig123"});
    let response = app.default_visitor().post("/api/auth/sign-up").json(&sign_up).send().await.unwrap();
    assert_eq!(response.status(), 201);
    app.wait_for_outbox(1).await;
    // The sender marks the mail sent right after writing it: wait for that row.
    let sent = || async {
        sqlx::query_scalar::<_, i64>("select count(*) from mail_outbox where status = 'sent'").fetch_one(&app.state.db).await.unwrap() == 1
    };
    eventually(Duration::from_secs(30), sent).await.expect("the verification mail is marked sent");
    // A method outside the standard ones is counted under one label.
    let purge = reqwest::Method::from_bytes(b"PURGE").unwrap();
    app.client.request(purge, app.url("/kontakt")).send().await.unwrap();

    let m = scrape(&app).await;
    let requests = |route: &str, method: &str, status: u16| {
        value(&m, &format!("elektriker_http_requests_total{{route=\"{route}\",method=\"{method}\",status=\"{status}\"}}"))
    };
    assert_eq!(requests("contact", "GET", 200), 3.0);
    assert_eq!(requests("product", "GET", 404), 1.0, "the route id, not the path");
    assert_eq!(requests("not-found", "GET", 404), 2.0, "/findes/ikke and the site's /metrics");
    assert_eq!(requests("/api/session", "GET", 200), 2.0);
    assert_eq!(requests("/api/auth/sign-in", "POST", 401), 1.0);
    assert_eq!(requests("/api/auth/sign-up", "POST", 201), 1.0);
    assert!(!m.keys().any(|k| k.contains("en-lampe") || k.contains("findes")), "no raw path is a label");
    assert!(!m.keys().any(|k| k.contains("PURGE")) && m.keys().any(|k| k.contains("method=\"OTHER\"")), "{:#?}", m.keys());
    assert_eq!(value(&m, "elektriker_http_request_duration_seconds_count{route=\"contact\",method=\"GET\"}"), 3.0);
    assert_eq!(value(&m, "elektriker_renders_total{route=\"contact\"}"), 1.0, "rendered once, then cached");
    assert_eq!(value(&m, "elektriker_render_duration_seconds_count{route=\"contact\"}"), 1.0);
    assert_eq!(value(&m, "elektriker_page_cache_hits_total{cache=\"shared\"}"), 2.0);
    assert!(value(&m, "elektriker_page_cache_misses_total{cache=\"shared\"}") >= 1.0);
    assert_eq!(value(&m, "elektriker_page_cache_stale_served_total{cache=\"shared\"}"), 0.0);
    assert!(value(&m, "elektriker_page_cache_entries{cache=\"shared\"}") >= 1.0);
    assert!(value(&m, "elektriker_page_cache_bytes{cache=\"shared\"}") > 1000.0);
    assert_eq!(value(&m, "elektriker_render_timeouts_total"), 0.0);
    assert_eq!(value(&m, "elektriker_render_queue_depth"), 0.0);
    assert_eq!(value(&m, "elektriker_sign_in_failures_total"), 1.0);
    assert_eq!(value(&m, "elektriker_mail_sent_total"), 1.0);
    assert_eq!(value(&m, "elektriker_mail_failed_total"), 0.0);
    assert_eq!(value(&m, "elektriker_mail_queued"), 0.0);
    assert_eq!(value(&m, "elektriker_jobs{kind=\"translation\",state=\"running\"}"), 0.0);
    assert!(value(&m, "elektriker_db_pool_max_connections") >= 1.0);
    assert!(value(&m, "elektriker_db_pool_connections{state=\"idle\"}") >= 0.0);
    assert!(value(&m, "elektriker_db_pool_connections{state=\"in_use\"}") >= 1.0, "the scrape holds one");
    assert!(value(&m, "process_resident_memory_bytes") > 1e6);
    assert!(value(&m, "elektriker_uptime_seconds") > 0.0);
    assert_eq!(value(&m, "elektriker_ready"), 1.0);

    // Every metric the Grafana dashboard reads is one this scrape has.
    let families: std::collections::BTreeSet<String> = {
        let url = format!("{}/metrics", app.metrics_address.as_ref().unwrap());
        let text = reqwest::get(url).await.unwrap().text().await.unwrap();
        text.lines().filter_map(|l| l.strip_prefix("# TYPE ")).filter_map(|l| l.split(' ').next()).map(str::to_owned).collect()
    };
    let dashboard = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/deploy/grafana-dashboard.json")).unwrap();
    let used: std::collections::BTreeSet<String> = regex::Regex::new(r"\b(elektriker_[a-z_]+|process_[a-z_]+)")
        .unwrap()
        .find_iter(&dashboard)
        .map(|m| m.as_str().to_owned())
        .collect();
    assert!(used.len() >= 20, "{used:?}");
    for name in &used {
        let family = ["_total", "_bucket", "_sum", "_count"].iter().find_map(|s| name.strip_suffix(s)).unwrap_or(name);
        assert!(families.contains(family) || families.contains(name.as_str()), "the dashboard reads {name}, which /metrics does not have: {families:?}");
    }

    // Concurrent requests are each counted once.
    let mut requests_at_once = Vec::new();
    for _ in 0..40 {
        let url = app.url("/kontakt");
        requests_at_once.push(tokio::spawn(async move { reqwest::get(url).await.unwrap().status().as_u16() }));
    }
    for request in requests_at_once {
        assert_eq!(request.await.unwrap(), 200);
    }
    let m = scrape(&app).await;
    assert_eq!(value(&m, "elektriker_http_requests_total{route=\"contact\",method=\"GET\",status=\"200\"}"), 43.0);
    assert_eq!(value(&m, "elektriker_page_cache_hits_total{cache=\"shared\"}"), 42.0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_count_known_traffic_on_sqlite() {
    scenario_metrics_count_known_traffic(with_metrics(Backend::Sqlite).await.unwrap()).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_count_known_traffic_on_postgres() {
    if let Some(app) = with_metrics(Backend::Postgres).await {
        scenario_metrics_count_known_traffic(app).await;
    }
}

async fn readyz(app: &TestApp) -> (u16, Value) {
    let response = reqwest::get(app.url("/readyz")).await.unwrap();
    assert_eq!(response.headers()["cache-control"], "no-store");
    (response.status().as_u16(), response.json().await.unwrap())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn readiness_turns_false_first_on_drain_then_requests_in_flight_finish() {
    let fake = FakeShopify::start().await;
    // A product past the catalogue's first 250 (which the server reads at start, each
    // product's page kept): its page asks the shop.
    fake.stock(300);
    let url = fake.url.clone();
    let app = spawn_app_with(Backend::Sqlite, |args| {
        args.shop.shopify_store_domain = Some(url);
        args.shop.shopify_storefront_token = Some(TOKEN.into());
        args.shop.shop_timeout_ms = 120_000;
        args.drain_secs = 3600;
        args.metrics_addr = Some("127.0.0.1:0".parse().unwrap());
    })
    .await
    .unwrap();
    let (status, body) = readyz(&app).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body, json!({"status": "ready", "draining": false, "database": "ok", "migrations": "ok", "renderWorkers": 1}));

    // A request in flight: its product is asked of the shop, which holds its answer.
    fake.hold().await;
    let calls = fake.call_count();
    let in_flight = tokio::spawn(reqwest::get(app.url(&format!("/api/page?path=/product/{}", crate::fake_shopify::stocked_handle(300)))));
    tokio::time::timeout(Duration::from_secs(30), fake.wait_for_calls(calls + 1)).await.expect("the page asks the shop");

    // SIGTERM's first step: not ready, still serving.
    app.state.drain.begin();
    let (status, body) = readyz(&app).await;
    assert_eq!(status, 503);
    assert_eq!(body["status"], "unavailable");
    assert_eq!(body["draining"], true);
    assert_eq!(app.get("/healthz").await.status(), 200, "alive while draining");
    assert_eq!(app.get("/kontakt").await.status(), 200, "still serving while the balancer notices");
    assert_eq!(value(&scrape(&app).await, "elektriker_ready"), 0.0);

    // Then the listener closes; the request in flight still gets its answer.
    app.state.drain.stop();
    let closed = || async { reqwest::Client::new().get(app.url("/healthz")).send().await.is_err() };
    eventually(Duration::from_secs(30), closed).await.expect("the listener closes");
    assert!(!in_flight.is_finished(), "the held request is still waiting for the shop");
    fake.release();
    let answer = in_flight.await.unwrap().expect("the request in flight is answered");
    assert_eq!(answer.status(), 200);
    let page: Value = answer.json().await.unwrap();
    assert_eq!(page["data"]["route"], "product");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn readiness_is_false_while_the_database_is_down() {
    let Some((_guard, url)) = crate::helpers::postgres_database().await else { return };
    let app = spawn_app_with(Backend::Sqlite, |args| args.database.database_url = url.clone()).await.unwrap();
    assert_eq!(readyz(&app).await.0, 200);
    // The database goes away (its connections are ended and it is renamed).
    use sqlx::Connection;
    let name = url.rsplit('/').next().unwrap().to_owned();
    let mut admin = sqlx::PgConnection::connect("postgres://postgres@127.0.0.1:5432/postgres").await.unwrap();
    sqlx::query(&format!("alter database \"{name}\" allow_connections false")).execute(&mut admin).await.unwrap();
    sqlx::query(&format!("select pg_terminate_backend(pid) from pg_stat_activity where datname = '{name}'"))
        .execute(&mut admin)
        .await
        .unwrap();
    let (status, body) = readyz(&app).await;
    assert_eq!(status, 503, "{body}");
    assert_eq!(body["database"], "unreachable");
    assert_eq!(body["draining"], false);
    assert_eq!(app.get("/healthz").await.status(), 200, "alive: an outage is no reason to restart");
    // And back.
    sqlx::query(&format!("alter database \"{name}\" allow_connections true")).execute(&mut admin).await.unwrap();
    eventually(Duration::from_secs(30), || async { readyz(&app).await.0 == 200 }).await.expect("ready again");
}
