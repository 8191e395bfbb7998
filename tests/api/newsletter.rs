//! The newsletter's consent on SQLite and PostgreSQL: a sign-up mails only a
//! confirmation link, opening the link changes nothing and its page's button (not from
//! another site) confirms once, kept in the consent record with the press, and the
//! welcome brings the code with both List-Unsubscribe headers and a visible link; a
//! dead link says so when opened and when pressed; a GET of the unsubscribe link changes
//! nothing, the one-click POST and the page's button unsubscribe; twenty sign-ups of
//! one address at once send one mail; the profile subscribes and unsubscribes;
//! unconfirmed sign-ups are deleted after 7 days; the code is taken once, also by two
//! orders at once.

use std::time::Duration;


use serde_json::{Value, json};

use crate::db_tests;
use crate::helpers::{Backend, TestApp, spawn_app_with};
use crate::smtp::link;

/// A newsletter sign-up of `email` from a page in `lang`.
async fn sign_up(app: &TestApp, email: &str, lang: &str) -> reqwest::Response {
    app.visitor()
        .post("/api/newsletter")
        .header("x-lang", lang)
        .json(&json!({"email": email}))
        .send()
        .await
        .unwrap()
}

async fn status(app: &TestApp, email: &str) -> String {
    sqlx::query_scalar("select status from newsletter_subscribers where email = $1")
        .bind(email)
        .fetch_optional(&app.state.db)
        .await
        .unwrap()
        .unwrap_or_else(|| "none".into())
}

/// The browser of the tests' presses.
const BROWSER: &str = "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36";

/// Presses the confirmation page's button, as a browser posts its form (from the
/// page: our own origin): 303 back to the page.
pub(crate) async fn press(app: &TestApp, path: &str) -> reqwest::Response {
    app.visitor().post(path).header("user-agent", BROWSER).send().await.unwrap()
}

/// Signs up, opens the confirmation link and presses its button: the welcome mail.
async fn confirmed(app: &TestApp, email: &str) -> crate::smtp::Mail {
    let before = app.outbox_mails().len();
    assert_eq!(sign_up(app, email, "da").await.status(), 202);
    let mails = app.wait_for_outbox(before + 1).await;
    let confirmation = mails.iter().rev().find(|m| m.to == [email.to_owned()]).expect("a confirmation");
    let url = link(&confirmation.text, &format!("{}/nyhedsbrev/bekraeft?token=", app.state.pages.site.url)).expect("the link");
    let path = url.trim_start_matches(app.state.pages.site.url.as_str());
    let (status, _) = app.get_text(path).await;
    assert_eq!(status, 200);
    assert_eq!(press(app, path).await.status(), 303);
    let mails = app.wait_for_outbox(before + 2).await;
    mails.into_iter().rev().find(|m| m.to == [email.to_owned()] && m.list_unsubscribe.is_some()).expect("the welcome")
}

/// Mails queued for an address (queued before the request that asked answers).
async fn queued_to(app: &TestApp, email: &str) -> i64 {
    sqlx::query_scalar("select count(*) from mail_outbox where recipient = $1").bind(email).fetch_one(&app.state.db).await.unwrap()
}

fn page_state(html: &str) -> Value {
    let start = html.find("<script id=\"__page\" type=\"application/json\">").unwrap() + 44;
    let end = html[start..].find("</script>").unwrap() + start;
    serde_json::from_str::<Value>(&html[start..end]).unwrap()["data"]["page"]["state"].clone()
}

db_tests! {
    async fn a_sign_up_mails_only_a_confirmation_and_the_links_button_confirms_once(app) {
        assert_eq!(sign_up(&app, "Lise@Example.dk", "en").await.status(), 202);
        let mails = app.wait_for_outbox(1).await;
        assert_eq!(mails.len(), 1);
        let confirmation = &mails[0];
        assert_eq!(confirmation.to, ["lise@example.dk"]);
        assert_eq!(confirmation.subject, "Confirm your newsletter subscription", "in the language of the sign-up");
        assert!(!confirmation.text.contains("NORDLYS10-"), "no code before the address is confirmed");
        assert!(confirmation.list_unsubscribe.is_none(), "not a newsletter yet");
        let row: (String, String, Option<String>, Option<String>, Option<String>) = sqlx::query_as(
            "select status, lang, consent_text_hash, confirmed_at, discount_code from newsletter_subscribers where email = 'lise@example.dk'")
            .fetch_one(&app.state.db).await.unwrap();
        assert_eq!((row.0.as_str(), row.1.as_str()), ("pending", "en"));
        assert!(row.2.as_deref().is_some_and(|h| h.starts_with("sha256:") && h.len() == 71), "the consent's text, hashed: {:?}", row.2);
        assert_eq!((row.3, row.4), (None, None));

        let base = format!("{}/en/nyhedsbrev/bekraeft?token=", app.state.pages.site.url);
        let url = link(&confirmation.text, &base).expect("the English link");
        let token = &url[base.len()..];
        let stored: Vec<Option<String>> = sqlx::query_scalar("select confirm_token_hash from newsletter_subscribers").fetch_all(&app.state.db).await.unwrap();
        assert_ne!(stored[0].as_deref(), Some(token), "only its hash is kept");
        let path = url.trim_start_matches(app.state.pages.site.url.as_str()).to_owned();
        // Opening the link (a mail service's scanner would): a page with one button,
        // a plain form posting to the page, and nothing changes.
        let (status_code, html) = app.get_text(&path).await;
        assert_eq!(status_code, 200);
        assert_eq!(page_state(&html), "ready");
        assert!(html.contains(&format!("action=\"{path}\" method=\"post\"")), "{html}");
        assert!(html.contains(">Confirm subscription</button>"), "{html}");
        assert_eq!(status(&app, "lise@example.dk").await, "pending");
        assert_eq!(queued_to(&app, "lise@example.dk").await, 1, "no welcome");
        // A press from another site is refused.
        let forged = app.visitor().post_from("https://evil.example", &path).send().await.unwrap();
        assert_eq!(forged.status(), 403);
        assert_eq!(status(&app, "lise@example.dk").await, "pending");

        // The press confirms and answers with a redirect to the page (a reload does not
        // post again), which now says so.
        let response = press(&app, &path).await;
        assert_eq!(response.status(), 303);
        assert_eq!(response.headers()["location"], path.as_str());
        let (status_code, html) = app.get_text(&path).await;
        assert_eq!(status_code, 200);
        assert_eq!(page_state(&html), "confirmed");
        assert_eq!(status(&app, "lise@example.dk").await, "confirmed");
        // The consent record keeps the press: when, how, from which address and browser.
        let (at, by, ip, user_agent): (Option<String>, Option<String>, Option<String>, Option<String>) = sqlx::query_as(
            "select confirmed_at, confirmed_by, confirmed_ip, confirmed_user_agent from newsletter_subscribers")
            .fetch_one(&app.state.db).await.unwrap();
        assert!(at.is_some());
        assert_eq!((by.as_deref(), ip.as_deref(), user_agent.as_deref()), (Some("button"), Some("127.0.0.1"), Some(BROWSER)));

        // The welcome: the code, both List-Unsubscribe headers and a visible link.
        let mails = app.wait_for_outbox(2).await;
        let welcome = &mails[1];
        let code: String = sqlx::query_scalar("select discount_code from newsletter_subscribers").fetch_one(&app.state.db).await.unwrap();
        assert!(welcome.text.contains(&code));
        let header = welcome.list_unsubscribe.clone().unwrap();
        let unsubscribe_token: String = sqlx::query_scalar("select unsubscribe_token from newsletter_subscribers").fetch_one(&app.state.db).await.unwrap();
        assert_eq!(
            header,
            format!(
                "<{}/api/newsletter/unsubscribe?token={unsubscribe_token}>, <mailto:{}?subject=unsubscribe>",
                app.state.pages.site.url,
                app.state.mailer.business_email()
            )
        );
        assert_eq!(welcome.list_unsubscribe_post.as_deref(), Some("List-Unsubscribe=One-Click"));
        assert!(welcome.text.contains(&format!("/en/nyhedsbrev/afmeld?token={unsubscribe_token}")), "{}", welcome.text);
        assert!(welcome.html.contains("/en/nyhedsbrev/afmeld?token="));

        // Once: more presses (a second tab, a double click, two at once) land on the
        // same page and send no second welcome; the link still says it is confirmed.
        let (first, second) = tokio::join!(press(&app, &path), press(&app, &path));
        assert_eq!((first.status().as_u16(), second.status().as_u16()), (303, 303));
        assert_eq!(queued_to(&app, "lise@example.dk").await, 2, "one welcome");
        let (status_code, html) = app.get_text(&path).await;
        assert_eq!((status_code, page_state(&html)), (200, json!("confirmed")));
        // A confirmed address signing up again gets nothing.
        assert_eq!(sign_up(&app, "lise@example.dk", "da").await.status(), 202, "the same answer");
        assert_eq!(queued_to(&app, "lise@example.dk").await, 2, "nothing more was queued");
    }

    async fn a_dead_confirmation_link_says_so_when_opened_and_when_pressed(app) {
        // An unknown token: the page says the link no longer works, with no button.
        let (status_code, html) = app.get_text("/nyhedsbrev/bekraeft?token=ugyldig").await;
        assert_eq!((status_code, page_state(&html)), (404, json!("invalid")));
        assert!(html.contains("Linket virker ikke længere") && !html.contains(">Bekræft tilmelding</button>"), "{html}");
        let response = press(&app, "/nyhedsbrev/bekraeft?token=ugyldig").await;
        assert_eq!(response.status(), 404);
        assert_eq!(page_state(&response.text().await.unwrap()), "invalid");
        // An expired one: the same, and the sign-up stays pending with no welcome.
        assert_eq!(sign_up(&app, "sen@example.dk", "da").await.status(), 202);
        let mails = app.wait_for_outbox(1).await;
        let url = link(&mails[0].text, &format!("{}/nyhedsbrev/bekraeft?token=", app.state.pages.site.url)).unwrap();
        let path = url.trim_start_matches(app.state.pages.site.url.as_str()).to_owned();
        app.state.clock.advance(Duration::from_secs(8 * 24 * 3600));
        let (status_code, html) = app.get_text(&path).await;
        assert_eq!((status_code, page_state(&html)), (404, json!("invalid")));
        let response = press(&app, &path).await;
        assert_eq!(response.status(), 404);
        assert_eq!(page_state(&response.text().await.unwrap()), "invalid");
        assert_eq!(status(&app, "sen@example.dk").await, "pending");
        assert_eq!(queued_to(&app, "sen@example.dk").await, 1, "no welcome");
    }

    async fn a_get_never_unsubscribes_and_one_click_does(app) {
        let welcome = confirmed(&app, "bo@example.dk").await;
        let header = welcome.list_unsubscribe.unwrap();
        let one_click = header.trim_start_matches('<').split('>').next().unwrap().to_owned();
        let path = one_click.trim_start_matches(app.state.pages.site.url.as_str()).to_owned();
        let token = path.split("token=").nth(1).unwrap().to_owned();
        // Opening the links (a mail scanner would): nothing changes.
        let (code, html) = app.get_text(&format!("/nyhedsbrev/afmeld?token={token}")).await;
        assert_eq!(code, 200);
        assert_eq!(page_state(&html), "ready");
        assert_ne!(app.get(&path).await.status(), 200, "no GET on the one-click address");
        assert_eq!(status(&app, "bo@example.dk").await, "confirmed");
        // RFC 8058: a POST with List-Unsubscribe=One-Click, from a mail provider's
        // server (no session, no Origin).
        let response = reqwest::Client::new()
            .post(app.url(&path))
            .header("content-type", "application/x-www-form-urlencoded")
            .body("List-Unsubscribe=One-Click")
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 200);
        assert_eq!(status(&app, "bo@example.dk").await, "unsubscribed");
        let (_, html) = app.get_text(&format!("/nyhedsbrev/afmeld?token={token}")).await;
        assert_eq!(page_state(&html), "already");
        let unknown = reqwest::Client::new().post(app.url("/api/newsletter/unsubscribe?token=nope")).send().await.unwrap();
        assert_eq!(unknown.status(), 404);
    }

    async fn the_unsubscribe_pages_button_works_without_javascript(app) {
        let welcome = confirmed(&app, "karen@example.dk").await;
        let url = link(&welcome.text, &format!("{}/nyhedsbrev/afmeld?token=", app.state.pages.site.url)).unwrap();
        let path = url.trim_start_matches(app.state.pages.site.url.as_str()).to_owned();
        let forged = app.visitor().post_from("https://evil.example", &path).send().await.unwrap();
        assert_eq!(forged.status(), 403);
        assert_eq!(status(&app, "karen@example.dk").await, "confirmed");
        let response = app.visitor().post(&path).send().await.unwrap();
        assert_eq!(response.status(), 200);
        assert_eq!(page_state(&response.text().await.unwrap()), "done");
        assert_eq!(status(&app, "karen@example.dk").await, "unsubscribed");
        // Signing up again starts over with a confirmation (a day after the last one:
        // one a day at most, also for an address that left).
        app.state.clock.advance(Duration::from_secs(25 * 3600));
        let before = app.outbox_mails().len();
        assert_eq!(sign_up(&app, "karen@example.dk", "da").await.status(), 202);
        let mails = app.wait_for_outbox(before + 1).await;
        assert_eq!(mails.last().unwrap().subject, "Bekræft din tilmelding til nyhedsbrevet");
        assert_eq!(status(&app, "karen@example.dk").await, "pending");
    }

    async fn a_pending_address_gets_at_most_one_mail_a_day_and_unconfirmed_ones_go_after_7_days(app) {
        for _ in 0..3 {
            assert_eq!(sign_up(&app, "fremmed@example.dk", "da").await.status(), 202);
        }
        assert_eq!(queued_to(&app, "fremmed@example.dk").await, 1, "one mail to a stranger, however often the form is sent");
        app.state.clock.advance(Duration::from_secs(25 * 3600));
        assert_eq!(sign_up(&app, "fremmed@example.dk", "da").await.status(), 202);
        assert_eq!(app.wait_for_outbox(2).await.len(), 2, "a day later, one more");
        // The first link is gone with the second, which expires after 7 days.
        app.state.clock.advance(Duration::from_secs(8 * 24 * 3600));
        let report = app.state.retention.run_if_due().await.unwrap().unwrap();
        assert_eq!(report.unconfirmed_sign_ups, 1);
        assert_eq!(status(&app, "fremmed@example.dk").await, "none");
    }

    async fn the_profile_subscribes_and_unsubscribes(app) {
        let client = app.visitor();
        app.sign_up_verified(&client, "mette@example.dk").await;
        let put = |subscribe: bool| {
            client.put("/api/profile/newsletter").json(&json!({"subscribe": subscribe})).send()
        };
        assert_eq!(app.visitor().put("/api/profile/newsletter").json(&json!({"subscribe": true})).send().await.unwrap().status(), 401);
        let before = app.outbox_mails().len();
        let answer: Value = put(true).await.unwrap().json().await.unwrap();
        assert_eq!(answer["status"], "confirmed", "a verified address needs no link");
        let by: Option<String> = sqlx::query_scalar("select confirmed_by from newsletter_subscribers where email = 'mette@example.dk'")
            .fetch_one(&app.state.db).await.unwrap();
        assert_eq!(by.as_deref(), Some("profile"), "the consent record says how");
        let mails = app.wait_for_outbox(before + 1).await;
        assert!(mails.last().unwrap().list_unsubscribe.is_some(), "the welcome");
        let html = client.get("/profile").send().await.unwrap().text().await.unwrap();
        assert!(html.contains("\"newsletter\":\"confirmed\""));
        let answer: Value = put(false).await.unwrap().json().await.unwrap();
        assert_eq!(answer["status"], "unsubscribed");
    }

    async fn the_welcome_code_is_taken_once_even_by_two_orders_at_once(app) {
        let welcome = confirmed(&app, "mette@example.dk").await;
        let code: String = sqlx::query_scalar("select discount_code from newsletter_subscribers").fetch_one(&app.state.db).await.unwrap();
        assert!(welcome.text.contains(&code));
        let client = app.visitor();
        let mut carts = Vec::new();
        for _ in 0..2 {
            let response = client.post("/api/checkout")
                .json(&json!({"lines": [{"merchandiseId": "gid://nordlys/ProductVariant/stikkontakt-1-modul-1", "quantity": 10}]}))
                .send().await.unwrap();
            let url = response.json::<Value>().await.unwrap()["checkoutUrl"].as_str().unwrap().to_owned();
            carts.push(url.split_once("?cart=").unwrap().1.to_owned());
        }
        // Written with spaces and in lower case: the same code.
        let spaced = format!(" {} ", code.to_lowercase().replacen('-', " - ", 1));
        let mut orders = tokio::task::JoinSet::new();
        for cart in carts {
            let client = client.clone();
            let body = json!({
                "cartId": cart, "email": "mette@example.dk", "paymentMethod": "bank_transfer", "acceptTerms": true,
                "discountCode": spaced,
                "delivery": {"method": "pickup", "name": "Mette Hansen", "phone": "12345678"},
            });
            orders.spawn(async move {
                let response = client.post("/api/orders").json(&body).send().await.unwrap();
                (response.status().as_u16(), response.json::<Value>().await.unwrap())
            });
        }
        let answers = orders.join_all().await;
        let placed: Vec<&Value> = answers.iter().filter(|(s, _)| *s == 201).map(|(_, b)| b).collect();
        assert_eq!(placed.len(), 1, "{answers:?}");
        assert_eq!(placed[0]["totals"]["discount"], 8900, "10 % of 890 kr");
        let refused: Vec<&Value> = answers.iter().filter(|(s, _)| *s == 422).map(|(_, b)| b).collect();
        assert_eq!(refused.len(), 1, "{answers:?}");
        assert_eq!(refused[0]["fields"]["discountCode"], "Rabatkoden findes ikke eller er allerede brugt");
    }
}

/// Twenty sign-ups of one address at once (from twenty client addresses, so the
/// per-address limit does not decide): one mail.
async fn twenty_sign_ups_at_once_send_one_mail(backend: Backend) {
    let Some(app) = spawn_app_with(backend, |args| args.trusted_proxies = Some("127.0.0.1".into())).await else { return };
    let mut sign_ups = tokio::task::JoinSet::new();
    for i in 0..20 {
        let visitor = app.visitor_on(reqwest::Client::new());
        sign_ups.spawn(async move {
            visitor
                .post("/api/newsletter")
                .header("x-forwarded-for", format!("198.51.100.{}", i + 1))
                .json(&json!({"email": "offer@example.dk"}))
                .send()
                .await
                .unwrap()
                .status()
                .as_u16()
        });
    }
    let statuses = sign_ups.join_all().await;
    assert!(statuses.iter().all(|s| *s == 202), "{statuses:?}");
    // Each answer came after its mail, if any, was queued.
    assert_eq!(queued_to(&app, "offer@example.dk").await, 1);
}

mod twenty_at_once {
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn sqlite() {
        super::twenty_sign_ups_at_once_send_one_mail(super::Backend::Sqlite).await
    }
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn postgres() {
        super::twenty_sign_ups_at_once_send_one_mail(super::Backend::Postgres).await
    }
}

/// Three confirmed subscribers in Danish, English and German.
async fn three_subscribers(app: &TestApp) {
    for (email, lang) in [("da@example.dk", "da"), ("en@example.dk", "en"), ("de@example.dk", "de")] {
        let before = app.outbox_mails().len();
        assert_eq!(sign_up(app, email, lang).await.status(), 202);
        let mails = app.wait_for_outbox(before + 1).await;
        let confirmation = mails.iter().rev().find(|m| m.to == [email.to_owned()]).unwrap();
        let prefix = if lang == "da" { String::new() } else { format!("/{lang}") };
        let url = link(&confirmation.text, &format!("{}{prefix}/nyhedsbrev/bekraeft?token=", app.state.pages.site.url)).unwrap();
        assert_eq!(press(app, url.trim_start_matches(app.state.pages.site.url.as_str())).await.status(), 303);
        app.wait_for_outbox(before + 2).await;
    }
}

fn campaign() -> Value {
    json!({
        "subjects": {"da": "Nyt fra Nordlys El", "en": "News from Nordlys El"},
        "bodies": {"da": "Efteråret er her.\n\nTjek dine lamper.", "en": "Autumn is here.\n\nCheck your lamps."},
    })
}

db_tests! {
    async fn a_campaign_reaches_each_confirmed_subscriber_once_in_their_language_and_one_a_month(app) {
        three_subscribers(&app).await;
        // One who signed up but never confirmed, and one who left: neither gets it.
        assert_eq!(sign_up(&app, "pending@example.dk", "da").await.status(), 202);
        let admin = app.admin().await;
        let post = |path: &'static str, body: Value| admin.post(path).json(&body).send();
        // Customers cannot.
        let customer = app.visitor();
        customer.sign_up_in("da", "kunde@example.dk").await;
        assert_eq!(customer.post("/api/admin/newsletter/send").json(&campaign()).send().await.unwrap().status(), 403);

        // Danish is required.
        let refused = post("/api/admin/newsletter/send", json!({"subjects": {"en": "x"}, "bodies": {"en": "y"}})).await.unwrap();
        assert_eq!(refused.status(), 422);
        // The preview as a German subscriber gets it: Danish (nothing written in German).
        let preview: Value = post("/api/admin/newsletter/preview", json!({"subjects": campaign()["subjects"], "bodies": campaign()["bodies"], "lang": "de"})).await.unwrap().json().await.unwrap();
        assert_eq!(preview["subject"], "Nyt fra Nordlys El");
        assert_eq!(preview["source"], "danish");
        assert!(preview["text"].as_str().unwrap().contains("/de/nyhedsbrev/afmeld?token="));
        let preview: Value = post("/api/admin/newsletter/preview", json!({"subjects": campaign()["subjects"], "bodies": campaign()["bodies"], "lang": "en"})).await.unwrap().json().await.unwrap();
        assert_eq!(preview["source"], "given");
        // A test to the administrator only. (Waited for by its subject: the customer's
        // own sign-up mail above may still be on its way to the folder.)
        assert_eq!(post("/api/admin/newsletter/test", json!({"subjects": campaign()["subjects"], "bodies": campaign()["bodies"], "lang": "en"})).await.unwrap().status(), 202);
        let is_test = |m: &crate::smtp::Mail| m.subject.starts_with("[Test]");
        let _ = crate::helpers::eventually(std::time::Duration::from_secs(20), || async { app.outbox_mails().iter().any(is_test) }).await;
        let tests: Vec<_> = app.outbox_mails().into_iter().filter(is_test).collect();
        assert_eq!(tests.len(), 1);
        assert_eq!(tests[0].to, ["admin@example.dk"]);
        assert_eq!(tests[0].subject, "[Test] News from Nordlys El");

        // Sent: one mail each, in their language, with List-Unsubscribe.
        let before = app.outbox_mails().len();
        let started = post("/api/admin/newsletter/send", campaign()).await.unwrap();
        assert_eq!(started.status(), 201);
        assert_eq!(started.json::<Value>().await.unwrap()["recipients"], 3);
        let mails = app.wait_for_outbox(before + 3).await;
        let sent: Vec<_> = mails[before..].iter().collect();
        assert_eq!(sent.len(), 3);
        let to = |email: &str| sent.iter().find(|m| m.to == [email.to_owned()]).unwrap_or_else(|| panic!("a mail to {email}"));
        assert_eq!(to("da@example.dk").subject, "Nyt fra Nordlys El");
        assert_eq!(to("en@example.dk").subject, "News from Nordlys El");
        assert_eq!(to("de@example.dk").subject, "Nyt fra Nordlys El", "German falls back to Danish");
        assert!(to("en@example.dk").text.contains("Check your lamps."));
        assert!(sent.iter().all(|m| m.list_unsubscribe.is_some() && m.list_unsubscribe_post.is_some()));
        assert_eq!(queued_to(&app, "pending@example.dk").await, 1, "only its confirmation");

        // The page's counts; then a second campaign this month is refused.
        crate::helpers::eventually(Duration::from_secs(20), || async {
            let content = app.state.backoffice.campaigns().await.unwrap();
            content.campaigns[0].delivered == 3 && content.campaigns[0].status == "sent"
        }).await.expect("three delivered");
        let again = post("/api/admin/newsletter/send", campaign()).await.unwrap();
        assert_eq!(again.status(), 409);
        let body: Value = again.json().await.unwrap();
        assert!(body["error"].as_str().unwrap().starts_with("Månedens nyhedsbrev er allerede sendt"), "{body}");
        assert!(body["nextAllowed"].as_str().unwrap().ends_with("-01"));

        // One unsubscribes by the campaign's own link: counted on the campaign.
        let header = to("da@example.dk").list_unsubscribe.clone().unwrap();
        let one_click = header.trim_start_matches('<').split('>').next().unwrap().to_owned();
        let path = one_click.trim_start_matches(app.state.pages.site.url.as_str()).to_owned();
        let response = reqwest::Client::new().post(app.url(&path)).body("List-Unsubscribe=One-Click").send().await.unwrap();
        assert_eq!(response.status(), 200);
        let content = app.state.backoffice.campaigns().await.unwrap();
        assert_eq!((content.campaigns[0].recipients, content.campaigns[0].unsubscribed), (3, 1));
        assert_eq!(content.confirmed, 2);
    }
}

/// Two a minute (`NEWSLETTER_PER_MINUTE=2`): the instance's dispatcher keeps the pace
/// on the shared counter, and a delivery left half-done by an instance that died is
/// taken up again after its lease.
async fn campaigns_keep_the_pace_and_go_on_where_they_stopped(backend: Backend) {
    let Some(app) = spawn_app_with(backend, |args| args.requests.newsletter_per_minute = 2).await else { return };
    three_subscribers(&app).await;
    let admin = app.admin().await;
    let pace = elektriker::platform::limits::Limit::per_minutes(2, 1);
    // This minute's two are taken already (another campaign's, say).
    for _ in 0..2 {
        assert!(app.state.limits.reserve("newsletter:pace", pace).await.unwrap().allowed);
    }
    let before = app.outbox_mails().len();
    let started = admin.post("/api/admin/newsletter/send").json(&campaign()).send().await.unwrap();
    assert_eq!(started.status(), 201);
    let count = |sql: &'static str| {
        let db = app.state.db.clone();
        async move { sqlx::query_scalar::<_, i64>(sql).fetch_one(&db).await.unwrap() }
    };
    assert_eq!(count("select count(*) from newsletter_deliveries where status = 'queued'").await, 0, "none this minute");
    // An instance died holding one: its lease runs out with the minute.
    sqlx::query("update newsletter_deliveries set status = 'sending', claimed_at = $1 where email = 'de@example.dk'")
        .bind(app.state.clock.unix_ms())
        .execute(&app.state.db)
        .await
        .unwrap();
    app.state.clock.advance(Duration::from_secs(61));
    crate::helpers::eventually(Duration::from_secs(20), || async {
        count("select count(*) from newsletter_deliveries where status = 'queued'").await == 2
    })
    .await
    .expect("two in the next minute");
    assert_eq!(app.state.limits.reserve("newsletter:pace", pace).await.unwrap().allowed, false, "the minute's two are used");
    app.state.clock.advance(Duration::from_secs(6 * 60));
    crate::helpers::eventually(Duration::from_secs(20), || async {
        count("select count(*) from newsletter_deliveries where status = 'queued'").await == 3
    })
    .await
    .expect("the third, the one left behind included");
    app.wait_for_outbox(before + 3).await;
    let per_address: Vec<i64> =
        sqlx::query_scalar("select count(*) from mail_outbox where kind = 'newsletter-campaign' group by recipient")
            .fetch_all(&app.state.db)
            .await
            .unwrap();
    assert_eq!(per_address, [1, 1, 1], "each subscriber once");
}

mod campaign_pace {
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn sqlite() {
        super::campaigns_keep_the_pace_and_go_on_where_they_stopped(super::Backend::Sqlite).await
    }
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn postgres() {
        super::campaigns_keep_the_pace_and_go_on_where_they_stopped(super::Backend::Postgres).await
    }
}


db_tests! {
    async fn the_code_goes_from_the_cart_panel_to_the_checkout(app) {
        confirmed(&app, "mette@example.dk").await;
        let code: String = sqlx::query_scalar("select discount_code from newsletter_subscribers").fetch_one(&app.state.db).await.unwrap();
        let client = app.visitor();
        let check = |code: String| client.get(&format!("/api/discount?code={}", url::form_urlencoded::byte_serialize(code.as_bytes()).collect::<String>())).header("x-lang", "en").send();
        let wrong = check("NORDLYS10-WRONG1".into()).await.unwrap();
        assert_eq!(wrong.status(), 422);
        let body: Value = wrong.json().await.unwrap();
        assert!(body["fields"]["discountCode"].as_str().unwrap().len() > 5, "a message in English: {body}");
        let typed = format!(" {} ", code.to_lowercase());
        let known: Value = check(typed).await.unwrap().json().await.unwrap();
        assert_eq!(known, json!({"code": code, "percent": 10}));

        let response = client.post("/api/checkout")
            .json(&json!({"lines": [{"merchandiseId": "gid://nordlys/ProductVariant/stikkontakt-1-modul-1", "quantity": 9}], "discountCode": code}))
            .send().await.unwrap();
        let url = response.json::<Value>().await.unwrap()["checkoutUrl"].as_str().unwrap().to_owned();
        let html = client.get(&url).send().await.unwrap().text().await.unwrap();
        let start = html.find("<script id=\"__page\" type=\"application/json\">").unwrap() + 44;
        let end = html[start..].find("</script>").unwrap() + start;
        let page: Value = serde_json::from_str::<Value>(&html[start..end]).unwrap()["data"]["page"].clone();
        assert_eq!(page["values"]["discountCode"], code.as_str(), "the cart's code is in the form");
        assert_eq!(page["discountPercent"], 10);
        let token = url.split_once("?cart=").unwrap().1.to_owned();
        let placed: Value = client.post("/api/orders")
            .json(&json!({"cartId": token, "email": "mette@example.dk", "paymentMethod": "bank_transfer", "acceptTerms": true,
                          "discountCode": page["values"]["discountCode"],
                          "delivery": {"method": "parcel", "name": "Mette Hansen", "address": "Nørrebrogade 10", "postcode": "2200", "city": "København N", "phone": "12345678"}}))
            .send().await.unwrap().json().await.unwrap();
        assert_eq!(placed["totals"], json!({"goods": 80100, "discount": 8010, "shipping": 4900, "total": 76990, "vat": 15398}));
        // Used: the panel says so now.
        assert_eq!(check(code).await.unwrap().status(), 422);
    }
}

/// With Shopify, one code made in Shopify (`NEWSLETTER_DISCOUNT_CODE`) is what the
/// welcome gives.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_welcome_gives_the_shared_code_when_one_is_set() {
    let Some(app) = spawn_app_with(Backend::Sqlite, |args| args.requests.newsletter_discount_code = Some("VELKOMMEN10".into())).await
    else {
        return;
    };
    let welcome = confirmed(&app, "lise@example.dk").await;
    assert!(welcome.text.contains("VELKOMMEN10"), "{}", welcome.text);
    assert!(!welcome.text.contains("NORDLYS10-"));
}

/// Confirmed subscribers written straight into the table (a campaign test needs them,
/// not their sign-up), one of them unsubscribed.
async fn subscribers(app: &TestApp, rows: &[(&str, &str, &str)]) {
    for (email, lang, status) in rows {
        sqlx::query(
            "insert into newsletter_subscribers (email, lang, created_at, status, unsubscribe_token, confirmed_at)
             values ($1, $2, '2026-11-01T10:00:00Z', $3, $4, '2026-11-01T10:05:00Z')",
        )
        .bind(email)
        .bind(lang)
        .bind(status)
        .bind(format!("token-{email}"))
        .execute(&app.state.db)
        .await
        .unwrap();
    }
}

/// Through the loopback SMTP server, which fails the first mail to one subscriber:
/// the outbox retries it, each confirmed subscriber gets the campaign once, an
/// unsubscribed one nothing; empty languages are machine-translated and marked.
async fn a_campaign_through_smtp_retries_a_failure_and_translates(backend: Backend) {
    let peer = crate::smtp::SmtpPeer::failing_once_for("en@example.dk").await;
    let (provider_url, _fake) = crate::translate::start().await;
    let smtp = peer.url();
    let Some(app) = spawn_app_with(backend, move |args| {
        args.mail.smtp_url = Some(smtp.into());
        args.translation.translation_provider = Some("libretranslate".into());
        args.translation.translation_api_url = Some(provider_url);
    })
    .await
    else {
        return;
    };
    subscribers(&app, &[("da@example.dk", "da", "confirmed"), ("en@example.dk", "en", "confirmed"), ("fr@example.dk", "fr", "confirmed"), ("gone@example.dk", "da", "unsubscribed")]).await;
    let admin = app.admin().await;
    let draft = json!({"subjects": {"da": "Nyt fra Nordlys El"}, "bodies": {"da": "Efteråret er her."}, "translate": true});
    let started = admin.post("/api/admin/newsletter/send").json(&draft).send().await.unwrap();
    assert_eq!(started.status(), 201);
    assert_eq!(started.json::<Value>().await.unwrap()["recipients"], 3, "the unsubscribed one is not among them");
    crate::helpers::eventually(Duration::from_secs(30), || async {
        let content = app.state.backoffice.campaigns().await.unwrap();
        content.campaigns[0].delivered == 3
    })
    .await
    .expect("all three delivered, the failed one on its retry");
    let mails: Vec<_> = peer.messages().iter().map(crate::smtp::mail).collect();
    let to = |email: &str| mails.iter().filter(|m| m.to == [email.to_owned()]).collect::<Vec<_>>();
    assert_eq!((to("da@example.dk").len(), to("en@example.dk").len(), to("fr@example.dk").len()), (1, 1, 1));
    assert!(to("gone@example.dk").is_empty());
    assert_eq!(to("en@example.dk")[0].subject, "[en] Nyt fra Nordlys El", "machine-translated");
    assert_eq!(to("fr@example.dk")[0].subject, "[fr] Nyt fra Nordlys El");
    assert_eq!(to("da@example.dk")[0].subject, "Nyt fra Nordlys El");
    assert!(to("en@example.dk")[0].list_unsubscribe.is_some());
    let attempts: i64 = sqlx::query_scalar("select attempts from mail_outbox where recipient = 'en@example.dk' and kind = 'newsletter-campaign'")
        .fetch_one(&app.state.db)
        .await
        .unwrap();
    assert_eq!(attempts, 2, "failed once, then sent");
    let content = app.state.backoffice.campaigns().await.unwrap();
    assert_eq!(content.campaigns[0].machine, ["de", "en", "fr"], "marked for review");
    assert_eq!(content.campaigns[0].failed, 0);
}

mod campaign_through_smtp {
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn sqlite() {
        super::a_campaign_through_smtp_retries_a_failure_and_translates(super::Backend::Sqlite).await
    }
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn postgres() {
        super::a_campaign_through_smtp_retries_a_failure_and_translates(super::Backend::Postgres).await
    }
}
