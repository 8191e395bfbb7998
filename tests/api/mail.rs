//! E-mail: every message the site sends, through a real SMTP server on loopback
//! (aiosmtpd) and through the outbox folder; the queue's retries and failures; the
//! accounts' verification and password reset.

use std::time::Duration;

use serde_json::{Value, json};

use crate::db_tests;
use crate::helpers::{Backend, PASSWORD, TestApp, Visitor, page_data, spawn_app, spawn_app_with, spawn_instance};
use crate::smtp::{Mode, SmtpPeer, link, mail};

async fn post(client: &Visitor, path: &str, lang: &str, body: Value) -> reqwest::Response {
    client.post(path).header("x-lang", lang).json(&body).send().await.unwrap()
}

async fn session(client: &Visitor) -> Value {
    client.get("/api/session").send().await.unwrap().json().await.unwrap()
}

async fn queue_statuses(app: &TestApp) -> Vec<(String, String, i64)> {
    sqlx::query_as("select kind, status, attempts from mail_outbox order by created_at, id").fetch_all(&app.state.db).await.unwrap()
}

/// The mail jobs: state, attempts and last error.
async fn mail_jobs(app: &TestApp) -> Vec<(String, i64, Option<String>)> {
    sqlx::query_as("select state, cast(attempts as bigint), last_error from jobs where kind = 'mail' order by created_ms, id").fetch_all(&app.state.db).await.unwrap()
}

/// Waits until the queue has no message left to send (at most 20 s).
async fn queue_settled(app: &TestApp) -> Vec<(String, String, i64)> {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
    loop {
        let rows = queue_statuses(app).await;
        if rows.iter().all(|(_, status, _)| status == "sent" || status == "failed") || tokio::time::Instant::now() > deadline {
            return rows;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

db_tests! {
    async fn sign_up_mails_a_verification_link_that_works_once(app) {
        let client = app.visitor();
        assert_eq!(client.sign_up_in("en", "mette@example.dk").await.status(), 201);
        assert_eq!(session(&client).await["user"]["emailVerified"], false);
        let mails = app.wait_for_outbox(1).await;
        assert_eq!(mails.len(), 1, "one .eml file in the outbox folder");
        let letter = &mails[0];
        assert_eq!(letter.to, ["mette@example.dk"]);
        assert_eq!(letter.subject, "Confirm your email at Nordlys El", "in the language used to sign up");
        assert!(letter.text.contains("CVR 41234563") && letter.html.contains("Frederikssundsvej 120"), "the footer");
        let base = format!("{}/en/auth/verify?token=", app.state.pages.site.url);
        let url = link(&letter.text, &base).expect("the link");
        assert_eq!(url.len(), base.len() + 64);
        assert!(letter.html.contains(&url));
        // The token is stored only as a hash.
        let token = &url[base.len()..];
        let stored: Vec<String> = sqlx::query_scalar("select token_hash from account_tokens").fetch_all(&app.state.db).await.unwrap();
        assert_eq!(stored.len(), 1);
        assert_ne!(stored[0], token);

        let path = url.trim_start_matches(app.state.pages.site.url.as_str()).to_owned();
        let (status, html) = app.get_text(&path).await;
        assert_eq!(status, 200);
        assert_eq!(page_data(&html)["page"]["verified"], true);
        assert_eq!(session(&client).await["user"]["emailVerified"], true);
        // Single use.
        let (_, html) = app.get_text(&path).await;
        assert_eq!(page_data(&html)["page"]["verified"], false);
        let (_, html) = app.get_text("/auth/verify?token=forged").await;
        assert_eq!(page_data(&html)["page"]["verified"], false);
    }

    async fn the_verification_link_can_be_sent_again_three_times_an_hour(app) {
        let client = app.visitor();
        client.sign_up_in("da", "mette@example.dk").await;
        for _ in 0..3 {
            let response = post(&client, "/api/auth/verify/resend", "da", json!({})).await;
            assert_eq!(response.status(), 202);
        }
        let refused = post(&client, "/api/auth/verify/resend", "da", json!({})).await;
        assert_eq!(refused.status(), 429);
        let body: Value = refused.json().await.unwrap();
        assert!(body["error"].as_str().unwrap().contains("minutter"), "{body}");
        let mails = app.wait_for_outbox(4).await;
        assert_eq!(mails.len(), 4);
        // Only the newest link works.
        let first = link(&mails[0].text, &app.state.pages.site.url).unwrap();
        let last = link(&mails[3].text, &app.state.pages.site.url).unwrap();
        let site = app.state.pages.site.url.clone();
        let (_, html) = app.get_text(first.trim_start_matches(site.as_str())).await;
        assert_eq!(page_data(&html)["page"]["verified"], false);
        let html = client.get(last.trim_start_matches(site.as_str())).send().await.unwrap().text().await.unwrap();
        let data = page_data(&html);
        assert_eq!(data["page"]["verified"], true);
        assert_eq!(data["user"]["emailVerified"], true, "the page shows the account as it is now");
        let again = post(&client, "/api/auth/verify/resend", "da", json!({})).await;
        assert_eq!(again.status(), 409, "a verified address needs no link");
        assert_eq!(post(&app.visitor(), "/api/auth/verify/resend", "da", json!({})).await.status(), 401);
    }

    async fn password_reset_never_tells_who_has_an_account_and_works_once(app) {
        let owner = app.visitor();
        owner.sign_up_in("da", "mette@example.dk").await;
        app.wait_for_outbox(1).await;
        let known = post(&app.visitor(), "/api/auth/password-reset", "de", json!({"email": "Mette@Example.dk"})).await;
        let unknown = post(&app.visitor(), "/api/auth/password-reset", "de", json!({"email": "nobody@example.dk"})).await;
        assert_eq!((known.status().as_u16(), unknown.status().as_u16()), (202, 202));
        let (known, unknown): (Value, Value) = (known.json().await.unwrap(), unknown.json().await.unwrap());
        assert_eq!(known, unknown, "the same answer for every address");
        let malformed = post(&app.visitor(), "/api/auth/password-reset", "da", json!({"email": "not-an-email"})).await;
        assert_eq!(malformed.status(), 422);

        let mails = app.wait_for_outbox(2).await;
        tokio::time::sleep(Duration::from_millis(300)).await;
        assert_eq!(app.outbox_mails().len(), 2, "one reset mail, for the account that exists");
        let letter = mails.iter().find(|m| m.subject == "Passwort zurücksetzen").expect("the reset mail, in the language of the request");
        let base = format!("{}/de/auth/reset?token=", app.state.pages.site.url);
        let url = link(&letter.text, &base).expect("the reset link");
        let token = url[base.len()..].to_owned();

        let (status, html) = app.get_text(&format!("/de/auth/reset?token={token}")).await;
        assert_eq!(status, 200);
        assert_eq!(page_data(&html)["page"]["tokenValid"], true);

        // Another device signed in with the old password.
        let other_device = app.visitor();
        let sign_in = |client: Visitor, password: &'static str| {
            async move {
                client.post("/api/auth/sign-in").json(&json!({"email": "mette@example.dk", "password": password})).send().await.unwrap().status()
            }
        };
        assert_eq!(sign_in(other_device.clone(), PASSWORD).await, 200);

        let mismatch = post(&app.visitor(), "/api/auth/reset-password", "da", json!({"token": token, "password": "nyt-kodeord-1", "confirmPassword": "andet"})).await;
        assert_eq!(mismatch.status(), 422);
        let resetter = app.visitor();
        let done = post(&resetter, "/api/auth/reset-password", "da", json!({"token": token, "password": "nyt-kodeord-1", "confirmPassword": "nyt-kodeord-1"})).await;
        assert_eq!(done.status(), 200);
        let body: Value = done.json().await.unwrap();
        assert_eq!(body["user"]["email"], "mette@example.dk");
        assert_eq!(body["user"]["emailVerified"], true, "the link proved the mailbox");
        assert_eq!(session(&resetter).await["user"]["email"], "mette@example.dk", "signed in");
        assert_eq!(other_device.get("/api/profile").send().await.unwrap().status(), 401, "other sessions ended");
        assert_eq!(owner.get("/api/profile").send().await.unwrap().status(), 401);
        assert_eq!(sign_in(app.visitor(), PASSWORD).await, 401, "the old password no longer works");
        assert_eq!(sign_in(app.visitor(), "nyt-kodeord-1").await, 200);

        let again = post(&app.visitor(), "/api/auth/reset-password", "da", json!({"token": token, "password": "tredje-kode", "confirmPassword": "tredje-kode"})).await;
        assert_eq!(again.status(), 400, "single use");
        let body: Value = again.json().await.unwrap();
        assert_eq!(body["error"], "Linket virker ikke længere");
        let (_, html) = app.get_text(&format!("/auth/reset?token={token}")).await;
        assert_eq!(page_data(&html)["page"]["tokenValid"], false);
    }

    async fn a_reset_link_expires_after_an_hour(app) {
        app.visitor().sign_up_in("da", "mette@example.dk").await;
        post(&app.visitor(), "/api/auth/password-reset", "da", json!({"email": "mette@example.dk"})).await;
        let mails = app.wait_for_outbox(2).await;
        let url = link(&mails[1].text, &app.state.pages.site.url).unwrap();
        let token = url.split("token=").nth(1).unwrap().to_owned();
        let expires: i64 = sqlx::query_scalar("select expires_at - created_at from account_tokens where purpose = 'reset'")
            .fetch_one(&app.state.db).await.unwrap();
        assert_eq!(expires, 3600);
        sqlx::query("update account_tokens set expires_at = created_at - 1 where purpose = 'reset'").execute(&app.state.db).await.unwrap();
        let late = post(&app.visitor(), "/api/auth/reset-password", "da", json!({"token": token, "password": "nyt-kodeord-1", "confirmPassword": "nyt-kodeord-1"})).await;
        assert_eq!(late.status(), 400);
    }

    async fn a_reset_link_is_not_cached_for_anyone(app) {
        // Personal pages are never stored by the page cache, even for anonymous visitors.
        let (_, first) = app.get_text("/auth/reset?token=abc").await;
        let (_, second) = app.get_text("/auth/reset").await;
        assert_eq!(page_data(&first)["page"]["token"], "abc");
        assert_eq!(page_data(&second)["page"]["token"], Value::Null);
        let response = app.get("/auth/reset?token=abc").await;
        assert_eq!(response.headers()["cache-control"], "private, no-store");
    }
}

/// The application with SMTP at `url`.
async fn with_smtp(backend: Backend, url: String, attempts: u32) -> Option<TestApp> {
    spawn_app_with(backend, move |args| {
        args.mail.smtp_url = Some(url.into());
        args.mail.notify_email = Some("ordre@nordlys-el.dk".into());
        args.mail.mail_max_attempts = attempts;
    })
    .await
}

macro_rules! smtp_tests {
    ($(async fn $name:ident($app:ident, $peer:ident) $body:block)*) => {$(
        mod $name {
            #[allow(unused_imports)]
            use super::*;
            async fn run($app: TestApp, $peer: SmtpPeer) $body

            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn sqlite() {
                let peer = SmtpPeer::start(Mode::Accept, Some(("nordlys", "smtp-secret"))).await;
                let url = format!("smtp://nordlys:smtp-secret@127.0.0.1:{}", peer.port);
                run(with_smtp(Backend::Sqlite, url, 3).await.unwrap(), peer).await
            }

            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn postgres() {
                let peer = SmtpPeer::start(Mode::Accept, Some(("nordlys", "smtp-secret"))).await;
                let url = format!("smtp://nordlys:smtp-secret@127.0.0.1:{}", peer.port);
                if let Some(app) = with_smtp(Backend::Postgres, url, 3).await {
                    run(app, peer).await
                }
            }
        }
    )*};
}

smtp_tests! {
    async fn a_quote_reaches_the_business_and_the_customer_gets_a_receipt(app, peer) {
        let body = json!({"name": "Jens Jensen", "email": "jens@example.dk", "phone": "12345678",
                          "message": "Vi skal have ny tavle <b>hurtigst</b> muligt.\nTak!"});
        let response = post(&app.visitor(), "/api/quote", "en", body).await;
        assert_eq!(response.status(), 201);
        let messages = peer.wait_for(2).await;
        assert_eq!(messages.len(), 2);
        let mails: Vec<_> = messages.iter().map(mail).collect();
        assert!(mails.iter().all(|m| m.authenticated), "SMTP AUTH was used");
        let receipt = mails.iter().find(|m| m.to == ["jens@example.dk"]).expect("a receipt");
        assert_eq!(receipt.subject, "We have received your enquiry");
        assert!(receipt.text.contains("within 24 hours"), "{}", receipt.text);
        assert!(receipt.text.contains("Vi skal have ny tavle"), "the customer's own words");
        assert!(receipt.html.contains("&lt;b&gt;hurtigst&lt;/b&gt;"), "escaped in HTML");
        assert!(receipt.text.contains("CVR 41234563"));
        let notice = mails.iter().find(|m| m.to == ["ordre@nordlys-el.dk"]).expect("the business's notification");
        assert_eq!(notice.subject, "Ny tilbudsforespørgsel fra Jens Jensen", "the business reads Danish");
        assert_eq!(notice.reply_to.as_deref(), Some("jens@example.dk"), "a reply goes to the customer");
        assert!(notice.text.contains("12345678") && notice.text.contains("Sprog: en"), "{}", notice.text);
        let rows = queue_settled(&app).await;
        assert!(rows.iter().all(|(_, status, attempts)| status == "sent" && *attempts == 1), "{rows:?}");
    }

    async fn a_contact_message_and_the_newsletter_welcome(app, peer) {
        let body = json!({"name": "Jens", "email": "jens@example.dk", "phone": "", "message": "Hvornår har I tid?"});
        assert_eq!(post(&app.visitor(), "/api/contact", "da", body).await.status(), 201);
        for _ in 0..2 {
            let response = post(&app.visitor(), "/api/newsletter", "fr", json!({"email": "lise@example.dk"})).await;
            assert_eq!(response.status(), 202);
        }
        let messages = peer.wait_for(3).await;
        let queued: i64 = sqlx::query_scalar("select count(*) from mail_outbox").fetch_one(&app.state.db).await.unwrap();
        assert_eq!(queued, 3, "receipt, notification, one confirmation");
        let mails: Vec<_> = messages.iter().map(mail).collect();
        assert!(mails.iter().any(|m| m.subject == "Ny besked fra Jens" && m.to == ["ordre@nordlys-el.dk"]));
        assert!(mails.iter().any(|m| m.subject == "Vi har modtaget din henvendelse" && m.to == ["jens@example.dk"]));
        let confirmation = mails.iter().find(|m| m.to == ["lise@example.dk"]).unwrap();
        assert_eq!(confirmation.subject, "Confirmez votre inscription à la newsletter");
        // Confirmed by the button on the link's page: the welcome, in French, with the
        // code and the List-Unsubscribe headers through SMTP.
        let url = link(&confirmation.text, &format!("{}/fr/nyhedsbrev/bekraeft?token=", app.state.pages.site.url)).unwrap();
        assert_eq!(crate::newsletter::press(&app, url.trim_start_matches(app.state.pages.site.url.as_str())).await.status(), 303);
        let messages = peer.wait_for(4).await;
        let welcome = mail(&messages[3]);
        assert!(welcome.subject.starts_with("Bienvenue"), "{}", welcome.subject);
        let code: String = sqlx::query_scalar("select discount_code from newsletter_subscribers").fetch_one(&app.state.db).await.unwrap();
        assert!(code.starts_with("NORDLYS10-") && welcome.text.contains(&code), "{}", welcome.text);
        assert!(welcome.text.contains("10"));
        assert!(welcome.list_unsubscribe.as_deref().is_some_and(|h| h.contains("/api/newsletter/unsubscribe?token=")));
        assert_eq!(welcome.list_unsubscribe_post.as_deref(), Some("List-Unsubscribe=One-Click"));
    }

    async fn a_local_order_is_confirmed_to_the_customer_and_announced_to_the_business(app, peer) {
        let customer = app.visitor();
        assert_eq!(customer.sign_up_in("da", "mette@example.dk").await.status(), 201);
        peer.wait_for(1).await;
        let products: Value = app.get("/api/page?path=/").await.json().await.unwrap();
        let product = &products["data"]["page"]["products"][0];
        let variant = product["variants"][0]["id"].as_str().unwrap().to_owned();
        let price = product["variants"][0]["price"]["amount"].as_str().unwrap().to_owned();
        let number = crate::checkout::place_order(&customer, "da", json!([{"merchandiseId": variant, "quantity": 3}])).await;
        let mails: Vec<_> = peer.wait_for(3).await.iter().map(mail).collect();
        let confirmation = mails.iter().find(|m| m.subject == format!("Ordrebekræftelse {number}")).expect("the confirmation");
        assert_eq!(confirmation.to, ["mette@example.dk"]);
        let minor = elektriker::shop::minor_units(&price).unwrap();
        let unit = elektriker::i18n::format::money(minor, "DKK", elektriker::i18n::Lang::Da);
        // Below 750 kr a parcel costs 49 kr.
        let goods = minor * 3;
        let total_minor = goods + if goods >= 75_000 { 0 } else { 4_900 };
        let total = elektriker::i18n::format::money(total_minor, "DKK", elektriker::i18n::Lang::Da);
        let goods = elektriker::i18n::format::money(goods, "DKK", elektriker::i18n::Lang::Da);
        let title = product["title"].as_str().unwrap();
        assert!(confirmation.text.contains(&format!("3 × {title}")), "{}", confirmation.text);
        assert!(confirmation.text.contains(&unit) && confirmation.text.contains(&format!("Varer: {goods}")), "{}", confirmation.text);
        assert!(confirmation.text.contains(&format!("I alt: {total}")), "{}", confirmation.text);
        assert!(confirmation.text.contains(&format!("/ordre/{number}")));
        let notice = mails.iter().find(|m| m.to == ["ordre@nordlys-el.dk"]).expect("the business hears of it");
        assert!(notice.subject.contains(&number) && notice.subject.contains(&total), "{}", notice.subject);
        assert!(notice.text.contains("Mette Hansen"));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refusing_server_leaves_the_message_failed_and_visible_to_admins() {
    let peer = SmtpPeer::start(Mode::Refuse, None).await;
    let app = with_smtp(Backend::Sqlite, peer.url(), 3).await.unwrap();
    let body = json!({"name": "Jens", "email": "jens@example.dk", "phone": "", "message": "Hvornår har I tid?"});
    let response = post(&app.visitor(), "/api/contact", "da", body).await;
    assert_eq!(response.status(), 201, "the visitor's request never fails on mail");
    let rows = queue_settled(&app).await;
    assert_eq!(rows.len(), 2);
    assert!(rows.iter().all(|(_, status, attempts)| status == "failed" && *attempts == 1), "550 is final: {rows:?}");
    let admin = app.admin().await;
    let outbox: Value = admin.get("/api/admin/outbox?status=failed").send().await.unwrap().json().await.unwrap();
    let entries = outbox["entries"].as_array().unwrap();
    assert_eq!(entries.len(), 2);
    assert!(entries[0]["lastError"].as_str().unwrap().contains("550"), "{}", entries[0]);
    assert!(peer.messages().is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_temporary_failure_is_retried_with_backoff_until_the_last_attempt() {
    let peer = SmtpPeer::start(Mode::TempFail, None).await;
    let app = with_smtp(Backend::Sqlite, peer.url(), 3).await.unwrap();
    let body = json!({"name": "Jens", "email": "jens@example.dk", "phone": "", "message": "Hvornår har I tid?"});
    assert_eq!(post(&app.visitor(), "/api/contact", "da", body).await.status(), 201);
    let rows = queue_settled(&app).await;
    assert!(rows.iter().all(|(_, status, attempts)| status == "failed" && *attempts == 3), "three attempts each: {rows:?}");
    let logs = crate::helpers::captured_logs();
    assert!(logs.contains("will retry") && logs.contains("451"), "retries are logged");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_that_is_down_gets_the_mail_once_it_is_back_and_an_admin_retries() {
    // A port nobody listens on.
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let app = with_smtp(Backend::Sqlite, format!("smtp://127.0.0.1:{port}"), 2).await.unwrap();
    // The request is answered from the queue: it never waits for the mail server.
    let body = json!({"name": "Jens", "email": "jens@example.dk", "phone": "", "message": "Hvornår har I tid?"});
    assert_eq!(post(&app.visitor(), "/api/contact", "da", body).await.status(), 201);
    let rows = queue_settled(&app).await;
    assert!(rows.iter().all(|(_, status, attempts)| status == "failed" && *attempts == 2), "{rows:?}");
    // Each message's sending is a job of the queue, failed with its reason.
    let jobs = mail_jobs(&app).await;
    assert_eq!(jobs.len(), 2, "{jobs:?}");
    assert!(jobs.iter().all(|(state, attempts, error)| state == "failed" && *attempts == 2 && error.is_some()), "{jobs:?}");

    let peer = SmtpPeer::start_on(port, Mode::Accept, None).await;
    let admin = app.admin().await;
    let ids: Vec<String> = sqlx::query_scalar("select id from mail_outbox where status = 'failed'").fetch_all(&app.state.db).await.unwrap();
    for id in &ids {
        let response = admin.post(&format!("/api/admin/outbox/{id}/retry")).send().await.unwrap();
        assert_eq!(response.status(), 202);
    }
    let arrived = peer.wait_for(2).await;
    assert_eq!(arrived.len(), 2);
    let rows = queue_settled(&app).await;
    let sent = rows.iter().filter(|(_, status, _)| status == "sent").count();
    assert_eq!(sent, 2, "{rows:?}");
    let settled = crate::helpers::eventually(Duration::from_secs(20), || async {
        mail_jobs(&app).await.iter().all(|(state, attempts, _)| state == "done" && *attempts == 1)
    })
    .await;
    assert!(settled.is_ok(), "put back with fresh attempts, then done: {:?}", mail_jobs(&app).await);
    let customer = app.visitor();
    let response = customer.post(&format!("/api/admin/outbox/{}/retry", ids[0])).send().await.unwrap();
    assert_eq!(response.status(), 401, "retry is for administrators");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_instances_on_one_database_send_each_message_exactly_once() {
    let peer = SmtpPeer::start(Mode::Accept, None).await;
    let url = peer.url();
    let Some(app) = with_smtp(Backend::Postgres, url.clone(), 3).await else { return };
    let second = spawn_instance(&app, |args| {
        args.mail.smtp_url = Some(url.into());
        args.mail.notify_email = Some("ordre@nordlys-el.dk".into());
    })
    .await;
    // 20 contact messages at once, half through each instance: 40 mails.
    let mut sends = Vec::new();
    for i in 0..20 {
        let base = if i % 2 == 0 { app.address.clone() } else { second.clone() };
        sends.push(tokio::spawn(async move {
            reqwest::Client::new()
                .post(format!("{base}/api/contact"))
                .json(&json!({"name": format!("Kunde {i}"), "email": format!("kunde{i}@example.dk"), "phone": "", "message": "Hvornår har I tid?"}))
                .send()
                .await
                .unwrap()
                .status()
        }));
    }
    let mut created = 0;
    for send in sends {
        if send.await.unwrap() == 201 {
            created += 1;
        }
    }
    // All come from one address, so the form limit lets some through (per instance,
    // until limits are shared); each accepted message makes two mails.
    assert!(created >= 5, "{created}");
    let rows = queue_settled(&app).await;
    assert_eq!(rows.len(), created * 2);
    let arrived = peer.wait_for(created * 2).await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    let arrived_now = peer.messages();
    assert_eq!(arrived_now.len(), created * 2, "each message sent once, not once per instance");
    let mut recipients: Vec<String> = arrived.iter().map(|m| mail(m).to.join(",")).collect();
    recipients.sort();
    let receipts = recipients.iter().filter(|r| r.starts_with("kunde")).count();
    assert_eq!(receipts, created);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_smtp_each_message_is_an_eml_file() {
    let app = spawn_app(Backend::Sqlite).await.unwrap();
    let body = json!({"name": "Jens", "email": "jens@example.dk", "phone": "", "message": "Hvornår har I tid?"});
    post(&app.visitor(), "/api/contact", "da", body).await;
    let mails = app.wait_for_outbox(2).await;
    assert_eq!(mails.len(), 2);
    let names: Vec<String> = std::fs::read_dir(app.outbox.path()).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    assert!(names.iter().all(|n| n.ends_with(".eml")), "{names:?}");
    assert!(crate::helpers::captured_logs().contains("mail written to the outbox folder"));
}
