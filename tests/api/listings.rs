//! Listings of a catalogue of hundreds of products, on SQLite and PostgreSQL: every
//! member of a collection is listed and counted (not the first 50), in the order each
//! sort asks for, page by page by cursor, with the facet counts; each figure matches
//! one worked out independently (the in-memory reference, `listing::list`, over every
//! member read straight from the tables).

use serde_json::Value;

use elektriker::i18n::Lang;
use elektriker::shop::listing::{self, Choice, Sort};

use crate::collections::{handles, listing as listing_of};
use crate::helpers::{Backend, TestApp, spawn_app_with};

const PRODUCTS: usize = 600;

/// Every member of a collection in its own order, read straight from the tables, as
/// full products: what the reference works on.
async fn members(app: &TestApp, collection: &str) -> Vec<elektriker::shop::Product> {
    let order: Vec<String> = sqlx::query_scalar(
        "select p.handle from shop_collection_products c join shop_products p on p.id = c.product_id
         where c.collection_handle = $1 order by c.position, p.id",
    )
    .bind(collection)
    .fetch_all(&app.state.db)
    .await
    .unwrap();
    let mut all: std::collections::HashMap<String, elektriker::shop::Product> =
        app.state.shop.provider.products(100_000, Lang::Da).await.unwrap().into_iter().map(|p| (p.handle.clone(), p)).collect();
    order.iter().map(|h| all.remove(h).expect("a member is a product")).collect()
}

/// The query string of a choice, as the page's links write it.
fn query_of(choice: &Choice) -> String {
    let mut parts = Vec::new();
    match choice.sort {
        Sort::Featured => {}
        Sort::PriceAsc => parts.push("sort=price-asc".to_owned()),
        Sort::PriceDesc => parts.push("sort=price-desc".to_owned()),
        Sort::Newest => parts.push("sort=newest".to_owned()),
        Sort::Name => parts.push("sort=name".to_owned()),
    }
    if choice.available {
        parts.push("available=1".into());
    }
    if let Some(min) = choice.min {
        parts.push(format!("min={min}"));
    }
    if let Some(max) = choice.max {
        parts.push(format!("max={max}"));
    }
    for (name, value) in &choice.options {
        parts.push(format!("option={name}%3A{value}"));
    }
    parts.join("&")
}

async fn every_member_is_listed_counted_and_paged(backend: Backend) {
    let Some(app) = spawn_app_with(backend, |_| {}).await else { return };
    elektriker::shop::generated::seed(&app.state.db, PRODUCTS).await.unwrap();
    let smart_home = members(&app, "smart-home").await;
    assert!(smart_home.len() > 150, "hundreds of members: {}", smart_home.len());

    let choices = [
        Choice::default(),
        Choice { sort: Sort::PriceAsc, ..Choice::default() },
        Choice { sort: Sort::PriceDesc, available: true, ..Choice::default() },
        Choice { sort: Sort::Newest, min: Some(300), max: Some(1_200), ..Choice::default() },
        Choice { options: vec![("Farve".into(), "Sort".into())], ..Choice::default() },
        Choice { available: true, options: vec![("Farve".into(), "Sort".into()), ("Farve".into(), "Messing".into())], ..Choice::default() },
    ];
    for choice in choices {
        let query = query_of(&choice);
        let (_, reference) = listing::list(smart_home.clone(), &choice, usize::MAX);
        let expected: Vec<String> = listing::list(smart_home.clone(), &choice, usize::MAX).0.into_iter().map(|p| p.handle).collect();
        // The first page's figures.
        let first = listing_of(&app, &format!("/collections/smart-home?{query}")).await;
        let figures = &first["listing"];
        assert_eq!(figures["total"].as_u64(), Some(expected.len() as u64), "{query}: total");
        assert_eq!(figures["availableCount"].as_u64(), reference.available_count.map(|n| n as u64), "{query}: in stock");
        assert_eq!(figures["priceFloor"].as_i64(), reference.price_floor, "{query}");
        assert_eq!(figures["priceCeiling"].as_i64(), reference.price_ceiling, "{query}");
        let facets = |facets: &Value| {
            let mut all: Vec<(String, String, u64, bool)> = facets
                .as_array()
                .unwrap()
                .iter()
                .flat_map(|f| {
                    f["values"].as_array().unwrap().iter().map(|v| {
                        (f["name"].as_str().unwrap().to_owned(), v["value"].as_str().unwrap().to_owned(), v["count"].as_u64().unwrap(), v["selected"].as_bool().unwrap())
                    })
                })
                .collect();
            all.sort();
            all
        };
        let reference_facets = serde_json::to_value(&reference.facets).unwrap();
        assert_eq!(facets(&figures["facets"]), facets(&reference_facets), "{query}: facet counts");
        // Every page by its cursor: each member that meets the choice once, in order.
        let mut seen = handles(&first);
        let mut next = figures["next"].clone();
        let mut pages = 1;
        while let Some(cursor) = next["cursor"].as_str() {
            let separator = if query.is_empty() { "" } else { "&" };
            let page = listing_of(&app, &format!("/collections/smart-home?{query}{separator}after={cursor}")).await;
            assert_eq!(page["listing"]["total"], first["listing"]["total"]);
            seen.extend(handles(&page));
            next = page["listing"]["next"].clone();
            pages += 1;
        }
        assert_eq!(seen, expected, "{query}: every page in order ({pages} pages)");
    }

    // Sorted by name: every member once, over the pages.
    let mut seen = Vec::new();
    let mut path = "/collections/smart-home?sort=name".to_owned();
    loop {
        let page = listing_of(&app, &path).await;
        seen.extend(handles(&page));
        match page["listing"]["next"]["cursor"].as_str() {
            Some(cursor) => path = format!("/collections/smart-home?sort=name&after={cursor}"),
            None => break,
        }
    }
    let mut sorted = seen.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!((seen.len(), sorted.len()), (smart_home.len(), smart_home.len()));

    // The page before a deep page is the page before it.
    let deep: Vec<String> = smart_home.iter().map(|p| p.handle.clone()).collect();
    let page = listing_of(&app, &format!("/collections/smart-home?before={}", deep[120])).await;
    assert_eq!(handles(&page), deep[96..120].to_vec());
    assert_eq!(page["listing"]["previous"]["cursor"], deep[71].as_str());

    // The English page: the facets and the choice in English words, the same counts.
    let english = listing_of(&app, "/en/collections/smart-home?option=Colour%3ABlack").await;
    let danish = listing_of(&app, "/collections/smart-home?option=Farve%3ASort").await;
    assert_eq!(english["listing"]["total"], danish["listing"]["total"]);
}

mod hundreds_of_members {
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn sqlite() {
        super::every_member_is_listed_counted_and_paged(super::Backend::Sqlite).await
    }
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn postgres() {
        super::every_member_is_listed_counted_and_paged(super::Backend::Postgres).await
    }
}

/// The figures of a collection's page for `choice` against the reference worked out
/// from every member read straight from the tables.
async fn assert_counts(app: &TestApp, collection: &str, choice: &Choice, when: &str) {
    let all = members(app, collection).await;
    let (_, reference) = listing::list(all, choice, usize::MAX);
    let query = query_of(choice);
    let page = listing_of(app, &format!("/collections/{collection}?{query}")).await;
    let figures = &page["listing"];
    let facets = |facets: &Value| {
        let mut all: Vec<(String, String, u64)> = facets
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|f| f["values"].as_array().unwrap().iter().map(|v| (f["name"].as_str().unwrap().to_owned(), v["value"].as_str().unwrap().to_owned(), v["count"].as_u64().unwrap())))
            .collect();
        all.sort();
        all
    };
    assert_eq!(
        (figures["total"].as_u64(), figures["availableCount"].as_u64(), figures["priceFloor"].as_i64(), figures["priceCeiling"].as_i64()),
        (reference.total.map(|t| t as u64), reference.available_count.map(|n| n as u64), reference.price_floor, reference.price_ceiling),
        "{when}: {query}"
    );
    assert_eq!(facets(&figures["facets"]), facets(&serde_json::to_value(&reference.facets).unwrap()), "{when}: {query}: facet counts");
}

/// A collection's members are read once (every sort, filter and page of it is worked
/// out from them) until it changes, and its counts stay exact: after a product's
/// change in the back office, an import and a deletion, with many visitors asking at
/// once.
async fn counts_are_kept_per_filter_set_and_stay_exact(backend: Backend) {
    let Some(app) = spawn_app_with(backend, |_| {}).await else { return };
    elektriker::shop::generated::seed(&app.state.db, PRODUCTS).await.unwrap();
    let counts = match &app.state.shop.provider {
        elektriker::shop::ShopProvider::Local(local) => local.members.clone().expect("the server keeps the members"),
        _ => unreachable!("the local catalogue"),
    };
    let black = Choice { options: vec![("Farve".into(), "Sort".into())], ..Choice::default() };
    let choices = [Choice::default(), black.clone(), Choice { available: true, min: Some(200), ..black.clone() }];
    for choice in &choices {
        assert_counts(&app, "smart-home", choice, "at first").await;
    }
    // Another sort, a later page, another filter set, in English: read already.
    let reads = counts.reads();
    let page = listing_of(&app, "/collections/smart-home?option=Farve%3ASort&sort=price-desc").await;
    let cursor = page["listing"]["next"]["cursor"].as_str().unwrap().to_owned();
    listing_of(&app, &format!("/collections/smart-home?option=Farve%3ASort&sort=price-desc&after={cursor}")).await;
    listing_of(&app, "/en/collections/smart-home?option=Colour%3ABlack&sort=name").await;
    listing_of(&app, "/collections/smart-home?available=1&min=300&option=Farve%3AHvid&sort=newest").await;
    assert_eq!(counts.reads(), reads, "every sort, page and filter set of the collection from its members");

    // A product of the collection changes in the back office: sold out, dearer.
    let admin = app.admin().await;
    let member = members(&app, "smart-home").await.into_iter().find(|p| p.variants.iter().any(|v| v.available_for_sale)).unwrap().handle;
    let form: Value = admin.send("GET", &format!("/api/admin/products/{member}"), None).await.json().await.unwrap();
    let mut product = form["product"].clone();
    for variant in product["variants"].as_array_mut().unwrap() {
        variant["available"] = Value::Bool(false);
        variant["priceMinor"] = serde_json::json!(9_999_900);
    }
    assert_eq!(admin.send("PUT", &format!("/api/admin/products/{member}"), Some(product)).await.status(), 200);
    for choice in &choices {
        assert_counts(&app, "smart-home", choice, "after a product's change").await;
    }

    // An import adds black products to the collection.
    let mut file = String::from("Handle,Title,Option1 Name,Option1 Value,Variant Price,Collection\n");
    for n in 0..7 {
        file.push_str(&format!("importeret-sort-{n},Importeret sort lampe {n},Farve,Sort,{}.00,smart-home\n", 150 + n * 100));
    }
    let response = crate::catalogue_csv::post_import(&admin, reqwest::Body::from(file), false).await;
    assert_eq!(response.status(), 200, "{}", response.text().await.unwrap());
    for choice in &choices {
        assert_counts(&app, "smart-home", choice, "after an import").await;
    }

    // A product is deleted; twenty visitors ask at once, each for its own sort.
    assert_eq!(admin.send("DELETE", "/api/admin/products/importeret-sort-3", None).await.status(), 204);
    let sorts = ["", "&sort=price-asc", "&sort=price-desc", "&sort=newest", "&sort=name"];
    let at_once: Vec<Value> = futures_util::future::join_all((0..20).map(|i| {
        let path = format!("/collections/smart-home?option=Farve%3ASort{}", sorts[i % sorts.len()]);
        let app = &app;
        async move { listing_of(app, &path).await["listing"]["total"].clone() }
    }))
    .await;
    let expected = listing::list(members(&app, "smart-home").await, &black, usize::MAX).1.total.unwrap();
    assert!(at_once.iter().all(|t| t.as_u64() == Some(expected as u64)), "{at_once:?} != {expected}");
    for choice in &choices {
        assert_counts(&app, "smart-home", choice, "after a deletion").await;
    }
}

mod counts_kept_and_exact {
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn sqlite() {
        super::counts_are_kept_per_filter_set_and_stay_exact(super::Backend::Sqlite).await
    }
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn postgres() {
        super::counts_are_kept_per_filter_set_and_stay_exact(super::Backend::Postgres).await
    }
}
