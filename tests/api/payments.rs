//! Card and MobilePay through Stripe Checkout, on SQLite and PostgreSQL, against a
//! loopback server that speaks Stripe's API as Stripe does (`fake_stripe`): the order
//! placed awaiting payment with its stock held and sent to the hosted page, the
//! payment read from the provider (never the return address), webhooks signed and
//! handled once whatever their order, the job that finds what no webhook told, a late
//! payment for a cancelled order, the provider failing or slow, the money drawn when
//! the goods leave and refunds never above what was drawn.

use std::time::Duration;

use serde_json::{Value, json};

use crate::checkout::{SOCKET, cart_in, order_body, place};
use crate::fake_stripe::{Fault, FakeStripe, Mode};
use crate::helpers::{Backend, TestApp, Visitor, eventually, page_data, spawn_app_with, spawn_instance_with_state};

pub(crate) const KEY: &str = "sk_test_51ElektrikerNordlys";
const WEBHOOK_SECRET: &str = "whsec_elektriker_test";

pub(crate) fn with_stripe(fake: &FakeStripe) -> impl FnOnce(&mut elektriker::settings::ServeArgs) + '_ {
    move |args| {
        args.payments.payment_provider = Some(elektriker::payments::ProviderKind::Stripe);
        args.payments.stripe_secret_key = Some(KEY.into());
        args.payments.stripe_webhook_secret = Some(WEBHOOK_SECRET.into());
        args.payments.stripe_api_base = fake.url.clone();
        args.payments.payment_timeout_ms = 1500;
        args.payments.payment_retry_base_ms = 20;
        args.metrics_addr = Some("127.0.0.1:0".parse().unwrap());
    }
}

/// Each test on SQLite and (when reachable) PostgreSQL, with a fake Stripe of its own.
macro_rules! stripe_tests {
    ($(async fn $name:ident($app:ident, $stripe:ident) $body:block)*) => {$(
        mod $name {
            #[allow(unused_imports)]
            use super::*;
            async fn run($app: TestApp, $stripe: FakeStripe) $body

            async fn on(backend: Backend) {
                let stripe = FakeStripe::start(KEY).await;
                if let Some(app) = spawn_app_with(backend, with_stripe(&stripe)).await {
                    run(app, stripe).await
                }
            }

            $crate::on_both_backends!(on);
        }
    )*};
}

/// An order paid by card: its number, the guest key (the cart's token) and the
/// provider's page it was sent to.
pub(crate) struct CardOrder {
    pub(crate) number: String,
    pub(crate) key: String,
    pub(crate) answer: Value,
}

impl CardOrder {
    pub(crate) fn session(&self) -> String {
        let url = self.answer["paymentUrl"].as_str().unwrap_or_else(|| panic!("no paymentUrl in {}", self.answer));
        url.rsplit('/').next().unwrap().to_owned()
    }
    pub(crate) fn page(&self) -> String {
        format!("/ordre/{}?key={}", self.number, self.key)
    }
}

pub(crate) async fn card_order(visitor: &Visitor, lang: &str, lines: Value) -> CardOrder {
    let key = cart_in(visitor, lang, lines).await;
    let mut body = order_body(&key);
    body["paymentMethod"] = json!("card");
    let response = place(visitor, lang, &body).await;
    assert_eq!(response.status(), 201);
    let answer: Value = response.json().await.unwrap();
    CardOrder { number: answer["orderNumber"].as_str().unwrap().to_owned(), key, answer }
}

async fn order_status(app: &TestApp, number: &str) -> String {
    sqlx::query_scalar("select status from orders where order_number = $1").bind(number).fetch_one(&app.state.db).await.unwrap()
}

async fn payment_state(app: &TestApp, number: &str) -> (String, i64, i64, i64) {
    sqlx::query_as("select state, authorised_minor, captured_minor, refunded_minor from payments where order_number = $1 order by attempt desc limit 1")
        .bind(number)
        .fetch_one(&app.state.db)
        .await
        .unwrap()
}

/// Mails of `kind` queued for `number` (the durable outbox, on every instance).
async fn mails(app: &TestApp, kind: &str, number: &str) -> i64 {
    sqlx::query_scalar("select count(*) from mail_outbox where kind = $1 and subject like $2")
        .bind(kind)
        .bind(format!("%{number}%"))
        .fetch_one(&app.state.db)
        .await
        .unwrap()
}

/// The order's credit notes: each one's amount and line.
async fn credit_notes(app: &TestApp, number: &str) -> Vec<(i64, String)> {
    let rows: Vec<(i64, String)> = sqlx::query_as("select gross_minor, content from documents where kind = 'credit_note' and order_number = $1 order by number")
        .bind(number)
        .fetch_all(&app.state.db)
        .await
        .unwrap();
    rows.into_iter().map(|(gross, content)| (gross, serde_json::from_str::<Value>(&content).unwrap()["lines"][0]["description"].as_str().unwrap_or_default().to_owned())).collect()
}

/// The order's invoices (their numbers).
async fn invoices(app: &TestApp, number: &str) -> Vec<i64> {
    sqlx::query_scalar("select number from documents where kind = 'invoice' and order_number = $1").bind(number).fetch_all(&app.state.db).await.unwrap()
}

/// "Betal med bankoverførsel i stedet" on the order page, as its form posts it.
async fn switch_to_bank(visitor: &Visitor, order: &CardOrder) -> u16 {
    let answer = visitor
        .post(&order.page())
        .form(&[("key", order.key.as_str()), ("intent", "switch"), ("method", "bank_transfer")])
        .send()
        .await
        .unwrap();
    answer.status().as_u16()
}

/// The receipt of `number` in the outbox folder, once it is there.
async fn receipt_of(app: &TestApp, number: &str) -> crate::smtp::Mail {
    // The customer's (the business's notice names the order too).
    let is_receipt = |m: &crate::smtp::Mail| {
        m.subject.contains(number) && m.text.contains(number) && m.subject.to_lowercase().contains("ordre") && m.to == ["mette@example.dk"]
    };
    let _ = eventually(Duration::from_secs(20), || async { app.outbox_mails().iter().any(is_receipt) }).await;
    app.outbox_mails().into_iter().find(is_receipt).expect("the receipt was sent")
}

/// The payment jobs that are due, done now (the queue's workers poll; a test that
/// moved the clock does not wait for them).
async fn follow_payments(app: &TestApp) {
    app.state.jobs.settle(elektriker::jobs::Kind::Payment).await.unwrap();
}

/// The states of the jobs that follow `number`'s payments.
async fn payment_jobs(app: &TestApp, number: &str) -> Vec<String> {
    sqlx::query_scalar("select state from jobs where kind = 'payment' and payload like $1 order by created_ms")
        .bind(format!("%\"{number}\"%"))
        .fetch_all(&app.state.db)
        .await
        .unwrap()
}

/// A card order of one socket (138,00), paid and marked as sent: the money drawn.
async fn shipped_card_order(app: &TestApp, stripe: &FakeStripe) -> (CardOrder, Visitor) {
    let visitor = app.visitor();
    let admin = app.admin().await;
    let order = card_order(&visitor, "da", json!([{"merchandiseId": SOCKET, "quantity": 1}])).await;
    stripe.pay(&order.session());
    page_of(&visitor, &order.page()).await;
    assert_eq!(admin.post_json(&format!("/api/admin/orders/{}/ship", order.number), json!({})).await.status(), 200);
    (order, admin)
}

/// The metrics listener's text.
async fn metrics(app: &TestApp) -> String {
    let at = app.metrics_address.as_deref().expect("a metrics listener");
    reqwest::get(format!("{at}/metrics")).await.unwrap().text().await.unwrap()
}

async fn stock(app: &TestApp) -> Option<i64> {
    sqlx::query_scalar("select inventory_quantity from shop_variants where id = $1").bind(SOCKET).fetch_one(&app.state.db).await.unwrap()
}

/// The order page's data as its customer sees it.
pub(crate) async fn page_of(visitor: &Visitor, path: &str) -> Value {
    let response = visitor.get(path).send().await.unwrap();
    assert_eq!(response.status(), 200, "{path}");
    page_data(&response.text().await.unwrap())["page"].clone()
}

fn event_for_session(stripe: &FakeStripe, kind: &str, session: &str) -> Value {
    stripe.event(kind, stripe.session(session))
}

async fn webhook(app: &TestApp, stripe: &FakeStripe, event: &Value) -> reqwest::Response {
    let response = stripe.send_event(&app.url("/api/webhooks/stripe"), WEBHOOK_SECRET, event).await;
    if !response.status().is_success() {
        let logs = crate::helpers::captured_logs();
        let tail: Vec<&str> = logs.lines().filter(|l| l.contains("payment") || l.contains("Stripe")).collect();
        eprintln!("webhook answered {}: {}", response.status(), tail[tail.len().saturating_sub(5)..].join("\n"));
    }
    response
}

stripe_tests! {
    async fn passing_faults_are_sent_again_with_one_key_and_refusals_are_not(app, stripe) {
        let visitor = app.visitor();
        let admin = app.admin().await;
        let order = card_order(&visitor, "da", json!([{"merchandiseId": SOCKET, "quantity": 1}])).await;
        stripe.pay(&order.session());
        assert_eq!(page_of(&visitor, &order.page()).await["payment"]["state"], "authorised");
        // "Marker som sendt" while Stripe is busy: a lock timeout (409), a rate limit
        // that says to retry, then a 503: four requests, one key, one capture.
        let capture = "/v1/payment_intents/";
        stripe.fail_next("POST", capture, Fault::Status { status: 409, should_retry: None, retry_after: None });
        stripe.fail_next("POST", capture, Fault::Status { status: 429, should_retry: Some(true), retry_after: None });
        stripe.fail_next("POST", capture, Fault::Status { status: 503, should_retry: None, retry_after: None });
        let shipped = admin.post_json(&format!("/api/admin/orders/{}/ship", order.number), json!({})).await;
        assert_eq!(shipped.status(), 200);
        let captures: Vec<_> = stripe.calls().into_iter().filter(|c| c.method == "POST" && c.path.ends_with("/capture")).collect();
        assert_eq!(captures.len(), 4, "{captures:?}");
        let keys: std::collections::BTreeSet<_> = captures.iter().map(|c| c.idempotency_key.clone()).collect();
        assert_eq!(keys.len(), 1, "the same key every time: {keys:?}");
        assert!(keys.iter().next().unwrap().as_deref().is_some_and(|k| k.starts_with("capture-")));
        assert_eq!(payment_state(&app, &order.number).await, ("captured".into(), 13800, 13800, 0));
        let text = metrics(&app).await;
        for cause in ["409", "should_retry", "5xx"] {
            assert!(text.contains(&format!("elektriker_payment_retries_total{{reason=\"{cause}\"}} 1")), "{cause}: {text}");
        }
        // A 500 Stripe says not to retry, and a refusal (another 4xx): one request each.
        let refunds = || stripe.count("POST", "/v1/refunds");
        stripe.fail_next("POST", "/v1/refunds", Fault::Status { status: 500, should_retry: Some(false), retry_after: None });
        let path = format!("/api/admin/orders/{}/refund", order.number);
        let refused = admin.post_json(&path, json!({"amount": 500, "reason": "Ridse", "key": "form-1"})).await;
        assert!(refused.status().is_server_error(), "{}", refused.status());
        assert_eq!(refunds(), 1);
        let too_much = admin.post_json(&path, json!({"amount": 99_999, "reason": "Ridse", "key": "form-2"})).await;
        assert_eq!(too_much.status(), 422);
        assert_eq!(refunds(), 1, "refused by the shop before Stripe is asked");
        // Stripe acts and its answer is lost: the retry with the same key is answered
        // with the kept refund, made once.
        stripe.fail_next("POST", "/v1/refunds", Fault::Lost);
        let made = admin.post_json(&path, json!({"amount": 700, "reason": "Ridse", "key": "form-3"})).await;
        assert_eq!(made.status(), 200);
        let sent: Vec<_> = stripe.calls().into_iter().filter(|c| c.method == "POST" && c.path == "/v1/refunds").collect();
        assert_eq!(sent.len(), 3);
        assert_eq!(sent[1].idempotency_key, sent[2].idempotency_key);
        let intent = stripe.session(&order.session())["payment_intent"].as_str().unwrap().to_owned();
        let charge = stripe.payment_intent(&intent)["latest_charge"].as_str().unwrap().to_owned();
        assert_eq!(stripe.charge(&charge)["amount_refunded"], 700, "refunded once");
        assert_eq!(payment_state(&app, &order.number).await.3, 700);
        assert_eq!(credit_notes(&app, &order.number).await.len(), 1);
    }

    async fn a_refund_left_unanswered_is_asked_again_as_it_was_recorded(app, stripe) {
        let (order, admin) = shipped_card_order(&app, &stripe).await;
        // A refund of 4,00 for "Ridse" recorded, and the server stopped before Stripe
        // answered (no reference kept).
        let payment: String = sqlx::query_scalar("select id from payments where order_number = $1").bind(&order.number).fetch_one(&app.state.db).await.unwrap();
        sqlx::query(
            "insert into payment_refunds (id, payment_id, order_number, idempotency_key, amount_minor, reason, created_by, created_at)
             values ('r1', $1, $2, $3, 400, 'Ridse', 'admin@example.dk', '2026-11-29T10:00:00Z')",
        )
        .bind(&payment)
        .bind(&order.number)
        .bind(format!("{}-refund-form-9", order.number))
        .execute(&app.state.db)
        .await
        .unwrap();
        // The same form sent again, its reason retyped: the refund asked for is the
        // recorded one, made once.
        let path = format!("/api/admin/orders/{}/refund", order.number);
        let again = admin.post_json(&path, json!({"amount": 900, "reason": "Bule", "key": "form-9"})).await;
        assert_eq!(again.status(), 200);
        let sent: Vec<_> = stripe.calls().into_iter().filter(|c| c.method == "POST" && c.path == "/v1/refunds").collect();
        assert_eq!(sent.len(), 1);
        assert_eq!(sent[0].params["amount"], "400");
        assert_eq!(sent[0].params["metadata"]["reason"], "Ridse");
        assert_eq!(payment_state(&app, &order.number).await.3, 400);
        let reference: Option<String> = sqlx::query_scalar("select reference from payment_refunds where id = 'r1'").fetch_one(&app.state.db).await.unwrap();
        assert!(reference.is_some_and(|r| r.starts_with("re_")), "settled");
    }

    async fn each_key_is_its_operation_and_its_parameters(app, stripe) {
        let (order, admin) = shipped_card_order(&app, &stripe).await;
        let path = format!("/api/admin/orders/{}/refund", order.number);
        assert_eq!(admin.post_json(&path, json!({"amount": 300, "reason": "Ridse", "key": "form-a"})).await.status(), 200);
        assert_eq!(admin.post_json(&path, json!({"amount": 300, "reason": "Bule", "key": "form-b"})).await.status(), 200);
        let keys: Vec<_> = stripe.calls().into_iter().filter(|c| c.path == "/v1/refunds").map(|c| c.idempotency_key.unwrap()).collect();
        assert_eq!(keys.len(), 2);
        assert_ne!(keys[0], keys[1], "another reason, another refund");
        assert!(keys.iter().all(|k| k.starts_with("refund-")), "{keys:?}");
        assert_eq!(payment_state(&app, &order.number).await.3, 600);
    }

    async fn cancelling_a_cancelled_payment_is_done_and_an_event_of_another_type_asks_nothing(app, stripe) {
        let visitor = app.visitor();
        let admin = app.admin().await;
        let order = card_order(&visitor, "da", json!([{"merchandiseId": SOCKET, "quantity": 1}])).await;
        let intent = stripe.pay(&order.session());
        page_of(&visitor, &order.page()).await;
        let cancel = || admin.put(&format!("/api/admin/orders/{}/status", order.number)).json(&json!({"status": "cancelled"})).send();
        assert_eq!(cancel().await.unwrap().status(), 200);
        assert_eq!(stripe.payment_intent(&intent)["status"], "canceled");
        // The answer to that cancel was lost to the shop (its record still says
        // authorised): cancelling again finds it cancelled, and that is done.
        sqlx::query("update payments set state = 'authorised' where order_number = $1").bind(&order.number).execute(&app.state.db).await.unwrap();
        sqlx::query("update orders set status = 'authorised' where order_number = $1").bind(&order.number).execute(&app.state.db).await.unwrap();
        let again = cancel().await.unwrap();
        assert_eq!(again.status(), 200, "{}", again.text().await.unwrap());
        assert_eq!(payment_state(&app, &order.number).await.0, "cancelled");
        // An event the shop does not act on: 200, and Stripe is not asked.
        let before = stripe.calls().len();
        let created = stripe.event("payment_intent.created", stripe.payment_intent(&intent));
        let answer = webhook(&app, &stripe, &created).await;
        assert_eq!(answer.status(), 200);
        assert_eq!(answer.json::<Value>().await.unwrap()["handled"], false);
        assert_eq!(stripe.calls().len(), before, "no call to Stripe");
        // One it acts on asks.
        let expired = event_for_session(&stripe, "checkout.session.completed", &order.session());
        assert_eq!(webhook(&app, &stripe, &expired).await.status(), 200);
        assert!(stripe.calls().len() > before);
    }

    async fn a_card_order_is_authorised_then_drawn_when_sent_and_partly_refunded(app, stripe) {
        sqlx::query("update shop_variants set inventory_quantity = 10 where id = $1").bind(SOCKET).execute(&app.state.db).await.unwrap();
        let visitor = app.visitor();
        let order = card_order(&visitor, "en", json!([{"merchandiseId": SOCKET, "quantity": 2}])).await;
        // 2 × 89 kr + 49 kr shipping: in øre, DKK, with the order's number, its lines, the
        // customer's e-mail, manual capture, cards and MobilePay, 45 minutes to pay.
        let calls = stripe.calls();
        let create = calls.iter().find(|c| c.path == "/v1/checkout/sessions" && c.method == "POST").expect("a session was made");
        let p = &create.params;
        assert_eq!(p["mode"], "payment");
        assert_eq!(p["payment_method_types"], json!(["card", "mobilepay"]));
        assert_eq!(p["payment_intent_data"]["capture_method"], "manual");
        assert_eq!(p["client_reference_id"], order.number.as_str());
        assert_eq!(p["metadata"]["order_number"], order.number.as_str());
        assert_eq!(p["customer_email"], "mette@example.dk");
        assert_eq!(p["locale"], "en");
        assert_eq!(p["line_items"][0]["price_data"]["unit_amount"], "8900");
        assert_eq!(p["line_items"][0]["quantity"], "2");
        assert_eq!(p["line_items"][0]["price_data"]["currency"], "dkk");
        assert_eq!(p["line_items"][1]["price_data"]["unit_amount"], "4900");
        assert!(p["success_url"].as_str().unwrap().ends_with(&format!("/en{}", order.page())), "{}", p["success_url"]);
        let expires: i64 = p["expires_at"].as_str().unwrap().parse().unwrap();
        let now = time::OffsetDateTime::now_utc().unix_timestamp();
        assert!((expires - now - 45 * 60).abs() < 60, "expires in {} s", expires - now);
        assert!(create.idempotency_key.is_some());
        let session = stripe.session(&order.session());
        assert_eq!(session["amount_total"], 22700);
        // Awaiting payment, stock held, no receipt yet.
        assert_eq!(order_status(&app, &order.number).await, "awaiting_payment");
        assert_eq!(stock(&app).await, Some(8));
        assert_eq!(mails(&app, "order-confirmation", &order.number).await, 0);

        // Back from the page before paying: the order waits, with both ways on.
        let page = page_of(&visitor, &format!("/en{}", order.page())).await;
        assert_eq!(page["payment"]["state"], "open");
        assert_eq!(page["payment"]["payable"], true);

        stripe.pay(&order.session());
        let page = page_of(&visitor, &format!("/en{}", order.page())).await;
        assert_eq!(page["payment"]["state"], "authorised");
        assert_eq!(page["order"]["status"], "authorised");
        assert_eq!(payment_state(&app, &order.number).await, ("authorised".into(), 22700, 0, 0));
        // The receipt, once, in English, though the page was asked again.
        page_of(&visitor, &format!("/en{}", order.page())).await;
        assert_eq!(mails(&app, "order-confirmation", &order.number).await, 1);
        let is_receipt = |m: &crate::smtp::Mail| m.subject.contains(&order.number) && m.to == ["mette@example.dk"];
        let _ = eventually(Duration::from_secs(20), || async { app.outbox_mails().iter().any(is_receipt) }).await;
        let receipt = app.outbox_mails().into_iter().find(is_receipt).expect("the receipt was sent");
        assert!(receipt.text.contains("charged when your items are dispatched"), "{}", receipt.text);
        assert!(receipt.text.contains(&format!("key={}", order.key)), "the receipt links the order: {}", receipt.text);

        // Marked as sent: the money is drawn, the customer told, who did it kept.
        let admin = app.admin().await;
        let response = admin.post_json(&format!("/api/admin/orders/{}/ship", order.number), json!({"trackingNumber": "00370712345", "carrier": "PostNord"})).await;
        assert_eq!(response.status(), 200);
        assert_eq!(payment_state(&app, &order.number).await, ("captured".into(), 22700, 22700, 0));
        let intent = stripe.session(&order.session())["payment_intent"].as_str().unwrap().to_owned();
        assert_eq!(stripe.payment_intent(&intent)["status"], "succeeded");
        assert_eq!(stripe.payment_intent(&intent)["amount_received"], 22700);
        let shipped: (String, Option<String>, Option<String>) =
            sqlx::query_as("select status, shipped_by, tracking_number from orders where order_number = $1").bind(&order.number).fetch_one(&app.state.db).await.unwrap();
        assert_eq!(shipped, ("completed".into(), Some("admin@example.dk".into()), Some("00370712345".into())));
        // Marking again draws nothing more.
        let again = admin.post_json(&format!("/api/admin/orders/{}/ship", order.number), json!({})).await;
        assert_eq!(again.status(), 200);
        assert_eq!(stripe.count("POST", &format!("/v1/payment_intents/{intent}/capture")), 1);
        assert_eq!(mails(&app, "order-shipped", &order.number).await, 1);

        // A part refunded with our reason; pressing twice refunds once.
        let refund = json!({"amount": 8900, "reason": "Stikkontakten var defekt", "key": "form-1"});
        let refund_path = format!("/api/admin/orders/{}/refund", order.number);
        let (first, second) = tokio::join!(admin.post_json(&refund_path, refund.clone()), admin.post_json(&refund_path, refund.clone()));
        assert_eq!((first.status(), second.status()), (reqwest::StatusCode::OK, reqwest::StatusCode::OK), "both copies answered with the one refund");
        let refunds: Vec<_> = stripe.calls().into_iter().filter(|c| c.path == "/v1/refunds").collect();
        assert!(refunds.iter().all(|c| c.params["metadata"]["reason"] == "Stikkontakten var defekt"));
        assert!(refunds.iter().all(|c| c.params["reason"] == "requested_by_customer"));
        let charge = stripe.payment_intent(&intent)["latest_charge"].as_str().unwrap().to_owned();
        assert_eq!(stripe.charge(&charge)["amount_refunded"], 8900, "one refund reached Stripe");
        assert_eq!(payment_state(&app, &order.number).await, ("partly_refunded".into(), 22700, 22700, 8900));
        assert_eq!(mails(&app, "order-refund", &order.number).await, 1);
        // The invoice went with the "sent" mail, the credit note goes with the refund's
        // (this customer's language is English).
        let attached = |name: &'static str| move |m: &crate::smtp::Mail| m.attachments.iter().any(|a| a == name);
        let _ = eventually(Duration::from_secs(20), || async { app.outbox_mails().iter().any(attached("credit-note-1.pdf")) }).await;
        let sent = app.outbox_mails();
        assert!(sent.iter().any(attached("invoice-1.pdf")), "the invoice with the shipped mail (an English customer's)");
        let credit = sent.iter().find(|m| attached("credit-note-1.pdf")(m)).expect("the credit note with the refund's mail");
        assert!(credit.text.contains("Credit note 1 is attached as a PDF."), "{}", credit.text);
        assert!(credit.text.contains("Reason") && credit.text.contains("Stikkontakten var defekt"), "the customer reads why: {}", credit.text);
        assert_eq!(credit_notes(&app, &order.number).await, [(8900, "Refund: Stikkontakten var defekt".to_owned())], "one credit note, saying why");
        // Never above what was drawn.
        let too_much = admin.post_json(&format!("/api/admin/orders/{}/refund", order.number), json!({"amount": 20000, "reason": "x", "key": "form-2"})).await;
        assert_eq!(too_much.status(), 422);
        assert_eq!(stripe.charge(&charge)["amount_refunded"], 8900);
        // A refund made in Stripe's dashboard shows on the order when its event comes.
        stripe.refund_in_dashboard(&intent, 1000);
        let event = stripe.event("charge.refunded", stripe.charge(&charge));
        assert_eq!(webhook(&app, &stripe, &event).await.status(), 200);
        assert_eq!(payment_state(&app, &order.number).await.3, 9900);
        let page = page_of(&visitor, &order.page()).await;
        assert_eq!(page["payment"]["refunded"], 9900);
        let counted = metrics(&app).await;
        for series in [r#"elektriker_payments_total{state="authorised"} 1"#, r#"elektriker_payments_total{state="captured"} 1"#, r#"elektriker_payments_total{state="partly_refunded"}"#] {
            assert!(counted.contains(series), "{series} in\n{counted}");
        }
        // Not for the customer of another order.
        assert_eq!(app.visitor().get(&format!("/ordre/{}?key=wrong", order.number)).send().await.unwrap().status(), 404);
    }

    async fn a_withdrawal_of_a_card_order_is_refunded_through_stripe_with_the_delivery(app, stripe) {
        let visitor = app.visitor();
        let order = card_order(&visitor, "da", json!([{"merchandiseId": SOCKET, "quantity": 2}])).await;
        stripe.pay(&order.session());
        page_of(&visitor, &order.page()).await;
        let admin = app.admin().await;
        // Withdrawn before it was sent: the money is not drawn, so "Refunder" says to
        // cancel (or send less) instead.
        let opened = page_of(&visitor, &format!("/fortryd?order={}&key={}", order.number, order.key)).await;
        assert_eq!(opened["step"], "statement");
        let statement = &opened["statement"];
        let form = [
            ("intent", "confirm".to_owned()),
            ("order", order.number.clone()),
            ("key", order.key.clone()),
            ("submission", statement["submission"].as_str().unwrap().to_owned()),
            ("name", "Mette Hansen".to_owned()),
            ("email", "mette@example.dk".to_owned()),
            ("qty-0", "2".to_owned()),
        ];
        assert_eq!(visitor.post("/fortryd").form(&form).send().await.unwrap().status(), 303);
        let list: Value = admin.get("/api/admin/withdrawals").send().await.unwrap().json().await.unwrap();
        let id = list["withdrawals"][0]["withdrawal"]["id"].as_str().unwrap().to_owned();
        assert_eq!(list["withdrawals"][0]["amounts"]["total"], 22700, "the goods and the original delivery");
        let refund = admin.post_json(&format!("/api/admin/withdrawals/{id}/refund"), json!({})).await;
        assert_eq!(refund.status(), 409);
        assert!(stripe.calls().iter().all(|c| c.path != "/v1/refunds"));
        // Sent (drawn), the goods back with a deduction, refunded through Stripe once.
        assert_eq!(admin.post_json(&format!("/api/admin/orders/{}/ship", order.number), json!({})).await.status(), 200);
        let received = admin.post_json(&format!("/api/admin/withdrawals/{id}/received"), json!({"deduction": 1500, "deductionReason": "Ridset"})).await;
        assert_eq!(received.status(), 200);
        let path = format!("/api/admin/withdrawals/{id}/refund");
        let (first, second) = tokio::join!(admin.post_json(&path, json!({})), admin.post_json(&path, json!({})));
        let mut statuses = [first.status().as_u16(), second.status().as_u16()];
        statuses.sort();
        assert_eq!(statuses, [200, 409]);
        let intent = stripe.session(&order.session())["payment_intent"].as_str().unwrap().to_owned();
        let charge = stripe.payment_intent(&intent)["latest_charge"].as_str().unwrap().to_owned();
        assert_eq!(stripe.charge(&charge)["amount_refunded"], 22700 - 1500, "one refund reached Stripe");
        assert_eq!(payment_state(&app, &order.number).await, ("partly_refunded".into(), 22700, 22700, 21200));
        let method: (String, String, i64) = sqlx::query_as("select state, refund_method, refund_minor from withdrawals where id = $1").bind(&id).fetch_one(&app.state.db).await.unwrap();
        assert_eq!(method, ("refunded".into(), "provider".into(), 21200));
        // The provider's refund has its credit note; the deduction is explained by mail.
        let credit: i64 = sqlx::query_scalar("select count(*) from documents where kind = 'credit_note'").fetch_one(&app.state.db).await.unwrap();
        assert_eq!(credit, 1);
        assert_eq!(mails(&app, "withdrawal-refund", &order.number).await, 1);
    }

    async fn the_webhook_before_the_return_and_the_return_before_the_webhook_send_one_receipt(app, stripe) {
        let visitor = app.visitor();
        let first = card_order(&visitor, "da", json!([{"merchandiseId": SOCKET, "quantity": 1}])).await;
        stripe.pay(&first.session());
        let event = event_for_session(&stripe, "checkout.session.completed", &first.session());
        let answer = webhook(&app, &stripe, &event).await;
        assert_eq!(answer.status(), 200);
        assert_eq!(order_status(&app, &first.number).await, "authorised");
        let page = page_of(&visitor, &first.page()).await;
        assert_eq!(page["payment"]["state"], "authorised");
        assert_eq!(mails(&app, "order-confirmation", &first.number).await, 1);

        let second = card_order(&visitor, "da", json!([{"merchandiseId": SOCKET, "quantity": 1}])).await;
        stripe.pay(&second.session());
        let page = page_of(&visitor, &second.page()).await;
        assert_eq!(page["payment"]["state"], "authorised");
        let event = event_for_session(&stripe, "checkout.session.completed", &second.session());
        assert_eq!(webhook(&app, &stripe, &event).await.status(), 200);
        assert_eq!(mails(&app, "order-confirmation", &second.number).await, 1);

        // Both at the same moment: still one.
        let third = card_order(&visitor, "da", json!([{"merchandiseId": SOCKET, "quantity": 1}])).await;
        stripe.pay(&third.session());
        let event = event_for_session(&stripe, "checkout.session.completed", &third.session());
        let other = stripe.event("checkout.session.completed", stripe.session(&third.session()));
        let third_page = third.page();
        let (_, _, page) = tokio::join!(webhook(&app, &stripe, &event), webhook(&app, &stripe, &other), page_of(&visitor, &third_page));
        assert_eq!(page["payment"]["state"], "authorised");
        assert_eq!(mails(&app, "order-confirmation", &third.number).await, 1);
    }

    async fn duplicate_and_late_events_change_nothing_and_bad_signatures_are_refused(app, stripe) {
        let visitor = app.visitor();
        let order = card_order(&visitor, "da", json!([{"merchandiseId": SOCKET, "quantity": 1}])).await;
        // Unsigned, wrongly signed, stale: 400, nothing stored or moved.
        stripe.pay(&order.session());
        let event = event_for_session(&stripe, "checkout.session.completed", &order.session());
        let body = serde_json::to_string(&event).unwrap();
        let url = app.url("/api/webhooks/stripe");
        let client = reqwest::Client::new();
        let unsigned = client.post(&url).header("content-type", "application/json").body(body.clone()).send().await.unwrap();
        assert_eq!(unsigned.status(), 400);
        let now = time::OffsetDateTime::now_utc().unix_timestamp();
        let wrong = client.post(&url).header("stripe-signature", FakeStripe::sign("whsec_another", &body, now)).body(body.clone()).send().await.unwrap();
        assert_eq!(wrong.status(), 400);
        let stale = client.post(&url).header("stripe-signature", FakeStripe::sign(WEBHOOK_SECRET, &body, now - 600)).body(body.clone()).send().await.unwrap();
        assert_eq!(stale.status(), 400);
        let tampered = client
            .post(&url)
            .header("stripe-signature", FakeStripe::sign(WEBHOOK_SECRET, &body, now))
            .body(body.replace("checkout.session.completed", "checkout.session.expired"))
            .send()
            .await
            .unwrap();
        assert_eq!(tampered.status(), 400);
        let stored: i64 = sqlx::query_scalar("select count(*) from payment_events").fetch_one(&app.state.db).await.unwrap();
        assert_eq!(stored, 0);
        assert_eq!(order_status(&app, &order.number).await, "awaiting_payment");
        assert_eq!(mails(&app, "order-confirmation", &order.number).await, 0);
        // Larger than 64 KB: refused before it is read.
        let big = client.post(&url).header("stripe-signature", FakeStripe::sign(WEBHOOK_SECRET, &body, now)).body(vec![b' '; 70_000]).send().await.unwrap();
        assert_eq!(big.status(), 413);

        // Signed: handled; the same delivery again answered 200 and ignored.
        let first: Value = webhook(&app, &stripe, &event).await.json().await.unwrap();
        assert_eq!(first["handled"], true);
        let again = webhook(&app, &stripe, &event).await;
        assert_eq!(again.status(), 200);
        assert_eq!(again.json::<Value>().await.unwrap()["handled"], false);
        let fetches = stripe.count("GET", &format!("/v1/checkout/sessions/{}", order.session()));
        // An older event arriving late (expired, out of order): the provider is asked,
        // and the payment does not move back.
        let mut late = event_for_session(&stripe, "checkout.session.expired", &order.session());
        late["data"]["object"]["status"] = json!("expired");
        assert_eq!(webhook(&app, &stripe, &late).await.status(), 200);
        assert_eq!(stripe.count("GET", &format!("/v1/checkout/sessions/{}", order.session())), fetches + 1);
        assert_eq!(payment_state(&app, &order.number).await.0, "authorised");
        assert_eq!(order_status(&app, &order.number).await, "authorised");
        assert_eq!(mails(&app, "order-confirmation", &order.number).await, 1);
        assert_eq!(mails(&app, "order-status", &order.number).await, 0, "no cancellation mail");
    }

    async fn with_no_webhook_the_job_finds_payments_and_closes_abandoned_orders(app, stripe) {
        sqlx::query("update shop_variants set inventory_quantity = 5 where id = $1").bind(SOCKET).execute(&app.state.db).await.unwrap();
        let visitor = app.visitor();
        let paid = card_order(&visitor, "da", json!([{"merchandiseId": SOCKET, "quantity": 1}])).await;
        let abandoned = card_order(&visitor, "da", json!([{"merchandiseId": SOCKET, "quantity": 2}])).await;
        assert_eq!(stock(&app).await, Some(2));
        stripe.pay(&paid.session());
        stripe.expire_session(&abandoned.session());
        // Before ten minutes: nothing asked. Each attempt has its job, queued with it.
        follow_payments(&app).await;
        assert_eq!(order_status(&app, &paid.number).await, "awaiting_payment");
        assert_eq!(payment_jobs(&app, &paid.number).await, ["waiting"]);
        assert_eq!(payment_jobs(&app, &abandoned.number).await, ["waiting"]);
        app.state.clock.advance(Duration::from_secs(11 * 60));
        follow_payments(&app).await;
        assert_eq!(order_status(&app, &paid.number).await, "authorised");
        assert_eq!(mails(&app, "order-confirmation", &paid.number).await, 1);
        // The abandoned page: the order cancelled, its stock back, the customer told.
        assert_eq!(order_status(&app, &abandoned.number).await, "cancelled");
        assert_eq!(payment_state(&app, &abandoned.number).await.0, "expired");
        assert_eq!(stock(&app).await, Some(4));
        assert_eq!(mails(&app, "order-status", &abandoned.number).await, 1);
        // The abandoned attempt is settled: its job is done. The paid one's waits to warn.
        assert_eq!(payment_jobs(&app, &abandoned.number).await, ["done"]);
        assert_eq!(payment_jobs(&app, &paid.number).await, ["waiting"]);
        // The job again (another instance, a minute later): nothing twice.
        app.state.clock.advance(Duration::from_secs(61));
        follow_payments(&app).await;
        assert_eq!(mails(&app, "order-confirmation", &paid.number).await, 1);
        assert_eq!(mails(&app, "order-status", &abandoned.number).await, 1);
        assert_eq!(stock(&app).await, Some(4));
        // An authorisation close to running out: the business is warned, once.
        app.state.clock.advance(Duration::from_secs(6 * 24 * 3600 + 3600));
        follow_payments(&app).await;
        app.state.clock.advance(Duration::from_secs(61));
        follow_payments(&app).await;
        let warned: i64 = sqlx::query_scalar("select count(*) from mail_outbox where kind = 'business-payment' and subject like $1")
            .bind(format!("%{}%", paid.number))
            .fetch_one(&app.state.db)
            .await
            .unwrap();
        assert_eq!(warned, 1);
        assert_eq!(payment_jobs(&app, &paid.number).await, ["done"]);
        let admin = app.admin().await;
        let list: Value = admin.get("/api/admin/orders?payment=to_capture").send().await.unwrap().json().await.unwrap();
        let listed = list["orders"].as_array().unwrap();
        assert_eq!(listed.len(), 1);
        assert_eq!(listed[0]["order"]["orderNumber"], paid.number.as_str());
        assert_eq!(listed[0]["captureSoon"], true);
        let problems: Value = admin.get("/api/admin/orders?payment=problems").send().await.unwrap().json().await.unwrap();
        assert_eq!(problems["orders"][0]["order"]["orderNumber"], abandoned.number.as_str());
    }

    async fn a_late_payment_restores_a_cancelled_order_or_is_released(app, stripe) {
        sqlx::query("update shop_variants set inventory_quantity = 3 where id = $1").bind(SOCKET).execute(&app.state.db).await.unwrap();
        let visitor = app.visitor();
        let admin = app.admin().await;
        // Cancelled in the back office while its page was still open, then paid: the
        // stock is there, so the order is restored.
        let restored = card_order(&visitor, "da", json!([{"merchandiseId": SOCKET, "quantity": 1}])).await;
        let cancel = admin.put(&format!("/api/admin/orders/{}/status", restored.number)).json(&json!({"status": "cancelled"})).send().await.unwrap();
        assert_eq!(cancel.status(), 200);
        assert_eq!(stock(&app).await, Some(3));
        stripe.pay(&restored.session());
        let event = event_for_session(&stripe, "checkout.session.completed", &restored.session());
        assert_eq!(webhook(&app, &stripe, &event).await.status(), 200);
        assert_eq!(order_status(&app, &restored.number).await, "authorised");
        assert_eq!(stock(&app).await, Some(2));
        assert_eq!(mails(&app, "order-confirmation", &restored.number).await, 1);
        // Cancelled again by the business: the authorisation is released, nothing drawn.
        let cancel = admin.put(&format!("/api/admin/orders/{}/status", restored.number)).json(&json!({"status": "cancelled"})).send().await.unwrap();
        assert_eq!(cancel.status(), 200);
        let restored_intent = stripe.session(&restored.session())["payment_intent"].as_str().unwrap().to_owned();
        assert_eq!(stripe.payment_intent(&restored_intent)["status"], "canceled");
        assert_eq!(payment_state(&app, &restored.number).await.0, "cancelled");
        assert_eq!(stock(&app).await, Some(3));
        // Cancelled, and its goods sold meanwhile: the authorisation is released and
        // the business told.
        let released = card_order(&visitor, "da", json!([{"merchandiseId": SOCKET, "quantity": 2}])).await;
        let cancel = admin.put(&format!("/api/admin/orders/{}/status", released.number)).json(&json!({"status": "cancelled"})).send().await.unwrap();
        assert_eq!(cancel.status(), 200);
        sqlx::query("update shop_variants set inventory_quantity = 1 where id = $1").bind(SOCKET).execute(&app.state.db).await.unwrap();
        let intent = stripe.pay(&released.session());
        let event = event_for_session(&stripe, "checkout.session.completed", &released.session());
        assert_eq!(webhook(&app, &stripe, &event).await.status(), 200);
        assert_eq!(order_status(&app, &released.number).await, "cancelled");
        assert_eq!(stripe.payment_intent(&intent)["status"], "canceled");
        assert_eq!(payment_state(&app, &released.number).await.0, "cancelled");
        assert_eq!(stock(&app).await, Some(1));
        // A drawn payment: refunded first, not cancelled with the money kept.
        sqlx::query("update shop_variants set inventory_quantity = 3 where id = $1").bind(SOCKET).execute(&app.state.db).await.unwrap();
        let drawn = card_order(&visitor, "da", json!([{"merchandiseId": SOCKET, "quantity": 1}])).await;
        stripe.pay(&drawn.session());
        page_of(&visitor, &drawn.page()).await;
        assert_eq!(admin.post_json(&format!("/api/admin/orders/{}/ship", drawn.number), json!({})).await.status(), 200);
        let refused = admin.put(&format!("/api/admin/orders/{}/status", drawn.number)).json(&json!({"status": "cancelled"})).send().await.unwrap();
        assert_eq!(refused.status(), 422);
        assert_eq!(order_status(&app, &drawn.number).await, "completed");
        assert_eq!(mails(&app, "order-confirmation", &released.number).await, 0);
        let told: i64 = sqlx::query_scalar("select count(*) from mail_outbox where kind = 'business-payment' and subject like $1")
            .bind(format!("%{}%", released.number))
            .fetch_one(&app.state.db)
            .await
            .unwrap();
        assert_eq!(told, 1);
    }

    async fn the_provider_down_or_slow_keeps_the_order_to_pay_later(app, stripe) {
        let visitor = app.visitor();
        stripe.set_mode(Mode::Status(500));
        let key = cart_in(&visitor, "de", json!([{"merchandiseId": SOCKET, "quantity": 1}])).await;
        let mut body = order_body(&key);
        body["paymentMethod"] = json!("card");
        let response = place(&visitor, "de", &body).await;
        assert_eq!(response.status(), 201);
        let answer: Value = response.json().await.unwrap();
        assert!(answer["paymentUrl"].is_null());
        assert!(answer["paymentError"].as_str().unwrap().contains("Ihre Bestellung ist gespeichert"), "{answer}");
        let number = answer["orderNumber"].as_str().unwrap().to_owned();
        assert_eq!(order_status(&app, &number).await, "awaiting_payment");
        let page = page_of(&visitor, &format!("/de/ordre/{number}?key={key}")).await;
        assert_eq!(page["payment"]["unavailable"], true);
        assert_eq!(page["payment"]["payable"], true);

        // "Betal nu" on the order page, as its script posts it.
        let pay_again = || visitor.post(&format!("/de/ordre/{number}?key={key}")).header("accept", "application/json").form(&[("key", key.as_str()), ("intent", "pay")]).send();
        let pay_again = || async { pay_again().await.unwrap() };
        // The provider does the work and does not answer (held): the customer's try
        // again ends at the client's timeout with the message, and the page keeps the
        // order. (The bound only ends a run that hangs.)
        stripe.set_mode(Mode::Normal);
        stripe.hold().await;
        let retry = tokio::time::timeout(Duration::from_secs(60), pay_again()).await.expect("the wait for the provider ends at its timeout");
        assert_eq!(retry.status(), 503);
        let retry: Value = retry.json().await.unwrap();
        assert!(retry["data"]["page"]["notice"].as_str().unwrap().contains("Zahlung"), "{retry}");
        // Stripe made the session whose answer was lost; back, the same attempt's key
        // finds it: one session of both tries.
        let made = eventually(Duration::from_secs(20), || async { stripe.session_count() == 1 }).await;
        assert!(made.is_ok(), "the held call made its session");
        stripe.release();
        let retry = pay_again().await;
        assert_eq!(retry.status(), 200);
        let url = retry.json::<Value>().await.unwrap()["redirect"].as_str().unwrap().to_owned();
        assert!(url.starts_with(&format!("{}/pay/cs_", stripe.url)), "{url}");
        let keys: std::collections::BTreeSet<_> = stripe.calls().into_iter().filter(|c| c.path == "/v1/checkout/sessions" && c.method == "POST").map(|c| c.idempotency_key).collect();
        assert_eq!(keys.len(), 1, "one attempt, one key: {keys:?}");
        let payments: i64 = sqlx::query_scalar("select count(*) from payments where order_number = $1").bind(&number).fetch_one(&app.state.db).await.unwrap();
        assert_eq!(payments, 1);

        // Declined on the page, then paid by bank transfer instead: the same order.
        stripe.decline(url.rsplit('/').next().unwrap());
        let switch = visitor
            .post(&format!("/de/ordre/{number}?key={key}"))
            .form(&[("key", key.as_str()), ("intent", "switch"), ("method", "bank_transfer")])
            .send()
            .await
            .unwrap();
        assert!(switch.status() == 200 || switch.status() == 303, "on to the order: {}", switch.status());
        let method: String = sqlx::query_scalar("select payment_method from orders where order_number = $1").bind(&number).fetch_one(&app.state.db).await.unwrap();
        assert_eq!(method, "bank_transfer");
        assert_eq!(invoices(&app, &number).await, [1], "declined, then bank transfer: the sale's invoice");
        assert_eq!(stripe.session(url.rsplit('/').next().unwrap())["status"], "expired", "the page closed, so it cannot be paid as well");
        assert_eq!(mails(&app, "order-confirmation", &number).await, 1);
        let counted = metrics(&app).await;
        assert!(counted.contains(r#"elektriker_payment_errors_total{reason="unavailable"} 2"#), "{counted}");
    }

    async fn paying_by_bank_transfer_after_the_page_expired_keeps_the_order_and_issues_its_invoice(app, stripe) {
        let visitor = app.visitor();
        let order = card_order(&visitor, "da", json!([{"merchandiseId": SOCKET, "quantity": 1}])).await;
        // The page expired at Stripe before anyone here saw it; the customer chooses
        // bank transfer instead: the order stays, is paid against its invoice.
        stripe.expire_session(&order.session());
        assert!(matches!(switch_to_bank(&visitor, &order).await, 200 | 303));
        let method: (String, Option<String>) = sqlx::query_as("select status, payment_method from orders where order_number = $1")
            .bind(&order.number)
            .fetch_one(&app.state.db)
            .await
            .unwrap();
        assert_eq!(method, ("awaiting_payment".to_owned(), Some("bank_transfer".to_owned())), "not cancelled by the expired page");
        assert_eq!(invoices(&app, &order.number).await, [1]);
        let receipt = receipt_of(&app, &order.number).await;
        assert!(receipt.attachments.iter().any(|a| a == "faktura-1.pdf"), "{:?}", receipt.attachments);
        assert_eq!(mails(&app, "order-confirmation", &order.number).await, 1);
        // The expiry's event arriving after changes nothing; a second press issues nothing.
        let late = event_for_session(&stripe, "checkout.session.expired", &order.session());
        assert_eq!(webhook(&app, &stripe, &late).await.status(), 200);
        assert_eq!(order_status(&app, &order.number).await, "awaiting_payment");
        switch_to_bank(&visitor, &order).await;
        assert_eq!(invoices(&app, &order.number).await, [1]);
        assert_eq!(mails(&app, "order-confirmation", &order.number).await, 1);
    }

    async fn paying_again_after_the_page_expired_is_a_new_attempt_for_the_same_order(app, stripe) {
        let visitor = app.visitor();
        let order = card_order(&visitor, "da", json!([{"merchandiseId": SOCKET, "quantity": 1}])).await;
        let first = order.session();
        let pay_again = || async {
            let answer = visitor
                .post(&order.page())
                .header("accept", "application/json")
                .form(&[("key", order.key.as_str()), ("intent", "pay")])
                .send()
                .await
                .unwrap();
            assert_eq!(answer.status(), 200);
            answer.json::<Value>().await.unwrap()
        };
        // While the page is open: the same page.
        let same = pay_again().await;
        assert_eq!(same["document"], true);
        assert!(same["redirect"].as_str().unwrap().ends_with(&first), "{same}");
        // Expired at Stripe before the job saw it: a new page, the same order.
        stripe.expire_session(&first);
        let again = pay_again().await;
        let second = again["redirect"].as_str().unwrap().rsplit('/').next().unwrap().to_owned();
        assert_ne!(second, first);
        assert_eq!(order_status(&app, &order.number).await, "awaiting_payment");
        let attempts: Vec<(i64, String)> = sqlx::query_as("select attempt, state from payments where order_number = $1 order by attempt")
            .bind(&order.number)
            .fetch_all(&app.state.db)
            .await
            .unwrap();
        assert_eq!(attempts, [(1, "expired".to_owned()), (2, "open".to_owned())]);
        assert_eq!(stripe.session(&second)["client_reference_id"], order.number.as_str());
        // The old page's expiry arriving late cancels nothing: it is not the latest attempt.
        let late = event_for_session(&stripe, "checkout.session.expired", &first);
        assert_eq!(webhook(&app, &stripe, &late).await.status(), 200);
        assert_eq!(order_status(&app, &order.number).await, "awaiting_payment");
        stripe.pay(&second);
        let page = page_of(&visitor, &order.page()).await;
        assert_eq!(page["payment"]["state"], "authorised");
        // Paid: "Betal nu" again sends nobody to pay twice.
        let paid = pay_again().await;
        assert!(paid["redirect"].as_str().unwrap().starts_with(&format!("/ordre/{}", order.number)), "{paid}");
        assert_eq!(mails(&app, "order-confirmation", &order.number).await, 1);
        // A line removed before sending: less drawn, the rest released (which Stripe
        // books as a refund of the charge, but the customer was never charged it).
        let admin = app.admin().await;
        let ship = format!("/api/admin/orders/{}/ship", order.number);
        assert_eq!(admin.post_json(&ship, json!({"captureAmount": 20000})).await.status(), 422, "not above what was authorised");
        assert_eq!(admin.post_json(&ship, json!({"captureAmount": 8900})).await.status(), 200);
        assert_eq!(payment_state(&app, &order.number).await, ("captured".into(), 13800, 8900, 0));
        let intent = stripe.session(&second)["payment_intent"].as_str().unwrap().to_owned();
        assert_eq!(stripe.payment_intent(&intent)["amount_received"], 8900);
        let charge = stripe.payment_intent(&intent)["latest_charge"].as_str().unwrap().to_owned();
        assert_eq!(stripe.charge(&charge)["amount_refunded"], 4900, "Stripe's view of the released rest");
        let event = stripe.event("charge.captured", stripe.charge(&charge));
        assert_eq!(webhook(&app, &stripe, &event).await.status(), 200);
        assert_eq!(payment_state(&app, &order.number).await, ("captured".into(), 13800, 8900, 0), "the release is no refund");
        assert_eq!(mails(&app, "order-refund", &order.number).await, 0);
        let refund = format!("/api/admin/orders/{}/refund", order.number);
        assert_eq!(admin.post_json(&refund, json!({"amount": 8901, "reason": "x", "key": "a"})).await.status(), 422);
        assert_eq!(admin.post_json(&refund, json!({"reason": "Hele beløbet", "key": "b"})).await.status(), 200);
        assert_eq!(payment_state(&app, &order.number).await, ("refunded".into(), 13800, 8900, 8900));
        assert_eq!(mails(&app, "order-refund", &order.number).await, 1);
        // Nothing left: a third refund is refused, and Stripe was asked once.
        assert_eq!(admin.post_json(&refund, json!({"reason": "igen", "key": "c"})).await.status(), 422);
        assert_eq!(stripe.count("POST", "/v1/refunds"), 1);
    }

    async fn the_form_without_javascript_is_sent_on_to_stripe_and_the_page_lets_it_go_there(app, stripe) {
        let visitor = app.visitor();
        let key = cart_in(&visitor, "da", json!([{"merchandiseId": SOCKET, "quantity": 1}])).await;
        let checkout = visitor.get(&format!("/kasse?cart={key}")).send().await.unwrap();
        let csp = checkout.headers()["content-security-policy"].to_str().unwrap().to_owned();
        assert!(csp.contains(&format!("form-action 'self' {}", stripe.url)), "{csp}");
        let page = page_data(&checkout.text().await.unwrap());
        assert_eq!(page["page"]["onlinePayment"], "stripe");
        assert_eq!(page["page"]["values"]["paymentMethod"], "card", "card first");
        let client = reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().unwrap();
        let form = [
            ("cart", key.as_str()), ("line", &format!("{SOCKET}|1|8900")), ("delivery", "parcel"), ("name", "Mette Hansen"),
            ("address", "Nørrebrogade 10"), ("postcode", "2200"), ("city", "København N"), ("phone", "12345678"),
            ("email", "mette@example.dk"), ("paymentMethod", "card"), ("acceptTerms", "yes"),
        ];
        let answer = client.post(app.url(&format!("/kasse?cart={key}"))).header("origin", &app.address).form(&form).send().await.unwrap();
        assert_eq!(answer.status(), 303);
        let location = answer.headers()["location"].to_str().unwrap();
        assert!(location.starts_with(&format!("{}/pay/cs_", stripe.url)), "{location}");
    }
}

/// Two instances on one PostgreSQL receive the same event at once: one receipt.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_instances_on_one_postgres_handle_an_event_once() {
    let stripe = FakeStripe::start(KEY).await;
    let Some(app) = spawn_app_with(Backend::Postgres, with_stripe(&stripe)).await else { return };
    let (second, _) = spawn_instance_with_state(&app, with_stripe(&stripe)).await;
    let visitor = app.visitor();
    for _ in 0..3 {
        let order = card_order(&visitor, "da", json!([{"merchandiseId": SOCKET, "quantity": 1}])).await;
        stripe.pay(&order.session());
        let event = event_for_session(&stripe, "checkout.session.completed", &order.session());
        let other = stripe.event("checkout.session.completed", stripe.session(&order.session()));
        let endpoint = format!("{second}/api/webhooks/stripe");
        let (a, b, c) = tokio::join!(
            webhook(&app, &stripe, &event),
            stripe.send_event(&endpoint, WEBHOOK_SECRET, &event),
            stripe.send_event(&endpoint, WEBHOOK_SECRET, &other),
        );
        assert!([a.status(), b.status(), c.status()].iter().all(|s| s.is_success()), "{} {} {}", a.status(), b.status(), c.status());
        assert_eq!(order_status(&app, &order.number).await, "authorised");
        assert_eq!(mails(&app, "order-confirmation", &order.number).await, 1);
        let _ = eventually(Duration::from_secs(5), || async { mails(&app, "order-confirmation", &order.number).await == 1 }).await;
    }
}

/// The demo provider (`make run`): its own page with "Godkend" and "Afvis", the whole
/// flow with no account anywhere; only with --seed-demo.
mod demo {
    use super::*;

    async fn demo_app() -> TestApp {
        spawn_app_with(Backend::Sqlite, |args| args.seed_demo = true).await.unwrap()
    }

    fn path_of(url: &str) -> String {
        let rest = url.split_once("://").map(|(_, r)| r).unwrap_or(url);
        rest[rest.find('/').unwrap()..].to_owned()
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn the_demo_takes_no_money_and_is_refused_without_seed_demo() {
        let dir = tempfile::tempdir().unwrap();
        let refused = elektriker::app::Application::build({
            let mut args = elektriker::settings::ServeArgs::for_tests(&format!("sqlite://{}/site.db", dir.path().display()));
            args.payments.payment_provider = Some(elektriker::payments::ProviderKind::Demo);
            args
        })
        .await;
        let error = refused.err().expect("the demo provider needs --seed-demo").to_string();
        assert!(error.contains("--seed-demo"), "{error}");

        let app = demo_app().await;
        let visitor = app.visitor();
        let checkout = page_data(&visitor.get(&format!("/kasse?cart={}", cart_in(&visitor, "da", json!([{"merchandiseId": SOCKET, "quantity": 1}])).await)).send().await.unwrap().text().await.unwrap());
        assert_eq!(checkout["page"]["onlinePayment"], "demo");
        let order = card_order(&visitor, "da", json!([{"merchandiseId": SOCKET, "quantity": 1}])).await;
        let pay = path_of(order.answer["paymentUrl"].as_str().unwrap());
        assert!(pay.starts_with("/betaling/demo/demo_"), "{pay}");
        let page = visitor.get(&pay).send().await.unwrap();
        assert_eq!(page.status(), 200);
        let html = page.text().await.unwrap();
        for words in ["Testbetaling – ingen penge trækkes", "Godkend", "Afvis", &order.number, "138,00"] {
            assert!(html.contains(words), "{words} in {html}");
        }
        // Another site cannot approve it.
        let no_redirects = reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().unwrap();
        let forged = no_redirects.post(app.url(&pay)).header("origin", "https://evil.example").form(&[("decision", "approve")]).send().await.unwrap();
        assert_eq!(forged.status(), 403);
        // Declined: back to the order, still awaiting payment.
        let declined = no_redirects.post(app.url(&pay)).form(&[("decision", "decline")]).send().await.unwrap();
        assert_eq!(declined.status(), 303);
        let back = declined.headers()["location"].to_str().unwrap().to_owned();
        assert!(back.ends_with(&order.page()), "{back}");
        let data = page_of(&visitor, &order.page()).await;
        assert_eq!(data["payment"]["state"], "open");
        assert_eq!(data["payment"]["provider"], "demo");
        // Approved: authorised, the receipt.
        let approved = no_redirects.post(app.url(&pay)).form(&[("decision", "approve")]).send().await.unwrap();
        assert_eq!(approved.status(), 303);
        let data = page_of(&visitor, &order.page()).await;
        assert_eq!(data["payment"]["state"], "authorised");
        assert_eq!(mails(&app, "order-confirmation", &order.number).await, 1);
        // Sent from the command line, with the server's settings: the money drawn.
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_elektriker"))
            .args(["order", "ship", &order.number, "--tracking", "00370712345"])
            .env("DATABASE_URL", &app.database_url)
            .env("SEED_DEMO", "true")
            .env("RUST_LOG", "warn")
            .output()
            .unwrap();
        let said = String::from_utf8_lossy(&output.stdout);
        assert!(output.status.success(), "{said} {}", String::from_utf8_lossy(&output.stderr));
        assert!(said.contains("marked as sent") && said.contains("138.00"), "{said}");
        assert_eq!(payment_state(&app, &order.number).await, ("captured".into(), 13800, 13800, 0));
        let refund = std::process::Command::new(env!("CARGO_BIN_EXE_elektriker"))
            .args(["order", "refund", &order.number, "--amount", "49,00", "--reason", "Fragt refunderet"])
            .env("DATABASE_URL", &app.database_url)
            .env("SEED_DEMO", "true")
            .env("RUST_LOG", "warn")
            .output()
            .unwrap();
        assert!(refund.status.success(), "{}", String::from_utf8_lossy(&refund.stderr));
        assert_eq!(payment_state(&app, &order.number).await, ("partly_refunded".into(), 13800, 13800, 4900));
        // The invoice was issued when the money was drawn; the refund's credit note names it.
        let documents: Vec<(String, i64, Option<i64>, i64)> =
            sqlx::query_as("select kind, number, corrects, gross_minor from documents where order_number = $1 order by kind desc")
                .bind(&order.number)
                .fetch_all(&app.state.db)
                .await
                .unwrap();
        assert_eq!(documents, [("invoice".to_owned(), 1, None, 13800), ("credit_note".to_owned(), 1, Some(1), 4900)]);
        let too_much = std::process::Command::new(env!("CARGO_BIN_EXE_elektriker"))
            .args(["order", "refund", &order.number, "--amount", "100"])
            .env("DATABASE_URL", &app.database_url)
            .env("SEED_DEMO", "true")
            .env("RUST_LOG", "warn")
            .output()
            .unwrap();
        assert!(!too_much.status.success());
        assert_eq!(payment_state(&app, &order.number).await.3, 4900);
    }

    /// The demo provider on `backend` (`make run`'s).
    async fn demo_on(backend: Backend) -> Option<TestApp> {
        spawn_app_with(backend, |args| args.seed_demo = true).await
    }

    /// "Godkend" or "Afvis" on the demo's page.
    async fn decide(app: &TestApp, order: &CardOrder, decision: &str) {
        let pay = path_of(order.answer["paymentUrl"].as_str().unwrap());
        let answer = app.visitor().post(&pay).form(&[("decision", decision)]).send().await.unwrap();
        assert_eq!(answer.status(), 303, "{decision}");
    }

    crate::db_tests_with! { demo_on;
        async fn a_declined_card_then_bank_transfer_issues_the_invoice_with_the_receipt(app) {
            let visitor = app.visitor();
            let order = card_order(&visitor, "da", json!([{"merchandiseId": SOCKET, "quantity": 1}])).await;
            decide(&app, &order, "decline").await;
            assert_eq!(page_of(&visitor, &order.page()).await["payment"]["state"], "open");
            assert_eq!(invoices(&app, &order.number).await, Vec::<i64>::new(), "no sale yet");
            // "Betal med bankoverførsel i stedet": the sale is final, its invoice issued,
            // and the receipt carries it, as for an order placed with bank transfer.
            assert!(matches!(switch_to_bank(&visitor, &order).await, 200 | 303));
            assert_eq!(invoices(&app, &order.number).await, [1]);
            let receipt = receipt_of(&app, &order.number).await;
            assert!(receipt.attachments.iter().any(|a| a == "faktura-1.pdf"), "{:?}", receipt.attachments);
            let session: String = sqlx::query_scalar("select state from demo_payment_sessions where order_number = $1").bind(&order.number).fetch_one(&app.state.db).await.unwrap();
            assert_eq!(session, "expired", "the demo's page closed: it cannot be paid as well");
            // The back office sees the invoice (no "Udsted faktura"), and a second press or
            // a retried switch issues nothing more.
            let admin = app.admin().await;
            let issued = admin.post_json(&format!("/api/admin/orders/{}/invoice", order.number), json!({})).await;
            assert!(issued.status().is_success(), "{}", issued.status());
            switch_to_bank(&visitor, &order).await;
            assert_eq!(invoices(&app, &order.number).await, [1]);
            assert_eq!(mails(&app, "order-confirmation", &order.number).await, 1);
            // Placed with bank transfer from the start: the same, for comparison.
            let key = cart_in(&visitor, "da", json!([{"merchandiseId": SOCKET, "quantity": 1}])).await;
            let placed: Value = place(&visitor, "da", &order_body(&key)).await.json().await.unwrap();
            assert_eq!(invoices(&app, placed["orderNumber"].as_str().unwrap()).await, [2]);
        }

        async fn two_identical_refund_requests_at_once_refund_once(app) {
            let visitor = app.visitor();
            let order = card_order(&visitor, "da", json!([{"merchandiseId": SOCKET, "quantity": 1}])).await;
            decide(&app, &order, "approve").await;
            assert_eq!(page_of(&visitor, &order.page()).await["payment"]["state"], "authorised");
            let admin = app.admin().await;
            assert_eq!(admin.post_json(&format!("/api/admin/orders/{}/ship", order.number), json!({})).await.status(), 200);
            assert_eq!(payment_state(&app, &order.number).await, ("captured".into(), 13800, 13800, 0));
            // Six copies of one request (an operator's script, a proxy's retry, two
            // administrators), all at once: one refund of 5,00 everywhere.
            let path = format!("/api/admin/orders/{}/refund", order.number);
            let body = json!({"amount": 500, "reason": "Fragt for meget", "key": "form-7"});
            let copies = (0..6).map(|_| admin.post_json(&path, body.clone()));
            let answers = futures_util::future::join_all(copies).await;
            let statuses: Vec<u16> = answers.iter().map(|a| a.status().as_u16()).collect();
            assert_eq!(statuses, [200; 6], "each copy answered with the one refund");
            for answer in answers {
                let body: Value = answer.json().await.unwrap();
                assert_eq!(body["refunded"], 500, "{body}");
            }
            let provider: i64 = sqlx::query_scalar("select refunded_minor from demo_payment_sessions where order_number = $1").bind(&order.number).fetch_one(&app.state.db).await.unwrap();
            assert_eq!(provider, 500, "the provider refunded once");
            assert_eq!(payment_state(&app, &order.number).await, ("partly_refunded".into(), 13800, 13800, 500));
            let records: i64 = sqlx::query_scalar("select count(*) from payment_refunds where order_number = $1").bind(&order.number).fetch_one(&app.state.db).await.unwrap();
            assert_eq!(records, 1);
            assert_eq!(credit_notes(&app, &order.number).await, [(500, "Refundering: Fragt for meget".to_owned())]);
            assert_eq!(mails(&app, "order-refund", &order.number).await, 1);
            let is_refund = |m: &crate::smtp::Mail| m.subject.contains(&order.number) && m.attachments.iter().any(|a| a == "kreditnota-1.pdf");
            let _ = eventually(Duration::from_secs(20), || async { app.outbox_mails().iter().any(is_refund) }).await;
            let mail = app.outbox_mails().into_iter().find(is_refund).expect("the refund's mail with its credit note");
            assert!(mail.text.contains("Årsag") && mail.text.contains("Fragt for meget"), "{}", mail.text);
            // Another key is another refund; the same key with another amount is not this one.
            let second = admin.post_json(&path, json!({"amount": 300, "reason": "Ridse", "key": "form-8"})).await;
            assert_eq!(second.status(), 200);
            assert_eq!(payment_state(&app, &order.number).await.3, 800);
            assert_eq!(credit_notes(&app, &order.number).await.len(), 2);
            let again = admin.post_json(&path, json!({"amount": 900, "reason": "Fragt for meget", "key": "form-7"})).await;
            assert_eq!(again.status(), 200, "the first request's answer");
            assert_eq!(payment_state(&app, &order.number).await.3, 800);
        }
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn an_amount_that_is_not_the_orders_is_refused() {
        let app = demo_app().await;
        let visitor = app.visitor();
        let order = card_order(&visitor, "da", json!([{"merchandiseId": SOCKET, "quantity": 1}])).await;
        let pay = path_of(order.answer["paymentUrl"].as_str().unwrap());
        // The provider's session says another amount than the order's: nothing moves.
        sqlx::query("update demo_payment_sessions set amount_minor = 100").execute(&app.state.db).await.unwrap();
        let approved = visitor.post(&pay).form(&[("decision", "approve")]).send().await.unwrap();
        assert!(approved.status().is_success() || approved.status().is_redirection());
        let data = page_of(&visitor, &order.page()).await;
        assert_eq!(data["payment"]["state"], "open");
        assert_eq!(order_status(&app, &order.number).await, "awaiting_payment");
        assert_eq!(mails(&app, "order-confirmation", &order.number).await, 0);
        assert!(crate::helpers::captured_logs().contains("not the order's: refused"));
    }
}
