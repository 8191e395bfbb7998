//! A collection's listing, on SQLite and PostgreSQL: sorted by price both ways and by
//! name, filtered by availability, a price range and a colour with the counts beside
//! each choice, paged by cursor without repeats, each combination its own cached page,
//! and the canonical link of each.

use serde_json::Value;

use crate::helpers::{Backend, TestApp, spawn_app_with};

fn page_data(html: &str) -> Value {
    let start = html.find("<script id=\"__page\" type=\"application/json\">").unwrap() + 44;
    let end = html[start..].find("</script>").unwrap() + start;
    serde_json::from_str::<Value>(&html[start..end]).unwrap()["data"]["page"].clone()
}

async fn listing(app: &TestApp, path: &str) -> Value {
    let (status, html) = app.get_text(path).await;
    assert_eq!(status, 200, "{path}");
    page_data(&html)
}

fn handles(page: &Value) -> Vec<String> {
    page["collection"]["products"].as_array().unwrap().iter().map(|p| p["handle"].as_str().unwrap().to_owned()).collect()
}

fn prices(page: &Value) -> Vec<f64> {
    page["collection"]["products"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["priceRange"]["minVariantPrice"]["amount"].as_str().unwrap().parse().unwrap())
        .collect()
}

fn facet<'a>(page: &'a Value, name: &str, value: &str) -> &'a Value {
    page["listing"]["facets"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["name"] == name)
        .and_then(|f| f["values"].as_array().unwrap().iter().find(|v| v["value"] == value))
        .unwrap_or_else(|| panic!("{name}: {value} in {}", page["listing"]["facets"]))
}

async fn sorts_filters_and_pages(backend: Backend) {
    let Some(app) = spawn_app_with(backend, |args| args.shop.collection_page_size = 2).await else { return };
    // The smart-home collection: six products. The dimmer sold out in both colours.
    sqlx::query("update shop_variants set available = $1 where product_id = $2")
        .bind(0_i32)
        .bind("gid://nordlys/Product/smart-dimmer-zigbee")
        .execute(&app.state.db)
        .await
        .unwrap();

    // Pages of two by cursor: all six, none twice, each with its neighbours.
    let mut seen = Vec::new();
    let mut path = "/products/smart-home".to_owned();
    let mut previous = Value::Null;
    loop {
        let page = listing(&app, &path).await;
        assert_eq!(page["listing"]["total"], 6);
        assert_eq!(page["listing"]["previous"], previous, "{path}");
        let these = handles(&page);
        assert!(these.len() <= 2 && !these.is_empty());
        seen.extend(these.clone());
        match page["listing"]["next"].as_str() {
            Some(next) => {
                assert_eq!(next, these.last().unwrap(), "the cursor is the last product shown");
                previous = Value::String(if seen.len() > 2 { seen[seen.len() - 3].clone() } else { String::new() });
                path = format!("/products/smart-home?after={next}");
            }
            None => break,
        }
    }
    let mut unique = seen.clone();
    unique.sort();
    unique.dedup();
    assert_eq!((seen.len(), unique.len()), (6, 6), "{seen:?}");

    // Price both ways, name.
    let up = listing(&app, "/products/smart-home?sort=price-asc").await;
    let down = listing(&app, "/products/smart-home?sort=price-desc").await;
    assert_eq!(prices(&up), [179.0, 249.0], "the two cheapest first");
    assert_eq!(prices(&down), [899.0, 549.0]);
    let by_name = listing(&app, "/products/smart-home?sort=name&after=smart-led-paere-e27").await;
    assert!(handles(&by_name).iter().all(|h| h != "smart-led-paere-e27"));

    // In stock: five; the count beside it says so before it is ticked.
    let all = listing(&app, "/products/smart-home").await;
    assert_eq!(all["listing"]["availableCount"], 5);
    let stocked = listing(&app, "/products/smart-home?available=1&sort=price-asc").await;
    assert_eq!(stocked["listing"]["total"], 5);
    assert!(!handles(&stocked).contains(&"smart-dimmer-zigbee".to_owned()));

    // A colour: the USB socket and the dimmer come in black; ticking it keeps the
    // other colour's count (values of one option are alternatives).
    assert_eq!(facet(&all, "Farve", "Sort")["count"], 2);
    let black = listing(&app, "/products/smart-home?option=Farve%3ASort").await;
    assert_eq!(black["listing"]["total"], 2);
    assert_eq!(facet(&black, "Farve", "Sort")["selected"], true);
    assert_eq!(facet(&black, "Farve", "Hvid")["count"], 2);
    let black_in_stock = listing(&app, "/products/smart-home?option=Farve%3ASort&available=1").await;
    assert_eq!(black_in_stock["listing"]["total"], 1, "the dimmer is sold out");
    assert_eq!(facet(&black_in_stock, "Farve", "Sort")["count"], 1, "the colour's count with availability kept");

    // A price range in kroner, both ends included.
    let mid = listing(&app, "/products/smart-home?min=400&max=549&sort=price-asc").await;
    assert_eq!(mid["listing"]["total"], 2);
    assert_eq!(prices(&mid), [449.0, 549.0]);

    // Canonical: a page of the plain listing is its own; a sorted or filtered one
    // points at the listing. Parameters the route does not read are dropped.
    let (_, html) = app.get_text("/products/smart-home?after=led-strip-5m").await;
    let canonical = html.split("rel=\"canonical\" href=\"").nth(1).and_then(|r| r.split('"').next()).unwrap().to_owned();
    assert!(canonical.starts_with("http") && canonical.ends_with("/products/smart-home?after=led-strip-5m"), "{canonical}");
    assert!(html.contains("/products/smart-home?after=led-strip-5m\">"), "a page of the listing is canonical itself");
    let (_, html) = app.get_text("/products/smart-home?sort=price-asc&utm_source=x").await;
    assert!(html.contains("/products/smart-home\"><link rel=\"alternate\""), "a sorted page points at the listing");
    let (_, html) = app.get_text("/en/collections/smart-home?option=Farve%3ASort").await;
    assert!(html.contains("rel=\"canonical\" href=\"") && html.contains("/en/collections/smart-home\">"));
    // Without JavaScript the form carries the choice: the ticked colour is ticked.
    let (_, html) = app.get_text("/products/smart-home?option=Farve%3ASort").await;
    assert!(html.contains("name=\"option\" checked=\"\" value=\"Farve:Sort\""), "the form shows the choice");
}

mod sorts_filters_pages {
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn sqlite() {
        super::sorts_filters_and_pages(super::Backend::Sqlite).await
    }
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn postgres() {
        super::sorts_filters_and_pages(super::Backend::Postgres).await
    }
}
