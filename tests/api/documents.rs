//! Invoices as documents of their own, on SQLite and PostgreSQL: one series without
//! gaps or duplicates when many are issued at once (and by two instances on one
//! PostgreSQL), issued when the sale is final (a bank transfer when it is placed), with
//! what § 58 asks of a full invoice, and listed on the order's page.

use serde_json::{Value, json};

use crate::checkout::SOCKET;
use crate::db_tests;
use crate::helpers::{Backend, TestApp, page_data, spawn_app, spawn_instance_with_state};

fn request(n: usize) -> elektriker::checkout::OrderRequest {
    serde_json::from_value(json!({
        "lines": [{"merchandiseId": SOCKET, "quantity": 1 + n % 3}],
        "delivery": {"method": "parcel", "name": format!("Kunde {n}"), "address": "Nørrebrogade 10", "postcode": "2200",
                     "city": "København N", "phone": "12345678"},
        "email": format!("kunde{n}@example.dk"),
        "company": "Københavns Kommune", "ean": "5798000416604", "reference": format!("Indkøb {n}"),
        "paymentMethod": if n % 2 == 0 { "bank_transfer" } else { "ean_invoice" },
        "acceptTerms": true,
    }))
    .unwrap()
}

async fn invoice_numbers(app: &TestApp) -> Vec<i64> {
    sqlx::query_scalar("select number from documents where kind = 'invoice' order by number").fetch_all(&app.state.db).await.unwrap()
}

/// `count` orders placed at once through `checkouts` in turn (each issues its invoice).
async fn place_at_once(checkouts: &[elektriker::checkout::LocalCheckout], count: usize) {
    let tasks: Vec<_> = (0..count)
        .map(|n| {
            let checkout = checkouts[n % checkouts.len()].clone();
            tokio::spawn(async move { checkout.place(&request(n), None, elektriker::i18n::Lang::Da).await.map(|p| p.order_number) })
        })
        .collect();
    for task in tasks {
        task.await.unwrap().expect("the order is placed");
    }
}

db_tests! {
    async fn two_hundred_invoices_at_once_are_numbered_one_to_two_hundred(app) {
        place_at_once(&[app.state.checkout.clone()], 200).await;
        let numbers = invoice_numbers(&app).await;
        assert_eq!(numbers, (1..=200).collect::<Vec<i64>>(), "consecutive, no gap, no duplicate");
        // One per order, never two.
        let orders: i64 = sqlx::query_scalar("select count(distinct order_number) from documents").fetch_one(&app.state.db).await.unwrap();
        assert_eq!(orders, 200);
        let again = app.state.checkout.payments().documents().issue_invoice(
            &sqlx::query_scalar::<_, String>("select order_number from documents where number = 7").fetch_one(&app.state.db).await.unwrap(),
        ).await.unwrap();
        assert_eq!(again, Some(7), "issuing again answers the first number");
        assert_eq!(invoice_numbers(&app).await.len(), 200);
        // An EAN order's invoice as Peppol BIS 3, from what was stored: the official rules pass it.
        let ean: i64 = sqlx::query_scalar(
            "select d.number from documents d join orders o on o.order_number = d.order_number where o.payment_method = 'ean_invoice' order by d.number limit 1",
        )
        .fetch_one(&app.state.db)
        .await
        .unwrap();
        let documents = app.state.checkout.payments().documents();
        let xml = documents.ubl(elektriker::documents::DocumentKind::Invoice, ean).await.unwrap().unwrap();
        assert!(xml.contains("<cbc:EndpointID schemeID=\"0088\">5798000416604</cbc:EndpointID>"), "{xml}");
        assert!(xml.contains("<cbc:BuyerReference>Indkøb "), "{xml}");
        if let Some(validator) = peppol_validator() {
            let dir = tempfile::tempdir().unwrap();
            let file = dir.path().join("order.xml");
            std::fs::write(&file, &xml).unwrap();
            let output = std::process::Command::new("python3").arg(&validator).arg(&file).output().expect("python3 runs");
            assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stdout));
        }
    }

    async fn an_invoice_holds_what_a_full_invoice_must_and_shows_on_the_order_page(app) {
        let visitor = app.visitor();
        let token = crate::checkout::cart_in(&visitor, "da", json!([{"merchandiseId": SOCKET, "quantity": 2}])).await;
        let mut body = crate::checkout::order_body(&token);
        body["company"] = json!("Nordhavn Installationer ApS");
        body["cvr"] = json!("35725636");
        let placed: Value = crate::checkout::place(&visitor, "da", &body).await.json().await.unwrap();
        let number = placed["orderNumber"].as_str().unwrap();
        let (content, net, vat, gross): (String, i64, i64, i64) =
            sqlx::query_as("select content, net_minor, vat_minor, gross_minor from documents where order_number = $1 and kind = 'invoice'")
                .bind(number)
                .fetch_one(&app.state.db)
                .await
                .unwrap();
        let content: Value = serde_json::from_str(&content).unwrap();
        // 2 × 89 kr + 49 kr shipping = 227 kr, 45,40 kr of it VAT.
        assert_eq!((net, vat, gross), (18160, 4540, 22700));
        assert_eq!(content["sellerCvr"], app.state.pages.site.cvr.as_str());
        assert_eq!(content["sellerName"], app.state.pages.site.name.as_str());
        assert_eq!(content["buyerName"], "Mette Hansen");
        assert_eq!(content["buyerCompany"], "Nordhavn Installationer ApS");
        assert_eq!(content["buyerCvr"], "35725636");
        assert_eq!(content["buyerAddress"], json!(["Nørrebrogade 10, 2. th", "2200 København N"]));
        assert_eq!(content["vatPercent"], 25);
        assert_eq!(content["lines"][0]["quantity"], 2);
        assert_eq!(content["lines"][0]["unitNet"], 7120, "the unit price without VAT");
        assert_eq!(content["lines"][1]["description"], "Fragt");
        assert_eq!(content["lines"][1]["net"], 3920);
        assert_eq!(content["deliveryDate"].as_str().unwrap().len(), 10);
        let page = page_data(&visitor.get(&format!("/ordre/{number}?key={token}")).send().await.unwrap().text().await.unwrap());
        let documents = &page["page"]["documents"];
        assert_eq!(documents[0]["kind"], "invoice");
        assert_eq!(documents[0]["number"], 1);
        assert_eq!(documents[0]["gross"], 22700);
        // Not another's.
        assert_eq!(visitor.get(&format!("/ordre/{number}?key=x")).send().await.unwrap().status(), 404);
    }
}

/// Two instances on one PostgreSQL issuing at once: still one series.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_instances_on_one_postgres_share_one_series() {
    let Some(app) = spawn_app(Backend::Postgres).await else { return };
    let (_, second) = spawn_instance_with_state(&app, |_| {}).await;
    place_at_once(&[app.state.checkout.clone(), second.checkout.clone()], 200).await;
    assert_eq!(invoice_numbers(&app).await, (1..=200).collect::<Vec<i64>>());
}

/// The official Danish Peppol rules (`../shared/peppol-dk`): where they are, every EAN
/// document the tests make must pass them.
fn peppol_validator() -> Option<std::path::PathBuf> {
    let script = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/peppol-dk/validate.py");
    if script.exists() {
        Some(script)
    } else {
        eprintln!("NOTE: ../shared/peppol-dk is not here: the Peppol BIS 3 documents are NOT checked against the official rules");
        None
    }
}

fn content(lines: &[(&str, i64, i64)], discount_net: i64, shipping_gross: i64) -> elektriker::documents::Content {
    let net = |gross: i64| (gross * 100 + 62) / 125;
    let mut rows: Vec<elektriker::documents::DocumentLine> = lines
        .iter()
        .map(|(name, quantity, unit_gross)| elektriker::documents::DocumentLine {
            description: (*name).to_owned(),
            quantity: *quantity,
            unit_net: net(*unit_gross),
            net: quantity * net(*unit_gross),
        })
        .collect();
    if shipping_gross > 0 {
        rows.push(elektriker::documents::DocumentLine { description: "Fragt".into(), quantity: 1, unit_net: net(shipping_gross), net: net(shipping_gross) });
    }
    let taxable: i64 = rows.iter().map(|l| l.net).sum::<i64>() - discount_net;
    let vat = (taxable * 25 + 50) / 100;
    elektriker::documents::Content {
        seller_name: "Nordlys El ApS".into(),
        seller_address: "Frederikssundsvej 120, 2400 København NV".into(),
        seller_cvr: "41234563".into(),
        buyer_name: "Jens Hansen".into(),
        buyer_company: Some("Københavns Kommune, Børne- og Ungdomsforvaltningen".into()),
        buyer_address: vec!["Gyldenløvesgade 15".into(), "1600 København V".into()],
        buyer_cvr: Some("64942212".into()),
        buyer_ean: Some("5798000416604".into()),
        buyer_reference: Some("Indkøb 4711 / Jens Hansen".into()),
        account_string: Some("1234-5678".into()),
        delivery_date: "2026-11-28".into(),
        lines: rows,
        discount_net,
        net: taxable,
        vat_percent: 25,
        vat,
        gross: taxable + vat,
        currency: "DKK".into(),
        payment_method: "ean_invoice".into(),
    }
}

#[test]
fn ean_invoices_and_credit_notes_pass_the_official_danish_peppol_rules() {
    use elektriker::documents::{DocumentKind, ubl};
    let Some(validator) = peppol_validator() else { return };
    let dir = tempfile::tempdir().unwrap();
    let header = |kind, number, corrects| ubl::Header {
        kind,
        number,
        issue_date: "2026-11-28",
        due_date: "2026-12-06",
        corrects,
        bank_account: "Reg.nr. 1234 · Kontonr. 0012345678",
        payment_terms: "Netto 8 dage",
    };
    let cases = [
        ("one-line", header(DocumentKind::Invoice, 1, None), content(&[("Stikkontakt 1-modul med jord – Hvid", 1, 8900)], 0, 4900)),
        (
            "several-lines",
            header(DocumentKind::Invoice, 2, None),
            content(&[("LED-pendel Nordlys – Messing / Ø30 cm", 2, 129900), ("Smart LED-pære E27 – 1 stk.", 3, 17900), ("Udendørs stikkontakt IP44", 1, 14900)], 0, 0),
        ),
        ("discount", header(DocumentKind::Invoice, 3, None), content(&[("Dæmper til LED, æøå", 4, 34900)], 11168, 0)),
        ("shipping", header(DocumentKind::Invoice, 4, None), content(&[("Kabelsko 10 stk.", 1, 2995)], 0, 4900)),
        ("partial-credit", header(DocumentKind::CreditNote, 1, Some((2, "2026-11-28"))), content(&[("Refundering: én Smart LED-pære", 1, 17900)], 0, 0)),
    ];
    let mut files = Vec::new();
    for (name, header, content) in &cases {
        let xml = ubl::document(header, content);
        let file = dir.path().join(format!("{name}.xml"));
        std::fs::write(&file, xml).unwrap();
        files.push(file);
    }
    let output = std::process::Command::new("python3").arg(&validator).args(&files).output().expect("python3 runs");
    let said = format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    eprintln!("{said}");
    assert!(output.status.success(), "the official rules refused:\n{said}");
    // The rules bite: without the buyer's reference (R003) the same invoice is refused.
    let broken = std::fs::read_to_string(&files[0]).unwrap().replace("<cbc:BuyerReference>Indkøb 4711 / Jens Hansen</cbc:BuyerReference>", "");
    std::fs::write(&files[0], broken).unwrap();
    let refused = std::process::Command::new("python3").arg(&validator).arg(&files[0]).output().unwrap();
    assert!(!refused.status.success(), "{}", String::from_utf8_lossy(&refused.stdout));
    assert!(said.contains("5 passed, 0 failed"), "{said}");
}

/// The text of a PDF as a reader gets it (`pdftotext -layout`, Debian's poppler-utils).
pub fn pdf_text(bytes: &[u8]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("document.pdf");
    std::fs::write(&file, bytes).unwrap();
    let output = std::process::Command::new("pdftotext")
        .arg("-layout")
        .arg("-enc")
        .arg("UTF-8")
        .arg(&file)
        .arg("-")
        .output()
        .expect("pdftotext runs (scripts/install-system-deps.sh test installs poppler-utils)");
    assert!(output.status.success(), "pdftotext: {}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8(output.stdout).unwrap()
}

/// Whether every needle is in the text.
fn holds(text: &str, needles: &[&str]) {
    for needle in needles {
        assert!(text.contains(needle), "{needle:?} is not in:\n{text}");
    }
}

/// The Copenhagen day the app's clock is on (`YYYY-MM-DD`).
fn today(app: &TestApp) -> String {
    elektriker::documents::local_date(&app.state.clock.rfc3339_offset(0))
}

/// A ZIP read back by Python's `zipfile` (its CRC checked): each name and, for text
/// files, the text.
fn unzip(bytes: &[u8]) -> Vec<(String, Option<String>)> {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("period.zip");
    std::fs::write(&file, bytes).unwrap();
    let script = "import json, sys, zipfile\nz = zipfile.ZipFile(sys.argv[1])\nassert z.testzip() is None\nprint(json.dumps([[i.filename, z.read(i).decode() if i.filename.endswith('.csv') else None] for i in z.infolist()]))";
    let output = std::process::Command::new("python3").arg("-c").arg(script).arg(&file).output().unwrap();
    assert!(output.status.success(), "zipfile: {}", String::from_utf8_lossy(&output.stderr));
    serde_json::from_slice(&output.stdout).unwrap()
}

db_tests! {
    async fn the_pdf_holds_the_invoice_goes_with_the_receipt_and_only_to_its_owner(app) {
        let visitor = app.visitor();
        let token = crate::checkout::cart_in(&visitor, "da", json!([{"merchandiseId": SOCKET, "quantity": 2}])).await;
        let mut body = crate::checkout::order_body(&token);
        body["company"] = json!("Ærø Elinstallation ApS");
        body["cvr"] = json!("35725636");
        let placed: Value = crate::checkout::place(&visitor, "da", &body).await.json().await.unwrap();
        let number = placed["orderNumber"].as_str().unwrap().to_owned();

        // The receipt carries the invoice as a PDF.
        let mails = app.wait_for_outbox(1).await;
        let receipt = mails.iter().find(|m| m.to == ["mette@example.dk"]).expect("the receipt");
        assert!(receipt.text.contains("Faktura 1 er vedhæftet som PDF."), "{}", receipt.text);
        let (name, pdf) = receipt.files.iter().find(|(n, _)| n.ends_with(".pdf")).expect("the invoice's PDF");
        assert_eq!(name, "faktura-1.pdf");
        assert!(pdf.starts_with(b"%PDF-"));
        // Sent: the mail's copy of the file is gone (the invoice keeps its own).
        let _ = crate::helpers::eventually(std::time::Duration::from_secs(20), || async {
            sqlx::query_scalar::<_, i64>("select count(*) from mail_attachments").fetch_one(&app.state.db).await.unwrap() == 0
        })
        .await;
        assert_eq!(sqlx::query_scalar::<_, i64>("select count(*) from mail_attachments").fetch_one(&app.state.db).await.unwrap(), 0);
        let text = pdf_text(pdf);
        let site = &app.state.pages.site;
        holds(&text, &[
            "Faktura", "Fakturanr.", &number, &site.name, &format!("CVR-nr. {}", site.cvr), "Ærø Elinstallation ApS", "Mette Hansen",
            "Nørrebrogade 10, 2. th", "2200 København N", "CVR-nr. 35725636", "Stikkontakt 1-modul med jord", "Fragt",
            "71,20", "142,40", "39,20", "I alt ekskl. moms", "181,60", "Moms 25 % af 181,60", "45,40", "I alt DKK", "227,00",
            "Leveringsdato", "Forfaldsdato", "netto 8 dage", "Side 1 af 1",
        ]);

        // The order page's link: the stored bytes, to the holder of the key only.
        let path = format!("/api/orders/{number}/documents/invoice/1.pdf");
        let download = visitor.get(&format!("{path}?key={token}")).send().await.unwrap();
        assert_eq!(download.status(), 200);
        assert_eq!(download.headers()["content-type"], "application/pdf");
        assert!(download.headers()["content-disposition"].to_str().unwrap().contains("faktura-1.pdf"));
        assert_eq!(download.bytes().await.unwrap().as_ref(), pdf.as_slice(), "the PDF as issued, not made again");
        let stranger = app.visitor();
        for wrong in [format!("{path}?key=x"), path.clone(), format!("/api/orders/{number}/documents/invoice/2.pdf?key={token}"),
                      format!("/api/orders/{number}/documents/credit-note/1.pdf?key={token}")] {
            assert_eq!(stranger.get(&wrong).send().await.unwrap().status(), 404, "{wrong}");
        }
        // The page links it.
        let page = page_data(&visitor.get(&format!("/ordre/{number}?key={token}")).send().await.unwrap().text().await.unwrap());
        assert_eq!(page["page"]["documents"][0]["orderNumber"], number.as_str());

        // A signed-in customer finds the invoice in the profile's orders, and downloads
        // it signed in, without the key; another customer cannot.
        let customer = app.signed_up("kunde@example.dk", "Karen").await;
        let token = crate::checkout::cart_in(&customer, "da", json!([{"merchandiseId": SOCKET, "quantity": 1}])).await;
        let mut body = crate::checkout::order_body(&token);
        body["email"] = json!("kunde@example.dk");
        let placed: Value = crate::checkout::place(&customer, "da", &body).await.json().await.unwrap();
        let own = placed["orderNumber"].as_str().unwrap().to_owned();
        let profile = page_data(&customer.get("/profile").send().await.unwrap().text().await.unwrap());
        let listed = &profile["page"]["documents"];
        assert_eq!(listed.as_array().unwrap().len(), 1, "only the customer's own: {listed}");
        assert_eq!(listed[0]["orderNumber"], own.as_str());
        let number = listed[0]["number"].as_i64().unwrap();
        let path = format!("/api/orders/{own}/documents/invoice/{number}.pdf");
        assert_eq!(customer.get(&path).send().await.unwrap().status(), 200);
        assert_eq!(app.signed_up("anden@example.dk", "Bo").await.get(&path).send().await.unwrap().status(), 404);

        // In English for an English customer.
        let english = app.visitor();
        let token = crate::checkout::cart_in(&english, "en", json!([{"merchandiseId": SOCKET, "quantity": 1}])).await;
        let mut body = crate::checkout::order_body(&token);
        body["email"] = json!("anne@example.com");
        let placed: Value = crate::checkout::place(&english, "en", &body).await.json().await.unwrap();
        let second = placed["orderNumber"].as_str().unwrap();
        let pdf = english.get(&format!("/api/orders/{second}/documents/invoice/3.pdf?key={token}")).send().await.unwrap();
        assert!(pdf.headers()["content-disposition"].to_str().unwrap().contains("invoice-3.pdf"));
        holds(&pdf_text(&pdf.bytes().await.unwrap()), &["Invoice", "Invoice no.", "Unit price excl. VAT", "Shipping", "VAT 25 % of", "Total DKK", "Page 1 of 1"]);
    }

    async fn a_credit_note_names_its_invoice_and_a_period_adds_up_to_its_orders(app) {
        place_at_once(&[app.state.checkout.clone()], 12).await;
        let documents = app.state.checkout.payments().documents();
        let third: String = sqlx::query_scalar("select order_number from documents where kind = 'invoice' and number = 3").fetch_one(&app.state.db).await.unwrap();
        let credit = documents.issue_credit_note(&third, 4900, Some("Returneret: Stikkontakt 1-modul"), "test:return:1").await.unwrap();
        assert_eq!(credit, Some(1));
        assert_eq!(documents.issue_credit_note(&third, 4900, None, "test:return:1").await.unwrap(), Some(1), "once per source");

        let admin = app.admin().await;
        let pdf = admin.get("/api/admin/documents/credit-note/1.pdf").send().await.unwrap();
        assert_eq!(pdf.status(), 200);
        holds(&pdf_text(&pdf.bytes().await.unwrap()), &["Kreditnota", "Kreditnotanr.", "Krediterer faktura 3 af", "Returneret: Stikkontakt 1-modul", "39,20", "9,80", "Krediteret i alt DKK", "49,00"]);

        let day = today(&app);
        let ledger: Value = admin.get(&format!("/api/admin/documents?from={day}&to={day}")).send().await.unwrap().json().await.unwrap();
        let (orders_gross, orders_vat): (i64, i64) =
            sqlx::query_as("select cast(sum(total_amount_minor) as bigint), cast(sum(vat_minor) as bigint) from orders").fetch_one(&app.state.db).await.unwrap();
        assert_eq!(ledger["invoices"]["count"], 12);
        assert_eq!(ledger["invoices"]["gross"], orders_gross, "the invoices add up to the orders");
        assert_eq!(ledger["invoices"]["vat"], orders_vat);
        assert_eq!(ledger["creditNotes"], json!({"count": 1, "net": 3920, "vat": 980, "gross": 4900}));
        assert_eq!(ledger["balance"]["gross"], orders_gross - 4900);
        assert_eq!(ledger["balance"]["net"].as_i64().unwrap() + ledger["balance"]["vat"].as_i64().unwrap(), orders_gross - 4900);
        assert_eq!(ledger["rows"].as_array().unwrap().len(), 13);
        // Another period has none.
        let before: Value = admin.get("/api/admin/documents?from=2020-01-01&to=2020-12-31").send().await.unwrap().json().await.unwrap();
        assert_eq!(before["invoices"]["count"], 0);
        // A period backwards is refused with the message.
        let backwards = admin.get(&format!("/api/admin/documents?from={day}&to=2020-01-01")).send().await.unwrap();
        assert_eq!(backwards.status(), 422);
        // Customers do not see the ledger.
        assert!(matches!(app.visitor().get(&format!("/api/admin/documents?from={day}&to={day}")).send().await.unwrap().status().as_u16(), 401 | 403));

        // The period as one ZIP: every PDF and the ledger, whose columns add up.
        let zip = admin.get(&format!("/api/admin/documents/export?from={day}&to={day}")).send().await.unwrap();
        assert_eq!(zip.status(), 200);
        assert_eq!(zip.headers()["content-type"], "application/zip");
        let files = unzip(&zip.bytes().await.unwrap());
        let names: Vec<&str> = files.iter().map(|(n, _)| n.as_str()).collect();
        assert!(names.contains(&"faktura-1.pdf") && names.contains(&"faktura-12.pdf") && names.contains(&"kreditnota-1.pdf"), "{names:?}");
        assert_eq!(names.len(), 14);
        let csv = files.iter().find(|(n, _)| n == "ledger.csv").and_then(|(_, t)| t.clone()).unwrap();
        let mut reader = csv::Reader::from_reader(csv.as_bytes());
        let mut gross = 0i64;
        let mut rows = 0;
        for record in reader.records() {
            let record = record.unwrap();
            let amount: f64 = record[9].parse().unwrap();
            gross += (amount * 100.0).round() as i64;
            rows += 1;
        }
        assert_eq!(rows, 13);
        assert_eq!(gross, orders_gross - 4900, "the CSV's gross column is the period's sales");
        assert!(csv.starts_with("type,number,date,order,customer,cvr,ean,net,vat,gross,currency,payment,corrects_invoice"));
        assert!(csv.contains("credit_note,1,") && csv.contains(",-49.00,DKK,"), "{csv}");

        // The same from the command line.
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("bilag.zip");
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_elektriker"))
            .args(["invoices", "export", "--from", &day, "--to", &day, "--out"])
            .arg(&out)
            .env("DATABASE_URL", &app.database_url)
            .env("RUST_LOG", "warn")
            .output()
            .unwrap();
        let said = String::from_utf8_lossy(&output.stdout);
        assert!(output.status.success(), "{said} {}", String::from_utf8_lossy(&output.stderr));
        assert!(said.contains("12 invoices, 1 credit notes"), "{said}");
        assert_eq!(unzip(&std::fs::read(&out).unwrap()).len(), 14);
        let bad = std::process::Command::new(env!("CARGO_BIN_EXE_elektriker"))
            .args(["invoices", "export", "--from", "2026-13-01", "--to", &day, "--out"])
            .arg(&out)
            .env("DATABASE_URL", &app.database_url)
            .output()
            .unwrap();
        assert!(!bad.status.success());
        assert!(String::from_utf8_lossy(&bad.stderr).contains("--from"));
    }

    async fn a_pick_up_order_is_invoiced_when_collected_with_the_pdf_on_its_mail(app) {
        let visitor = app.visitor();
        let token = crate::checkout::cart_in(&visitor, "da", json!([{"merchandiseId": SOCKET, "quantity": 1}])).await;
        let mut body = crate::checkout::order_body(&token);
        body["delivery"] = json!({"method": "pickup", "name": "Mette Hansen", "phone": "12345678"});
        body["paymentMethod"] = json!("pay_at_pickup");
        let placed: Value = crate::checkout::place(&visitor, "da", &body).await.json().await.unwrap();
        let number = placed["orderNumber"].as_str().unwrap().to_owned();
        assert_eq!(invoice_numbers(&app).await, Vec::<i64>::new(), "not final until collected");
        let admin = app.admin().await;
        let early = admin.post_json(&format!("/api/admin/orders/{number}/invoice"), json!({})).await;
        assert_eq!(early.status(), 409, "the back office cannot invoice it before it is collected either");
        let before = app.outbox_mails().len();
        let collected = admin.post_json(&format!("/api/admin/orders/{number}/ship"), json!({})).await;
        assert_eq!(collected.status(), 200);
        let collected: Value = collected.json().await.unwrap();
        assert_eq!(collected["documents"][0]["kind"], "invoice");
        assert_eq!(invoice_numbers(&app).await, vec![1]);
        let mails = app.wait_for_outbox(before + 1).await;
        let mail = mails.iter().skip(before).find(|m| m.to == ["mette@example.dk"]).expect("the collected mail");
        assert_eq!(mail.attachments, ["faktura-1.pdf"]);
        holds(&pdf_text(&mail.files[0].1), &["Betalt ved afhentning i butikken.", "89,00"]);
        // Issuing again answers the same invoice.
        let again: Value = admin.post_json(&format!("/api/admin/orders/{number}/invoice"), json!({})).await.json().await.unwrap();
        assert_eq!(again["documents"].as_array().unwrap().len(), 1);
        // The back office's order list carries it.
        let listed: Value = admin.get("/api/admin/orders").send().await.unwrap().json().await.unwrap();
        let order = listed["orders"].as_array().unwrap().iter().find(|o| o["order"]["orderNumber"] == number.as_str()).unwrap();
        assert_eq!(order["documents"][0]["number"], 1);
    }

    async fn an_ean_invoice_waits_in_the_back_office_until_it_is_marked_sent(app) {
        let visitor = app.visitor();
        let token = crate::checkout::cart_in(&visitor, "da", json!([{"merchandiseId": SOCKET, "quantity": 3}])).await;
        let mut body = crate::checkout::order_body(&token);
        body["company"] = json!("Københavns Kommune");
        body["ean"] = json!("5798000416604");
        body["reference"] = json!("Indkøb 4711");
        body["paymentMethod"] = json!("ean_invoice");
        let placed = crate::checkout::place(&visitor, "da", &body).await;
        assert_eq!(placed.status(), 201);
        let admin = app.admin().await;
        let day = today(&app);
        let ledger: Value = admin.get(&format!("/api/admin/documents?from={day}&to={day}")).send().await.unwrap().json().await.unwrap();
        assert_eq!(ledger["waiting"].as_array().unwrap().len(), 1, "{ledger}");
        assert_eq!(ledger["waiting"][0]["ean"], "5798000416604");
        assert_eq!(ledger["rows"][0]["delivery"], "ready");
        let number = ledger["waiting"][0]["number"].as_i64().unwrap();

        let xml = admin.get(&format!("/api/admin/documents/invoice/{number}.xml")).send().await.unwrap();
        assert_eq!(xml.status(), 200);
        let xml = xml.text().await.unwrap();
        assert!(xml.contains("<cbc:BuyerReference>Indkøb 4711</cbc:BuyerReference>"));
        if let Some(validator) = peppol_validator() {
            let dir = tempfile::tempdir().unwrap();
            let file = dir.path().join("invoice.xml");
            std::fs::write(&file, &xml).unwrap();
            let output = std::process::Command::new("python3").arg(&validator).arg(&file).output().unwrap();
            assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stdout));
        }
        // The PDF says where it went and how it is paid.
        let pdf = admin.get(&format!("/api/admin/documents/invoice/{number}.pdf")).send().await.unwrap().bytes().await.unwrap();
        holds(&pdf_text(&pdf), &["EAN 5798000416604", "Reference: Indkøb 4711", "Sendt som elektronisk faktura til EAN"]);
        // A bank transfer's invoice has no XML.
        assert_eq!(admin.get("/api/admin/documents/invoice/99.xml").send().await.unwrap().status(), 404);

        // Marked sent twice at once: one wins, the other is told it was not waiting.
        let path = format!("/api/admin/documents/invoice/{number}/sent");
        let (first, second) = tokio::join!(admin.post_json(&path, json!({})), admin.post_json(&path, json!({})));
        let mut statuses = [first.status().as_u16(), second.status().as_u16()];
        statuses.sort();
        assert_eq!(statuses, [200, 409]);
        let ledger: Value = admin.get(&format!("/api/admin/documents?from={day}&to={day}")).send().await.unwrap().json().await.unwrap();
        assert_eq!(ledger["waiting"], json!([]));
        assert_eq!(ledger["rows"][0]["delivery"], "sent");
        let by: String = sqlx::query_scalar("select sent_by from document_deliveries").fetch_one(&app.state.db).await.unwrap();
        assert_eq!(by, "admin@example.dk");
        // Not for customers.
        assert!(matches!(visitor.post_json(&path, json!({})).await.status().as_u16(), 401 | 403));

        // An access point that takes the document: recorded as waiting when issued,
        // queued in the same transaction, then sent by it through the queue.
        struct AccessPoint(std::sync::Mutex<Vec<String>>);
        impl elektriker::documents::delivery::Delivery for AccessPoint {
            fn channel(&self) -> &'static str {
                "test-access-point"
            }
            fn queued(&self) -> bool {
                true
            }
            fn deliver<'a>(&'a self, _issued: &'a elektriker::documents::Issued, xml: &'a str) -> elektriker::documents::delivery::Delivered<'a> {
                self.0.lock().unwrap().push(xml.to_owned());
                Box::pin(async { Ok("ref-1".to_owned()) })
            }
        }
        let jobs = elektriker::jobs::Jobs::new(app.state.db.clone(), app.state.clock.clone(), elektriker::jobs::Pacing::default());
        let point = std::sync::Arc::new(AccessPoint(std::sync::Mutex::new(Vec::new())));
        let checkout = &app.state.checkout;
        let documents = elektriker::documents::Documents::new(
            app.state.db.clone(),
            app.state.pages.site.clone(),
            app.state.clock.clone(),
            app.state.catalog.clone(),
            elektriker::documents::Terms { bank_account: checkout.bank_account.clone(), days: checkout.payment_terms_days },
        )
        .with_delivery(point.clone(), jobs.clone());
        elektriker::documents::delivery::Sender::new(documents.clone()).register(&jobs);
        let order: String = sqlx::query_scalar("select order_number from documents where kind = 'invoice'").fetch_one(&app.state.db).await.unwrap();
        let credit = documents.issue_credit_note(&order, 8900, None, "test:access-point").await.unwrap().unwrap();
        assert!(point.0.lock().unwrap().is_empty(), "queued, not sent inside the issue");
        while jobs.run_one().await.unwrap() {}
        assert_eq!(point.0.lock().unwrap().len(), 1, "handed over once");
        assert!(point.0.lock().unwrap()[0].contains("<CreditNote "));
        let (state, by): (String, Option<String>) = sqlx::query_as(
            "select x.state, x.sent_by from document_deliveries x join documents d on d.id = x.document_id where d.kind = 'credit_note' and d.number = $1",
        )
        .bind(credit)
        .fetch_one(&app.state.db)
        .await
        .unwrap();
        assert_eq!((state.as_str(), by.as_deref()), ("sent", Some("test-access-point")));
    }
}
