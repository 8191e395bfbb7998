//! A collection's listing, on SQLite and PostgreSQL: sorted by price both ways and by
//! name, filtered by availability, a price range and a colour with the counts beside
//! each choice, paged by cursor without repeats, each combination its own cached page,
//! and the canonical link of each. With Shopify, the same page asks
//! `collection.products(sortKey, reverse, filters, first/last, after/before)` and
//! reads its `filters` answer.

use serde_json::{Value, json};

use crate::helpers::{Backend, TestApp, spawn_app_with};

fn page_data(html: &str) -> Value {
    crate::helpers::page_data(html)["page"].clone()
}

/// A listing page's data (also for tests/api/listings.rs).
pub async fn listing(app: &TestApp, path: &str) -> Value {
    let (status, html) = app.get_text(path).await;
    assert_eq!(status, 200, "{path}");
    page_data(&html)
}

pub fn handles(page: &Value) -> Vec<String> {
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
    elektriker::shop::local::resummarize(&app.state.db, Some("gid://nordlys/Product/smart-dimmer-zigbee")).await.unwrap();

    // Pages of two by cursor: all six, none twice, each with its neighbours; then
    // back by the links before, the same pages in reverse.
    let mut pages: Vec<Vec<String>> = Vec::new();
    let mut path = "/products/smart-home".to_owned();
    loop {
        let page = listing(&app, &path).await;
        assert_eq!(page["listing"]["total"], 6);
        let these = handles(&page);
        assert!(these.len() <= 2 && !these.is_empty());
        match pages.len() {
            0 => assert_eq!(page["listing"]["previous"], Value::Null, "{path}"),
            1 => assert_eq!(page["listing"]["previous"], json!({"before": false, "cursor": ""}), "back to the first page: no cursor"),
            n => assert_eq!(page["listing"]["previous"], json!({"before": false, "cursor": pages[n - 2][1]}), "{path}"),
        }
        pages.push(these.clone());
        match &page["listing"]["next"] {
            Value::Null => break,
            next => {
                assert_eq!(next, &json!({"before": false, "cursor": these.last().unwrap()}), "the cursor is the last product shown");
                path = format!("/products/smart-home?after={}", next["cursor"].as_str().unwrap());
            }
        }
    }
    let seen: Vec<String> = pages.concat();
    let mut unique = seen.clone();
    unique.sort();
    unique.dedup();
    assert_eq!((seen.len(), unique.len(), pages.len()), (6, 6, 3), "{seen:?}");
    let back = listing(&app, &format!("/products/smart-home?before={}", pages[2][0])).await;
    assert_eq!(handles(&back), pages[1], "the page before the last");
    assert_eq!(back["listing"]["next"]["cursor"], pages[1][1].as_str());

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
    // Robots: the plain listing and its pages by `after` are indexed; a sorted or
    // filtered view, or a page counted back from a cursor, is not, and its links to
    // further views are `nofollow` (a crawler does not walk every combination).
    const NOINDEX: &str = "<meta name=\"robots\" content=\"noindex\">";
    for path in ["/products/smart-home", "/products/smart-home?after=led-strip-5m", "/en/collections/smart-home"] {
        let (_, html) = app.get_text(path).await;
        assert!(!html.contains(NOINDEX), "{path} is for the index");
    }
    for path in [
        "/products/smart-home?sort=price-asc",
        "/products/smart-home?available=1",
        "/products/smart-home?min=100",
        "/en/collections/smart-home?option=Colour%3ABlack",
        "/products/smart-home?before=led-strip-5m",
    ] {
        let (_, html) = app.get_text(path).await;
        assert!(html.contains(NOINDEX), "{path} is not for the index");
    }
    let (_, html) = app.get_text("/products/smart-home?sort=price-asc&option=Farve%3AHvid").await;
    assert!(html.contains("rel=\"nofollow\""), "the link that clears the filters keeps the sort: nofollow");
    let (_, plain) = app.get_text("/products/smart-home").await;
    assert!(!plain.contains("nofollow"), "the plain listing's own pages are followed");
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

/// The Shopify stub's last `collection.products` call's variables.
fn last_listing_call(fake: &crate::fake_shopify::FakeShopify) -> Value {
    let calls = fake.calls.lock().unwrap();
    let (_, body) = calls
        .iter()
        .rev()
        .find(|(_, b)| b["query"].as_str().unwrap_or_default().contains("products(first: $first, last: $last"))
        .expect("collection.products was asked");
    body["variables"].clone()
}

/// With Shopify the page of a collection is Shopify's: sorted, filtered and paged
/// there, with the variables the Storefront API takes; the counts are its own.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_shopify_the_listing_is_asked_of_collection_products() {
    let fake = crate::fake_shopify::FakeShopify::start().await;
    let url = fake.url.clone();
    let app = spawn_app_with(crate::helpers::Backend::Sqlite, move |args| {
        args.shop.shopify_store_domain = Some(url);
        args.shop.shopify_storefront_token = Some(crate::fake_shopify::TOKEN.into());
        args.shop.collection_page_size = 2;
    })
    .await
    .unwrap();

    // Price ascending, two a page: the cheapest two, and the counts from Shopify's filters.
    let first = listing(&app, "/products/lamper?sort=price-asc").await;
    let asked = last_listing_call(&fake);
    assert_eq!(
        asked,
        json!({"handle": "lamper", "sortKey": "PRICE", "reverse": false, "filters": [], "first": 2, "language": "DA", "country": "DK"})
    );
    assert_eq!(prices(&first), [249.0, 399.0]);
    assert_eq!(first["listing"]["total"], 5, "in stock and sold out together");
    assert_eq!(first["listing"]["availableCount"], 4);
    assert_eq!((first["listing"]["priceFloor"].as_i64(), first["listing"]["priceCeiling"].as_i64()), (Some(0), Some(1299)));
    assert_eq!(facet(&first, "Farve", "Sort")["count"], 4);
    assert_eq!(first["listing"]["previous"], Value::Null);

    // The next pages after Shopify's cursors: all five once, ordered by price.
    let mut seen = handles(&first);
    let mut all_prices = prices(&first);
    let mut page = first.clone();
    while let Some(cursor) = page["listing"]["next"]["cursor"].as_str().map(str::to_owned) {
        page = listing(&app, &format!("/products/lamper?sort=price-asc&after={cursor}")).await;
        let asked = last_listing_call(&fake);
        assert_eq!((asked["after"].as_str(), asked["first"].as_i64(), asked.get("before")), (Some(cursor.as_str()), Some(2), None));
        seen.extend(handles(&page));
        all_prices.extend(prices(&page));
    }
    assert_eq!(all_prices, [249.0, 399.0, 549.0, 899.0, 1299.0]);
    assert_eq!(seen.len(), 5);
    // Back from the last page: `last` before its first product.
    let previous = page["listing"]["previous"].clone();
    assert_eq!(previous["before"], true);
    let back = listing(&app, &format!("/products/lamper?sort=price-asc&before={}", previous["cursor"].as_str().unwrap())).await;
    let asked = last_listing_call(&fake);
    assert_eq!((asked["last"].as_i64(), asked.get("first")), (Some(2), None));
    assert_eq!(prices(&back), [549.0, 899.0]);

    // Sorts as Shopify names them.
    for (sort, key, reverse) in [("price-desc", "PRICE", true), ("newest", "CREATED", true), ("name", "TITLE", false), ("featured", "COLLECTION_DEFAULT", false)] {
        let page = listing(&app, &format!("/products/lamper?sort={sort}")).await;
        let asked = last_listing_call(&fake);
        assert_eq!((asked["sortKey"].as_str(), asked["reverse"].as_bool()), (Some(key), Some(reverse)), "{sort}");
        if sort == "price-desc" {
            assert_eq!(prices(&page), [1299.0, 899.0]);
        }
    }

    // Filters in English: in stock and black, and a price range.
    let black = listing(&app, "/en/products/lamper?available=1&option=Colour%3ABlack&min=300&max=1300").await;
    let asked = last_listing_call(&fake);
    assert_eq!(
        asked["filters"],
        json!([{"available": true}, {"price": {"min": 300.0, "max": 1300.0}}, {"variantOption": {"name": "Colour", "value": "Black"}}])
    );
    assert_eq!(asked["language"], "EN");
    // The pendant is in stock (white) and comes in black: a product matches as a whole.
    assert_eq!(handles(&black), ["pendel", "vaeglampe"]);
    assert_eq!(black["listing"]["total"], 3);
    let cursor = crate::fake_shopify::cursor_of("vaeglampe");
    assert!(cursor.len() > 300, "a cursor as long as Shopify's: {}", cursor.len());
    assert_eq!(black["listing"]["next"]["cursor"], cursor.as_str());
    // The next page by that cursor, as its link writes it: the cursor whole.
    let next = listing(&app, &format!("/en/products/lamper?available=1&option=Colour%3ABlack&min=300&max=1300&after={}", url::form_urlencoded::byte_serialize(cursor.as_bytes()).collect::<String>())).await;
    assert_eq!(last_listing_call(&fake)["after"], cursor.as_str());
    assert_eq!(handles(&next), ["gulvlampe"]);
    assert_eq!(facet(&black, "Colour", "Black")["selected"], true);
    assert_eq!(facet(&black, "Colour", "Black")["count"], 3);
    assert_eq!(facet(&black, "Colour", "White")["count"], 2, "white with the stock and price kept: the pendant and the floor lamp");
    let (_, html) = app.get_text("/en/products/lamper?available=1&option=Colour%3ABlack").await;
    assert!(html.contains("name=\"option\" checked=\"\" value=\"Colour:Black\""), "the form shows the choice");

    // A collection of over 5,000 products, for which Shopify gives no filters: its
    // products and pages, and no counts made up (no total, no "(0)" in stock, no price range).
    let big = listing(&app, "/products/smart-home").await;
    assert_eq!(handles(&big).len(), 2);
    assert_eq!((big["listing"]["total"].clone(), big["listing"]["availableCount"].clone(), big["listing"]["priceFloor"].clone()), (Value::Null, Value::Null, Value::Null));
    let (_, html) = app.get_text("/products/smart-home").await;
    assert!(!html.contains("listing-count\">(0)"), "no made-up count");

    // A cursor Shopify does not know: its error, and the page's empty state.
    let (status, html) = app.get_text("/products/lamper?after=nonsense").await;
    assert_eq!(status, 200);
    assert!(page_data(&html)["listing"].is_null());
}

/// The heading levels of a page's HTML in document order.
fn heading_levels(html: &str) -> Vec<u8> {
    let tag = regex::Regex::new(r"<h([1-6])[\s>]").unwrap();
    tag.captures_iter(html).map(|c| c[1].parse().unwrap()).collect()
}

/// A collection's and a category's page go down their headings one level at a time:
/// the page's h1, then each product's h2 (a screen reader's outline, and the Nu Html
/// Checker's warning on a skipped level).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn collection_and_category_pages_skip_no_heading_level() {
    let app = crate::helpers::spawn_app(Backend::Sqlite).await.unwrap();
    for path in ["/collections/indendors-lys", "/products/lamper", "/en/collections/smart-home"] {
        let (status, html) = app.get_text(path).await;
        assert_eq!(status, 200, "{path}");
        let main = &html[html.find("<main").unwrap_or(0)..];
        let levels = heading_levels(main);
        assert_eq!(levels.first(), Some(&1), "{path}: {levels:?}");
        assert!(levels.windows(2).all(|w| w[1] <= w[0] + 1), "{path} skips a level: {levels:?}");
        assert!(levels.contains(&2), "{path}: {levels:?}");
    }
}

/// The JSON-LD objects of a page.
fn structured(html: &str) -> Vec<serde_json::Value> {
    html.split("<script type=\"application/ld+json\">")
        .skip(1)
        .map(|part| serde_json::from_str(&part[..part.find("</script>").unwrap()]).unwrap())
        .collect()
}

/// What Google's merchant listings read: a product's brand (its maker), its offer with
/// its delivery (49 kr, free from 750 kr) and the 14-day return policy, and a
/// collection's breadcrumb.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn products_and_collections_carry_the_structured_data_merchant_listings_read() {
    let app = crate::helpers::spawn_app(Backend::Sqlite).await.unwrap();
    for (path, shipping) in [("/product/stikkontakt-1-modul", 49.0), ("/product/gruppetavle-12-moduler", 0.0)] {
        let (_, html) = app.get_text(path).await;
        let product = structured(&html).into_iter().find(|d| d["@type"] == "Product").expect(path);
        let offer = &product["offers"];
        assert_eq!(offer["shippingDetails"]["shippingRate"]["value"].as_f64(), Some(shipping), "{path}");
        assert_eq!(offer["shippingDetails"]["shippingRate"]["currency"], "DKK");
        assert_eq!(offer["shippingDetails"]["shippingDestination"]["addressCountry"], "DK");
        assert_eq!(offer["shippingDetails"]["deliveryTime"]["transitTime"]["unitCode"], "DAY");
        let policy = &offer["hasMerchantReturnPolicy"];
        assert_eq!(policy["@type"], "MerchantReturnPolicy");
        assert_eq!(policy["merchantReturnDays"], 14);
        assert_eq!(policy["returnPolicyCategory"], "https://schema.org/MerchantReturnFiniteReturnWindow");
        assert_eq!(policy["applicableCountry"], "DK");
    }
    // The maker as the brand, where the catalogue names one (the demo's products do not).
    let (_, html) = app.get_text("/product/stikkontakt-1-modul").await;
    let product = structured(&html).into_iter().find(|d| d["@type"] == "Product").unwrap();
    assert!(product.get("brand").is_none(), "no brand made up: {product}");
    let admin = app.admin().await;
    let created = admin
        .send("POST", "/api/admin/products", Some(serde_json::json!({
            "handle": "aurora", "title": "Zigbee loftlampe Aurora", "description": "Dæmpbar loftlampe.", "vendor": "Nordlys",
            "productType": "Lampe", "tags": [], "status": "active", "options": [],
            "variants": [{"optionValues": [], "priceMinor": 129_900, "compareAtMinor": null, "sku": "AUR-W", "inventoryQuantity": 4, "available": true}],
            "images": [], "collections": ["smart-home"]
        })))
        .await;
    assert_eq!(created.status(), 201);
    let (_, html) = app.get_text("/product/aurora").await;
    let product = structured(&html).into_iter().find(|d| d["@type"] == "Product").unwrap();
    assert_eq!(product["brand"], serde_json::json!({"@type": "Brand", "name": "Nordlys"}));

    let (_, html) = app.get_text("/en/product/stikkontakt-1-modul").await;
    let product = structured(&html).into_iter().find(|d| d["@type"] == "Product").unwrap();
    assert!(product["offers"]["url"].as_str().unwrap().ends_with("/en/product/stikkontakt-1-modul"), "the English page's own address");

    let (_, html) = app.get_text("/en/collections/smart-home").await;
    let crumbs = structured(&html).into_iter().find(|d| d["@type"] == "BreadcrumbList").expect("a BreadcrumbList");
    let items = crumbs["itemListElement"].as_array().unwrap();
    assert_eq!(items.len(), 2);
    assert_eq!(items[0]["position"], 1);
    assert_eq!(items[1]["position"], 2);
    assert_eq!(items[1]["item"], format!("{}/en/collections/smart-home", app.state.pages.site.url));
    assert!(html.contains(&format!(">{}</span>", items[1]["name"].as_str().unwrap())), "the breadcrumb the page shows");
}
