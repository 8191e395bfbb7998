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
        assert_eq!(figures["availableCount"].as_u64(), Some(reference.available_count as u64), "{query}: in stock");
        assert_eq!(figures["priceFloor"].as_i64(), Some(reference.price_floor), "{query}");
        assert_eq!(figures["priceCeiling"].as_i64(), Some(reference.price_ceiling), "{query}");
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
