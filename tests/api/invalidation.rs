//! A change costs what it changed: a product's change re-renders the pages that show
//! it (its own page in each language, the listings it is in, the search's pages) and
//! nothing else; a translation of the site's text re-renders that language's pages
//! only. Counted from the page cache's renders, at 600 products.

use serde_json::{Value, json};

use crate::db_tests;
use crate::helpers::{TestApp, Visitor};
use elektriker::shop::generated;

/// The handle of the first product on a listing page, as the page's data has it.
async fn first_listed(app: &TestApp, path: &str) -> String {
    let data: Value = app.get(&format!("/api/page?path={path}")).await.json().await.unwrap();
    data["data"]["page"]["collection"]["products"][0]["handle"].as_str().unwrap_or_else(|| panic!("{data}")).to_owned()
}

/// Asks for each path; answers how many of them the server rendered (the rest came
/// from the cache).
pub(crate) async fn renders_for(app: &TestApp, paths: &[String]) -> u64 {
    let before = app.state.pages.cache.renders();
    for path in paths {
        let response = app.get(path).await;
        assert_eq!(response.status(), 200, "{path}");
    }
    app.state.pages.cache.idle().await;
    app.state.pages.cache.renders() - before
}

db_tests! {
    async fn a_changed_product_re_renders_its_pages_and_nothing_else(app) {
        generated::seed(&app.state.db, 600).await.unwrap();
        app.state.changes.products_changed();
        // The search has read the new products (a search page answered while the index
        // is still learning is shown, not kept: it would render again).
        app.state.search.bring_up_to_date(elektriker::i18n::Lang::En).await.unwrap();
        let product = first_listed(&app, "/en/collections/smart-home").await;
        let collections = elektriker::shop::local::collections_of(&app.state.db, &product).await.unwrap();
        assert!(collections.contains(&"smart-home".to_owned()), "{collections:?}");
        let elsewhere = ["indendors-lys", "udendors-lys", "smart-home", "tilbehor"]
            .into_iter()
            .find(|c| !collections.iter().any(|own| own == c))
            .expect("a collection the product is not in");
        let other = generated::handle(7);
        assert_ne!(other, product);
        let showing: Vec<String> = vec![
            format!("/product/{product}"),
            format!("/en/product/{product}"),
            "/en/collections/smart-home".into(),
            "/collections/smart-home?sort=price-asc".into(),
            "/en/search?q=nova".into(),
        ];
        let not_showing: Vec<String> = vec![
            "/om-os".into(),
            "/en/services".into(),
            format!("/en/collections/{elsewhere}"),
            format!("/product/{other}"),
            format!("/de/product/{other}"),
        ];
        let all: Vec<String> = showing.iter().chain(&not_showing).cloned().collect();
        assert_eq!(renders_for(&app, &all).await, all.len() as u64, "cold: each page rendered once");
        assert_eq!(renders_for(&app, &all).await, 0, "then kept");

        // Its English title changes through the back office.
        let admin = app.admin().await;
        let edited = admin.send("PUT", &format!("/api/admin/translations/en/shop:product:{product}:title"), Some(json!({"value": "Quasar ceiling light"}))).await;
        assert_eq!(edited.status(), 200, "{}", edited.text().await.unwrap());
        app.state.search.bring_up_to_date(elektriker::i18n::Lang::En).await.unwrap();

        assert_eq!(renders_for(&app, &not_showing).await, 0, "the pages that do not show it stay");
        assert_eq!(renders_for(&app, &showing).await, showing.len() as u64, "the pages that show it render afresh");
        for path in [format!("/en/product/{product}"), "/en/collections/smart-home".into()] {
            let html = app.get(&path).await.text().await.unwrap();
            assert!(html.contains("Quasar ceiling light"), "the new title on {path}");
        }
        assert_eq!(renders_for(&app, &all).await, 0, "and are kept again");

        // The site's text in English changes: English pages render afresh, the Danish
        // and German ones stay.
        app.state.changes.text_changed("en");
        let english: Vec<String> = all.iter().filter(|p| p.starts_with("/en")).cloned().collect();
        let others: Vec<String> = all.iter().filter(|p| !p.starts_with("/en")).cloned().collect();
        assert_eq!(renders_for(&app, &others).await, 0);
        assert_eq!(renders_for(&app, &english).await, english.len() as u64);
    }
}

/// The profile page of a signed-in user, and its data.
async fn profile(client: &Visitor) -> Value {
    let page = client.get("/profile").send().await.unwrap();
    assert_eq!(page.status(), 200);
    crate::helpers::page_data(&page.text().await.unwrap())["page"].clone()
}

db_tests! {
    async fn the_profile_page_is_known_by_its_users_data_and_follows_every_write_to_it(app) {
        let client = app.signed_up("mette@example.dk", "Mette").await;
        let user_id: String = sqlx::query_scalar("select id from users where email = 'mette@example.dk'").fetch_one(&app.state.db).await.unwrap();
        assert_eq!(profile(&client).await["profile"]["firstName"], "Mette");
        let renders = app.state.pages.memo.renders();
        for _ in 0..5 {
            assert_eq!(profile(&client).await["profile"]["firstName"], "Mette");
        }
        assert_eq!(app.state.pages.memo.renders(), renders, "the same page while the data stands");

        // Each write to what the page shows, by whatever writes it (here SQL itself),
        // is on the next page.
        sqlx::query("update profiles set first_name = 'Zelda' where id = $1").bind(&user_id).execute(&app.state.db).await.unwrap();
        assert_eq!(profile(&client).await["profile"]["firstName"], "Zelda");
        sqlx::query("insert into newsletter_subscribers (email, status, lang, created_at) values ('mette@example.dk', 'confirmed', 'da', '2026-11-27T00:00:00Z')")
            .execute(&app.state.db)
            .await
            .unwrap();
        assert_eq!(profile(&client).await["newsletter"], "confirmed");
        sqlx::query("update newsletter_subscribers set status = 'unsubscribed' where email = 'mette@example.dk'").execute(&app.state.db).await.unwrap();
        assert_eq!(profile(&client).await["newsletter"], "unsubscribed");
        sqlx::query("insert into mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at) values ('f1', $1, 'Telefon', 'totp', 'unverified', 'x', '2026-11-27T00:00:00Z')")
            .bind(&user_id)
            .execute(&app.state.db)
            .await
            .unwrap();
        assert_eq!(profile(&client).await["factors"][0]["friendlyName"], "Telefon");
        sqlx::query("delete from mfa_factors where user_id = $1").bind(&user_id).execute(&app.state.db).await.unwrap();
        assert_eq!(profile(&client).await["factors"], json!([]));

        // An order placed, and its status moved by the back office.
        let order = crate::checkout::place_order(&client, "da", json!([{"merchandiseId": crate::checkout::SOCKET, "quantity": 1, "price": 8900}])).await;
        let orders = profile(&client).await["orders"].clone();
        assert_eq!(orders[0]["orderNumber"], order, "{orders}");
        let status = orders[0]["status"].clone();
        sqlx::query("update orders set status = 'cancelled' where order_number = $1").bind(&order).execute(&app.state.db).await.unwrap();
        let moved = profile(&client).await["orders"][0]["status"].clone();
        assert_ne!(moved, status);
        assert_eq!(moved, "cancelled");

        // Another user's writes leave this page as it is.
        let other = app.signed_up("ole@example.dk", "Ole").await;
        profile(&other).await;
        let renders = app.state.pages.memo.renders();
        sqlx::query("update profiles set first_name = 'Olaf' where id <> $1").bind(&user_id).execute(&app.state.db).await.unwrap();
        assert_eq!(profile(&client).await["profile"]["firstName"], "Zelda");
        assert_eq!(app.state.pages.memo.renders(), renders, "not rendered again");
        assert_eq!(profile(&other).await["profile"]["firstName"], "Olaf");

        // While the version stands the loader does not run: a write the version does
        // not hear of (its trigger off) is not on the page.
        let off = if app.database_url.starts_with("sqlite") { "drop trigger profiles_data_version" } else { "alter table profiles disable trigger profiles_data_version" };
        sqlx::query(off).execute(&app.state.db).await.unwrap();
        let phone = profile(&client).await["profile"]["phone"].clone();
        sqlx::query("update profiles set phone = '99 99 99 99' where id = $1").bind(&user_id).execute(&app.state.db).await.unwrap();
        assert_eq!(profile(&client).await["profile"]["phone"], phone, "the page of the version");
        sqlx::query("update users set data_version = data_version + 1 where id = $1").bind(&user_id).execute(&app.state.db).await.unwrap();
        assert_eq!(profile(&client).await["profile"]["phone"], "99 99 99 99");
    }
}
