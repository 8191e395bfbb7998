//! A loopback server that speaks the Shopify Storefront GraphQL API (2025-07) well
//! enough for our client: products, product(handle:), collection and cartCreate, and
//! on demand each way it can fail.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::Router;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Json, Response};
use axum::routing::post;
use serde_json::{Value, json};

#[derive(Clone, Debug, PartialEq)]
pub enum Mode {
    Normal,
    Status(u16),
    GraphQlErrors(Vec<&'static str>),
    UserErrors(Vec<&'static str>),
    NoCheckoutUrl,
    Slow(Duration),
}

#[derive(Clone)]
pub struct FakeShopify {
    pub url: String,
    pub mode: Arc<Mutex<Mode>>,
    pub calls: Arc<Mutex<Vec<(String, Value)>>>,
    /// Answers wait for a permit: [`FakeShopify::hold`] takes them all away until
    /// [`FakeShopify::release`] (a request the test keeps in flight).
    gate: Arc<tokio::sync::Semaphore>,
    /// Told on every call.
    arrived: Arc<tokio::sync::Notify>,
}

const PERMITS: u32 = 1 << 20;

pub const TOKEN: &str = "storefront-token-abc123";

impl FakeShopify {
    pub async fn start() -> FakeShopify {
        let mode = Arc::new(Mutex::new(Mode::Normal));
        let calls = Arc::new(Mutex::new(Vec::new()));
        let gate = Arc::new(tokio::sync::Semaphore::new(PERMITS as usize));
        let arrived = Arc::new(tokio::sync::Notify::new());
        let state = (mode.clone(), calls.clone(), gate.clone(), arrived.clone());
        let app = Router::new().route("/api/2025-07/graphql.json", post(graphql)).with_state(state);
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("http://{}", listener.local_addr().unwrap());
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        FakeShopify { url, mode, calls, gate, arrived }
    }

    /// Returns once the shop has been called `n` times in all.
    pub async fn wait_for_calls(&self, n: usize) {
        loop {
            let arrived = self.arrived.notified();
            tokio::pin!(arrived);
            arrived.as_mut().enable();
            if self.call_count() >= n {
                return;
            }
            arrived.await;
        }
    }

    /// From now on, answers wait until [`FakeShopify::release`].
    pub async fn hold(&self) {
        self.gate.acquire_many(PERMITS).await.unwrap().forget();
    }

    pub fn release(&self) {
        self.gate.add_permits(PERMITS as usize);
    }

    pub fn set(&self, mode: Mode) {
        *self.mode.lock().unwrap() = mode;
    }

    pub fn call_count(&self) -> usize {
        self.calls.lock().unwrap().len()
    }
}

/// What the shop's translations would give for a language (`DA`: the original).
fn localized(text: &str, language: &str) -> String {
    if language == "DA" { text.to_owned() } else { format!("{text} [{language}]") }
}

/// Danish option words in the fake shop's translations.
fn word(danish: &str, language: &str) -> String {
    match (danish, language) {
        (_, "DA") => danish.to_owned(),
        ("Farve", "EN") => "Colour".into(),
        ("Hvid", "EN") => "White".into(),
        ("Sort", "EN") => "Black".into(),
        ("Farve", "DE") => "Farbe".into(),
        ("Hvid", "DE") => "Weiß".into(),
        ("Sort", "DE") => "Schwarz".into(),
        (other, _) => format!("{other} [{language}]"),
    }
}

pub fn product_in(handle: &str, title: &str, price: &str, language: &str) -> Value {
    let title = localized(title, language);
    let (colour, white, black) = (word("Farve", language), word("Hvid", language), word("Sort", language));
    json!({
        "id": format!("gid://shopify/Product/{handle}"),
        "title": title,
        "description": format!("{title} beskrivelse"),
        "handle": handle,
        "priceRange": {"minVariantPrice": {"amount": price, "currencyCode": "DKK"}},
        "images": {"edges": [{"node": {"url": format!("https://cdn.example/{handle}.jpg"), "altText": title}}]},
        "variants": {"edges": [
            {"node": {"id": format!("gid://shopify/ProductVariant/{handle}-1"), "title": white, "price": {"amount": price, "currencyCode": "DKK"}, "availableForSale": true, "selectedOptions": [{"name": colour, "value": white}]}},
            {"node": {"id": format!("gid://shopify/ProductVariant/{handle}-2"), "title": black, "price": {"amount": "199.0", "currencyCode": "DKK"}, "availableForSale": false, "selectedOptions": [{"name": colour, "value": black}]}}
        ]},
        "options": [{"name": colour, "optionValues": [{"name": white}, {"name": black}]}]
    })
}

type Shared = (Arc<Mutex<Mode>>, Arc<Mutex<Vec<(String, Value)>>>, Arc<tokio::sync::Semaphore>, Arc<tokio::sync::Notify>);

async fn graphql(State((mode, calls, gate, arrived)): State<Shared>, headers: HeaderMap, Json(body): Json<Value>) -> Response {
    let token = headers.get("x-shopify-storefront-access-token").and_then(|v| v.to_str().ok()).unwrap_or("").to_owned();
    calls.lock().unwrap().push((token.clone(), body.clone()));
    arrived.notify_waiters();
    let _pass = gate.acquire().await.unwrap();
    if token != TOKEN {
        return (StatusCode::UNAUTHORIZED, "bad token").into_response();
    }
    let mode = mode.lock().unwrap().clone();
    match mode {
        Mode::Status(code) => return (StatusCode::from_u16(code).unwrap(), "no").into_response(),
        Mode::GraphQlErrors(messages) => {
            let errors: Vec<Value> = messages.iter().map(|m| json!({"message": m})).collect();
            return Json(json!({"errors": errors})).into_response();
        }
        Mode::Slow(delay) => tokio::time::sleep(delay).await,
        _ => {}
    }
    let query = body["query"].as_str().unwrap_or_default();
    let variables = &body["variables"];
    // @inContext: the answer in the language asked for (Danish when none).
    let language = if query.contains("@inContext") { variables["language"].as_str().unwrap_or("DA") } else { "DA" };
    let data = if query.contains("cartCreate") {
        let lines = variables["input"]["lines"].as_array().cloned().unwrap_or_default();
        let user_errors: Vec<Value> = match &mode {
            Mode::UserErrors(m) => m.iter().map(|m| json!({"field": ["lines"], "message": m})).collect(),
            _ => vec![],
        };
        let checkout = if mode == Mode::NoCheckoutUrl { Value::Null } else { json!("https://shop.example/cart/c/abc?key=1") };
        json!({"cartCreate": {
            "cart": if user_errors.is_empty() { json!({
                "id": "gid://shopify/Cart/abc", "checkoutUrl": checkout, "totalQuantity": lines.len(),
                "cost": {"totalAmount": {"amount": "100.0", "currencyCode": "DKK"}},
                "lines": {"edges": []}
            }) } else { Value::Null },
            "userErrors": user_errors
        }})
    } else if query.contains("predictiveSearch") {
        // Products and collections whose handle or title holds the query.
        let q = variables["query"].as_str().unwrap_or_default().to_lowercase();
        let products: Vec<Value> = [("dimmer", "Shopify dimmer", "549.0"), ("pendel", "Shopify pendel", "899.0")]
            .iter()
            .filter(|(handle, title, _)| handle.contains(&q) || title.to_lowercase().contains(&q))
            .map(|(handle, title, price)| product_in(handle, title, price, language))
            .collect();
        let collections: Vec<Value> = if "lamper".contains(&q) || q.contains("lamp") {
            vec![json!({"handle": "lamper", "title": localized("Lamper fra Shopify", language), "description": "Lamper"})]
        } else {
            vec![]
        };
        json!({"predictiveSearch": {"products": products, "collections": collections}})
    } else if query.contains("product(handle:") {
        match variables["handle"].as_str() {
            Some("dimmer") => json!({"product": product_in("dimmer", "Shopify dimmer", "549.0", language)}),
            _ => json!({"product": null}),
        }
    } else if query.contains("collection(") {
        match variables["handle"].as_str() {
            Some("lamper") => json!({"collection": {"handle": "lamper", "title": localized("Lamper fra Shopify", language), "description": "", "products": {"edges": [{"node": product_in("pendel", "Shopify pendel", "899.0", language)}]}}}),
            _ => json!({"collection": null}),
        }
    } else {
        let first = variables["first"].as_u64().unwrap_or(10) as usize;
        let all = [product_in("dimmer", "Shopify dimmer", "549.0", language), product_in("pendel", "Shopify pendel", "899.0", language)];
        json!({"products": {"edges": all.iter().take(first).map(|p| json!({"node": p})).collect::<Vec<_>>()}})
    };
    Json(json!({"data": data})).into_response()
}
