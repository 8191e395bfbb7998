//! A "før"-price is true (the Omnibus rule, issue 58): every price a variant has had is
//! kept with when it took effect, and a page shows a price as reduced only below the
//! lowest price of the 30 days before the reduction, naming that price, whatever
//! compare-at price the merchant typed. A price raised and brought back within 30 days
//! is no reduction; the lowest of several is the one named; a price seen at Shopify
//! (its webhook, its answers) counts from when it was seen. All on the application's
//! clock, on SQLite and PostgreSQL.

use std::time::Duration;

use base64::Engine;
use hmac::{Hmac, Mac};
use serde_json::{Value, json};
use sha2::Sha256;

use crate::helpers::{TestApp, Visitor, page_data};
use crate::{db_tests, db_tests_with};

const DAY: Duration = Duration::from_secs(24 * 60 * 60);

/// A one-variant lamp in the smart-home collection at `price_minor`, marked reduced
/// when `compare_at` is given.
fn lamp(handle: &str, price_minor: i64, compare_at: Option<i64>, variant_id: Option<&str>) -> Value {
    json!({
        "handle": handle,
        "title": format!("Loftlampe {handle}"),
        "description": "Dæmpbar loftlampe.",
        "vendor": "Nordlys",
        "productType": "Lampe",
        "tags": [],
        "status": "active",
        "options": [],
        "variants": [
            {"id": variant_id.unwrap_or(""), "optionValues": [], "priceMinor": price_minor, "compareAtMinor": compare_at, "sku": format!("{handle}-1"), "inventoryQuantity": null, "available": true}
        ],
        "images": [],
        "collections": ["smart-home"]
    })
}

/// Sets the lamp's price (creating it the first time) and answers its variant's id.
async fn price(admin: &Visitor, handle: &str, price_minor: i64, compare_at: Option<i64>, variant: Option<&str>) -> String {
    let response = match variant {
        None => admin.send("POST", "/api/admin/products", Some(lamp(handle, price_minor, compare_at, None))).await,
        Some(id) => admin.send("PUT", &format!("/api/admin/products/{handle}"), Some(lamp(handle, price_minor, compare_at, Some(id)))).await,
    };
    assert!(response.status().is_success(), "{}", response.text().await.unwrap());
    let body: Value = response.json().await.unwrap();
    body["product"]["variants"][0]["id"].as_str().unwrap().to_owned()
}

/// The lamp's page: its variant's "før"-price (None: not reduced) and the page.
async fn before_on_page(app: &TestApp, handle: &str) -> (Option<String>, String) {
    let (status, html) = app.get_text(&format!("/product/{handle}")).await;
    assert_eq!(status, 200);
    let product = page_data(&html)["page"]["product"].clone();
    (product["variants"][0]["reducedFrom"]["amount"].as_str().map(str::to_owned), html)
}

/// What the editor is told beside the compare-at price.
async fn note(admin: &Visitor, handle: &str) -> Value {
    let form: Value = admin.send("GET", &format!("/api/admin/products/{handle}"), None).await.json().await.unwrap();
    form["prices"][0]["note"].clone()
}

/// The handles the smart-home listing shows with "Kun tilbud", and its count.
async fn on_sale(app: &TestApp) -> (Vec<String>, Value) {
    let (status, html) = app.get_text("/products/smart-home?sale=1").await;
    assert_eq!(status, 200);
    let page = page_data(&html)["page"].clone();
    let handles = page["collection"]["products"].as_array().unwrap().iter().map(|p| p["handle"].as_str().unwrap().to_owned()).collect();
    (handles, page["listing"]["saleCount"].clone())
}

db_tests! {
    async fn a_reduction_names_the_lowest_price_of_the_30_days_before_not_the_typed_one(app) {
        let admin = app.admin().await;
        let id = price(&admin, "lys-a", 129_900, None, None).await;
        app.state.clock.advance(40 * DAY);
        // The merchant types 1.499 as the compare-at price; the shop charged 1.299.
        price(&admin, "lys-a", 99_900, Some(149_900), Some(&id)).await;
        let (before, html) = before_on_page(&app, "lys-a").await;
        assert_eq!(before.as_deref(), Some("1299.00"));
        assert!(html.contains("\"priceType\":\"https://schema.org/StrikethroughPrice\""), "the structured data names the previous price");
        assert!(html.contains("\"price\":\"1299.00\"") && html.contains("\"price\":\"999.00\""));
        let shown = &html[html.find("product-detail-price").unwrap()..][..600];
        assert!(shown.contains("Før") && shown.contains("<del>DKK 1.299,00</del>") && shown.contains("Spar DKK 300,00"), "the page says it: {shown}");
        assert!(!html.contains("1.499,00"), "the typed compare-at price is not shown");
        assert_eq!(note(&admin, "lys-a").await, json!({"state": "shown", "beforeMinor": 129_900}));
        let (handles, count) = on_sale(&app).await;
        assert!(handles.contains(&"lys-a".to_owned()), "{handles:?}");
        assert_eq!(count.as_u64().unwrap() as usize, handles.len());

        // The history: each price with when it took effect and what set it.
        let history = elektriker::shop::prices::of_variant(&app.state.db, &id).await.unwrap();
        assert_eq!(history.len(), 2);
        assert_eq!((history[0].0.price_minor, history[0].0.ended_ms), (99_900, None));
        assert_eq!(history[1].0.ended_ms, Some(history[0].0.started_ms));
        assert_eq!(history[0].1, elektriker::shop::prices::Source::Backoffice);
        assert!(history[0].0.started_ms - history[1].0.started_ms >= 40 * 24 * 3_600_000, "on the application's clock");

        // The compare-at price taken away: shown as the price it is.
        price(&admin, "lys-a", 99_900, None, Some(&id)).await;
        assert_eq!(before_on_page(&app, "lys-a").await.0, None);
        assert_eq!(note(&admin, "lys-a").await, json!({"state": "notMarked"}));
        assert!(!on_sale(&app).await.0.contains(&"lys-a".to_owned()));
    }

    async fn a_price_raised_and_brought_back_within_30_days_is_no_reduction(app) {
        let admin = app.admin().await;
        let id = price(&admin, "lys-b", 99_900, None, None).await;
        app.state.clock.advance(40 * DAY);
        price(&admin, "lys-b", 129_900, None, Some(&id)).await;
        app.state.clock.advance(10 * DAY);
        // "Før 1.299": but 999 was the price 10 days ago.
        price(&admin, "lys-b", 99_900, Some(129_900), Some(&id)).await;
        let (before, html) = before_on_page(&app, "lys-b").await;
        assert_eq!(before, None);
        assert!(!html.contains("StrikethroughPrice"));
        assert!(!html.contains("<del>"));
        assert_eq!(note(&admin, "lys-b").await, json!({"state": "notLower", "lowestMinor": 99_900}));
        assert!(!on_sale(&app).await.0.contains(&"lys-b".to_owned()));
        // A compare-at price on a product the shop has sold at one price only.
        price(&admin, "lys-c", 99_900, Some(129_900), None).await;
        assert_eq!(before_on_page(&app, "lys-c").await.0, None);
        assert_eq!(note(&admin, "lys-c").await, json!({"state": "noHistory"}));
    }

    async fn the_lowest_of_several_prices_in_the_30_days_is_the_one_named(app) {
        let admin = app.admin().await;
        let id = price(&admin, "lys-d", 149_900, None, None).await;
        app.state.clock.advance(40 * DAY);
        price(&admin, "lys-d", 119_900, None, Some(&id)).await;
        app.state.clock.advance(10 * DAY);
        price(&admin, "lys-d", 129_900, None, Some(&id)).await;
        app.state.clock.advance(10 * DAY);
        price(&admin, "lys-d", 99_900, Some(149_900), Some(&id)).await;
        assert_eq!(before_on_page(&app, "lys-d").await.0.as_deref(), Some("1199.00"));
        // 31 more days at 999, then 899: the 30 days before it are all at 999.
        app.state.clock.advance(31 * DAY);
        price(&admin, "lys-d", 89_900, Some(149_900), Some(&id)).await;
        assert_eq!(before_on_page(&app, "lys-d").await.0.as_deref(), Some("999.00"));
    }

    async fn the_demo_catalogue_shows_its_true_reductions(app) {
        // The LED strip was 499 from 60 to 10 days ago and is 399 now.
        let (before, html) = before_on_page(&app, "led-strip-5m").await;
        assert_eq!(before.as_deref(), Some("499.00"));
        assert!(html.contains("Spar DKK 100,00"));
        let (handles, count) = on_sale(&app).await;
        assert_eq!(handles, ["led-strip-5m", "smart-led-paere-e27"]);
        assert_eq!(count, 2);
        // The cards say it too.
        let (_, html) = app.get_text("/products/smart-home").await;
        assert_eq!(html.matches("class=\"product-badge-sale\"").count(), 2);
        // Sixteen prices seen at once for one variant (requests racing at Shopify's
        // answer): one change recorded, none lost, no error.
        let variant = "gid://shopify/ProductVariant/race-1".to_owned();
        elektriker::shop::prices::seen(&app.state.db, &[(variant.clone(), 10_000)], app.state.clock.unix_ms()).await.unwrap();
        app.state.clock.advance(DAY);
        let at = app.state.clock.unix_ms();
        let racing = (0..16).map(|_| {
            let db = app.state.db.clone();
            let variant = variant.clone();
            tokio::spawn(async move { elektriker::shop::prices::seen(&db, &[(variant, 8_000)], at).await })
        });
        for answer in futures_util::future::join_all(racing).await {
            answer.unwrap().unwrap();
        }
        let history = elektriker::shop::prices::of_variant(&app.state.db, &variant).await.unwrap();
        let prices: Vec<(i64, bool)> = history.iter().map(|(p, _)| (p.price_minor, p.ended_ms.is_none())).collect();
        assert_eq!(prices, [(8_000, true), (10_000, false)]);
    }
}

/// Shopify's `products/update` webhook for the dimmer with its white variant at `price`.
async fn product_updated(app: &TestApp, id: &str, price: &str) -> u16 {
    let body = json!({
        "id": 632910392, "title": "Shopify dimmer", "handle": "dimmer", "admin_graphql_api_id": "gid://shopify/Product/dimmer",
        "variants": [
            {"id": 1, "product_id": 632910392, "price": price, "compare_at_price": "699.00", "admin_graphql_api_id": "gid://shopify/ProductVariant/dimmer-1"},
            {"id": 2, "product_id": 632910392, "price": "199.00", "compare_at_price": null, "admin_graphql_api_id": "gid://shopify/ProductVariant/dimmer-2"}
        ]
    })
    .to_string();
    let mut mac = Hmac::<Sha256>::new_from_slice(crate::helpers::WEBHOOK_SECRET.as_bytes()).unwrap();
    mac.update(body.as_bytes());
    let signature = base64::engine::general_purpose::STANDARD.encode(mac.finalize().into_bytes());
    app.client
        .post(app.url("/api/webhooks/shopify/products"))
        .header("content-type", "application/json")
        .header("x-shopify-hmac-sha256", signature)
        .header("x-shopify-topic", "products/update")
        .header("x-shopify-webhook-id", id)
        .body(body)
        .send()
        .await
        .unwrap()
        .status()
        .as_u16()
}

db_tests_with! { crate::fake_shopify::spawn_with_shopify;
    async fn a_price_seen_at_shopify_counts_from_when_it_was_seen(app) {
        // Shopify marks the dimmer's white variant reduced (compareAtPrice 699) at 549,
        // and the shop has seen no other price: nothing is named.
        let (_, html) = app.get_text("/en/product/dimmer").await;
        let product = page_data(&html)["page"]["product"].clone();
        assert_eq!(product["variants"][0]["price"]["amount"], "549.0");
        assert!(product["variants"][0].get("reducedFrom").is_none(), "{product}");
        // An hour later the merchant raises it to 699 (the webhook), and 40 days later
        // brings it back to 549.
        app.state.clock.advance(Duration::from_secs(3600));
        assert_eq!(product_updated(&app, "p1", "699.00").await, 200);
        app.state.clock.advance(40 * DAY);
        assert_eq!(product_updated(&app, "p2", "549.00").await, 200);
        // The Danish page (first read now): 549, before 699 for 40 days.
        let (_, html) = app.get_text("/product/dimmer").await;
        let product = page_data(&html)["page"]["product"].clone();
        assert_eq!(product["variants"][0]["reducedFrom"]["amount"], "699.00", "{product}");
        assert!(product["variants"][1].get("reducedFrom").is_none(), "the black one is not marked");
        assert!(html.contains("StrikethroughPrice"));
        let history = elektriker::shop::prices::of_variant(&app.state.db, "gid://shopify/ProductVariant/dimmer-1").await.unwrap();
        assert_eq!(history.iter().map(|(p, _)| p.price_minor).collect::<Vec<_>>(), [54_900, 69_900, 54_900]);
        assert!(history.iter().all(|(_, source)| *source == elektriker::shop::prices::Source::Shopify));
    }
}
