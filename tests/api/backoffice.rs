//! The back office: what visitors sent, every order, the outbox; administrators only.

use serde_json::{Value, json};

use crate::db_tests;
use crate::helpers::page_data;

db_tests! {
    async fn only_administrators_reach_the_back_office(app) {
        let customer = app.visitor();
        customer.sign_up_in("da", "kunde@example.dk").await;
        let endpoints = [
            ("GET", "/api/admin/requests"),
            ("GET", "/api/admin/requests/export?what=quotes"),
            ("PUT", "/api/admin/requests/x/status"),
            ("GET", "/api/admin/orders"),
            ("PUT", "/api/admin/orders/NE-10001/status"),
            ("GET", "/api/admin/outbox"),
            ("POST", "/api/admin/outbox/x/retry"),
        ];
        for (method, path) in endpoints {
            let body = if method == "GET" { None } else { Some(json!({"status": "handled"})) };
            assert_eq!(app.visitor().send(method, path, body.clone()).await.status(), 401, "{method} {path}");
            assert_eq!(customer.send(method, path, body).await.status(), 403, "{method} {path}");
        }
        for page in ["/admin/requests", "/admin/orders", "/admin/outbox"] {
            let anonymous = app.visitor().get(page).send().await.unwrap();
            assert_eq!(anonymous.status(), 303, "{page}");
            assert_eq!(anonymous.headers()["location"], "/auth");
            let response = customer.get(page).send().await.unwrap();
            assert_eq!(response.status(), 403, "{page}");
            let data = page_data(&response.text().await.unwrap());
            assert_eq!(data["page"]["denied"], true);
            assert_eq!(data["page"]["content"], Value::Null, "nothing else is sent");
        }
    }

    async fn requests_are_listed_searched_marked_handled_and_downloaded(app) {
        for (path, name, message) in [
            ("/api/quote", "Jens Jensen", "Ny tavle i rækkehus"),
            ("/api/contact", "Lise Larsen", "Spørgsmål om ladestander"),
        ] {
            let body = json!({"name": name, "email": "kunde@example.dk", "phone": "12345678", "message": message});
            assert_eq!(app.visitor().send("POST", path, Some(body)).await.status(), 201);
        }
        app.visitor().send("POST", "/api/newsletter", Some(json!({"email": "lise@example.dk"}))).await;
        let admin = app.admin().await;
        let all: Value = admin.send("GET", "/api/admin/requests", None).await.json().await.unwrap();
        let requests = all["requests"].as_array().unwrap();
        assert_eq!(requests.len(), 2);
        assert_eq!(requests[0]["name"], "Lise Larsen", "newest first");
        assert_eq!(requests[0]["status"], "new");
        assert_eq!(all["subscribers"][0]["email"], "lise@example.dk");
        let found: Value = admin.send("GET", "/api/admin/requests?q=TAVLE", None).await.json().await.unwrap();
        assert_eq!(found["requests"].as_array().unwrap().len(), 1);
        assert_eq!(found["requests"][0]["kind"], "quote");
        let quotes: Value = admin.send("GET", "/api/admin/requests?kind=contact", None).await.json().await.unwrap();
        assert_eq!(quotes["requests"][0]["name"], "Lise Larsen");

        let id = requests[0]["id"].as_str().unwrap();
        let marked = admin.send("PUT", &format!("/api/admin/requests/{id}/status"), Some(json!({"status": "handled"}))).await;
        assert_eq!(marked.status(), 200);
        let bad = admin.send("PUT", &format!("/api/admin/requests/{id}/status"), Some(json!({"status": "deleted"}))).await;
        assert_eq!(bad.status(), 422);
        let missing = admin.send("PUT", "/api/admin/requests/nope/status", Some(json!({"status": "handled"}))).await;
        assert_eq!(missing.status(), 404);
        let handled: Value = admin.send("GET", "/api/admin/requests?status=handled", None).await.json().await.unwrap();
        assert_eq!(handled["requests"].as_array().unwrap().len(), 1);
        assert!(handled["requests"][0]["handledAt"].is_string());

        let csv = admin.send("GET", "/api/admin/requests/export?what=quotes", None).await;
        assert_eq!(csv.headers()["content-type"], "text/csv; charset=utf-8");
        assert!(csv.headers()["content-disposition"].to_str().unwrap().starts_with("attachment; filename=\"quotes-"));
        let text = csv.text().await.unwrap();
        assert!(text.starts_with("created_at,name,email,phone,message,lang") && text.contains("Jens Jensen"), "{text}");

        let (status, html) = {
            let response = admin.get("/admin/requests?q=tavle").send().await.unwrap();
            (response.status(), response.text().await.unwrap())
        };
        assert_eq!(status, 200);
        let data = page_data(&html);
        assert_eq!(data["page"]["content"]["filter"]["q"], "tavle");
        assert_eq!(data["page"]["content"]["requests"].as_array().unwrap().len(), 1);
    }

    async fn an_administrator_completes_an_order_and_the_customer_hears_of_it(app) {
        let customer = app.visitor();
        customer.sign_up_in("en", "mette@example.dk").await;
        let page: Value = app.get("/api/page?path=/").await.json().await.unwrap();
        let variant = page["data"]["page"]["products"][0]["variants"][0]["id"].as_str().unwrap().to_owned();
        // The order remembers the language it was placed in (English here).
        let number = crate::checkout::place_order(&customer, "en", json!([{"merchandiseId": variant, "quantity": 1}])).await;
        let admin = app.admin().await;
        let listed: Value = admin.send("GET", "/api/admin/orders", None).await.json().await.unwrap();
        assert_eq!(listed["orders"][0]["order"]["orderNumber"], number);
        assert_eq!(listed["orders"][0]["customerEmail"], "mette@example.dk");
        assert_eq!(listed["orders"][0]["customerName"], "Mette Hansen");
        let searched: Value = admin.send("GET", "/api/admin/orders?q=hansen&status=awaiting_payment", None).await.json().await.unwrap();
        assert_eq!(searched["orders"].as_array().unwrap().len(), 1);

        let path = format!("/api/admin/orders/{number}/status");
        assert_eq!(admin.send("PUT", &path, Some(json!({"status": "shipped"}))).await.status(), 422);
        assert_eq!(admin.send("PUT", "/api/admin/orders/NE-1/status", Some(json!({"status": "completed"}))).await.status(), 404);
        let done = admin.send("PUT", &path, Some(json!({"status": "completed"}))).await;
        assert_eq!(done.status(), 200);

        let orders: Value = customer.get("/api/orders").send().await.unwrap().json().await.unwrap();
        assert_eq!(orders["orders"][0]["status"], "completed");
        // Verification, confirmation, business notice, then the status mail.
        let mails = app.wait_for_outbox(4).await;
        let status_mail = mails.iter().find(|m| m.subject == format!("Your order {number} is completed")).unwrap_or_else(|| panic!("a status mail in English: {:?}", mails.iter().map(|m| &m.subject).collect::<Vec<_>>()));
        assert_eq!(status_mail.to, ["mette@example.dk"]);
        assert!(status_mail.text.contains("Thank you for shopping with us"));
        let (_, html) = {
            let response = customer.get("/profile").send().await.unwrap();
            ((), response.text().await.unwrap())
        };
        assert_eq!(page_data(&html)["page"]["orders"][0]["status"], "completed");
    }
}
