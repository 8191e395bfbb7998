//! Stock that never oversells: a counted variant's quantity is taken by the order's
//! own transaction, never below zero (twenty orders at once for the last three units
//! place exactly three); a short line is refused with 409 and how many are left, in
//! words; at zero the variant is sold out on its (cached) page and cannot be put in a
//! cart; a cancelled order gives its units back.

use serde_json::{Value, json};

use crate::checkout::{SOCKET, order_body, place};
use crate::db_tests;
use crate::helpers::TestApp;

/// An order of `quantity` sockets with the lines in the request (no cart).
fn socket_order(quantity: i64) -> Value {
    let mut body = order_body("");
    body.as_object_mut().unwrap().remove("cartId");
    body["lines"] = json!([{"merchandiseId": SOCKET, "quantity": quantity, "price": 8900}]);
    body
}

async fn stock(app: &TestApp) -> Option<i64> {
    sqlx::query_scalar("select inventory_quantity from shop_variants where id = $1").bind(SOCKET).fetch_one(&app.state.db).await.unwrap()
}

/// Whether the socket's first variant is for sale on its page (the shared, cached one).
async fn on_sale(app: &TestApp) -> bool {
    let (status, html) = app.get_text("/product/stikkontakt-1-modul").await;
    assert_eq!(status, 200);
    let data = crate::helpers::page_data(&html);
    data["page"]["product"]["variants"][0]["availableForSale"].as_bool().unwrap()
}

db_tests! {
    async fn twenty_orders_at_once_for_the_last_three_units_place_exactly_three(app) {
        sqlx::query("update shop_variants set inventory_quantity = 3 where id = $1").bind(SOCKET).execute(&app.state.db).await.unwrap();
        assert!(on_sale(&app).await, "in stock, and the page is now cached");
        let orders_before: i64 = sqlx::query_scalar("select count(*) from orders").fetch_one(&app.state.db).await.unwrap();

        let mut placing = tokio::task::JoinSet::new();
        for i in 0..20 {
            let client = app.visitor_on(reqwest::Client::new());
            let mut body = socket_order(1);
            body["email"] = json!(format!("kunde{i}@example.dk"));
            placing.spawn(async move {
                let response = client
                    .post("/api/orders")
                    .header("x-lang", "da")
                    .json(&body)
                    .send()
                    .await
                    .unwrap();
                (response.status().as_u16(), response.json::<Value>().await.unwrap())
            });
        }
        let mut placed = 0;
        for (status, body) in placing.join_all().await {
            match status {
                201 => placed += 1,
                // Short when it ran out while the order was on its way; sold out when it
                // was out before.
                409 if body.get("left").is_some() => {
                    assert_eq!(body["left"], 0, "{body}");
                    assert_eq!(body["error"], "Der er kun 0 tilbage af Stikkontakt 1-modul med jord. Ret antallet i kurven, og prøv igen.");
                }
                409 => assert_eq!(body["error"], "Stikkontakt 1-modul med jord kan ikke købes lige nu. Fjern varen fra kurven, og prøv igen."),
                other => panic!("{other}: {body}\n{}", crate::helpers::captured_logs().lines().filter(|l| l.contains("ERROR")).collect::<Vec<_>>().join("\n")),
            }
        }
        assert_eq!(placed, 3, "exactly the three there were");
        assert_eq!(stock(&app).await, Some(0), "never below zero");
        let orders_after: i64 = sqlx::query_scalar("select count(*) from orders").fetch_one(&app.state.db).await.unwrap();
        assert_eq!(orders_after - orders_before, 3, "the refused orders left nothing behind");

        // Sold out: on its page (rendered afresh), and no cart takes it.
        assert!(!on_sale(&app).await, "sold out on its page");
        let cart = app
            .default_visitor()
            .post("/api/checkout")
            .json(&json!({"lines": [{"merchandiseId": SOCKET, "quantity": 1}]}))
            .send()
            .await
            .unwrap();
        assert!(cart.status().is_client_error(), "{}", cart.status());

        // One order cancelled by the back office: its unit is back, and so is the sale.
        let number: String = sqlx::query_scalar("select order_number from orders order by order_number desc limit 1").fetch_one(&app.state.db).await.unwrap();
        let admin = app.admin().await;
        let cancel = format!("/api/admin/orders/{number}/status");
        let cancelled = admin.send("PUT", &cancel, Some(json!({"status": "cancelled"}))).await;
        assert_eq!(cancelled.status(), 200);
        assert_eq!(stock(&app).await, Some(1));
        assert!(on_sale(&app).await, "back in stock on its page");
        // Cancelled twice gives back once.
        admin.send("PUT", &cancel, Some(json!({"status": "cancelled"}))).await;
        assert_eq!(stock(&app).await, Some(1));

        // Two asked for when one is left: refused with how many there are, in English too
        // (an hour on: the address placed its twenty orders an hour).
        app.state.clock.advance(std::time::Duration::from_secs(3600));
        let short = place(&app.visitor_on(reqwest::Client::new()), "en", &socket_order(2)).await;
        assert_eq!(short.status(), 409);
        let body: Value = short.json().await.unwrap();
        assert_eq!(body["left"], 1);
        assert_eq!(body["error"], "Only 1 of Socket outlet, 1 module, earthed left. Change the quantity in your basket and try again.");
        assert_eq!(stock(&app).await, Some(1), "nothing taken");

        // A variant whose stock is not counted sells as before.
        sqlx::query("update shop_variants set inventory_quantity = null where id = $1").bind(SOCKET).execute(&app.state.db).await.unwrap();
        assert_eq!(place(&app.visitor_on(reqwest::Client::new()), "da", &socket_order(5)).await.status(), 201);
        assert_eq!(stock(&app).await, None);
    }
}
