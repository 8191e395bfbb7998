//! Search, on SQLite and PostgreSQL: products by their text in the page's language
//! (Danish where it is not translated), a typo, the service page first for its word,
//! an approved translation findable at once, the results page without JavaScript,
//! and the guards (length, rate). At size (a generated catalogue): every product
//! found, a product's change in the index at once by its own rows, searches that
//! cannot starve the mail queue, and a time bound.

use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::db_tests;
use crate::helpers::TestApp;
use elektriker::shop::generated;

/// Adds `count` generated products as a bulk write does, and says so: the search
/// index reads every product (the whole catalogue, no cap). Searches meanwhile
/// answer from the index as it is, flagged incomplete; this waits until the Danish
/// index is done (the end of that work, not a polling interval).
async fn with_generated_products(app: &TestApp, count: usize) {
    generated::seed(&app.state.db, count).await.unwrap();
    app.state.changes.products_changed();
    app.state.search.bring_up_to_date(elektriker::i18n::Lang::Da).await.unwrap();
    let found = app.state.search.find("dimmer", elektriker::i18n::Lang::Da, 4).await.unwrap();
    assert!(!found.incomplete, "the index has learnt of the products");
}

/// The index's product rows other than `except`'s, each with where it is stored
/// (SQLite's rowid, PostgreSQL's ctid): a row written again moves.
async fn product_rows(app: &TestApp, except: &str) -> Vec<(String, String, String)> {
    let place = if app.database_url.starts_with("sqlite") { "cast(id as text)" } else { "ctid::text" };
    sqlx::query_as(&format!("select lang, key, {place} from search_documents where kind = 'product' and key <> $1 order by lang, key"))
        .bind(except)
        .fetch_all(&app.state.db)
        .await
        .unwrap()
}

async fn search(app: &TestApp, q: &str, lang: &str) -> Value {
    let q: String = url::form_urlencoded::byte_serialize(q.as_bytes()).collect();
    let response = app.get(&format!("/api/search?q={q}&lang={lang}&limit=24")).await;
    assert_eq!(response.status(), 200);
    response.json().await.unwrap()
}

fn keys(results: &Value, kind: &str) -> Vec<String> {
    results[kind].as_array().unwrap().iter().map(|r| r["key"].as_str().unwrap().to_owned()).collect()
}

async fn with_shopify_its_search_answers_beside_the_local_pages(backend: crate::helpers::Backend) {
    let fake = crate::fake_shopify::FakeShopify::start().await;
    let url = fake.url.clone();
    let Some(app) = crate::helpers::spawn_app_with(backend, move |args| {
        args.shop.shopify_store_domain = Some(url);
        args.shop.shopify_storefront_token = Some(crate::fake_shopify::TOKEN.into());
    })
    .await
    else {
        return;
    };
    let found = search(&app, "Dimmer", "en").await;
    assert_eq!(keys(&found, "products"), ["dimmer"], "{found}");
    assert_eq!(found["products"][0]["url"], "/en/product/dimmer");
    assert_eq!(found["products"][0]["price"], "549.0");
    let call = fake.calls.lock().unwrap().iter().rev().find(|(_, b)| b["query"].as_str().unwrap_or_default().contains("predictiveSearch")).cloned();
    let (_, body) = call.expect("Shopify was asked");
    assert_eq!(body["variables"]["query"], "dimmer", "the normalised query");
    assert_eq!((body["variables"]["language"].as_str(), body["variables"]["country"].as_str()), (Some("EN"), Some("DK")));
    assert!(body["variables"]["limit"].as_i64().unwrap() <= 10);
    // The services and pages still come from the site's own index.
    let ev = search(&app, "elbil", "da").await;
    assert_eq!(keys(&ev, "services").first().map(String::as_str), Some("elbil"), "{ev}");
    assert!(keys(&ev, "products").is_empty());
    let lamps = search(&app, "lamper", "da").await;
    assert_eq!(lamps["collections"][0]["url"], "/products/lamper");

    // The predictive box (up to ten) asks the predictive search alone; the results
    // page asks Shopify's full search too: every product, and how many in all.
    let asked = |name: &str| {
        fake.calls.lock().unwrap().iter().filter(|(_, b)| b["query"].as_str().unwrap_or_default().contains(name)).count()
    };
    let before = asked("search(query:");
    let response = app.get("/api/search?q=Shopify&lang=da&limit=6").await;
    assert_eq!(response.status(), 200);
    assert_eq!(asked("search(query:"), before, "the box does not ask the full search");
    let (status, html) = app.get_text("/search?q=shopify").await;
    assert_eq!(status, 200);
    let call = fake.calls.lock().unwrap().iter().rev().find(|(_, b)| b["query"].as_str().unwrap_or_default().contains("search(query:")).cloned();
    let (_, body) = call.expect("the full search was asked");
    assert_eq!(body["variables"], json!({"query": "shopify", "first": 24, "language": "DA", "country": "DK"}));
    let start = html.find("<script id=\"__page\" type=\"application/json\">").unwrap() + 44;
    let end = html[start..].find("</script>").unwrap() + start;
    let results = serde_json::from_str::<Value>(&html[start..end]).unwrap()["data"]["page"]["results"].clone();
    assert_eq!(results["productTotal"], 6, "{results}");
    assert_eq!(keys(&results, "products"), ["dimmer", "pendel", "spot", "vaeglampe", "bordlampe", "gulvlampe"]);
}

mod with_shopify {
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn sqlite() {
        super::with_shopify_its_search_answers_beside_the_local_pages(crate::helpers::Backend::Sqlite).await
    }
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn postgres() {
        super::with_shopify_its_search_answers_beside_the_local_pages(crate::helpers::Backend::Postgres).await
    }
}

/// Several instances share PostgreSQL and its index: a product translated through
/// one is found through another (the change travels as that product's).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_product_changed_through_one_instance_is_found_through_another() {
    let Some(app) = crate::helpers::spawn_app(crate::helpers::Backend::Postgres).await else { return };
    let (second, state) = crate::helpers::spawn_instance_with_state(&app, |_| {}).await;
    let ask = |q: &'static str| {
        let url = format!("{second}/api/search?q={q}&lang=en&limit=24");
        async move { reqwest::get(url).await.unwrap().json::<Value>().await.unwrap() }
    };
    assert!(keys(&ask("quasar").await, "products").is_empty());
    // Its page and an unrelated one are in the second instance's cache.
    let page = |path: &'static str| {
        let url = format!("{second}{path}");
        async move { reqwest::get(url).await.unwrap().text().await.unwrap() }
    };
    assert!(!page("/en/product/stikkontakt-1-modul").await.contains("Quasar"));
    page("/en/om-os").await;
    let builds = state.search.builds();
    let admin = app.admin().await;
    let edited = admin.send("PUT", "/api/admin/translations/en/shop:product:stikkontakt-1-modul:title", Some(json!({"value": "Quasar wall socket"}))).await;
    assert_eq!(edited.status(), 200);
    let found = crate::helpers::eventually(Duration::from_secs(10), || async {
        keys(&ask("quasar").await, "products") == ["stikkontakt-1-modul"]
    })
    .await;
    assert!(found.is_ok(), "{}", ask("quasar").await);
    assert_eq!(state.search.builds(), builds, "the product's rows alone");
    // On the second instance's pages too: the product's page renders afresh, the
    // unrelated page stays as it was rendered.
    let renders = state.pages.cache.renders();
    assert!(page("/en/product/stikkontakt-1-modul").await.contains("Quasar wall socket"));
    page("/en/om-os").await;
    state.pages.cache.idle().await;
    assert_eq!(state.pages.cache.renders(), renders + 1, "the product's page alone rendered again");
}

const SOCKETS: [&str; 3] = ["stikkontakt-1-modul", "stikkontakt-usb", "udendors-stikkontakt-ip44"];

db_tests! {
    async fn finds_products_services_and_pages_in_the_pages_language(app) {
        let found = search(&app, "stikkontakt", "da").await;
        let products = keys(&found, "products");
        for socket in SOCKETS {
            assert!(products.contains(&socket.to_owned()), "{socket} in {products:?}");
        }
        assert_eq!(found["productTotal"].as_u64(), Some(products.len() as u64), "every product found counts");
        let first = &found["products"][0];
        assert!(first["url"].as_str().unwrap().starts_with("/product/"), "{first}");
        assert!(first["price"].as_str().is_some() && first["image"].as_str().is_some(), "{first}");
        assert!(!first["snippet"].as_str().unwrap().is_empty());
        assert!(keys(&found, "collections").contains(&"stikkontakter".to_owned()), "{found}");

        // A typo.
        let typo = keys(&search(&app, "stikontakt", "da").await, "products");
        assert!(typo.contains(&"stikkontakt-1-modul".to_owned()), "{typo:?}");

        // The service page for its word, first.
        let ev = search(&app, "elbil", "da").await;
        assert_eq!(keys(&ev, "services").first().map(String::as_str), Some("elbil"), "{ev}");
        assert_eq!(ev["services"][0]["url"], "/services/elbil");

        // German and English by their own text; the links in the language.
        let german = search(&app, "Steckdose", "de").await;
        assert!(keys(&german, "products").contains(&"stikkontakt-1-modul".to_owned()), "{german}");
        assert_eq!(german["products"][0]["url"].as_str().unwrap().split('/').nth(1), Some("de"));
        let english = search(&app, "outdoor light", "en").await;
        assert!(keys(&english, "products").contains(&"vaeglampe-med-sensor".to_owned()), "{english}");
        assert!(!keys(&english, "products").contains(&"stikkontakt-1-modul".to_owned()), "not every product: {english}");

        // Content pages.
        let terms = search(&app, "fortrydelsesret", "da").await;
        assert!(keys(&terms, "pages").contains(&"terms".to_owned()), "{terms}");

        // Nothing, and nonsense, are empty answers; a long query is refused.
        assert!(keys(&search(&app, "", "da").await, "products").is_empty());
        assert!(keys(&search(&app, "xqzvwpt", "da").await, "products").is_empty());
        let long = "a".repeat(101);
        let refused = app.get(&format!("/api/search?q={long}&lang=da")).await;
        assert_eq!(refused.status(), 422);
        let body: Value = refused.json().await.unwrap();
        assert!(body["error"].as_str().unwrap().contains("100"), "{body}");
    }

    async fn an_approved_translation_is_found_at_once(app) {
        assert!(keys(&search(&app, "quasar", "en").await, "products").is_empty());
        let admin = app.admin().await;
        let edited = admin.send("PUT", "/api/admin/translations/en/shop:product:stikkontakt-1-modul:title", Some(json!({"value": "Quasar wall socket"}))).await;
        assert_eq!(edited.status(), 200, "{}", edited.text().await.unwrap());
        let builds = app.state.search.builds();
        let found = search(&app, "quasar", "en").await;
        assert_eq!(keys(&found, "products"), ["stikkontakt-1-modul"], "{found}");
        assert_eq!(found["products"][0]["title"], "Quasar wall socket");
        assert_eq!(app.state.search.builds(), builds, "the product's rows alone, not a rebuild");
    }

    async fn the_results_page_works_without_javascript(app) {
        // Each question is one page: another spelling goes to the normal one.
        let response = app.get("/search?q=%20Stikkontakt%20%20").await;
        assert_eq!(response.status(), 303);
        assert_eq!(response.headers()["location"], "/search?q=stikkontakt");
        let (status, html) = app.get_text("/search?q=stikkontakt").await;
        assert_eq!(status, 200);
        assert!(html.contains("<meta name=\"robots\" content=\"noindex\">"), "not indexed");
        assert!(html.contains("href=\"/product/stikkontakt-1-modul\""), "the product's link is in the page");
        assert!(html.contains("role=\"search\""));
        let (status, html) = app.get_text("/en/search?q=elbil").await;
        assert_eq!(status, 200);
        assert!(html.contains("href=\"/en/services/elbil\""), "the English service page");
        // The form in every page's header.
        let (_, home) = app.get_text("/").await;
        assert!(home.contains("action=\"/search\""), "the header's form");
    }

    async fn twenty_first_searches_at_once_build_the_index_once(app) {
        let mut searches = tokio::task::JoinSet::new();
        for _ in 0..20 {
            let url = app.url("/api/search?q=stikkontakt&lang=da&limit=24");
            searches.spawn(async move {
                let response = reqwest::get(url).await.unwrap();
                (response.status().as_u16(), response.text().await.unwrap())
            });
        }
        let answers = searches.join_all().await;
        // On a failure, every different answer and what the server logged about search.
        let explain = || {
            let mut distinct: Vec<&(u16, String)> = answers.iter().collect();
            distinct.dedup();
            let logs = crate::helpers::captured_logs();
            let search_logs: Vec<&str> = logs.lines().filter(|l| l.contains("search")).collect();
            format!("{distinct:#?}\n{}", search_logs[search_logs.len().saturating_sub(40)..].join("\n"))
        };
        assert!(answers.iter().all(|a| a == &answers[0]), "every answer is the same: {}", explain());
        let first: Value = serde_json::from_str(&answers[0].1).unwrap();
        assert!(answers[0].0 == 200 && first["products"].as_array().is_some_and(|p| !p.is_empty()), "{}", explain());
        // One copy of each document: no rebuild ran over another.
        let rows: i64 = sqlx::query_scalar("select count(*) from search_documents where lang = 'da'").fetch_one(&app.state.db).await.unwrap();
        let distinct: i64 = sqlx::query_scalar("select count(*) from (select distinct kind, key from search_documents where lang = 'da') d")
            .fetch_one(&app.state.db)
            .await
            .unwrap();
        assert!(rows > 30, "{rows}");
        assert_eq!(rows, distinct);
        assert_eq!(app.state.search.builds(), 1, "the products were read once");
    }

    async fn searches_are_rate_limited_per_client(app) {
        let mut limited = false;
        for _ in 0..130 {
            let response = app.get("/api/search?q=lampe&lang=da").await;
            if response.status() == 429 {
                limited = true;
                assert!(response.headers().contains_key("retry-after"));
                break;
            }
            assert_eq!(response.status(), 200);
        }
        assert!(limited, "120 a minute, then 429");
    }

    async fn every_product_is_found_and_a_change_reaches_the_index_by_its_own_rows(app) {
        with_generated_products(&app, 600).await;
        if app.database_url.starts_with("postgres") {
            // The build left nothing in the GIN indexes' pending lists (which every
            // search would read through), and the planner knows the table's size.
            let pending: Vec<(String, i64)> = sqlx::query_as(
                "select c.relname::text, gin_clean_pending_list(i.indexrelid)
                 from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
                 where a.amname = 'gin' and i.indrelid = 'search_documents'::regclass order by 1",
            )
            .fetch_all(&app.state.db)
            .await
            .unwrap();
            let names: Vec<&str> = pending.iter().map(|(name, _)| name.as_str()).collect();
            assert_eq!(names, ["search_documents_tsv_da", "search_documents_tsv_de", "search_documents_tsv_en", "search_documents_tsv_fr"]);
            assert!(pending.iter().all(|(_, pages)| *pages == 0), "{pending:?}");
            let rows: f32 = sqlx::query_scalar("select reltuples from pg_class where relname = 'search_documents'").fetch_one(&app.state.db).await.unwrap();
            assert!(rows >= 4.0 * 600.0, "analysed: {rows}");
        }
        let last = generated::handle(600);
        assert_eq!(generated::title(600), "Stikkontakt Nova 600");
        let exact = search(&app, "Stikkontakt Nova 600", "da").await;
        assert_eq!(keys(&exact, "products").first(), Some(&last), "{exact}");
        assert_eq!(exact["incomplete"], false);
        let english = search(&app, "Stikkontakt Nova 600", "en").await;
        assert_eq!(keys(&english, "products").first(), Some(&last), "every language: {english}");
        assert_eq!(app.state.search.builds(), 1, "the catalogue was read once");
        // A one-letter typo of a title word.
        let typo = search(&app, "Stikontakt Nova 600", "da").await;
        assert_eq!(keys(&typo, "products").first(), Some(&last), "{typo}");
        // Two neighbouring letters swapped (one edit, and a candidate by its trigrams
        // on either database).
        let swapped = search(&app, "pednel", "da").await;
        assert!(swapped["products"][0]["title"].as_str().is_some_and(|t| t.starts_with("Pendel ")), "{swapped}");
        assert_eq!(generated::title(592), "Pendel Storm 592");
        let pendell = search(&app, "Pendell 592", "da").await;
        assert_eq!(keys(&pendell, "products").first(), Some(&generated::handle(592)), "{pendell}");

        // A title changes: at once in search, by that product's rows alone.
        let before = product_rows(&app, &last).await;
        assert_eq!(before.len(), 4 * (600 + 17 - 1), "every product in each language");
        sqlx::query("update shop_products set title = 'Kvasarlampe Nova 600' where handle = $1").bind(&last).execute(&app.state.db).await.unwrap();
        app.state.changes.product_changed(&last, &[]);
        let renamed = search(&app, "kvasarlampe", "da").await;
        assert_eq!(keys(&renamed, "products"), [last.clone()], "{renamed}");
        assert_eq!(keys(&search(&app, "kvasarlampr", "da").await, "products"), [last.clone()], "a typo of the new word");
        assert_eq!(renamed["products"][0]["title"], "Kvasarlampe Nova 600", "the new title shown");
        assert_eq!(product_rows(&app, &last).await, before, "no other row was written");
        assert_eq!(app.state.search.builds(), 1, "no rebuild");

        // An exact match ranks above typos: a word as typed finds its products, not
        // its neighbours' ("pendl" is one letter from "pendel").
        let other = generated::handle(598);
        sqlx::query("update shop_products set title = 'Pendl 598' where handle = $1").bind(&other).execute(&app.state.db).await.unwrap();
        app.state.changes.product_changed(&other, &[]);
        let pendl = search(&app, "pendl", "da").await;
        let titles: Vec<&str> = pendl["products"].as_array().unwrap().iter().map(|p| p["title"].as_str().unwrap()).collect();
        assert_eq!(keys(&pendl, "products").first(), Some(&other), "{pendl}");
        assert!(!titles.iter().any(|t| t.starts_with("Pendel ")), "no typo's products: {titles:?}");

        // A deleted product is gone from search.
        sqlx::query("delete from shop_products where handle = $1").bind(&last).execute(&app.state.db).await.unwrap();
        app.state.changes.product_changed(&last, &[]);
        assert!(keys(&search(&app, "kvasarlampe", "da").await, "products").is_empty());
        let rows: i64 = sqlx::query_scalar("select count(*) from search_documents where key = $1").bind(&last).fetch_one(&app.state.db).await.unwrap();
        assert_eq!(rows, 0, "in no language");
        assert_eq!(app.state.search.builds(), 1, "still no rebuild");
    }

    async fn a_common_question_is_searched_once_for_everyone_until_a_product_changes(app) {
        with_generated_products(&app, 400).await;
        // Twenty visitors type the same common word at once, then again: each answer the
        // same, the index asked for it once (the others wait for that search) and never
        // after.
        let searched = app.state.search.searched();
        let ask = |q: &'static str| {
            let app = &app;
            async move {
                let response = app.get(&format!("/api/search?q={q}&lang=da&limit=6")).await;
                assert_eq!(response.status(), 200);
                response.json::<Value>().await.unwrap()
            }
        };
        let first: Vec<Value> = futures_util::future::join_all((0..20).map(|_| ask("stikkontakt"))).await;
        assert!(first.iter().all(|a| *a == first[0]), "one answer for all");
        assert!(keys(&first[0], "products").len() == 6, "{}", first[0]);
        let after_first = app.state.search.searched();
        assert_eq!(after_first, searched + 1, "the twenty asking at once waited for one search");
        let again: Vec<Value> = futures_util::future::join_all((0..20).map(|_| ask("stikkontakt"))).await;
        assert!(again.iter().all(|a| *a == first[0]));
        assert_eq!(app.state.search.searched(), after_first, "the same question again: the kept answer");
        // Another language and another number of results are other questions.
        search(&app, "stikkontakt", "en").await;
        assert_eq!(app.state.search.searched(), after_first + 1);

        // A product changes: the kept answers go, the next question finds the change.
        assert!(keys(&ask("kvasarstik").await, "products").is_empty());
        let renamed = generated::handle(400);
        sqlx::query("update shop_products set title = 'Kvasarstik Nova 400' where handle = $1").bind(&renamed).execute(&app.state.db).await.unwrap();
        app.state.changes.product_changed(&renamed, &[]);
        assert_eq!(keys(&ask("kvasarstik").await, "products"), [renamed.clone()]);
        let counted = app.state.search.searched();
        ask("stikkontakt").await;
        assert_eq!(app.state.search.searched(), counted + 1, "every kept answer went with the change");
    }

    async fn fifty_mistyped_searches_at_once_leave_the_mail_queue_working(app) {
        with_generated_products(&app, 600).await;
        assert!(!keys(&search(&app, "dimmer", "da").await, "products").is_empty());
        let logs_from = crate::helpers::captured_logs().len();
        let typos = ["stikontakt", "pendell", "havelampr", "gruppetavel", "bevægelsessensr", "dimmr nova", "skagne spto", "væglampr fjrod"];
        let mut searches = tokio::task::JoinSet::new();
        for i in 0..50 {
            let url = app.url(&format!("/api/search?q={}&lang=da&limit=4", typos[i % typos.len()]));
            searches.spawn(async move { reqwest::get(url).await.unwrap().status().as_u16() });
        }
        // Meanwhile a visitor writes: the message is stored and its mails queued and sent.
        let body = json!({"name": "Jens", "email": "jens@example.dk", "phone": "", "message": "Hvornår har I tid?"});
        let started = Instant::now();
        let contact = app.default_visitor().post("/api/contact").json(&body).send().await.unwrap();
        assert_eq!(contact.status(), 201, "{:?}", started.elapsed());
        let mails = app.wait_for_outbox(2).await;
        assert_eq!(mails.len(), 2, "the receipt and the business's notification");
        let answers = searches.join_all().await;
        assert!(answers.iter().all(|status| *status == 200), "{answers:?}");
        let logs = crate::helpers::captured_logs();
        assert!(!logs[logs_from..].contains("database unavailable"), "{}", &logs[logs_from..]);
    }

    async fn a_pathological_query_answers_within_the_time_bound(app) {
        with_generated_products(&app, 600).await;
        assert!(!keys(&search(&app, "lampe", "da").await, "products").is_empty());
        let bound = elektriker::search::QUERY_BUDGET + Duration::from_secs(1);
        let letters: String = (0..100).map(|i| (b'a' + (i * 7 % 26) as u8) as char).collect();
        let words: String = (0..50).map(|i| ((b'a' + (i * 11 % 26) as u8) as char).to_string()).collect::<Vec<_>>().join(" ");
        let pairs: String = (0..33).map(|i| format!("{}e", (b'a' + (i * 5 % 26) as u8) as char)).collect::<Vec<_>>().join(" ");
        for q in [letters, words, pairs] {
            assert!(q.chars().count() <= 100, "{q}");
            let started = Instant::now();
            let found = search(&app, &q, "da").await;
            assert!(started.elapsed() < bound, "{q:?}: {:?}", started.elapsed());
            assert!(found["incomplete"].is_boolean(), "{found}");
        }
    }

    async fn a_search_past_its_deadline_stops_and_says_so(app) {
        with_generated_products(&app, 600).await;
        assert!(!keys(&search(&app, "lampe", "da").await, "products").is_empty());
        use elektriker::search::index;
        let reader = index::Reader::new(&app.state.db, 1);
        let words = ["e".to_owned()];
        let wanted = index::Wanted { found: 200, ranked: index::RANKED_AT_MOST, shown: 24 };
        let cut = index::find(&reader, elektriker::i18n::Lang::Da, &words, wanted, Instant::now()).await.unwrap();
        assert!(!cut.complete && cut.hits.is_empty(), "{cut:?}");
        // The same connection serves the next search whole.
        let whole = index::find(&reader, elektriker::i18n::Lang::Da, &words, wanted, Instant::now() + Duration::from_secs(5)).await.unwrap();
        assert!(whole.complete && whole.hits.len() == 200, "{}", whole.hits.len());
        // The first 24 of each kind are shown (their snippets made), the rest counted.
        let products: Vec<&index::Hit> = whole.hits.iter().filter(|h| h.kind == "product").collect();
        assert!(products.len() > 24);
        assert!(products[..24].iter().all(|h| !h.snippet.is_empty() && h.extra.price.is_some()), "{:?}", products[0]);
        assert!(products[24..].iter().all(|h| h.snippet.is_empty()));
    }
}

/// One address may search 120 times a minute (each instance counts its own, in
/// memory: no database write per keystroke); past it 429 with `Retry-After`, forty
/// at once included, until the window ends.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_address_searching_too_often_is_told_to_wait() {
    let app = crate::helpers::spawn_app(crate::helpers::Backend::Sqlite).await.unwrap();
    let writes_before: i64 = sqlx::query_scalar("select count(*) from rate_limits").fetch_one(&app.state.db).await.unwrap();
    let mut asking = tokio::task::JoinSet::new();
    for i in 0..160 {
        let (client, url) = (app.client.clone(), app.url(&format!("/api/search?q=lampe{}&lang=da", i % 7)));
        asking.spawn(async move { client.get(url).send().await.unwrap() });
    }
    let mut statuses = std::collections::BTreeMap::<u16, usize>::new();
    for answer in asking.join_all().await {
        if answer.status() == 429 {
            let wait: u64 = answer.headers()["retry-after"].to_str().unwrap().parse().unwrap();
            assert!((1..=60).contains(&wait), "{wait}");
            let body: Value = answer.json().await.unwrap();
            assert!(body["error"].as_str().unwrap().len() > 10, "{body}");
            *statuses.entry(429).or_default() += 1;
        } else {
            *statuses.entry(answer.status().as_u16()).or_default() += 1;
        }
    }
    assert_eq!(statuses, [(200, 120), (429, 40)].into_iter().collect());
    let writes_after: i64 = sqlx::query_scalar("select count(*) from rate_limits").fetch_one(&app.state.db).await.unwrap();
    assert_eq!(writes_after, writes_before, "no counter in the database");
    app.state.clock.advance(Duration::from_secs(60));
    assert_eq!(app.get("/api/search?q=lampe&lang=da").await.status(), 200, "a new window");
}
