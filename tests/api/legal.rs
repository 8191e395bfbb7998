//! Lamps and sockets sold as the law asks (issue 58): a product's legal facts (its
//! kind, a light source's energy class and EPREL number, the maker and the EU
//! responsible person, the warnings and instructions) are kept beside it, edited in the
//! back office, carried in the Shopify CSV as metafield columns and read from
//! Shopify's metafields; the product page shows the class arrow beside the price and
//! the product safety section; a light source is not published without its class;
//! what is missing is listed, in the back office and by `elektriker catalogue check`.

use serde_json::{Value, json};

use crate::catalogue::problems_of;
use crate::catalogue_csv::elektriker;
use crate::helpers::page_data;
use crate::{db_tests, db_tests_with};

/// A bulb of `kind` with what `legal` says.
fn bulb(handle: &str, status: &str, legal: Value) -> Value {
    json!({
        "handle": handle,
        "title": "LED-pære E14 kerte",
        "description": "Varm hvid LED-pære.",
        "vendor": "Nordlys",
        "productType": "Lyskilde",
        "tags": [],
        "status": status,
        "options": [],
        "variants": [{"optionValues": [], "priceMinor": 4_900, "compareAtMinor": null, "sku": "E14-1", "inventoryQuantity": null, "available": true}],
        "images": [],
        "collections": ["indendors-lys"],
        "details": {"legal": legal}
    })
}

fn complete_legal() -> Value {
    json!({
        "kind": "light-source",
        "energyClass": "f",
        "eprel": "1 523 499",
        "manufacturer": {"name": "Nordlys Belysning ApS", "address": "Industrivej 12, 2600 Glostrup", "contact": "info@nordlys.dk"},
        "model": "NB-E14-470",
        "warnings": "Sluk for strømmen, før pæren skiftes.",
        "instructions": [{"title": "Monteringsvejledning", "url": "/media/uploads/e14-vejledning.pdf"}]
    })
}

/// The handles the back office lists with `legal=…`, and what each lacks.
async fn listed_as_lacking(admin: &crate::helpers::Visitor, filter: &str) -> Vec<(String, Vec<String>)> {
    let page: Value = admin.send("GET", &format!("/api/admin/products?legal={filter}"), None).await.json().await.unwrap();
    page["rows"]
        .as_array()
        .unwrap_or_else(|| panic!("{page}"))
        .iter()
        .map(|r| (r["handle"].as_str().unwrap().to_owned(), r["missing"].as_array().unwrap().iter().map(|m| m.as_str().unwrap().to_owned()).collect()))
        .collect()
}

db_tests! {
    async fn a_light_source_is_published_only_with_its_class_and_its_page_says_what_the_law_asks(app) {
        let admin = app.admin().await;
        // Published without a class: refused, and nothing is stored.
        let response = admin.send("POST", "/api/admin/products", Some(bulb("kerte", "active", json!({"kind": "light-source"})))).await;
        assert_eq!(response.status(), 422);
        let problems = problems_of(&response.json().await.unwrap());
        assert!(problems.contains(&("legal.energyClass".to_owned(), "catalogue-energy-class-required".to_owned())), "{problems:?}");
        assert_eq!(app.get("/product/kerte").await.status(), 404);
        // A class that is no class, an EPREL number that is not one.
        let response = admin.send("POST", "/api/admin/products", Some(bulb("kerte", "draft", json!({"kind": "light-source", "energyClass": "A++", "eprel": "12ab"})))).await;
        assert_eq!(response.status(), 422);
        let problems = problems_of(&response.json().await.unwrap());
        assert!(problems.contains(&("legal.energyClass".to_owned(), "catalogue-energy-class-invalid".to_owned())), "{problems:?}");
        assert!(problems.contains(&("legal.eprel".to_owned(), "catalogue-eprel-invalid".to_owned())), "{problems:?}");

        // As a draft it may wait for its class: the back office lists what it lacks.
        let response = admin.send("POST", "/api/admin/products", Some(bulb("kerte", "draft", json!({"kind": "light-source"})))).await;
        assert_eq!(response.status(), 201);
        let lacking = listed_as_lacking(&admin, "energy-class").await;
        let kerte = lacking.iter().find(|(h, _)| h == "kerte").expect("listed as lacking its class");
        assert_eq!(kerte.1, ["energy-class", "eprel", "manufacturer", "manufacturer-address", "manufacturer-contact", "warnings"]);
        assert!(lacking.iter().all(|(_, missing)| missing.contains(&"energy-class".to_owned())), "only those without a class: {lacking:?}");
        let page: Value = admin.send("GET", "/api/admin/products", None).await.json().await.unwrap();
        assert_eq!(page["lacking"], 1, "the demo catalogue lacks nothing");

        // Everything given: published, and its page says it.
        let response = admin.send("PUT", "/api/admin/products/kerte", Some(bulb("kerte", "active", complete_legal()))).await;
        assert_eq!(response.status(), 200, "{}", response.text().await.unwrap());
        assert!(listed_as_lacking(&admin, "missing").await.is_empty());
        let (status, html) = app.get_text("/product/kerte").await;
        assert_eq!(status, 200);
        let legal = page_data(&html)["page"]["product"]["legal"].clone();
        assert_eq!(legal["energy"]["class"], "F", "kept in capitals: {legal}");
        assert_eq!(legal["energy"]["eprelUrl"], "https://eprel.ec.europa.eu/screen/product/lamps/1523499");
        assert_eq!(legal["energy"]["sheetUrl"], "https://eprel.ec.europa.eu/api/products/lamps/1523499/fiches?language=DA&format=PDF");
        assert_eq!(legal["manufacturer"]["name"], "Nordlys Belysning ApS");
        assert_eq!(legal["instructions"][0]["title"], "Monteringsvejledning");
        assert!(html.contains(">Energiklasse F: vis energimærket</span>"), "the arrow beside the price, named");
        assert!(html.contains("Produktsikkerhed") && html.contains("Sluk for strømmen, før pæren skiftes."));
        assert!(html.contains("\"hasEnergyEfficiencyCategory\":\"https://schema.org/EUEnergyEfficiencyCategoryF\""));
        assert!(html.contains("\"manufacturer\":{\"@type\":\"Organization\",\"name\":\"Nordlys Belysning ApS\""));
        // In English the information sheet is EPREL's English one.
        let (_, html) = app.get_text("/en/product/kerte").await;
        let legal = page_data(&html)["page"]["product"]["legal"].clone();
        assert_eq!(legal["energy"]["sheetUrl"], "https://eprel.ec.europa.eu/api/products/lamps/1523499/fiches?language=EN&format=PDF");
        assert!(html.contains("Energy class F: show the energy label"));

        // A luminaire whose light source can be replaced shows no class.
        let mut luminaire = complete_legal();
        luminaire["kind"] = json!("luminaire");
        assert_eq!(admin.send("PUT", "/api/admin/products/kerte", Some(bulb("kerte", "active", luminaire))).await.status(), 200);
        let (_, html) = app.get_text("/product/kerte").await;
        assert!(page_data(&html)["page"]["product"]["legal"].get("energy").is_none());
        assert!(!html.contains("energy-arrow"));
    }

    async fn instructions_are_uploaded_as_pdf_and_served_from_the_shop(app) {
        let admin = app.admin().await;
        let pdf = b"%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n".to_vec();
        let upload = |body: Vec<u8>, visitor: &crate::helpers::Visitor| {
            visitor.request(reqwest::Method::POST, "/api/admin/documents?name=Monteringsvejledning%20E14.pdf").body(body).send()
        };
        // Only administrators; only PDFs.
        assert!(matches!(upload(pdf.clone(), &app.visitor()).await.unwrap().status().as_u16(), 401 | 403));
        let refused = upload(b"<html>%PDF-1.4</html>".to_vec(), &admin).await.unwrap();
        assert_eq!(refused.status(), 415);
        assert_eq!(refused.json::<Value>().await.unwrap()["error"], "Filen er ikke en PDF. Vejledninger og produktblade skal være PDF-filer.");
        let response = upload(pdf.clone(), &admin).await.unwrap();
        assert_eq!(response.status(), 201);
        let url = response.json::<Value>().await.unwrap()["url"].as_str().unwrap().to_owned();
        assert!(url.starts_with("/media/documents/") && url.ends_with(".pdf"), "{url}");
        // A manual of a few MB is taken (the site's 2 MB limit is not this one's); past
        // 20 MB it is refused with the limit named.
        let mut manual = b"%PDF-1.7\n".to_vec();
        manual.resize(3 * 1024 * 1024, b' ');
        manual.extend_from_slice(b"\n%%EOF\n");
        assert_eq!(upload(manual, &admin).await.unwrap().status(), 201);
        let mut huge = b"%PDF-1.7\n".to_vec();
        huge.resize(21 * 1024 * 1024, b' ');
        let refused = upload(huge, &admin).await.unwrap();
        assert_eq!(refused.status(), 413);
        assert!(refused.json::<Value>().await.unwrap()["error"].as_str().unwrap().contains("20 MB"));
        // The same file again: the same address, kept once.
        let again = upload(pdf.clone(), &admin).await.unwrap().json::<Value>().await.unwrap();
        assert_eq!(again["url"], url.as_str());
        let kept: i64 = sqlx::query_scalar("select count(*) from shop_documents").fetch_one(&app.state.db).await.unwrap();
        assert_eq!(kept, 2, "the manual and the instructions, each once");
        // Named on the product, served to anyone with its name.
        let mut legal = complete_legal();
        legal["instructions"] = json!([{"title": "Monteringsvejledning", "url": url}]);
        assert_eq!(admin.send("POST", "/api/admin/products", Some(bulb("kerte", "active", legal))).await.status(), 201);
        let (_, html) = app.get_text("/product/kerte").await;
        assert!(html.contains(&format!("href=\"{url}\"")), "the instructions linked on the page");
        let served = app.get(&url).await;
        assert_eq!(served.status(), 200);
        assert_eq!(served.headers()["content-type"], "application/pdf");
        assert_eq!(served.headers()["content-disposition"], "inline; filename=\"Monteringsvejledning E14.pdf\"");
        assert_eq!(served.bytes().await.unwrap().to_vec(), pdf);
        assert_eq!(app.get("/media/documents/0123456789abcdef.pdf").await.status(), 404);
        assert_eq!(app.get("/media/documents/..%2F..%2Fetc.pdf").await.status(), 404);
    }

    async fn the_demo_catalogue_carries_the_facts_and_their_translations(app) {
        let (_, html) = app.get_text("/product/led-pendel-nordlys").await;
        let legal = page_data(&html)["page"]["product"]["legal"].clone();
        assert_eq!(legal["kind"], "luminaire-built-in");
        assert_eq!(legal["energy"]["class"], "E");
        let label = legal["energy"]["labelImage"].as_str().unwrap().to_owned();
        assert_eq!(label, "/media/products/energy-label-led-pendel-nordlys.svg");
        let response = app.get(&label).await;
        assert_eq!(response.status(), 200);
        assert!(response.text().await.unwrap().contains("<title id="), "the label says what it shows");
        // A maker outside the EU: the responsible person in the EU.
        let (_, html) = app.get_text("/de/product/vaeglampe-med-sensor").await;
        let legal = page_data(&html)["page"]["product"]["legal"].clone();
        assert_eq!(legal["responsible"]["name"], "Nordic Lighting Import ApS");
        assert!(legal["warnings"].as_str().unwrap().starts_with("Muss von einer autorisierten Elektrofachkraft"), "the warnings in German: {legal}");
        assert!(html.contains("Verantwortliche Person in der EU"));
        // Electrical goods tell where used equipment goes back; a cable reel is no
        // electrical equipment.
        assert!(html.contains("Elektro-Altgeräte und Batterien"));
        let (_, html) = app.get_text("/product/lampeledning-2x075").await;
        assert!(!html.contains("genbrugspladsen"));
        // Search results show a light source's class beside its price.
        let found: Value = app.get("/api/search?q=pendel&lang=da").await.json().await.unwrap();
        let pendel = found["products"].as_array().unwrap().iter().find(|p| p["key"] == "led-pendel-nordlys").expect("found");
        assert_eq!(pendel["energyClass"], "E");
    }

    async fn the_facts_travel_in_the_csv_as_shopify_writes_metafield_columns(app) {
        let admin = app.admin().await;
        let exported = admin.send("GET", "/api/admin/products/export", None).await.text().await.unwrap();
        let mut reader = csv::Reader::from_reader(exported.as_bytes());
        let header: Vec<String> = reader.headers().unwrap().iter().map(str::to_owned).collect();
        let column = |name: &str| header.iter().position(|h| h == name).unwrap_or_else(|| panic!("{name} in {header:?}"));
        let (class, kind, maker) = (
            column("Energy class (product.metafields.custom.energy_class)"),
            column("Product kind (product.metafields.custom.product_kind)"),
            column("Manufacturer (product.metafields.custom.manufacturer)"),
        );
        let mut rows: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
        let pendel = rows.iter().position(|r| &r[0] == "led-pendel-nordlys").unwrap();
        assert_eq!((&rows[pendel][kind], &rows[pendel][class], &rows[pendel][maker]), ("luminaire-built-in", "E", "Nordlys Belysning ApS"));

        // The same file imported changes nothing (the fixed point, with the facts).
        let import = |body: String| {
            let admin = &admin;
            async move {
                let response = admin.request(reqwest::Method::POST, "/api/admin/products/import").header("content-type", "text/csv").body(body).send().await.unwrap();
                let status = response.status();
                (status, response.json::<Value>().await.unwrap())
            }
        };
        let (status, report) = import(exported.clone()).await;
        assert_eq!(status, 200, "{report}");
        assert_eq!(report["changedCount"], 0, "{report}");

        // A class changed in the spreadsheet: stored.
        let mut changed = rows[pendel].iter().map(str::to_owned).collect::<Vec<_>>();
        changed[class] = "D".into();
        rows[pendel] = csv::StringRecord::from(changed);
        let write = |rows: &[csv::StringRecord]| {
            let mut out = csv::Writer::from_writer(Vec::new());
            out.write_record(&header).unwrap();
            for row in rows {
                out.write_record(row).unwrap();
            }
            String::from_utf8(out.into_inner().unwrap()).unwrap()
        };
        let (status, report) = import(write(&rows)).await;
        assert_eq!(status, 200, "{report}");
        let form: Value = admin.send("GET", "/api/admin/products/led-pendel-nordlys", None).await.json().await.unwrap();
        assert_eq!(form["product"]["details"]["legal"]["energyClass"], "D");

        // A kind that is none: said by line and column, nothing written.
        let mut wrong = rows[pendel].iter().map(str::to_owned).collect::<Vec<_>>();
        wrong[kind] = "lampe".into();
        wrong[class] = "C".into();
        rows[pendel] = csv::StringRecord::from(wrong);
        let (status, report) = import(write(&rows)).await;
        assert_eq!((status.as_u16(), &report["written"]), (200, &json!(false)), "{report}");
        let error = &report["errors"][0];
        assert_eq!((error["column"].as_str().unwrap(), error["error"].as_str().unwrap()), (&*header[kind], "catalogue-csv-value-invalid"));
        let form: Value = admin.send("GET", "/api/admin/products/led-pendel-nordlys", None).await.json().await.unwrap();
        assert_eq!(form["product"]["details"]["legal"]["energyClass"], "D", "unchanged");

        // A file without the columns (Shopify's own export without these metafields)
        // keeps the facts.
        let ours = header.iter().position(|h| h.contains("(product.metafields.")).unwrap();
        let mut plain = csv::Writer::from_writer(Vec::new());
        plain.write_record(&header[..ours]).unwrap();
        for row in csv::Reader::from_reader(exported.as_bytes()).records() {
            plain.write_record(row.unwrap().iter().take(ours)).unwrap();
        }
        let (status, report) = import(String::from_utf8(plain.into_inner().unwrap()).unwrap()).await;
        assert_eq!((status.as_u16(), &report["written"]), (200, &json!(true)), "{report}");
        let form: Value = admin.send("GET", "/api/admin/products/led-pendel-nordlys", None).await.json().await.unwrap();
        assert_eq!(form["product"]["details"]["legal"]["energyClass"], "D");
        assert_eq!(form["product"]["details"]["legal"]["manufacturer"]["name"], "Nordlys Belysning ApS");
    }
}

db_tests_with! { crate::fake_shopify::spawn_with_shopify;
    async fn a_shopify_products_metafields_are_its_legal_facts(app) {
        let (status, html) = app.get_text("/product/pendel").await;
        assert_eq!(status, 200);
        let legal = page_data(&html)["page"]["product"]["legal"].clone();
        assert_eq!(legal["energy"]["class"], "E", "{legal}");
        assert_eq!(legal["manufacturer"]["contact"], "https://nordlys.example");
        assert!(html.contains("Energiklasse E: vis energimærket"));
        // Shopify translates its metafields: the English page has Shopify's English.
        let (_, html) = app.get_text("/en/product/dimmer").await;
        let legal = page_data(&html)["page"]["product"]["legal"].clone();
        assert_eq!(legal["kind"], "electrical");
        assert!(legal.get("energy").is_none());
        assert_eq!(legal["warnings"], "Skal installeres af en autoriseret elektriker. [EN]");
    }
}

#[test]
fn the_check_lists_the_few_of_thousands_that_lack_something_and_fails() {
    let dir = tempfile::tempdir().unwrap();
    let database = format!("sqlite://{}/site.db", dir.path().display());
    // 3,000 sockets with their maker and warnings, three of them lacking something.
    let header = format!(
        "Handle,Title,Variant Price,Status,{},{},{},{},{}\n",
        "Product kind (product.metafields.custom.product_kind)",
        "Manufacturer (product.metafields.custom.manufacturer)",
        "Manufacturer address (product.metafields.custom.manufacturer_address)",
        "Manufacturer contact (product.metafields.custom.manufacturer_contact)",
        "Safety information (product.metafields.custom.safety_information)",
    );
    let mut file = header;
    for n in 0..3000 {
        let (address, warnings) = match n {
            7 => ("", "Skal installeres af en autoriseret elektriker."),
            1234 => ("Kokkedal Industripark 4, 2980 Kokkedal", ""),
            2999 => ("", ""),
            _ => ("Kokkedal Industripark 4, 2980 Kokkedal", "Skal installeres af en autoriseret elektriker."),
        };
        file.push_str(&format!("stik-{n:04},Stikkontakt {n},89.00,active,electrical,DIM A/S,\"{address}\",kundeservice@dim-el.dk,{warnings}\n"));
    }
    let path = dir.path().join("stik.csv");
    std::fs::write(&path, file).unwrap();
    let output = elektriker(&database, &["import", path.to_str().unwrap()]);
    assert!(output.status.success(), "{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));

    let output = elektriker(&database, &["check"]);
    assert_eq!(output.status.code(), Some(1), "something lacks: the check fails");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(
        lines,
        [
            "stik-0007\tactive\tno manufacturer's postal address",
            "stik-1234\tactive\tno Danish safety information",
            "stik-2999\tactive\tno manufacturer's postal address; no Danish safety information",
        ]
    );
    assert!(String::from_utf8_lossy(&output.stderr).contains("3 of 3017 products lack what the law asks of their kind"));

    // Mended: the check passes.
    let mended = "Handle,Title,Variant Price,Manufacturer address (product.metafields.custom.manufacturer_address),Safety information (product.metafields.custom.safety_information),Product kind (product.metafields.custom.product_kind),Manufacturer (product.metafields.custom.manufacturer),Manufacturer contact (product.metafields.custom.manufacturer_contact)\n";
    let mut file = mended.to_owned();
    for n in ["0007", "1234", "2999"] {
        file.push_str(&format!("stik-{n},Stikkontakt,89.00,Kokkedal Industripark 4,Skal installeres af en autoriseret elektriker.,electrical,DIM A/S,kundeservice@dim-el.dk\n"));
    }
    std::fs::write(&path, file).unwrap();
    let output = elektriker(&database, &["import", path.to_str().unwrap()]);
    assert!(output.status.success(), "{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    let output = elektriker(&database, &["check"]);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stdout));
}
