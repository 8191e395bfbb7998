//! A loopback server that speaks the parts of e-conomic's REST API the bookkeeping
//! hand-off uses, as e-conomic's documentation describes them (`e-conomic/slate`,
//! `source/includes/` at its 2019 commits): the two token headers (401 without them);
//! `GET /accounts/{n}`, `/vat-accounts/{code}`, `/customer-groups/{n}`,
//! `/payment-terms/{n}`, `/vat-zones/{n}`, `/journals-experimental/{n}`;
//! `/accounting-years` filtered by `fromDate`/`toDate`; customers found by a filter
//! (`field$eq:value`, with the documented escapes) and made with their required
//! properties; vouchers posted to a journal with `manualCustomerInvoices` and
//! `customerPayments` entries, each checked (required `amount` and `date`, a customer
//! and accounts that exist), answered 201 with the voucher; the daybook's entries and
//! the year's booked entries found by `text`; a voucher's file posted as
//! `multipart/form-data` (PDF, at most 9 MB) and its attachment's metadata. Errors are
//! the documented annotated shape (`message`, `developerHint`, `httpStatusCode`,
//! `errors` by property).
//!
//! Tests script faults (a status with `Retry-After`, a delay past the client's
//! timeout, or the work done and then the answer delayed) and book the daybook as the
//! bookkeeper would.

#![allow(dead_code)]

use std::collections::{BTreeMap, VecDeque};
use std::sync::{Arc, Mutex};

use axum::Router;
use axum::body::{Body, Bytes};
use axum::extract::State;
use axum::http::{HeaderMap, Method, StatusCode, Uri, header};
use axum::response::Response;
use serde_json::{Value, json};

pub const APP_SECRET: &str = "app-secret-test";
pub const GRANT: &str = "grant-test";

/// A scripted fault, for the next call whose method and path start match.
#[derive(Clone, Debug)]
pub enum Fault {
    /// Answer this status (with `Retry-After` seconds when given), doing nothing.
    Status(u16, Option<u64>),
    /// Never answer, doing nothing: the call is held until the client gives up
    /// (its timeout) or the test ends.
    Hold,
    /// Do the work, then never answer: the answer is lost to the client, which gives
    /// up at its timeout.
    Lost,
}

#[derive(Clone, Debug)]
struct Scripted {
    method: String,
    path: String,
    fault: Fault,
}

/// A call as the fake received it.
#[derive(Clone, Debug)]
pub struct Call {
    pub method: String,
    pub path: String,
    pub query: String,
    pub status: u16,
}

/// A voucher as the fake keeps it.
#[derive(Clone, Debug)]
pub struct Voucher {
    pub year: String,
    pub number: i64,
    pub journal: i64,
    pub body: Value,
    pub booked: bool,
    /// The attached file and its declared type.
    pub file: Option<(Vec<u8>, String)>,
}

#[derive(Default)]
struct Books {
    customers: Vec<Value>,
    vouchers: Vec<Voucher>,
    next_voucher: i64,
    next_entry: i64,
    script: VecDeque<Scripted>,
    calls: Vec<Call>,
    /// Every call held, unanswered and not done (e-conomic hanging).
    hanging: bool,
    /// Accounts that exist (number → barred).
    accounts: BTreeMap<i64, bool>,
}

#[derive(Clone)]
pub struct FakeEconomic {
    pub url: String,
    books: Arc<Mutex<Books>>,
}

fn error(status: StatusCode, message: &str, errors: Value) -> Response {
    let body = json!({
        "message": message,
        "developerHint": "Inspect validation errors and correct your request.",
        "logId": "fake-log",
        "httpStatusCode": status.as_u16(),
        "errors": errors,
        "logTime": "2026-11-29T10:00:00",
    });
    respond(status, body)
}

fn respond(status: StatusCode, body: Value) -> Response {
    Response::builder().status(status).header(header::CONTENT_TYPE, "application/json").body(Body::from(body.to_string())).unwrap()
}

fn property_error(message: &str) -> Value {
    json!({ "errors": [ { "errorCode": "E04730", "message": message } ] })
}

/// Reads `field$eq:value` (the only operator the client needs), undoing the escapes.
fn parse_filter(filter: &str) -> Option<(String, String)> {
    let (field, rest) = filter.split_once("$eq:")?;
    let mut value = String::new();
    let mut chars = rest.chars();
    while let Some(c) = chars.next() {
        if c == '$' {
            match chars.next() {
                Some(next @ ('$' | '(' | ')' | '*' | ',' | '[' | ']')) => value.push(next),
                // An operator such as `$and:` after the value: not supported here.
                _ => return None,
            }
        } else {
            value.push(c);
        }
    }
    Some((field.to_owned(), value))
}

fn query_param(uri: &Uri, name: &str) -> Option<String> {
    url::form_urlencoded::parse(uri.query().unwrap_or("").as_bytes()).find(|(k, _)| k == name).map(|(_, v)| v.into_owned())
}

impl FakeEconomic {
    pub async fn start() -> FakeEconomic {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("http://{}", listener.local_addr().unwrap());
        let books = Books {
            next_voucher: 1,
            next_entry: 1,
            accounts: [(1010, false), (1020, false), (5820, false), (5830, false), (6000, true)].into_iter().collect(),
            ..Books::default()
        };
        let fake = FakeEconomic { url, books: Arc::new(Mutex::new(books)) };
        let app = Router::new().fallback(handle).with_state(fake.clone());
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        fake
    }

    /// The next call of `method` whose path starts with `path` meets `fault`.
    pub fn script(&self, method: &str, path: &str, fault: Fault) {
        self.books.lock().unwrap().script.push_back(Scripted { method: method.into(), path: path.into(), fault });
    }

    /// From now on every call is held unanswered and nothing is done.
    pub fn hang(&self) {
        self.books.lock().unwrap().hanging = true;
    }

    pub fn customers(&self) -> Vec<Value> {
        self.books.lock().unwrap().customers.clone()
    }

    pub fn vouchers(&self) -> Vec<Voucher> {
        self.books.lock().unwrap().vouchers.clone()
    }

    pub fn calls(&self) -> Vec<Call> {
        self.books.lock().unwrap().calls.clone()
    }

    pub fn count(&self, method: &str, path_start: &str) -> usize {
        self.calls().iter().filter(|c| c.method == method && c.path.starts_with(path_start)).count()
    }

    /// The bookkeeper books the daybook: its vouchers leave the journal.
    pub fn book_daybook(&self) {
        for voucher in &mut self.books.lock().unwrap().vouchers {
            voucher.booked = true;
        }
    }

    /// The manual customer invoice entries of every voucher, as posted.
    pub fn invoice_entries(&self) -> Vec<Value> {
        self.vouchers().iter().flat_map(|v| v.body["entries"]["manualCustomerInvoices"].as_array().cloned().unwrap_or_default()).collect()
    }
}

async fn handle(State(fake): State<FakeEconomic>, method: Method, uri: Uri, headers: HeaderMap, body: Bytes) -> Response {
    let path = uri.path().to_owned();
    let (fault, hanging) = {
        let mut books = fake.books.lock().unwrap();
        let at = books.script.iter().position(|s| s.method == method.as_str() && path.starts_with(&s.path));
        (at.and_then(|i| books.script.remove(i)).map(|s| s.fault), books.hanging)
    };
    // A held call is kept as seen, with no status (0): it is never answered, and its
    // future ends when the client gives up.
    let held = |fake: &FakeEconomic| {
        fake.books.lock().unwrap().calls.push(Call { method: method.to_string(), path: path.clone(), query: uri.query().unwrap_or("").to_owned(), status: 0 });
    };
    let response = match fault {
        _ if hanging => {
            held(&fake);
            return std::future::pending().await;
        }
        Some(Fault::Status(status, retry_after)) => {
            let mut response = error(StatusCode::from_u16(status).unwrap(), "Scripted fault.", json!({}));
            if let Some(seconds) = retry_after {
                response.headers_mut().insert(header::RETRY_AFTER, seconds.to_string().parse().unwrap());
            }
            response
        }
        Some(Fault::Hold) => {
            held(&fake);
            return std::future::pending().await;
        }
        Some(Fault::Lost) => {
            let _lost = answer(&fake, &method, &uri, &headers, &body).await;
            held(&fake);
            return std::future::pending().await;
        }
        None => answer(&fake, &method, &uri, &headers, &body).await,
    };
    fake.books.lock().unwrap().calls.push(Call {
        method: method.to_string(),
        path,
        query: uri.query().unwrap_or("").to_owned(),
        status: response.status().as_u16(),
    });
    response
}

async fn answer(fake: &FakeEconomic, method: &Method, uri: &Uri, headers: &HeaderMap, body: &Bytes) -> Response {
    let token = |name: &str| headers.get(name).and_then(|v| v.to_str().ok()).unwrap_or("");
    if token("X-AppSecretToken") != APP_SECRET || token("X-AgreementGrantToken") != GRANT {
        return error(StatusCode::UNAUTHORIZED, "Unauthorized. The app secret token or the agreement grant token is not valid.", json!({}));
    }
    let path = uri.path();
    let segments: Vec<&str> = path.trim_matches('/').split('/').collect();
    let not_found = || error(StatusCode::NOT_FOUND, "Not found.", json!({}));
    // A file posted: read before the books are locked.
    let content_type = headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or("").to_owned();
    let upload = match multer::parse_boundary(&content_type) {
        Ok(boundary) if method == Method::POST && path.ends_with("/attachment/file") => {
            let body = body.clone();
            let stream = futures_util::stream::once(async move { Ok::<Bytes, std::convert::Infallible>(body) });
            let mut form = multer::Multipart::new(stream, boundary);
            match form.next_field().await {
                Ok(Some(field)) => {
                    let declared = field.content_type().map(|m| m.to_string()).unwrap_or_default();
                    field.bytes().await.ok().map(|bytes| (bytes.to_vec(), declared))
                }
                _ => None,
            }
        }
        _ => None,
    };
    let mut books = fake.books.lock().unwrap();
    match (method.as_str(), segments.as_slice()) {
        ("GET", ["accounts", number]) => match number.parse::<i64>().ok().and_then(|n| books.accounts.get(&n).map(|b| (n, *b))) {
            Some((n, barred)) => {
                let mut account = json!({ "accountNumber": n, "accountType": "profitAndLoss", "name": format!("Konto {n}") });
                if barred {
                    account["barred"] = json!(true);
                }
                respond(StatusCode::OK, account)
            }
            None => not_found(),
        },
        ("GET", ["vat-accounts", code]) if *code == "U25" => {
            respond(StatusCode::OK, json!({ "vatCode": "U25", "name": "Salgsmoms", "ratePercentage": 25.0, "account": { "accountNumber": 14261 } }))
        }
        ("GET", ["vat-accounts", code]) if *code == "U12" => respond(StatusCode::OK, json!({ "vatCode": "U12", "name": "Halv moms", "ratePercentage": 12.5 })),
        ("GET", ["customer-groups", "1"]) => respond(StatusCode::OK, json!({ "customerGroupNumber": 1, "name": "Indenlandske" })),
        ("GET", ["payment-terms", "1"]) => respond(StatusCode::OK, json!({ "paymentTermsNumber": 1, "name": "Netto 8 dage", "daysOfCredit": 8, "paymentTermsType": "net" })),
        ("GET", ["vat-zones", "1"]) => respond(StatusCode::OK, json!({ "vatZoneNumber": 1, "name": "Domestic", "enabledForCustomer": true })),
        ("GET", ["journals-experimental", "1"]) => respond(StatusCode::OK, json!({ "journalNumber": 1, "name": "Webshop" })),
        ("GET", ["accounting-years"]) => {
            let filter = query_param(uri, "filter").unwrap_or_default();
            // fromDate$lte:D$and:toDate$gte:D
            let day = filter.strip_prefix("fromDate$lte:").and_then(|rest| rest.split_once("$and:toDate$gte:")).map(|(a, _)| a.to_owned());
            let years: Vec<Value> = ["2025", "2026", "2027"]
                .iter()
                .filter(|y| day.as_deref().is_none_or(|d| d.starts_with(*y)))
                .map(|y| json!({ "year": y, "fromDate": format!("{y}-01-01"), "toDate": format!("{y}-12-31") }))
                .collect();
            respond(StatusCode::OK, json!({ "collection": years, "pagination": { "results": years.len() } }))
        }
        ("GET", ["customers"]) => {
            let Some(filter) = query_param(uri, "filter") else {
                return respond(StatusCode::OK, json!({ "collection": books.customers }));
            };
            let Some((field, value)) = parse_filter(&filter) else {
                return error(StatusCode::BAD_REQUEST, "Invalid filter.", json!({}));
            };
            if !["email", "corporateIdentificationNumber", "ean", "name", "customerNumber"].contains(&field.as_str()) {
                return error(StatusCode::BAD_REQUEST, &format!("The property {field} is not filterable."), json!({}));
            }
            let found: Vec<Value> = books
                .customers
                .iter()
                .filter(|c| c[&field].as_str().is_some_and(|v| v.eq_ignore_ascii_case(&value)))
                .cloned()
                .collect();
            respond(StatusCode::OK, json!({ "collection": found }))
        }
        ("POST", ["customers"]) => {
            let Ok(customer) = serde_json::from_slice::<Value>(body) else { return error(StatusCode::BAD_REQUEST, "Invalid JSON.", json!({})) };
            let mut errors = serde_json::Map::new();
            for required in ["name", "currency", "customerGroup", "paymentTerms", "vatZone"] {
                if customer[required].is_null() {
                    errors.insert(required.into(), property_error(&format!("{required} is required.")));
                }
            }
            if customer["currency"].as_str().is_some_and(|c| c.len() != 3) {
                errors.insert("currency".into(), property_error("currency must be three letters."));
            }
            for (key, number) in [("customerGroup", "customerGroupNumber"), ("paymentTerms", "paymentTermsNumber"), ("vatZone", "vatZoneNumber")] {
                if !customer[key].is_null() && customer[key][number].as_i64() != Some(1) {
                    errors.insert(key.into(), property_error(&format!("{key} does not exist.")));
                }
            }
            if !errors.is_empty() {
                return error(StatusCode::BAD_REQUEST, "Validation error.", Value::Object(errors));
            }
            let mut customer = customer;
            let number = books.customers.len() as i64 + 1;
            customer["customerNumber"] = json!(number);
            customer["self"] = json!(format!("{}/customers/{number}", fake.url));
            books.customers.push(customer.clone());
            respond(StatusCode::CREATED, customer)
        }
        ("POST", ["journals-experimental", journal, "vouchers"]) => {
            let Ok(voucher) = serde_json::from_slice::<Value>(body) else { return error(StatusCode::BAD_REQUEST, "Invalid JSON.", json!({})) };
            let Ok(journal) = journal.parse::<i64>() else { return not_found() };
            if journal != 1 {
                return not_found();
            }
            let mut errors = serde_json::Map::new();
            let year = voucher["accountingYear"]["year"].as_str().unwrap_or("").to_owned();
            if !["2025", "2026", "2027"].contains(&year.as_str()) {
                errors.insert("accountingYear".into(), property_error("accountingYear does not exist."));
            }
            let mut entries = serde_json::Map::new();
            for kind in ["manualCustomerInvoices", "customerPayments"] {
                let mut listed = Vec::new();
                for (i, entry) in voucher["entries"][kind].as_array().cloned().unwrap_or_default().iter().enumerate() {
                    let mut wrong = serde_json::Map::new();
                    wrong.insert("arrayIndex".into(), json!(i));
                    if !entry["amount"].is_number() {
                        wrong.insert("amount".into(), property_error("amount is required."));
                    }
                    if entry["date"].as_str().is_none_or(|d| !d.starts_with(&year)) {
                        wrong.insert("date".into(), property_error("date is required and within the accounting year."));
                    }
                    let customer = entry["customer"]["customerNumber"].as_i64();
                    if customer.is_none_or(|n| n < 1 || n > books.customers.len() as i64) {
                        wrong.insert("customer".into(), property_error("customer does not exist."));
                    }
                    if entry["contraAccount"]["accountNumber"].as_i64().is_none_or(|n| !books.accounts.contains_key(&n)) {
                        wrong.insert("contraAccount".into(), property_error("contraAccount does not exist."));
                    }
                    if !entry["contraVatAccount"].is_null() && entry["contraVatAccount"]["vatCode"].as_str() != Some("U25") {
                        wrong.insert("contraVatAccount".into(), property_error("contraVatAccount does not exist."));
                    }
                    if entry["text"].as_str().is_some_and(|t| t.chars().count() > 250) {
                        wrong.insert("text".into(), property_error("text is longer than 250."));
                    }
                    if kind == "customerPayments" && !entry["dueDate"].is_null() {
                        wrong.insert("dueDate".into(), property_error("dueDate is not a property of a customer payment."));
                    }
                    if entry["customerInvoice"].as_i64().is_some_and(|n| n < 1) {
                        wrong.insert("customerInvoice".into(), property_error("customerInvoice must be at least 1."));
                    }
                    if wrong.len() > 1 {
                        listed.push(Value::Object(wrong));
                    }
                }
                if !listed.is_empty() {
                    entries.insert(kind.into(), Value::Array(listed));
                }
            }
            if !entries.is_empty() {
                errors.insert("entries".into(), Value::Object(entries));
            }
            if !errors.is_empty() {
                return error(StatusCode::BAD_REQUEST, "Validation error.", Value::Object(errors));
            }
            let number = books.next_voucher;
            books.next_voucher += 1;
            let mut stored = voucher.clone();
            for kind in ["manualCustomerInvoices", "customerPayments"] {
                if let Some(list) = stored["entries"][kind].as_array_mut() {
                    for entry in list {
                        let entry_number = books.next_entry;
                        books.next_entry += 1;
                        entry["journalEntryNumber"] = json!(entry_number);
                        entry["voucher"] = json!({ "voucherNumber": number, "accountingYear": { "year": year } });
                    }
                }
            }
            books.vouchers.push(Voucher { year: year.clone(), number, journal, body: stored.clone(), booked: false, file: None });
            let mut answer = stored;
            answer["voucherNumber"] = json!(number);
            answer["accountingYear"] = json!({ "year": year, "self": format!("{}/accounting-years/{year}", fake.url) });
            answer["self"] = json!(format!("{}/journals-experimental/{journal}/vouchers/{year}-{number}", fake.url));
            respond(StatusCode::CREATED, answer)
        }
        ("GET", ["journals-experimental", "1", "entries"]) => {
            let text = query_param(uri, "filter").and_then(|f| parse_filter(&f)).filter(|(field, _)| field == "text").map(|(_, v)| v);
            let entries: Vec<Value> = books
                .vouchers
                .iter()
                .filter(|v| !v.booked)
                .flat_map(|v| {
                    ["manualCustomerInvoices", "customerPayments"]
                        .iter()
                        .flat_map(|kind| v.body["entries"][*kind].as_array().cloned().unwrap_or_default())
                        .collect::<Vec<_>>()
                })
                .filter(|e| text.as_deref().is_none_or(|t| e["text"].as_str().is_some_and(|x| x.eq_ignore_ascii_case(t))))
                .collect();
            respond(StatusCode::OK, json!({ "collection": entries }))
        }
        ("GET", ["accounting-years", year, "entries"]) => {
            let text = query_param(uri, "filter").and_then(|f| parse_filter(&f)).filter(|(field, _)| field == "text").map(|(_, v)| v);
            let entries: Vec<Value> = books
                .vouchers
                .iter()
                .filter(|v| v.booked && v.year == *year)
                .flat_map(|v| {
                    let number = v.number;
                    ["manualCustomerInvoices", "customerPayments"]
                        .iter()
                        .flat_map(|kind| v.body["entries"][*kind].as_array().cloned().unwrap_or_default())
                        .map(move |e| json!({ "voucherNumber": number, "text": e["text"], "amount": e["amount"], "date": e["date"] }))
                        .collect::<Vec<_>>()
                })
                .filter(|e| text.as_deref().is_none_or(|t| e["text"].as_str().is_some_and(|x| x.eq_ignore_ascii_case(t))))
                .collect();
            respond(StatusCode::OK, json!({ "collection": entries }))
        }
        (_, ["journals-experimental", "1", "vouchers", key, "attachment", rest @ ..]) => {
            let Some((year, number)) = key.split_once('-').and_then(|(y, n)| Some((y.to_owned(), n.parse::<i64>().ok()?))) else {
                return not_found();
            };
            let Some(voucher) = books.vouchers.iter_mut().find(|v| v.year == year && v.number == number && !v.booked) else {
                return not_found();
            };
            match (method.as_str(), rest) {
                ("GET", []) => match &voucher.file {
                    Some(_) => respond(StatusCode::OK, json!({ "pages": 1, "file": format!("{}{}/file", fake.url, uri.path()), "createdAt": "2026-11-29" })),
                    None => not_found(),
                },
                ("POST", ["file"]) => {
                    if !content_type.starts_with("multipart/form-data") {
                        return error(StatusCode::UNSUPPORTED_MEDIA_TYPE, "Upload of binary data requires the content-type header to be multipart/form-data.", json!({}));
                    }
                    if body.len() > 9 * 1024 * 1024 {
                        return error(StatusCode::BAD_REQUEST, "The file is larger than 9.0 MB.", json!({}));
                    }
                    let Some((bytes, declared)) = upload else { return error(StatusCode::BAD_REQUEST, "No file in the request.", json!({})) };
                    if !bytes.starts_with(b"%PDF-") {
                        return error(StatusCode::BAD_REQUEST, "Only .jpg, .jpeg, .pdf, .gif and .png files can be attached.", json!({}));
                    }
                    if voucher.file.is_some() {
                        return error(StatusCode::BAD_REQUEST, "The voucher has a file already; use PATCH to add pages.", json!({}));
                    }
                    voucher.file = Some((bytes, declared));
                    respond(StatusCode::CREATED, json!({ "pages": 1 }))
                }
                _ => error(StatusCode::METHOD_NOT_ALLOWED, "Method not allowed.", json!({})),
            }
        }
        _ => not_found(),
    }
}
