//! Accounts under attack: limits that hold when the requests come at once, from one
//! address or many, that slow attackers down without locking the owner out, and the
//! headers and refusals that keep personal answers personal.

use std::sync::atomic::Ordering;

use elektriker::accounts::guard::ACCOUNT_CAP;

use serde_json::{Value, json};

use crate::db_tests;
use crate::helpers::{Backend, PASSWORD, TestApp, Visitor, eventually, spawn_app_with, spawn_instance};

/// A request that says it comes from `address` (believed only from a trusted proxy).
fn post(client: &Visitor, path: &str, address: &str, body: Value) -> reqwest::RequestBuilder {
    client.post(path).header("x-forwarded-for", address).json(&body)
}

/// Mette signs up as `email`, from the address 198.51.100.1.
async fn sign_up(app: &TestApp, email: &str) {
    let response = app.visitor().sign_up(email, "Mette").header("x-forwarded-for", "198.51.100.1").send().await.unwrap();
    assert_eq!(response.status(), 201);
}

async fn sign_in(app: &TestApp, email: &str, password: &str, address: &str) -> reqwest::Response {
    post(&app.visitor(), "/api/auth/sign-in", address, json!({"email": email, "password": password})).send().await.unwrap()
}

/// Wrong passwords for `email` from a new address each, ten at a time, spread over
/// `instances`, until the account is past its cap (a few answers say so); the
/// statuses of every attempt. `first` numbers the addresses.
async fn grind(instances: &[String], email: &str, first: usize) -> Vec<u16> {
    let mut statuses = Vec::new();
    let mut n = first;
    for _wave in 0..200 {
        let mut wave = Vec::new();
        for _ in 0..10 {
            n += 1;
            let url = format!("{}/api/auth/sign-in", instances[n % instances.len()]);
            let (origin, email) = (instances[n % instances.len()].clone(), email.to_owned());
            let address = format!("10.{}.{}.{}", n / 62500 % 250, n / 250 % 250, n % 250 + 1);
            wave.push(tokio::spawn(async move {
                reqwest::Client::new().post(url).header("origin", origin).header("x-forwarded-for", address)
                    .json(&json!({"email": email, "password": format!("gaet-{n}")})).send().await.unwrap().status().as_u16()
            }));
        }
        for attempt in wave {
            statuses.push(attempt.await.unwrap());
        }
        if statuses.iter().filter(|s| **s == 403).count() >= 5 {
            return statuses;
        }
    }
    panic!("the cap never came: {statuses:?}");
}

/// The sign-in link mailed to the owner (exactly one such mail), from the outbox
/// every instance shares, pointed at this instance.
async fn sign_in_link(app: &TestApp) -> String {
    let links = || async {
        sqlx::query_as::<_, (String, String, String)>(
            "select recipient, subject, text_body from mail_outbox where kind = 'sign-in-link'",
        )
        .fetch_all(&app.state.db)
        .await
        .unwrap()
    };
    eventually(std::time::Duration::from_secs(30), || async { !links().await.is_empty() }).await.expect("a sign-in link mail");
    let mails = links().await;
    assert_eq!(mails.len(), 1, "one link mail");
    let (to, subject, text) = &mails[0];
    assert_eq!((to.as_str(), subject.as_str()), ("mette@example.dk", "Dit link til at logge ind"));
    let site = &app.state.pages.site.url;
    let link = crate::smtp::link(text, &format!("{site}/api/auth/sign-in-link?token=")).expect("the link");
    link.replace(site.as_str(), &app.address)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_cap_holds_across_two_instances() {
    let Some(app) = behind_proxy(Backend::Postgres).await else { return };
    let second = spawn_instance(&app, |args| args.trusted_proxies = Some("127.0.0.1".into())).await;
    sign_up(&app, "mette@example.dk").await;
    app.wait_for_outbox(1).await;
    let statuses = grind(&[app.address.clone(), second.clone()], "mette@example.dk", 0).await;
    assert_eq!(statuses.iter().filter(|s| **s == 401).count() as i64, ACCOUNT_CAP, "50 checks in all, not 50 per instance");
    let refused = reqwest::Client::new().post(format!("{second}/api/auth/sign-in")).header("x-forwarded-for", "192.0.2.90")
        .json(&json!({"email": "mette@example.dk", "password": PASSWORD})).send().await.unwrap();
    assert_eq!(refused.status(), 403, "the other instance knows the cap");
    // The link signs in on either instance.
    let link = sign_in_link(&app).await.replace(&app.address, &second);
    let response = app.visitor().client().get(&link).send().await.unwrap();
    assert_eq!(response.status(), 303);
    assert_eq!(response.headers()["location"], "/profile");
}

/// Behind a proxy on loopback, so tests can speak for many client addresses.
async fn behind_proxy(backend: Backend) -> Option<TestApp> {
    spawn_app_with(backend, |args| args.trusted_proxies = Some("127.0.0.1".into())).await
}

crate::db_tests_with! { behind_proxy;
    async fn forty_guesses_at_once_from_one_address_meet_the_limit(app) {
        sign_up(&app, "mette@example.dk").await;
        let checks_before = app.state.accounts.guard.checks.load(Ordering::SeqCst);
        let mut attempts = Vec::new();
        for i in 0..40 {
            let visitor = app.visitor_on(reqwest::Client::new());
            let password = if i == 39 { PASSWORD.to_owned() } else { format!("forkert-{i}") };
            attempts.push(tokio::spawn(async move {
                visitor.post("/api/auth/sign-in").header("x-forwarded-for", "203.0.113.9")
                    .json(&json!({"email": "mette@example.dk", "password": password})).send().await.unwrap().status().as_u16()
            }));
        }
        let mut statuses = Vec::new();
        for attempt in attempts {
            statuses.push(attempt.await.unwrap());
        }
        let checks = app.state.accounts.guard.checks.load(Ordering::SeqCst) - checks_before;
        let refused = statuses.iter().filter(|s| **s == 429).count();
        assert!(checks <= 5, "at most 5 passwords checked for one account from one address, not {checks}: {statuses:?}");
        assert!(refused >= 35, "{statuses:?}");
        assert!(statuses.iter().all(|s| matches!(s, 200 | 401 | 429)), "{statuses:?}");
        // And the pair stays limited afterwards, the right password included.
        assert_eq!(sign_in(&app, "mette@example.dk", PASSWORD, "203.0.113.9").await.status(), 429);
    }

    async fn failures_from_many_addresses_slow_their_addresses_down_but_never_the_owner(app) {
        sign_up(&app, "mette@example.dk").await;
        for i in 0..12 {
            let response = sign_in(&app, "mette@example.dk", "forkert-kode", &format!("203.0.113.{}", 10 + i)).await;
            assert_eq!(response.status(), 401, "attempt {i}: one failure per address is no lockout");
        }
        let delayed = || app.state.accounts.guard.delayed.load(Ordering::SeqCst);
        let before = delayed();
        // An address that failed before waits on an account with many failures.
        assert_eq!(sign_in(&app, "mette@example.dk", "forkert-igen", "203.0.113.10").await.status(), 401);
        assert_eq!(delayed(), before + 1, "a failing address is slowed down");
        // The owner's right password from an address with no failures is never delayed.
        let owner = sign_in(&app, "mette@example.dk", PASSWORD, "192.0.2.77").await;
        assert_eq!(owner.status(), 200, "the owner's right password from a clean address signs in");
        assert_eq!(delayed(), before + 1, "and was not slowed down");
    }

    async fn fifty_failures_in_a_day_stop_the_password_alone_and_mail_the_owner_a_link(app) {
        sign_up(&app, "mette@example.dk").await;
        app.wait_for_outbox(1).await;
        let statuses = grind(&[app.address.clone()], "mette@example.dk", 0).await;
        assert_eq!(statuses.iter().filter(|s| **s == 401).count() as i64, ACCOUNT_CAP, "exactly 50 passwords checked and wrong");
        assert!(statuses.iter().all(|s| matches!(s, 401 | 403 | 429)), "{statuses:?}");

        // Past the cap: the right password, a wrong one and an unknown account past
        // its own cap all get the same answer.
        let owner = sign_in(&app, "mette@example.dk", PASSWORD, "192.0.2.77").await;
        assert_eq!(owner.status(), 403);
        let owner: Value = owner.json().await.unwrap();
        assert!(owner["error"].as_str().unwrap().contains("sendt et link"), "{owner}");
        let wrong: Value = sign_in(&app, "mette@example.dk", "forkert", "192.0.2.78").await.json().await.unwrap();
        assert_eq!(wrong, owner);
        grind(&[app.address.clone()], "nobody@example.dk", 10_000).await;
        let unknown = sign_in(&app, "nobody@example.dk", PASSWORD, "192.0.2.79").await;
        assert_eq!(unknown.status(), 403);
        assert_eq!(unknown.json::<Value>().await.unwrap(), owner, "the same answer for every e-mail");

        // One link mail for the owner, however many attempts.
        let link = sign_in_link(&app).await;
        let client = app.visitor();
        let response = client.client().get(&link).send().await.unwrap();
        assert_eq!(response.status(), 303);
        assert_eq!(response.headers()["location"], "/profile");
        assert!(response.headers()["set-cookie"].to_str().unwrap().contains("HttpOnly"));
        let session: Value = client.get("/api/session").send().await.unwrap().json().await.unwrap();
        assert_eq!(session["user"]["email"], "mette@example.dk");
        let again = app.visitor().client().get(&link).send().await.unwrap();
        assert_eq!(again.headers()["location"], "/auth/reset?token=expired", "the link works once");
        // The link ended the cap: the password works again.
        assert_eq!(sign_in(&app, "mette@example.dk", PASSWORD, "192.0.2.80").await.status(), 200);
    }

    async fn a_password_reset_keeps_working_past_the_cap(app) {
        sign_up(&app, "mette@example.dk").await;
        app.wait_for_outbox(1).await;
        grind(&[app.address.clone()], "mette@example.dk", 0).await;
        assert_eq!(sign_in(&app, "mette@example.dk", PASSWORD, "192.0.2.77").await.status(), 403);
        let response = post(&app.visitor(), "/api/auth/password-reset", "192.0.2.77", json!({"email": "mette@example.dk"})).send().await.unwrap();
        assert_eq!(response.status(), 202);
        let has_reset = || async { app.outbox_mails().iter().any(|m| m.subject == "Nulstil din adgangskode") };
        eventually(std::time::Duration::from_secs(30), has_reset).await.expect("the reset mail");
        let reset = app.outbox_mails().into_iter().find(|m| m.subject == "Nulstil din adgangskode").unwrap();
        let url = crate::smtp::link(&reset.text, &app.state.pages.site.url).unwrap();
        let token = url.split("token=").nth(1).unwrap();
        let body = json!({"token": token, "password": "nyt-kodeord-1", "confirmPassword": "nyt-kodeord-1"});
        assert_eq!(post(&app.visitor(), "/api/auth/reset-password", "192.0.2.77", body).send().await.unwrap().status(), 200);
        assert_eq!(sign_in(&app, "mette@example.dk", "nyt-kodeord-1", "192.0.2.81").await.status(), 200, "the reset ended the cap");
    }

    async fn five_failures_from_one_address_lock_only_that_pair(app) {
        sign_up(&app, "mette@example.dk").await;
        sign_up(&app, "jens@example.dk").await;
        for _ in 0..5 {
            assert_eq!(sign_in(&app, "mette@example.dk", "forkert-kode", "203.0.113.5").await.status(), 401);
        }
        let locked = sign_in(&app, "mette@example.dk", PASSWORD, "203.0.113.5").await;
        assert_eq!(locked.status(), 429);
        assert!(locked.headers().contains_key("retry-after"));
        let body: Value = locked.json().await.unwrap();
        assert!(body["error"].as_str().unwrap().contains("15 minutter"), "{body}");
        assert_eq!(sign_in(&app, "mette@example.dk", PASSWORD, "198.51.100.20").await.status(), 200, "another address");
        assert_eq!(sign_in(&app, "jens@example.dk", PASSWORD, "203.0.113.5").await.status(), 200, "another account");
    }

    async fn a_locked_owner_gets_back_in_by_resetting_the_password(app) {
        sign_up(&app, "mette@example.dk").await;
        for _ in 0..5 {
            sign_in(&app, "mette@example.dk", "forkert-kode", "203.0.113.5").await;
        }
        assert_eq!(sign_in(&app, "mette@example.dk", PASSWORD, "203.0.113.5").await.status(), 429);
        let response = post(&app.visitor(), "/api/auth/password-reset", "203.0.113.5", json!({"email": "mette@example.dk"})).send().await.unwrap();
        assert_eq!(response.status(), 202, "reset is open to a locked account");
        let mails = app.wait_for_outbox(2).await;
        let url = crate::smtp::link(&mails[1].text, &app.state.pages.site.url).unwrap();
        let token = url.split("token=").nth(1).unwrap();
        let body = json!({"token": token, "password": "nyt-kodeord-1", "confirmPassword": "nyt-kodeord-1"});
        assert_eq!(post(&app.visitor(), "/api/auth/reset-password", "203.0.113.5", body).send().await.unwrap().status(), 200);
    }

    async fn sign_ups_are_limited_per_address(app) {
        for i in 0..10 {
            let body = json!({"firstName": "Mette", "lastName": "Hansen", "email": format!("m{i}@example.dk"), "password": PASSWORD});
            assert_eq!(post(&app.visitor(), "/api/auth/sign-up", "203.0.113.40", body).send().await.unwrap().status(), 201);
        }
        // Trying taken addresses counts too: that is what enumeration looks like.
        let body = json!({"firstName": "Mette", "lastName": "Hansen", "email": "m0@example.dk", "password": PASSWORD});
        let refused = post(&app.visitor(), "/api/auth/sign-up", "203.0.113.40", body).send().await.unwrap();
        assert_eq!(refused.status(), 429);
        let body: Value = refused.json().await.unwrap();
        assert!(body["error"].as_str().unwrap().contains("minutter"), "{body}");
        let other = json!({"firstName": "Jens", "lastName": "Hansen", "email": "m0@example.dk", "password": PASSWORD});
        let response = post(&app.visitor(), "/api/auth/sign-up", "203.0.113.41", other).send().await.unwrap();
        assert_eq!(response.status(), 409, "the specification's answer stays for a taken address");
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["error"], "Denne email er allerede registreret");
    }

    async fn guessing_the_current_password_with_a_stolen_session_meets_the_limits(app) {
        let thief = app.visitor();
        let body = json!({"firstName": "Mette", "lastName": "Hansen", "email": "mette@example.dk", "password": PASSWORD});
        assert_eq!(post(&thief, "/api/auth/sign-up", "203.0.113.60", body).send().await.unwrap().status(), 201);
        let mut statuses = Vec::new();
        for i in 0..7 {
            let body = json!({"currentPassword": format!("gaet-{i}"), "newPassword": "nyt-kodeord-1", "confirmPassword": "nyt-kodeord-1"});
            statuses.push(post(&thief, "/api/profile/password", "203.0.113.60", body).send().await.unwrap().status().as_u16());
        }
        assert_eq!(statuses, [403, 403, 403, 403, 403, 429, 429]);
    }
}

db_tests! {
    async fn the_most_common_passwords_are_refused_everywhere(app) {
        for password in ["123456", "password", "qwerty", "abcdef"] {
            let body = json!({"firstName": "Mette", "lastName": "Hansen", "email": "mette@example.dk", "password": password});
            let response = app.client.post(app.url("/api/auth/sign-up")).header("x-lang", "en").json(&body).send().await.unwrap();
            assert_eq!(response.status(), 422, "{password}");
            let body: Value = response.json().await.unwrap();
            assert_eq!(body["fields"]["password"], "This password is too easy to guess – choose another one");
        }
        let body = json!({"firstName": "Mette", "lastName": "Hansen", "email": "mette@example.dk", "password": PASSWORD});
        assert_eq!(app.client.post(app.url("/api/auth/sign-up")).json(&body).send().await.unwrap().status(), 201);
        let change = json!({"currentPassword": PASSWORD, "newPassword": "qwerty123", "confirmPassword": "qwerty123"});
        let response = app.client.post(app.url("/api/profile/password")).json(&change).send().await.unwrap();
        assert_eq!(response.status(), 422);
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["fields"]["newPassword"], "Adgangskoden er for let at gætte – vælg en anden");
    }

    async fn personal_api_answers_are_never_stored(app) {
        let body = json!({"firstName": "Mette", "lastName": "Hansen", "email": "mette@example.dk", "password": PASSWORD});
        app.client.post(app.url("/api/auth/sign-up")).json(&body).send().await.unwrap();
        for path in ["/api/profile", "/api/orders", "/api/session", "/api/admin/overview", "/api/admin/requests", "/api/page?path=/profile"] {
            let response = app.get(path).await;
            let cache = response.headers()["cache-control"].to_str().unwrap();
            assert!(cache.contains("no-store"), "{path}: {cache}");
        }
    }

    async fn checkouts_are_limited_per_account(app) {
        let body = json!({"firstName": "Mette", "lastName": "Hansen", "email": "mette@example.dk", "password": PASSWORD});
        app.client.post(app.url("/api/auth/sign-up")).json(&body).send().await.unwrap();
        let page: Value = app.get("/api/page?path=/").await.json().await.unwrap();
        let variant = page["data"]["page"]["products"][0]["variants"][0]["id"].as_str().unwrap().to_owned();
        let lines = json!({"lines": [{"merchandiseId": variant, "quantity": 1}]});
        for i in 0..20 {
            let response = app.client.post(app.url("/api/checkout")).json(&lines).send().await.unwrap();
            assert_eq!(response.status(), 200, "checkout {i}");
        }
        let refused = app.client.post(app.url("/api/checkout")).json(&lines).send().await.unwrap();
        assert_eq!(refused.status(), 429);
        let carts: i64 = sqlx::query_scalar("select count(*) from checkout_carts").fetch_one(&app.state.db).await.unwrap();
        assert_eq!(carts, 20);
    }

    async fn order_placements_are_limited_per_address_even_all_at_once(app) {
        // 25 at once from one address: 20 are looked at (and refused for their empty
        // fields), 5 are turned away before anything is read.
        let mut placements = tokio::task::JoinSet::new();
        for _ in 0..25 {
            let visitor = app.visitor_on(reqwest::Client::new());
            placements.spawn(async move {
                visitor.post("/api/orders").json(&json!({})).send().await.unwrap().status().as_u16()
            });
        }
        let statuses = placements.join_all().await;
        assert_eq!(statuses.iter().filter(|s| **s == 422).count(), 20, "{statuses:?}");
        assert_eq!(statuses.iter().filter(|s| **s == 429).count(), 5, "{statuses:?}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_burst_of_sign_ins_runs_at_most_one_password_check_per_core() {
    let app = behind_proxy(Backend::Sqlite).await.unwrap();
    let mut attempts = Vec::new();
    for i in 0..64 {
        let visitor = app.visitor_on(reqwest::Client::new());
        attempts.push(tokio::spawn(async move {
            visitor.post("/api/auth/sign-in").header("x-forwarded-for", format!("10.1.{}.{}", i / 200, i % 200 + 1))
                .json(&json!({"email": format!("nobody{i}@example.dk"), "password": "forkert-kode"})).send().await.unwrap().status().as_u16()
        }));
    }
    let mut statuses = Vec::new();
    for attempt in attempts {
        statuses.push(attempt.await.unwrap());
    }
    let hasher = &app.state.accounts.hasher;
    assert!(hasher.peak() <= hasher.size(), "peak {} of {} turns", hasher.peak(), hasher.size());
    assert!(hasher.peak() >= 1);
    // Unknown accounts get the same answer (and the same work) as wrong passwords.
    assert!(statuses.iter().all(|s| *s == 401 || *s == 503), "{statuses:?}");
    assert!(statuses.iter().filter(|s| **s == 401).count() >= 16, "{statuses:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn strict_transport_security_and_secure_cookies_over_https() {
    let plain = spawn_app_with(Backend::Sqlite, |_| {}).await.unwrap();
    assert!(!plain.get("/").await.headers().contains_key("strict-transport-security"));
    // A proxy that is not trusted cannot claim https.
    let response = plain.client.get(plain.url("/")).header("x-forwarded-proto", "https").send().await.unwrap();
    assert!(!response.headers().contains_key("strict-transport-security"));

    let site = spawn_app_with(Backend::Sqlite, |args| args.public_url = Some("https://nordlys-el.dk".into())).await.unwrap();
    let hsts = site.get("/").await.headers()["strict-transport-security"].to_str().unwrap().to_owned();
    assert!(hsts.contains("max-age=31536000"), "{hsts}");

    let proxied = behind_proxy(Backend::Sqlite).await.unwrap();
    let body = json!({"firstName": "Mette", "lastName": "Hansen", "email": "mette@example.dk", "password": PASSWORD});
    let response = reqwest::Client::new().post(proxied.url("/api/auth/sign-up"))
        .header("x-forwarded-proto", "https").header("x-forwarded-for", "203.0.113.1").json(&body).send().await.unwrap();
    assert_eq!(response.status(), 201);
    assert!(response.headers().contains_key("strict-transport-security"));
    let cookie = response.headers()["set-cookie"].to_str().unwrap();
    assert!(cookie.contains("Secure") && cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"), "{cookie}");
    let response = reqwest::Client::new().post(proxied.url("/api/auth/sign-in"))
        .header("x-forwarded-for", "203.0.113.1").json(&json!({"email": "mette@example.dk", "password": PASSWORD})).send().await.unwrap();
    assert!(!response.headers()["set-cookie"].to_str().unwrap().contains("Secure"), "plain http through the proxy");
}
