//! Invoices as documents of their own, on SQLite and PostgreSQL: one series without
//! gaps or duplicates when many are issued at once (and by two instances on one
//! PostgreSQL), issued when the sale is final (a bank transfer when it is placed), with
//! what § 58 asks of a full invoice, and listed on the order's page.

use serde_json::{Value, json};

use crate::checkout::SOCKET;
use crate::db_tests;
use crate::helpers::{Backend, TestApp, page_data, spawn_app, spawn_instance_with_state};

fn request(n: usize) -> elektriker::checkout::OrderRequest {
    serde_json::from_value(json!({
        "lines": [{"merchandiseId": SOCKET, "quantity": 1 + n % 3}],
        "delivery": {"method": "parcel", "name": format!("Kunde {n}"), "address": "Nørrebrogade 10", "postcode": "2200",
                     "city": "København N", "phone": "12345678"},
        "email": format!("kunde{n}@example.dk"),
        "company": "Københavns Kommune", "ean": "5798000416604", "reference": format!("Indkøb {n}"),
        "paymentMethod": if n % 2 == 0 { "bank_transfer" } else { "ean_invoice" },
        "acceptTerms": true,
    }))
    .unwrap()
}

async fn invoice_numbers(app: &TestApp) -> Vec<i64> {
    sqlx::query_scalar("select number from documents where kind = 'invoice' order by number").fetch_all(&app.state.db).await.unwrap()
}

/// `count` orders placed at once through `checkouts` in turn (each issues its invoice).
async fn place_at_once(checkouts: &[elektriker::checkout::LocalCheckout], count: usize) {
    let tasks: Vec<_> = (0..count)
        .map(|n| {
            let checkout = checkouts[n % checkouts.len()].clone();
            tokio::spawn(async move { checkout.place(&request(n), None, elektriker::i18n::Lang::Da).await.map(|p| p.order_number) })
        })
        .collect();
    for task in tasks {
        task.await.unwrap().expect("the order is placed");
    }
}

db_tests! {
    async fn two_hundred_invoices_at_once_are_numbered_one_to_two_hundred(app) {
        place_at_once(&[app.state.checkout.clone()], 200).await;
        let numbers = invoice_numbers(&app).await;
        assert_eq!(numbers, (1..=200).collect::<Vec<i64>>(), "consecutive, no gap, no duplicate");
        // One per order, never two.
        let orders: i64 = sqlx::query_scalar("select count(distinct order_number) from documents").fetch_one(&app.state.db).await.unwrap();
        assert_eq!(orders, 200);
        let again = app.state.checkout.payments().documents().issue_invoice(
            &sqlx::query_scalar::<_, String>("select order_number from documents where number = 7").fetch_one(&app.state.db).await.unwrap(),
        ).await.unwrap();
        assert_eq!(again, Some(7), "issuing again answers the first number");
        assert_eq!(invoice_numbers(&app).await.len(), 200);
    }

    async fn an_invoice_holds_what_a_full_invoice_must_and_shows_on_the_order_page(app) {
        let visitor = app.visitor();
        let token = crate::checkout::cart_in(&visitor, "da", json!([{"merchandiseId": SOCKET, "quantity": 2}])).await;
        let mut body = crate::checkout::order_body(&token);
        body["company"] = json!("Nordhavn Installationer ApS");
        body["cvr"] = json!("35725636");
        let placed: Value = crate::checkout::place(&visitor, "da", &body).await.json().await.unwrap();
        let number = placed["orderNumber"].as_str().unwrap();
        let (content, net, vat, gross): (String, i64, i64, i64) =
            sqlx::query_as("select content, net_minor, vat_minor, gross_minor from documents where order_number = $1 and kind = 'invoice'")
                .bind(number)
                .fetch_one(&app.state.db)
                .await
                .unwrap();
        let content: Value = serde_json::from_str(&content).unwrap();
        // 2 × 89 kr + 49 kr shipping = 227 kr, 45,40 kr of it VAT.
        assert_eq!((net, vat, gross), (18160, 4540, 22700));
        assert_eq!(content["sellerCvr"], app.state.pages.site.cvr.as_str());
        assert_eq!(content["sellerName"], app.state.pages.site.name.as_str());
        assert_eq!(content["buyerName"], "Mette Hansen");
        assert_eq!(content["buyerCompany"], "Nordhavn Installationer ApS");
        assert_eq!(content["buyerCvr"], "35725636");
        assert_eq!(content["buyerAddress"], json!(["Nørrebrogade 10, 2. th", "2200 København N"]));
        assert_eq!(content["vatPercent"], 25);
        assert_eq!(content["lines"][0]["quantity"], 2);
        assert_eq!(content["lines"][0]["unitNet"], 7120, "the unit price without VAT");
        assert_eq!(content["lines"][1]["description"], "Fragt");
        assert_eq!(content["lines"][1]["net"], 3920);
        assert_eq!(content["deliveryDate"].as_str().unwrap().len(), 10);
        let page = page_data(&visitor.get(&format!("/ordre/{number}?key={token}")).send().await.unwrap().text().await.unwrap());
        let documents = &page["page"]["documents"];
        assert_eq!(documents[0]["kind"], "invoice");
        assert_eq!(documents[0]["number"], 1);
        assert_eq!(documents[0]["gross"], 22700);
        // Not another's.
        assert_eq!(visitor.get(&format!("/ordre/{number}?key=x")).send().await.unwrap().status(), 404);
    }
}

/// Two instances on one PostgreSQL issuing at once: still one series.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_instances_on_one_postgres_share_one_series() {
    let Some(app) = spawn_app(Backend::Postgres).await else { return };
    let (_, second) = spawn_instance_with_state(&app, |_| {}).await;
    place_at_once(&[app.state.checkout.clone(), second.checkout.clone()], 200).await;
    assert_eq!(invoice_numbers(&app).await, (1..=200).collect::<Vec<i64>>());
}
