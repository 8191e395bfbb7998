//! The withdrawal function ("Fortryd købet her", /fortryd) and the returns it makes, on
//! SQLite and PostgreSQL: both steps as plain forms, the statement stored as received
//! and acknowledged by mail with its content and time, partial withdrawals and their
//! quantities, a double press, the period from delivery (and its end), the footer's
//! form that tells nobody whether an order exists, and the back office's "Varer
//! modtaget" and "Refunder" with the refund's amounts (the delivery with the last of an
//! order), stock and credit note.

use std::time::Duration;

use serde_json::{Value, json};

use crate::checkout::{SOCKET, cart_in, order_body, place};
use crate::db_tests;
use crate::helpers::{TestApp, Visitor, page_data};

/// 179 kr a piece.
const BULB: &str = "gid://nordlys/ProductVariant/smart-led-paere-e27-1";

/// A bank-transfer parcel order of 3 sockets (89 kr) and 1 bulb (179 kr): 446 kr and
/// 49 kr delivery. Its number and the guest link's key.
async fn order(visitor: &Visitor, lang: &str) -> (String, String) {
    let key = cart_in(visitor, lang, json!([{"merchandiseId": SOCKET, "quantity": 3}, {"merchandiseId": BULB, "quantity": 1}])).await;
    let response = place(visitor, lang, &order_body(&key)).await;
    assert_eq!(response.status(), 201);
    let number = response.json::<Value>().await.unwrap()["orderNumber"].as_str().unwrap().to_owned();
    (number, key)
}

async fn page(visitor: &Visitor, path: &str) -> (u16, Value) {
    let response = visitor.get(path).send().await.unwrap();
    let status = response.status().as_u16();
    (status, page_data(&response.text().await.unwrap())["page"].clone())
}

/// POSTs the page's form as a browser without JavaScript does: the status, and the
/// page (or the redirect's target).
async fn post(visitor: &Visitor, path: &str, form: &[(&str, String)]) -> (u16, Value, Option<String>) {
    let response = visitor.post(path).form(form).send().await.unwrap();
    let status = response.status().as_u16();
    let location = response.headers().get("location").map(|l| l.to_str().unwrap().to_owned());
    let text = response.text().await.unwrap();
    let page = if status == 303 { Value::Null } else { page_data(&text)["page"].clone() };
    (status, page, location)
}

/// The statement form of a step `statement` page, filled in: `quantities` per line.
fn confirm_form(statement: &Value, quantities: &[(usize, &str)], name: &str) -> Vec<(&'static str, String)> {
    let mut form = vec![
        ("intent", "confirm".to_owned()),
        ("order", statement["orderNumber"].as_str().unwrap().to_owned()),
        ("submission", statement["submission"].as_str().unwrap().to_owned()),
        ("name", name.to_owned()),
        ("email", "mette.svar@example.dk".to_owned()),
        ("reason", "Farven passede ikke".to_owned()),
    ];
    if let Some(key) = statement["key"].as_str() {
        form.push(("key", key.to_owned()));
    }
    if let Some(email) = statement["orderEmail"].as_str() {
        form.push(("orderEmail", email.to_owned()));
    }
    for (line, quantity) in quantities {
        form.push((Box::leak(format!("qty-{line}").into_boxed_str()), (*quantity).to_owned()));
    }
    form
}

async fn count(app: &TestApp, sql: &str) -> i64 {
    sqlx::query_scalar(sql).fetch_one(&app.state.db).await.unwrap()
}

/// The mails in the outbox folder whose subject starts with `prefix`, once there are `n`.
async fn mails_starting(app: &TestApp, prefix: &str, n: usize) -> Vec<crate::smtp::Mail> {
    let matching = || app.outbox_mails().into_iter().filter(|m| m.subject.starts_with(prefix)).collect::<Vec<_>>();
    let _ = crate::helpers::eventually(Duration::from_secs(20), || async { matching().len() >= n }).await;
    matching()
}

async fn stock(app: &TestApp, variant: &str) -> Option<i64> {
    sqlx::query_scalar("select inventory_quantity from shop_variants where id = $1").bind(variant).fetch_one(&app.state.db).await.unwrap()
}

/// The order sent (as "Marker som sendt") by an administrator.
async fn ship(admin: &Visitor, number: &str) {
    let response = admin.post_json(&format!("/api/admin/orders/{number}/ship"), json!({})).await;
    assert_eq!(response.status(), 200, "{}", response.text().await.unwrap());
}

db_tests! {
    async fn both_steps_store_the_statement_as_received_and_acknowledge_it_once(app) {
        let visitor = app.visitor();
        let (number, key) = order(&visitor, "da").await;
        // The order page offers the function from the start.
        let (_, order_page) = page(&visitor, &format!("/ordre/{number}?key={key}")).await;
        assert_eq!(order_page["withdrawal"]["open"], true, "{}", order_page["withdrawal"]);
        assert_eq!(order_page["withdrawal"]["endsOn"], Value::Null, "not sent: the period has not begun");
        // Its button opens the statement: every line, all of it, by default.
        let (status, opened) = page(&visitor, &format!("/fortryd?order={number}&key={key}")).await;
        assert_eq!(status, 200);
        assert_eq!(opened["step"], "statement");
        let statement = &opened["statement"];
        assert_eq!(statement["name"], "Mette Hansen");
        assert_eq!(statement["email"], "mette@example.dk");
        let lines: Vec<(i64, i64)> = statement["lines"].as_array().unwrap().iter().map(|l| (l["bought"].as_i64().unwrap(), l["quantity"].as_i64().unwrap())).collect();
        assert_eq!(lines, [(3, 3), (1, 1)]);
        // Without the key: the footer's form, nothing of the order shown.
        let (_, stranger) = page(&app.visitor(), &format!("/fortryd?order={number}&key=wrong")).await;
        assert_eq!(stranger["step"], "find");
        assert_eq!(stranger["statement"], Value::Null);

        // Bad input: a clear message, nothing stored.
        let before_mails = count(&app, "select count(*) from mail_outbox").await;
        for (quantities, name, message) in [
            (vec![(0, "4"), (1, "0")], "Mette Hansen", "Du kan ikke fortryde flere, end du har købt."),
            (vec![(0, "1"), (7, "1")], "Mette Hansen", "En af varerne findes ikke i ordren."),
            (vec![(0, "0"), (1, "0")], "Mette Hansen", "Vælg mindst én vare, du fortryder."),
            (vec![(0, "to")], "Mette Hansen", "Antallet skal være et helt tal."),
            (vec![(0, "1")], " ", "Skriv dit navn."),
        ] {
            let (status, answer, _) = post(&visitor, "/fortryd", &confirm_form(statement, &quantities, name)).await;
            assert_eq!(status, 422, "{quantities:?} {name:?}");
            let said = format!("{} {}", answer["notice"], answer["errors"]);
            assert!(said.contains(message), "{said}");
            assert_eq!(answer["step"], "statement", "the form again, with what was sent");
        }
        assert_eq!(count(&app, "select count(*) from withdrawals").await, 0);
        assert_eq!(count(&app, "select count(*) from mail_outbox").await, before_mails);

        // Two sockets of three: stored once, however often "Bekræft" is pressed.
        let form = confirm_form(statement, &[(0, "2"), (1, "0")], "Mette Hansen");
        let presses: Vec<_> = (0..4).map(|_| { let (v, f) = (visitor.clone(), form.clone()); tokio::spawn(async move { post(&v, "/fortryd", &f).await }) }).collect();
        let mut locations = Vec::new();
        for press in presses {
            let (status, _, location) = press.await.unwrap();
            assert_eq!(status, 303);
            locations.push(location.unwrap());
        }
        locations.dedup();
        assert_eq!(locations.len(), 1, "every press leads to the same acknowledgement");
        assert!(locations[0].starts_with("/fortryd?done="), "{}", locations[0]);
        assert_eq!(count(&app, "select count(*) from withdrawals").await, 1);
        let (received_at, lines, stored, state): (String, String, String, String) =
            sqlx::query_as("select received_at, lines, statement, state from withdrawals").fetch_one(&app.state.db).await.unwrap();
        assert_eq!(state, "new");
        assert!(time::OffsetDateTime::parse(&received_at, &time::format_description::well_known::Rfc3339).is_ok(), "{received_at}");
        assert_eq!(received_at.len(), "2026-11-28T15:03:07Z".len(), "to the second: {received_at}");
        let lines: Value = serde_json::from_str(&lines).unwrap();
        assert_eq!(lines.as_array().unwrap().len(), 1);
        assert_eq!((lines[0]["line"].as_i64(), lines[0]["quantity"].as_i64(), lines[0]["price"].as_i64()), (Some(0), Some(2), Some(8900)));
        assert!(stored.contains(&number) && stored.contains("2 × ") && stored.contains("Navn: Mette Hansen") && stored.contains("Begrundelse: Farven passede ikke"), "{stored}");

        // The acknowledgement page, as the mail's link opens it.
        let (status, done) = page(&visitor, &locations[0]).await;
        assert_eq!(status, 200);
        assert_eq!(done["step"], "done");
        let received = done["done"]["received"].as_str().unwrap().to_owned();
        assert!(received.contains(" kl. "), "{received}");
        assert_eq!(done["done"]["statement"], stored.as_str());
        assert!(done["done"]["nextSteps"].as_array().unwrap().iter().any(|s| s.as_str().unwrap().contains("returfragten")));

        // One acknowledgement, at once, with the statement's whole content and its time
        // in Copenhagen; and the business is told.
        let acknowledgements = mails_starting(&app, "Kvittering for din fortrydelse", 1).await;
        let business = mails_starting(&app, "Fortrydelse W-1", 1).await;
        assert_eq!(acknowledgements.len(), 1, "one, however often it was pressed");
        let mail = &acknowledgements[0];
        assert_eq!(mail.to, ["mette.svar@example.dk"], "to the address the statement gave");
        assert!(mail.subject.contains(&number));
        for part in [received.as_str(), "Farven passede ikke", "Navn: Mette Hansen", "returfragten", "2 × ", "Frederikssundsvej 120", "registrerings- og kontonummer"] {
            assert!(mail.text.contains(part), "{part} in {}", mail.text);
        }
        let local = elektriker::platform::clock::in_copenhagen(
            time::OffsetDateTime::parse(&received_at, &time::format_description::well_known::Rfc3339).unwrap(),
        );
        assert!(received.contains(&format!("{:02}:{:02}", local.hour(), local.minute())), "Copenhagen time to the minute: {received} vs {received_at}");
        assert_eq!(business.len(), 1);
        assert_eq!(business[0].reply_to.as_deref(), Some("mette.svar@example.dk"), "the business answers the customer");

        // The order page says so from now on, and still offers the rest.
        let (_, order_page) = page(&visitor, &format!("/ordre/{number}?key={key}")).await;
        assert_eq!(order_page["withdrawal"]["statements"][0]["reference"], "W-1");
        assert_eq!(order_page["withdrawal"]["open"], true);
        // The rest: two sockets is one too many now; the last one and the bulb is not.
        let (_, opened) = page(&visitor, &format!("/fortryd?order={number}&key={key}")).await;
        let remaining: Vec<i64> = opened["statement"]["lines"].as_array().unwrap().iter().map(|l| l["remaining"].as_i64().unwrap()).collect();
        assert_eq!(remaining, [1, 1]);
        let mut stale = confirm_form(&opened["statement"], &[(0, "2"), (1, "1")], "Mette Hansen");
        let (status, answer, _) = post(&visitor, "/fortryd", &stale).await;
        assert_eq!(status, 422);
        assert!(answer["notice"].as_str().unwrap().contains("allerede fortrudt"), "{}", answer["notice"]);
        stale.retain(|(name, _)| *name != "qty-0");
        stale.push(("qty-0", "1".into()));
        let (status, _, _) = post(&visitor, "/fortryd", &stale).await;
        assert_eq!(status, 303);
        // Everything withdrawn: nothing more to send.
        let (_, closed) = page(&visitor, &format!("/fortryd?order={number}&key={key}")).await;
        assert_eq!(closed["step"], "closed");
        assert_eq!(closed["closed"]["why"], "withdrawn");
        let again = confirm_form(&opened["statement"], &[(0, "1")], "Mette Hansen")
            .into_iter()
            .map(|(k, v)| if k == "submission" { (k, "ab".repeat(24)) } else { (k, v) })
            .collect::<Vec<_>>();
        let (status, _, _) = post(&visitor, "/fortryd", &again).await;
        assert_eq!(status, 409);
        assert_eq!(count(&app, "select count(*) from withdrawals").await, 2);
        let (_, order_page) = page(&visitor, &format!("/ordre/{number}?key={key}")).await;
        assert_eq!(order_page["withdrawal"]["open"], false);
    }

    async fn the_footer_form_does_not_tell_whether_an_order_exists_and_is_rate_limited(app) {
        let visitor = app.visitor();
        let (number, _) = order(&visitor, "en").await;
        let find = |order: &str, email: &str| vec![("intent", "find".to_owned()), ("order", order.to_owned()), ("email", email.to_owned())];
        let stranger = app.visitor();
        let (unknown_status, unknown, _) = post(&stranger, "/en/fortryd", &find("NE-99999", "mette@example.dk")).await;
        let (other_status, other, _) = post(&stranger, "/en/fortryd", &find(&number, "someone@example.dk")).await;
        assert_eq!((unknown_status, other_status), (422, 422));
        assert_eq!(unknown["notice"], other["notice"], "the same words either way");
        assert!(unknown["notice"].as_str().unwrap().starts_with("We could not find"), "{}", unknown["notice"]);
        assert_eq!(other["statement"], Value::Null);
        // From another site's page: refused before anything is looked up.
        let forged = stranger.post_from("https://evil.example", "/en/fortryd").form(&find(&number, "mette@example.dk")).send().await.unwrap();
        assert_eq!(forged.status(), 403);
        // Missing fields: their own messages.
        let (status, missing, _) = post(&stranger, "/en/fortryd", &find("", "")).await;
        assert_eq!(status, 422);
        assert!(missing["errors"]["order"].is_string() && missing["errors"]["email"].is_string(), "{}", missing["errors"]);
        // The right pair, as typed by a person: the statement, in English.
        let (status, found, _) = post(&stranger, "/en/fortryd", &find(&format!(" {} ", number.to_lowercase()), "Mette@Example.DK")).await;
        assert_eq!(status, 200);
        assert_eq!(found["step"], "statement");
        assert_eq!(found["statement"]["orderEmail"], "Mette@Example.DK");
        // Confirmed without an account or the mail: the e-mail proves it again.
        let (status, _, location) = post(&stranger, "/en/fortryd", &confirm_form(&found["statement"], &[(1, "1")], "Mette Hansen")).await;
        assert_eq!(status, 303);
        assert!(location.unwrap().starts_with("/en/fortryd?done="));
        let acknowledged = mails_starting(&app, "Acknowledgement of your withdrawal", 1).await;
        assert_eq!(acknowledged.len(), 1, "in the customer's language");
        // Ten look-ups a quarter of an hour from one address; then refused, nothing looked up.
        let mut refused = 0;
        for n in 0..12 {
            let (status, answer, _) = post(&stranger, "/en/fortryd", &find(&format!("NE-{}", 50000 + n), "x@example.dk")).await;
            if status == 429 {
                refused += 1;
                assert!(answer["notice"].as_str().unwrap().contains("minute"), "{}", answer["notice"]);
            }
        }
        assert!(refused >= 3, "{refused} refused");
        app.state.clock.advance(Duration::from_secs(16 * 60));
        let (status, _, _) = post(&stranger, "/en/fortryd", &find(&number, "mette@example.dk")).await;
        assert_eq!(status, 200, "allowed again after the window");
    }

    async fn the_period_runs_fourteen_days_from_delivery_and_then_the_button_gives_way(app) {
        let admin = app.admin().await;
        let visitor = app.visitor();
        let (number, key) = order(&visitor, "da").await;
        // Not sent yet: it cannot be marked delivered.
        let response = admin.post_json(&format!("/api/admin/orders/{number}/delivered"), json!({})).await;
        assert_eq!(response.status(), 409);
        ship(&admin, &number).await;
        let today = app.state.clock.copenhagen_today();
        let withdrawals = &app.state.withdrawals;
        let sent = elektriker::shop::orders::by_number(&app.state.db, &number).await.unwrap().unwrap();
        // Sent today: received, as the carrier usually takes, three days later.
        assert_eq!(withdrawals.period(&sent.order).received_on, Some(today + time::Duration::days(3)));
        // A date in the future or before it left is refused; today is taken.
        for bad in [(today + time::Duration::days(1)).to_string(), (today - time::Duration::days(1)).to_string(), "31-12-2026".into()] {
            let response = admin.post_json(&format!("/api/admin/orders/{number}/delivered"), json!({"on": bad})).await;
            assert_eq!(response.status(), 422, "{bad}");
        }
        assert_eq!(app.visitor().post_json(&format!("/api/admin/orders/{number}/delivered"), json!({})).await.status(), 401, "administrators only");
        let response = admin.post_json(&format!("/api/admin/orders/{number}/delivered"), json!({"on": today.to_string()})).await;
        assert_eq!(response.status(), 200);
        let ends = elektriker::withdrawal::last_day(today);
        assert_eq!(response.json::<Value>().await.unwrap()["withdrawalEndsOn"], ends.to_string());
        let (_, order_page) = page(&visitor, &format!("/ordre/{number}?key={key}")).await;
        assert_eq!(order_page["withdrawal"]["open"], true);
        assert!(order_page["withdrawal"]["endsOn"].as_str().unwrap().ends_with(&ends.year().to_string()));
        // On its last day, still open; the day after, closed.
        let days = (ends - today).whole_days();
        app.state.clock.advance(Duration::from_secs((days as u64) * 86_400));
        let (_, opened) = page(&visitor, &format!("/fortryd?order={number}&key={key}")).await;
        assert_eq!(opened["step"], "statement", "the last day is in the period");
        app.state.clock.advance(Duration::from_secs(86_400));
        let (_, order_page) = page(&visitor, &format!("/ordre/{number}?key={key}")).await;
        assert_eq!((order_page["withdrawal"]["open"].as_bool(), order_page["withdrawal"]["ended"].as_bool()), (Some(false), Some(true)));
        let (_, closed) = page(&visitor, &format!("/fortryd?order={number}&key={key}")).await;
        assert_eq!(closed["step"], "closed");
        assert_eq!(closed["closed"]["why"], "ended");
        // A statement from the form opened before the end: refused, nothing stored.
        let (status, _, _) = post(&visitor, "/fortryd", &confirm_form(&opened["statement"], &[(0, "1")], "Mette Hansen")).await;
        assert_eq!(status, 409);
        assert_eq!(count(&app, "select count(*) from withdrawals").await, 0);
    }

    async fn a_line_cannot_be_withdrawn_twice_by_statements_sent_at_once(app) {
        let visitor = app.visitor();
        let (number, key) = order(&visitor, "da").await;
        // Eight forms, each opened on its own, each withdrawing one socket of three.
        let mut forms = Vec::new();
        for _ in 0..8 {
            let (_, opened) = page(&visitor, &format!("/fortryd?order={number}&key={key}")).await;
            forms.push(confirm_form(&opened["statement"], &[(0, "1"), (1, "0")], "Mette Hansen"));
        }
        let sent: Vec<_> = forms.into_iter().map(|f| { let v = visitor.clone(); tokio::spawn(async move { post(&v, "/fortryd", &f).await.0 }) }).collect();
        let mut statuses = Vec::new();
        for one in sent {
            statuses.push(one.await.unwrap());
        }
        assert_eq!(statuses.iter().filter(|s| **s == 303).count(), 3, "{statuses:?}");
        assert!(statuses.iter().all(|s| *s == 303 || *s == 422), "{statuses:?}");
        let withdrawn: i64 = count(&app, "select count(*) from withdrawals").await;
        assert_eq!(withdrawn, 3);
        let references: Vec<String> = sqlx::query_scalar("select reference from withdrawals order by reference").fetch_all(&app.state.db).await.unwrap();
        assert_eq!(references, ["W-1", "W-2", "W-3"]);
    }

    async fn returns_are_received_into_stock_and_refunded_with_the_delivery_and_a_credit_note(app) {
        let admin = app.admin().await;
        let visitor = app.visitor();
        sqlx::query("update shop_variants set inventory_quantity = 20 where id = $1").bind(SOCKET).execute(&app.state.db).await.unwrap();
        let (number, key) = order(&visitor, "da").await;
        // The customer's transfer arrived ("Betalt"), then the goods left.
        assert_eq!(admin.send("PUT", &format!("/api/admin/orders/{number}/status"), Some(json!({"status": "paid"}))).await.status(), 200);
        ship(&admin, &number).await;
        // The bulb first (partial: no delivery), then the sockets (the last: the delivery).
        for quantities in [[(0, "0"), (1, "1")], [(0, "3"), (1, "0")]] {
            let (_, opened) = page(&visitor, &format!("/fortryd?order={number}&key={key}")).await;
            let (status, _, _) = post(&visitor, "/fortryd", &confirm_form(&opened["statement"], &quantities, "Mette Hansen")).await;
            assert_eq!(status, 303);
        }
        assert_eq!(app.visitor().get("/api/admin/withdrawals").send().await.unwrap().status(), 401);
        let list: Value = admin.get("/api/admin/withdrawals").send().await.unwrap().json().await.unwrap();
        let entries = list["withdrawals"].as_array().unwrap();
        assert_eq!(entries.len(), 2);
        let of = |reference: &str| entries.iter().find(|e| e["withdrawal"]["reference"] == reference).unwrap().clone();
        let (bulb, sockets) = (of("W-1"), of("W-2"));
        assert_eq!(bulb["amounts"], json!({"goods": 17900, "shipping": 0, "deduction": 0, "total": 17900}));
        assert_eq!(sockets["amounts"], json!({"goods": 26700, "shipping": 4900, "deduction": 0, "total": 31600}));
        assert_eq!(17900 + 31600, 44600 + 4900, "together: everything the order cost");
        let id = |entry: &Value| entry["withdrawal"]["id"].as_str().unwrap().to_owned();

        // "Varer modtaget": a deduction needs its reason, and cannot pass the goods.
        let received = |body: Value| { let (admin, id) = (admin.clone(), id(&sockets)); async move { admin.post_json(&format!("/api/admin/withdrawals/{id}/received"), body).await } };
        assert_eq!(received(json!({"deduction": 5000})).await.status(), 422);
        assert_eq!(received(json!({"deduction": 30000, "deductionReason": "Brugt"})).await.status(), 422);
        let stock_out = stock(&app, SOCKET).await;
        let response = received(json!({"conditionNote": "Én æske åbnet", "deduction": 2000, "deductionReason": "Emballagen mangler"})).await;
        assert_eq!(response.status(), 200);
        let back: Value = response.json().await.unwrap();
        assert_eq!(back["withdrawal"]["state"], "received");
        assert_eq!(back["withdrawal"]["goodsReceivedBy"], "admin@example.dk");
        assert_eq!(stock_out, Some(17));
        assert_eq!(stock(&app, SOCKET).await, Some(20), "the sockets are back in stock");
        assert_eq!(received(json!({})).await.status(), 409, "once");

        // "Refunder", pressed twice at once: one refund, one credit note, one mail.
        let refund = |entry: &Value| { let (admin, id) = (admin.clone(), id(entry)); async move { admin.post_json(&format!("/api/admin/withdrawals/{id}/refund"), json!({})).await.status() } };
        let (a, b) = tokio::join!(refund(&sockets), refund(&sockets));
        let mut statuses = [a.as_u16(), b.as_u16()];
        statuses.sort();
        assert_eq!(statuses, [200, 409]);
        let (state, amount, method, by): (String, i64, String, String) =
            sqlx::query_as("select state, refund_minor, refund_method, refunded_by from withdrawals where reference = 'W-2'").fetch_one(&app.state.db).await.unwrap();
        assert_eq!((state.as_str(), amount, method.as_str(), by.as_str()), ("refunded", 31600 - 2000, "bank", "admin@example.dk"));
        let credit: Vec<(i64, String)> = sqlx::query_as("select number, content from documents where kind = 'credit_note' and order_number = $1")
            .bind(&number)
            .fetch_all(&app.state.db)
            .await
            .unwrap();
        assert_eq!(credit.len(), 1);
        let content: Value = serde_json::from_str(&credit[0].1).unwrap();
        assert_eq!(content["gross"], 29600);
        // The bulb refunded before its goods came back (the business's choice).
        assert_eq!(refund(&bulb).await.as_u16(), 200);
        let refunds = mails_starting(&app, "Vi har betalt tilbage", 2).await;
        assert_eq!(refunds.len(), 2);
        assert!(refunds.iter().any(|m| m.text.contains("Emballagen mangler") && m.text.contains("296,00")), "{:?}", refunds.iter().map(|m| &m.text).collect::<Vec<_>>());
        let list: Value = admin.get("/api/admin/withdrawals?state=refunded").send().await.unwrap().json().await.unwrap();
        assert_eq!(list["withdrawals"].as_array().unwrap().len(), 2);
        let list: Value = admin.get("/api/admin/withdrawals?state=new").send().await.unwrap().json().await.unwrap();
        assert_eq!(list["withdrawals"].as_array().unwrap().len(), 0);
        // The order page shows both statements.
        let (_, order_page) = page(&visitor, &format!("/ordre/{number}?key={key}")).await;
        assert_eq!(order_page["withdrawal"]["statements"].as_array().unwrap().len(), 2);
        assert_eq!(order_page["withdrawal"]["statements"][1]["state"], "refunded");
    }

    async fn an_unpaid_order_withdrawn_is_credited_with_words_that_say_so(app) {
        let admin = app.admin().await;
        let visitor = app.visitor();
        // Placed with bank transfer (its invoice issued), sent, never paid; all of it withdrawn.
        let (number, key) = order(&visitor, "da").await;
        ship(&admin, &number).await;
        let (_, opened) = page(&visitor, &format!("/fortryd?order={number}&key={key}")).await;
        let (status, _, _) = post(&visitor, "/fortryd", &confirm_form(&opened["statement"], &[(0, "3"), (1, "1")], "Mette Hansen")).await;
        assert_eq!(status, 303);
        let list: Value = admin.get("/api/admin/withdrawals").send().await.unwrap().json().await.unwrap();
        let entry = &list["withdrawals"][0];
        assert_eq!(entry["paid"], false, "the back office is told it was not paid");
        assert_eq!(entry["amounts"]["total"], 49500);
        let id = entry["withdrawal"]["id"].as_str().unwrap().to_owned();
        // "Krediter", pressed twice at once: one credit note, one mail, no transfer claimed.
        let refund = || { let (admin, id) = (admin.clone(), id.clone()); async move { admin.post_json(&format!("/api/admin/withdrawals/{id}/refund"), json!({})).await.status().as_u16() } };
        let (a, b) = tokio::join!(refund(), refund());
        let mut statuses = [a, b];
        statuses.sort();
        assert_eq!(statuses, [200, 409]);
        let (state, amount, method): (String, i64, String) =
            sqlx::query_as("select state, refund_minor, refund_method from withdrawals where id = $1").bind(&id).fetch_one(&app.state.db).await.unwrap();
        assert_eq!((state.as_str(), amount, method.as_str()), ("refunded", 49500, "credit"));
        let documents: Vec<(String, i64)> = sqlx::query_as("select kind, gross_minor from documents where order_number = $1 order by kind desc")
            .bind(&number)
            .fetch_all(&app.state.db)
            .await
            .unwrap();
        assert_eq!(documents, [("invoice".to_owned(), 49500), ("credit_note".to_owned(), 49500)], "the invoice credited in full");
        let mails = mails_starting(&app, "Kreditnota for din fortrydelse", 1).await;
        assert_eq!(mails.len(), 1, "one mail");
        let text = &mails[0].text;
        assert!(text.contains("ikke betalt ordre") && text.contains("ingen penge at sende tilbage"), "{text}");
        assert!(text.contains(&format!("Du skal ikke betale noget for ordre {number}")), "{text}");
        assert!(!text.contains("overført"), "no transfer is claimed: {text}");
        assert!(mails[0].attachments.iter().any(|a| a == "kreditnota-1.pdf"), "{:?}", mails[0].attachments);
        assert_eq!(app.outbox_mails().iter().filter(|m| m.subject.starts_with("Vi har betalt tilbage")).count(), 0);
        // The customer's pages say it was credited, not refunded.
        let (_, order_page) = page(&visitor, &format!("/ordre/{number}?key={key}")).await;
        assert_eq!(order_page["withdrawal"]["statements"][0]["state"], "credited", "{}", order_page["withdrawal"]);

        // Part of another unpaid order: the rest is still to pay, and the mail says how much.
        let (other, other_key) = order(&visitor, "en").await;
        let (_, opened) = page(&visitor, &format!("/en/fortryd?order={other}&key={other_key}")).await;
        let (status, _, _) = post(&visitor, "/en/fortryd", &confirm_form(&opened["statement"], &[(0, "0"), (1, "1")], "Mette Hansen")).await;
        assert_eq!(status, 303);
        let list: Value = admin.get("/api/admin/withdrawals?state=new").send().await.unwrap().json().await.unwrap();
        let id = list["withdrawals"][0]["withdrawal"]["id"].as_str().unwrap().to_owned();
        assert_eq!(admin.post_json(&format!("/api/admin/withdrawals/{id}/refund"), json!({})).await.status(), 200);
        let mails = mails_starting(&app, "Credit note for your withdrawal", 1).await;
        let text = &mails[0].text;
        assert!(text.contains("You had not paid for order") && text.contains("179.00"), "{text}");
        assert!(text.contains(&format!("You now only pay DKK 316.00 for order {other}")), "495 - 179: {text}");
    }

    async fn an_order_from_shopifys_checkout_is_withdrawn_and_refunded_there(app) {
        use base64::Engine;
        use hmac::{Hmac, Mac};
        let visitor = app.visitor();
        app.sign_up_verified(&visitor, "mette@example.dk").await;
        let body = json!({
            "id": 820982911946154508_u64, "order_number": 1001, "name": "#1001", "email": "mette@example.dk",
            "total_price": "1098.00", "currency": "DKK", "financial_status": "paid", "fulfillment_status": null,
            "created_at": "2026-11-20T10:00:00+01:00",
            "line_items": [{"title": "Smart dimmer, Zigbee", "variant_title": "Hvid", "quantity": 2, "price": "549.00"}]
        }).to_string();
        let mut mac = Hmac::<sha2::Sha256>::new_from_slice(crate::helpers::WEBHOOK_SECRET.as_bytes()).unwrap();
        mac.update(body.as_bytes());
        let signature = base64::engine::general_purpose::STANDARD.encode(mac.finalize().into_bytes());
        let response = app.client.post(app.url("/api/webhooks/shopify/orders-create"))
            .header("content-type", "application/json").header("x-shopify-hmac-sha256", signature).body(body).send().await.unwrap();
        assert_eq!(response.status(), 200);
        // Fulfilled at Shopify: sent, as far as this shop knows; the period runs from then.
        let fulfilled = json!({
            "id": 820982911946154508_u64, "order_number": 1001, "name": "#1001", "email": "mette@example.dk",
            "total_price": "1098.00", "currency": "DKK", "financial_status": "paid", "fulfillment_status": "fulfilled",
            "created_at": "2026-11-20T10:00:00+01:00", "updated_at": "2026-11-21T10:00:00+01:00",
            "line_items": [{"title": "Smart dimmer, Zigbee", "variant_title": "Hvid", "quantity": 2, "price": "549.00"}]
        }).to_string();
        let mut mac = Hmac::<sha2::Sha256>::new_from_slice(crate::helpers::WEBHOOK_SECRET.as_bytes()).unwrap();
        mac.update(fulfilled.as_bytes());
        let signature = base64::engine::general_purpose::STANDARD.encode(mac.finalize().into_bytes());
        let response = app.client.post(app.url("/api/webhooks/shopify/orders"))
            .header("content-type", "application/json").header("x-shopify-hmac-sha256", signature)
            .header("x-shopify-topic", "orders/fulfilled").header("x-shopify-webhook-id", "w-fulfilled").body(fulfilled).send().await.unwrap();
        assert_eq!(response.status(), 200);
        // Its owner opens it from the profile's orders, signed in.
        let (_, order_page) = page(&visitor, "/ordre/%231001").await;
        assert_eq!(order_page["order"]["status"], "completed");
        let ends = elektriker::withdrawal::last_day(app.state.clock.copenhagen_today() + time::Duration::days(3));
        assert!(order_page["withdrawal"]["endsOn"].as_str().is_some_and(|d| d.ends_with(&ends.year().to_string())), "{}", order_page["withdrawal"]);
        assert_eq!(order_page["withdrawal"]["open"], true, "{order_page}");
        assert_eq!(order_page["withdrawal"]["shopify"], true);
        let (_, opened) = page(&visitor, "/fortryd?order=%231001").await;
        assert_eq!(opened["step"], "statement", "{opened}");
        assert_eq!(opened["statement"]["shopify"], true);
        let (status, _, _) = post(&visitor, "/fortryd", &confirm_form(&opened["statement"], &[(0, "1")], "Mette Hansen")).await;
        assert_eq!(status, 303);
        let acknowledgement = mails_starting(&app, "Kvittering for din fortrydelse", 1).await;
        assert!(acknowledgement[0].text.contains("Shopify"), "{}", acknowledgement[0].text);
        let business = mails_starting(&app, "Fortrydelse W-1", 1).await;
        assert!(business[0].text.contains("refundér den i Shopify"), "{}", business[0].text);
        // Refunded in Shopify: recorded here, no money moved, no credit note.
        let admin = app.admin().await;
        let list: Value = admin.get("/api/admin/withdrawals").send().await.unwrap().json().await.unwrap();
        let entry = &list["withdrawals"][0];
        assert_eq!(entry["shopify"], true);
        assert_eq!(entry["amounts"]["total"], 54900);
        let id = entry["withdrawal"]["id"].as_str().unwrap();
        assert_eq!(admin.post_json(&format!("/api/admin/withdrawals/{id}/received"), json!({})).await.status(), 200);
        assert_eq!(admin.post_json(&format!("/api/admin/withdrawals/{id}/refund"), json!({})).await.status(), 200);
        let method: String = sqlx::query_scalar("select refund_method from withdrawals").fetch_one(&app.state.db).await.unwrap();
        assert_eq!(method, "shopify");
        assert_eq!(count(&app, "select count(*) from documents").await, 0);
    }
}

/// `elektriker order delivered NUMBER --on DATE` marks the day as the back office does.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_command_line_marks_an_order_delivered() {
    let Some(app) = crate::helpers::spawn_app(crate::helpers::Backend::Sqlite).await else { return };
    let admin = app.admin().await;
    let (number, _) = order(&app.visitor(), "da").await;
    let run = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_elektriker"))
            .args(["order", "delivered"])
            .args(args)
            .env("DATABASE_URL", &app.database_url)
            .env("RUST_LOG", "warn")
            .output()
            .unwrap()
    };
    let early = run(&[&number]);
    assert!(!early.status.success());
    assert!(String::from_utf8_lossy(&early.stderr).contains("not sent yet"), "{}", String::from_utf8_lossy(&early.stderr));
    ship(&admin, &number).await;
    let today = app.state.clock.copenhagen_today().to_string();
    let done = run(&[&number, "--on", &today]);
    assert!(done.status.success(), "{}", String::from_utf8_lossy(&done.stderr));
    assert!(String::from_utf8_lossy(&done.stdout).contains("the withdrawal period ends on"));
    let stored: Option<String> = sqlx::query_scalar("select delivered_on from orders where order_number = $1").bind(&number).fetch_one(&app.state.db).await.unwrap();
    assert_eq!(stored.as_deref(), Some(today.as_str()));
    assert!(!run(&[&number, "--on", "2026-02-30"]).status.success());
}
