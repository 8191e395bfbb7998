//! Every invoice and credit note reaches the bookkeeping system by itself (issue 59),
//! on SQLite and PostgreSQL, against a loopback e-conomic that speaks its documented
//! REST API: each document once, with its PDF, amounts, VAT, accounts and customer; a
//! card sale settled on the clearing account, a bank transfer and an EAN invoice open
//! on the customer; 429 with Retry-After, 500 and timeouts retried by the durable job
//! queue into one voucher; an answer lost after e-conomic stored the voucher found
//! again; wrong tokens stopped with a message naming the setting; two instances and a
//! worker killed mid-job leaving one voucher; `elektriker bookkeeping sync` over 200
//! documents; the queue's claim under 20 workers doing no job twice.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::checkout::SOCKET;
use crate::fake_economic::{APP_SECRET, FakeEconomic, Fault, GRANT};
use crate::fake_stripe::FakeStripe;
use crate::helpers::{Backend, TestApp, eventually, spawn_app_with, spawn_instance_with_state};
use elektriker::jobs::{Handler, Job, Jobs, Kind, Outcome, Pacing, Running, State};
use elektriker::settings::ServeArgs;

fn books(economic: &FakeEconomic, args: &mut ServeArgs) {
    args.bookkeeping.bookkeeping = elektriker::bookkeeping::System::Economic;
    args.bookkeeping.economic_app_secret_token = Some(APP_SECRET.into());
    args.bookkeeping.economic_agreement_grant_token = Some(GRANT.into());
    args.bookkeeping.economic_api_base = economic.url.clone();
    args.bookkeeping.economic_timeout_ms = 1000;
    args.jobs.jobs_poll_ms = 50;
    args.jobs.jobs_retry_base_ms = 100;
    args.metrics_addr = Some("127.0.0.1:0".parse().unwrap());
}

fn with_books(economic: &FakeEconomic) -> impl FnOnce(&mut ServeArgs) + '_ {
    move |args| books(economic, args)
}

/// Each test on SQLite and (when reachable) PostgreSQL, with its own fake e-conomic.
macro_rules! books_tests {
    ($(async fn $name:ident($app:ident, $economic:ident) $body:block)*) => {$(
        mod $name {
            #[allow(unused_imports)]
            use super::*;
            async fn run($app: TestApp, $economic: FakeEconomic) $body

            async fn on(backend: Backend) {
                let economic = FakeEconomic::start().await;
                if let Some(app) = spawn_app_with(backend, with_books(&economic)).await {
                    run(app, economic).await
                }
            }

            $crate::on_both_backends!(on);
        }
    )*};
}

fn order_request(n: usize, method: &str) -> elektriker::checkout::OrderRequest {
    let mut body = json!({
        "lines": [{"merchandiseId": SOCKET, "quantity": 1 + n % 3}],
        "delivery": {"method": "parcel", "name": format!("Kunde {n}"), "address": "Nørrebrogade 10", "postcode": "2200",
                     "city": "København N", "phone": "12345678"},
        "email": format!("kunde{n}@example.dk"),
        "paymentMethod": method,
        "acceptTerms": true,
    });
    if method == "ean_invoice" {
        body["company"] = json!("Københavns Kommune");
        body["ean"] = json!("5798000416604");
        body["reference"] = json!(format!("Indkøb {n}"));
    }
    serde_json::from_value(body).unwrap()
}

async fn place(app: &TestApp, n: usize, method: &str) -> String {
    app.state.checkout.place(&order_request(n, method), None, elektriker::i18n::Lang::Da).await.expect("placed").order_number
}

/// Waits until no bookkeeping job is waiting or running.
async fn settled(app: &TestApp, within: Duration) {
    let db = app.state.db.clone();
    let done = eventually(within, || {
        let db = db.clone();
        async move {
            let open: i64 = sqlx::query_scalar("select count(*) from jobs where kind = 'bookkeeping' and state in ('waiting', 'running')")
                .fetch_one(&db)
                .await
                .unwrap();
            open == 0
        }
    })
    .await;
    assert!(done.is_ok(), "the hand-offs settle within {within:?}: {:?}", jobs_of(app).await);
}

async fn jobs_of(app: &TestApp) -> Vec<(String, String, i64, Option<String>)> {
    sqlx::query_as("select key, state, cast(attempts as bigint), last_error from jobs where kind = 'bookkeeping' order by created_ms").fetch_all(&app.state.db).await.unwrap()
}

async fn booked(app: &TestApp) -> Vec<(String, i64, Option<String>)> {
    sqlx::query_as("select kind, number, booked_voucher from documents order by issued_at, kind desc, number").fetch_all(&app.state.db).await.unwrap()
}

async fn stored_pdf(app: &TestApp, kind: &str, number: i64) -> Vec<u8> {
    sqlx::query_scalar("select pdf from documents where kind = $1 and number = $2").bind(kind).bind(number).fetch_one(&app.state.db).await.unwrap()
}

fn metric(text: &str, name: &str) -> f64 {
    let line = text.lines().find(|l| l.starts_with(name)).unwrap_or_else(|| panic!("no {name}"));
    line[name.len()..].trim().parse().unwrap()
}

fn entry_with<'a>(entries: &'a [Value], text: &str) -> &'a Value {
    entries.iter().find(|e| e["text"] == text).unwrap_or_else(|| panic!("no entry {text:?} in {entries:#?}"))
}

books_tests! {
    async fn a_bank_transfer_and_an_ean_invoice_are_booked_once_with_their_pdf_customer_amounts_and_vat(app, economic) {
        let bank = place(&app, 1, "bank_transfer").await;
        let ean = place(&app, 2, "ean_invoice").await;
        // The same customer again: found, not made twice.
        let again = place(&app, 1, "bank_transfer").await;
        settled(&app, Duration::from_secs(20)).await;

        let vouchers = economic.vouchers();
        assert_eq!(vouchers.len(), 3, "one voucher per invoice");
        let entries = economic.invoice_entries();
        let first = entry_with(&entries, &format!("Faktura 1, ordre {bank}"));
        // 1 socket: the figures of the document, to the øre.
        let (gross, vat): (i64, i64) =
            sqlx::query_as("select gross_minor, vat_minor from documents where kind = 'invoice' and number = 1").fetch_one(&app.state.db).await.unwrap();
        assert_eq!(first["amount"].as_f64().unwrap(), gross as f64 / 100.0);
        assert_eq!(first["contraVatAmount"].as_f64().unwrap(), vat as f64 / 100.0);
        assert_eq!(first["customerInvoice"], 1, "our number, not e-conomic's");
        assert_eq!(first["contraAccount"]["accountNumber"], 1010);
        assert_eq!(first["contraVatAccount"]["vatCode"], "U25");
        assert_eq!(first["currency"]["code"], "DKK");
        let today = first["date"].as_str().unwrap();
        let due = (time::Date::parse(today, time::macros::format_description!("[year]-[month]-[day]")).unwrap() + time::Duration::days(8)).to_string();
        assert_eq!(first["dueDate"], due.as_str(), "due as our invoice says");
        // A bank transfer stays open on the customer: no payment entry.
        let first_voucher = vouchers.iter().find(|v| v.body["entries"]["manualCustomerInvoices"][0]["customerInvoice"] == 1).unwrap();
        assert!(first_voucher.body["entries"]["customerPayments"].is_null(), "{}", first_voucher.body);
        assert_eq!(first_voucher.journal, 1);

        // The EAN invoice's customer is the public body, found by its EAN.
        let customers = economic.customers();
        assert_eq!(customers.len(), 2, "Kunde 1 once, the municipality once: {customers:#?}");
        let municipality = customers.iter().find(|c| c["ean"] == "5798000416604").expect("made with its EAN");
        assert_eq!(municipality["name"], "Københavns Kommune");
        assert_eq!(municipality["email"], "kunde2@example.dk");
        assert_eq!(municipality["customerGroup"]["customerGroupNumber"], 1);
        let ean_entry = entry_with(&entries, &format!("Faktura 2, ordre {ean}"));
        assert_eq!(ean_entry["customer"]["customerNumber"], municipality["customerNumber"]);
        let kunde = customers.iter().find(|c| c["email"] == "kunde1@example.dk").unwrap();
        assert_eq!(kunde["zip"], "2200");
        assert_eq!(entry_with(&entries, &format!("Faktura 3, ordre {again}"))["customer"]["customerNumber"], kunde["customerNumber"]);

        // Each voucher's file is our PDF, as issued.
        for (number, voucher) in [(1, first_voucher)] {
            let (file, declared) = voucher.file.clone().expect("the PDF is attached");
            assert_eq!(file, stored_pdf(&app, "invoice", number).await);
            assert_eq!(declared, "application/pdf");
        }
        assert!(vouchers.iter().all(|v| v.file.is_some()), "every voucher has its PDF");
        // The documents know their vouchers; the back office shows them.
        let listed = booked(&app).await;
        assert!(listed.iter().all(|(_, _, voucher)| voucher.as_deref().is_some_and(|v| v.starts_with("2026-") || v.starts_with("2027-"))), "{listed:?}");
        let admin = app.admin().await;
        let ledger: Value = admin.get("/api/admin/documents").send().await.unwrap().json().await.unwrap();
        let row = ledger["rows"].as_array().unwrap().iter().find(|r| r["number"] == 1).unwrap();
        assert_eq!(row["booking"]["state"], "booked");
        assert_eq!(row["booking"]["system"], "e-conomic");
        assert_eq!(row["booking"]["voucher"], format!("{}-{}", first_voucher.year, first_voucher.number));
        // Every job done at its first attempt; the metrics count them.
        assert!(jobs_of(&app).await.iter().all(|(_, state, attempts, _)| state == "done" && *attempts == 1));
        let metrics = reqwest::get(format!("{}/metrics", app.metrics_address.as_deref().unwrap())).await.unwrap().text().await.unwrap();
        assert_eq!(metric(&metrics, "elektriker_jobs{kind=\"bookkeeping\",state=\"done\"}"), 3.0, "{metrics}");
        assert_eq!(metric(&metrics, "elektriker_jobs{kind=\"bookkeeping\",state=\"failed\"}"), 0.0, "{metrics}");
        assert_eq!(metric(&metrics, "elektriker_jobs_oldest_waiting_age_seconds{kind=\"bookkeeping\"}"), 0.0, "{metrics}");
    }

    async fn passing_faults_are_retried_into_one_voucher_and_a_lost_answer_is_found_again(app, economic) {
        // 429 with Retry-After, a 500, then e-conomic too slow (the call held past the
        // client's timeout, nothing done): four attempts, one voucher.
        economic.script("POST", "/journals-experimental/1/vouchers", Fault::Status(429, Some(1)));
        economic.script("POST", "/journals-experimental/1/vouchers", Fault::Status(500, None));
        economic.script("POST", "/journals-experimental/1/vouchers", Fault::Hold);
        let started = Instant::now();
        let first = place(&app, 1, "bank_transfer").await;
        settled(&app, Duration::from_secs(30)).await;
        assert!(started.elapsed() >= Duration::from_secs(1), "the 429's Retry-After was waited for");
        let jobs = jobs_of(&app).await;
        assert_eq!(jobs.len(), 1);
        assert_eq!(jobs[0].1, "done");
        // The held call made nothing; the next attempt looked first and made the one.
        let vouchers = economic.vouchers();
        assert_eq!(vouchers.iter().filter(|v| v.body["entries"]["manualCustomerInvoices"][0]["text"] == format!("Faktura 1, ordre {first}")).count(), 1, "{vouchers:#?}");
        assert!(jobs[0].2 >= 3, "retried: {jobs:?}");

        // e-conomic stored the voucher, then the answer was lost.
        economic.script("POST", "/journals-experimental/1/vouchers", Fault::Lost);
        let second = place(&app, 2, "bank_transfer").await;
        settled(&app, Duration::from_secs(30)).await;
        let texts: Vec<Value> = economic.invoice_entries().into_iter().map(|e| e["text"].clone()).collect();
        assert_eq!(texts.iter().filter(|t| **t == format!("Faktura 2, ordre {second}")).count(), 1, "{texts:?}");
        assert!(economic.vouchers().iter().all(|v| v.file.is_some()), "and its PDF attached");
        let jobs = jobs_of(&app).await;
        assert_eq!(jobs[1].1, "done");
        assert_eq!(jobs[1].2, 2, "the second attempt found it: {jobs:?}");

        // Booked by the bookkeeper meanwhile: found among the booked entries, not made again.
        economic.book_daybook();
        let key: String = sqlx::query_scalar("select key from jobs where kind = 'bookkeeping' order by created_ms limit 1").fetch_one(&app.state.db).await.unwrap();
        sqlx::query("update documents set booked_voucher = null where id = $1").bind(key.trim_start_matches("bookkeeping:")).execute(&app.state.db).await.unwrap();
        // As after an attempt whose answer was lost: it began, what it made unknown.
        sqlx::query("update jobs set state = 'failed', result = '{\"started\":true}' where key = $1").bind(&key).execute(&app.state.db).await.unwrap();
        let id: String = sqlx::query_scalar("select id from jobs where key = $1").bind(&key).fetch_one(&app.state.db).await.unwrap();
        let admin = app.admin().await;
        assert_eq!(admin.post_json(&format!("/api/admin/jobs/{id}/retry"), json!({})).await.status(), 202);
        settled(&app, Duration::from_secs(20)).await;
        assert_eq!(economic.vouchers().len(), 2, "no third voucher");
        assert!(booked(&app).await.iter().all(|(_, _, v)| v.is_some()));
    }

    async fn refused_tokens_stop_the_hand_off_naming_the_setting_until_it_is_retried(app, economic) {
        economic.script("POST", "/journals-experimental/1/vouchers", Fault::Status(401, None));
        let order = place(&app, 1, "bank_transfer").await;
        let db = app.state.db.clone();
        let failed = eventually(Duration::from_secs(20), || {
            let db = db.clone();
            async move {
                sqlx::query_scalar::<_, i64>("select count(*) from jobs where kind = 'bookkeeping' and state = 'failed'").fetch_one(&db).await.unwrap() == 1
            }
        })
        .await;
        assert!(failed.is_ok(), "{:?}", jobs_of(&app).await);
        // Stopped, not waiting: no worker takes a failed job again (only "Prøv igen").
        let jobs = jobs_of(&app).await;
        assert_eq!(jobs[0].2, 1, "not retried every second: {jobs:?}");
        assert_eq!(app.state.jobs.claim().await.unwrap().map(|j| j.id), None, "nothing due");
        let error = jobs[0].3.clone().unwrap();
        assert!(error.contains("ECONOMIC_APP_SECRET_TOKEN") && error.contains("401"), "{error}");
        assert_eq!(economic.count("POST", "/journals-experimental/1/vouchers"), 1);

        // An hour later the business is told, once, whichever instance looks.
        let books = app.state.bookkeeping.clone().unwrap();
        assert_eq!(books.tell_failures(&app.state.mailer, &app.address).await.unwrap(), 0, "not within the hour");
        app.state.clock.advance(Duration::from_secs(3601));
        let (one, two) = tokio::join!(books.tell_failures(&app.state.mailer, &app.address), books.tell_failures(&app.state.mailer, &app.address));
        assert!(one.unwrap() + two.unwrap() <= 1);
        let is_alert = |m: &crate::smtp::Mail| m.subject == "Et bilag er ikke nået frem til e-conomic";
        let _ = eventually(Duration::from_secs(20), || async { app.outbox_mails().iter().any(is_alert) }).await;
        let alerts: Vec<_> = app.outbox_mails().into_iter().filter(is_alert).collect();
        assert_eq!(alerts.len(), 1, "told once");
        assert!(alerts[0].text.contains("Faktura 1") && alerts[0].text.contains("ECONOMIC_APP_SECRET_TOKEN"), "{}", alerts[0].text);
        assert!(alerts[0].text.contains("/admin/invoices"), "{}", alerts[0].text);

        // The operator's command lists it, with why.
        let cli = |args: &[&str]| {
            std::process::Command::new(env!("CARGO_BIN_EXE_elektriker")).args(args).env("DATABASE_URL", &app.database_url).env("RUST_LOG", "warn").output().unwrap()
        };
        let listed = cli(&["jobs", "list", "--state", "failed", "--kind", "bookkeeping"]);
        let line = String::from_utf8_lossy(&listed.stdout).to_string();
        assert!(listed.status.success());
        let fields: Vec<&str> = line.trim().split('\t').collect();
        assert_eq!(fields[1..4], ["bookkeeping", "failed", "1"], "{line}");
        assert!(fields[5].contains("ECONOMIC_APP_SECRET_TOKEN"), "{line}");
        assert!(String::from_utf8_lossy(&cli(&["jobs", "list", "--state", "done", "--kind", "bookkeeping"]).stdout).trim().is_empty());
        let unknown = cli(&["jobs", "retry", "nope"]);
        assert!(!unknown.status.success() && String::from_utf8_lossy(&unknown.stderr).contains("no job nope"));

        // The back office shows it failed, with why, and puts it back.
        let admin = app.admin().await;
        let listed: Value = admin.get("/api/admin/jobs").send().await.unwrap().json().await.unwrap();
        let job = &listed["jobs"][0];
        assert_eq!(job["state"], "failed");
        assert_eq!(job["kind"], "bookkeeping");
        assert!(job["lastError"].as_str().unwrap().contains("ECONOMIC_AGREEMENT_GRANT_TOKEN"));
        let ledger: Value = admin.get("/api/admin/documents").send().await.unwrap().json().await.unwrap();
        assert_eq!(ledger["rows"][0]["booking"]["state"], "failed");
        assert_eq!(ledger["rows"][0]["booking"]["job"], job["id"]);
        // Only an administrator may.
        let customer = app.signed_up("kunde@example.dk", "Kunde").await;
        assert_eq!(customer.post(&format!("/api/admin/jobs/{}/retry", job["id"].as_str().unwrap())).json(&json!({})).send().await.unwrap().status(), 403);
        assert_eq!(app.visitor().post(&format!("/api/admin/jobs/{}/retry", job["id"].as_str().unwrap())).json(&json!({})).send().await.unwrap().status(), 401);
        assert_eq!(admin.post_json("/api/admin/jobs/nope/retry", json!({})).await.status(), 404);
        let retried = admin.post_json(&format!("/api/admin/jobs/{}/retry", job["id"].as_str().unwrap()), json!({})).await;
        assert_eq!(retried.status(), 202);
        settled(&app, Duration::from_secs(20)).await;
        assert_eq!(economic.invoice_entries()[0]["text"], format!("Faktura 1, ordre {order}"));
        // Done: a second retry has nothing to put back, here or from the command line.
        assert_eq!(admin.post_json(&format!("/api/admin/jobs/{}/retry", job["id"].as_str().unwrap()), json!({})).await.status(), 409);
        let done = cli(&["jobs", "retry", job["id"].as_str().unwrap()]);
        assert!(!done.status.success() && String::from_utf8_lossy(&done.stderr).contains("is done"), "{}", String::from_utf8_lossy(&done.stderr));
    }
}

/// A card sale: settled on the clearing account in the same voucher, and its refund's
/// credit note naming the invoice, paid back through the clearing account.
mod a_card_sale_and_its_refund {
    use super::*;

    async fn on(backend: Backend) {
        let economic = FakeEconomic::start().await;
        let stripe = FakeStripe::start(crate::payments::KEY).await;
        let Some(app) = spawn_app_with(backend, |args| {
            crate::payments::with_stripe(&stripe)(args);
            books(&economic, args);
        })
        .await
        else {
            return;
        };
        let visitor = app.visitor();
        let order = crate::payments::card_order(&visitor, "da", json!([{"merchandiseId": SOCKET, "quantity": 1}])).await;
        stripe.pay(&order.session());
        crate::payments::page_of(&visitor, &order.page()).await;
        let admin = app.admin().await;
        assert_eq!(admin.post_json(&format!("/api/admin/orders/{}/ship", order.number), json!({})).await.status(), 200);
        let refund = json!({"amount": 2000, "reason": "Ridse i rammen", "key": "form-1"});
        assert_eq!(admin.post_json(&format!("/api/admin/orders/{}/refund", order.number), refund).await.status(), 200);
        settled(&app, Duration::from_secs(20)).await;

        let vouchers = economic.vouchers();
        assert_eq!(vouchers.len(), 2, "the invoice and the credit note");
        let (gross,): (i64,) = sqlx::query_as("select gross_minor from documents where kind = 'invoice'").fetch_one(&app.state.db).await.unwrap();
        let sale = &vouchers[0].body["entries"];
        assert_eq!(sale["manualCustomerInvoices"][0]["amount"].as_f64().unwrap(), gross as f64 / 100.0);
        let payment = &sale["customerPayments"][0];
        assert_eq!(payment["contraAccount"]["accountNumber"], 5830, "the card money waits on the clearing account");
        assert_eq!(payment["amount"].as_f64().unwrap(), -(gross as f64) / 100.0, "credited to the customer");
        assert_eq!(payment["customerInvoice"], 1);
        assert!(payment["dueDate"].is_null());

        let credit = &vouchers[1].body["entries"];
        let note = &credit["manualCustomerInvoices"][0];
        assert_eq!(note["text"], format!("Kreditnota 1, faktura 1, ordre {}", order.number));
        assert_eq!(note["amount"].as_f64().unwrap(), -20.0);
        assert_eq!(note["contraVatAmount"].as_f64().unwrap(), -4.0);
        assert_eq!(note["customerInvoice"], 1, "it names the invoice it corrects");
        assert!(note["dueDate"].is_null());
        assert_eq!(credit["customerPayments"][0]["amount"].as_f64().unwrap(), 20.0, "paid back through the clearing account");
        assert_eq!(vouchers[1].file.clone().unwrap().0, stored_pdf(&app, "credit_note", 1).await);
        assert_eq!(economic.customers().len(), 1);
    }

    crate::on_both_backends!(on);
}

/// Each kind of job has workers of its own: a bookkeeping system that hangs holds up
/// no receipt. One worker per kind, and e-conomic holding every call unanswered (the
/// client's timeout two minutes).
mod a_hanging_bookkeeping_system_holds_up_no_mail {
    use super::*;

    async fn on(backend: Backend) {
        let economic = FakeEconomic::start().await;
        let Some(app) = spawn_app_with(backend, |args| {
            books(&economic, args);
            args.jobs.jobs_workers = 1;
            args.bookkeeping.economic_timeout_ms = 120_000;
        })
        .await
        else {
            return;
        };
        economic.hang();
        let mut orders = Vec::new();
        for n in 0..3 {
            orders.push(place(&app, n, "bank_transfer").await);
        }
        let db = app.state.db.clone();
        let count = move |sql: &'static str| {
            let db = db.clone();
            async move { sqlx::query_scalar::<_, i64>(sql).fetch_one(&db).await.unwrap() }
        };
        // The one bookkeeping worker is held by e-conomic...
        let running = "select count(*) from jobs where kind = 'bookkeeping' and state = 'running'";
        let held = eventually(Duration::from_secs(20), || {
            let n = count(running);
            async move { n.await == 1 }
        })
        .await;
        assert!(held.is_ok(), "{:?}", jobs_of(&app).await);
        // ...while every order's receipt and the business's notice are sent.
        let done = "select count(*) from jobs where kind = 'mail' and state = 'done'";
        let sent = eventually(Duration::from_secs(20), || {
            let n = count(done);
            async move { n.await >= 6 }
        })
        .await;
        assert!(sent.is_ok(), "{:?}", jobs_of(&app).await);
        let mails = app.outbox_mails();
        for (n, number) in orders.iter().enumerate() {
            let receipt = mails.iter().any(|m| m.subject.contains(number.as_str()) && m.to == [format!("kunde{n}@example.dk")]);
            assert!(receipt, "{number}'s receipt");
        }
        assert_eq!(count("select count(*) from jobs where kind = 'bookkeeping' and state = 'done'").await, 0, "nothing booked yet");
    }

    crate::on_both_backends!(on);
}

/// Two instances with their workers on one database, and a worker killed in the middle
/// of a hand-off: every document booked once.
mod two_instances_and_a_killed_worker {
    use super::*;

    async fn on(backend: Backend) {
        let economic = FakeEconomic::start().await;
        // The first instance takes orders and does no jobs itself, at first.
        let Some(app) = spawn_app_with(backend, |args| {
            books(&economic, args);
            args.jobs.jobs_workers = 0;
        })
        .await
        else {
            return;
        };
        let order = place(&app, 0, "bank_transfer").await;
        // A worker takes the job, makes the voucher, and dies before the PDF.
        economic.script("POST", "/journals-experimental/1/vouchers/", Fault::Hold);
        let dying = Jobs::new(app.state.db.clone(), app.state.clock.clone(), Pacing { lease: Duration::from_millis(1500), ..Pacing::default() });
        app.state.bookkeeping.as_ref().unwrap().clone().register_with(&dying);
        let worker = tokio::spawn({
            let dying = dying.clone();
            async move { dying.run_one().await }
        });
        // Killed once it has kept the voucher it made (it then waits on the PDF's upload).
        let db = app.state.db.clone();
        let made = eventually(Duration::from_secs(20), || {
            let db = db.clone();
            async move {
                let result: Option<String> = sqlx::query_scalar("select result from jobs where kind = 'bookkeeping' limit 1").fetch_one(&db).await.unwrap();
                result.is_some_and(|r| r.contains("\"voucher\""))
            }
        })
        .await;
        assert!(made.is_ok());
        assert_eq!(economic.vouchers().len(), 1);
        worker.abort();

        // Two instances with workers; twenty more orders at once.
        let configure = |args: &mut ServeArgs| books(&economic, args);
        let (_, second) = spawn_instance_with_state(&app, configure).await;
        let (_, third) = spawn_instance_with_state(&app, |args| books(&economic, args)).await;
        let tasks: Vec<_> = (1..=20)
            .map(|n| {
                let checkout = if n % 2 == 0 { second.checkout.clone() } else { third.checkout.clone() };
                tokio::spawn(async move { checkout.place(&order_request(n, "bank_transfer"), None, elektriker::i18n::Lang::Da).await.unwrap() })
            })
            .collect();
        for task in tasks {
            task.await.unwrap();
        }
        settled(&app, Duration::from_secs(60)).await;
        let vouchers = economic.vouchers();
        assert_eq!(vouchers.len(), 21, "one voucher per invoice, none twice");
        let mut numbers: Vec<i64> = vouchers.iter().map(|v| v.body["entries"]["manualCustomerInvoices"][0]["customerInvoice"].as_i64().unwrap()).collect();
        numbers.sort();
        assert_eq!(numbers, (1..=21).collect::<Vec<_>>());
        assert!(vouchers.iter().all(|v| v.file.is_some()), "the killed worker's voucher got its PDF from the next");
        let first = jobs_of(&app).await.into_iter().find(|j| j.0.starts_with("bookkeeping:")).unwrap();
        assert_eq!((first.1.as_str(), first.2), ("done", 2), "taken over once the dead worker's lease ended: {first:?}");
        assert_eq!(entry_with(&economic.invoice_entries(), &format!("Faktura 1, ordre {order}"))["customerInvoice"], 1);
    }

    crate::on_both_backends!(on);
}

/// A shop that turns the hand-off on later books its past: `elektriker bookkeeping
/// sync` over 200 documents, twice, books each once.
mod sync_books_the_past {
    use super::*;

    async fn on(backend: Backend) {
        let economic = FakeEconomic::start().await;
        let Some(app) = spawn_app_with(backend, |_| {}).await else { return };
        let tasks: Vec<_> = (0..200)
            .map(|n| {
                let checkout = app.state.checkout.clone();
                tokio::spawn(async move {
                    checkout.place(&order_request(n, if n % 5 == 0 { "ean_invoice" } else { "bank_transfer" }), None, elektriker::i18n::Lang::Da).await.unwrap()
                })
            })
            .collect();
        for task in tasks {
            task.await.unwrap();
        }
        assert_eq!(jobs_of(&app).await.len(), 0, "nothing queued while the hand-off is off");
        let sync = |from: Option<&str>| {
            let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_elektriker"));
            command
                .args(["bookkeeping", "sync"])
                .env("DATABASE_URL", &app.database_url)
                .env("BOOKKEEPING", "e-conomic")
                .env("ECONOMIC_APP_SECRET_TOKEN", APP_SECRET)
                .env("ECONOMIC_AGREEMENT_GRANT_TOKEN", GRANT)
                .env("ECONOMIC_API_BASE", &economic.url)
                .env("RUST_LOG", "warn");
            if let Some(from) = from {
                command.args(["--from", from]);
            }
            command
        };
        let mut first = sync(None);
        let output = tokio::task::spawn_blocking(move || first.output().unwrap()).await.unwrap();
        let out = String::from_utf8_lossy(&output.stdout);
        assert!(output.status.success(), "{out}\n{}", String::from_utf8_lossy(&output.stderr));
        assert!(out.contains("200 queued; 0 documents not in e-conomic yet"), "{out}");
        assert_eq!(economic.vouchers().len(), 200);
        assert!(economic.vouchers().iter().all(|v| v.file.is_some()));
        assert!(booked(&app).await.iter().all(|(_, _, v)| v.is_some()));
        let mut second = sync(Some("2020-01-01"));
        let again = tokio::task::spawn_blocking(move || second.output().unwrap()).await.unwrap();
        let out = String::from_utf8_lossy(&again.stdout);
        assert!(again.status.success() && out.contains("0 queued"), "{out}");
        assert_eq!(economic.vouchers().len(), 200, "idempotent");
        // Every fifth is the municipality's, found again by its EAN.
        assert_eq!(economic.customers().len(), 161);
    }

    crate::on_both_backends!(on);
}

/// Settings that do not fit the agreement stop the start, naming the setting.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn settings_that_do_not_fit_the_agreement_stop_the_start_naming_the_setting() {
    let economic = FakeEconomic::start().await;
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}/site.db", dir.path().display());
    let start = |change: &dyn Fn(&mut ServeArgs)| {
        let mut args = ServeArgs::for_tests(&url);
        args.render.render_workers = Some(1);
        books(&economic, &mut args);
        change(&mut args);
        elektriker::app::Application::build(args)
    };
    let refused = |result: anyhow::Result<elektriker::app::Application>| match result {
        Ok(_) => panic!("the start was not refused"),
        Err(error) => format!("{error:#}"),
    };
    let error = refused(start(&|args| args.bookkeeping.economic_sales_account = 4242).await);
    assert!(error.contains("ECONOMIC_SALES_ACCOUNT=4242") && error.contains("no account 4242"), "{error}");
    let error = refused(start(&|args| args.bookkeeping.economic_clearing_account = 6000).await);
    assert!(error.contains("ECONOMIC_CLEARING_ACCOUNT=6000") && error.contains("barred"), "{error}");
    let error = refused(start(&|args| args.bookkeeping.economic_vat_code = "U12".into()).await);
    assert!(error.contains("ECONOMIC_VAT_CODE=U12") && error.contains("12.5"), "{error}");
    let error = refused(start(&|args| args.bookkeeping.economic_journal = 7).await);
    assert!(error.contains("ECONOMIC_JOURNAL=7"), "{error}");
    let error = refused(start(&|args| args.bookkeeping.economic_vat_zone = 3).await);
    assert!(error.contains("ECONOMIC_VAT_ZONE=3"), "{error}");
    let error = refused(start(&|args| args.bookkeeping.economic_agreement_grant_token = Some("wrong".into())).await);
    assert!(error.contains("ECONOMIC_AGREEMENT_GRANT_TOKEN") && error.contains("401"), "{error}");
    assert!(!error.contains("wrong"), "the token is not printed: {error}");
    let error = refused(start(&|args| args.bookkeeping.economic_app_secret_token = None).await);
    assert!(error.contains("needs ECONOMIC_APP_SECRET_TOKEN"), "{error}");
    // e-conomic down at the start: the shop starts, and the hand-offs retry later.
    let down = {
        let mut args = ServeArgs::for_tests(&url);
        args.render.render_workers = Some(1);
        books(&economic, &mut args);
        args.bookkeeping.economic_api_base = "http://127.0.0.1:9".into();
        elektriker::app::Application::build(args).await
    };
    assert!(down.is_ok(), "{:?}", down.err());
}

/// The queue's claim: 1,000 jobs, 20 workers at once, each job done once.
mod twenty_workers_do_no_job_twice {
    use super::*;

    struct Counting(Arc<Mutex<HashMap<String, usize>>>);

    impl Handler for Counting {
        fn run<'a>(&'a self, job: &'a Job) -> Running<'a> {
            Box::pin(async move {
                *self.0.lock().unwrap().entry(job.key.clone()).or_default() += 1;
                tokio::task::yield_now().await;
                Outcome::Done(None)
            })
        }
    }

    async fn on(backend: Backend) {
        let Some(app) = spawn_app_with(backend, |_| {}).await else { return };
        let done = Arc::new(Mutex::new(HashMap::new()));
        let mut conn = app.state.db.acquire().await.unwrap();
        let now = app.state.clock.unix_ms();
        for n in 0..1000 {
            assert!(elektriker::jobs::enqueue(&mut conn, now, Kind::Bookkeeping, &format!("count:{n}"), &json!({"n": n})).await.unwrap());
        }
        assert!(!elektriker::jobs::enqueue(&mut conn, now, Kind::Bookkeeping, "count:7", &json!({})).await.unwrap(), "one job per key");
        drop(conn);
        let workers: Vec<_> = (0..20)
            .map(|_| {
                let jobs = Jobs::new(app.state.db.clone(), app.state.clock.clone(), Pacing::default());
                jobs.handle(Kind::Bookkeeping, Arc::new(Counting(done.clone())));
                tokio::spawn(async move {
                    let mut ran = 0;
                    while jobs.run_one().await.expect("the queue answers") {
                        ran += 1;
                    }
                    ran
                })
            })
            .collect();
        let mut ran = Vec::new();
        for worker in workers {
            ran.push(worker.await.unwrap());
        }
        assert_eq!(ran.iter().sum::<usize>(), 1000, "{ran:?}");
        assert!(ran.iter().filter(|n| **n > 0).count() > 1, "more than one worker took work: {ran:?}");
        let done = done.lock().unwrap();
        assert_eq!(done.len(), 1000);
        assert!(done.values().all(|n| *n == 1), "a job done twice");
        let states: Vec<(String, i64)> = sqlx::query_as("select state, count(*) from jobs where kind = 'bookkeeping' group by state").fetch_all(&app.state.db).await.unwrap();
        assert_eq!(states, vec![(State::Done.code().to_owned(), 1000)]);
    }

    crate::on_both_backends!(on, 4);
}
