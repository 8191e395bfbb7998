//! No message id ever reaches a visitor: every page of the route table, and every
//! answer of its plain forms, names only messages its browser part of the catalogue
//! holds (the part the page's own code and the shell show, see app/build.mjs), so the
//! browser shows words after hydrating, not ids. The server writes the messages of
//! its answers (field errors, notices) in the visitor's language.

use std::collections::BTreeSet;

use elektriker::platform::assets::MANIFEST;
use serde_json::Value;

use crate::helpers::{Backend, TestApp, spawn_app_with};
use crate::smtp::link;

/// The pages of things a visitor made: an order, a booking, a newsletter sign-up (its
/// confirmation link, and the unsubscribe link of the welcome once confirmed).
async fn made_by_a_visitor(app: &TestApp) -> std::collections::BTreeMap<&'static str, String> {
    let site = app.state.pages.site.url.clone();
    let client = app.visitor_on(reqwest::Client::new());
    let post = |path: &str, body: Value| client.post(path).json(&body).send();
    let cart = crate::checkout::cart_in(&client, "da", serde_json::json!([{"merchandiseId": crate::checkout::SOCKET, "quantity": 1}])).await;
    let placed: Value = crate::checkout::place(&client, "da", &crate::checkout::order_body(&cart)).await.json().await.unwrap();
    let slots: Value = app.get("/api/booking/slots?kind=call&days=14").await.json().await.unwrap();
    let start = slots["slots"][0]["start"].as_str().expect("a free slot").to_owned();
    let booking = serde_json::json!({"kind": "call", "start": start, "name": "Mette Hansen", "email": "mette@example.dk", "phone": "12345678"});
    let booked: Value = post("/api/booking", booking).await.unwrap().json().await.unwrap();
    // Two sign-ups: one whose link the pages below open, one confirmed for its
    // unsubscribe link (by opening its link and pressing the page's button, where the
    // page has one).
    let confirm_link = |email: &'static str| {
        let (client, site) = (client.clone(), site.clone());
        async move {
            let sent = client.post("/api/newsletter").json(&serde_json::json!({"email": email})).send();
            assert_eq!(sent.await.unwrap().status(), 202);
            let confirmation = || app.outbox_mails().into_iter().find(|m| m.to == [email] && m.list_unsubscribe.is_none());
            let _ = crate::helpers::eventually(std::time::Duration::from_secs(20), || async { confirmation().is_some() }).await;
            let confirm = link(&confirmation().expect("the confirmation").text, &format!("{site}/nyhedsbrev/bekraeft?token=")).expect("its link");
            confirm.trim_start_matches(site.as_str()).to_owned()
        }
    };
    let confirm = confirm_link("nina@example.dk").await;
    let olga = confirm_link("olga@example.dk").await;
    let _ = app.get(&olga).await;
    let _ = client.post(&olga).form(&[("confirm", "1")]).send().await;
    let welcome = || app.outbox_mails().into_iter().find(|m| m.to == ["olga@example.dk"] && m.list_unsubscribe.is_some());
    let _ = crate::helpers::eventually(std::time::Duration::from_secs(20), || async { welcome().is_some() }).await;
    let unsubscribe = link(&welcome().expect("the welcome").text, &format!("{site}/nyhedsbrev/afmeld?token=")).expect("the unsubscribe link");
    std::collections::BTreeMap::from([
        ("order", placed["orderUrl"].as_str().unwrap().to_owned()),
        ("booking-manage", booked["manageUrl"].as_str().unwrap().trim_start_matches(site.as_str()).to_owned()),
        ("newsletter-confirm", confirm),
        ("newsletter-unsubscribe", unsubscribe.trim_start_matches(site.as_str()).to_owned()),
    ])
}

/// Every message id of the Danish catalogue (the source).
fn catalogue_ids() -> BTreeSet<String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("locales/da");
    let mut ids = BTreeSet::new();
    for file in std::fs::read_dir(dir).unwrap() {
        let text = std::fs::read_to_string(file.unwrap().path()).unwrap();
        for line in text.lines() {
            if let Some((id, _)) = line.split_once('=') {
                let id = id.trim();
                if !line.starts_with([' ', '#', '-', '*', '[']) && !id.is_empty() && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
                    ids.insert(id.to_owned());
                }
            }
        }
    }
    ids
}

/// The page's hydration data and the route it names.
fn page_data(html: &str) -> Option<Value> {
    let start = html.find("<script id=\"__page\" type=\"application/json\">")? + 44;
    let end = html[start..].find("</script>")? + start;
    Some(serde_json::from_str::<Value>(&html[start..end]).unwrap()["data"].clone())
}

/// The string values of `value` (not its keys) that are message ids.
fn named_ids(value: &Value, ids: &BTreeSet<String>, found: &mut BTreeSet<String>) {
    match value {
        Value::String(s) if ids.contains(s) => {
            found.insert(s.clone());
        }
        Value::Array(items) => items.iter().for_each(|v| named_ids(v, ids, found)),
        Value::Object(map) => map.values().for_each(|v| named_ids(v, ids, found)),
        _ => {}
    }
}

/// A sample address for each route of routes.json (the table the server matches by).
fn sample(route: &str) -> &'static str {
    match route {
        "home" => "/",
        "services" => "/services",
        "service" => "/services/elbil",
        "product-category" => "/products/lamper",
        "collection" => "/collections/indendors-lys",
        "product" => "/product/stikkontakt-1-modul",
        "checkout" => "/kasse",
        // (their address is made by the test: a real order, booking and subscriber)
        "order" | "booking-manage" | "newsletter-confirm" | "newsletter-unsubscribe" => "",
        "auth" => "/auth",
        "auth-verify" => "/auth/verify?token=wrong",
        "auth-reset" => "/auth/reset?token=wrong",
        "profile" => "/profile",
        "about" => "/om-os",
        "contact" => "/kontakt",
        "coming-soon" => "/coming-soon",
        "search" => "/search?q=lampe",
        "booking" => "/book",
        "privacy" => "/privatlivspolitik",
        "terms" => "/handelsbetingelser",
        "admin-translations" => "/admin/translations",
        "admin-translation-check" => "/admin/translation-check",
        "admin-requests" => "/admin/requests",
        "admin-orders" => "/admin/orders",
        "admin-outbox" => "/admin/outbox",
        "admin-jobs" => "/admin/jobs",
        "admin-newsletter" => "/admin/newsletter",
        "admin-bookings" => "/admin/bookings",
        "admin-invoices" => "/admin/invoices",
        "admin-returns" => "/admin/returns",
        "withdrawal" => "/fortryd",
        "admin-products" => "/admin/products",
        "admin-product" => "/admin/products/stikkontakt-1-modul",
        "admin-collections" => "/admin/collections",
        "admin-collection" => "/admin/collections/smart-home",
        "not-found" => "/findes-ikke",
        other => panic!("routes.json has a route this test has no address for: {other}"),
    }
}

/// Checks one answer: a page of `route` whose data names only messages its part holds.
fn check(what: &str, html: &str, ids: &BTreeSet<String>, problems: &mut Vec<String>) {
    let Some(data) = page_data(html) else {
        problems.push(format!("{what}: no page data"));
        return;
    };
    let route = data["route"].as_str().unwrap().to_owned();
    let holds = MANIFEST.messages.of(&route).unwrap_or_else(|| panic!("{what}: no messages for route {route}"));
    let mut named = BTreeSet::new();
    named_ids(&data, ids, &mut named);
    for id in named {
        if !holds.contains(id.as_str()) {
            problems.push(format!("{what} (route {route}): the data names {id}, which the page's catalogue part lacks"));
        }
    }
}

fn localized(lang: &str, path: &str) -> String {
    match (lang, path) {
        ("da", _) => path.to_owned(),
        (_, "/") => format!("/{lang}"),
        _ => format!("/{lang}{path}"),
    }
}

async fn no_message_id_reaches_a_visitor(backend: Backend) {
    let Some(app) = spawn_app_with(backend, |_| {}).await else { return };
    let app: &TestApp = &app;
    let ids = catalogue_ids();
    let table: Value = serde_json::from_str(include_str!("../../routes.json")).unwrap();
    let admin = app.admin().await;
    let made = made_by_a_visitor(app).await;
    let mut problems = Vec::new();
    let mut seen = BTreeSet::new();
    for route in table["routes"].as_array().unwrap() {
        let id = route["id"].as_str().unwrap();
        let personal = route["personal"].as_bool().unwrap_or(false);
        for lang in ["da", "en", "de", "fr"] {
            let path = localized(lang, made.get(id).map(String::as_str).unwrap_or_else(|| sample(id)));
            // The personal pages as the signed-in administrator sees them.
            let client = if personal { admin.clone() } else { app.visitor_on(reqwest::Client::new()) };
            let response = client.get(&path).send().await.unwrap();
            let html = response.text().await.unwrap();
            check(&format!("GET {path}"), &html, &ids, &mut problems);
            if let Some(data) = page_data(&html) {
                seen.insert(data["route"].as_str().unwrap().to_owned());
            }
        }
    }
    let every: BTreeSet<String> = table["routes"].as_array().unwrap().iter().map(|r| r["id"].as_str().unwrap().to_owned()).collect();
    assert_eq!(seen, every, "every route of the table was rendered");

    // What the plain forms answer with: each field's message, the notices.
    let forms: [(&str, &[(&str, &str)]); 6] = [
        ("/book", &[("kind", "call")]),
        ("/book", &[("kind", "visit"), ("start", "tomorrow"), ("email", "not-an-address"), ("postcode", "9990")]),
        ("/book", &[("kind", "call"), ("start", "2026-11-02T10:00:00+01:00"), ("name", "Mette"), ("email", "mette@example.dk"), ("phone", "12345678")]),
        ("/kasse", &[("delivery", "shipping"), ("email", "x")]),
        ("/kasse", &[("line", "gid://nordlys/ProductVariant/stikkontakt-1-modul-1|1|1"), ("email", "x")]),
        ("/book/B-00000000?token=wrong", &[("action", "move"), ("start", "nonsense")]),
    ];
    for lang in ["da", "en"] {
        for (path, form) in forms {
            let path = localized(lang, path);
            let response = app.visitor_on(reqwest::Client::new()).post(&path).form(form).send().await.unwrap();
            let status = response.status();
            let html = response.text().await.unwrap();
            assert!(status.is_client_error(), "POST {path} {form:?}: {status}");
            check(&format!("POST {path} {form:?}"), &html, &ids, &mut problems);
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

mod every_route_and_form_answer {
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn sqlite() {
        super::no_message_id_reaches_a_visitor(super::Backend::Sqlite).await
    }
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn postgres() {
        super::no_message_id_reaches_a_visitor(super::Backend::Postgres).await
    }
}
