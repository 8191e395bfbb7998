//! The business's own facts are settings (`BUSINESS_*`): a business going live puts
//! its name, address, CVR, phone, e-mail and opening hours on every page, mail,
//! receipt, the legal pages and the structured data without building the binary; an
//! invalid CVR stops the start with a message that says so.

use serde_json::{Value, json};

use crate::checkout::{SOCKET, cart_in, order_body, place};
use crate::helpers::{Backend, spawn_app_with};

/// The `Electrician` of a page's JSON-LD.
fn electrician(html: &str) -> Value {
    html.split("<script type=\"application/ld+json\">")
        .skip(1)
        .map(|part| serde_json::from_str::<Value>(&part[..part.find("</script>").unwrap()]).unwrap())
        .find(|data| data["@type"] == "Electrician")
        .expect("an Electrician in the structured data")
}

async fn the_business_facts_come_from_the_settings(backend: Backend) {
    let Some(app) = spawn_app_with(backend, |args| {
        args.business.business_name = "Lysgaard El ApS".into();
        args.business.business_address = "Nørrebrogade 10, 2200 København N".into();
        args.business.business_cvr = "1015 0817".into();
        args.business.business_phone = "+45 33 22 11 00".into();
        args.business.business_email = "hej@lysgaard-el.dk".into();
        args.business.business_hours = "Mo-Fr 07:00-15:30; Sa 09:00-12:00".into();
    })
    .await
    else {
        return;
    };
    // Every page: the footer; the home page's structured data.
    let (_, home) = app.get_text("/").await;
    for fact in ["Lysgaard El ApS", "Nørrebrogade 10, 2200 København N", "10150817", "+45 33 22 11 00", "tel:+4533221100"] {
        assert!(home.contains(fact), "the home page lacks {fact}");
    }
    assert!(!home.contains("Nordlys El") && !home.contains("41234563"), "nothing of the demo business");
    let business = electrician(&home);
    assert_eq!(business["name"], "Lysgaard El ApS");
    assert_eq!(business["vatID"], "DK10150817");
    assert_eq!(business["telephone"], "+45 33 22 11 00");
    assert_eq!(business["email"], "hej@lysgaard-el.dk");
    assert_eq!(business["address"]["streetAddress"], "Nørrebrogade 10");
    assert_eq!(business["address"]["postalCode"], "2200");
    assert_eq!(business["address"]["addressLocality"], "København N");
    let hours = business["openingHoursSpecification"].as_array().unwrap();
    assert_eq!(hours.len(), 2);
    assert_eq!(hours[0]["dayOfWeek"], json!(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]));
    assert_eq!((hours[0]["opens"].as_str(), hours[0]["closes"].as_str()), (Some("07:00"), Some("15:30")));
    assert_eq!(hours[1]["dayOfWeek"], json!(["Saturday"]));
    // The contact page's opening hours, in Danish and English.
    let (_, contact) = app.get_text("/kontakt").await;
    assert!(contact.contains("Mandag-fredag: 7:00-15:30") && contact.contains("Lørdag: 9:00-12:00"), "the contact page's hours");
    assert!(!contact.contains("Weekend: efter aftale"), "Saturday is open");
    let (_, contact) = app.get_text("/en/kontakt").await;
    assert!(contact.contains("Monday–Friday: 7:00–15:30") && contact.contains("Saturday: 9:00–12:00"));
    // The legal pages.
    for path in ["/handelsbetingelser", "/privatlivspolitik", "/en/handelsbetingelser"] {
        let (_, html) = app.get_text(path).await;
        for fact in ["Lysgaard El ApS", "10150817", "hej@lysgaard-el.dk"] {
            assert!(html.contains(fact), "{path} lacks {fact}");
        }
    }
    // The receipt: the order's page and its mail.
    let client = app.visitor_on(reqwest::Client::new());
    let cart = cart_in(&client, "da", json!([{"merchandiseId": SOCKET, "quantity": 1}])).await;
    let placed = place(&client, "da", &order_body(&cart)).await;
    assert_eq!(placed.status(), 201);
    let placed: Value = placed.json().await.unwrap();
    let (status, order) = app.get_text(placed["orderUrl"].as_str().unwrap()).await;
    assert_eq!(status, 200);
    assert!(order.contains("Lysgaard El ApS") && order.contains("CVR 10150817"), "the order page names the seller");
    let mails = app.wait_for_outbox(1).await;
    let receipt = mails.iter().find(|m| m.to == ["mette@example.dk"]).expect("the confirmation");
    assert!(receipt.text.contains("Lysgaard El ApS") && receipt.text.contains("10150817"), "{}", receipt.text);
    assert!(receipt.from.contains("hej@lysgaard-el.dk"), "the sender is the business: {}", receipt.from);
}

mod facts_from_settings {
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn sqlite() {
        super::the_business_facts_come_from_the_settings(super::Backend::Sqlite).await
    }
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn postgres() {
        super::the_business_facts_come_from_the_settings(super::Backend::Postgres).await
    }
}

/// `elektriker serve` with a CVR that fails the modulus-11 check does not start, and
/// says which setting is wrong; the demo's own CVR passes.
#[test]
fn the_server_refuses_to_start_with_an_invalid_cvr() {
    let dir = tempfile::tempdir().unwrap();
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_elektriker"))
        .args(["serve", "--port", "0"])
        .env("BUSINESS_CVR", "12345678")
        .env("DATABASE_URL", format!("sqlite://{}/site.db", dir.path().display()))
        .env("MAIL_OUTBOX_DIR", dir.path().join("outbox"))
        .output()
        .unwrap();
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("BUSINESS_CVR \"12345678\" is not a valid CVR number"), "{stderr}");
    assert!(!dir.path().join("site.db").exists(), "refused before anything was created");
}
