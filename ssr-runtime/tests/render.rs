use std::time::{Duration, Instant};

use serde_json::json;
use ssr_runtime::{Pool, PoolConfig, RenderError, RenderRequest, Rendered};

fn fixture(name: &str) -> String {
    std::fs::read_to_string(format!("{}/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"))).unwrap()
}

fn pool(name: &str, workers: usize, timeout: Duration) -> Pool {
    Pool::new(fixture(name), PoolConfig { workers, timeout, queue: 16 }).expect("pool starts")
}

fn request(url: &str, data: serde_json::Value) -> RenderRequest {
    RenderRequest { url: url.into(), lang: "da".into(), messages: json!({"hello": "Hej"}), data }
}

#[tokio::test]
async fn renders_exact_html_from_the_request() {
    let pool = pool("greeting.js", 2, Duration::from_secs(2));
    let out = pool
        .render(&request("/om-os?x=1", json!({"name": "Åse & Bo", "title": "Om os", "status": 201})))
        .await
        .unwrap();
    assert_eq!(
        out,
        Rendered {
            status: 201,
            head: "<title>Om os</title>".into(),
            html: "<main lang=\"da\"><h1>Hej, Åse & Bo!</h1><p>/om-os?x=1</p></main>".into(),
            missing: vec![],
            need_messages: false,
        }
    );
}

#[tokio::test]
async fn calls_other_bundle_functions_with_json() {
    let pool = pool("greeting.js", 1, Duration::from_secs(2));
    let value = json!({"a": [1, 2, "tre"], "b": null, "c": "</script>\u{2028}"});
    assert_eq!(pool.call("echo", &value).await.unwrap(), value);
    let missing = pool.call("nope", &json!(null)).await.unwrap_err();
    assert!(missing.to_string().contains("no such function: nope"), "{missing}");
}

#[tokio::test]
async fn a_throwing_render_reports_the_javascript_error_and_the_runtime_is_rebuilt() {
    let pool = pool("throws.js", 1, Duration::from_secs(2));
    let first = pool.render(&request("/a", json!({}))).await.unwrap();
    assert_eq!(first.html, "<p>render 1</p>");

    let error = pool.render(&request("/kaboom", json!({"explode": true}))).await.unwrap_err();
    match &error {
        RenderError::Js { message, stack } => {
            assert!(message.contains("TypeError"), "{message}");
            assert!(message.contains("cannot render /kaboom"), "{message}");
            let stack = stack.as_deref().unwrap_or_default();
            assert!(stack.contains("explode"), "stack names the throwing function: {stack}");
        }
        other => panic!("expected a JavaScript error, got {other:?}"),
    }

    // The same (only) worker answers again, from a fresh runtime: the counter restarted.
    let next = pool.render(&request("/b", json!({}))).await.unwrap();
    assert_eq!(next.html, "<p>render 1</p>");
    assert_eq!(pool.stats().rebuilds.load(std::sync::atomic::Ordering::Relaxed), 1);
}

#[tokio::test]
async fn an_endless_render_is_terminated_at_its_budget_and_the_next_render_succeeds() {
    let budget = Duration::from_millis(300);
    let pool = pool("endless.js", 1, budget);
    let started = Instant::now();
    let error = pool.render(&request("/loop", json!({"loop": true}))).await.unwrap_err();
    let took = started.elapsed();
    assert!(matches!(error, RenderError::Timeout(d) if d == budget), "{error:?}");
    assert!(took >= budget, "terminated before its budget: {took:?}");
    assert!(took < budget * 10, "termination took far too long: {took:?}");

    let next = pool.render(&request("/", json!({}))).await.unwrap();
    assert_eq!(next.html, "<p>still here</p>");
    assert_eq!(pool.stats().timeouts.load(std::sync::atomic::Ordering::Relaxed), 1);
}

#[tokio::test]
async fn renders_do_not_run_on_the_callers_thread_and_run_in_parallel() {
    let pool = pool("endless.js", 2, Duration::from_millis(400));
    // One worker is stuck in a loop; the other keeps answering meanwhile.
    let stuck = {
        let pool = pool.clone();
        tokio::spawn(async move { pool.render(&request("/loop", json!({"loop": true}))).await })
    };
    tokio::time::sleep(Duration::from_millis(50)).await;
    let ok = pool.render(&request("/", json!({}))).await.unwrap();
    assert_eq!(ok.html, "<p>still here</p>");
    assert!(matches!(stuck.await.unwrap(), Err(RenderError::Timeout(_))));
}

#[test]
fn a_bundle_without_the_entry_point_is_refused_at_start() {
    let error = Pool::new(fixture("broken.js"), PoolConfig { workers: 1, ..Default::default() })
        .err()
        .expect("refused");
    assert!(error.to_string().contains("__ssr.render"), "{error}");
    let syntax = Pool::new("globalThis.__ssr = {", PoolConfig { workers: 1, ..Default::default() })
        .err()
        .expect("refused");
    assert!(matches!(syntax, RenderError::Js { .. }), "{syntax:?}");
}
