//! The customer's own data, on SQLite and PostgreSQL: the export holds exactly the
//! account's data and no secret; deleting the account (password and second factor)
//! leaves no personal field in any table while the orders' figures remain, mails a
//! confirmation, and the address can sign up again.

use elektriker::platform::db::Backend;
use serde_json::{Value, json};

use crate::db_tests;
use crate::helpers::{PASSWORD, TestApp, Visitor};

const SOCKET: &str = "gid://nordlys/ProductVariant/stikkontakt-1-modul-1";

/// A verified customer with an order (delivered to `street`, one item withdrawn), a
/// message sent from the contact page and a newsletter subscription.
async fn customer_with_everything(app: &TestApp, email: &str, street: &str) -> (Visitor, String) {
    let client = app.visitor();
    app.sign_up_verified(&client, email).await;
    let token = {
        let response = client.post_json("/api/checkout", json!({"lines": [{"merchandiseId": SOCKET, "quantity": 2}]})).await;
        let url = response.json::<Value>().await.unwrap()["checkoutUrl"].as_str().unwrap().to_owned();
        url.split_once("?cart=").unwrap().1.to_owned()
    };
    let order = json!({
        "cartId": token, "email": email, "paymentMethod": "bank_transfer", "acceptTerms": true, "comment": format!("Ring før levering til {street}"),
        "delivery": {"method": "parcel", "name": "Mette Hansen", "address": street, "postcode": "2200", "city": "København N", "phone": "12345678"},
    });
    let placed: Value = client.post_json("/api/orders", order).await.json().await.unwrap();
    let number = placed["orderNumber"].as_str().unwrap().to_owned();
    // One of the two withdrawn, with a reason that names the street.
    let opened = client.get(&format!("/fortryd?order={number}")).send().await.unwrap().text().await.unwrap();
    let statement = crate::helpers::page_data(&opened)["page"]["statement"].clone();
    let form = [
        ("intent", "confirm".to_owned()),
        ("order", number.clone()),
        ("submission", statement["submission"].as_str().expect("the statement form").to_owned()),
        ("name", "Mette Hansen".to_owned()),
        ("email", email.to_owned()),
        ("reason", format!("Flyttet fra {street}")),
        ("qty-0", "1".to_owned()),
    ];
    assert_eq!(client.post("/fortryd").form(&form).send().await.unwrap().status(), 303);
    let message = json!({"name": "Mette Hansen", "email": email, "phone": "12345678", "message": format!("Min tavle summer på {street}")});
    assert_eq!(app.visitor().post_json("/api/contact", message).await.status(), 201);
    assert_eq!(app.visitor().post_json("/api/newsletter", json!({"email": email})).await.status(), 202);
    (client, number)
}

/// Every row of every table as text, with its table's name.
async fn every_row(app: &TestApp) -> Vec<(String, String)> {
    let db = &app.state.db;
    let tables: Vec<String> = match elektriker::platform::db::backend(db) {
        Backend::Sqlite => sqlx::query_scalar("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
            .fetch_all(db)
            .await
            .unwrap(),
        Backend::Postgres => {
            sqlx::query_scalar("select table_name::text from information_schema.tables where table_schema = current_schema()")
                .fetch_all(db)
                .await
                .unwrap()
        }
    };
    let mut rows = Vec::new();
    for table in tables {
        let columns: Vec<String> = match elektriker::platform::db::backend(db) {
            Backend::Sqlite => sqlx::query_scalar(&format!("select name from pragma_table_info('{table}')")).fetch_all(db).await.unwrap(),
            Backend::Postgres => sqlx::query_scalar(
                "select column_name::text from information_schema.columns where table_schema = current_schema() and table_name = $1",
            )
            .bind(&table)
            .fetch_all(db)
            .await
            .unwrap(),
        };
        let joined = columns.iter().map(|c| format!("coalesce(cast(\"{c}\" as text), '')")).collect::<Vec<_>>().join(" || '|' || ");
        // As bytes: SQLite keeps some values as blobs that are not UTF-8.
        let bytes: Vec<Vec<u8>> = match elektriker::platform::db::backend(db) {
            Backend::Sqlite => sqlx::query_scalar(&format!("select cast({joined} as blob) from \"{table}\"")).fetch_all(db).await.unwrap(),
            Backend::Postgres => sqlx::query_scalar::<_, String>(&format!("select {joined} from \"{table}\""))
                .fetch_all(db)
                .await
                .unwrap()
                .into_iter()
                .map(String::into_bytes)
                .collect(),
        };
        rows.extend(bytes.into_iter().map(|b| (table.clone(), String::from_utf8_lossy(&b).into_owned())));
    }
    rows
}

db_tests! {
    async fn the_export_holds_exactly_the_accounts_data_and_no_secret(app) {
        let (mette, number) = customer_with_everything(&app, "mette@example.dk", "Nørrebrogade 10").await;
        let (_, codes) = crate::helpers::enrol_second_factor_with_codes(&mette).await;
        let (_bo, bo_number) = customer_with_everything(&app, "bo@example.dk", "Vesterbrogade 5").await;

        assert_eq!(app.visitor().get("/api/profile/export").send().await.unwrap().status(), 401);
        let response = mette.get("/api/profile/export").send().await.unwrap();
        assert_eq!(response.status(), 200);
        let disposition = response.headers()["content-disposition"].to_str().unwrap().to_owned();
        assert!(disposition.starts_with("attachment; filename=\"nordlys-el-mine-data-") && disposition.ends_with(".json\""), "{disposition}");
        assert!(response.headers()["cache-control"].to_str().unwrap().contains("no-store"));
        let text = response.text().await.unwrap();
        let export: Value = serde_json::from_str(&text).unwrap();

        assert_eq!(export["account"]["email"], "mette@example.dk");
        assert_eq!(export["account"]["firstName"], "Mette");
        assert!(export["account"]["emailVerifiedAt"].is_string());
        let orders = export["orders"].as_array().unwrap();
        assert_eq!(orders.len(), 1);
        assert_eq!(orders[0]["orderNumber"], number.as_str());
        assert_eq!(orders[0]["customer"]["address"], "Nørrebrogade 10");
        assert_eq!(orders[0]["figures"]["total"], 2 * 8900 + 4900);
        let withdrawals = export["withdrawals"].as_array().unwrap();
        assert_eq!(withdrawals.len(), 1);
        assert_eq!(withdrawals[0]["reason"], "Flyttet fra Nørrebrogade 10");
        let requests = export["requests"].as_array().unwrap();
        assert_eq!(requests.len(), 1);
        assert_eq!(requests[0]["message"], "Min tavle summer på Nørrebrogade 10");
        assert_eq!(export["newsletter"]["email"], "mette@example.dk");
        let sessions = export["sessions"].as_array().unwrap();
        assert!(!sessions.is_empty());
        assert_eq!(sessions.iter().filter(|s| s["current"] == true).count(), 1);
        assert_eq!(export["secondFactors"][0]["status"], "verified");
        assert_eq!(export["recoveryCodes"], json!({"total": 10, "unused": 10}));

        // Nothing of anyone else, and no secret of hers.
        assert!(!text.contains("bo@example.dk") && !text.contains(&bo_number), "another customer's data");
        let db = &app.state.db;
        let mut secrets: Vec<String> = sqlx::query_scalar("select password_hash from users").fetch_all(db).await.unwrap();
        secrets.extend(sqlx::query_scalar::<_, String>("select token_hash from sessions").fetch_all(db).await.unwrap());
        secrets.extend(sqlx::query_scalar::<_, String>("select secret from mfa_factors").fetch_all(db).await.unwrap());
        secrets.extend(sqlx::query_scalar::<_, String>("select code_hash from mfa_recovery_codes").fetch_all(db).await.unwrap());
        secrets.extend(sqlx::query_scalar::<_, String>("select token_hash from account_tokens").fetch_all(db).await.unwrap());
        secrets.extend(sqlx::query_scalar::<_, Option<String>>("select access_hash from orders").fetch_all(db).await.unwrap().into_iter().flatten());
        secrets.extend(codes);
        for secret in secrets {
            assert!(!text.contains(&secret), "a secret in the export: {secret}");
        }
        for key in ["password", "token", "secret", "hash"] {
            assert!(!text.to_lowercase().contains(&format!("\"{key}")), "a field named like a secret: {key}");
        }
    }

    async fn deleting_the_account_leaves_no_personal_field_while_the_orders_figures_remain(app) {
        let (mette, number) = customer_with_everything(&app, "mette@example.dk", "Nørrebrogade 10").await;
        let (_, codes) = crate::helpers::enrol_second_factor_with_codes(&mette).await;
        let (_bo, _) = customer_with_everything(&app, "bo@example.dk", "Vesterbrogade 5").await;
        // Her address, her street (in the order, its comment and her message).
        let personal = ["mette@example.dk", "Nørrebrogade"];
        assert!(every_row(&app).await.iter().any(|(_, row)| row.contains("mette@example.dk")));

        // The owner proves it: a wrong password, or no code with a second factor set,
        // deletes nothing.
        let wrong = mette.post_json("/api/profile/delete", json!({"password": "forkert-kode"})).await;
        assert_eq!(wrong.status(), 403);
        let no_code = mette.post_json("/api/profile/delete", json!({"password": PASSWORD})).await;
        assert_eq!(no_code.status(), 422);
        assert_eq!(app.visitor().post_json("/api/profile/delete", json!({"password": PASSWORD})).await.status(), 401);
        let users: i64 = sqlx::query_scalar("select count(*) from users").fetch_one(&app.state.db).await.unwrap();
        assert_eq!(users, 2);

        let before = app.outbox_mails().len();
        let done = mette.post_json("/api/profile/delete", json!({"password": PASSWORD, "code": codes[0]})).await;
        assert_eq!(done.status(), 200);
        assert!(done.headers()["set-cookie"].to_str().unwrap().contains("Max-Age=0"), "the session cookie is cleared");
        assert_eq!(done.json::<Value>().await.unwrap()["message"], "Vi har slettet din konto og sendt en bekræftelse på mail.");

        // No personal field left in any table, except the confirmation on its way.
        let rows = every_row(&app).await;
        for (table, row) in &rows {
            if table == "mail_outbox" && row.contains("|account-deleted|") {
                continue;
            }
            // An issued invoice is a voucher the law keeps for five years (bogføringsloven
            // § 10), with the buyer on it: erasure does not reach it (GDPR art. 17(3)(b)).
            if table == "documents" {
                continue;
            }
            for needle in personal {
                assert!(!row.contains(needle), "{needle} is still in {table}: {row}");
            }
        }
        assert!(rows.iter().any(|(_, row)| row.contains("bo@example.dk")), "another customer's data stays");
        // The order's lines and figures stay for the bookkeeping.
        let (user_id, customer, email, goods, shipping, total, vat, items): (Option<String>, Option<String>, Option<String>, i64, i64, i64, i64, String) =
            sqlx::query_as("select user_id, customer, email, goods_minor, shipping_minor, total_amount_minor, vat_minor, items from orders where order_number = $1")
                .bind(&number).fetch_one(&app.state.db).await.unwrap();
        assert_eq!((user_id, customer, email), (None, None, None));
        assert_eq!((goods, shipping, total, vat), (17800, 4900, 22700, 4540));
        assert!(items.contains("Stikkontakt 1-modul med jord"));
        let invoice: String = sqlx::query_scalar("select content from documents where order_number = $1 and kind = 'invoice'")
            .bind(&number).fetch_one(&app.state.db).await.unwrap();
        assert!(invoice.contains("Nørrebrogade"), "the invoice stays as issued");

        // The session is gone, a confirmation is mailed, and the address is free again.
        let session: Value = mette.get("/api/session").send().await.unwrap().json().await.unwrap();
        assert!(session["user"].is_null(), "{session}");
        let mails = app.wait_for_outbox(before + 1).await;
        let confirmation = mails.iter().find(|m| m.subject == "Din konto er slettet").expect("the confirmation");
        assert_eq!(confirmation.to, ["mette@example.dk"]);
        assert!(confirmation.text.contains("5 år") && !confirmation.text.contains("Nørrebrogade"));
        let again = app.visitor().sign_up_in("da", "mette@example.dk").await;
        assert_eq!(again.status(), 201);
    }
}

const DAY_MS: i64 = 24 * 3600 * 1000;

/// A time `days` from the application's clock, as the database keeps it.
fn days_from_now(app: &TestApp, days: i64) -> String {
    app.state.clock.rfc3339_offset(days * DAY_MS)
}

async fn request_at(app: &TestApp, id: &str, created_days: i64, handled_days: Option<i64>, case: bool) {
    sqlx::query(
        "insert into contact_requests (id, kind, name, email, phone, message, lang, created_at, status, handled_at, kept_as_case)
         values ($1, 'contact', 'Jens', 'jens@example.dk', null, 'Hej', 'da', $2, $3, $4, $5)",
    )
    .bind(id)
    .bind(days_from_now(app, created_days))
    .bind(if handled_days.is_some() { "handled" } else { "new" })
    .bind(handled_days.map(|d| days_from_now(app, d)))
    .bind(i64::from(case))
    .execute(&app.state.db)
    .await
    .unwrap();
}

async fn ids(app: &TestApp, sql: &str) -> Vec<String> {
    let mut ids: Vec<String> = sqlx::query_scalar(sql).fetch_all(&app.state.db).await.unwrap();
    ids.sort();
    ids
}

db_tests! {
    async fn the_daily_retention_job_follows_the_policy_on_a_moved_clock(app) {
        // Requests: untouched for 400 days (deleted), the same kept as a case, handled
        // 10 days ago (touched), sent 100 days ago.
        request_at(&app, "old", -400, None, false).await;
        request_at(&app, "case", -400, Some(-380), true).await;
        request_at(&app, "touched", -400, Some(-10), false).await;
        request_at(&app, "recent", -100, None, false).await;
        // Accounts: one unused for 3 years less 29 days, one administrator as old, one
        // that is used.
        let (old, _) = customer_with_everything(&app, "gammel@example.dk", "Amagerbrogade 1").await;
        drop(old);
        elektriker::accounts::create_user(&app.state.db, &app.state.accounts.hasher,
            &elektriker::accounts::validation::sign_up("Ada", "Admin", "admin@example.dk", "admin-kode-1").unwrap(), true).await.ok().expect("an administrator");
        let active = app.visitor();
        app.sign_up_verified(&active, "aktiv@example.dk").await;
        let long_ago = days_from_now(&app, -(3 * 365 - 29));
        sqlx::query("update users set last_active_at = $1 where email <> 'aktiv@example.dk'").bind(&long_ago).execute(&app.state.db).await.unwrap();
        // An expired session.
        let expired: i64 = sqlx::query_scalar("select count(*) from sessions").fetch_one(&app.state.db).await.unwrap();
        sqlx::query("update sessions set expires_at = 1 where user_id = (select id from users where email = 'gammel@example.dk')")
            .execute(&app.state.db).await.unwrap();
        let before = app.outbox_mails().len();

        // Two instances at once: one runs it.
        let (a, b) = tokio::join!(app.state.retention.run_if_due(), app.state.retention.run_if_due());
        let reports: Vec<_> = [a.unwrap(), b.unwrap()].into_iter().flatten().collect();
        assert_eq!(reports.len(), 1, "once a day, on one instance");
        let report = &reports[0];
        assert_eq!(report.requests, 1);
        assert!(report.sessions >= 1 && expired >= 1);
        assert_eq!(report.accounts_warned, 1, "the customer, not the administrator nor the active one");
        assert_eq!(report.accounts_deleted, 0, "warned first");
        assert_eq!(ids(&app, "select id from contact_requests where email = 'jens@example.dk'").await, ["case", "recent", "touched"]);
        let mails = app.wait_for_outbox(before + 1).await;
        let warning = mails.iter().find(|m| m.subject == "Din konto slettes om 30 dage").expect("a warning");
        assert_eq!(warning.to, ["gammel@example.dk"]);
        assert!(warning.text.contains("/auth"));
        assert_eq!(app.state.retention.run_if_due().await.unwrap(), None, "not due again the same day");

        // 31 days later the warned account is deleted like its owner would; its order
        // keeps its figures without the customer.
        app.state.clock.advance(std::time::Duration::from_millis((31 * DAY_MS) as u64));
        let report = app.state.retention.run_if_due().await.unwrap().expect("due again");
        assert_eq!(report.accounts_deleted, 1);
        assert_eq!(report.requests, 0, "the others are 131 and 41 days from their last handling, and a case stays");
        let emails = ids(&app, "select email from users").await;
        assert_eq!(emails, ["admin@example.dk", "aktiv@example.dk"]);
        let orphaned: (i64, i64) = sqlx::query_as("select count(*), count(customer) from orders").fetch_one(&app.state.db).await.unwrap();
        assert_eq!(orphaned, (1, 0));
    }

    async fn a_sign_in_answers_the_warning(app) {
        let client = app.visitor();
        app.sign_up_verified(&client, "mette@example.dk").await;
        sqlx::query("update users set last_active_at = $1").bind(days_from_now(&app, -(3 * 365 - 29))).execute(&app.state.db).await.unwrap();
        let report = app.state.retention.run_if_due().await.unwrap().unwrap();
        assert_eq!(report.accounts_warned, 1);
        let response = app.visitor().post_json("/api/auth/sign-in", json!({"email": "mette@example.dk", "password": PASSWORD})).await;
        assert_eq!(response.status(), 200);
        app.state.clock.advance(std::time::Duration::from_millis((31 * DAY_MS) as u64));
        let report = app.state.retention.run_if_due().await.unwrap().unwrap();
        assert_eq!((report.accounts_warned, report.accounts_deleted), (0, 0));
        assert_eq!(ids(&app, "select email from users").await, ["mette@example.dk"]);
    }
}
