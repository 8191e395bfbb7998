//! The translation adapters against loopback servers that speak LibreTranslate's,
//! DeepL's and OpenAI's protocols, including retries and a dropped placeable.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::Router;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Json, Response};
use axum::routing::post;
use elektriker::i18n::Lang;
use elektriker::translation::provider::{Provider, TranslateError, Translator};
use serde_json::{Value, json};

#[derive(Clone, Default)]
pub struct Fake {
    /// Time each answer takes.
    pub delay_ms: Arc<Mutex<u64>>,
    /// Answers to give first, before translating normally (status codes).
    failures: Arc<Mutex<Vec<u16>>>,
    /// Drop the placeable tokens from the translation.
    drop_tokens: Arc<Mutex<bool>>,
    /// Answer 500 from this many requests on.
    fail_from: Arc<Mutex<Option<usize>>>,
    pub requests: Arc<Mutex<Vec<(HeaderMap, Value)>>>,
}

/// "Translates" by tagging the text with the target language, keeping tokens.
fn fake_translation(fake: &Fake, text: &str, target: &str) -> String {
    let text = if *fake.drop_tokens.lock().unwrap() { text.replace("__P0__", "") } else { text.to_owned() };
    format!("[{target}] {text}")
}

fn failure(fake: &Fake) -> Option<Response> {
    if fake.fail_from.lock().unwrap().is_some_and(|from| fake.requests.lock().unwrap().len() > from) {
        return Some(StatusCode::INTERNAL_SERVER_ERROR.into_response());
    }
    let mut failures = fake.failures.lock().unwrap();
    if failures.is_empty() {
        None
    } else {
        Some(StatusCode::from_u16(failures.remove(0)).unwrap().into_response())
    }
}

async fn libre(State(fake): State<Fake>, headers: HeaderMap, Json(body): Json<Value>) -> Response {
    fake.requests.lock().unwrap().push((headers, body.clone()));
    let delay = *fake.delay_ms.lock().unwrap();
    if delay > 0 {
        tokio::time::sleep(Duration::from_millis(delay)).await;
    }
    if let Some(response) = failure(&fake) {
        return response;
    }
    assert_eq!(body["source"], "da");
    let text = fake_translation(&fake, body["q"].as_str().unwrap(), body["target"].as_str().unwrap());
    Json(json!({"translatedText": text})).into_response()
}

async fn deepl(State(fake): State<Fake>, headers: HeaderMap, Json(body): Json<Value>) -> Response {
    fake.requests.lock().unwrap().push((headers.clone(), body.clone()));
    if headers.get("authorization").and_then(|v| v.to_str().ok()) != Some("DeepL-Auth-Key deepl-key") {
        return StatusCode::FORBIDDEN.into_response();
    }
    if let Some(response) = failure(&fake) {
        return response;
    }
    let text = fake_translation(&fake, body["text"][0].as_str().unwrap(), body["target_lang"].as_str().unwrap());
    Json(json!({"translations": [{"detected_source_language": "DA", "text": text}]})).into_response()
}

async fn openai(State(fake): State<Fake>, headers: HeaderMap, Json(body): Json<Value>) -> Response {
    fake.requests.lock().unwrap().push((headers, body.clone()));
    if let Some(response) = failure(&fake) {
        return response;
    }
    let system = body["messages"][0]["content"].as_str().unwrap();
    let target = if system.contains("German") { "de" } else if system.contains("French") { "fr" } else { "en" };
    let text = fake_translation(&fake, body["messages"][1]["content"].as_str().unwrap(), target);
    Json(json!({"choices": [{"index": 0, "message": {"role": "assistant", "content": text}}]})).into_response()
}

pub async fn start() -> (String, Fake) {
    let fake = Fake::default();
    let app = Router::new()
        .route("/translate", post(libre))
        .route("/v2/translate", post(deepl))
        .route("/v1/chat/completions", post(openai))
        .with_state(fake.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    (url, fake)
}

fn translator(provider: Provider) -> Translator {
    Translator::new(provider, Duration::from_secs(2)).unwrap().with_backoff(Duration::from_millis(5))
}

#[tokio::test]
async fn each_provider_translates_and_keeps_placeables() {
    let (url, fake) = start().await;
    let providers = [
        Provider::LibreTranslate { url: url.clone(), key: Some("libre-key".into()) },
        Provider::DeepL { url: url.clone(), key: "deepl-key".into() },
        Provider::OpenAi { url: format!("{url}/v1"), key: Some("openai-key".into()), model: "local-model".into() },
    ];
    let expected = [
        "[de] Ring til os på { $phone }",
        "[DE] Ring til os på { $phone }",
        "[de] Ring til os på { $phone }",
    ];
    for (provider, expected) in providers.into_iter().zip(expected) {
        let out = translator(provider).translate("Ring til os på { $phone }", Lang::De).await.unwrap();
        assert_eq!(out, expected);
    }
    let requests = fake.requests.lock().unwrap();
    assert_eq!(requests[0].1["api_key"], "libre-key");
    assert_eq!(requests[0].1["q"], "Ring til os på __P0__", "the placeable never travels");
    assert_eq!(requests[1].1["target_lang"], "DE");
    assert_eq!(requests[2].0["authorization"], "Bearer openai-key");
    assert_eq!(requests[2].1["model"], "local-model");
}

#[tokio::test]
async fn short_text_is_never_sent() {
    let (url, fake) = start().await;
    let t = translator(Provider::LibreTranslate { url, key: None });
    assert_eq!(t.translate("x", Lang::En).await.unwrap(), "x");
    assert_eq!(t.translate(" ", Lang::En).await.unwrap(), " ");
    assert!(fake.requests.lock().unwrap().is_empty());
}

#[tokio::test]
async fn rate_limits_and_server_errors_are_retried_with_backoff() {
    let (url, fake) = start().await;
    *fake.failures.lock().unwrap() = vec![429, 503];
    let t = translator(Provider::LibreTranslate { url: url.clone(), key: None });
    assert_eq!(t.translate("Hej verden", Lang::En).await.unwrap(), "[en] Hej verden");
    assert_eq!(fake.requests.lock().unwrap().len(), 3);
    // Three failures in a row: the error comes through.
    *fake.failures.lock().unwrap() = vec![503, 503, 503];
    assert_eq!(t.translate("Hej verden", Lang::En).await, Err(TranslateError::Http(503)));
    // A client error is not retried.
    fake.requests.lock().unwrap().clear();
    *fake.failures.lock().unwrap() = vec![400];
    assert_eq!(t.translate("Hej verden", Lang::En).await, Err(TranslateError::Http(400)));
    assert_eq!(fake.requests.lock().unwrap().len(), 1);
    // A wrong key with DeepL is a clear error.
    let wrong = translator(Provider::DeepL { url, key: "nope".into() });
    assert_eq!(wrong.translate("Hej verden", Lang::Fr).await, Err(TranslateError::Http(403)));
}

#[tokio::test]
async fn a_translation_that_drops_a_placeable_is_refused() {
    let (url, fake) = start().await;
    *fake.drop_tokens.lock().unwrap() = true;
    let t = translator(Provider::OpenAi { url: format!("{url}/v1"), key: None, model: "m".into() });
    assert_eq!(
        t.translate("Vi åbner om { $days } dage", Lang::Fr).await,
        Err(TranslateError::LostPlaceable("{ $days }".into()))
    );
}

// ---------------------------------------------------------------------------
// The translation tools end to end: the server with catalogues that lack a few
// messages, a loopback provider, an administrator.

use crate::helpers::{Backend, TestApp, spawn_app_with};

/// Messages taken out of the shipped catalogues: (language, id).
const REMOVED: [(&str, &str); 6] = [
    ("en", "hero-title"),
    ("en", "booking-call"),
    ("de", "coming-soon-days"),
    ("de", "form-rate-limited"),
    ("de", "hero-title"),
    ("fr", "hero-title"),
];

/// A copy of `locales/` without the [`REMOVED`] messages.
pub fn partial_locales() -> tempfile::TempDir {
    locales_without(&REMOVED)
}

fn locales_without(removed: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    for lang in ["da", "en", "de", "fr"] {
        std::fs::create_dir_all(dir.path().join(lang)).unwrap();
        for entry in std::fs::read_dir(root.join(lang)).unwrap() {
            let path = entry.unwrap().path();
            let mut text = std::fs::read_to_string(&path).unwrap();
            for (_, id) in removed.iter().filter(|(l, _)| *l == lang) {
                text = remove_message(&text, id);
            }
            std::fs::write(dir.path().join(lang).join(path.file_name().unwrap()), text).unwrap();
        }
    }
    dir
}

fn remove_message(ftl: &str, id: &str) -> String {
    let mut out = Vec::new();
    let mut skipping = false;
    for line in ftl.lines() {
        if line.starts_with(&format!("{id} =")) {
            skipping = true;
            continue;
        }
        if skipping && line.starts_with(' ') {
            continue;
        }
        skipping = false;
        out.push(line);
    }
    out.join("\n") + "\n"
}

/// A module of tests named like `$name` that runs `$name(backend)` on SQLite and on
/// PostgreSQL.
macro_rules! on_both_backends {
    ($name:ident) => {
        mod $name {
            use super::*;

            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn sqlite() {
                super::$name(Backend::Sqlite).await
            }

            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn postgres() {
                super::$name(Backend::Postgres).await
            }
        }
    };
}

struct Setup {
    app: TestApp,
    fake: Fake,
    _locales: tempfile::TempDir,
}

async fn setup(backend: Backend, provider: bool) -> Option<Setup> {
    setup_with(backend, if provider { Some("libretranslate") } else { None }).await
}

/// The app with the partial catalogues and, if named, that provider on loopback.
async fn setup_with(backend: Backend, provider: Option<&'static str>) -> Option<Setup> {
    let (url, fake) = start().await;
    let locales = partial_locales();
    let dir = locales.path().to_owned();
    let app = spawn_app_with(backend, move |args| {
        args.locales_dir = Some(dir);
        args.render.page_cache_ttl_secs = 60;
        args.translation.translation_provider = provider.map(str::to_owned);
        match provider {
            Some("deepl") => {
                args.translation.translation_api_url = Some(url);
                args.translation.translation_api_key = Some("deepl-key".into());
            }
            Some("openai") => {
                args.translation.translation_api_url = Some(format!("{url}/v1"));
                args.translation.translation_api_key = Some("openai-key".into());
                args.translation.translation_model = Some("local-model".into());
            }
            _ => args.translation.translation_api_url = Some(url),
        }
    })
    .await?;
    Some(Setup { app, fake, _locales: locales })
}

/// Makes `app.client` an administrator: signed up, given the role, a second factor.
async fn admin(app: &TestApp) {
    let me = app.default_visitor();
    me.signs_up("admin@example.dk", "Ida").await;
    let email = elektriker::accounts::validation::Email::parse("admin@example.dk").unwrap();
    assert!(elektriker::accounts::grant_admin(&app.state.db, &email).await.unwrap());
    crate::helpers::enrol_second_factor(&me).await;
}

/// Polls a job until it stops translating.
async fn finished(app: &TestApp, id: u64) -> Value {
    for _ in 0..200 {
        let progress: Value = app.default_visitor().send("GET", &format!("/api/admin/translations/jobs/{id}"), None).await.json().await.unwrap();
        if progress["status"] == "complete" || progress["status"] == "error" {
            return progress;
        }
        assert!(progress["current"].as_u64().unwrap() <= progress["total"].as_u64().unwrap());
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("the job did not finish");
}

/// Starts a job and waits for its end.
async fn run_job(app: &TestApp) -> Value {
    let job: Value = app.default_visitor().send("POST", "/api/admin/translations/jobs", None).await.json().await.unwrap();
    finished(app, job["id"].as_u64().unwrap()).await
}

async fn stored(app: &TestApp) -> Vec<(String, String, String, String)> {
    sqlx::query_as("select lang, message_key, value, status from translations order by lang, message_key")
        .fetch_all(&app.state.db)
        .await
        .unwrap()
}

async fn translate_all_runs_as_a_server_job(backend: Backend) {
    let Some(Setup { app, fake, .. }) = setup(backend, true).await else { return };
    admin(&app).await;
    let coverage: Value = app.default_visitor().send("GET", "/api/admin/translations/coverage", None).await.json().await.unwrap();
    let missing: Vec<u64> = coverage["languages"].as_array().unwrap().iter().map(|l| l["missing"].as_u64().unwrap()).collect();
    assert_eq!(missing, [2, 3, 1]);
    assert_eq!(coverage["languages"][1]["missingKeys"][0]["source"], "{ $count ->\n    [one] Dag\n   *[other] Dage\n}");

    let started = app.default_visitor().send("POST", "/api/admin/translations/jobs", None).await;
    assert_eq!(started.status(), 202);
    let job: Value = started.json().await.unwrap();
    let id = job["id"].as_u64().unwrap();
    // It cannot run twice at once.
    let again = app.default_visitor().send("POST", "/api/admin/translations/jobs", None).await;
    assert_eq!(again.status(), 409);
    let again: Value = again.json().await.unwrap();
    assert_eq!(again["job"]["id"], id);
    assert_eq!(again["error"], "Der kører allerede en oversættelse. Vent, til den er færdig.");

    let started_at = std::time::Instant::now();
    let done = finished(&app, id).await;
    assert_eq!(done["status"], "complete", "{done}");
    assert_eq!((done["total"].as_u64(), done["completed"].as_u64(), done["current"].as_u64()), (Some(6), Some(6), Some(6)));
    assert_eq!(done["translated"], json!({"en": 2, "de": 3, "fr": 1}));
    // Two pauses between three languages, three between the six strings' neighbours.
    assert!(started_at.elapsed() >= Duration::from_millis(2 * 500 + 3 * 100), "{:?}", started_at.elapsed());

    let rows = stored(&app).await;
    assert_eq!(rows.len(), 6);
    assert!(rows.iter().all(|(.., status)| status == "machine"));
    let value = |lang: &str, key: &str| rows.iter().find(|r| r.0 == lang && r.1 == key).map(|r| r.2.clone()).unwrap();
    assert_eq!(value("en", "hero-title"), "[en] Sikker el til hjem og erhverv – til fast pris");
    assert_eq!(value("en", "booking-call"), "[en] Ring { $phone }", "the placeable came back intact");
    assert_eq!(value("de", "coming-soon-days"), "\n    { $count ->\n        [one] [de] Dag\n       *[other] [de] Dage\n    }");
    // The placeable never travelled; the select expression's variants went one by one.
    let sent: Vec<String> = fake.requests.lock().unwrap().iter().map(|(_, body)| body["q"].as_str().unwrap().to_owned()).collect();
    assert!(sent.contains(&"Ring __P0__".to_owned()), "{sent:?}");
    assert!(sent.contains(&"Dag".to_owned()) && sent.contains(&"Dage".to_owned()), "{sent:?}");

    // The site uses them at once, the coverage is complete and the downloads have them.
    let (_, html) = app.get_text("/de").await;
    assert!(html.contains("[de] Sikker el til hjem og erhverv – til fast pris"));
    let coverage: Value = app.default_visitor().send("GET", "/api/admin/translations/coverage", None).await.json().await.unwrap();
    assert!(coverage["languages"].as_array().unwrap().iter().all(|l| l["percentage"] == 100), "{coverage}");
    let ftl = app.default_visitor().send("GET", "/api/admin/translations/de.ftl", None).await.text().await.unwrap();
    assert!(ftl.contains("# machine\ncoming-soon-days =\n    { $count ->\n        [one] [de] Dag\n"), "{ftl}");
    assert!(fluent_syntax::parser::parse(ftl.as_str()).is_ok(), "the download is valid Fluent");

    // A second run has nothing left to do.
    let done = run_job(&app).await;
    assert_eq!((done["status"].as_str(), done["total"].as_u64()), (Some("complete"), Some(0)));
}

on_both_backends!(translate_all_runs_as_a_server_job);

async fn a_failure_half_way_keeps_what_was_translated(backend: Backend) {
    let Some(Setup { app, fake, .. }) = setup(backend, true).await else { return };
    admin(&app).await;
    // Two answers, then the provider breaks (and stays broken through the retries).
    *fake.fail_from.lock().unwrap() = Some(2);
    let done = run_job(&app).await;
    assert_eq!(done["status"], "error", "{done}");
    assert_eq!(done["completed"], 2);
    assert!(done["error"].as_str().unwrap().contains("HTTP 500"), "{done}");
    assert_eq!(stored(&app).await.len(), 2, "what was translated is kept");
    // Fixed: the next run does the rest only.
    *fake.fail_from.lock().unwrap() = None;
    let done = run_job(&app).await;
    assert_eq!((done["status"].as_str(), done["total"].as_u64()), (Some("complete"), Some(4)));
    assert_eq!(stored(&app).await.len(), 6);
}

on_both_backends!(a_failure_half_way_keeps_what_was_translated);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_translation_that_drops_a_placeable_is_reported_and_not_stored() {
    let Some(Setup { app, fake, .. }) = setup(Backend::Sqlite, true).await else { return };
    admin(&app).await;
    *fake.drop_tokens.lock().unwrap() = true;
    let done = run_job(&app).await;
    assert_eq!(done["status"], "complete");
    let rejected: Vec<(String, String)> = done["rejected"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r["lang"].as_str().unwrap().to_owned(), r["key"].as_str().unwrap().to_owned()))
        .collect();
    assert_eq!(rejected, [("en".to_owned(), "booking-call".to_owned()), ("de".to_owned(), "form-rate-limited".to_owned())]);
    assert!(done["rejected"][0]["reason"].as_str().unwrap().contains("{ $phone }"), "{done}");
    let keys: Vec<String> = stored(&app).await.into_iter().map(|r| format!("{}/{}", r.0, r.1)).collect();
    assert_eq!(keys, ["de/coming-soon-days", "de/hero-title", "en/hero-title", "fr/hero-title"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_translation_endpoint_is_for_admins_only() {
    let Some(Setup { app, .. }) = setup(Backend::Sqlite, true).await else { return };
    let endpoints = [
        ("GET", "/api/admin/translations/coverage"),
        ("GET", "/api/admin/translations/en.ftl"),
        ("POST", "/api/admin/translations/jobs"),
        ("GET", "/api/admin/translations/jobs"),
        ("GET", "/api/admin/translations/jobs/1"),
        ("GET", "/api/admin/translations/review"),
        ("PUT", "/api/admin/translations/en/hero-title"),
        ("POST", "/api/admin/translations/en/hero-title/approve"),
        ("DELETE", "/api/admin/translations/en/hero-title"),
    ];
    let body = || Some(json!({"value": "Safe electrics"}));
    for (method, path) in endpoints {
        assert_eq!(app.default_visitor().send(method, path, body()).await.status(), 401, "{method} {path}");
    }
    let customer = app.signed_up("kunde@example.dk", "Ida").await;
    for (method, path) in endpoints {
        assert_eq!(customer.send(method, path, body()).await.status(), 403, "{method} {path}");
    }
    // Nothing was started or stored by them.
    assert!(app.state.translation.latest().await.unwrap().is_none());
    assert!(stored(&app).await.is_empty());
    // And there is no public endpoint that translates text.
    for path in ["/api/translate", "/api/translate-runtime", "/api/translations/translate"] {
        let status = customer.send("POST", path, Some(json!({"text": "Hej", "targetLang": "en"}))).await.status();
        assert!(status == 404 || status == 405, "{path}: {status}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_a_provider_the_tools_say_so() {
    let Some(Setup { app, .. }) = setup(Backend::Sqlite, false).await else { return };
    admin(&app).await;
    let response = app.default_visitor().send("POST", "/api/admin/translations/jobs", None).await;
    assert_eq!(response.status(), 503);
    let body: Value = response.json().await.unwrap();
    assert!(body["error"].as_str().unwrap().starts_with("Ingen oversættelsestjeneste er sat op"));
    let (_, html) = app.get_text("/admin/translations").await;
    assert!(html.contains("TRANSLATION_PROVIDER"), "the page tells how to set one up");
    // Pages in a language that lacks a message show the Danish text; nothing is asked.
    let (_, html) = app.get_text("/en").await;
    assert!(html.contains("Sikker el til hjem og erhverv – til fast pris"));
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(stored(&app).await.is_empty());
}

async fn missing_messages_are_translated_once_at_runtime(backend: Backend) {
    let Some(Setup { app, fake, .. }) = setup(backend, true).await else { return };
    // The English home page lacks its title: Danish at once...
    let (status, html) = app.get_text("/en").await;
    assert_eq!(status, 200);
    assert!(html.contains("Sikker el til hjem og erhverv – til fast pris"));
    // ...translated once in the background, stored as a machine translation...
    let mut rows = Vec::new();
    for _ in 0..100 {
        rows = stored(&app).await;
        if rows.iter().any(|r| r.0 == "en" && r.1 == "hero-title") {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let row = rows.iter().find(|r| r.0 == "en" && r.1 == "hero-title").expect("translated in the background");
    assert_eq!((row.2.as_str(), row.3.as_str()), ("[en] Sikker el til hjem og erhverv – til fast pris", "machine"));
    // ...and used from then on (the cached page was rendered afresh).
    let mut shown = false;
    for _ in 0..50 {
        if app.get_text("/en").await.1.contains("[en] Sikker el til hjem og erhverv") {
            shown = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(shown, "the translation is used");
    for _ in 0..3 {
        app.get_text("/en").await;
    }
    let asked: Vec<String> = fake.requests.lock().unwrap().iter().map(|(_, b)| b["q"].as_str().unwrap().to_owned()).collect();
    assert_eq!(asked.iter().filter(|q| q.starts_with("Sikker el")).count(), 1, "asked once: {asked:?}");
}

on_both_backends!(missing_messages_are_translated_once_at_runtime);

async fn admins_review_machine_translations(backend: Backend) {
    let Some(Setup { app, .. }) = setup(backend, true).await else { return };
    admin(&app).await;
    run_job(&app).await;
    let review: Value = app.default_visitor().send("GET", "/api/admin/translations/review", None).await.json().await.unwrap();
    let entries = review["entries"].as_array().unwrap();
    assert_eq!(entries.len(), 6);
    let call = entries.iter().find(|e| e["lang"] == "en" && e["key"] == "booking-call").unwrap();
    assert_eq!((call["source"].as_str(), call["value"].as_str(), call["status"].as_str()), (Some("Ring { $phone }"), Some("[en] Ring { $phone }"), Some("machine")));

    // An edit that loses the placeable, or is not Fluent, is refused in the admin's language.
    let response = app.default_visitor().send("PUT", "/api/admin/translations/en/booking-call", Some(json!({"value": "Call us"}))).await;
    assert_eq!(response.status(), 422);
    let body: Value = response.json().await.unwrap();
    assert!(body["fields"]["value"].as_str().unwrap().starts_with("Oversættelsen skal have de samme pladsholdere"));
    let response = app.default_visitor().send("PUT", "/api/admin/translations/en/booking-call", Some(json!({"value": "Call { $phone"}))).await;
    assert_eq!(response.status(), 422);
    assert_eq!(stored(&app).await.iter().find(|r| r.1 == "booking-call").unwrap().2, "[en] Ring { $phone }", "nothing changed");

    // A good edit is stored as approved and shown on the site.
    let response = app.default_visitor().send("PUT", "/api/admin/translations/en/booking-call", Some(json!({"value": "Call { $phone }"}))).await;
    assert_eq!(response.status(), 200);
    let rows = stored(&app).await;
    let row = rows.iter().find(|r| r.0 == "en" && r.1 == "booking-call").unwrap();
    assert_eq!((row.2.as_str(), row.3.as_str()), ("Call { $phone }", "approved"));
    let (_, html) = app.get_text("/en").await;
    assert!(html.contains("Call +45"), "the edited text with the phone number");

    // Approve as it is; reject (the page shows Danish again).
    assert_eq!(app.default_visitor().send("POST", "/api/admin/translations/de/hero-title/approve", None).await.status(), 200);
    assert_eq!(stored(&app).await.iter().find(|r| r.0 == "de" && r.1 == "hero-title").unwrap().3, "approved");
    assert_eq!(app.default_visitor().send("DELETE", "/api/admin/translations/fr/hero-title", None).await.status(), 204);
    let (_, html) = app.get_text("/fr").await;
    assert!(html.contains("Sikker el til hjem og erhverv – til fast pris") && !html.contains("[fr] Sikker"));
    // Unknown languages and keys are 404.
    assert_eq!(app.default_visitor().send("POST", "/api/admin/translations/da/hero-title/approve", None).await.status(), 404);
    assert_eq!(app.default_visitor().send("POST", "/api/admin/translations/en/no-such-key/approve", None).await.status(), 404);
    assert_eq!(app.default_visitor().send("PUT", "/api/admin/translations/english/hero-title", Some(json!({"value": "x y"}))).await.status(), 404);
}

on_both_backends!(admins_review_machine_translations);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_job_speaks_deepl_and_openai_too() {
    for (provider, en, de) in [("deepl", "[EN-GB] ", "[DE] "), ("openai", "[en] ", "[de] ")] {
        let Some(Setup { app, fake, .. }) = setup_with(Backend::Sqlite, Some(provider)).await else { return };
        admin(&app).await;
        let done = run_job(&app).await;
        assert_eq!((done["status"].as_str(), done["completed"].as_u64()), (Some("complete"), Some(6)), "{provider}: {done}");
        let rows = stored(&app).await;
        let value = |lang: &str, key: &str| rows.iter().find(|r| r.0 == lang && r.1 == key).map(|r| r.2.clone()).unwrap();
        assert_eq!(value("en", "booking-call"), format!("{en}Ring {{ $phone }}"), "{provider}");
        assert_eq!(value("de", "hero-title"), format!("{de}Sikker el til hjem og erhverv – til fast pris"), "{provider}");
        let requests = fake.requests.lock().unwrap();
        let auth = requests[0].0["authorization"].to_str().unwrap().to_owned();
        assert_eq!(auth, if provider == "deepl" { "DeepL-Auth-Key deepl-key" } else { "Bearer openai-key" });
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn messages_the_server_writes_are_translated_at_runtime_too() {
    let (url, fake) = start().await;
    let locales = locales_without(&[("fr", "auth-invalid-credentials")]);
    let dir = locales.path().to_owned();
    let Some(app) = spawn_app_with(Backend::Sqlite, move |args| {
        args.locales_dir = Some(dir);
        args.translation.translation_provider = Some("libretranslate".into());
        args.translation.translation_api_url = Some(url);
    })
    .await
    else {
        return;
    };
    // Distinct accounts and few attempts: the sign-in rate limit stays out of the way.
    let app = &app;
    let sign_in = |n: usize| async move {
        let response = app
            .default_visitor()
            .post("/api/auth/sign-in")
            .header("x-lang", "fr")
            .json(&json!({"email": format!("nobody{n}@example.dk"), "password": "forkert123"}))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 401);
        response.json::<Value>().await.unwrap()["error"].as_str().unwrap().to_owned()
    };
    // Danish at once, French once the background translation is stored.
    assert_eq!(sign_in(0).await, "Forkert email eller adgangskode");
    let mut answer = String::new();
    for n in 1..15 {
        tokio::time::sleep(Duration::from_millis(300)).await;
        answer = sign_in(n).await;
        if answer != "Forkert email eller adgangskode" {
            break;
        }
    }
    assert_eq!(answer, "[fr] Forkert email eller adgangskode");
    let asked = fake.requests.lock().unwrap().iter().filter(|(_, b)| b["q"] == "Forkert email eller adgangskode").count();
    assert_eq!(asked, 1, "translated once");
}
