//! The catalogue in Shopify's product CSV format: what the export writes, the import
//! reads back without changing anything; an import creates and updates by handle, all
//! or nothing; a dry run says what is wrong by line and column and writes nothing; the
//! `elektriker catalogue` command does the same from a file. A file too large to hold
//! twice is read as it is imported: refused past 100 MB even without a length, and
//! still all or nothing across the batches it is saved in.

use elektriker::shop::catalogue::{self, Actor};
use elektriker::shop::csv::{self, ImportReport};

use crate::db_tests;
use crate::helpers::{TestApp, Visitor};

const ACTOR: Actor<'static> = Actor { who: "test", how: "import", at_ms: 1_800_000_000_000 };

async fn export(app: &TestApp) -> String {
    let mut out = Vec::new();
    csv::export(&app.state.db, &mut out).await.unwrap();
    String::from_utf8(out).unwrap()
}

async fn import(app: &TestApp, text: &str, dry_run: bool) -> ImportReport {
    csv::import(&app.state.db, std::io::Cursor::new(text.as_bytes().to_vec()), dry_run, &ACTOR).await.unwrap()
}

async fn product_count(app: &TestApp) -> usize {
    let count: i64 = sqlx::query_scalar("select count(*) from shop_products").fetch_one(&app.state.db).await.unwrap();
    count as usize
}

/// The export's rows, as cells.
fn rows(text: &str) -> Vec<Vec<String>> {
    let mut reader = ::csv::ReaderBuilder::new().has_headers(false).from_reader(text.as_bytes());
    reader.records().map(|r| r.unwrap().iter().map(str::to_owned).collect()).collect()
}

fn write(rows: &[Vec<String>]) -> String {
    let mut writer = ::csv::Writer::from_writer(Vec::new());
    for row in rows {
        writer.write_record(row).unwrap();
    }
    String::from_utf8(writer.into_inner().unwrap()).unwrap()
}

/// A row of the export's columns with these cells set.
fn row(header: &[String], cells: &[(&str, &str)]) -> Vec<String> {
    header
        .iter()
        .map(|column| cells.iter().find(|(c, _)| c == column).map(|(_, v)| (*v).to_owned()).unwrap_or_default())
        .collect()
}

fn column(header: &[String], name: &str) -> usize {
    header.iter().position(|c| c == name).unwrap()
}

/// Two new products of two variants each, in the export's columns.
fn new_products(header: &[String]) -> Vec<Vec<String>> {
    let first = |handle: &str, title: &str, value: &str, price: &str| {
        row(
            header,
            &[
                ("Handle", handle),
                ("Title", title),
                ("Body (HTML)", "<p>Ny i sortimentet.</p>"),
                ("Option1 Name", "Længde"),
                ("Option1 Value", value),
                ("Variant Price", price),
                ("Variant Inventory Tracker", "shopify"),
                ("Variant Inventory Qty", "10"),
                ("Status", "active"),
                ("Collection", "kabler"),
            ],
        )
    };
    let further = |handle: &str, value: &str, price: &str| {
        row(header, &[("Handle", handle), ("Option1 Value", value), ("Variant Price", price)])
    };
    vec![
        first("kabel-nyk-3g1-5", "Kabel NYK 3G1,5", "10 m", "199.00"),
        further("kabel-nyk-3g1-5", "25 m", "449.00"),
        first("kabel-nyk-5g2-5", "Kabel NYK 5G2,5", "10 m", "399.00"),
        further("kabel-nyk-5g2-5", "25 m", "899.50"),
    ]
}

/// `count` new products of one variant each (handles `ny-vare-1` …), in the export's
/// columns.
fn many_new_products(header: &[String], count: usize) -> Vec<Vec<String>> {
    (1..=count)
        .map(|i| {
            let (handle, title, price) = (format!("ny-vare-{i}"), format!("Ny vare {i}"), format!("{i}.00"));
            row(
                header,
                &[
                    ("Handle", &handle),
                    ("Title", &title),
                    ("Body (HTML)", "<p>Genereret til en stor fil.</p>"),
                    ("Variant Price", &price),
                    ("Status", "active"),
                    ("Collection", "kabler"),
                ],
            )
        })
        .collect()
}

/// POSTs `body` to the back office's import as the administrator `admin`.
pub(crate) async fn post_import(admin: &Visitor, body: reqwest::Body, dry_run: bool) -> reqwest::Response {
    admin
        .post(&format!("/api/admin/products/import?dryRun={dry_run}"))
        .header("content-type", "text/csv")
        .body(body)
        .send()
        .await
        .unwrap()
}

db_tests! {
    async fn a_store_moving_from_shopify_imports_both_dialects_as_shopify_means_them(app) {
        // Shopify's classic export, saved by Excel (CRLF): negative stock, a SKU twice, a
        // compare-at price below the price, a `<meta>` and a script in a body, a tracker
        // left empty, a product active but not on the online store.
        let classic = [
            "Handle,Title,Body (HTML),Vendor,Product Category,Type,Tags,Published,Option1 Name,Option1 Value,Variant SKU,Variant Grams,Variant Inventory Tracker,Variant Inventory Qty,Variant Inventory Policy,Variant Price,Variant Compare At Price,Status",
            "flytte-pendel,Flyttet pendel,\"<meta charset=\"\"utf-8\"\"><p>Lys <b>over</b> bordet.</p><script>track()</script>\",Nordlys,,Lamper,lys,TRUE,Farve,Hvid,FP-1,900,shopify,-2,deny,899.00,799.00,active",
            "flytte-pendel,,,,,,,,,Sort,FP-1,900,shopify,4,deny,949.00,,",
            "flytte-spot,Flyttet spot,<p>Spot</p>,Nordlys,,Lamper,,FALSE,Title,Default Title,FS-1,100,,9,deny,129.00,,active",
        ]
        .join("\r\n");
        let report = import(&app, &classic, false).await;
        assert!(report.written, "{:?}", report.errors);
        assert_eq!((report.created, report.error_count), (2, 0));
        let warnings: Vec<(usize, &str)> = report.warnings.iter().map(|w| (w.line, w.error.as_str())).collect();
        assert_eq!(warnings, [(2, "catalogue-csv-compare-at-ignored"), (2, "catalogue-csv-stock-negative"), (3, "catalogue-csv-sku-duplicate")]);
        let dropped: Vec<(usize, &str)> = report.not_imported.iter().map(|n| (n.line, n.value.as_str())).collect();
        assert_eq!(dropped, [(2, "meta"), (2, "script")]);
        let pendant = catalogue::read(&app.state.db, "flytte-pendel").await.unwrap().unwrap();
        assert_eq!(pendant.description, "<p>Lys <b>over</b> bordet.</p>", "the markup kept, the meta tag and the script left out");
        assert_eq!(pendant.variants.iter().map(|v| (v.sku.as_str(), v.inventory_quantity, v.compare_at_minor)).collect::<Vec<_>>(), [("FP-1", Some(-2), None), ("FP-1", Some(4), None)]);
        let spot = catalogue::read(&app.state.db, "flytte-spot").await.unwrap().unwrap();
        assert_eq!((spot.status.as_str(), spot.variants[0].inventory_quantity), ("draft", None), "not on the online store; not tracked");
        // Nothing of the oversold variant can be bought.
        let sellable: i64 = sqlx::query_scalar("select count(*) from shop_variants where sku = 'FP-1' and inventory_quantity > 0").fetch_one(&app.state.db).await.unwrap();
        assert_eq!(sellable, 1);

        // Shopify's current template, saved by a Danish spreadsheet: `;` and decimal commas.
        let current = [
            "Title;URL handle;Description;Vendor;Product category;Type;Tags;Published on online store;Status;SKU;Barcode;Option1 name;Option1 value;Price;Compare-at price;Inventory tracker;Inventory quantity;Product image URL;Image position;Image alt text",
            "Flyttet dæmper;flytte-daemper;<ul><li>Zigbee</li><li>LED</li></ul>;Nordlys;;Smart home;;TRUE;active;FD-1;5701234567899;Farve;Hvid;1.299,00;1.499,00;shopify;6;https://cdn.shopify.com/d.jpg;1;Dæmper",
            "Flyttet dæmper;flytte-daemper;;;;;;;;FD-2;;;Sort;1.349,50;;shopify;0;;;",
        ]
        .join("\n");
        let report = import(&app, &current, false).await;
        assert!(report.written, "{:?}", report.errors);
        let dimmer = catalogue::read(&app.state.db, "flytte-daemper").await.unwrap().unwrap();
        assert_eq!(dimmer.description, "• Zigbee\n• LED");
        assert_eq!(dimmer.variants.iter().map(|v| (v.price_minor, v.compare_at_minor, v.inventory_quantity)).collect::<Vec<_>>(), [(129_900, Some(149_900), Some(6)), (134_950, None, Some(0))]);
        assert_eq!(report.not_imported.iter().map(|n| n.reason.as_str()).collect::<Vec<_>>(), ["catalogue-csv-image-not-fetched"]);

        // What was imported exports and imports again without a change.
        let first = export(&app).await;
        let again = import(&app, &first, false).await;
        assert_eq!((again.created, again.updated, again.error_count), (0, 0, 0), "{:?}", again.changed);
        assert_eq!(export(&app).await, first, "export, import, export: the same bytes");

        // A bad price in a `;` file names the decimal comma, on its line in a CRLF file.
        let bad = ["Handle;Title;Variant Price", "a;A;10,00", "b;B;10,000"].join("\r\n");
        let report = import(&app, &bad, true).await;
        assert_eq!(report.errors.iter().map(|e| (e.line, e.error.as_str())).collect::<Vec<_>>(), [(3, "catalogue-csv-price-invalid-comma")]);
    }

    async fn what_the_merchant_wrote_is_kept_shown_and_exported_again(app) {
        let file = [
            "Handle,Title,Body (HTML),Vendor,Product Category,Type,Published,Option1 Name,Option1 Value,Variant SKU,Variant Grams,Variant Price,Variant Barcode,Image Src,Image Position,Image Alt Text,SEO Title,SEO Description,Variant Image,Status",
            "gtin-paere,Smart pære,<p>Dæmpbar.</p>,Nordlys,Home & Garden > Lighting > Light Bulbs,Lamper,TRUE,Farve,Varm,GP-1,85,179.00,5701234567899,/media/products/smart-paere.svg,1,Pære i varm hvid,Smart LED-pære E27 – dæmpbar,Dæmpbar smart pære med varmt lys.,/media/products/smart-paere.svg,active",
            "gtin-paere,,,,,,,,Kold,GP-2,85,179.00,12345,,,,,,,",
            "gtin-paere,,,,,,,,Farvet,GP-3,0,199.00,,https://cdn.shopify.com/p.jpg,2,Farvet,,,https://cdn.shopify.com/v.jpg,",
        ]
        .join("\n");
        let report = import(&app, &file, false).await;
        assert!(report.written, "{:?}", report.errors);
        assert_eq!(report.warnings.iter().map(|w| (w.line, w.error.as_str())).collect::<Vec<_>>(), [(3, "catalogue-csv-barcode-not-gtin")]);
        assert_eq!(
            report.not_imported.iter().map(|n| (n.line, n.column.as_str())).collect::<Vec<_>>(),
            [(4, "Variant Image"), (4, "Image Src")],
            "pictures on the web are named, not fetched"
        );
        let stored = catalogue::read(&app.state.db, "gtin-paere").await.unwrap().unwrap();
        assert_eq!(stored.details.seo_title, "Smart LED-pære E27 – dæmpbar");
        assert_eq!(stored.details.seo_description, "Dæmpbar smart pære med varmt lys.");
        assert_eq!(stored.details.category, "Home & Garden > Lighting > Light Bulbs");
        let details: Vec<(&str, Option<i64>, &str)> =
            stored.variants.iter().map(|v| (v.details.barcode.as_str(), v.details.grams, v.details.image.as_str())).collect();
        assert_eq!(details, [("5701234567899", Some(85), "/media/products/smart-paere.svg"), ("12345", Some(85), ""), ("", None, "")]);

        // The Danish page's title and description are the merchant's; the GTIN (only a
        // real one) is in the structured data.
        let (status, html) = app.get_text("/product/gtin-paere").await;
        assert_eq!(status, 200);
        assert!(html.contains("<title>Smart LED-pære E27 – dæmpbar | "), "{}", &html[..html.len().min(2000)]);
        assert!(html.contains("content=\"Dæmpbar smart pære med varmt lys.\""));
        // The page's structured data (its ld+json script), parsed.
        let structured = |html: &str| -> serde_json::Value {
            let start = html.find("application/ld+json\">").expect("structured data") + "application/ld+json\">".len();
            let end = start + html[start..].find("</script>").unwrap();
            let value: serde_json::Value = serde_json::from_str(&html[start..end]).unwrap();
            value.as_array().map(|all| all.iter().find(|v| v["@type"] == "Product").cloned().unwrap()).unwrap_or(value)
        };
        assert_eq!(structured(&html)["gtin"], "5701234567899", "the GTIN in the structured data");
        let second: String = url::form_urlencoded::byte_serialize(stored.variants[1].id.as_bytes()).collect();
        let (_, html) = app.get_text(&format!("/product/gtin-paere?variant={second}")).await;
        assert_eq!(structured(&html)["gtin"], serde_json::Value::Null, "a barcode that is not a GTIN is not given as one");
        // Another language's page uses its own words, not the Danish SEO title.
        let (_, english) = app.get_text("/en/product/gtin-paere").await;
        assert!(!english.contains("<title>Smart LED-pære E27 – dæmpbar"), "the Danish SEO title on the English page");

        // Exported with all of it, and imported again without a change; a file without
        // those columns keeps them.
        let exported = export(&app).await;
        for cell in ["5701234567899", "Smart LED-pære E27 – dæmpbar", "Home & Garden > Lighting > Light Bulbs", ",85,"] {
            assert!(exported.contains(cell), "{cell} in the export");
        }
        let again = import(&app, &exported, false).await;
        assert_eq!((again.updated, again.created), (0, 0), "{:?}", again.changed);
        let narrow = "Handle,Title,Option1 Name,Option1 Value,Variant Price\ngtin-paere,Smart pære,Farve,Varm,189.00\ngtin-paere,,,Kold,179.00\ngtin-paere,,,Farvet,199.00";
        let report = import(&app, narrow, false).await;
        assert_eq!(report.updated, 1);
        let kept = catalogue::read(&app.state.db, "gtin-paere").await.unwrap().unwrap();
        assert_eq!((kept.variants[0].price_minor, kept.details.seo_title.as_str(), kept.variants[0].details.barcode.as_str()), (18_900, "Smart LED-pære E27 – dæmpbar", "5701234567899"));
    }

    async fn the_demo_catalogue_exported_and_imported_again_is_unchanged(app) {
        let text = export(&app).await;
        let products = product_count(&app).await;
        assert!(products >= 10, "the demo's catalogue");
        let report = import(&app, &text, false).await;
        assert_eq!(report.errors, vec![]);
        assert!(report.not_imported.is_empty(), "{:?}", report.not_imported);
        assert_eq!((report.products, report.created, report.updated, report.unchanged), (products, 0, 0, products), "{:?}", report.changed);
        assert!(report.changed.is_empty());
        assert_eq!(export(&app).await, text, "the same file again");
        let audited: i64 = sqlx::query_scalar("select count(*) from catalogue_audit").fetch_one(&app.state.db).await.unwrap();
        assert_eq!(audited, 0, "nothing changed, nothing audited");
    }

    async fn an_import_creates_products_and_updates_a_price(app) {
        let mut rows = rows(&export(&app).await);
        let header = rows[0].clone();
        let (handle, price) = (column(&header, "Handle"), column(&header, "Variant Price"));
        let socket = rows.iter().position(|r| r[handle] == "stikkontakt-1-modul").unwrap();
        rows[socket][price] = "95.00".into();
        rows.extend(new_products(&header));
        let products = product_count(&app).await;

        let report = import(&app, &write(&rows), false).await;
        assert_eq!(report.errors, vec![]);
        assert!(report.written);
        assert_eq!((report.created, report.updated, report.unchanged), (2, 1, products - 1));
        let mut changed: Vec<&str> = report.changed.iter().map(|c| c.handle.as_str()).collect();
        changed.sort();
        assert_eq!(changed, ["kabel-nyk-3g1-5", "kabel-nyk-5g2-5", "stikkontakt-1-modul"]);
        let socket_change = report.changed.iter().find(|c| c.handle == "stikkontakt-1-modul").unwrap();
        assert_eq!(socket_change.collections, ["stikkontakter", "tilbehor"], "its listings change too");

        let socket = catalogue::read(&app.state.db, "stikkontakt-1-modul").await.unwrap().unwrap();
        assert_eq!(socket.variants[0].price_minor, 9_500);
        assert_eq!(socket.variants[1].price_minor, 11_900, "the other variant as it was");
        let cable = catalogue::read(&app.state.db, "kabel-nyk-5g2-5").await.unwrap().unwrap();
        assert_eq!(cable.title, "Kabel NYK 5G2,5");
        assert_eq!(cable.description, "Ny i sortimentet.");
        assert_eq!(cable.options[0].values, ["10 m", "25 m"]);
        assert_eq!(cable.variants.iter().map(|v| (v.price_minor, v.inventory_quantity)).collect::<Vec<_>>(), [(39_900, Some(10)), (89_950, None)]);
        assert_eq!(cable.collections, ["kabler"]);
        let audit = catalogue::audit_of(&app.state.db, "stikkontakt-1-modul", 5).await.unwrap();
        assert_eq!((audit[0].actor.as_str(), audit[0].via.as_str(), audit[0].action.as_str()), ("test", "import", "updated"));
    }

    async fn a_dry_run_with_bad_rows_reports_them_by_line_and_column_and_changes_nothing(app) {
        let header = rows(&export(&app).await)[0].clone();
        let mut file = vec![header.clone()];
        file.extend(new_products(&header));
        file[2][column(&header, "Variant Price")] = "449,00".into();
        file[3][column(&header, "Collection")] = "kabler,findes-ikke".into();
        file.push(row(&header, &[("Handle", "kabel-nyk-3g1-5"), ("Option1 Value", "50 m"), ("Variant Price", "800")]));
        let before = export(&app).await;

        let report = import(&app, &write(&file), true).await;
        let errors: Vec<(usize, &str, &str, Option<&str>)> =
            report.errors.iter().map(|e| (e.line, e.column.as_str(), e.error.as_str(), e.arg.as_deref())).collect();
        assert_eq!(
            errors,
            [
                (3, "Variant Price", "catalogue-csv-price-invalid", Some("449,00")),
                (4, "Collection", "catalogue-collection-unknown", Some("findes-ikke")),
                (6, "Handle", "catalogue-csv-handle-not-adjacent", Some("kabel-nyk-3g1-5")),
            ]
        );
        assert!(report.dry_run && !report.written);
        assert_eq!(export(&app).await, before, "nothing changed");

        // Without the bad rows, the dry run says what it would do, and does not.
        file.truncate(5);
        file[2][column(&header, "Variant Price")] = "449.00".into();
        file[3][column(&header, "Collection")] = "kabler".into();
        let report = import(&app, &write(&file), true).await;
        assert_eq!(report.errors, vec![]);
        assert_eq!((report.created, report.written), (2, false));
        assert_eq!(export(&app).await, before, "a dry run writes nothing");
    }

    async fn one_bad_row_among_good_ones_writes_nothing(app) {
        let mut rows = rows(&export(&app).await);
        let header = rows[0].clone();
        let (handle, price) = (column(&header, "Handle"), column(&header, "Variant Price"));
        let socket = rows.iter().position(|r| r[handle] == "stikkontakt-1-modul").unwrap();
        rows[socket][price] = "95.00".into();
        rows.extend(new_products(&header));
        let last = rows.len() - 1;
        rows[last][price] = "-899.50".into();
        let before = export(&app).await;

        let report = import(&app, &write(&rows), false).await;
        assert_eq!(report.errors.len(), 1, "{:?}", report.errors);
        assert_eq!((report.errors[0].column.as_str(), report.errors[0].error.as_str()), ("Variant Price", "catalogue-csv-price-invalid"));
        assert!(!report.written);
        assert_eq!(export(&app).await, before, "all or nothing: the good rows were not written either");
        assert!(catalogue::read(&app.state.db, "kabel-nyk-3g1-5").await.unwrap().is_none());
    }

    async fn six_hundred_generated_products_survive_a_round_trip(app) {
        elektriker::shop::generated::seed(&app.state.db, 600).await.unwrap();
        let products = product_count(&app).await;
        let started = std::time::Instant::now();
        let text = export(&app).await;
        let exported = started.elapsed();
        let started = std::time::Instant::now();
        let report = import(&app, &text, false).await;
        eprintln!("{products} products: export {exported:?}, import {:?}", started.elapsed());
        assert_eq!(report.errors, vec![]);
        assert_eq!((report.unchanged, report.created, report.updated), (products, 0, 0));
        assert_eq!(export(&app).await, text);
    }

    async fn a_body_over_100_mb_sent_without_a_length_is_refused_and_changes_nothing(app) {
        use futures_util::StreamExt;
        use http_body_util::{BodyExt, Full, StreamBody};
        let admin = app.admin().await;
        let header = rows(&export(&app).await)[0].clone();
        let before = export(&app).await;
        // Valid rows, a megabyte at a time, until past 100 MB: chunked, so the server
        // only learns the size by counting.
        let mut start = write(std::slice::from_ref(&header));
        start.push_str(&write(&many_new_products(&header, 1)));
        let row = write(&many_new_products(&header, 1));
        let megabyte = bytes::Bytes::from(row.repeat(1024 * 1024 / row.len() + 1));
        let chunks = (csv::MAX_BYTES / megabyte.len()) + 2;
        let chunks = std::iter::once(bytes::Bytes::from(start)).chain(std::iter::repeat_n(megabyte, chunks));
        // Each chunk a frame (as `Full` makes it: `http-body` is not a dependency).
        let frames = futures_util::stream::iter(chunks).then(|chunk| async move { Full::new(chunk).frame().await.unwrap() });
        let body = StreamBody::new(frames);
        assert_eq!(axum::body::HttpBody::size_hint(&body).exact(), None, "no Content-Length: chunked");
        let response = post_import(&admin, reqwest::Body::wrap(body), false).await;
        assert_eq!(response.status(), 413);
        let answer = response.text().await.unwrap();
        assert!(answer.contains("100 MB"), "{answer}");
        assert_eq!(export(&app).await, before, "nothing changed");
        assert!(catalogue::read(&app.state.db, "ny-vare-1").await.unwrap().is_none());
    }

    async fn a_bad_row_at_the_end_of_a_long_file_writes_nothing_and_is_reported_by_its_line(app) {
        let header = rows(&export(&app).await)[0].clone();
        let products = product_count(&app).await;
        let mut file = vec![header.clone()];
        // Several batches of good products saved before the bad row is read.
        file.extend(many_new_products(&header, 3000));
        let last = file.len() - 1;
        file[last][column(&header, "Variant Price")] = "-3000.00".into();
        let text = write(&file);
        let before = export(&app).await;

        let report = import(&app, &text, false).await;
        let errors: Vec<(usize, &str, &str)> = report.errors.iter().map(|e| (e.line, e.column.as_str(), e.error.as_str())).collect();
        assert_eq!(errors, [(3001, "Variant Price", "catalogue-csv-price-invalid")]);
        assert_eq!(report.error_count, 1);
        assert_eq!((report.rows, report.products, report.variants), (3000, 3000, 3000));
        assert!(!report.written);
        assert_eq!((report.created, report.updated, report.unchanged, report.changed_count), (0, 0, 0, 0), "as when nothing is saved");
        assert!(report.changed.is_empty());
        assert_eq!(product_count(&app).await, products, "all or nothing across the batches");
        assert!(catalogue::read(&app.state.db, "ny-vare-1").await.unwrap().is_none());
        assert_eq!(export(&app).await, before);

        // A collection unknown near the end: an error of the file too.
        file[last][column(&header, "Variant Price")] = "3000.00".into();
        file[last][column(&header, "Collection")] = "findes-ikke".into();
        let report = import(&app, &write(&file), false).await;
        let errors: Vec<(usize, &str, &str)> = report.errors.iter().map(|e| (e.line, e.column.as_str(), e.error.as_str())).collect();
        assert_eq!(errors, [(3001, "Collection", "catalogue-collection-unknown")]);
        assert!(!report.written);
        assert_eq!(product_count(&app).await, products);
    }

    async fn an_import_of_more_than_a_thousand_new_products_counts_them_all_and_lists_a_thousand(app) {
        let admin = app.admin().await;
        let header = rows(&export(&app).await)[0].clone();
        let products = product_count(&app).await;
        let mut file = vec![header.clone()];
        file.extend(many_new_products(&header, 1200));
        // With a byte order mark, as a spreadsheet saves it.
        let text = format!("\u{feff}{}", write(&file));

        let response = post_import(&admin, text.clone().into(), true).await;
        assert_eq!(response.status(), 200);
        let report: serde_json::Value = response.json().await.unwrap();
        assert_eq!(report["errorCount"], 0, "{}", report["errors"]);
        assert_eq!((report["created"].as_u64(), report["changedCount"].as_u64()), (Some(1200), Some(1200)));
        assert_eq!(report["changed"].as_array().unwrap().len(), csv::MAX_CHANGED_LISTED);
        assert_eq!(product_count(&app).await, products, "a dry run");

        let response = post_import(&admin, text.into(), false).await;
        let report: serde_json::Value = response.json().await.unwrap();
        assert_eq!((report["written"].as_bool(), report["changedCount"].as_u64()), (Some(true), Some(1200)), "{}", report["errors"]);
        assert_eq!(product_count(&app).await, products + 1200);
        let last = catalogue::read(&app.state.db, "ny-vare-1200").await.unwrap().unwrap();
        assert_eq!((last.variants[0].price_minor, last.collections.as_slice()), (120_000, ["kabler".to_owned()].as_slice()));
    }
}

/// `elektriker catalogue …` on a temporary SQLite file.
/// `elektriker catalogue …` on `database`.
pub(crate) fn elektriker(database: &str, args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_elektriker"))
        .arg("catalogue")
        .args(args)
        .args(["--database-url", database])
        .env_remove("DATABASE_URL")
        .env("RUST_LOG", "warn")
        .output()
        .unwrap()
}

#[test]
fn the_commands_standard_output_is_the_csv_alone_and_the_logs_go_to_standard_error() {
    let dir = tempfile::tempdir().unwrap();
    let database = format!("sqlite://{}/site.db", dir.path().display());
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_elektriker"))
        .args(["catalogue", "export", "--database-url", &database])
        .env_remove("DATABASE_URL")
        .env("RUST_LOG", "info")
        .output()
        .unwrap();
    assert!(output.status.success());
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(stdout.starts_with("Handle,Title,Body (HTML)"), "{}", &stdout[..stdout.len().min(300)]);
    assert!(String::from_utf8_lossy(&output.stderr).contains("INFO"), "a new database logs its migrations");
}

#[test]
fn the_command_exports_and_refuses_a_bad_file_with_its_line() {
    let dir = tempfile::tempdir().unwrap();
    let database = format!("sqlite://{}/site.db", dir.path().display());
    let exported = dir.path().join("katalog.csv");
    let output = elektriker(&database, &["export", "--to", exported.to_str().unwrap()]);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let text = std::fs::read_to_string(&exported).unwrap();
    assert!(text.starts_with("Handle,Title,Body (HTML),Vendor,Product Category,Type,Tags,Published,Option1 Name"));
    let header = text.lines().next().unwrap();
    assert!(header.contains(",Status,Collection,Product kind (product.metafields.custom.product_kind),"), "{header}");
    assert!(header.ends_with(",Instructions (product.metafields.custom.instructions)"), "the legal facts as Shopify names metafield columns: {header}");

    let output = elektriker(&database, &["import", exported.to_str().unwrap(), "--dry-run"]);
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{stdout}{}", String::from_utf8_lossy(&output.stderr));
    assert!(stdout.contains("0 created, 0 updated, 17 unchanged"), "{stdout}");

    let bad = dir.path().join("forkert.csv");
    std::fs::write(&bad, "Handle,Title,Variant Price\nkabel,Kabel,12.00\nkabel-2,Kabel 2,\"12,50\"\n").unwrap();
    let output = elektriker(&database, &["import", bad.to_str().unwrap(), "--dry-run"]);
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{stdout}");
    assert!(
        stdout.contains("line 3, column Variant Price: Not a price in kroner with a decimal point (like 2499.00): 12,50"),
        "{stdout}"
    );
    assert!(String::from_utf8_lossy(&output.stderr).contains("1 errors: nothing was written"));
}
