//! The EAN invoice reaches the public customer by itself (issue 59): with an access
//! point set (`EINVOICE_ACCESS_POINT=storecove`), an EAN customer's invoice is queued
//! in the transaction that issues it and sent by the job queue as our Peppol BIS 3
//! UBL, to a loopback Storecove that speaks `POST /document_submissions` as its
//! OpenAPI file describes it (bearer key, legal entity, routing by the EAN as scheme
//! `GLN`, `rawDocumentData` base64 with parse strategy `ubl`, 200 `{guid}`, 422 a list
//! of `{source, details}`, a repeated `idempotencyGuid` refused with 422). Sent once
//! through a 500 and a lost answer; refused with its reason, shown in the back office,
//! and sent after "Prøv igen".

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::Router;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use base64::Engine;
use serde_json::{Value, json};

use crate::checkout::SOCKET;
use crate::helpers::{Backend, TestApp, eventually, spawn_app_with};

const KEY: &str = "storecove-test-key";
const ENTITY: i64 = 4242;
const EAN: &str = "5798000416604";

#[derive(Clone, Debug)]
enum Fault {
    Status(u16),
    Refuse(&'static str, &'static str),
    /// Take it, then never answer (the answer is lost to the client at its timeout).
    Lost,
}

#[derive(Default)]
struct Inbox {
    /// Submissions taken, by idempotencyGuid: the request's body.
    taken: Vec<(String, Value)>,
    script: VecDeque<Fault>,
    calls: usize,
}

#[derive(Clone)]
struct FakeStorecove {
    url: String,
    inbox: Arc<Mutex<Inbox>>,
}

impl FakeStorecove {
    async fn start() -> FakeStorecove {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let fake = FakeStorecove { url: format!("http://{}/api/v2", listener.local_addr().unwrap()), inbox: Arc::default() };
        let app = Router::new().route("/api/v2/document_submissions", axum::routing::post(submit)).with_state(fake.clone());
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        fake
    }

    fn script(&self, fault: Fault) {
        self.inbox.lock().unwrap().script.push_back(fault);
    }

    fn taken(&self) -> Vec<(String, Value)> {
        self.inbox.lock().unwrap().taken.clone()
    }
}

fn refuse(source: &str, details: &str) -> Response {
    (StatusCode::UNPROCESSABLE_ENTITY, axum::Json(json!([{ "source": source, "details": details }]))).into_response()
}

async fn submit(State(fake): State<FakeStorecove>, headers: HeaderMap, body: String) -> Response {
    if headers.get("authorization").and_then(|v| v.to_str().ok()) != Some(&format!("Bearer {KEY}")) {
        return StatusCode::UNAUTHORIZED.into_response();
    }
    let fault = {
        let mut inbox = fake.inbox.lock().unwrap();
        inbox.calls += 1;
        inbox.script.pop_front()
    };
    let Ok(body) = serde_json::from_str::<Value>(&body) else { return refuse("body", "not JSON") };
    match fault {
        Some(Fault::Status(status)) => return StatusCode::from_u16(status).unwrap().into_response(),
        Some(Fault::Refuse(source, details)) => return refuse(source, details),
        _ => {}
    }
    // As the OpenAPI file has it: a document type and a legal entity required; the raw
    // document base64 with a parse strategy; a guid of 36 characters.
    if body["legalEntityId"] != ENTITY {
        return refuse("legalEntityId", "unknown legal entity");
    }
    if body["document"]["documentType"] != "invoice" {
        return refuse("document.documentType", "must be invoice");
    }
    let raw = &body["document"]["rawDocumentData"];
    if raw["parseStrategy"] != "ubl" || base64::engine::general_purpose::STANDARD.decode(raw["document"].as_str().unwrap_or("")).is_err() {
        return refuse("document.rawDocumentData", "a base64 UBL document is required");
    }
    let routing = &body["routing"]["eIdentifiers"][0];
    if routing["scheme"] != "GLN" || routing["id"].as_str().is_none_or(|id| id.len() != 13) {
        return refuse("routing.eIdentifiers", "scheme GLN and a 13-digit id");
    }
    let guid = body["idempotencyGuid"].as_str().unwrap_or("").to_owned();
    if guid.len() != 36 {
        return refuse("idempotencyGuid", "must be 36 characters");
    }
    {
        let mut inbox = fake.inbox.lock().unwrap();
        if inbox.taken.iter().any(|(g, _)| *g == guid) {
            return refuse("idempotencyGuid", "This idempotencyGuid has already been used.");
        }
        inbox.taken.push((guid.clone(), body.clone()));
    }
    if let Some(Fault::Lost) = fault {
        return std::future::pending().await;
    }
    axum::Json(json!({ "guid": format!("sc-{guid}") })).into_response()
}

async fn ean_order(app: &TestApp, n: usize) -> String {
    let request: elektriker::checkout::OrderRequest = serde_json::from_value(json!({
        "lines": [{"merchandiseId": SOCKET, "quantity": 1}],
        "delivery": {"method": "parcel", "name": "Indkøb", "address": "Rådhuspladsen 1", "postcode": "1550", "city": "København V", "phone": "33663366"},
        "email": format!("indkob{n}@kk.dk"),
        "company": "Københavns Kommune", "ean": EAN, "reference": format!("Sag {n}"),
        "paymentMethod": "ean_invoice",
        "acceptTerms": true,
    }))
    .unwrap();
    app.state.checkout.place(&request, None, elektriker::i18n::Lang::Da).await.expect("placed").order_number
}

async fn delivery(app: &TestApp, number: i64) -> (String, Option<String>, Option<String>, Option<String>) {
    sqlx::query_as(
        "select x.state, x.sent_by, x.reference, x.reason from document_deliveries x join documents d on d.id = x.document_id
         where d.kind = 'invoice' and d.number = $1",
    )
    .bind(number)
    .fetch_one(&app.state.db)
    .await
    .unwrap()
}

async fn settled(app: &TestApp) {
    let db = app.state.db.clone();
    let done = eventually(Duration::from_secs(20), || {
        let db = db.clone();
        async move {
            sqlx::query_scalar::<_, i64>("select count(*) from jobs where kind in ('bookkeeping', 'e_invoice') and state in ('waiting', 'running')").fetch_one(&db).await.unwrap() == 0
        }
    })
    .await;
    assert!(done.is_ok(), "the queue settles");
}

async fn on(backend: Backend) {
    let storecove = FakeStorecove::start().await;
    let Some(app) = spawn_app_with(backend, |args| {
        args.access_point.einvoice_access_point = elektriker::documents::storecove::AccessPoint::Storecove;
        args.access_point.storecove_api_key = Some(KEY.into());
        args.access_point.storecove_legal_entity_id = Some(ENTITY);
        args.access_point.storecove_api_base = storecove.url.clone();
        args.access_point.einvoice_timeout_ms = 1000;
        args.jobs.jobs_poll_ms = 50;
        args.jobs.jobs_retry_base_ms = 100;
    })
    .await
    else {
        return;
    };

    // Sent through a 500 and an answer lost after Storecove took it: once.
    storecove.script(Fault::Status(500));
    storecove.script(Fault::Lost);
    ean_order(&app, 1).await;
    settled(&app).await;
    let taken = storecove.taken();
    assert_eq!(taken.len(), 1, "sent once");
    let (guid, body) = &taken[0];
    assert_eq!(body["routing"]["eIdentifiers"][0], json!({"scheme": "GLN", "id": EAN}));
    let sent = base64::engine::general_purpose::STANDARD.decode(body["document"]["rawDocumentData"]["document"].as_str().unwrap()).unwrap();
    let documents = app.state.checkout.payments().documents();
    let ubl = documents.ubl(elektriker::documents::DocumentKind::Invoice, 1).await.unwrap().unwrap();
    assert_eq!(String::from_utf8(sent).unwrap(), ubl, "our UBL as it is");
    let (state, by, reference, reason) = delivery(&app, 1).await;
    assert_eq!((state.as_str(), by.as_deref(), reason), ("sent", Some("storecove"), None));
    // The lost answer's guid: the retry's 422 for the same guid means it was taken.
    assert_eq!(reference.as_deref(), Some(guid.as_str()));
    let attempts: i64 = sqlx::query_scalar("select cast(attempts as bigint) from jobs where kind = 'e_invoice'").fetch_one(&app.state.db).await.unwrap();
    assert_eq!(attempts, 3);

    // Refused: kept with why, shown in the back office, sent after "Prøv igen".
    storecove.script(Fault::Refuse("routing", "The receiver GLN 5798000416604 is not registered on the Peppol network"));
    ean_order(&app, 2).await;
    settled(&app).await;
    let (state, _, _, reason) = delivery(&app, 2).await;
    assert_eq!(state, "rejected");
    assert!(reason.as_deref().unwrap().contains("not registered on the Peppol network"), "{reason:?}");
    let admin = app.admin().await;
    let ledger: Value = admin.get("/api/admin/documents").send().await.unwrap().json().await.unwrap();
    let row = ledger["waiting"].as_array().unwrap().iter().find(|r| r["number"] == 2).expect("still to be sent");
    assert_eq!(row["delivery"], "rejected");
    assert!(row["deliveryReason"].as_str().unwrap().contains("routing"));
    let sent_row = ledger["rows"].as_array().unwrap().iter().find(|r| r["number"] == 1).unwrap();
    assert_eq!((sent_row["delivery"].as_str(), sent_row["sentBy"].as_str()), (Some("sent"), Some("storecove")));
    let jobs: Value = admin.get("/api/admin/jobs?state=failed").send().await.unwrap().json().await.unwrap();
    assert_eq!(jobs["jobs"].as_array().unwrap().len(), 1);
    assert_eq!(jobs["jobs"][0]["kind"], "e_invoice");
    let id = jobs["jobs"][0]["id"].as_str().unwrap();
    assert_eq!(admin.post_json(&format!("/api/admin/jobs/{id}/retry"), json!({})).await.status(), 202);
    settled(&app).await;
    assert_eq!(delivery(&app, 2).await.0, "sent");
    assert_eq!(storecove.taken().len(), 2);

    // A bank transfer's invoice goes to no access point.
    let bank: elektriker::checkout::OrderRequest = serde_json::from_value(json!({
        "lines": [{"merchandiseId": SOCKET, "quantity": 1}],
        "delivery": {"method": "parcel", "name": "Mette", "address": "Nørrebrogade 10", "postcode": "2200", "city": "København N", "phone": "12345678"},
        "email": "mette@example.dk", "paymentMethod": "bank_transfer", "acceptTerms": true,
    }))
    .unwrap();
    app.state.checkout.place(&bank, None, elektriker::i18n::Lang::Da).await.unwrap();
    settled(&app).await;
    let jobs: i64 = sqlx::query_scalar("select count(*) from jobs where kind in ('bookkeeping', 'e_invoice')").fetch_one(&app.state.db).await.unwrap();
    assert_eq!(jobs, 2);
    // The 500, the lost answer, its repeat, the refusal, the retry: nothing for the bank transfer.
    assert_eq!(storecove.inbox.lock().unwrap().calls, 5);
}

crate::on_both_backends!(on);
