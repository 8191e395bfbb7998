//! Collections in the back office: an administrator creates a collection, puts a
//! product in it from the product's form, orders its products (by price, or by hand)
//! and renames it, and its page on the site follows each change. Bad input is answered
//! field by field and changes nothing; only administrators write; the collections the
//! site's own pages show cannot be deleted.

use serde_json::{Value, json};

use crate::db_tests;
use crate::catalogue::within_two_seconds;
use crate::helpers::{TestApp, Visitor};
use crate::invalidation::renders_for;
use crate::helpers::page_data;

fn product(handle: &str, title: &str, price_minor: i64) -> Value {
    json!({
        "handle": handle,
        "title": title,
        "description": "Til kollektionstesten.",
        "vendor": "Nordlys",
        "productType": "Lampe",
        "tags": [],
        "status": "active",
        "options": [],
        "variants": [{"optionValues": [], "priceMinor": price_minor, "compareAtMinor": null, "sku": "", "inventoryQuantity": null, "available": true}],
        "images": [],
        "collections": []
    })
}

fn collection(handle: &str, title: &str, order: &str) -> Value {
    json!({ "handle": handle, "title": title, "description": "Lamper til haven.", "order": order })
}

/// The collection page's products in the order shown (None: not 200).
async fn page_products(app: &TestApp, path: &str) -> Option<Vec<String>> {
    let (status, html) = app.get_text(path).await;
    if status != 200 {
        return None;
    }
    let data = page_data(&html);
    let products = data["page"]["collection"]["products"].as_array()?;
    Some(products.iter().map(|p| p["handle"].as_str().unwrap_or_default().to_owned()).collect())
}

/// Adds the product to the collection through the product API (its form's data with
/// the collection added).
async fn add_to(admin: &Visitor, handle: &str, collection: &str) {
    let form: Value = admin.send("GET", &format!("/api/admin/products/{handle}"), None).await.json().await.unwrap();
    let mut p = form["product"].clone();
    p["collections"].as_array_mut().unwrap().push(json!(collection));
    let response = admin.send("PUT", &format!("/api/admin/products/{handle}"), Some(p)).await;
    assert_eq!(response.status(), 200);
}

db_tests! {
    async fn a_collection_is_created_filled_ordered_and_renamed_and_its_page_follows(app) {
        let admin = app.admin().await;
        assert_eq!(app.get("/collections/havelamper").await.status(), 404);
        let created = admin.send("POST", "/api/admin/collections", Some(collection("havelamper", "Havelamper", "manual"))).await;
        assert_eq!(created.status(), 201);
        let created: Value = created.json().await.unwrap();
        assert_eq!(created["collection"]["collection"]["title"], "Havelamper");
        assert_eq!(created["collection"]["memberCount"], 0);
        let list: Value = admin.send("GET", "/api/admin/collections", None).await.json().await.unwrap();
        assert!(list["rows"].as_array().unwrap().iter().any(|r| r["handle"] == "havelamper" && r["order"] == "manual"), "{list}");

        // Three products joined through the product form, cheapest first.
        for (handle, title, price) in [("have-a", "Havelampe A", 10_000), ("have-b", "Havelampe B", 30_000), ("have-c", "Havelampe C", 20_000)] {
            assert_eq!(admin.send("POST", "/api/admin/products", Some(product(handle, title, price))).await.status(), 201);
            add_to(&admin, handle, "havelamper").await;
        }
        within_two_seconds("the products on the collection's page", || async {
            page_products(&app, "/collections/havelamper").await == Some(vec!["have-a".into(), "have-b".into(), "have-c".into()])
        })
        .await;
        let form: Value = admin.send("GET", "/api/admin/collections/havelamper", None).await.json().await.unwrap();
        assert_eq!(form["memberCount"], 3);
        assert_eq!(form["members"][0]["handle"], "have-a");

        // Price, highest first: the page's default ("featured") order follows.
        let response = admin.send("PUT", "/api/admin/collections/havelamper", Some(collection("havelamper", "Havelamper", "price-desc"))).await;
        assert_eq!(response.status(), 200);
        within_two_seconds("the page ordered by price, highest first", || async {
            page_products(&app, "/collections/havelamper").await == Some(vec!["have-b".into(), "have-c".into(), "have-a".into()])
        })
        .await;
        // A product that joins the sorted collection takes its place by price at once,
        // and so does one whose price changes (nothing saved on the collection).
        assert_eq!(admin.send("POST", "/api/admin/products", Some(product("have-d", "Havelampe D", 25_000))).await.status(), 201);
        add_to(&admin, "have-d", "havelamper").await;
        within_two_seconds("the new product in its place by price", || async {
            page_products(&app, "/collections/havelamper").await
                == Some(vec!["have-b".into(), "have-d".into(), "have-c".into(), "have-a".into()])
        })
        .await;
        let form: Value = admin.send("GET", "/api/admin/collections/havelamper", None).await.json().await.unwrap();
        let members: Vec<&str> = form["members"].as_array().unwrap().iter().map(|m| m["handle"].as_str().unwrap()).collect();
        assert_eq!(members, ["have-b", "have-d", "have-c", "have-a"], "the form lists the members in the collection's order");
        let mut dearer: Value = admin.send("GET", "/api/admin/products/have-a", None).await.json::<Value>().await.unwrap()["product"].clone();
        dearer["variants"][0]["priceMinor"] = json!(40_000);
        assert_eq!(admin.send("PUT", "/api/admin/products/have-a", Some(dearer)).await.status(), 200);
        within_two_seconds("the dearer product first", || async {
            page_products(&app, "/collections/havelamper").await
                == Some(vec!["have-a".into(), "have-b".into(), "have-d".into(), "have-c".into()])
        })
        .await;
        // Back to its old price and out of the collection again, as the steps below expect.
        let mut back: Value = admin.send("GET", "/api/admin/products/have-a", None).await.json::<Value>().await.unwrap()["product"].clone();
        back["variants"][0]["priceMinor"] = json!(10_000);
        assert_eq!(admin.send("PUT", "/api/admin/products/have-a", Some(back)).await.status(), 200);
        assert_eq!(admin.send("DELETE", "/api/admin/products/have-d", None).await.status(), 204);
        within_two_seconds("the page ordered by price again", || async {
            page_products(&app, "/collections/havelamper").await == Some(vec!["have-b".into(), "have-c".into(), "have-a".into()])
        })
        .await;

        // Only the order changing re-renders the collection's pages and nothing else.
        let collection_pages = ["/collections/havelamper".to_owned(), "/en/collections/havelamper".to_owned()];
        let others = ["/product/have-a".to_owned(), "/".to_owned(), "/en/product/have-b".to_owned(), "/collections/indendors-lys".to_owned()];
        let all: Vec<String> = collection_pages.iter().chain(&others).cloned().collect();
        renders_for(&app, &all).await;
        assert_eq!(renders_for(&app, &all).await, 0, "kept");

        // By hand: have-a up one place (swaps with have-c), then have-b down one.
        let moved = admin.send("POST", "/api/admin/collections/havelamper/move", Some(json!({"product": "have-a", "up": true}))).await;
        assert_eq!(moved.status(), 200);
        let moved: Value = moved.json().await.unwrap();
        let order: Vec<&str> = moved["collection"]["members"].as_array().unwrap().iter().map(|m| m["handle"].as_str().unwrap()).collect();
        assert_eq!(order, ["have-b", "have-a", "have-c"]);
        assert_eq!(moved["collection"]["collection"]["order"], "manual", "moving by hand makes the order manual");
        assert_eq!(renders_for(&app, &others).await, 0, "the pages that do not list the collection stay");
        assert_eq!(renders_for(&app, &collection_pages).await, 2, "the collection's pages render afresh");
        let moved = admin.send("POST", "/api/admin/collections/havelamper/move", Some(json!({"product": "have-b", "up": false}))).await;
        let moved: Value = moved.json().await.unwrap();
        let order: Vec<&str> = moved["collection"]["members"].as_array().unwrap().iter().map(|m| m["handle"].as_str().unwrap()).collect();
        assert_eq!(order, ["have-a", "have-b", "have-c"]);
        within_two_seconds("the page in the order set by hand", || async {
            page_products(&app, "/collections/havelamper").await == Some(vec!["have-a".into(), "have-b".into(), "have-c".into()])
        })
        .await;
        let missing = admin.send("POST", "/api/admin/collections/havelamper/move", Some(json!({"product": "stikkontakt-1-modul", "up": true}))).await;
        assert_eq!(missing.status(), 404, "a product not in the collection");

        // Renamed: the page moves, the members and the products' forms follow.
        let renamed = admin.send("PUT", "/api/admin/collections/havelamper", Some(collection("haven", "Haven", "manual"))).await;
        assert_eq!(renamed.status(), 200);
        within_two_seconds("the old address gone", || async { app.get("/collections/havelamper").await.status() == 404 }).await;
        let (status, html) = app.get_text("/collections/haven").await;
        assert_eq!(status, 200);
        assert_eq!(page_data(&html)["page"]["collection"]["title"], "Haven");
        assert_eq!(page_products(&app, "/collections/haven").await.unwrap(), ["have-a", "have-b", "have-c"]);
        let product_form: Value = admin.send("GET", "/api/admin/products/have-a", None).await.json().await.unwrap();
        assert_eq!(product_form["product"]["collections"], json!(["haven"]));

        // The back office's pages: the list and the form (a new one too).
        for path in ["/admin/collections", "/admin/collections/haven", "/admin/collections/new"] {
            let response = admin.get(path).send().await.unwrap();
            assert_eq!(response.status(), 200, "{path}");
        }
        assert_eq!(admin.get("/admin/collections/findes-ikke").send().await.unwrap().status(), 404);

        // Deleted: the page goes, the products stay.
        assert_eq!(admin.send("DELETE", "/api/admin/collections/haven", None).await.status(), 204);
        within_two_seconds("the deleted collection's page gone", || async { app.get("/collections/haven").await.status() == 404 }).await;
        assert_eq!(app.get("/product/have-a").await.status(), 200);
        assert_eq!(admin.send("DELETE", "/api/admin/collections/haven", None).await.status(), 404);
    }

    async fn bad_input_is_answered_field_by_field_and_only_administrators_write(app) {
        let admin = app.admin().await;
        let count = || async {
            let list: Value = admin.send("GET", "/api/admin/collections", None).await.json().await.unwrap();
            list["rows"].as_array().unwrap().len()
        };
        let before = count().await;
        let bad = json!({ "handle": "Bad Handle", "title": "", "description": "x".repeat(60_001), "order": "random" });
        let response = admin.send("POST", "/api/admin/collections", Some(bad)).await;
        assert_eq!(response.status(), 422);
        let body: Value = response.json().await.unwrap();
        assert!(body["error"].as_str().is_some_and(|e| !e.is_empty()), "{body}");
        let problems = crate::catalogue::problems_of(&body);
        for expected in [
            ("title", "catalogue-title-required"),
            ("handle", "catalogue-handle-invalid"),
            ("description", "catalogue-description-too-long"),
            ("order", "catalogue-collection-order-invalid"),
        ] {
            assert!(problems.contains(&(expected.0.to_owned(), expected.1.to_owned())), "{expected:?} in {problems:?}");
        }
        let reserved = admin.send("POST", "/api/admin/collections", Some(collection("new", "Ny", "manual"))).await;
        assert_eq!(reserved.status(), 422);
        let taken = admin.send("POST", "/api/admin/collections", Some(collection("smart-home", "Smart", "manual"))).await;
        assert_eq!(taken.status(), 422);
        let taken: Value = taken.json().await.unwrap();
        assert_eq!(taken["problems"][0]["error"], "catalogue-collection-handle-taken");
        assert_eq!(count().await, before, "nothing stored");
        let smart_home: Value = admin.send("GET", "/api/admin/collections/smart-home", None).await.json().await.unwrap();
        assert_eq!(smart_home["fixed"], true);
        let unchanged_title = smart_home["collection"]["title"].clone();
        let bad_edit = json!({ "handle": "smart-home", "title": "", "description": "", "order": "manual" });
        assert_eq!(admin.send("PUT", "/api/admin/collections/smart-home", Some(bad_edit)).await.status(), 422);
        let after: Value = admin.send("GET", "/api/admin/collections/smart-home", None).await.json().await.unwrap();
        assert_eq!(after["collection"]["title"], unchanged_title, "nothing changed");

        // The collections the site's own pages show stay (and keep their handle).
        let refused = admin.send("DELETE", "/api/admin/collections/smart-home", None).await;
        assert_eq!(refused.status(), 409);
        let refused: Value = refused.json().await.unwrap();
        assert!(refused["error"].as_str().is_some_and(|e| !e.is_empty()), "{refused}");
        let rename = json!({ "handle": "smart-hjem", "title": "Smart home", "description": "", "order": "manual" });
        assert_eq!(admin.send("PUT", "/api/admin/collections/indendors-lys", Some(rename)).await.status(), 422);
        assert_eq!(app.get("/collections/smart-home").await.status(), 200);
        assert_eq!(app.get("/collections/indendors-lys").await.status(), 200);

        // Nobody but an administrator reads or writes.
        let visitor = app.visitor_on(reqwest::Client::new());
        assert_eq!(visitor.send("GET", "/api/admin/collections", None).await.status(), 401);
        assert_eq!(visitor.send("POST", "/api/admin/collections", Some(collection("haven", "Haven", "manual"))).await.status(), 401);
        assert_eq!(visitor.send("DELETE", "/api/admin/collections/tilbehor", None).await.status(), 401);
        let customer = app.signed_up("kim@example.dk", "Kim").await;
        assert_eq!(customer.send("GET", "/api/admin/collections", None).await.status(), 403);
        assert_eq!(customer.send("POST", "/api/admin/collections", Some(collection("haven", "Haven", "manual"))).await.status(), 403);
        assert_eq!(customer.send("PUT", "/api/admin/collections/tilbehor", Some(collection("tilbehor", "X", "manual"))).await.status(), 403);
        let move_body = json!({"product": "x", "up": true});
        assert_eq!(customer.send("POST", "/api/admin/collections/tilbehor/move", Some(move_body)).await.status(), 403);
        assert_eq!(customer.send("DELETE", "/api/admin/collections/tilbehor", None).await.status(), 403);
        assert_eq!(customer.get("/admin/collections").send().await.unwrap().status(), 403);
        assert_eq!(count().await, before);
    }
}
