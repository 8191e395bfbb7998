use serde_json::{Value, json};

use crate::db_tests;
use crate::helpers::{PASSWORD, TestApp, captured_logs};

/// Mette signs up as `email` in `app.client`'s cookie jar.
async fn sign_up(app: &TestApp, email: &str) -> reqwest::Response {
    app.default_visitor().sign_up(email, "Mette").send().await.unwrap()
}

fn session_cookie(response: &reqwest::Response) -> String {
    let cookie = response.headers().get("set-cookie").expect("a cookie").to_str().unwrap().to_owned();
    cookie.split(';').next().unwrap().to_owned()
}

db_tests! {
    async fn sign_up_creates_a_session_with_a_protected_cookie(app) {
        let response = sign_up(&app, "  Mette@Example.DK ").await;
        assert_eq!(response.status(), 201);
        let cookie = response.headers()["set-cookie"].to_str().unwrap().to_owned();
        assert!(cookie.starts_with("session="));
        for attribute in ["HttpOnly", "SameSite=Lax", "Path=/", "Max-Age=2592000"] {
            assert!(cookie.contains(attribute), "{cookie} lacks {attribute}");
        }
        assert!(!cookie.contains("Secure"), "plain HTTP: no Secure flag");
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["user"]["email"], "mette@example.dk");
        assert_eq!(body["user"]["firstName"], "Mette");
        assert_eq!(body["user"]["roles"], json!([]));

        let session: Value = app.get("/api/session").await.json().await.unwrap();
        assert_eq!(session["user"]["email"], "mette@example.dk");

        // Only a hash of the token is stored; the password is hashed with argon2id.
        let token = cookie.split(';').next().unwrap().trim_start_matches("session=").to_owned();
        let stored: Vec<String> = sqlx::query_scalar("select token_hash from sessions").fetch_all(&app.state.db).await.unwrap();
        assert_eq!(stored.len(), 1);
        assert_ne!(stored[0], token);
        let hash: String = sqlx::query_scalar("select password_hash from users").fetch_one(&app.state.db).await.unwrap();
        assert!(hash.starts_with("$argon2id$"));
        assert!(!captured_logs().contains(&token), "the token never reaches the log");
        assert!(!captured_logs().contains(PASSWORD), "the password never reaches the log");
    }

    async fn sign_up_with_a_registered_email_is_a_conflict(app) {
        assert_eq!(sign_up(&app, "bo@example.dk").await.status(), 201);
        let again = sign_up(&app, "BO@example.dk").await;
        assert_eq!(again.status(), 409);
        let body: Value = again.json().await.unwrap();
        assert_eq!(body["error"], "Denne email er allerede registreret");
        assert!(body["hint"].as_str().unwrap().contains("Log ind"));
        let users: i64 = sqlx::query_scalar("select count(*) from users").fetch_one(&app.state.db).await.unwrap();
        assert_eq!(users, 1);
    }

    async fn sign_up_validates_every_field_with_the_specifications_messages(app) {
        let response = app.default_visitor().post_json("/api/auth/sign-up", json!({"firstName": " ", "lastName": "x".repeat(51), "email": "nope", "password": "12345"})).await;
        assert_eq!(response.status(), 422);
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["error"], "Ugyldige oplysninger");
        assert_eq!(body["message"], "Fornavn er påkrævet", "the first failing rule");
        assert_eq!(body["fields"]["firstName"], "Fornavn er påkrævet");
        assert_eq!(body["fields"]["lastName"], "Efternavn må max være 50 tegn");
        assert_eq!(body["fields"]["email"], "Ugyldig email adresse");
        assert_eq!(body["fields"]["password"], "Adgangskode skal være mindst 6 tegn");
        let long = app.default_visitor().post_json("/api/auth/sign-up", json!({"firstName": "A", "lastName": "B", "email": format!("{}@ex.dk", "a".repeat(250)), "password": "p".repeat(73)})).await;
        let body: Value = long.json().await.unwrap();
        assert_eq!(body["fields"]["email"], "Email må max være 255 tegn");
        assert_eq!(body["fields"]["password"], "Adgangskode må max være 72 tegn");
        // Nothing was stored.
        let users: i64 = sqlx::query_scalar("select count(*) from users").fetch_one(&app.state.db).await.unwrap();
        assert_eq!(users, 0);
        // In the visitor's language when the page says so.
        let english = app.client.post(app.url("/api/auth/sign-up")).header("x-lang", "en")
            .json(&json!({"firstName": "", "lastName": "B", "email": "a@b.dk", "password": "hemmelig"})).send().await.unwrap();
        let body: Value = english.json().await.unwrap();
        assert_eq!(body["error"], "Invalid information");
        // A body that is not JSON is a clear 400.
        let garbage = app.client.post(app.url("/api/auth/sign-up")).header("content-type", "application/json").body("{").send().await.unwrap();
        assert_eq!(garbage.status(), 400);
    }

    async fn sign_in_with_the_right_password_and_not_with_a_wrong_one(app) {
        sign_up(&app, "mette@example.dk").await;
        app.default_visitor().post_json("/api/auth/sign-out", json!({})).await;
        let wrong = app.default_visitor().post_json("/api/auth/sign-in", json!({"email": "mette@example.dk", "password": "forkert"})).await;
        assert_eq!(wrong.status(), 401);
        assert_eq!(wrong.json::<Value>().await.unwrap()["error"], "Forkert email eller adgangskode");
        let unknown = app.default_visitor().post_json("/api/auth/sign-in", json!({"email": "nobody@example.dk", "password": "forkert"})).await;
        assert_eq!(unknown.status(), 401);
        assert_eq!(unknown.json::<Value>().await.unwrap()["error"], "Forkert email eller adgangskode");
        let invalid = app.default_visitor().post_json("/api/auth/sign-in", json!({"email": "mette", "password": ""})).await;
        assert_eq!(invalid.status(), 422);
        let body: Value = invalid.json().await.unwrap();
        assert_eq!(body["fields"]["email"], "Ugyldig email adresse");
        assert_eq!(body["fields"]["password"], "Adgangskode er påkrævet");

        let right = app.default_visitor().post_json("/api/auth/sign-in", json!({"email": "METTE@example.dk", "password": PASSWORD})).await;
        assert_eq!(right.status(), 200);
        assert!(right.headers()["set-cookie"].to_str().unwrap().contains("HttpOnly"));
        let session: Value = app.get("/api/session").await.json().await.unwrap();
        assert_eq!(session["user"]["firstName"], "Mette");
    }

    async fn sign_in_is_rate_limited_per_account_and_per_address(app) {
        sign_up(&app, "mette@example.dk").await;
        for _ in 0..5 {
            let r = app.default_visitor().post_json("/api/auth/sign-in", json!({"email": "mette@example.dk", "password": "forkert"})).await;
            assert_eq!(r.status(), 401);
        }
        let limited = app.default_visitor().post_json("/api/auth/sign-in", json!({"email": "mette@example.dk", "password": PASSWORD})).await;
        assert_eq!(limited.status(), 429, "even the right password waits once the account is locked");
        let message = limited.json::<Value>().await.unwrap()["error"].as_str().unwrap().to_owned();
        assert!(message.starts_with("For mange forsøg"), "{message}");
        assert!(message.contains("15 minutter"), "{message}");
        // Per address: many accounts from one address.
        for i in 0..15 {
            app.default_visitor().post_json("/api/auth/sign-in", json!({"email": format!("x{i}@example.dk"), "password": "forkert"})).await;
        }
        let r = app.default_visitor().post_json("/api/auth/sign-in", json!({"email": "fresh@example.dk", "password": "forkert"})).await;
        assert_eq!(r.status(), 429);
    }

    async fn sign_out_revokes_the_session_and_clears_the_cookie(app) {
        let cookie = session_cookie(&sign_up(&app, "mette@example.dk").await);
        let response = app.default_visitor().post_json("/api/auth/sign-out", json!({})).await;
        assert_eq!(response.status(), 204);
        assert!(response.headers()["set-cookie"].to_str().unwrap().contains("Max-Age=0"));
        // The old token no longer works even if someone kept it.
        let replay = app.visitor().get("/api/profile").header("cookie", &cookie).send().await.unwrap();
        assert_eq!(replay.status(), 401);
        let sessions: i64 = sqlx::query_scalar("select count(*) from sessions").fetch_one(&app.state.db).await.unwrap();
        assert_eq!(sessions, 0);
    }

    async fn expired_and_forged_cookies_are_signed_out(app) {
        let cookie = session_cookie(&sign_up(&app, "mette@example.dk").await);
        let client = app.visitor();
        let forged = format!("session={}", "ab".repeat(32));
        for bad in [forged.as_str(), "session=not-a-token", "session="] {
            let session: Value = client.get("/api/session").header("cookie", bad).send().await.unwrap().json().await.unwrap();
            assert_eq!(session["user"], Value::Null, "{bad}");
            let profile = client.get("/api/profile").header("cookie", bad).send().await.unwrap();
            assert_eq!(profile.status(), 401, "{bad}");
        }
        sqlx::query("update sessions set expires_at = 1").execute(&app.state.db).await.unwrap();
        let profile = client.get("/api/profile").header("cookie", &cookie).send().await.unwrap();
        assert_eq!(profile.status(), 401);
        let page = client.get("/profile").header("cookie", &cookie).send().await.unwrap();
        assert_eq!(page.status(), 303);
        assert_eq!(page.headers()["location"], "/auth");
    }

    async fn cross_origin_state_changes_are_refused(app) {
        let body = json!({"firstName": "Mette", "lastName": "Hansen", "email": "m@example.dk", "password": PASSWORD});
        let evil = app.client.post(app.url("/api/auth/sign-up")).header("origin", "https://evil.example").json(&body).send().await.unwrap();
        assert_eq!(evil.status(), 403);
        let cross = app.client.post(app.url("/api/auth/sign-up")).header("sec-fetch-site", "cross-site").json(&body).send().await.unwrap();
        assert_eq!(cross.status(), 403);
        let users: i64 = sqlx::query_scalar("select count(*) from users").fetch_one(&app.state.db).await.unwrap();
        assert_eq!(users, 0, "nothing changed");
        let ours = app.default_visitor().post("/api/auth/sign-up").header("sec-fetch-site", "same-origin").json(&body).send().await.unwrap();
        assert_eq!(ours.status(), 201);
    }

    async fn profile_can_be_read_and_changed_but_not_the_email(app) {
        sign_up(&app, "mette@example.dk").await;
        let profile: Value = app.get("/api/profile").await.json().await.unwrap();
        assert_eq!(profile["profile"]["phone"], Value::Null);
        let put = |body: Value| app.default_visitor().put("/api/profile").json(&body).send();
        let updated = put(json!({"firstName": " Mette-Marie ", "lastName": "Hansen", "phone": "+45 12 34 56 78", "email": "new@example.dk"})).await.unwrap();
        assert_eq!(updated.status(), 200);
        let body: Value = updated.json().await.unwrap();
        assert_eq!(body["profile"]["firstName"], "Mette-Marie");
        assert_eq!(body["profile"]["phone"], "+45 12 34 56 78");
        assert_eq!(body["profile"]["email"], "mette@example.dk", "the email cannot change");
        // An empty phone is stored as null.
        put(json!({"firstName": "Mette", "lastName": "Hansen", "phone": "  "})).await.unwrap();
        let phone: Option<String> = sqlx::query_scalar("select phone from profiles").fetch_one(&app.state.db).await.unwrap();
        assert_eq!(phone, None);
        let invalid = put(json!({"firstName": "", "lastName": "Hansen", "phone": "1".repeat(21)})).await.unwrap();
        assert_eq!(invalid.status(), 422);
        let body: Value = invalid.json().await.unwrap();
        assert_eq!(body["fields"]["phone"], "Telefonnummer må max være 20 tegn");
        assert_eq!(body["fields"]["firstName"], "Fornavn er påkrævet");
        let name: String = sqlx::query_scalar("select first_name from profiles").fetch_one(&app.state.db).await.unwrap();
        assert_eq!(name, "Mette", "an invalid update changes nothing");
    }

    async fn password_change_verifies_and_revokes_other_sessions(app) {
        sign_up(&app, "mette@example.dk").await;
        let elsewhere = app.visitor();
        let r = elsewhere.post("/api/auth/sign-in").json(&json!({"email": "mette@example.dk", "password": PASSWORD})).send().await.unwrap();
        assert_eq!(r.status(), 200);
        let change = |body: Value| app.default_visitor().post("/api/profile/password").json(&body).send();
        let mismatch = change(json!({"currentPassword": PASSWORD, "newPassword": "nyadgang1", "confirmPassword": "nyadgang2"})).await.unwrap();
        assert_eq!(mismatch.status(), 422);
        assert_eq!(mismatch.json::<Value>().await.unwrap()["fields"]["confirmPassword"], "Adgangskoderne matcher ikke");
        let wrong = change(json!({"currentPassword": "forkert", "newPassword": "nyadgang1", "confirmPassword": "nyadgang1"})).await.unwrap();
        assert_eq!(wrong.status(), 403);
        let body: Value = wrong.json().await.unwrap();
        assert_eq!(body["hint"], "Check your password and try again");
        let ok = change(json!({"currentPassword": PASSWORD, "newPassword": "nyadgang1", "confirmPassword": "nyadgang1"})).await.unwrap();
        assert_eq!(ok.status(), 200);
        // This session stays; the other device is signed out; the new password works.
        assert_eq!(app.get("/api/profile").await.status(), 200);
        assert_eq!(elsewhere.get("/api/profile").send().await.unwrap().status(), 401);
        let again = app.visitor().post("/api/auth/sign-in").json(&json!({"email": "mette@example.dk", "password": "nyadgang1"})).send().await.unwrap();
        assert_eq!(again.status(), 200);
    }

    async fn users_see_only_their_own_profile_and_orders(app) {
        let mette = sign_up(&app, "mette@example.dk").await.json::<Value>().await.unwrap();
        let bo_client = app.visitor();
        let bo = bo_client.post("/api/auth/sign-up")
            .json(&json!({"firstName": "Bo", "lastName": "Jensen", "email": "bo@example.dk", "password": PASSWORD}))
            .send().await.unwrap().json::<Value>().await.unwrap();
        let insert = |user: &str, number: &str, at: &str| {
            sqlx::query("insert into orders (id, user_id, order_number, shopify_order_number, status, created_at, total_amount_minor, currency_code, items)
                         values ($1, $2, $3, null, 'pending', $4, 249900, 'DKK', '[{\"title\":\"Dimmer\",\"quantity\":1,\"price\":2499}]')")
                .bind(format!("o-{number}")).bind(user.to_owned()).bind(number.to_owned()).bind(at.to_owned())
                .execute(&app.state.db)
        };
        let mette_id = mette["user"]["id"].as_str().unwrap();
        let bo_id = bo["user"]["id"].as_str().unwrap();
        insert(mette_id, "1001", "2026-10-01T10:00:00Z").await.unwrap();
        insert(mette_id, "1003", "2026-11-01T10:00:00Z").await.unwrap();
        insert(bo_id, "1002", "2026-10-15T10:00:00Z").await.unwrap();

        let orders: Value = app.get("/api/orders").await.json().await.unwrap();
        let numbers: Vec<&str> = orders["orders"].as_array().unwrap().iter().map(|o| o["orderNumber"].as_str().unwrap()).collect();
        assert_eq!(numbers, ["1003", "1001"], "only Mette's, newest first");
        assert_eq!(orders["orders"][0]["totalAmount"], 2499.0);
        assert_eq!(orders["orders"][0]["items"][0]["title"], "Dimmer");

        let bo_orders: Value = bo_client.get("/api/orders").send().await.unwrap().json().await.unwrap();
        assert_eq!(bo_orders["orders"].as_array().unwrap().len(), 1);
        // There is no way to name another user's id: profile and orders are the caller's.
        let bo_profile: Value = bo_client.get("/api/profile?id={mette_id}").send().await.unwrap().json().await.unwrap();
        assert_eq!(bo_profile["profile"]["email"], "bo@example.dk");
        bo_client.put("/api/profile").json(&json!({"id": mette_id, "firstName": "Hacked", "lastName": "X"})).send().await.unwrap();
        let mette_name: String = sqlx::query_scalar("select first_name from profiles where id = $1").bind(mette_id).fetch_one(&app.state.db).await.unwrap();
        assert_eq!(mette_name, "Mette");
        // Anonymous callers get nothing.
        assert_eq!(app.visitor().get("/api/orders").send().await.unwrap().status(), 401);
    }

    async fn pages_follow_the_session(app) {
        // Without a session: /profile goes to /auth; /auth renders.
        let page = app.get("/profile").await;
        assert_eq!(page.status(), 303);
        assert_eq!(page.headers()["location"], "/auth");
        assert_eq!(app.get("/en/profile").await.headers()["location"], "/en/auth");
        assert_eq!(app.get("/auth").await.status(), 200);
        sign_up(&app, "mette@example.dk").await;
        // With one: /auth goes to /profile, which shows the user's names.
        let auth = app.get("/auth").await;
        assert_eq!(auth.status(), 303);
        assert_eq!(auth.headers()["location"], "/profile");
        let (status, html) = app.get_text("/profile").await;
        assert_eq!(status, 200);
        assert!(html.contains("Mette"));
        assert!(html.contains("mette@example.dk"));
        let page: Value = app.get("/api/page?path=%2Fauth").await.json().await.unwrap();
        assert_eq!(page["redirect"], "/profile");
    }

    async fn admin_pages_and_apis_are_guarded_on_the_server(app) {
        // No session.
        let page = app.get("/admin/translations").await;
        assert_eq!(page.status(), 303);
        assert_eq!(page.headers()["location"], "/auth");
        assert_eq!(app.get("/api/admin/overview").await.status(), 401);
        // A customer.
        sign_up(&app, "mette@example.dk").await;
        for path in ["/admin/translations", "/admin/translation-check"] {
            let (status, html) = app.get_text(path).await;
            assert_eq!(status, 403, "{path}");
            assert!(html.contains("<h1>Access Denied</h1>"));
            assert!(html.contains("<p>You need administrator privileges to access this page.</p>"));
            assert!(html.contains(">Return to homepage</a>"));
        }
        assert_eq!(app.get("/api/admin/overview").await.status(), 403);
        // The same customer made admin.
        let email = elektriker::accounts::validation::Email::parse("mette@example.dk").unwrap();
        assert!(elektriker::accounts::grant_admin(&app.state.db, &email).await.unwrap());
        // An administrator needs a second factor before any admin page or API.
        let (status, html) = app.get_text("/admin/translations").await;
        assert_eq!(status, 403);
        assert!(html.contains("\"secondFactor\":\"enrol\""), "asked to set one up");
        let refused = app.get("/api/admin/overview").await;
        assert_eq!(refused.status(), 403);
        let body: Value = refused.json().await.unwrap();
        assert!(body["error"].as_str().unwrap().contains("tofaktorgodkendelse"), "{body}");
        crate::helpers::enrol_second_factor(&app.default_visitor()).await;
        let (status, html) = app.get_text("/admin/translations").await;
        assert_eq!(status, 200);
        assert!(!html.contains("<h1>Access Denied</h1>"));
        let overview: Value = app.get("/api/admin/overview").await.json().await.unwrap();
        assert_eq!(overview["users"], 1);
        // A role check that fails (it is part of the session's lookup) is logged and
        // treated as "not admin": nobody is signed in, the page asks to sign in.
        sqlx::query("drop table user_roles").execute(&app.state.db).await.unwrap();
        let refused = app.get("/admin/translations").await;
        assert_eq!(refused.status(), 303);
        assert_eq!(refused.headers()["location"], "/auth");
        assert_eq!(app.get("/api/admin/overview").await.status(), 401);
        assert!(captured_logs().contains("session lookup failed"));
    }
}

db_tests! {
    async fn translation_coverage_and_downloads_are_for_admins_only(app) {
        // No session: 401; a customer: 403.
        for path in ["/api/admin/translations/coverage", "/api/admin/translations/en.ftl"] {
            assert_eq!(app.get(path).await.status(), 401, "{path}");
        }
        sign_up(&app, "mette@example.dk").await;
        for path in ["/api/admin/translations/coverage", "/api/admin/translations/en.ftl"] {
            assert_eq!(app.get(path).await.status(), 403, "{path}");
        }
        let email = elektriker::accounts::validation::Email::parse("mette@example.dk").unwrap();
        elektriker::accounts::grant_admin(&app.state.db, &email).await.unwrap();
        crate::helpers::enrol_second_factor(&app.default_visitor()).await;

        // The shipped catalogues are complete.
        let body: Value = app.get("/api/admin/translations/coverage").await.json().await.unwrap();
        let source_keys = body["sourceKeys"].as_u64().unwrap();
        assert!(source_keys > 500, "{source_keys}");
        for language in body["languages"].as_array().unwrap() {
            assert_eq!(language["percentage"], 100, "{language}");
            assert_eq!(language["badge"], "complete");
            assert_eq!(language["missing"], 0);
        }
        let (status, html) = app.get_text("/admin/translation-check").await;
        assert_eq!(status, 200);
        // Written the Danish way: 1.011.
        let grouped = if source_keys >= 1000 { format!("{}.{:03}", source_keys / 1000, source_keys % 1000) } else { source_keys.to_string() };
        assert!(html.contains(&format!("Danske kildenøgler: {grouped}")), "{grouped}");
        assert_eq!(html.matches("Alle tekster er oversat.").count() >= 3, true);

        // A key the table adds shows up in the download (shipped text first).
        sqlx::query("insert into translations (lang, message_key, value, status, updated_at) values ('de', 'extra-key', 'Zusatz', 'machine', '2026-11-22T10:00:00Z')")
            .execute(&app.state.db).await.unwrap();
        let response = app.get("/api/admin/translations/de.ftl").await;
        assert_eq!(response.headers()["content-disposition"], "attachment; filename=\"de.ftl\"");
        let ftl = response.text().await.unwrap();
        assert!(ftl.contains("hero-title = "), "the shipped catalogue");
        assert!(ftl.contains("# machine\nextra-key = Zusatz\n"));
        assert_eq!(app.get("/api/admin/translations/xx.ftl").await.status(), 404);
    }
}
