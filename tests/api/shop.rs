use std::time::Duration;

use base64::Engine;
use elektriker::i18n::Lang;
use elektriker::shop::ShopError;
use elektriker::shop::shopify::{ShopifyConfig, ShopifyShop};
use hmac::{Hmac, Mac};
use serde_json::{Value, json};
use sha2::Sha256;

use crate::db_tests;
use crate::fake_shopify::{FakeShopify, Mode, TOKEN};
use crate::helpers::{Backend, TestApp, spawn_app_with};

async fn checkout(app: &TestApp, lines: Value) -> reqwest::Response {
    app.default_visitor().post("/api/checkout").json(&json!({"lines": lines})).send().await.unwrap()
}

fn boot_data(html: &str) -> Value {
    let start = html.find("<script id=\"__page\" type=\"application/json\">").unwrap() + 44;
    let end = html[start..].find("</script>").unwrap() + start;
    serde_json::from_str(&html[start..end]).unwrap()
}

db_tests! {
    async fn the_local_catalogue_fills_the_home_page_and_every_category(app) {
        let (status, html) = app.get_text("/").await;
        assert_eq!(status, 200);
        let data = boot_data(&html);
        let products = data["data"]["page"]["products"].as_array().unwrap();
        assert_eq!(products.len(), 8, "the slider gets up to 8");
        assert!(html.contains("Stikkontakt 1-modul med jord"));
        assert!(html.contains("DKK 89,00"), "currency code plus amount with 2 decimals");
        for path in [
            "/products/stikkontakter", "/products/lamper", "/products/smart-home", "/products/udendors", "/products/tavler",
            "/products/kabler", "/collections/indendors-lys", "/collections/udendors-lys", "/collections/smart-home",
            "/collections/tilbehor",
        ] {
            let (status, html) = app.get_text(path).await;
            assert_eq!(status, 200, "{path}");
            let count = boot_data(&html)["data"]["page"]["collection"]["products"].as_array().unwrap().len();
            assert!(count >= 2, "{path} lists its products ({count})");
        }
        // Product images ship with the binary.
        let image = products[0]["images"][0]["url"].as_str().unwrap().to_owned();
        assert!(image.starts_with("/media/products/"));
        let response = app.get(&image).await;
        assert_eq!(response.status(), 200);
        assert_eq!(response.headers()["content-type"], "image/svg+xml");
    }

    async fn product_pages_show_the_variant_from_the_url_and_structured_data(app) {
        let (status, html) = app.get_text("/product/led-pendel-nordlys").await;
        assert_eq!(status, 200);
        assert!(html.contains("<h1>LED-pendel Nordlys</h1>"));
        assert!(html.contains("DKK 899,00"), "first variant by default");
        assert!(html.contains("\"@type\":\"Product\""));
        assert!(html.contains("\"priceCurrency\":\"DKK\""));
        assert!(html.contains("https://schema.org/InStock"));
        let variant = "gid://nordlys/ProductVariant/led-pendel-nordlys-4";
        let (_, html) = app.get_text(&format!("/product/led-pendel-nordlys?variant={}", urlencode(variant))).await;
        assert!(html.contains("DKK 1.249,00"), "Sort / Ø45 cm");
        assert!(html.contains("\"price\":\"1249.00\""));
        // A variant that is not for sale, or does not exist.
        let (_, html) = app.get_text(&format!("/product/stikkontakt-usb?variant={}", urlencode("gid://nordlys/ProductVariant/stikkontakt-usb-2"))).await;
        assert!(html.contains("Produktet er ikke tilgængeligt"));
        assert!(html.contains("https://schema.org/OutOfStock"));
        let (status, html) = app.get_text("/product/led-pendel-nordlys?variant=nope").await;
        assert_eq!(status, 200);
        assert!(html.contains("Produktet er ikke tilgængeligt"));
        // Unknown handle: 404 with the product page's own message.
        let (status, html) = app.get_text("/product/findes-ikke").await;
        assert_eq!(status, 404);
        assert!(html.contains("<h1>Produkt ikke fundet</h1>"));
    }

    async fn the_local_checkout_hands_the_cart_to_kasse_for_guests_and_customers(app) {
        let lines = json!([
            {"merchandiseId": "gid://nordlys/ProductVariant/stikkontakt-1-modul-1", "quantity": 3},
            {"merchandiseId": "gid://nordlys/ProductVariant/led-pendel-nordlys-2", "quantity": 1}
        ]);
        // A guest may check out (real shops sell to guests); the cart goes to /kasse.
        let response = checkout(&app, lines.clone()).await;
        assert_eq!(response.status(), 200);
        let body: Value = response.json().await.unwrap();
        let url = body["checkoutUrl"].as_str().unwrap().to_owned();
        assert!(url.starts_with("/kasse?cart=") && url.len() == "/kasse?cart=".len() + 48, "{url}");
        assert!(body.get("orderNumber").is_none(), "no order before the customer gives the delivery");
        // Only the token's hash is stored.
        let stored: Vec<String> = sqlx::query_scalar("select token_hash from checkout_carts").fetch_all(&app.state.db).await.unwrap();
        assert_eq!(stored.len(), 1);
        assert!(!url.contains(&stored[0]));
        let (status, html) = app.get_text(&url).await;
        assert_eq!(status, 200);
        let page = boot_data(&html)["data"]["page"].clone();
        assert_eq!(page["lines"].as_array().unwrap().len(), 2);
        assert_eq!(page["lines"][1]["variantTitle"], "Messing / Ø45 cm");
        assert_eq!(page["lines"][1]["price"], 129900, "prices from the catalogue, in øre");
        assert!(html.contains("noindex"), "the checkout is not for search engines");
        // English visitors get the English checkout's address.
        let response = app.default_visitor().post("/api/checkout").header("x-lang", "en")
            .json(&json!({"lines": lines})).send().await.unwrap();
        let url = response.json::<Value>().await.unwrap()["checkoutUrl"].as_str().unwrap().to_owned();
        assert!(url.starts_with("/en/kasse?cart="), "{url}");
        // A signed-in customer's address is filled in.
        app.default_visitor().signs_up("mette@example.dk", "Mette").await;
        let (_, html) = app.get_text(&url).await;
        assert_eq!(boot_data(&html)["data"]["page"]["values"]["email"], "mette@example.dk");
        // An unknown cart.
        let (status, html) = app.get_text("/kasse?cart=nope").await;
        assert_eq!(status, 404);
        assert_eq!(boot_data(&html)["data"]["page"]["state"], "gone");
    }

    async fn invalid_checkout_lines_are_refused_and_nothing_is_created(app) {
        let good = "gid://nordlys/ProductVariant/stikkontakt-1-modul-1";
        let many: Vec<Value> = (0..101).map(|_| json!({"merchandiseId": good, "quantity": 1})).collect();
        for (lines, message) in [
            (json!([]), "Kurven er tom."),
            (json!([{"merchandiseId": good, "quantity": 0}]), "Antallet skal være mellem 1 og 999."),
            (json!([{"merchandiseId": good, "quantity": 1000}]), "Antallet skal være mellem 1 og 999."),
            (json!(many), "Kurven kan højst have 100 forskellige varer."),
            (json!([{"merchandiseId": good, "quantity": 1}, {"merchandiseId": "gid://nordlys/ProductVariant/nope", "quantity": 1}]),
                "En vare i kurven findes ikke længere. Fjern den, og prøv igen."),
            (json!([{"merchandiseId": "gid://nordlys/ProductVariant/stikkontakt-usb-2", "quantity": 1}]),
                "En vare i kurven er ikke tilgængelig lige nu. Fjern den, og prøv igen."),
        ] {
            let response = checkout(&app, lines).await;
            assert_eq!(response.status(), 422, "{message}");
            assert_eq!(response.json::<Value>().await.unwrap()["error"], message);
        }
        let carts: i64 = sqlx::query_scalar("select count(*) from checkout_carts").fetch_one(&app.state.db).await.unwrap();
        assert_eq!(carts, 0);
    }

    async fn shopify_order_webhook_verifies_its_signature_and_stores_once(app) {
        app.sign_up_verified(&app.default_visitor(), "mette@example.dk").await;
        let body = json!({
            "id": 820982911946154508_u64, "order_number": 1001, "name": "#1001", "email": "Mette@Example.dk",
            "total_price": "1348.00", "currency": "DKK", "financial_status": "paid", "fulfillment_status": null,
            "created_at": "2026-11-20T10:00:00+01:00",
            "line_items": [{"title": "Smart dimmer, Zigbee", "variant_title": "Hvid", "quantity": 2, "price": "549.00"}]
        }).to_string();
        let sign = |secret: &[u8]| {
            let mut mac = Hmac::<Sha256>::new_from_slice(secret).unwrap();
            mac.update(body.as_bytes());
            base64::engine::general_purpose::STANDARD.encode(mac.finalize().into_bytes())
        };
        let post = |signature: Option<String>| {
            let mut request = app.client.post(app.url("/api/webhooks/shopify/orders-create"))
                .header("content-type", "application/json").header("origin", "https://shopify.example").body(body.clone());
            if let Some(s) = signature {
                request = request.header("x-shopify-hmac-sha256", s);
            }
            request.send()
        };
        assert_eq!(post(None).await.unwrap().status(), 401);
        assert_eq!(post(Some(sign(b"wrong secret"))).await.unwrap().status(), 401);
        let count = || sqlx::query_scalar::<_, i64>("select count(*) from orders").fetch_one(&app.state.db);
        assert_eq!(count().await.unwrap(), 0, "nothing stored without a valid signature");

        for _ in 0..2 {
            let response = post(Some(sign(crate::helpers::WEBHOOK_SECRET.as_bytes()))).await.unwrap();
            assert_eq!(response.status(), 200);
        }
        assert_eq!(count().await.unwrap(), 1, "the same webhook twice stores one order");
        let orders: Value = app.get("/api/orders").await.json().await.unwrap();
        let order = &orders["orders"][0];
        assert_eq!(order["orderNumber"], "#1001");
        assert_eq!(order["shopifyOrderNumber"], "1001");
        assert_eq!(order["status"], "paid", "created paid at Shopify");
        assert_eq!(order["totalAmount"], 1348.0);
        assert_eq!(order["items"][0]["title"], "Smart dimmer, Zigbee");
    }

    async fn shopify_order_updates_move_the_status_once_and_never_backwards(app) {
        app.sign_up_verified(&app.default_visitor(), "mette@example.dk").await;
        let order = |financial: &str, fulfillment: Option<&str>, updated_at: &str, cancelled_at: Option<&str>| json!({
            "id": 5005, "order_number": 1005, "name": "#1005", "email": "mette@example.dk",
            "total_price": "549.00", "currency": "DKK", "financial_status": financial, "fulfillment_status": fulfillment,
            "created_at": "2026-11-20T10:00:00+01:00", "updated_at": updated_at, "cancelled_at": cancelled_at,
            "line_items": [{"title": "Smart dimmer, Zigbee", "quantity": 1, "price": "549.00"}]
        });
        let deliver = |topic: &'static str, id: &'static str, body: Value| {
            let body = body.to_string();
            let mut mac = Hmac::<Sha256>::new_from_slice(crate::helpers::WEBHOOK_SECRET.as_bytes()).unwrap();
            mac.update(body.as_bytes());
            let signature = base64::engine::general_purpose::STANDARD.encode(mac.finalize().into_bytes());
            app.client.post(app.url("/api/webhooks/shopify/orders"))
                .header("content-type", "application/json").header("x-shopify-hmac-sha256", signature)
                .header("x-shopify-topic", topic).header("x-shopify-webhook-id", id).body(body).send()
        };
        let status = || async {
            let orders: Value = app.get("/api/orders").await.json().await.unwrap();
            orders["orders"][0]["status"].as_str().unwrap_or_default().to_owned()
        };
        let status_mails = || app.outbox_mails().into_iter().filter(|m| m.subject.contains("#1005") && m.to == ["mette@example.dk"]).count();
        assert_eq!(deliver("orders/create", "w1", order("pending", None, "2026-11-20T10:00:00+01:00", None)).await.unwrap().status(), 200);
        assert_eq!(status().await, "pending");

        // Paid (an hour later, written in another time zone).
        let paid = order("paid", None, "2026-11-20T05:00:00-05:00", None);
        assert_eq!(deliver("orders/paid", "w2", paid.clone()).await.unwrap().status(), 200);
        assert_eq!(status().await, "paid");
        crate::helpers::eventually(Duration::from_secs(20), || async { status_mails() >= 1 }).await.unwrap();
        // The same delivery again (Shopify retries): handled once, no second mail.
        let again: Value = deliver("orders/paid", "w2", paid).await.unwrap().json().await.unwrap();
        assert_eq!(again["duplicate"], true);
        // An older update arriving late does not take the order back.
        let stale: Value = deliver("orders/updated", "w3", order("pending", None, "2026-11-20T10:30:00+01:00", None)).await.unwrap().json().await.unwrap();
        assert_eq!(stale["changed"], false);
        assert_eq!(status().await, "paid");
        // Sent, then cancelled.
        deliver("orders/fulfilled", "w4", order("paid", Some("fulfilled"), "2026-11-21T09:00:00Z", None)).await.unwrap();
        assert_eq!(status().await, "completed");
        deliver("orders/cancelled", "w5", order("refunded", Some("fulfilled"), "2026-11-22T09:00:00Z", Some("2026-11-22T09:00:00Z"))).await.unwrap();
        assert_eq!(status().await, "cancelled");
        crate::helpers::eventually(Duration::from_secs(20), || async { status_mails() >= 3 }).await.unwrap();
        assert_eq!(status_mails(), 3, "paid, completed, cancelled: one mail each");
        let subjects: Vec<String> = app.outbox_mails().into_iter().map(|m| m.subject).collect();
        assert!(subjects.iter().any(|s| s == "Vi har modtaget betalingen for ordre #1005"), "{subjects:?}");
        // A topic this site does not follow is acknowledged and ignored.
        let other: Value = deliver("orders/edited", "w6", order("paid", None, "2026-11-23T09:00:00Z", None)).await.unwrap().json().await.unwrap();
        assert_eq!(other["ignored"], "orders/edited");
    }

    async fn shopify_orders_wait_for_a_verified_account_with_their_email(app) {
        // A stranger registers the customer's address first and cannot verify it.
        let stranger = app.visitor();
        assert_eq!(stranger.sign_up_in("da", "mette@example.dk").await.status(), 201);
        let body = json!({
            "id": 4242, "order_number": 1002, "name": "#1002", "email": "mette@example.dk",
            "total_price": "549.00", "currency": "DKK", "financial_status": "paid",
            "line_items": [{"title": "Smart dimmer, Zigbee", "quantity": 1, "price": "549.00"}]
        }).to_string();
        let mut mac = Hmac::<Sha256>::new_from_slice(crate::helpers::WEBHOOK_SECRET.as_bytes()).unwrap();
        mac.update(body.as_bytes());
        let signature = base64::engine::general_purpose::STANDARD.encode(mac.finalize().into_bytes());
        let response = app.client.post(app.url("/api/webhooks/shopify/orders-create"))
            .header("content-type", "application/json").header("x-shopify-hmac-sha256", signature).body(body)
            .send().await.unwrap();
        assert_eq!(response.status(), 200);
        let orders: Value = stranger.get("/api/orders").send().await.unwrap().json().await.unwrap();
        assert_eq!(orders["orders"].as_array().unwrap().len(), 0, "an unverified account sees no Shopify order");
        let (_, html) = {
            let response = stranger.get("/profile").send().await.unwrap();
            ((), response.text().await.unwrap())
        };
        assert!(!html.contains("#1002"));
        // Whoever opens the link in that mailbox owns the address: the order attaches.
        let mails = app.wait_for_outbox(1).await;
        let url = crate::smtp::link(&mails[0].text, &app.state.pages.site.url).unwrap();
        let path = url.trim_start_matches(app.state.pages.site.url.as_str()).to_owned();
        assert_eq!(app.get(&path).await.status(), 200);
        let orders: Value = stranger.get("/api/orders").send().await.unwrap().json().await.unwrap();
        assert_eq!(orders["orders"][0]["orderNumber"], "#1002");
        let waiting: i64 = sqlx::query_scalar("select count(*) from pending_shop_orders").fetch_one(&app.state.db).await.unwrap();
        assert_eq!(waiting, 0);
    }
}

fn urlencode(s: &str) -> String {
    url::form_urlencoded::byte_serialize(s.as_bytes()).collect()
}

fn client(fake: &FakeShopify, timeout: Duration, fresh_for: Duration) -> ShopifyShop {
    ShopifyShop::new(ShopifyConfig {
        store_domain: fake.url.clone(),
        storefront_token: TOKEN.into(),
        timeout,
        fresh_for,
        legal_namespace: "custom".into(),
    })
    .unwrap()
}

#[tokio::test]
async fn the_shopify_client_reads_products_collections_and_creates_carts() {
    let fake = FakeShopify::start().await;
    let shop = client(&fake, Duration::from_secs(2), Duration::ZERO);
    let products = shop.products(8, Lang::Da).await.unwrap();
    assert_eq!(products.len(), 6, "the dimmer and the five lamps");
    assert_eq!(products[0].title, "Shopify dimmer");
    assert_eq!(products[0].variants.len(), 2);
    assert_eq!(products[0].images[0].url, "https://cdn.example/dimmer.jpg");
    assert_eq!(fake.calls.lock().unwrap()[0].1["variables"]["first"], 8);
    let query = fake.calls.lock().unwrap()[0].1["query"].as_str().unwrap().to_owned();
    for field in ["images(first: 5)", "variants(first: 10)", "selectedOptions", "minVariantPrice", "availableForSale"] {
        assert!(query.contains(field), "query reads {field}");
    }
    assert_eq!(shop.product("dimmer", Lang::Da).await.unwrap().unwrap().handle, "dimmer");
    assert_eq!(shop.product("nope", Lang::Da).await.unwrap(), None);
    assert_eq!(shop.collection("lamper", Lang::Da).await.unwrap().unwrap().products[0].handle, "pendel");
    assert_eq!(shop.collection("nope", Lang::Da).await.unwrap(), None);

    let lines = vec![elektriker::shop::CartLine { merchandise_id: "gid://shopify/ProductVariant/dimmer-1".into(), quantity: 2, price: None }];
    let checkout = shop.create_cart(&lines, None, Lang::Da).await.unwrap();
    assert_eq!(checkout.checkout_url, "https://shop.example/cart/c/abc?key=1");
    let sent = fake.calls.lock().unwrap().last().unwrap().1.clone();
    assert_eq!(sent["variables"]["input"]["lines"][0], json!({"merchandiseId": "gid://shopify/ProductVariant/dimmer-1", "quantity": 2}));
    assert!(sent["query"].as_str().unwrap().contains("lines(first: 100)"));
    assert!(sent["variables"]["input"].get("discountCodes").is_none());
    // A code from the cart travels as discountCodes; Shopify checks it.
    shop.create_cart(&lines, Some("NORDLYS10-ABC123"), Lang::Da).await.unwrap();
    let sent = fake.calls.lock().unwrap().last().unwrap().1.clone();
    assert_eq!(sent["variables"]["input"]["discountCodes"], json!(["NORDLYS10-ABC123"]));
}

#[tokio::test]
async fn the_shopify_client_reports_every_error_of_the_catalogue() {
    let fake = FakeShopify::start().await;
    let shop = client(&fake, Duration::from_millis(300), Duration::ZERO);
    let lines = vec![elektriker::shop::CartLine { merchandise_id: "x".into(), quantity: 1, price: None }];
    fake.set(Mode::Status(402));
    assert_eq!(shop.products(8, Lang::Da).await.unwrap_err().to_string(), "Payment required");
    fake.set(Mode::Status(503));
    assert_eq!(shop.product("dimmer", Lang::Da).await.unwrap_err().to_string(), "HTTP error! status: 503");
    fake.set(Mode::GraphQlErrors(vec!["Throttled", "Access denied"]));
    assert_eq!(shop.collection("lamper", Lang::Da).await.unwrap_err().to_string(), "Error calling Shopify: Throttled, Access denied");
    fake.set(Mode::UserErrors(vec!["Variant not found", "Quantity too high"]));
    assert_eq!(shop.create_cart(&lines, None, Lang::Da).await.unwrap_err().to_string(), "Cart creation failed: Variant not found, Quantity too high");
    fake.set(Mode::NoCheckoutUrl);
    assert_eq!(shop.create_cart(&lines, None, Lang::Da).await.unwrap_err().to_string(), "No checkout URL returned from Shopify");
    fake.set(Mode::Slow(Duration::from_secs(2)));
    assert_eq!(shop.create_cart(&lines, None, Lang::Da).await.unwrap_err(), ShopError::Timeout);
}

#[tokio::test]
async fn the_shopify_cache_serves_stale_answers_while_the_shop_is_down() {
    let fake = FakeShopify::start().await;
    // The client waits up to two minutes for the shop: an answer that waited for it
    // would not come within the bound below.
    let shop = client(&fake, Duration::from_secs(120), Duration::from_millis(100));
    assert_eq!(shop.products(8, Lang::Da).await.unwrap().len(), 6);
    let calls = fake.call_count();
    assert_eq!(shop.products(8, Lang::Da).await.unwrap().len(), 6, "fresh: from memory");
    assert_eq!(fake.call_count(), calls);
    fake.set(Mode::Status(500));
    tokio::time::sleep(Duration::from_millis(150)).await;
    assert_eq!(shop.products(8, Lang::Da).await.unwrap().len(), 6, "stale, while the shop fails");
    // A shop that does not answer at all: the stale answer comes anyway.
    fake.hold().await;
    let answer = tokio::time::timeout(Duration::from_secs(60), shop.products(8, Lang::Da)).await;
    assert_eq!(answer.expect("answered without waiting for the shop").unwrap().len(), 6);
    fake.release();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_shopify_configured_pages_and_checkout_use_it_and_the_token_stays_on_the_server() {
    let fake = FakeShopify::start().await;
    let url = fake.url.clone();
    let app = spawn_app_with(Backend::Sqlite, |args| {
        args.shop.shopify_store_domain = Some(url);
        args.shop.shopify_storefront_token = Some(TOKEN.into());
        args.shop.shop_timeout_ms = 500;
    })
    .await
    .unwrap();
    let (_, html) = app.get_text("/").await;
    assert!(html.contains("Shopify dimmer"));
    assert!(!html.contains(TOKEN), "the token never reaches the browser");
    let (status, html) = app.get_text("/products/lamper").await;
    assert_eq!(status, 200);
    assert!(html.contains("Lamper fra Shopify"));
    assert_eq!(app.get("/product/nope").await.status(), 404);
    // A product's page: Shopify's HTML description cut to the same allow-list as the
    // local catalogue's, its SEO title, a variant's GTIN for search engines and its picture.
    let (status, html) = app.get_text("/product/dimmer").await;
    assert_eq!(status, 200);
    assert!(
        html.contains("<div class=\"product-description\"><p>Dæmper til LED</p><ul><li>Zigbee</li><li>230 V</li></ul><table><tbody><tr><th>Effekt</th><td>200 W</td></tr></tbody></table></div>"),
        "{}",
        &html[..html.len().min(4000)]
    );
    assert!(!html.contains("steal()") && !html.contains("charset=\"utf-8\"><p>"), "nothing that runs");
    assert!(html.contains("<title>Smart dimmer til LED | "));
    assert!(html.contains("\"gtin\":\"5701234567899\""), "the white variant's GTIN in the structured data");
    let product = crate::helpers::page_data(&html)["page"]["product"].clone();
    assert_eq!(product["variants"][1]["image"], "https://cdn.example/dimmer-sort.jpg");
    assert_eq!(product["variants"][1].get("gtin"), None, "12345 is no GTIN");
    // Asked for the visitor (the home page's read of the catalogue brought the
    // product's page along): Shopify is told the buyer's address.
    let asked = fake.calls.lock().unwrap().iter().rev().find(|(_, body)| body["query"].as_str().unwrap_or("").contains("query Product")).unwrap().1.clone();
    assert_eq!(asked["buyerIp"], "127.0.0.1", "Shopify-Storefront-Buyer-IP");

    // Checkout needs no account with Shopify: the cart is created there.
    let response = checkout(&app, json!([{"merchandiseId": "gid://shopify/ProductVariant/dimmer-1", "quantity": 1}])).await;
    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["checkoutUrl"], "https://shop.example/cart/c/abc?key=1");
    assert!(body.get("orderNumber").is_none());

    fake.set(Mode::Status(402));
    let response = checkout(&app, json!([{"merchandiseId": "gid://shopify/ProductVariant/dimmer-1", "quantity": 1}])).await;
    assert_eq!(response.status(), 402);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["error"], "Kunne ikke oprette checkout");
    assert!(body["hint"].as_str().unwrap().contains("betalt abonnement"));
    fake.set(Mode::Status(500));
    let response = checkout(&app, json!([{"merchandiseId": "gid://shopify/ProductVariant/dimmer-1", "quantity": 1}])).await;
    assert_eq!(response.status(), 502);
    assert_eq!(response.json::<Value>().await.unwrap()["hint"], "Prøv venligst igen senere.");
    assert!(crate::helpers::captured_logs().contains("HTTP error! status: 500"));
    // The shop is down, the page still renders (cached answers or the empty state).
    fake.set(Mode::Slow(Duration::from_secs(3)));
    let (status, _) = app.get_text("/products/tavler").await;
    assert_eq!(status, 200);
}

#[tokio::test]
async fn shopify_is_asked_in_the_visitors_language_and_cached_per_language() {
    let fake = FakeShopify::start().await;
    let shop = client(&fake, Duration::from_secs(2), Duration::from_secs(60));
    let english = shop.product("dimmer", Lang::En).await.unwrap().unwrap();
    assert_eq!(english.title, "Shopify dimmer [EN]");
    assert_eq!(english.options[0].name, "Colour");
    assert_eq!(english.variants[0].selected_options[0].value, "White");
    let (_, body) = fake.calls.lock().unwrap().last().cloned().unwrap();
    assert!(body["query"].as_str().unwrap().contains("@inContext(language: $language, country: $country)"));
    assert_eq!(body["variables"]["language"], "EN");
    assert_eq!(body["variables"]["country"], "DK");
    let calls = fake.call_count();
    assert_eq!(shop.product("dimmer", Lang::En).await.unwrap().unwrap().title, "Shopify dimmer [EN]");
    assert_eq!(fake.call_count(), calls, "English from memory");
    assert_eq!(shop.product("dimmer", Lang::Da).await.unwrap().unwrap().title, "Shopify dimmer");
    assert_eq!(fake.call_count(), calls + 1, "Danish is its own entry");
    let german = shop.collection("lamper", Lang::De).await.unwrap().unwrap();
    assert_eq!(german.title, "Lamper fra Shopify [DE]");
    assert_eq!(german.products[0].title, "Shopify pendel [DE]");
    let lines = vec![elektriker::shop::CartLine { merchandise_id: "gid://shopify/ProductVariant/dimmer-1".into(), quantity: 1, price: None }];
    shop.create_cart(&lines, None, Lang::Fr).await.unwrap();
    let (_, body) = fake.calls.lock().unwrap().last().cloned().unwrap();
    assert_eq!(body["variables"]["language"], "FR", "the checkout opens in the visitor's language");
}
