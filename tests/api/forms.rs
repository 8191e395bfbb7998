use serde_json::{Value, json};

use elektriker::i18n::Lang;

use crate::db_tests;
use crate::helpers::{Backend, TestApp, spawn_app_with};

async fn count(app: &TestApp, sql: &str) -> i64 {
    sqlx::query_scalar(sql).fetch_one(&app.state.db).await.unwrap()
}

db_tests! {
    async fn quote_requests_are_validated_stored_and_rate_limited(app) {
        let bad = app.default_visitor().post_json("/api/quote", json!({"name": "B", "email": "bo@", "phone": "1234", "message": "Hej"})).await;
        assert_eq!(bad.status(), 422);
        let body: Value = bad.json().await.unwrap();
        assert_eq!(body["fields"]["name"], "Navn skal være mindst 2 tegn");
        assert_eq!(body["fields"]["email"], "Ugyldig email adresse");
        assert_eq!(body["fields"]["phone"], "Telefonnummer skal være mindst 8 cifre");
        assert_eq!(body["fields"]["message"], "Besked skal være mindst 10 tegn");
        let long = app.default_visitor().post_json("/api/quote", json!({"name": "N".repeat(101), "email": format!("{}@ex.dk", "a".repeat(250)), "phone": "1".repeat(21), "message": "x".repeat(1001)})).await;
        let body: Value = long.json().await.unwrap();
        assert_eq!(body["fields"]["name"], "Navn må højst være 100 tegn");
        assert_eq!(body["fields"]["email"], "Email må højst være 255 tegn");
        assert_eq!(body["fields"]["phone"], "Telefonnummer må højst være 20 cifre");
        assert_eq!(body["fields"]["message"], "Besked må højst være 1000 tegn");
        assert_eq!(count(&app, "select count(*) from contact_requests").await, 0, "nothing malformed is stored");

        let good = json!({"name": " Mette Hansen ", "email": "Mette@Example.dk", "phone": "12 34 56 78", "message": "Fire nye spots i køkkenet, tak."});
        assert_eq!(app.default_visitor().post_json("/api/quote", good.clone()).await.status(), 201);
        let (name, email, kind): (String, String, String) =
            sqlx::query_as("select name, email, kind from contact_requests").fetch_one(&app.state.db).await.unwrap();
        assert_eq!((name.as_str(), email.as_str(), kind.as_str()), ("Mette Hansen", "mette@example.dk", "quote"));
        for _ in 0..4 {
            assert_eq!(app.default_visitor().post_json("/api/quote", good.clone()).await.status(), 201);
        }
        let limited = app.default_visitor().post_json("/api/quote", good).await;
        assert_eq!(limited.status(), 429);
        assert!(limited.json::<Value>().await.unwrap()["error"].as_str().unwrap().contains("+45 70 60 50 40"));
        assert_eq!(count(&app, "select count(*) from contact_requests").await, 5);
    }

    async fn contact_messages_need_name_email_and_message_only(app) {
        let bad = app.default_visitor().post_json("/api/contact", json!({"name": "", "email": "", "message": ""})).await;
        assert_eq!(bad.status(), 422);
        let body: Value = bad.json().await.unwrap();
        assert_eq!(body["fields"]["name"], "Navn er påkrævet");
        assert_eq!(body["fields"]["email"], "Email er påkrævet");
        assert_eq!(body["fields"]["message"], "Besked er påkrævet");
        assert!(body["fields"].get("phone").is_none(), "the phone is optional");
        let ok = app.default_visitor().post_json("/api/contact", json!({"name": "Bo", "email": "bo@example.dk", "message": "Ring mig"})).await;
        assert_eq!(ok.status(), 201);
        let phone: Option<String> = sqlx::query_scalar("select phone from contact_requests").fetch_one(&app.state.db).await.unwrap();
        assert_eq!(phone, None);
    }

    async fn the_newsletter_stores_an_address_once(app) {
        let bad = app.default_visitor().post_json("/api/newsletter", json!({"email": ""})).await;
        assert_eq!(bad.status(), 422);
        assert_eq!(bad.json::<Value>().await.unwrap()["fields"]["email"], "Email er påkrævet");
        for email in ["mette@example.dk", "METTE@example.dk", " mette@example.dk "] {
            assert_eq!(app.default_visitor().post_json("/api/newsletter", json!({"email": email})).await.status(), 202);
        }
        assert_eq!(count(&app, "select count(*) from newsletter_subscribers").await, 1);
    }

    async fn forms_refuse_cross_site_posts(app) {
        let evil = app.client.post(app.url("/api/quote")).header("origin", "https://evil.example")
            .json(&json!({"name": "Mette", "email": "m@example.dk", "phone": "12345678", "message": "Hej med jer alle"})).send().await.unwrap();
        assert_eq!(evil.status(), 403);
        assert_eq!(count(&app, "select count(*) from contact_requests").await, 0);
    }

    async fn the_pages_own_forms_refuse_cross_site_posts_in_the_pages_language(app) {
        // The forms that work without JavaScript post to their own pages; another
        // site's post gets the site's error page in the page's language, and nothing is done.
        let visitor = app.visitor();
        let booking = [("service", "elbil"), ("day", "2030-01-07"), ("time", "09:00"), ("name", "Mette"), ("email", "m@example.dk"), ("phone", "12345678")];
        for (lang, path) in [
            (Lang::Da, "/kasse"),
            (Lang::En, "/en/book"),
            (Lang::De, "/de/book/BK-0000?token=x"),
            (Lang::Fr, "/fr/nyhedsbrev/bekraeft?token=x"),
            (Lang::Da, "/nyhedsbrev/afmeld?token=x"),
        ] {
            let refused = visitor.post_from("https://evil.example", path).form(&booking).send().await.unwrap();
            assert_eq!(refused.status(), 403, "{path}");
            assert!(refused.headers()["content-type"].to_str().unwrap().starts_with("text/html"), "{path}");
            let html = refused.text().await.unwrap();
            let title = app.state.pages.catalog.t(lang, "form-cross-site-title", None);
            assert!(html.contains(&title) && html.contains(&format!("lang=\"{}\"", lang.code())), "{path}: {html}");
        }
        assert_eq!(count(&app, "select count(*) from bookings").await, 0);
        assert_eq!(count(&app, "select count(*) from orders").await, 0);
        // The same form from the site itself reaches its handler (a bad booking: 422).
        let ours = visitor.post("/en/book").form(&[("service", "elbil")]).send().await.unwrap();
        assert_eq!(ours.status(), 422);
    }

    async fn a_page_takes_a_forms_post_exactly_when_its_route_has_an_action_in_every_language(app) {
        let visitor = app.visitor();
        let with_action: Vec<&str> = elektriker::pages::routes::actions().map(|(id, _)| id).collect();
        assert_eq!(with_action, ["checkout", "order", "booking", "booking-manage", "newsletter-confirm", "newsletter-unsubscribe", "withdrawal"]);
        for route in elektriker::pages::table::ROUTES.iter().filter(|r| r.path != "*") {
            let path = route.path.replace(":reference", "B-00000000").replace(':', "x-");
            for lang in Lang::ALL {
                let url = format!("{}?token=x", lang.localize(&path));
                let answer = visitor.post(&url).form(&[("action", "nonsense")]).send().await.unwrap();
                let status = answer.status().as_u16();
                if with_action.contains(&route.id.as_str()) {
                    // Its action ran: an unreadable form (400), a dead link's page (404), an
                    // empty checkout's messages (422); never the 405 of a page without one.
                    assert_ne!(status, 405, "POST {url}");
                    assert!(answer.headers()["content-type"].to_str().unwrap().starts_with("text/html"), "POST {url}");
                } else {
                    assert_eq!(status, 405, "POST {url}");
                }
            }
        }
        assert_eq!(count(&app, "select count(*) from orders").await, 0);
        assert_eq!(count(&app, "select count(*) from bookings").await, 0);
    }

    async fn robots_points_to_the_sitemap_and_keeps_private_pages_out(app) {
        let text = app.get("/robots.txt").await.text().await.unwrap();
        assert!(text.contains(&format!("Sitemap: {}/sitemap.xml", app.state.pages.site.url)));
        assert!(text.lines().any(|l| l == "Disallow: /api/"));
        // Read by a first-match reader (Python's urllib.robotparser) and a longest-match
        // one (protego, RFC 9309 as Google reads it): the same answer for every path.
        let script = "import sys, urllib.robotparser as r, protego\ntext = sys.stdin.read()\np = r.RobotFileParser()\np.parse(text.splitlines())\n\
                      g = protego.Protego.parse(text)\n\
                      a = [p.can_fetch('Googlebot', u) for u in sys.argv[1:]]\nb = [g.can_fetch('https://example.dk' + u, 'Googlebot') for u in sys.argv[1:]]\n\
                      assert a == b, (a, b)\nprint(' '.join(str(x) for x in a))";
        let paths = ["/", "/product/stikkontakt-1-modul", "/auth", "/profile", "/kasse", "/admin/orders", "/en/profile", "/ordre/NE-1", "/api/session"];
        let mut child = std::process::Command::new("python3")
            .arg("-c")
            .arg(script)
            .args(paths)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        use std::io::Write as _;
        child.stdin.take().unwrap().write_all(text.as_bytes()).unwrap();
        let said = String::from_utf8(child.wait_with_output().unwrap().stdout).unwrap();
        assert_eq!(said.trim(), "True True True True True True True True False", "{paths:?}");
        // Those pages are crawled so that their noindex is seen (the profile sends a
        // visitor without a session to /auth, as the back office does).
        for path in ["/auth", "/kasse", "/coming-soon"] {
            let (_, html) = app.get_text(path).await;
            assert!(html.contains("<meta name=\"robots\" content=\"noindex\">"), "{path}");
        }
        for path in ["/profile", "/en/profile", "/admin/orders"] {
            let answer = app.get(path).await;
            let location = answer.headers().get("location").map(|l| l.to_str().unwrap().to_owned()).unwrap_or_default();
            assert!(answer.status().is_redirection() && location.contains("/auth"), "{path}: {} {location}", answer.status());
        }
    }

    async fn home_and_contact_pages_carry_business_structured_data(app) {
        for path in ["/", "/kontakt"] {
            let (_, html) = app.get_text(path).await;
            assert!(html.contains("\"@type\":\"Electrician\""), "{path}");
            assert!(html.contains("\"telephone\":\"+45 70 60 50 40\""), "{path}");
            assert!(html.contains("\"opens\":\"08:00\""), "{path}");
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_coming_soon_password_is_checked_on_the_server() {
    let app = spawn_app_with(Backend::Sqlite, |args| args.requests.coming_soon_password = Some("lys2027".into())).await.unwrap();
    let wrong = app.default_visitor().post_json("/api/coming-soon/unlock", json!({"password": "gæt"})).await;
    assert_eq!(wrong.status(), 403);
    let body: Value = wrong.json().await.unwrap();
    assert_eq!(body["error"], "Forkert adgangskode");
    assert_eq!(body["hint"], "Prøv venligst igen");
    assert_eq!(app.default_visitor().post_json("/api/coming-soon/unlock", json!({"password": ""})).await.status(), 422);
    assert_eq!(app.default_visitor().post_json("/api/coming-soon/unlock", json!({"password": "lys2027"})).await.status(), 200);
    // The password is nowhere in what the browser gets.
    let (_, html) = app.get_text("/coming-soon").await;
    assert!(!html.contains("lys2027"));
    // Guessing is rate limited.
    for _ in 0..10 {
        app.default_visitor().post_json("/api/coming-soon/unlock", json!({"password": "gæt"})).await;
    }
    assert_eq!(app.default_visitor().post_json("/api/coming-soon/unlock", json!({"password": "lys2027"})).await.status(), 429);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn export_prints_what_visitors_sent_as_csv() {
    let app = crate::helpers::spawn_app(Backend::Sqlite).await.unwrap();
    app.default_visitor().post_json("/api/quote", json!({"name": "Mette \"M\" Hansen", "email": "m@example.dk", "phone": "12345678", "message": "=HYPERLINK(\"x\"), tak!"})).await;
    app.default_visitor().post_json("/api/newsletter", json!({"email": "bo@example.dk"})).await;
    let mut out = Vec::new();
    elektriker::requests::export::export_csv(&app.state.db, "quotes", &mut out).await.unwrap();
    let csv = String::from_utf8(out).unwrap();
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines[0], "created_at,name,email,phone,message,lang");
    assert!(lines[1].contains("\"Mette \"\"M\"\" Hansen\""), "{csv}");
    assert!(lines[1].contains("\"'=HYPERLINK(\"\"x\"\"), tak!\""), "formulas are neutralised: {csv}");
    let mut out = Vec::new();
    elektriker::requests::export::export_csv(&app.state.db, "newsletter", &mut out).await.unwrap();
    assert!(String::from_utf8(out).unwrap().contains("\"bo@example.dk\",\"da\""));
}
