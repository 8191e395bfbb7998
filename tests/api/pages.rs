use crate::db_tests;
use crate::helpers::captured_logs;

fn between<'a>(html: &'a str, start: &str, end: &str) -> &'a str {
    let from = html.find(start).unwrap_or_else(|| panic!("{start} not in page")) + start.len();
    let to = html[from..].find(end).unwrap() + from;
    &html[from..to]
}

db_tests! {
    async fn home_page_arrives_complete_in_danish(app) {
        let (status, html) = app.get_text("/").await;
        assert_eq!(status, 200);
        assert!(html.starts_with("<!doctype html><html lang=\"da\">"), "{}", &html[..80]);
        // The hero of the specification, in the first response.
        for text in [
            "Autoriseret elinstallatør i København",
            "Sikker el til hjem og erhverv – til fast pris",
            "Se vores arbejde",
            "Få et gratis tilbud",
            "2 års garanti",
            "Hurtig udrykning",
            "Gratis parkering",
            "alt=\"Stikkontakter og kontakter monteret på en væg\"",
        ] {
            assert!(html.contains(text), "home page lacks {text:?}");
        }
        // The shell: header navigation, language switcher, footer.
        assert!(html.contains("aria-label=\"Hovedmenu\""));
        assert!(html.contains("href=\"/en\" hrefLang=\"en\""), "language switcher links to the English page");
        assert!(html.contains("class=\"site-footer\""));
        // Hydration: the data script and the hashed client entry.
        let boot: serde_json::Value = serde_json::from_str(between(&html, "<script id=\"__page\" type=\"application/json\">", "</script>")).unwrap();
        assert_eq!(boot["data"]["route"], "home");
        assert_eq!(boot["data"]["lang"], "da");
        // The catalogue is its own immutable, content-named asset, preloaded by the page.
        let messages_url = boot["messagesUrl"].as_str().unwrap().to_owned();
        // (started by the early script once the page has painted).
        assert!(html.contains(&format!(" data-messages=\"{messages_url}\"")));
        let response = app.get(&messages_url).await;
        assert_eq!(response.headers()["cache-control"], "public, max-age=31536000, immutable");
        let messages: serde_json::Value = response.json().await.unwrap();
        assert_eq!(messages["lang"], "da");
        // Parsed by the server (the browser carries no Fluent parser).
        let hero = messages["entries"].as_array().unwrap().iter().find(|e| e["id"] == "hero-title").expect("hero-title");
        assert!(hero["value"].as_str().is_some_and(|v| !v.is_empty()), "{hero}");
        assert_eq!(app.get("/assets/messages/da-000000000000.json").await.status(), 404);
        let entry = between(&html, " data-app=\"/assets/", "\"");
        assert!(entry.starts_with("entry-client-") && entry.ends_with(".js"), "{entry}");
    }

    async fn every_page_has_canonical_and_hreflang_alternates(app) {
        let base = app.state.pages.site.url.to_string();
        let (_, html) = app.get_text("/om-os").await;
        assert!(html.contains(&format!("<link rel=\"canonical\" href=\"{base}/om-os\">")));
        for (lang, href) in [("da", "/om-os"), ("en", "/en/om-os"), ("de", "/de/om-os"), ("fr", "/fr/om-os"), ("x-default", "/om-os")] {
            assert!(
                html.contains(&format!("<link rel=\"alternate\" hreflang=\"{lang}\" href=\"{base}{href}\">")),
                "missing {lang} alternate"
            );
        }
        let (_, html) = app.get_text("/de/om-os").await;
        assert!(html.contains("<html lang=\"de\">"));
        assert!(html.contains(&format!("<link rel=\"canonical\" href=\"{base}/de/om-os\">")));
    }

    async fn english_prefix_serves_english(app) {
        for path in ["/en/", "/en"] {
            let (status, html) = app.get_text(path).await;
            assert_eq!(status, 200, "{path}");
            assert!(html.contains("<html lang=\"en\">"), "{path}");
            assert!(html.contains(">Authorised electrical contractor in Copenhagen<"), "{path} shows the English hero badge");
        }
    }

    async fn unknown_paths_get_the_404_page_and_are_logged(app) {
        let path = format!("/findes-ikke-{}", rand::random::<u32>());
        let (status, html) = app.get_text(&path).await;
        assert_eq!(status, 404);
        assert!(html.contains("Oops! Page not found"));
        assert!(html.contains("<a class=\"button button-primary\" href=\"/\""), "links home");
        assert!(html.contains("<meta name=\"robots\" content=\"noindex\">"));
        assert!(!html.contains("rel=\"canonical\""), "a 404 has no canonical");
        assert!(captured_logs().contains(&path), "the 404 path is logged");

        let (status, html) = app.get_text("/fr/nulle-part").await;
        assert_eq!(status, 404);
        assert!(html.contains("<html lang=\"fr\">"));
        assert!(html.contains("href=\"/fr\""), "links to the French home page");
        // Known route families reject unknown values with the same 404.
        assert_eq!(app.get("/services/ukendt").await.status(), 404);
        assert_eq!(app.get("/collections/ukendt").await.status(), 404);
    }

    async fn pages_answer_get_and_head_and_refuse_other_methods(app) {
        // HEAD: the page's headers without its body.
        let response = app.client.head(app.url("/om-os")).send().await.unwrap();
        assert_eq!(response.status(), 200);
        assert!(response.headers()[reqwest::header::CONTENT_TYPE].to_str().unwrap().starts_with("text/html"));
        assert!(response.bytes().await.unwrap().is_empty());
        // Any other method on a page (or an unknown path): 405, naming what is allowed,
        // and the page cache keeps the page as it was.
        for (method, path) in [(reqwest::Method::POST, "/om-os"), (reqwest::Method::PUT, "/en/om-os"), (reqwest::Method::DELETE, "/findes-ikke"), (reqwest::Method::PATCH, "/")] {
            let response = app.default_visitor().request(method.clone(), path).send().await.unwrap();
            assert_eq!(response.status(), 405, "{method} {path}");
            assert_eq!(response.headers()[reqwest::header::ALLOW], "GET,HEAD", "{method} {path}");
        }
        let (status, html) = app.get_text("/om-os").await;
        assert_eq!(status, 200);
        assert!(html.contains("<html lang=\"da\">"));
        // The forms of pages that take a POST still get it.
        let response = app.default_visitor().post("/kasse").form(&[("email", "")]).send().await.unwrap();
        assert_ne!(response.status(), 405);
    }

    async fn page_api_returns_the_loader_data_for_client_navigation(app) {
        let response = app.get("/api/page?path=%2Fen%2Fom-os").await;
        assert_eq!(response.status(), 200);
        assert_eq!(response.headers()["cache-control"], "private, no-store");
        let body: serde_json::Value = response.json().await.unwrap();
        assert_eq!(body["data"]["route"], "about");
        assert_eq!(body["data"]["lang"], "en");
        assert_eq!(body["data"]["path"], "/om-os");

        let response = app.get("/api/page?path=%2Fnope").await;
        assert_eq!(response.status(), 404);
        let body: serde_json::Value = response.json().await.unwrap();
        assert_eq!(body["data"]["route"], "not-found");

        assert_eq!(app.get("/api/page?path=nope").await.status(), 400);
    }

    async fn anonymous_pages_are_cached_and_personal_ones_are_not(app) {
        let cache = &app.state.pages.cache;
        let hits = || cache.counters.hits.get();
        let first = app.get_text("/kontakt").await.1;
        let before = hits();
        let second = app.get_text("/kontakt").await.1;
        assert_eq!(hits(), before + 1, "second anonymous request is a cache hit");
        assert_eq!(first, second);

        // A cookie that is no session is an anonymous visitor: the shared page, and
        // the cookie is cleared.
        let response = app.client.get(app.url("/kontakt")).header("cookie", "session=abc").send().await.unwrap();
        assert_eq!(response.headers()["cache-control"], "public, max-age=0, must-revalidate");
        assert!(response.headers()["set-cookie"].to_str().unwrap().contains("Max-Age=0"));
        assert_eq!(hits(), before + 2);

        // A signed-in visitor's answer is theirs alone (never stored by others).
        app.default_visitor().sign_up("mette@example.dk", "Mette").send().await.unwrap();
        let response = app.client.get(app.url("/kontakt")).send().await.unwrap();
        assert_eq!(response.headers()["cache-control"], "private, no-store");

        // Invalidation (data changed) forces a fresh render.
        cache.invalidate();
        let before = hits();
        app.get_text("/kontakt").await;
        assert_eq!(hits(), before);
    }
}

db_tests! {
    async fn content_pages_render_with_their_own_titles(app) {
        for (path, heading_part) in [
            ("/services", "<h1"), ("/om-os", "<h1"), ("/privatlivspolitik", "<h1"), ("/handelsbetingelser", "<h1"),
        ] {
            let (status, html) = app.get_text(path).await;
            assert_eq!(status, 200, "{path}");
            assert!(html.contains(heading_part), "{path} has a heading");
            assert!(!html.contains("Denne side er ved at blive bygget"), "{path} is no placeholder");
        }
        for slug in ["installation", "fejlfinding", "smart-home", "elbil", "tavle", "erhverv"] {
            let (status, html) = app.get_text(&format!("/services/{slug}")).await;
            assert_eq!(status, 200, "{slug}");
            assert!(html.contains("\"@type\":\"FAQPage\""), "{slug} has FAQ structured data");
            assert!(!html.contains("Denne side er ved at blive bygget"), "{slug} is no placeholder");
        }
        let (_, about) = app.get_text("/om-os").await;
        for value in ["Kvalitet og sikkerhed", "Pålidelighed", "Kundefokus", "Faglig stolthed", "Passion", "Ærlighed"] {
            assert!(about.to_lowercase().contains(&value.to_lowercase()), "about page names the value {value}");
        }
    }
}

db_tests! {
    // A 10 MB post gets the site's own answer naming the limit, in the visitor's
    // language: the error page on the plain forms, the JSON error on the APIs; a form
    // from another site gets the error page too. Nothing is stored.
    async fn oversized_and_refused_bodies_get_the_sites_own_answer(app) {
        let big = "x".repeat(10 * 1024 * 1024);
        let client = app.visitor_on(reqwest::Client::new());
        for (path, lang, words) in [
            ("/kasse", "da", "Formularen er for stor"),
            ("/book", "da", "Formularen er for stor"),
            ("/en/book", "en", "The form is too large"),
            ("/de/kasse", "de", "Das Formular ist zu groß"),
        ] {
            let response = client.post(path).form(&[("name", "Mette"), ("comment", big.as_str())]).send().await.unwrap();
            assert_eq!(response.status(), 413, "{path}");
            assert_eq!(response.headers()["content-type"], "text/html; charset=utf-8", "{path}");
            let html = response.text().await.unwrap();
            assert!(html.starts_with(&format!("<!doctype html><html lang=\"{lang}\">")), "{path}");
            assert!(html.contains(words) && html.contains("2 MB"), "{path}: {html}");
            assert!(!html.contains("Failed to buffer"), "{path}");
        }
        // A small form from another site: the page, not a bare English line.
        let response = client.post_from("https://evil.example", "/kasse").form(&[("name", "Mette")]).send().await.unwrap();
        assert_eq!(response.status(), 403);
        assert!(response.text().await.unwrap().contains("Formularen blev afvist"));
        // The APIs: JSON, the limit named.
        for path in ["/api/orders", "/api/booking", "/api/contact"] {
            let response = client
                .post(path)
                .header("x-lang", "en")
                .header("content-type", "application/json")
                .body(format!("{{\"comment\": \"{big}\"}}"))
                .send()
                .await
                .unwrap();
            assert_eq!(response.status(), 413, "{path}");
            assert_eq!(response.headers()["content-type"], "application/json", "{path}");
            let body: serde_json::Value = response.json().await.unwrap();
            assert_eq!(body["error"], "The request is too large (at most 2 MB).", "{path}");
        }
        for table in ["orders", "bookings", "contact_requests"] {
            let rows: i64 = sqlx::query_scalar(&format!("select count(*) from {table}")).fetch_one(&app.state.db).await.unwrap();
            assert_eq!(rows, 0, "{table}");
        }
    }
}
