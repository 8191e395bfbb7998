//! The local checkout over HTTP, on SQLite and PostgreSQL: a cart handed to `/kasse`,
//! orders placed by guests and customers with every figure to the øre (shipping free
//! from 750 kr after the discount and at pick-up, the VAT a fifth of the total),
//! each field's message, a changed price refused with the new figure, one order per
//! cart under concurrent submits, the form without JavaScript, the receipt mail, a
//! guest's order attached when its address is verified, and the back office marking
//! an order paid.

use serde_json::{Value, json};

use crate::db_tests;
use crate::helpers::{TestApp, Visitor, page_data};

pub const SOCKET: &str = "gid://nordlys/ProductVariant/stikkontakt-1-modul-1"; // 89 kr
const PENDANT: &str = "gid://nordlys/ProductVariant/led-pendel-nordlys-2"; // 1.299 kr
/// A pack-size variant whose title, "1 stk.", reads like a quantity.
const BULB: &str = "gid://nordlys/ProductVariant/smart-led-paere-e27-1"; // 179 kr

/// The local shop's `POST /api/checkout`: the cart's token from `/kasse?cart=…`.
async fn cart(visitor: &Visitor, lines: Value) -> String {
    cart_in(visitor, "da", lines).await
}

pub async fn cart_in(visitor: &Visitor, lang: &str, lines: Value) -> String {
    let response = visitor
        .post("/api/checkout")
        .header("x-lang", lang)
        .json(&json!({"lines": lines}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    let url = response.json::<Value>().await.unwrap()["checkoutUrl"].as_str().unwrap().to_owned();
    let token = url.split_once("?cart=").map(|(_, t)| t.to_owned()).unwrap_or_else(|| panic!("{url}"));
    assert!(url.contains("/kasse?cart="), "{url}");
    token
}

/// Places a local order as the checkout does (a cart, then Mette Hansen's details for
/// a parcel paid by bank transfer), in `lang`: its number.
pub async fn place_order(visitor: &Visitor, lang: &str, lines: Value) -> String {
    let token = cart_in(visitor, lang, lines).await;
    let response = place(visitor, lang, &order_body(&token)).await;
    assert_eq!(response.status(), 201);
    response.json::<Value>().await.unwrap()["orderNumber"].as_str().unwrap().to_owned()
}

pub fn order_body(cart: &str) -> Value {
    json!({
        "cartId": cart,
        "delivery": {"method": "parcel", "name": "Mette Hansen", "address": "Nørrebrogade 10, 2. th", "postcode": "2200",
                     "city": "København N", "phone": "12 34 56 78"},
        "email": "mette@example.dk",
        "paymentMethod": "bank_transfer",
        "acceptTerms": true,
    })
}

pub async fn place(visitor: &Visitor, lang: &str, body: &Value) -> reqwest::Response {
    visitor
        .post("/api/orders")
        .header("x-lang", lang)
        .json(body)
        .send()
        .await
        .unwrap()
}

async fn order_count(app: &TestApp) -> i64 {
    sqlx::query_scalar("select count(*) from orders").fetch_one(&app.state.db).await.unwrap()
}

/// The rendered markup of the page's order lines.
fn order_lines(html: &str) -> &str {
    let start = html.find("<ul class=\"order-items\"").unwrap_or_else(|| panic!("no order lines in\n{html}"));
    &html[start..start + html[start..].find("</ul>").unwrap()]
}

db_tests! {
    async fn a_guest_orders_below_750_kr_pays_shipping_and_gets_a_receipt_with_the_vat(app) {
        let client = app.visitor();
        let token = cart(&client, json!([{"merchandiseId": SOCKET, "quantity": 3, "price": 8900}])).await;
        // The checkout page shows the cart, priced by the server, to a guest.
        let page = client.get(&format!("/kasse?cart={token}")).send().await.unwrap();
        assert_eq!(page.status(), 200);
        let data = page_data(&page.text().await.unwrap());
        assert_eq!(data["page"]["state"], "ready");
        assert_eq!(data["page"]["lines"][0]["price"], 8900);
        assert_eq!(data["page"]["lines"][0]["quantity"], 3);
        assert_eq!(data["page"]["shippingFee"], 4900);

        let response = place(&client, "da", &order_body(&token)).await;
        assert_eq!(response.status(), 201);
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["totals"], json!({"goods": 26700, "discount": 0, "shipping": 4900, "total": 31600, "vat": 6320}));
        let number = body["orderNumber"].as_str().unwrap().to_owned();
        let url = body["orderUrl"].as_str().unwrap().to_owned();
        assert_eq!(url, format!("/ordre/{number}?key={token}"));

        // The stored order keeps every figure, a guest's (no account), awaiting payment.
        let row: (Option<String>, String, i64, i64, i64, i64, i64, String, String) = sqlx::query_as(
            "select user_id, status, goods_minor, discount_minor, shipping_minor, total_amount_minor, vat_minor, payment_method, email
             from orders where order_number = $1")
            .bind(&number).fetch_one(&app.state.db).await.unwrap();
        assert_eq!(row, (None, "awaiting_payment".into(), 26700, 0, 4900, 31600, 6320, "bank_transfer".into(), "mette@example.dk".into()));

        // The order page opens with the link's key; without it a guest signs in first,
        // with a wrong one there is nothing.
        let response = client.get(&url).send().await.unwrap();
        assert_eq!(response.status(), 200);
        let html = response.text().await.unwrap();
        let data = page_data(&html);
        assert_eq!(data["page"]["order"]["figures"]["vat"], 6320);
        assert_eq!(data["page"]["order"]["customer"]["postcode"], "2200");
        assert!(html.contains("DKK 63,20") && html.contains("DKK 316,00"), "the VAT and the total in the page");
        let bare = client.get(&format!("/ordre/{number}")).send().await.unwrap();
        assert_eq!(bare.status(), 303);
        assert_eq!(bare.headers()["location"], "/auth");
        assert_eq!(client.get(&format!("/ordre/{number}?key=wrong")).send().await.unwrap().status(), 404);

        // The receipt: each figure, how to pay, the address, the withdrawal right, the seller.
        let mails = app.wait_for_outbox(2).await;
        let receipt = mails.iter().find(|m| m.to == ["mette@example.dk"]).expect("the customer's confirmation");
        assert_eq!(receipt.subject, format!("Ordrebekræftelse {number}"));
        for needle in ["Varer: DKK 267,00", "Fragt: DKK 49,00", "I alt: DKK 316,00", "Heraf moms (25 %): DKK 63,20",
                       "Reg.nr. 1234", &number, "Nørrebrogade 10, 2. th", "2200 København N", "14 dages fortrydelsesret",
                       "/handelsbetingelser", "CVR 41234563", "Frederikssundsvej 120", &format!("?key={token}")] {
            assert!(receipt.text.contains(needle), "{needle} in\n{}", receipt.text);
        }
        assert!(mails.iter().any(|m| m.subject.starts_with(&format!("Ny ordre {number}"))), "the business is told");
    }

    async fn the_order_page_and_the_mail_state_the_right_of_withdrawal_and_name_a_pack_size_once(app) {
        let client = app.visitor();
        // (language, path prefix, the withdrawal's words, the variant labelled, its value alone)
        for (lang, prefix, withdrawal, variant, value) in [
            ("da", "", "Du har 14 dages fortrydelsesret fra den dag, du modtager varerne.", "Pakke: 1 stk.", "1 stk."),
            ("en", "/en", "You have a 14-day right of withdrawal from the day you receive the goods.", "Pack: 1 pc", "1 pc"),
        ] {
            let token = cart_in(&client, lang, json!([{"merchandiseId": BULB, "quantity": 1}])).await;
            let placed: Value = place(&client, lang, &order_body(&token)).await.json().await.unwrap();
            let number = placed["orderNumber"].as_str().unwrap().to_owned();
            let url = placed["orderUrl"].as_str().unwrap().to_owned();
            assert!(url.starts_with(&format!("{prefix}/ordre/")), "{url}");
            let response = client.get(&url).send().await.unwrap();
            assert_eq!(response.status(), 200);
            let html = response.text().await.unwrap();
            let data = page_data(&html);
            let site = &data["site"];
            let email = site["email"].as_str().unwrap();

            // The right of withdrawal, as the mail states it: 14 days from receipt, how
            // (a clear message to our address with the order number), the form linked.
            assert!(html.contains(withdrawal), "{lang}: the withdrawal period in\n{html}");
            let how = format!("{email} {} {number} ", if lang == "da" { "med ordrenummeret" } else { "stating the order number" });
            assert!(html.contains(&how), "{lang}: how to withdraw ({how})");
            let form = format!("href=\"{prefix}/handelsbetingelser#fortrydelsesformular\"");
            assert!(html.contains(&form), "{lang}: a link to the form ({form})");

            // The pack size once, labelled with its option; the quantity apart from it.
            let item = &data["page"]["order"]["items"][0];
            assert_eq!(item["options"][0]["value"], value, "{lang}: kept as bought, in the order's language");
            assert_eq!(item["variantTitle"], value);
            let lines = order_lines(&html);
            assert_eq!(lines.matches(value).count(), 1, "{lang}: {value} once in\n{lines}");
            assert!(lines.contains(variant), "{lang}: {variant} in\n{lines}");
            assert!(lines.contains("1 × DKK 179"), "{lang}: the quantity in\n{lines}");

            let mails = app.wait_for_outbox(if lang == "da" { 2 } else { 4 }).await;
            let receipt = mails.iter().find(|m| m.to == ["mette@example.dk"] && m.subject.ends_with(&number)).expect("the receipt");
            assert_eq!(receipt.text.matches(value).count(), 1, "{lang}: {value} once in\n{}", receipt.text);
            assert!(receipt.text.contains(&format!("1 × {} ({variant}) à DKK 179", item["title"].as_str().unwrap())), "{}", receipt.text);
            assert_eq!(receipt.html.matches(value).count(), 1, "{lang}: {value} once in the HTML");
            let form = format!("{prefix}/handelsbetingelser#fortrydelsesformular");
            assert!(receipt.text.contains(&form) && receipt.text.contains(&how), "{lang}: the form linked in\n{}", receipt.text);

            // The form itself: the terms' section with that id, addressed to the business.
            let (status, terms) = app.get_text(&format!("{prefix}/handelsbetingelser")).await;
            assert_eq!(status, 200);
            assert!(terms.contains("id=\"fortrydelsesformular\""), "{lang}: the anchor");
            let to = format!("{}: {}, {}, {email}", if lang == "da" { "Til" } else { "To" }, site["name"].as_str().unwrap(), site["address"].as_str().unwrap());
            assert!(terms.contains(&to), "{lang}: {to} in the form");
            let notice = if lang == "da" { "ønsker at gøre fortrydelsesretten gældende" } else { "hereby give notice that I/We (*) withdraw" };
            assert!(terms.contains(notice), "{lang}: the form's words");
        }
    }

    async fn from_750_kr_and_at_pick_up_shipping_is_free_and_a_code_takes_10_percent_once(app) {
        let client = app.visitor();
        let token = cart(&client, json!([{"merchandiseId": PENDANT, "quantity": 1}])).await;
        let body: Value = place(&client, "da", &order_body(&token)).await.json().await.unwrap();
        assert_eq!(body["totals"], json!({"goods": 129900, "discount": 0, "shipping": 0, "total": 129900, "vat": 25980}));

        let token = cart(&client, json!([{"merchandiseId": SOCKET, "quantity": 1}])).await;
        let mut pickup = order_body(&token);
        pickup["delivery"] = json!({"method": "pickup", "name": "Mette Hansen", "phone": "+4512345678"});
        pickup["paymentMethod"] = json!("pay_at_pickup");
        let body: Value = place(&client, "da", &pickup).await.json().await.unwrap();
        assert_eq!(body["totals"], json!({"goods": 8900, "discount": 0, "shipping": 0, "total": 8900, "vat": 1780}));

        // The newsletter's code: 10 % off the goods; 9 sockets are 801 kr, 720,90 kr after
        // the discount, below the line again: the fee comes back.
        sqlx::query("insert into newsletter_subscribers (email, lang, created_at, discount_code, status) values ('mette@example.dk', 'da', '2026-01-01T00:00:00Z', 'NORDLYS10-ABC123', 'confirmed')")
            .execute(&app.state.db).await.unwrap();
        let token = cart(&client, json!([{"merchandiseId": SOCKET, "quantity": 9}])).await;
        let mut discounted = order_body(&token);
        discounted["discountCode"] = json!(" nordlys10-abc123 ");
        let body: Value = place(&client, "da", &discounted).await.json().await.unwrap();
        assert_eq!(body["totals"], json!({"goods": 80100, "discount": 8010, "shipping": 4900, "total": 76990, "vat": 15398}));
        // Once.
        let token = cart(&client, json!([{"merchandiseId": SOCKET, "quantity": 1}])).await;
        let mut again = order_body(&token);
        again["discountCode"] = json!("NORDLYS10-ABC123");
        let response = place(&client, "da", &again).await;
        assert_eq!(response.status(), 422);
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["fields"]["discountCode"], "Rabatkoden findes ikke eller er allerede brugt");
    }

    async fn every_bad_field_has_its_message_in_the_visitors_language_and_nothing_is_stored(app) {
        let client = app.visitor();
        let token = cart(&client, json!([{"merchandiseId": SOCKET, "quantity": 1}])).await;
        let mut body = order_body(&token);
        body["delivery"]["postcode"] = json!("0999");
        body["delivery"]["phone"] = json!("123");
        body["email"] = json!("not-an-address");
        body["company"] = json!("Hansen ApS");
        body["cvr"] = json!("12345678");
        body["ean"] = json!("5790000000004");
        body["acceptTerms"] = json!(false);
        let response = place(&client, "en", &body).await;
        assert_eq!(response.status(), 422);
        let answer: Value = response.json().await.unwrap();
        let fields = answer["fields"].as_object().unwrap();
        let mut names: Vec<&str> = fields.keys().map(String::as_str).collect();
        names.sort();
        assert_eq!(names, ["acceptTerms", "cvr", "ean", "email", "phone", "postcode"]);
        for message in fields.values() {
            let message = message.as_str().unwrap();
            assert!(!message.is_empty() && !message.starts_with("validation-"), "a written message: {message}");
        }
        let danish: Value = place(&client, "da", &body).await.json().await.unwrap();
        assert_eq!(danish["fields"]["postcode"], "Postnummeret skal være 4 cifre mellem 1000 og 9990");
        assert_eq!(danish["fields"]["cvr"], "CVR-nummeret er ikke gyldigt – det skal være 8 cifre");
        // Thirteen digits whose last does not check out: said so, in each language.
        assert_eq!(danish["fields"]["ean"], "EAN-nummeret stemmer ikke – tjek cifrene: det sidste ciffer (kontrolcifferet) passer ikke til de første 12");
        assert!(fields["ean"].as_str().unwrap().contains("the check digit"), "{}", fields["ean"]);
        for (lang, words) in [("de", "Prüfziffer"), ("fr", "clé de contrôle")] {
            let answer: Value = place(&client, lang, &body).await.json().await.unwrap();
            assert!(answer["fields"]["ean"].as_str().unwrap().contains(words), "{lang}: {}", answer["fields"]["ean"]);
        }
        // Twelve digits: the length is what is wrong.
        let mut short = body.clone();
        short["ean"] = json!("579000000000");
        let answer: Value = place(&client, "da", &short).await.json().await.unwrap();
        assert_eq!(answer["fields"]["ean"], "EAN-nummeret er ikke gyldigt – det skal være 13 cifre");
        assert_eq!(danish["fields"]["acceptTerms"], "Du skal acceptere handelsbetingelserne for at bestille");
        assert_ne!(fields["postcode"], danish["fields"]["postcode"], "English differs from Danish");
        // Valid check digits pass.
        body["delivery"]["postcode"] = json!("2200");
        body["delivery"]["phone"] = json!("12345678");
        body["email"] = json!("indkob@kommune.dk");
        body["cvr"] = json!("10150817");
        body["ean"] = json!("5798000416604");
        body["paymentMethod"] = json!("ean_invoice");
        assert_eq!(order_count(&app).await, 0, "nothing stored while refused");
        body["acceptTerms"] = json!(true);
        // An EAN invoice names the institution's reference (Peppol BIS 3, R003).
        let no_reference: Value = place(&client, "da", &body).await.json().await.unwrap();
        assert_eq!(no_reference["fields"]["reference"], "Skriv jeres reference – den skal stå på en EAN-faktura");
        assert_eq!(order_count(&app).await, 0);
        body["reference"] = json!("Indkøb 4711");
        assert_eq!(place(&client, "da", &body).await.status(), 201);
        assert_eq!(order_count(&app).await, 1);
    }

    async fn a_changed_price_is_refused_with_the_new_figure(app) {
        let client = app.visitor();
        // The cart was filled when the socket cost 79 kr; it costs 89 kr now.
        let token = cart(&client, json!([{"merchandiseId": SOCKET, "quantity": 2, "price": 7900}])).await;
        let html = client.get(&format!("/kasse?cart={token}")).send().await.unwrap().text().await.unwrap();
        assert_eq!(page_data(&html)["page"]["lines"][0]["priceWas"], 7900, "the page shows the change");
        let response = place(&client, "da", &order_body(&token)).await;
        assert_eq!(response.status(), 409);
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["error"], "Prisen på Stikkontakt 1-modul med jord er ændret til DKK 89,00. Tjek den nye pris, og bestil igen.");
        assert_eq!(body["lines"][0]["price"], 8900);
        assert_eq!(order_count(&app).await, 0);
        // Sent again with the price the page shows now: placed.
        let mut body = order_body(&token);
        body["lines"] = json!([{"merchandiseId": SOCKET, "quantity": 2, "price": 8900}]);
        assert_eq!(place(&client, "da", &body).await.status(), 201);
        // A variant that stopped being for sale.
        let token = cart(&client, json!([{"merchandiseId": SOCKET, "quantity": 1}])).await;
        sqlx::query("update shop_variants set available = 0 where id = $1").bind(SOCKET).execute(&app.state.db).await.unwrap();
        let response = place(&client, "da", &order_body(&token)).await;
        assert_eq!(response.status(), 409);
        assert_eq!(order_count(&app).await, 1);
    }

    async fn concurrent_submits_of_one_cart_place_one_order(app) {
        let client = app.visitor();
        let token = cart(&client, json!([{"merchandiseId": SOCKET, "quantity": 1}])).await;
        let body = order_body(&token);
        // Eight submits at once (a double click, a retry, a second tab).
        let mut submits = tokio::task::JoinSet::new();
        for _ in 0..8 {
            let (client, body) = (client.clone(), body.clone());
            submits.spawn(async move {
                let response = client.post("/api/orders").json(&body).send().await.unwrap();
                let status = response.status().as_u16();
                (status, response.json::<Value>().await.unwrap())
            });
        }
        let answers = submits.join_all().await;
        let created = answers.iter().filter(|(s, _)| *s == 201).count();
        assert_eq!(created, 1, "{answers:?}");
        assert!(answers.iter().all(|(s, _)| *s == 201 || *s == 200), "{answers:?}");
        let numbers: std::collections::BTreeSet<&str> = answers.iter().map(|(_, b)| b["orderNumber"].as_str().unwrap()).collect();
        assert_eq!(numbers.len(), 1, "every answer names the one order");
        assert_eq!(order_count(&app).await, 1);
        // The checkout page of a cart that placed its order leads to the order, also
        // after the cart itself is gone (carts are kept 30 days).
        let response = client.get(&format!("/kasse?cart={token}")).send().await.unwrap();
        assert_eq!(response.status(), 303);
        let number = numbers.iter().next().unwrap();
        assert_eq!(response.headers()["location"], format!("/ordre/{number}?key={token}"));
        let unused = cart(&client, json!([{"merchandiseId": SOCKET, "quantity": 1}])).await;
        assert_eq!(app.state.checkout.sweep_carts(&app.state.clock).await.unwrap(), 0, "young carts stay");
        app.state.clock.advance(std::time::Duration::from_secs(31 * 24 * 3600));
        assert_eq!(app.state.checkout.sweep_carts(&app.state.clock).await.unwrap(), 2);
        let response = client.get(&format!("/kasse?cart={token}")).send().await.unwrap();
        assert_eq!(response.status(), 303, "the order is still found by its cart's key");
        let response = client.get(&format!("/kasse?cart={unused}")).send().await.unwrap();
        assert_eq!(response.status(), 404);
    }

    async fn the_form_works_without_javascript(app) {
        let client = app.visitor();
        let token = cart(&client, json!([{"merchandiseId": SOCKET, "quantity": 2}])).await;
        let line = format!("{SOCKET}|2|8900");
        let mut form = vec![
            ("cart", token.as_str()), ("line", line.as_str()), ("delivery", "parcel"), ("name", "Mette Hansen"),
            ("address", "Nørrebrogade 10"), ("postcode", "22"), ("city", "København N"), ("phone", "12345678"),
            ("email", "mette@example.dk"), ("paymentMethod", "bank_transfer"),
        ];
        let response = client.post("/en/kasse").form(&form).send().await.unwrap();
        assert_eq!(response.status(), 422);
        let html = response.text().await.unwrap();
        let data = page_data(&html);
        // Each field's message in the visitor's language, not an id.
        assert_eq!(data["page"]["errors"]["postcode"], "The postcode must be 4 digits between 1000 and 9990");
        assert!(data["page"]["errors"]["acceptTerms"].as_str().unwrap().contains("terms"), "{}", data["page"]["errors"]);
        assert_eq!(data["page"]["values"]["name"], "Mette Hansen", "what was typed stays");
        assert!(html.contains("value=\"Mette Hansen\""), "rendered into the form");
        assert!(!html.contains("Postnummeret skal være"), "in English, not Danish");
        assert_eq!(order_count(&app).await, 0);

        form[5] = ("postcode", "2200");
        form.push(("acceptTerms", "yes"));
        // Another site cannot post it.
        let forged = client.post_from("https://evil.example", "/kasse").form(&form).send().await.unwrap();
        assert_eq!(forged.status(), 403);
        let response = client.post("/en/kasse").form(&form).send().await.unwrap();
        assert_eq!(response.status(), 303);
        let location = response.headers()["location"].to_str().unwrap().to_owned();
        assert!(location.starts_with("/en/ordre/NE-") && location.ends_with(&format!("?key={token}")), "{location}");
        let (status, html) = app.get_text(&location).await;
        assert_eq!(status, 200);
        assert!(html.contains("VAT"), "the English receipt page");
        assert_eq!(order_count(&app).await, 1);
    }

    async fn the_apps_action_gets_the_forms_answer_as_page_data_and_a_form_that_does_not_read_changes_nothing(app) {
        let client = app.visitor();
        let token = cart(&client, json!([{"merchandiseId": SOCKET, "quantity": 2}, {"merchandiseId": BULB, "quantity": 1}])).await;
        let (socket, bulb) = (format!("{SOCKET}|2|8900"), format!("{BULB}|1|17900"));
        let mut form = vec![
            ("cart", token.as_str()), ("line", socket.as_str()), ("line", bulb.as_str()), ("delivery", "parcel"),
            ("name", "Mette Hansen"), ("address", "Nørrebrogade 10"), ("postcode", "22"), ("city", "København N"),
            ("phone", "12345678"), ("email", "mette@example.dk"), ("company", ""), ("paymentMethod", "bank_transfer"),
        ];
        let page = format!("/en/kasse?cart={token}");
        let action = |form: Vec<(&'static str, String)>| {
            let (client, page) = (&client, &page);
            async move { client.post(page).header("accept", "application/json").form(&form).send().await.unwrap() }
        };
        let owned = |form: &[(&'static str, &str)]| form.iter().map(|(k, v)| (*k, v.to_string())).collect::<Vec<_>>();

        // React Router's action: the page as the form left it, as data, with the form's status.
        let response = action(owned(&form)).await;
        assert_eq!(response.status(), 422);
        assert_eq!(response.headers()["cache-control"], "private, no-store");
        let body: Value = response.json().await.unwrap();
        let page = &body["data"]["page"];
        assert_eq!(body["data"]["route"], "checkout");
        assert_eq!(page["errors"]["postcode"], "The postcode must be 4 digits between 1000 and 9990");
        assert_eq!(page["notice"], "Your order has not been sent. Please correct the highlighted fields and try again.");
        assert_eq!(page["values"]["name"], "Mette Hansen", "what was typed stays");
        assert_eq!(page["values"]["acceptTerms"], false, "not ticked");
        assert_eq!(page["lines"].as_array().unwrap().len(), 2, "both lines of the cart");
        assert_eq!(order_count(&app).await, 0);

        // A name the form sends once, sent twice: the error page in English, nothing placed.
        let mut twice = owned(&form);
        twice.push(("postcode", "2300".to_owned()));
        let response = client.post("/en/kasse").form(&twice).send().await.unwrap();
        assert_eq!(response.status(), 400);
        let html = response.text().await.unwrap();
        assert!(html.contains("The form could not be read"), "{html}");
        assert_eq!(order_count(&app).await, 0);

        // Corrected and the terms ticked: where the customer goes next, within the language.
        form[6] = ("postcode", "2200");
        form.push(("acceptTerms", "on"));
        let response = action(owned(&form)).await;
        assert_eq!(response.status(), 200);
        let body: Value = response.json().await.unwrap();
        let to = body["redirect"].as_str().unwrap_or_else(|| panic!("{body}"));
        assert!(to.starts_with("/en/ordre/NE-") && to.ends_with(&format!("?key={token}")), "{to}");
        assert_eq!(order_count(&app).await, 1);
        let (status, html) = app.get_text(to).await;
        assert_eq!(status, 200);
        let lines = order_lines(&html);
        assert!(lines.contains("2 × DKK 89") && lines.contains("1 × DKK 179"), "both lines ordered: {lines}");
    }

    async fn a_guests_order_joins_the_account_verified_with_its_address_and_the_back_office_marks_it_paid(app) {
        let guest = app.visitor();
        let token = cart(&guest, json!([{"merchandiseId": SOCKET, "quantity": 1}])).await;
        let placed: Value = place(&guest, "da", &order_body(&token)).await.json().await.unwrap();
        let number = placed["orderNumber"].as_str().unwrap().to_owned();
        app.wait_for_outbox(2).await;

        let customer = app.visitor();
        app.sign_up_verified(&customer, "mette@example.dk").await;
        let orders: Value = customer.get("/api/orders").send().await.unwrap().json().await.unwrap();
        assert_eq!(orders["orders"][0]["orderNumber"], number.as_str());
        assert_eq!(orders["orders"][0]["status"], "awaiting_payment");
        // Without the key, the account's own order page now shows it.
        assert_eq!(customer.get(&format!("/ordre/{number}")).send().await.unwrap().status(), 200);

        let admin = app.admin().await;
        let before = app.outbox_mails().len();
        let response = admin
            .put(&format!("/api/admin/orders/{number}/status"))
            .json(&json!({"status": "paid"}))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 200);
        let order: Value = response.json().await.unwrap();
        assert_eq!(order["order"]["status"], "paid");
        assert!(order["order"]["paidAt"].is_string());
        let mails = app.wait_for_outbox(before + 1).await;
        assert!(mails.iter().any(|m| m.to == ["mette@example.dk"] && m.subject == format!("Vi har modtaget betalingen for ordre {number}")));
        let orders: Value = customer.get("/api/orders").send().await.unwrap().json().await.unwrap();
        assert_eq!(orders["orders"][0]["status"], "paid");
    }
}
