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
use elektriker::translate::{Provider, TranslateError, Translator};
use serde_json::{Value, json};

#[derive(Clone, Default)]
struct Fake {
    /// Answers to give first, before translating normally (status codes).
    failures: Arc<Mutex<Vec<u16>>>,
    /// Drop the placeable tokens from the translation.
    drop_tokens: Arc<Mutex<bool>>,
    requests: Arc<Mutex<Vec<(HeaderMap, Value)>>>,
}

/// "Translates" by tagging the text with the target language, keeping tokens.
fn fake_translation(fake: &Fake, text: &str, target: &str) -> String {
    let text = if *fake.drop_tokens.lock().unwrap() { text.replace("__P0__", "") } else { text.to_owned() };
    format!("[{target}] {text}")
}

fn failure(fake: &Fake) -> Option<Response> {
    let mut failures = fake.failures.lock().unwrap();
    if failures.is_empty() {
        None
    } else {
        Some(StatusCode::from_u16(failures.remove(0)).unwrap().into_response())
    }
}

async fn libre(State(fake): State<Fake>, headers: HeaderMap, Json(body): Json<Value>) -> Response {
    fake.requests.lock().unwrap().push((headers, body.clone()));
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

async fn start() -> (String, Fake) {
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
