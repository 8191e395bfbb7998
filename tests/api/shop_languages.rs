//! The local shop in four languages: shipped translations of the demo catalogue,
//! Danish as the fallback, what is missing translated in the background through the
//! provider and reviewable, and orders in the language they were placed in.

use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::db_tests;
use crate::helpers::{Backend, TestApp, page_data, spawn_app_with};

/// Takes a product's shipped French translations away, as if they had never shipped.
async fn without_french(app: &TestApp, handle: &str) {
    sqlx::query("delete from shop_translations where lang = 'fr' and handle = $1")
        .bind(handle)
        .execute(&app.state.db)
        .await
        .unwrap();
    let field = elektriker::shop::content::Field { kind: "product".into(), handle: handle.into(), name: "title".into() };
    elektriker::translation::shop_content::changed(&app.state.translation, &[field]).await;
}

db_tests! {
    async fn every_product_and_collection_ships_in_english_german_and_french(app) {
        let shipped: Value = serde_json::from_str(include_str!("../../server/shop/catalogue-translations.json")).unwrap();
        let catalogue: Value = serde_json::from_str(include_str!("../../server/shop/catalogue.json")).unwrap();
        for lang in ["en", "de", "fr"] {
            for product in catalogue["products"].as_array().unwrap() {
                let handle = product["handle"].as_str().unwrap();
                let (status, html) = app.get_text(&format!("/{lang}/product/{handle}")).await;
                assert_eq!(status, 200, "{lang} {handle}");
                let shown = &page_data(&html)["page"]["product"];
                let want = &shipped[lang]["products"][handle];
                let title = want["title"].as_str().unwrap_or_else(|| panic!("no {lang} title for {handle}"));
                assert_eq!(shown["title"], title, "{lang} {handle}");
                assert_eq!(shown["description"], want["description"], "{lang} {handle}");
                // Option names and values in the language, in the catalogue's order.
                for (i, option) in product["options"].as_array().unwrap().iter().enumerate() {
                    let danish = option["name"].as_str().unwrap();
                    assert_eq!(shown["options"][i]["name"], want["options"][danish], "{lang} {handle} {danish}");
                    let values: Vec<&Value> =
                        option["values"].as_array().unwrap().iter().map(|v| &want["values"][danish][v.as_str().unwrap()]).collect();
                    assert!(values.iter().all(|v| v.is_string()), "{lang} {handle}: a value of {danish} is missing");
                    assert_eq!(shown["options"][i]["values"], json!(values), "{lang} {handle} {danish}");
                }
                for (i, image) in shown["images"].as_array().unwrap().iter().enumerate() {
                    assert_eq!(image["altText"], want["alts"][i], "{lang} {handle} image {i}");
                }
                // The document's title and the product's structured data say the same.
                assert!(html.contains(&format!("<title>{title}")), "{lang} {handle}: <title>");
                let ld = &html[html.find("application/ld+json").unwrap()..];
                assert!(ld.contains(&format!("\"name\":{}", json!(title))), "{lang} {handle}: JSON-LD");
            }
            for collection in catalogue["collections"].as_array().unwrap() {
                let handle = collection["handle"].as_str().unwrap();
                // The header's categories live under /products, the home page's under /collections.
                let family = if ["indendors-lys", "udendors-lys", "tilbehor"].contains(&handle) { "collections" } else { "products" };
                let (status, html) = app.get_text(&format!("/{lang}/{family}/{handle}")).await;
                assert_eq!(status, 200, "{lang} {handle}");
                let shown = &page_data(&html)["page"]["collection"];
                assert_eq!(shown["title"], shipped[lang]["collections"][handle]["title"], "{lang} {handle}");
                assert_eq!(shown["description"], shipped[lang]["collections"][handle]["description"], "{lang} {handle}");
            }
        }
    }

    async fn a_product_page_speaks_the_visitors_language(app) {
        let (status, html) = app.get_text("/en/product/stikkontakt-1-modul").await;
        assert_eq!(status, 200);
        let product = page_data(&html)["page"]["product"].clone();
        assert_eq!(product["title"], "Socket outlet, 1 module, earthed");
        assert!(product["description"].as_str().unwrap().starts_with("Classic Danish socket outlet"));
        assert_eq!(product["options"][0]["name"], "Colour");
        assert_eq!(product["options"][0]["values"], json!(["White", "Black"]));
        assert_eq!(product["variants"][1]["selectedOptions"][0], json!({"name": "Colour", "value": "Black"}));
        assert_eq!(product["variants"][1]["title"], "Black");
        assert_eq!(product["images"][0]["altText"], "White earthed socket outlet");
        // The head: title and structured data in English too.
        assert!(html.contains("<title>Socket outlet, 1 module, earthed"), "title in English");
        let ld_start = html.find("application/ld+json").unwrap();
        assert!(html[ld_start..].contains("\"name\":\"Socket outlet, 1 module, earthed\""), "JSON-LD in English");
        assert!(!html.contains("Stikkontakt 1-modul med jord"), "no Danish title left on the English page");

        let (_, german) = app.get_text("/de/product/stikkontakt-1-modul").await;
        assert_eq!(page_data(&german)["page"]["product"]["options"][0]["name"], "Farbe");
        let (_, danish) = app.get_text("/product/stikkontakt-1-modul").await;
        assert_eq!(page_data(&danish)["page"]["product"]["title"], "Stikkontakt 1-modul med jord");
        let (_, french) = app.get_text("/fr/product/stikkontakt-1-modul").await;
        assert_eq!(page_data(&french)["page"]["product"]["title"], "Prise de courant 1 module avec terre");
        // A language without a translation shows Danish (and asks for one).
        without_french(&app, "stikkontakt-1-modul").await;
        let (_, french) = app.get_text("/fr/product/stikkontakt-1-modul").await;
        assert_eq!(page_data(&french)["page"]["product"]["title"], "Stikkontakt 1-modul med jord");

        let (_, collection) = app.get_text("/en/products/stikkontakter").await;
        let data = page_data(&collection);
        assert_eq!(data["page"]["collection"]["title"], "Socket outlets");
        let titles: Vec<&str> = data["page"]["collection"]["products"].as_array().unwrap().iter().map(|p| p["title"].as_str().unwrap()).collect();
        assert!(titles.contains(&"Socket outlet, 1 module, earthed"), "{titles:?}");
    }

    async fn an_order_keeps_the_language_it_was_placed_in(app) {
        let client = app.visitor();
        client.sign_up_in("en", "mette@example.dk").await;
        let page: Value = app.get("/api/page?path=/en/product/stikkontakt-1-modul").await.json().await.unwrap();
        let variant = page["data"]["page"]["product"]["variants"][0]["id"].as_str().unwrap().to_owned();
        let number = crate::checkout::place_order(&client, "en", json!([{"merchandiseId": variant, "quantity": 2}])).await;
        let orders: Value = client.get("/api/orders").send().await.unwrap().json().await.unwrap();
        assert_eq!(orders["orders"][0]["items"][0]["title"], "Socket outlet, 1 module, earthed");
        let mails = app.wait_for_outbox(3).await;
        let confirmation = mails.iter().find(|m| m.subject == format!("Order confirmation {number}")).expect("a confirmation");
        assert!(confirmation.text.contains("2 × Socket outlet, 1 module, earthed"), "{}", confirmation.text);
    }
}

async fn with_provider(backend: Backend) -> Option<(TestApp, crate::translate::Fake)> {
    let (url, fake) = crate::translate::start().await;
    let app = spawn_app_with(backend, move |args| {
        args.translation.translation_provider = Some("libretranslate".into());
        args.translation.translation_api_url = Some(url);
    })
    .await?;
    Some((app, fake))
}

async fn missing_content_is_translated_in_the_background_and_reviewable(backend: Backend) {
    let Some((app, fake)) = with_provider(backend).await else { return };
    // Without the French translations that ship, the French page shows Danish and asks
    // for them.
    without_french(&app, "stikkontakt-1-modul").await;
    let (_, html) = app.get_text("/fr/product/stikkontakt-1-modul").await;
    assert_eq!(page_data(&html)["page"]["product"]["title"], "Stikkontakt 1-modul med jord");
    let deadline = Instant::now() + Duration::from_secs(30);
    let title = loop {
        let (_, html) = app.get_text("/fr/product/stikkontakt-1-modul").await;
        let title = page_data(&html)["page"]["product"]["title"].as_str().unwrap().to_owned();
        if title != "Stikkontakt 1-modul med jord" {
            break title;
        }
        assert!(Instant::now() < deadline, "the French title was never translated");
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    assert_eq!(title, "[fr] Stikkontakt 1-modul med jord", "through the configured provider");
    // Only the shop's own text went out: every request was a catalogue field.
    for (_, body) in fake.requests.lock().unwrap().iter() {
        assert_eq!(body["source"], "da");
    }
    // Machine translations of the shop are on the review list and can be edited.
    let admin = app.admin().await;
    let review: Value = admin.get("/api/admin/translations/review").send().await.unwrap().json().await.unwrap();
    let entry = review["entries"].as_array().unwrap().iter().find(|e| e["key"] == "shop:product:stikkontakt-1-modul:title").expect("on the review list").clone();
    assert_eq!(entry["lang"], "fr");
    assert_eq!(entry["status"], "machine");
    assert_eq!(entry["source"], "Stikkontakt 1-modul med jord");
    let edited = admin
        .put("/api/admin/translations/fr/shop:product:stikkontakt-1-modul:title")
        .json(&json!({"value": "Prise de courant 1 module avec terre"}))
        .send()
        .await
        .unwrap();
    assert_eq!(edited.status(), 200);
    let (_, html) = app.get_text("/fr/product/stikkontakt-1-modul").await;
    assert_eq!(page_data(&html)["page"]["product"]["title"], "Prise de courant 1 module avec terre", "the edit is on the page at once");
}

mod missing_shop_content {
    use super::*;

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn sqlite() {
        missing_content_is_translated_in_the_background_and_reviewable(Backend::Sqlite).await
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn postgres() {
        missing_content_is_translated_in_the_background_and_reviewable(Backend::Postgres).await
    }
}
