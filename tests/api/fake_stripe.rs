//! A loopback server that speaks the parts of Stripe's REST API (version 2024-06-20)
//! our payment client uses: Checkout Sessions (create, retrieve, expire),
//! PaymentIntents (retrieve, capture, cancel) and Refunds. Requests are form-encoded in
//! Stripe's bracket notation and answers are JSON, with Stripe's error objects and
//! statuses and `Idempotency-Key` replays. Parameters are checked as Stripe checks
//! them: an unknown one, a wrong type or a value out of range is a 400 that names it.
//! Tests play the customer and Stripe's side through [`FakeStripe`]'s methods (paying,
//! declining, letting things expire, refunding in the dashboard), build and sign
//! webhook events, and make the fake fail on demand.
//!
//! Money moves as it does at Stripe. Capturing less than was authorised releases the
//! rest: the charge's `amount_refunded` then counts the released amount, and its
//! `refunds` list holds a refund for it. Cancelling an uncaptured payment, or letting its
//! authorisation lapse, releases all of it the same way.

// Parts of the fake are there for tests not yet written.
#![allow(dead_code)]

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use axum::Router;
use axum::body::{Body, Bytes};
use axum::extract::State;
use axum::http::{HeaderMap, Method, Uri, header};
use axum::response::Response;
use hmac::{Hmac, Mac};
use rand::Rng;
use serde_json::{Map, Value, json};
use sha2::Sha256;

/// The API version the fake's objects and events follow.
pub const API_VERSION: &str = "2024-06-20";

/// How long a card authorisation lasts before Stripe cancels the payment uncaptured.
const AUTHORISATION_DAYS: i64 = 7;

/// How the fake answers the API. The hosted payment page always answers.
#[derive(Clone, Debug, PartialEq)]
pub enum Mode {
    /// As Stripe does.
    Normal,
    /// Every API call answers this status with an `api_error`. Nothing is done, and
    /// nothing is kept for the call's Idempotency-Key, as when Stripe fails in front
    /// of its API.
    Status(u16),
}

/// A fault of Stripe's for one request, as its documentation on errors describes them
/// ([`FakeStripe::fail_next`]).
#[derive(Clone, Debug, PartialEq)]
pub enum Fault {
    /// This status with Stripe's error object (`type` and `code` as Stripe gives them
    /// for it: 409 `lock_timeout`, 429 `rate_limit`, 5xx `api_error`), the
    /// `Stripe-Should-Retry` header when given and `Retry-After` seconds when given.
    /// Nothing is done and nothing kept for the key.
    Status { status: u16, should_retry: Option<bool>, retry_after: Option<u64> },
    /// The request is carried out and kept for its key, and its answer lost on the way
    /// back (a proxy's 502 in its place).
    Lost,
}

/// One request as the fake received it, refused or not.
#[derive(Clone, Debug, PartialEq)]
pub struct Call {
    pub method: String,
    pub path: String,
    /// The form body of a POST or the query of a GET, nested as [`parse_form`] reads
    /// it, or `Null` when it could not be read.
    pub params: Value,
    pub idempotency_key: Option<String>,
}

/// The fake Stripe account: a handle on the server and its state, cheap to clone.
#[derive(Clone)]
pub struct FakeStripe {
    /// The base URL, such as `http://127.0.0.1:PORT`. The API is under `/v1/`.
    pub url: String,
    account: Arc<Mutex<Account>>,
    /// Answers wait for a permit: [`FakeStripe::hold`] takes them all away until
    /// [`FakeStripe::release`] (a provider that has done the work and not answered yet).
    gate: Arc<tokio::sync::Semaphore>,
}

const PERMITS: u32 = 1 << 20;

impl FakeStripe {
    /// Starts the fake on a free loopback port. Only `secret_key` opens the API.
    pub async fn start(secret_key: &str) -> FakeStripe {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("http://{}", listener.local_addr().unwrap());
        let account = Arc::new(Mutex::new(Account {
            secret_key: secret_key.to_owned(),
            url: url.clone(),
            mode: Mode::Normal,
            clock_offset: 0,
            calls: Vec::new(),
            sessions: HashMap::new(),
            intents: HashMap::new(),
            charges: HashMap::new(),
            refunds: HashMap::new(),
            kept: HashMap::new(),
            faults: Vec::new(),
        }));
        let gate = Arc::new(tokio::sync::Semaphore::new(PERMITS as usize));
        let app = Router::new().fallback(serve).with_state((account.clone(), gate.clone()));
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        FakeStripe { url, account, gate }
    }

    /// From now on every API call is carried out at once and its answer held until
    /// [`FakeStripe::release`]: a client that gives up and retries with the same
    /// Idempotency-Key gets the kept answer.
    pub async fn hold(&self) {
        self.gate.acquire_many(PERMITS).await.unwrap().forget();
    }

    /// How many Checkout Sessions the account has made.
    pub fn session_count(&self) -> usize {
        self.lock().sessions.len()
    }

    /// The held answers go out, and the next ones at once.
    pub fn release(&self) {
        self.gate.add_permits(PERMITS as usize);
    }

    fn lock(&self) -> MutexGuard<'_, Account> {
        let mut account = self.account.lock().unwrap();
        let now = account.now();
        account.settle(now);
        account
    }

    /// The customer pays on the hosted page. The session becomes `complete` and its
    /// PaymentIntent holds a charge for the session's total. With
    /// `payment_intent_data[capture_method]=manual` the payment is only authorised: the
    /// PaymentIntent `requires_capture` and the session's `payment_status` stays
    /// `unpaid`. Otherwise it is captured at once: `succeeded`, and `paid`. Returns the
    /// PaymentIntent's id.
    pub fn pay(&self, session_id: &str) -> String {
        let mut account = self.lock();
        let now = account.now();
        let session = account.sessions.get(session_id).unwrap_or_else(|| panic!("no Checkout Session {session_id}"));
        assert_eq!(session.status, "open", "{session_id} is {}: only an open Checkout Session can be paid", session.status);
        let (amount, currency, manual) = (session.amount_total, session.currency.clone(), session.capture_method == "manual");
        let intent_id = account.intent_for(session_id, now);
        let charge_id = new_id("ch_3", 24);
        account.charges.insert(
            charge_id.clone(),
            Charge {
                id: charge_id.clone(),
                created: now,
                amount,
                amount_captured: if manual { 0 } else { amount },
                amount_refunded: 0,
                captured: !manual,
                currency,
                payment_intent: intent_id.clone(),
                refunds: Vec::new(),
            },
        );
        let intent = account.intents.get_mut(&intent_id).unwrap();
        intent.latest_charge = Some(charge_id);
        intent.last_payment_error = None;
        if manual {
            intent.status = "requires_capture";
            intent.amount_capturable = amount;
        } else {
            intent.status = "succeeded";
            intent.amount_received = amount;
        }
        let session = account.sessions.get_mut(session_id).unwrap();
        session.status = "complete";
        session.payment_status = if manual { "unpaid" } else { "paid" };
        intent_id
    }

    /// The customer's card is declined on the hosted page. The session stays `open`
    /// (the customer may try again) and its PaymentIntent `requires_payment_method`,
    /// with the decline as its `last_payment_error`.
    pub fn decline(&self, session_id: &str) {
        let mut account = self.lock();
        let now = account.now();
        let session = account.sessions.get(session_id).unwrap_or_else(|| panic!("no Checkout Session {session_id}"));
        assert_eq!(session.status, "open", "{session_id} is {}: only an open Checkout Session takes payments", session.status);
        let intent_id = account.intent_for(session_id, now);
        account.intents.get_mut(&intent_id).unwrap().last_payment_error = Some(json!({
            "type": "card_error", "code": "card_declined", "decline_code": "generic_decline",
            "message": "Your card was declined.",
        }));
    }

    /// The open session expires (as when the customer never pays before `expires_at`).
    pub fn expire_session(&self, session_id: &str) {
        let mut account = self.lock();
        let session = account.sessions.get_mut(session_id).unwrap_or_else(|| panic!("no Checkout Session {session_id}"));
        assert_eq!(session.status, "open", "{session_id} is {}, not open", session.status);
        session.status = "expired";
    }

    /// The authorisation of a payment that `requires_capture` lapses: Stripe cancels
    /// the PaymentIntent (`cancellation_reason: "automatic"`) and releases the charge,
    /// and a capture is refused with `charge_expired_for_capture`.
    pub fn expire_authorisation(&self, intent_id: &str) {
        let mut account = self.lock();
        let now = account.now();
        let intent = account.intents.get(intent_id).unwrap_or_else(|| panic!("no PaymentIntent {intent_id}"));
        assert_eq!(intent.status, "requires_capture", "{intent_id} is {}: only an authorisation can lapse", intent.status);
        account.lapse(intent_id, now);
    }

    /// Moves the fake's clock on. Open sessions past their `expires_at` read
    /// `expired`, and authorisations older than seven days lapse.
    pub fn advance_clock(&self, by: Duration) {
        self.account.lock().unwrap().clock_offset += by.as_secs() as i64;
    }

    /// A refund made in Stripe's dashboard, under the same rules as `POST /v1/refunds`
    /// (a refusal is a panic). Returns the charge as it is afterwards.
    pub fn refund_in_dashboard(&self, intent_id: &str, amount: i64) -> Value {
        let mut account = self.lock();
        let now = account.now();
        let intent = account.intents.get(intent_id).unwrap_or_else(|| panic!("no PaymentIntent {intent_id}"));
        let charge_id = match (&intent.latest_charge, intent.status) {
            (Some(charge), "succeeded") => charge.clone(),
            _ => panic!("{intent_id} is {}: only a captured payment can be refunded", intent.status),
        };
        if let Err(refusal) = account.refund(&charge_id, Some(amount), None, Map::new(), now) {
            panic!("the dashboard refused the refund: {}", refusal.error["message"]);
        }
        account.charge_json(&account.charges[&charge_id])
    }

    /// The Checkout Session as the API reads it, unexpanded.
    pub fn session(&self, id: &str) -> Value {
        let account = self.lock();
        account.session_json(account.sessions.get(id).unwrap_or_else(|| panic!("no Checkout Session {id}")))
    }

    /// The PaymentIntent as the API reads it, unexpanded.
    pub fn payment_intent(&self, id: &str) -> Value {
        let account = self.lock();
        account.intent_json(account.intents.get(id).unwrap_or_else(|| panic!("no PaymentIntent {id}")))
    }

    /// The charge as the API reads it, with its refunds.
    pub fn charge(&self, id: &str) -> Value {
        let account = self.lock();
        account.charge_json(account.charges.get(id).unwrap_or_else(|| panic!("no charge {id}")))
    }

    /// A Stripe event of type `kind` (such as `checkout.session.completed`) about
    /// `object`, as a webhook delivers it.
    pub fn event(&self, kind: &str, object: Value) -> Value {
        json!({
            "id": new_id("evt_3", 24),
            "object": "event",
            "api_version": API_VERSION,
            "created": self.lock().now(),
            "livemode": false,
            "type": kind,
            "data": {"object": object},
            "pending_webhooks": 1,
            "request": {"id": null, "idempotency_key": null},
        })
    }

    /// The `Stripe-Signature` header for `payload` sent at `timestamp` (Unix seconds):
    /// `t=<timestamp>,v1=<hex HMAC-SHA256 of "<timestamp>.<payload>" keyed with the
    /// endpoint's secret>`.
    pub fn sign(secret: &str, payload: &str, timestamp: i64) -> String {
        let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).unwrap();
        mac.update(format!("{timestamp}.{payload}").as_bytes());
        format!("t={timestamp},v1={}", hex::encode(mac.finalize().into_bytes()))
    }

    /// Delivers `event` to a webhook endpoint as Stripe does: a POST of the
    /// pretty-printed JSON, signed now with `webhook_secret`.
    pub async fn send_event(&self, endpoint_url: &str, webhook_secret: &str, event: &Value) -> reqwest::Response {
        let payload = serde_json::to_string_pretty(event).unwrap();
        let signature = FakeStripe::sign(webhook_secret, &payload, unix_now());
        reqwest::Client::new()
            .post(endpoint_url)
            .header("content-type", "application/json; charset=utf-8")
            .header("user-agent", "Stripe/1.0 (+https://stripe.com/docs/webhooks)")
            .header("stripe-signature", signature)
            .body(payload)
            .send()
            .await
            .unwrap_or_else(|e| panic!("webhook endpoint {endpoint_url} unreachable: {e}"))
    }

    /// The next request with `method` on a path starting with `path_prefix` meets
    /// `fault` (faults queue up in order).
    pub fn fail_next(&self, method: &str, path_prefix: &str, fault: Fault) {
        self.account.lock().unwrap().faults.push((method.to_uppercase(), path_prefix.to_owned(), fault));
    }

    pub fn set_mode(&self, mode: Mode) {
        self.account.lock().unwrap().mode = mode;
    }

    /// Every request so far, in order, refused ones included.
    pub fn calls(&self) -> Vec<Call> {
        self.account.lock().unwrap().calls.clone()
    }

    /// How many requests used `method` on a path that starts with `path_prefix`.
    pub fn count(&self, method: &str, path_prefix: &str) -> usize {
        let account = self.account.lock().unwrap();
        account.calls.iter().filter(|c| c.method.eq_ignore_ascii_case(method) && c.path.starts_with(path_prefix)).count()
    }
}

fn unix_now() -> i64 {
    SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_secs() as i64
}

/// An id as Stripe makes them: a prefix and `n` random letters and digits.
fn new_id(prefix: &str, n: usize) -> String {
    let tail: String = rand::rng().sample_iter(&rand::distr::Alphanumeric).take(n).map(char::from).collect();
    format!("{prefix}{tail}")
}

/// Stripe's form encoding read into nested JSON: `a[b][c]=v` nests objects, `a[]=v`
/// appends to an array, and an object whose keys are all indices (`a[0]`, `a[1]`)
/// becomes an array in their order (except under `metadata`, whose keys are free).
/// Values stay strings, as Stripe reads them.
pub fn parse_form(input: &str) -> Result<Value, String> {
    let mut root = Value::Object(Map::new());
    for (key, value) in url::form_urlencoded::parse(input.as_bytes()) {
        let path = split_key(&key).ok_or_else(|| format!("Invalid parameter name: {key}"))?;
        insert(&mut root, &path, value.into_owned()).map_err(|()| format!("Invalid value for {key}: it conflicts with another parameter"))?;
    }
    Ok(arrays(root, false))
}

/// `line_items[0][quantity]` as `["line_items", "0", "quantity"]`; `expand[]` ends in "".
fn split_key(key: &str) -> Option<Vec<String>> {
    let (head, mut rest) = key.find('[').map_or((key, ""), |i| (&key[..i], &key[i..]));
    if head.is_empty() {
        return None;
    }
    let mut path = vec![head.to_owned()];
    while !rest.is_empty() {
        let inner = rest.strip_prefix('[')?;
        let end = inner.find(']')?;
        path.push(inner[..end].to_owned());
        rest = &inner[end + 1..];
    }
    Some(path)
}

fn insert(container: &mut Value, path: &[String], value: String) -> Result<(), ()> {
    let (key, rest) = path.split_first().ok_or(())?;
    let fresh = || match rest.first() {
        None => Value::Null,
        Some(next) if next.is_empty() => Value::Array(Vec::new()),
        Some(_) => Value::Object(Map::new()),
    };
    let slot = match container {
        Value::Array(items) if key.is_empty() => {
            items.push(fresh());
            items.last_mut().unwrap()
        }
        Value::Object(map) if !key.is_empty() => map.entry(key.clone()).or_insert_with(fresh),
        _ => return Err(()),
    };
    if !rest.is_empty() {
        return insert(slot, rest, value);
    }
    match slot {
        Value::Null | Value::String(_) => {
            *slot = Value::String(value);
            Ok(())
        }
        _ => Err(()),
    }
}

fn arrays(value: Value, under_metadata: bool) -> Value {
    match value {
        Value::Object(map) => {
            let indexed = !under_metadata && !map.is_empty() && map.keys().all(|k| !k.is_empty() && k.bytes().all(|b| b.is_ascii_digit()));
            let entries = map.into_iter().map(|(k, v)| {
                let v = arrays(v, k == "metadata");
                (k, v)
            });
            if indexed {
                let mut items: Vec<(usize, Value)> = entries.map(|(k, v)| (k.parse().unwrap_or(usize::MAX), v)).collect();
                items.sort_by_key(|(i, _)| *i);
                Value::Array(items.into_iter().map(|(_, v)| v).collect())
            } else {
                Value::Object(entries.collect())
            }
        }
        Value::Array(items) => Value::Array(items.into_iter().map(|v| arrays(v, false)).collect()),
        other => other,
    }
}

struct Account {
    secret_key: String,
    url: String,
    mode: Mode,
    /// Seconds added to the real clock (see [`FakeStripe::advance_clock`]).
    clock_offset: i64,
    calls: Vec<Call>,
    sessions: HashMap<String, Session>,
    intents: HashMap<String, Intent>,
    charges: HashMap<String, Charge>,
    refunds: HashMap<String, Refund>,
    /// Answers kept by Idempotency-Key.
    kept: HashMap<String, Kept>,
    /// Faults for coming requests: method, path prefix, fault; each used once.
    faults: Vec<(String, String, Fault)>,
}

struct LineItem {
    id: String,
    price: String,
    product: String,
    name: String,
    unit_amount: i64,
    quantity: i64,
}

struct Session {
    id: String,
    created: i64,
    expires_at: i64,
    status: &'static str,
    payment_status: &'static str,
    currency: String,
    amount_total: i64,
    line_items: Vec<LineItem>,
    client_reference_id: Option<String>,
    customer_email: Option<String>,
    locale: Option<String>,
    metadata: Map<String, Value>,
    payment_method_types: Vec<String>,
    success_url: String,
    cancel_url: Option<String>,
    /// `payment_intent_data[capture_method]` and `[metadata]`, for the PaymentIntent.
    capture_method: String,
    intent_metadata: Map<String, Value>,
    payment_intent: Option<String>,
}

struct Intent {
    id: String,
    created: i64,
    amount: i64,
    amount_capturable: i64,
    amount_received: i64,
    capture_method: String,
    currency: String,
    status: &'static str,
    latest_charge: Option<String>,
    metadata: Map<String, Value>,
    payment_method_types: Vec<String>,
    canceled_at: Option<i64>,
    cancellation_reason: Option<String>,
    last_payment_error: Option<Value>,
    /// The authorisation lapsed uncaptured.
    authorisation_expired: bool,
}

struct Charge {
    id: String,
    created: i64,
    amount: i64,
    amount_captured: i64,
    /// Refunds and released authorisation together, as Stripe counts them.
    amount_refunded: i64,
    captured: bool,
    currency: String,
    payment_intent: String,
    /// Oldest first.
    refunds: Vec<String>,
}

struct Refund {
    id: String,
    created: i64,
    amount: i64,
    charge: String,
    currency: String,
    payment_intent: String,
    metadata: Map<String, Value>,
    reason: Option<String>,
}

/// The first answer to a POST with an Idempotency-Key, and what was asked.
struct Kept {
    method: String,
    path: String,
    params: Value,
    status: u16,
    body: String,
}

/// An API refusal: the status, Stripe's `error` object, and whether Stripe keeps it
/// for the request's Idempotency-Key. Stripe keeps an answer once the endpoint began
/// its work, so not a refusal of the parameters or of an unknown object.
struct Refusal {
    status: u16,
    error: Value,
    kept: bool,
}

fn refusal(status: u16, kind: &str, code: Option<&str>, param: Option<&str>, message: impl Into<String>, kept: bool) -> Refusal {
    let mut error = json!({"type": kind, "message": message.into()});
    if let Some(code) = code {
        error["code"] = json!(code);
        error["doc_url"] = json!(format!("https://stripe.com/docs/error-codes/{}", code.replace('_', "-")));
    }
    if let Some(param) = param {
        error["param"] = json!(param);
    }
    Refusal { status, error, kept }
}

/// A parameter refused.
fn invalid(param: &str, message: impl Into<String>) -> Refusal {
    refusal(400, "invalid_request_error", None, Some(param).filter(|p| !p.is_empty()), message, false)
}

fn invalid_integer(param: &str, message: impl Into<String>) -> Refusal {
    refusal(400, "invalid_request_error", Some("parameter_invalid_integer"), Some(param), message, false)
}

fn no_such(kind: &str, id: &str, param: &str) -> Refusal {
    refusal(404, "invalid_request_error", Some("resource_missing"), Some(param), format!("No such {kind}: '{id}'"), false)
}

/// A request refused for the state of what it acts on (kept for its Idempotency-Key).
fn conflict(code: Option<&str>, param: Option<&str>, message: impl Into<String>) -> Refusal {
    refusal(400, "invalid_request_error", code, param, message, true)
}

/// `parent[key]`, or `key` at the top.
fn name(parent: &str, key: &str) -> String {
    if parent.is_empty() { key.to_owned() } else { format!("{parent}[{key}]") }
}

/// Refuses a parameter Stripe does not know at this level.
fn only(map: &Map<String, Value>, parent: &str, known: &[&str]) -> Result<(), Refusal> {
    match map.keys().find(|k| !known.contains(&k.as_str())) {
        Some(key) => {
            let param = name(parent, key);
            Err(refusal(400, "invalid_request_error", Some("parameter_unknown"), Some(&param), format!("Received unknown parameter: {param}"), false))
        }
        None => Ok(()),
    }
}

/// An optional string. An empty one is refused, as Stripe refuses unsetting a
/// parameter that cannot be unset.
fn string(map: &Map<String, Value>, parent: &str, key: &str) -> Result<Option<String>, Refusal> {
    let param = name(parent, key);
    match map.get(key) {
        None => Ok(None),
        Some(Value::String(s)) if s.is_empty() => Err(refusal(
            400,
            "invalid_request_error",
            Some("parameter_invalid_empty"),
            Some(&param),
            format!(
                "You passed an empty string for '{param}'. We assume empty values are an attempt to unset a parameter; however \
                 '{param}' cannot be unset. You should remove '{param}' from your request or supply a non-empty value."
            ),
            false,
        )),
        Some(Value::String(s)) => Ok(Some(s.clone())),
        Some(_) => Err(invalid(&param, "Invalid string")),
    }
}

fn required_string(map: &Map<String, Value>, parent: &str, key: &str) -> Result<String, Refusal> {
    string(map, parent, key)?.ok_or_else(|| missing(&name(parent, key)))
}

fn missing(param: &str) -> Refusal {
    refusal(400, "invalid_request_error", Some("parameter_missing"), Some(param), format!("Missing required param: {param}."), false)
}

fn integer(map: &Map<String, Value>, parent: &str, key: &str) -> Result<Option<i64>, Refusal> {
    let param = name(parent, key);
    match map.get(key) {
        None => Ok(None),
        Some(Value::String(s)) => s.parse().map(Some).map_err(|_| invalid_integer(&param, format!("Invalid integer: {s}"))),
        Some(_) => Err(invalid_integer(&param, "Invalid integer")),
    }
}

/// An integer within `min..=max`, or none.
fn integer_in(map: &Map<String, Value>, parent: &str, key: &str, min: i64, max: i64) -> Result<Option<i64>, Refusal> {
    let param = name(parent, key);
    match integer(map, parent, key)? {
        Some(n) if n < min => Err(invalid_integer(&param, format!("This value must be greater than or equal to {min}."))),
        Some(n) if n > max => Err(invalid_integer(&param, format!("This value must be less than or equal to {max}."))),
        n => Ok(n),
    }
}

fn hash<'a>(map: &'a Map<String, Value>, parent: &str, key: &str) -> Result<Option<&'a Map<String, Value>>, Refusal> {
    match map.get(key) {
        None => Ok(None),
        Some(Value::Object(inner)) => Ok(Some(inner)),
        Some(_) => Err(invalid(&name(parent, key), "Invalid object")),
    }
}

fn list<'a>(map: &'a Map<String, Value>, parent: &str, key: &str) -> Result<Option<&'a Vec<Value>>, Refusal> {
    match map.get(key) {
        None => Ok(None),
        Some(Value::Array(items)) => Ok(Some(items)),
        Some(_) => Err(invalid(&name(parent, key), "Invalid array")),
    }
}

/// One of Stripe's values for an enum parameter.
fn one_of(value: Option<String>, param: &str, allowed: &[&str]) -> Result<Option<String>, Refusal> {
    match value {
        Some(v) if !allowed.contains(&v.as_str()) => {
            let (last, first) = allowed.split_last().unwrap();
            Err(invalid(param, format!("Invalid {param}: must be one of {}, or {last}", first.join(", "))))
        }
        v => Ok(v),
    }
}

/// Metadata changes: keys with an empty value are removed, and `metadata=` (an empty
/// string) removes them all, which reads as `Some` of an empty map.
fn metadata(map: &Map<String, Value>, parent: &str, key: &str) -> Result<Option<Map<String, Value>>, Refusal> {
    let param = name(parent, key);
    let entries = match map.get(key) {
        None => return Ok(None),
        Some(Value::String(s)) if s.is_empty() => return Ok(Some(Map::new())),
        Some(Value::Object(entries)) => entries,
        Some(_) => return Err(invalid(&param, "Invalid object")),
    };
    if entries.len() > 50 {
        return Err(invalid(&param, "You can specify up to 50 keys in metadata."));
    }
    for (k, v) in entries {
        let at = name(&param, k);
        if k.chars().count() > 40 {
            let message = format!("Metadata keys can have up to 40 characters, but you passed in a key that is {} characters long.", k.chars().count());
            return Err(invalid(&at, message));
        }
        match v {
            Value::String(s) if s.chars().count() > 500 => {
                let message = format!("Metadata values can have up to 500 characters, but you passed in a value that is {} characters long.", s.chars().count());
                return Err(invalid(&at, message));
            }
            Value::String(_) => {}
            _ => return Err(invalid(&at, "Invalid string")),
        }
    }
    Ok(Some(entries.clone()))
}

fn merge(target: &mut Map<String, Value>, changes: Map<String, Value>) {
    if changes.is_empty() {
        target.clear();
    }
    for (k, v) in changes {
        if v.as_str() == Some("") {
            target.remove(&k);
        } else {
            target.insert(k, v);
        }
    }
}

/// An absolute http(s) URL, as `success_url` and `cancel_url` must be.
fn absolute_url(map: &Map<String, Value>, key: &str) -> Result<Option<String>, Refusal> {
    let value = string(map, "", key)?;
    if let Some(v) = &value {
        let parsed = url::Url::parse(v).ok().filter(|u| matches!(u.scheme(), "http" | "https"));
        if parsed.is_none() {
            return Err(refusal(400, "invalid_request_error", Some("url_invalid"), Some(key), "Not a valid URL", false));
        }
    }
    Ok(value)
}

/// An amount in a currency's smallest unit, as Stripe writes it in messages.
fn money(amount: i64, currency: &str) -> String {
    format!("{}.{:02} {}", amount / 100, amount % 100, currency.to_uppercase())
}

/// What each top-level parameter of `POST /v1/checkout/sessions` may be. The fake
/// checks the ones our client sends and accepts the rest unchecked.
const SESSION_PARAMS: &[&str] = &[
    "adaptive_pricing", "after_expiration", "allow_promotion_codes", "automatic_tax", "billing_address_collection",
    "branding_settings", "cancel_url", "client_reference_id", "consent_collection", "currency", "custom_fields",
    "custom_text", "customer", "customer_account", "customer_creation", "customer_email", "customer_update", "discounts",
    "excluded_payment_method_types", "expand", "expires_at", "integration_identifier", "invoice_creation", "line_items",
    "locale", "managed_payments", "metadata", "mode", "name_collection", "optional_items", "origin_context",
    "payment_intent_data", "payment_method_collection", "payment_method_configuration", "payment_method_data",
    "payment_method_options", "payment_method_types", "permissions", "phone_number_collection", "redirect_on_completion",
    "return_url", "saved_payment_method_options", "setup_intent_data", "shipping_address_collection", "shipping_options",
    "submit_type", "subscription_data", "success_url", "tax_id_collection", "ui_mode", "wallet_options",
];
const LINE_ITEM_PARAMS: &[&str] = &["adjustable_quantity", "dynamic_tax_rates", "metadata", "price", "price_data", "quantity", "tax_rates"];
const PRICE_DATA_PARAMS: &[&str] = &["currency", "product", "product_data", "recurring", "tax_behavior", "unit_amount", "unit_amount_decimal"];
const PRODUCT_DATA_PARAMS: &[&str] = &["description", "images", "metadata", "name", "tax_code", "unit_label"];
const INTENT_DATA_PARAMS: &[&str] = &[
    "application_fee_amount", "capture_method", "description", "metadata", "on_behalf_of", "receipt_email",
    "setup_future_usage", "shipping", "statement_descriptor", "statement_descriptor_suffix", "transfer_data", "transfer_group",
];
const CAPTURE_PARAMS: &[&str] = &[
    "amount_details", "amount_to_capture", "application_fee_amount", "expand", "final_capture", "hooks", "metadata",
    "payment_details", "statement_descriptor", "statement_descriptor_suffix", "transfer_data",
];
const REFUND_PARAMS: &[&str] = &[
    "amount", "charge", "currency", "customer", "expand", "instructions_email", "metadata", "origin", "payment_intent",
    "reason", "refund_application_fee", "reverse_transfer",
];
const LOCALES: &[&str] = &[
    "auto", "bg", "cs", "da", "de", "el", "en", "en-GB", "es", "es-419", "et", "fi", "fil", "fr", "fr-CA", "hr", "hu", "id",
    "it", "ja", "ko", "lt", "lv", "ms", "mt", "nb", "nl", "pl", "pt", "pt-BR", "ro", "ru", "sk", "sl", "sv", "th", "tr", "vi",
    "zh", "zh-HK", "zh-TW",
];
/// The payment methods the fake account has turned on.
const PAYMENT_METHODS: &[&str] = &["card", "mobilepay"];
/// The least a Checkout Session may charge, in the currency's smallest unit.
const MINIMUMS: &[(&str, i64)] = &[("dkk", 250), ("eur", 50), ("usd", 50), ("gbp", 30), ("nok", 300), ("sek", 300)];
const CANCELLABLE: &[&str] = &["requires_payment_method", "requires_capture", "requires_confirmation", "requires_action"];

/// The endpoints.
enum Route<'a> {
    CreateSession,
    Session(&'a str),
    ExpireSession(&'a str),
    Intent(&'a str),
    Capture(&'a str),
    Cancel(&'a str),
    CreateRefund,
    Refund(&'a str),
    Charge(&'a str),
}

impl Route<'_> {
    /// The kind of object the endpoint answers, where `expand[]` starts.
    fn kind(&self) -> &'static str {
        match self {
            Route::CreateSession | Route::Session(_) | Route::ExpireSession(_) => "checkout.session",
            Route::Intent(_) | Route::Capture(_) | Route::Cancel(_) => "payment_intent",
            Route::CreateRefund | Route::Refund(_) => "refund",
            Route::Charge(_) => "charge",
        }
    }
}

fn route<'a>(method: &Method, path: &'a str) -> Option<Route<'a>> {
    let segments: Vec<&str> = path.strip_prefix("/v1/")?.split('/').collect();
    let post = *method == Method::POST;
    let get = *method == Method::GET;
    Some(match segments.as_slice() {
        ["checkout", "sessions"] if post => Route::CreateSession,
        ["checkout", "sessions", id] if get => Route::Session(id),
        ["checkout", "sessions", id, "expire"] if post => Route::ExpireSession(id),
        ["payment_intents", id] if get => Route::Intent(id),
        ["payment_intents", id, "capture"] if post => Route::Capture(id),
        ["payment_intents", id, "cancel"] if post => Route::Cancel(id),
        ["refunds"] if post => Route::CreateRefund,
        ["refunds", id] if get => Route::Refund(id),
        ["charges", id] if get => Route::Charge(id),
        _ => return None,
    })
}

/// What a field of an object expands to, when it can be expanded.
fn expandable(kind: &str, field: &str) -> Option<&'static str> {
    match (kind, field) {
        ("checkout.session", "payment_intent") | ("charge", "payment_intent") | ("refund", "payment_intent") => Some("payment_intent"),
        ("checkout.session", "line_items") => Some("list"),
        ("payment_intent", "latest_charge") | ("refund", "charge") => Some("charge"),
        _ => None,
    }
}

/// The request's `expand[]` paths, each checked from the endpoint's object.
fn expansions(params: &Map<String, Value>, kind: &str) -> Result<Vec<Vec<String>>, Refusal> {
    let Some(items) = list(params, "", "expand")? else { return Ok(Vec::new()) };
    items
        .iter()
        .map(|item| {
            let path = item.as_str().ok_or_else(|| invalid("expand", "Invalid array"))?;
            let mut at = kind;
            for field in path.split('.') {
                at = expandable(at, field).ok_or_else(|| invalid("expand", format!("This property cannot be expanded ({path}).")))?;
            }
            Ok(path.split('.').map(str::to_owned).collect())
        })
        .collect()
}

impl Account {
    fn now(&self) -> i64 {
        unix_now() + self.clock_offset
    }

    /// What time alone changes: sessions past `expires_at` expire, and authorisations
    /// older than [`AUTHORISATION_DAYS`] lapse.
    fn settle(&mut self, now: i64) {
        for session in self.sessions.values_mut() {
            if session.status == "open" && now >= session.expires_at {
                session.status = "expired";
            }
        }
        let lapsed: Vec<String> = self
            .intents
            .values()
            .filter(|i| i.status == "requires_capture")
            .filter(|i| i.latest_charge.as_ref().is_some_and(|c| self.charges[c].created + AUTHORISATION_DAYS * 86_400 <= now))
            .map(|i| i.id.clone())
            .collect();
        for id in lapsed {
            self.lapse(&id, now);
        }
    }

    /// The session's PaymentIntent, made (`requires_payment_method`) on the first
    /// attempt to pay.
    fn intent_for(&mut self, session_id: &str, now: i64) -> String {
        let session = &self.sessions[session_id];
        if let Some(id) = &session.payment_intent {
            return id.clone();
        }
        let id = new_id("pi_3", 24);
        let intent = Intent {
            id: id.clone(),
            created: now,
            amount: session.amount_total,
            amount_capturable: 0,
            amount_received: 0,
            capture_method: session.capture_method.clone(),
            currency: session.currency.clone(),
            status: "requires_payment_method",
            latest_charge: None,
            metadata: session.intent_metadata.clone(),
            payment_method_types: session.payment_method_types.clone(),
            canceled_at: None,
            cancellation_reason: None,
            last_payment_error: None,
            authorisation_expired: false,
        };
        self.intents.insert(id.clone(), intent);
        self.sessions.get_mut(session_id).unwrap().payment_intent = Some(id.clone());
        id
    }

    /// The authorisation lapses: the PaymentIntent is cancelled and its charge released.
    fn lapse(&mut self, intent_id: &str, now: i64) {
        let intent = self.intents.get_mut(intent_id).unwrap();
        intent.status = "canceled";
        intent.cancellation_reason = Some("automatic".into());
        intent.canceled_at = Some(now);
        intent.amount_capturable = 0;
        intent.authorisation_expired = true;
        if let Some(charge) = intent.latest_charge.clone() {
            let left = self.charges[&charge].amount - self.charges[&charge].amount_refunded;
            self.add_refund(&charge, left, Some("expired_uncaptured_charge"), Map::new(), now);
        }
    }

    fn add_refund(&mut self, charge_id: &str, amount: i64, reason: Option<&str>, metadata: Map<String, Value>, now: i64) -> String {
        let charge = self.charges.get_mut(charge_id).unwrap();
        let id = new_id("re_3", 24);
        charge.amount_refunded += amount;
        charge.refunds.push(id.clone());
        let refund = Refund {
            id: id.clone(),
            created: now,
            amount,
            charge: charge_id.to_owned(),
            currency: charge.currency.clone(),
            payment_intent: charge.payment_intent.clone(),
            metadata,
            reason: reason.map(str::to_owned),
        };
        self.refunds.insert(id.clone(), refund);
        id
    }

    /// A refund of a captured charge: `amount`, or all that is left.
    fn refund(&mut self, charge_id: &str, amount: Option<i64>, reason: Option<&str>, metadata: Map<String, Value>, now: i64) -> Result<String, Refusal> {
        let charge = &self.charges[charge_id];
        if !charge.captured {
            return Err(conflict(
                Some("charge_not_refundable"),
                None,
                format!("Charge {charge_id} has not been captured. Cancel its PaymentIntent to release the authorization."),
            ));
        }
        let left = charge.amount - charge.amount_refunded;
        if left == 0 {
            return Err(conflict(Some("charge_already_refunded"), None, format!("Charge {charge_id} has already been refunded.")));
        }
        let amount = amount.unwrap_or(left);
        if amount > left {
            return Err(conflict(
                Some("amount_too_large"),
                Some("amount"),
                format!(
                    "Refund amount ({}) is greater than unrefunded amount on charge ({})",
                    money(amount, &charge.currency),
                    money(left, &charge.currency)
                ),
            ));
        }
        Ok(self.add_refund(charge_id, amount, reason, metadata, now))
    }

    /// The answer to one API request, after its call is recorded.
    fn answer(&mut self, method: &Method, path: &str, params: Result<Value, Refusal>, authorization: Option<&str>, key: Option<&str>) -> Answer {
        let refused = |refusal: Refusal| Answer::new(refusal.status, &json!({"error": refusal.error}), key);
        match authorization.and_then(|a| a.strip_prefix("Bearer ")) {
            None => {
                return refused(refusal(
                    401,
                    "invalid_request_error",
                    None,
                    None,
                    "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer \
                     auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
                    false,
                ));
            }
            Some(given) if given != self.secret_key => {
                let shown = given.chars().count().saturating_sub(4);
                let masked: String = given.chars().enumerate().map(|(i, c)| if i < 8.min(shown) || i >= shown { c } else { '*' }).collect();
                return refused(refusal(401, "invalid_request_error", None, None, format!("Invalid API Key provided: {masked}"), false));
            }
            Some(_) => {}
        }
        let params = match params {
            Ok(params) => params,
            Err(refusal) => return refused(refusal),
        };
        let key = key.filter(|_| *method == Method::POST);
        if let Some(key) = key {
            if key.len() > 255 {
                return refused(invalid("", "Idempotency-Key must be at most 255 characters."));
            }
            if let Some(kept) = self.kept.get(key) {
                if kept.method == method.as_str() && kept.path == path && kept.params == params {
                    return Answer { status: kept.status, body: kept.body.clone(), replayed: true, key: Some(key.to_owned()) };
                }
                return refused(refusal(
                    400,
                    "idempotency_error",
                    None,
                    None,
                    format!(
                        "Keys for idempotent requests can only be used with the same parameters they were first used with. Try \
                         using a key other than '{key}' if you meant to execute a different request."
                    ),
                    false,
                ));
            }
        }
        let now = self.now();
        self.settle(now);
        let (status, body, kept) = match self.execute(method, path, params.as_object().unwrap(), now) {
            Ok(object) => (200, object, true),
            Err(refusal) => (refusal.status, json!({"error": refusal.error}), refusal.kept),
        };
        let answer = Answer::new(status, &body, key);
        if let (true, Some(key)) = (kept, key) {
            let kept = Kept { method: method.to_string(), path: path.to_owned(), params, status, body: answer.body.clone() };
            self.kept.insert(key.to_owned(), kept);
        }
        answer
    }

    fn execute(&mut self, method: &Method, path: &str, params: &Map<String, Value>, now: i64) -> Result<Value, Refusal> {
        let Some(route) = route(method, path) else {
            return Err(refusal(
                404,
                "invalid_request_error",
                None,
                None,
                format!(
                    "Unrecognized request URL ({method}: {path}). Please see https://stripe.com/docs or we can help at \
                     https://support.stripe.com/."
                ),
                false,
            ));
        };
        let expand = expansions(params, route.kind())?;
        let mut object = match route {
            Route::CreateSession => self.create_session(params, now)?,
            Route::Session(id) => {
                only(params, "", &["expand"])?;
                self.session_json(self.sessions.get(id).ok_or_else(|| no_such("checkout.session", id, "session"))?)
            }
            Route::ExpireSession(id) => self.expire(id, params)?,
            Route::Intent(id) => {
                only(params, "", &["client_secret", "expand"])?;
                self.intent_json(self.intents.get(id).ok_or_else(|| no_such("payment_intent", id, "intent"))?)
            }
            Route::Capture(id) => self.capture(id, params)?,
            Route::Cancel(id) => self.cancel(id, params, now)?,
            Route::CreateRefund => self.create_refund(params, now)?,
            Route::Refund(id) => {
                only(params, "", &["expand"])?;
                self.refund_json(self.refunds.get(id).ok_or_else(|| no_such("refund", id, "refund"))?)
            }
            Route::Charge(id) => {
                only(params, "", &["expand"])?;
                self.charge_json(self.charges.get(id).ok_or_else(|| no_such("charge", id, "charge"))?)
            }
        };
        for path in &expand {
            self.expand(&mut object, path);
        }
        Ok(object)
    }

    fn create_session(&mut self, p: &Map<String, Value>, now: i64) -> Result<Value, Refusal> {
        only(p, "", SESSION_PARAMS)?;
        match required_string(p, "", "mode")?.as_str() {
            "payment" => {}
            "setup" | "subscription" => return Err(invalid("mode", "The fake Stripe only makes Checkout Sessions with mode=payment.")),
            other => return Err(invalid("mode", format!("Invalid mode: must be one of payment, setup, or subscription (not {other})"))),
        }
        if let Some(ui_mode) = string(p, "", "ui_mode")? {
            one_of(Some(ui_mode.clone()), "ui_mode", &["custom", "embedded", "hosted"])?;
            if ui_mode != "hosted" {
                return Err(invalid("ui_mode", "The fake Stripe only makes hosted Checkout Sessions."));
            }
        }
        let success_url = absolute_url(p, "success_url")?.ok_or_else(|| missing("success_url"))?;
        let cancel_url = absolute_url(p, "cancel_url")?;
        let items = list(p, "", "line_items")?.ok_or_else(|| missing("line_items"))?;
        if items.is_empty() || items.len() > 100 {
            return Err(invalid("line_items", "A Checkout Session in payment mode takes between 1 and 100 line items."));
        }
        let mut currency: Option<String> = None;
        let mut line_items = Vec::new();
        for (i, item) in items.iter().enumerate() {
            let at = format!("line_items[{i}]");
            let item = item.as_object().ok_or_else(|| invalid(&at, "Invalid object"))?;
            only(item, &at, LINE_ITEM_PARAMS)?;
            if let Some(price) = string(item, &at, "price")? {
                return Err(no_such("price", &price, &name(&at, "price")));
            }
            let data_at = name(&at, "price_data");
            let data = hash(item, &at, "price_data")?.ok_or_else(|| invalid(&at, format!("You must specify either `price` or `price_data` in {at}.")))?;
            only(data, &data_at, PRICE_DATA_PARAMS)?;
            let line_currency = required_string(data, &data_at, "currency")?.to_lowercase();
            if line_currency.len() != 3 || !line_currency.bytes().all(|b| b.is_ascii_lowercase()) {
                return Err(invalid(&name(&data_at, "currency"), format!("Invalid currency: {line_currency}")));
            }
            match &currency {
                None => currency = Some(line_currency.clone()),
                Some(first) if *first != line_currency => {
                    return Err(invalid(
                        &name(&data_at, "currency"),
                        format!("All line items must use the same currency: {at} is in {line_currency}, line_items[0] in {first}."),
                    ));
                }
                Some(_) => {}
            }
            if data.contains_key("recurring") {
                return Err(invalid(
                    &name(&data_at, "recurring"),
                    "You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.",
                ));
            }
            if let Some(product) = string(data, &data_at, "product")? {
                return Err(no_such("product", &product, &name(&data_at, "product")));
            }
            if data.contains_key("unit_amount_decimal") {
                return Err(invalid(&name(&data_at, "unit_amount_decimal"), "The fake Stripe reads prices from `unit_amount` only."));
            }
            let unit_amount = integer_in(data, &data_at, "unit_amount", 0, 99_999_999)?.ok_or_else(|| missing(&name(&data_at, "unit_amount")))?;
            let product_at = name(&data_at, "product_data");
            let product = hash(data, &data_at, "product_data")?.ok_or_else(|| missing(&product_at))?;
            only(product, &product_at, PRODUCT_DATA_PARAMS)?;
            let product_name = required_string(product, &product_at, "name")?;
            metadata(product, &product_at, "metadata")?;
            metadata(item, &at, "metadata")?;
            let quantity = integer_in(item, &at, "quantity", 1, 999_999)?.ok_or_else(|| missing(&name(&at, "quantity")))?;
            line_items.push(LineItem {
                id: new_id("li_1", 24),
                price: new_id("price_1", 24),
                product: new_id("prod_", 14),
                name: product_name,
                unit_amount,
                quantity,
            });
        }
        let currency = currency.unwrap();
        if let Some(given) = string(p, "", "currency")?
            && given.to_lowercase() != currency
        {
            return Err(invalid("currency", format!("The currency {given} does not match the line items' currency {currency}.")));
        }
        let amount_total: i64 = line_items.iter().map(|l| l.unit_amount * l.quantity).sum();
        if let Some((_, least)) = MINIMUMS.iter().find(|(c, _)| *c == currency)
            && amount_total < *least
        {
            let message = format!("The Checkout Session's total amount due must add up to at least {}.", money(*least, &currency));
            return Err(invalid("line_items", message));
        }
        let expires_at = integer(p, "", "expires_at")?.unwrap_or(now + 86_400);
        if expires_at < now + 30 * 60 {
            return Err(invalid("expires_at", "The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation."));
        }
        if expires_at > now + 86_400 {
            return Err(invalid("expires_at", "The `expires_at` timestamp must be less than 24 hours from Checkout Session creation."));
        }
        let payment_method_types = match list(p, "", "payment_method_types")? {
            None => vec!["card".to_owned()],
            Some(types) if types.is_empty() => return Err(invalid("payment_method_types", "Invalid array")),
            Some(types) => {
                let mut seen = Vec::new();
                for (i, t) in types.iter().enumerate() {
                    let at = format!("payment_method_types[{i}]");
                    let t = t.as_str().filter(|t| !t.is_empty()).ok_or_else(|| invalid(&at, "Invalid string"))?;
                    if !PAYMENT_METHODS.contains(&t) {
                        return Err(invalid(
                            "payment_method_types",
                            format!(
                                "The payment method type provided: {t} is invalid. Please ensure the provided type is activated in \
                                 your dashboard (https://dashboard.stripe.com/account/payments/settings) and your account is enabled \
                                 for any preview features that you are trying to use."
                            ),
                        ));
                    }
                    if t == "mobilepay" && !["dkk", "eur", "nok", "sek"].contains(&currency.as_str()) {
                        return Err(invalid(
                            "payment_method_types",
                            format!("The currency provided ({currency}) is invalid for one or more payment method types provided (mobilepay)."),
                        ));
                    }
                    seen.push(t.to_owned());
                }
                seen
            }
        };
        let (capture_method, intent_metadata) = match hash(p, "", "payment_intent_data")? {
            None => ("automatic".to_owned(), Map::new()),
            Some(data) => {
                only(data, "payment_intent_data", INTENT_DATA_PARAMS)?;
                let method = one_of(string(data, "payment_intent_data", "capture_method")?, "payment_intent_data[capture_method]", &[
                    "automatic",
                    "automatic_async",
                    "manual",
                ])?;
                let mut metadata_map = Map::new();
                merge(&mut metadata_map, metadata(data, "payment_intent_data", "metadata")?.unwrap_or_default());
                (method.unwrap_or_else(|| "automatic".into()), metadata_map)
            }
        };
        let client_reference_id = string(p, "", "client_reference_id")?;
        if client_reference_id.as_ref().is_some_and(|c| c.chars().count() > 200) {
            return Err(invalid("client_reference_id", "client_reference_id can have at most 200 characters."));
        }
        let customer_email = string(p, "", "customer_email")?;
        if let Some(email) = &customer_email {
            let valid = email.split_once('@').is_some_and(|(local, domain)| !local.is_empty() && domain.contains('.') && !domain.contains('@'));
            if !valid || email.contains(char::is_whitespace) {
                return Err(refusal(400, "invalid_request_error", Some("email_invalid"), Some("customer_email"), format!("Invalid email address: {email}"), false));
            }
        }
        let locale = one_of(string(p, "", "locale")?, "locale", LOCALES)?;
        let mut session_metadata = Map::new();
        merge(&mut session_metadata, metadata(p, "", "metadata")?.unwrap_or_default());
        let id = new_id("cs_test_a1", 58);
        let session = Session {
            id: id.clone(),
            created: now,
            expires_at,
            status: "open",
            payment_status: "unpaid",
            currency,
            amount_total,
            line_items,
            client_reference_id,
            customer_email,
            locale,
            metadata: session_metadata,
            payment_method_types,
            success_url,
            cancel_url,
            capture_method,
            intent_metadata,
            payment_intent: None,
        };
        let answer = self.session_json(&session);
        self.sessions.insert(id, session);
        Ok(answer)
    }

    fn expire(&mut self, id: &str, p: &Map<String, Value>) -> Result<Value, Refusal> {
        only(p, "", &["expand"])?;
        let session = self.sessions.get_mut(id).ok_or_else(|| no_such("checkout.session", id, "session"))?;
        if session.status != "open" {
            return Err(conflict(
                None,
                None,
                format!(
                    "Only Checkout Sessions with a status in [\"open\"] can be expired. This Checkout Session has a status of \"{}\".",
                    session.status
                ),
            ));
        }
        session.status = "expired";
        Ok(self.session_json(&self.sessions[id]))
    }

    /// `payment_intent_unexpected_state`, with the PaymentIntent in the error as
    /// Stripe puts it there.
    fn unexpected(&self, intent: &Intent, message: String) -> Refusal {
        let mut refusal = conflict(Some("payment_intent_unexpected_state"), None, message);
        refusal.error["payment_intent"] = self.intent_json(intent);
        refusal
    }

    fn capture(&mut self, id: &str, p: &Map<String, Value>) -> Result<Value, Refusal> {
        only(p, "", CAPTURE_PARAMS)?;
        let amount = integer_in(p, "", "amount_to_capture", 1, i64::MAX)?;
        let changes = metadata(p, "", "metadata")?;
        let intent = self.intents.get(id).ok_or_else(|| no_such("payment_intent", id, "intent"))?;
        if intent.authorisation_expired {
            return Err(conflict(
                Some("charge_expired_for_capture"),
                None,
                "This PaymentIntent could not be captured because its authorization has expired. Uncaptured payments must be \
                 captured within 7 days.",
            ));
        }
        if intent.status != "requires_capture" {
            let message = format!(
                "This PaymentIntent could not be captured because it has a status of {}. Only a PaymentIntent with one of the \
                 following statuses may be captured: requires_capture.",
                intent.status
            );
            return Err(self.unexpected(intent, message));
        }
        let capturable = intent.amount_capturable;
        let amount = amount.unwrap_or(capturable);
        if amount > capturable {
            return Err(conflict(
                Some("amount_too_large"),
                Some("amount_to_capture"),
                format!("The amount to capture ({amount}) is greater than the amount capturable on this PaymentIntent ({capturable})."),
            ));
        }
        let now = self.now();
        let charge_id = intent.latest_charge.clone().unwrap();
        let charge = self.charges.get_mut(&charge_id).unwrap();
        charge.captured = true;
        charge.amount_captured = amount;
        let released = charge.amount - amount;
        if released > 0 {
            self.add_refund(&charge_id, released, None, Map::new(), now);
        }
        let intent = self.intents.get_mut(id).unwrap();
        intent.status = "succeeded";
        intent.amount_received = amount;
        intent.amount_capturable = 0;
        if let Some(changes) = changes {
            merge(&mut intent.metadata, changes);
        }
        Ok(self.intent_json(&self.intents[id]))
    }

    fn cancel(&mut self, id: &str, p: &Map<String, Value>, now: i64) -> Result<Value, Refusal> {
        only(p, "", &["cancellation_reason", "expand"])?;
        let reason = one_of(string(p, "", "cancellation_reason")?, "cancellation_reason", &["abandoned", "duplicate", "fraudulent", "requested_by_customer"])?;
        let intent = self.intents.get(id).ok_or_else(|| no_such("payment_intent", id, "intent"))?;
        if !CANCELLABLE.contains(&intent.status) {
            let message = format!(
                "You cannot cancel this PaymentIntent because it has a status of {}. Only a PaymentIntent with one of the following \
                 statuses may be canceled: {}.",
                intent.status,
                CANCELLABLE.join(", ")
            );
            return Err(self.unexpected(intent, message));
        }
        if let (Some(charge), "requires_capture") = (intent.latest_charge.clone(), intent.status) {
            let left = self.charges[&charge].amount - self.charges[&charge].amount_refunded;
            self.add_refund(&charge, left, None, Map::new(), now);
        }
        let intent = self.intents.get_mut(id).unwrap();
        intent.status = "canceled";
        intent.canceled_at = Some(now);
        intent.cancellation_reason = reason;
        intent.amount_capturable = 0;
        Ok(self.intent_json(&self.intents[id]))
    }

    fn create_refund(&mut self, p: &Map<String, Value>, now: i64) -> Result<Value, Refusal> {
        only(p, "", REFUND_PARAMS)?;
        let amount = integer_in(p, "", "amount", 1, i64::MAX)?;
        let reason = one_of(string(p, "", "reason")?, "reason", &["duplicate", "fraudulent", "requested_by_customer"])?;
        let mut refund_metadata = Map::new();
        merge(&mut refund_metadata, metadata(p, "", "metadata")?.unwrap_or_default());
        let charge_id = match (string(p, "", "payment_intent")?, string(p, "", "charge")?) {
            (None, None) => {
                return Err(invalid("", "One of the following params should be provided for this request: payment_intent or charge."));
            }
            (Some(intent_id), charge) => {
                let intent = self.intents.get(&intent_id).ok_or_else(|| no_such("payment_intent", &intent_id, "payment_intent"))?;
                let latest = match (&intent.latest_charge, intent.status) {
                    (Some(latest), "succeeded") => latest.clone(),
                    _ => {
                        return Err(conflict(
                            Some("charge_not_refundable"),
                            Some("payment_intent"),
                            format!("This PaymentIntent ({intent_id}) does not have a successful charge to refund."),
                        ));
                    }
                };
                if let Some(charge) = charge.filter(|c| *c != latest) {
                    return Err(invalid("charge", format!("The charge {charge} does not belong to the PaymentIntent {intent_id}.")));
                }
                latest
            }
            (None, Some(charge)) => {
                self.charges.get(&charge).ok_or_else(|| no_such("charge", &charge, "charge"))?;
                charge
            }
        };
        let id = self.refund(&charge_id, amount, reason.as_deref(), refund_metadata, now)?;
        Ok(self.refund_json(&self.refunds[&id]))
    }

    /// Replaces the id at `path` with its object, level by level.
    fn expand(&self, object: &mut Value, path: &[String]) {
        let Some((field, rest)) = path.split_first() else { return };
        if object["object"] == "checkout.session" && field == "line_items" {
            let id = object["id"].as_str().unwrap_or_default().to_owned();
            if let Some(session) = self.sessions.get(&id) {
                object["line_items"] = self.line_items_json(session);
            }
            return;
        }
        if let Some(id) = object[field.as_str()].as_str().map(str::to_owned) {
            object[field.as_str()] = self.object(&id);
        }
        if object[field.as_str()].is_object() {
            self.expand(&mut object[field.as_str()], rest);
        }
    }

    /// The object an id names, or the id when the fake does not have it.
    fn object(&self, id: &str) -> Value {
        let found = if id.starts_with("pi_") {
            self.intents.get(id).map(|i| self.intent_json(i))
        } else if id.starts_with("ch_") {
            self.charges.get(id).map(|c| self.charge_json(c))
        } else if id.starts_with("re_") {
            self.refunds.get(id).map(|r| self.refund_json(r))
        } else {
            self.sessions.get(id).map(|s| self.session_json(s))
        };
        found.unwrap_or_else(|| json!(id))
    }

    fn session_json(&self, s: &Session) -> Value {
        let complete = s.status == "complete";
        json!({
            "id": s.id,
            "object": "checkout.session",
            "amount_subtotal": s.amount_total,
            "amount_total": s.amount_total,
            "cancel_url": s.cancel_url,
            "client_reference_id": s.client_reference_id,
            "created": s.created,
            "currency": s.currency,
            "customer": null,
            "customer_details": if complete {
                json!({"email": s.customer_email.as_deref().unwrap_or("kunde@example.dk"), "name": null, "phone": null, "tax_exempt": "none"})
            } else {
                Value::Null
            },
            "customer_email": s.customer_email,
            "expires_at": s.expires_at,
            "livemode": false,
            "locale": s.locale,
            "metadata": s.metadata,
            "mode": "payment",
            "payment_intent": s.payment_intent,
            "payment_method_types": s.payment_method_types,
            "payment_status": s.payment_status,
            "status": s.status,
            "success_url": s.success_url,
            "ui_mode": "hosted",
            // Only an open session has a page to pay on.
            "url": if s.status == "open" { json!(format!("{}/pay/{}", self.url, s.id)) } else { Value::Null },
        })
    }

    fn line_items_json(&self, s: &Session) -> Value {
        let data: Vec<Value> = s
            .line_items
            .iter()
            .map(|l| {
                json!({
                    "id": l.id, "object": "item", "amount_discount": 0, "amount_subtotal": l.unit_amount * l.quantity, "amount_tax": 0,
                    "amount_total": l.unit_amount * l.quantity, "currency": s.currency, "description": l.name, "quantity": l.quantity,
                    "price": {"id": l.price, "object": "price", "currency": s.currency, "product": l.product, "type": "one_time", "unit_amount": l.unit_amount},
                })
            })
            .collect();
        json!({"object": "list", "data": data, "has_more": false, "url": format!("/v1/checkout/sessions/{}/line_items", s.id)})
    }

    fn intent_json(&self, i: &Intent) -> Value {
        json!({
            "id": i.id,
            "object": "payment_intent",
            "amount": i.amount,
            "amount_capturable": i.amount_capturable,
            "amount_received": i.amount_received,
            "canceled_at": i.canceled_at,
            "cancellation_reason": i.cancellation_reason,
            "capture_method": i.capture_method,
            "created": i.created,
            "currency": i.currency,
            "description": null,
            "last_payment_error": i.last_payment_error,
            "latest_charge": i.latest_charge,
            "livemode": false,
            "metadata": i.metadata,
            "payment_method_types": i.payment_method_types,
            "status": i.status,
        })
    }

    fn charge_json(&self, c: &Charge) -> Value {
        let refunds: Vec<Value> = c.refunds.iter().rev().map(|r| self.refund_json(&self.refunds[r])).collect();
        json!({
            "id": c.id,
            "object": "charge",
            "amount": c.amount,
            "amount_captured": c.amount_captured,
            "amount_refunded": c.amount_refunded,
            "captured": c.captured,
            "created": c.created,
            "currency": c.currency,
            "livemode": false,
            "metadata": {},
            "paid": true,
            "payment_intent": c.payment_intent,
            "refunded": c.amount_refunded == c.amount,
            "refunds": {"object": "list", "data": refunds, "has_more": false, "url": format!("/v1/charges/{}/refunds", c.id)},
            "status": "succeeded",
        })
    }

    fn refund_json(&self, r: &Refund) -> Value {
        json!({
            "id": r.id,
            "object": "refund",
            "amount": r.amount,
            "charge": r.charge,
            "created": r.created,
            "currency": r.currency,
            "metadata": r.metadata,
            "payment_intent": r.payment_intent,
            "reason": r.reason,
            "status": "succeeded",
        })
    }

    /// The hosted payment page: what it would charge, and the session's status.
    fn page(&self, id: &str) -> Response {
        let (status, html) = match self.sessions.get(id) {
            Some(s) => (200, format!("<!doctype html><title>Fake Stripe Checkout</title><h1>{}</h1><p>{}</p>", money(s.amount_total, &s.currency), s.status)),
            None => (404, "<!doctype html><title>Fake Stripe Checkout</title><p>Something went wrong</p>".to_owned()),
        };
        Response::builder().status(status).header(header::CONTENT_TYPE, "text/html; charset=utf-8").body(Body::from(html)).unwrap()
    }
}

/// An API answer: pretty-printed JSON, as Stripe sends it.
struct Answer {
    status: u16,
    body: String,
    replayed: bool,
    key: Option<String>,
}

impl Answer {
    fn new(status: u16, body: &Value, key: Option<&str>) -> Answer {
        Answer { status, body: serde_json::to_string_pretty(body).unwrap(), replayed: false, key: key.map(str::to_owned) }
    }

    fn response(self) -> Response {
        let mut response = Response::builder()
            .status(self.status)
            .header(header::CONTENT_TYPE, "application/json")
            .header("request-id", new_id("req_", 14))
            .header("stripe-version", API_VERSION);
        if let Some(key) = &self.key {
            response = response.header("idempotency-key", key);
        }
        if self.replayed {
            response = response.header("idempotent-replayed", "true");
        }
        response.body(Body::from(self.body)).unwrap()
    }
}

async fn serve(State((account, gate)): State<(Arc<Mutex<Account>>, Arc<tokio::sync::Semaphore>)>, method: Method, uri: Uri, headers: HeaderMap, body: Bytes) -> Response {
    let path = uri.path().to_owned();
    let header = |name: &str| headers.get(name).and_then(|v| v.to_str().ok()).map(str::to_owned);
    let key = header("idempotency-key");
    let params = if method == Method::GET {
        parse_form(uri.query().unwrap_or("")).map_err(|message| invalid("", message))
    } else {
        let content_type = header("content-type").unwrap_or_default();
        if body.is_empty() || content_type.starts_with("application/x-www-form-urlencoded") {
            parse_form(&String::from_utf8_lossy(&body)).map_err(|message| invalid("", message))
        } else {
            Err(invalid(
                "",
                format!(
                    "Invalid request: unsupported Content-Type {content_type}. If error persists and you need assistance, please \
                     contact support@stripe.com."
                ),
            ))
        }
    };
    let call = Call { method: method.to_string(), path: path.clone(), params: params.as_ref().cloned().unwrap_or(Value::Null), idempotency_key: key.clone() };
    let (mode, fault) = {
        let mut account = account.lock().unwrap();
        account.calls.push(call);
        let at = account.faults.iter().position(|(m, prefix, _)| *m == method.as_str() && path.starts_with(prefix.as_str()));
        (account.mode.clone(), at.map(|i| account.faults.remove(i).2))
    };
    match fault {
        Some(Fault::Status { status, should_retry, retry_after }) => {
            let (kind, code, message) = match status {
                409 => ("invalid_request_error", Some("lock_timeout"), "This object cannot be accessed right now because another API request or Stripe process is currently accessing it. If you see this error intermittently, retry the request."),
                429 => ("invalid_request_error", Some("rate_limit"), "Too many requests hit the API too quickly. We recommend an exponential backoff of your requests."),
                _ => ("api_error", None, "An unknown error occurred"),
            };
            let mut error = json!({"type": kind, "message": message});
            if let Some(code) = code {
                error["code"] = json!(code);
            }
            let mut response = Answer::new(status, &json!({"error": error}), key.as_deref()).response();
            if let Some(should) = should_retry {
                response.headers_mut().insert("stripe-should-retry", if should { "true" } else { "false" }.parse().unwrap());
            }
            if let Some(seconds) = retry_after {
                response.headers_mut().insert(header::RETRY_AFTER, seconds.to_string().parse().unwrap());
            }
            return response;
        }
        Some(Fault::Lost) => {
            let _done = account.lock().unwrap().answer(&method, &path, params, header("authorization").as_deref(), key.as_deref());
            return Response::builder().status(502).header(header::CONTENT_TYPE, "text/html").body(Body::from("<html><body>502 Bad Gateway</body></html>")).unwrap();
        }
        None => {}
    }
    if let Some(id) = path.strip_prefix("/pay/") {
        return account.lock().unwrap().page(id);
    }
    match mode {
        Mode::Normal => {}
        Mode::Status(status) => {
            let error = json!({"error": {"type": "api_error", "message": format!("An unknown error occurred (the fake Stripe answers every request with {status}).")}});
            return Answer::new(status, &error, key.as_deref()).response();
        }
    }
    let answer = account.lock().unwrap().answer(&method, &path, params, header("authorization").as_deref(), key.as_deref());
    // Done and kept; the answer waits while the test holds it.
    let _pass = gate.acquire().await.unwrap();
    answer.response()
}

// The fake itself, through HTTP as our client speaks to it.

const SECRET_KEY: &str = "sk_test_fake_51Hx4242";

/// A form body in Stripe's encoding.
fn form<K: AsRef<str>, V: AsRef<str>>(pairs: &[(K, V)]) -> String {
    let mut serializer = url::form_urlencoded::Serializer::new(String::new());
    for (k, v) in pairs {
        serializer.append_pair(k.as_ref(), v.as_ref());
    }
    serializer.finish()
}

/// An answer from the fake: its status, body, and whether it was a replay.
struct Reply {
    status: u16,
    body: String,
    replayed: bool,
}

impl Reply {
    fn json(&self) -> Value {
        serde_json::from_str(&self.body).unwrap_or_else(|e| panic!("{e}: {}", self.body))
    }

    /// The `error` object's field `field`.
    fn error(&self, field: &str) -> String {
        self.json()["error"][field].as_str().unwrap_or_else(|| panic!("no error {field} in {}", self.body)).to_owned()
    }
}

async fn request(stripe: &FakeStripe, method: reqwest::Method, path: &str, body: &str, key: Option<&str>, secret: &str) -> Reply {
    let client = reqwest::Client::new();
    let mut request = if method == reqwest::Method::GET {
        client.get(format!("{}{path}?{body}", stripe.url))
    } else {
        client.request(method, format!("{}{path}", stripe.url)).header("content-type", "application/x-www-form-urlencoded").body(body.to_owned())
    };
    request = request.bearer_auth(secret);
    if let Some(key) = key {
        request = request.header("idempotency-key", key);
    }
    let response = request.send().await.unwrap();
    let status = response.status().as_u16();
    let replayed = response.headers().get("idempotent-replayed").is_some_and(|v| v == "true");
    Reply { status, body: response.text().await.unwrap(), replayed }
}

async fn post(stripe: &FakeStripe, path: &str, body: &str, key: Option<&str>) -> Reply {
    request(stripe, reqwest::Method::POST, path, body, key, SECRET_KEY).await
}

async fn get(stripe: &FakeStripe, path: &str, query: &str) -> Reply {
    request(stripe, reqwest::Method::GET, path, query, None, SECRET_KEY).await
}

/// What our client sends for an order of two 10 kr. lamps and a 5 kr. fuse (25 kr.),
/// with the capture method given.
fn session_params(capture: &str) -> Vec<(String, String)> {
    let expires_at = (unix_now() + 3600).to_string();
    [
        ("mode", "payment"),
        ("success_url", "https://shop.example/tak?session={CHECKOUT_SESSION_ID}"),
        ("cancel_url", "https://shop.example/kasse"),
        ("client_reference_id", "NE-1001"),
        ("customer_email", "mette@example.dk"),
        ("locale", "da"),
        ("expires_at", expires_at.as_str()),
        ("payment_method_types[0]", "card"),
        ("payment_method_types[1]", "mobilepay"),
        ("line_items[0][price_data][currency]", "dkk"),
        ("line_items[0][price_data][unit_amount]", "1000"),
        ("line_items[0][price_data][product_data][name]", "LED pendel"),
        ("line_items[0][quantity]", "2"),
        ("line_items[1][price_data][currency]", "dkk"),
        ("line_items[1][price_data][unit_amount]", "500"),
        ("line_items[1][price_data][product_data][name]", "Sikring"),
        ("line_items[1][quantity]", "1"),
        ("payment_intent_data[capture_method]", capture),
        ("payment_intent_data[metadata][order_number]", "NE-1001"),
        ("metadata[order_number]", "NE-1001"),
    ]
    .iter()
    .map(|(k, v)| (k.to_string(), v.to_string()))
    .collect()
}

/// A Checkout Session made through the API: its JSON.
async fn open_session(stripe: &FakeStripe, capture: &str) -> Value {
    let reply = post(stripe, "/v1/checkout/sessions", &form(&session_params(capture)), None).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.json()
}

/// `params` with `key` set to `value`, or left out when `value` is `None`.
fn with(params: &[(String, String)], key: &str, value: Option<&str>) -> Vec<(String, String)> {
    let mut params: Vec<(String, String)> = params.iter().filter(|(k, _)| k != key).cloned().collect();
    if let Some(value) = value {
        params.push((key.to_owned(), value.to_owned()));
    }
    params
}

#[tokio::test]
async fn forms_nest_as_stripe_reads_them() {
    let parsed = parse_form(
        "line_items[0][price_data][unit_amount]=1000&line_items[1][quantity]=2&metadata[order_number]=NE-1001&metadata[7]=x\
         &expand[]=payment_intent&expand[]=payment_intent.latest_charge&payment_method_types[0]=card&mode=payment",
    )
    .unwrap();
    assert_eq!(
        parsed,
        json!({
            "line_items": [{"price_data": {"unit_amount": "1000"}}, {"quantity": "2"}],
            "metadata": {"order_number": "NE-1001", "7": "x"},
            "expand": ["payment_intent", "payment_intent.latest_charge"],
            "payment_method_types": ["card"],
            "mode": "payment",
        })
    );
    assert!(parse_form("mode=payment&mode[x]=1").is_err());
    assert!(parse_form("line_items[0=1").is_err());
}

#[tokio::test]
async fn a_session_is_made_once_per_idempotency_key_and_its_parameters_are_checked() {
    let stripe = FakeStripe::start(SECRET_KEY).await;
    let params = session_params("manual");
    let body = form(&params);
    let first = post(&stripe, "/v1/checkout/sessions", &body, Some("order-NE-1001")).await;
    assert_eq!(first.status, 200, "{}", first.body);
    assert!(!first.replayed);
    let session = first.json();
    let id = session["id"].as_str().unwrap();
    assert!(id.starts_with("cs_test_"), "{id}");
    assert_eq!(session["object"], "checkout.session");
    assert_eq!(session["amount_total"], 2500);
    assert_eq!(session["amount_subtotal"], 2500);
    assert_eq!(session["currency"], "dkk");
    assert_eq!(session["status"], "open");
    assert_eq!(session["payment_status"], "unpaid");
    assert_eq!(session["payment_intent"], Value::Null);
    assert_eq!(session["mode"], "payment");
    assert_eq!(session["livemode"], false);
    assert_eq!(session["locale"], "da");
    assert_eq!(session["client_reference_id"], "NE-1001");
    assert_eq!(session["customer_email"], "mette@example.dk");
    assert_eq!(session["metadata"], json!({"order_number": "NE-1001"}));
    assert_eq!(session["payment_method_types"], json!(["card", "mobilepay"]));
    assert_eq!(session["url"], format!("{}/pay/{id}", stripe.url));
    assert_eq!(stripe.session(id), session);

    // The same key and body: the first answer again, and nothing new made.
    let again = post(&stripe, "/v1/checkout/sessions", &body, Some("order-NE-1001")).await;
    assert_eq!((again.status, again.replayed), (200, true));
    assert_eq!(again.body, first.body);
    assert_eq!(stripe.account.lock().unwrap().sessions.len(), 1);

    // The same key and another body: refused, still nothing new.
    let other = form(&with(&params, "line_items[0][quantity]", Some("3")));
    let refused = post(&stripe, "/v1/checkout/sessions", &other, Some("order-NE-1001")).await;
    assert_eq!(refused.status, 400);
    assert_eq!(refused.error("type"), "idempotency_error");
    assert!(refused.error("message").starts_with("Keys for idempotent requests can only be used with the same parameters"));
    assert_eq!(stripe.account.lock().unwrap().sessions.len(), 1);
    assert_eq!(stripe.count("POST", "/v1/checkout/sessions"), 3);
    let calls = stripe.calls();
    assert_eq!(calls[2].idempotency_key.as_deref(), Some("order-NE-1001"));
    assert_eq!(calls[2].params["line_items"][0]["quantity"], "3");

    // The wrong secret key.
    let reply = request(&stripe, reqwest::Method::POST, "/v1/checkout/sessions", &body, None, "sk_test_someone_else").await;
    assert_eq!(reply.status, 401);
    assert_eq!(reply.error("type"), "invalid_request_error");
    assert!(reply.error("message").starts_with("Invalid API Key provided: sk_test_"), "{}", reply.body);

    // Each parameter as Stripe checks it.
    let now = unix_now();
    // The parameters, and the status, `param` and `code` (when Stripe gives one) of the refusal.
    type Case = (Vec<(String, String)>, u16, &'static str, &'static str);
    let cases: Vec<Case> = vec![
        (with(&params, "expires_at", Some(&(now + 600).to_string())), 400, "expires_at", ""),
        (with(&params, "expires_at", Some(&(now + 90_000).to_string())), 400, "expires_at", ""),
        (with(&params, "line_items[1][price_data][currency]", Some("eur")), 400, "line_items[1][price_data][currency]", ""),
        (with(&params, "line_items[0][price_data][unit_amount]", Some("10.50")), 400, "line_items[0][price_data][unit_amount]", "parameter_invalid_integer"),
        (with(&params, "line_items[0][quantity]", None), 400, "line_items[0][quantity]", "parameter_missing"),
        (with(&params, "payment_method_types[1]", Some("klarna")), 400, "payment_method_types", ""),
        (with(&params, "payment_intent_data[capture_method]", Some("later")), 400, "payment_intent_data[capture_method]", ""),
        (with(&params, "locale", Some("dk")), 400, "locale", ""),
        (with(&params, "mode", None), 400, "mode", "parameter_missing"),
        (with(&params, "success_url", None), 400, "success_url", "parameter_missing"),
        (with(&params, "line_items[0][price_data][product_data][nam]", Some("x")), 400, "line_items[0][price_data][product_data][nam]", "parameter_unknown"),
        (with(&params, "shipping", Some("x")), 400, "shipping", "parameter_unknown"),
        (with(&params, "line_items[0][price]", Some("price_123")), 404, "line_items[0][price]", "resource_missing"),
    ];
    for (case, status, param, code) in cases {
        let reply = post(&stripe, "/v1/checkout/sessions", &form(&case), None).await;
        assert_eq!(reply.status, status, "{param}: {}", reply.body);
        assert_eq!(reply.error("type"), "invalid_request_error");
        assert_eq!(reply.error("param"), param, "{}", reply.body);
        if !code.is_empty() {
            assert_eq!(reply.error("code"), code, "{}", reply.body);
        }
    }
    assert_eq!(stripe.account.lock().unwrap().sessions.len(), 1);

    // A refusal of the parameters is not kept: the key still works with good ones.
    let bad = form(&with(&params, "locale", Some("dk")));
    assert_eq!(post(&stripe, "/v1/checkout/sessions", &bad, Some("order-NE-1002")).await.status, 400);
    assert_eq!(post(&stripe, "/v1/checkout/sessions", &body, Some("order-NE-1002")).await.status, 200);

    let missing = get(&stripe, "/v1/checkout/sessions/cs_test_nothing", "").await;
    assert_eq!(missing.status, 404);
    assert_eq!(missing.error("code"), "resource_missing");
    assert_eq!(missing.error("message"), "No such checkout.session: 'cs_test_nothing'");
}

#[tokio::test]
async fn a_paid_authorisation_is_captured_in_part_and_refunded_in_part() {
    let stripe = FakeStripe::start(SECRET_KEY).await;
    let session = open_session(&stripe, "manual").await;
    let id = session["id"].as_str().unwrap();
    let intent_id = stripe.pay(id);

    let path = format!("/v1/checkout/sessions/{id}");
    let read = get(&stripe, &path, "expand[]=payment_intent&expand[]=payment_intent.latest_charge").await;
    assert_eq!(read.status, 200, "{}", read.body);
    let read = read.json();
    assert_eq!(read["status"], "complete");
    assert_eq!(read["payment_status"], "unpaid");
    assert_eq!(read["url"], Value::Null);
    let intent = &read["payment_intent"];
    assert_eq!(intent["id"], intent_id.as_str());
    assert_eq!(intent["status"], "requires_capture");
    assert_eq!(intent["capture_method"], "manual");
    assert_eq!(intent["amount_capturable"], 2500);
    assert_eq!(intent["amount_received"], 0);
    assert_eq!(intent["metadata"], json!({"order_number": "NE-1001"}));
    let charge = &intent["latest_charge"];
    let charge_id = charge["id"].as_str().unwrap().to_owned();
    assert!(charge_id.starts_with("ch_"));
    assert_eq!((charge["captured"].clone(), charge["amount"].clone(), charge["amount_captured"].clone()), (json!(false), json!(2500), json!(0)));
    // Unexpanded, the PaymentIntent is its id.
    assert_eq!(get(&stripe, &path, "").await.json()["payment_intent"], intent_id.as_str());
    assert_eq!(get(&stripe, &path, "expand[]=customer").await.status, 400);

    // A refund before the capture is refused.
    let refund = form(&[("payment_intent", intent_id.as_str()), ("amount", "100")]);
    assert_eq!(post(&stripe, "/v1/refunds", &refund, None).await.status, 400);

    // Capturing more than was authorised is refused, then 20 of the 25 kr. are captured.
    let capture = format!("/v1/payment_intents/{intent_id}/capture");
    let too_much = post(&stripe, &capture, &form(&[("amount_to_capture", "2600")]), None).await;
    assert_eq!(too_much.status, 400);
    assert_eq!(too_much.error("param"), "amount_to_capture");
    let captured = post(&stripe, &capture, &form(&[("amount_to_capture", "2000")]), Some("capture-NE-1001")).await;
    assert_eq!(captured.status, 200, "{}", captured.body);
    let intent = captured.json();
    assert_eq!(intent["status"], "succeeded");
    assert_eq!(intent["amount_received"], 2000);
    assert_eq!(intent["amount_capturable"], 0);
    let charge = stripe.charge(&charge_id);
    assert_eq!(charge["captured"], true);
    assert_eq!(charge["amount_captured"], 2000);
    // The uncaptured 5 kr. are released, as a refund on the charge.
    assert_eq!(charge["amount_refunded"], 500);
    assert_eq!(charge["refunded"], false);

    // The capture replayed changes nothing; captured again it is refused.
    let replay = post(&stripe, &capture, &form(&[("amount_to_capture", "2000")]), Some("capture-NE-1001")).await;
    assert_eq!((replay.status, replay.replayed, replay.body.as_str()), (200, true, captured.body.as_str()));
    assert_eq!(stripe.charge(&charge_id), charge);
    let twice = post(&stripe, &capture, "", None).await;
    assert_eq!(twice.status, 400);
    assert_eq!(twice.error("code"), "payment_intent_unexpected_state");
    assert_eq!(twice.json()["error"]["payment_intent"]["id"], intent_id.as_str());

    // 7 kr. refunded; then 14 kr. is more than the 13 kr. left; then the rest.
    let refund = form(&[
        ("payment_intent", intent_id.as_str()),
        ("amount", "700"),
        ("reason", "requested_by_customer"),
        ("metadata[order_number]", "NE-1001"),
    ]);
    let refunded = post(&stripe, "/v1/refunds", &refund, Some("refund-1")).await;
    assert_eq!(refunded.status, 200, "{}", refunded.body);
    let refunded = refunded.json();
    assert!(refunded["id"].as_str().unwrap().starts_with("re_"));
    assert_eq!(refunded["object"], "refund");
    assert_eq!(refunded["amount"], 700);
    assert_eq!(refunded["charge"], charge_id.as_str());
    assert_eq!(refunded["payment_intent"], intent_id.as_str());
    assert_eq!(refunded["currency"], "dkk");
    assert_eq!(refunded["reason"], "requested_by_customer");
    assert_eq!(refunded["status"], "succeeded");
    assert_eq!(refunded["metadata"], json!({"order_number": "NE-1001"}));
    assert_eq!(stripe.charge(&charge_id)["amount_refunded"], 1200);

    let bad_reason = post(&stripe, "/v1/refunds", &form(&[("payment_intent", intent_id.as_str()), ("reason", "changed_mind")]), None).await;
    assert_eq!((bad_reason.status, bad_reason.error("param").as_str()), (400, "reason"));
    let too_much = post(&stripe, "/v1/refunds", &form(&[("payment_intent", intent_id.as_str()), ("amount", "1400")]), None).await;
    assert_eq!(too_much.status, 400);
    assert_eq!(too_much.error("code"), "amount_too_large");
    assert_eq!(too_much.error("param"), "amount");
    let rest = post(&stripe, "/v1/refunds", &form(&[("charge", charge_id.as_str())]), None).await;
    assert_eq!(rest.status, 200, "{}", rest.body);
    assert_eq!(rest.json()["amount"], 1300);
    let charge = stripe.charge(&charge_id);
    assert_eq!((charge["amount_refunded"].clone(), charge["refunded"].clone()), (json!(2500), json!(true)));
    let amounts: Vec<i64> = charge["refunds"]["data"].as_array().unwrap().iter().map(|r| r["amount"].as_i64().unwrap()).collect();
    assert_eq!(amounts, [1300, 700, 500], "newest first");
    let again = post(&stripe, "/v1/refunds", &form(&[("payment_intent", intent_id.as_str())]), None).await;
    assert_eq!(again.error("code"), "charge_already_refunded");

    let expanded = get(&stripe, &format!("/v1/payment_intents/{intent_id}"), "expand[]=latest_charge").await.json();
    assert_eq!(expanded["latest_charge"]["amount_refunded"], 2500);
    assert_eq!(stripe.payment_intent(&intent_id)["amount_received"], 2000);
}

#[tokio::test]
async fn a_lapsed_authorisation_cannot_be_captured() {
    let stripe = FakeStripe::start(SECRET_KEY).await;
    let session = open_session(&stripe, "manual").await;
    let intent_id = stripe.pay(session["id"].as_str().unwrap());
    stripe.expire_authorisation(&intent_id);
    let reply = post(&stripe, &format!("/v1/payment_intents/{intent_id}/capture"), "", None).await;
    assert_eq!(reply.status, 400);
    assert_eq!(reply.error("code"), "charge_expired_for_capture");
    let intent = stripe.payment_intent(&intent_id);
    assert_eq!(intent["status"], "canceled");
    assert_eq!(intent["cancellation_reason"], "automatic");
    assert_eq!(intent["amount_capturable"], 0);
    let charge = stripe.charge(intent["latest_charge"].as_str().unwrap());
    assert_eq!((charge["captured"].clone(), charge["refunded"].clone()), (json!(false), json!(true)));
    assert_eq!(charge["refunds"]["data"][0]["reason"], "expired_uncaptured_charge");
    assert_eq!(stripe.count("POST", "/v1/payment_intents/"), 1);

    // Seven days on, an authorisation lapses by itself.
    let session = open_session(&stripe, "manual").await;
    let intent_id = stripe.pay(session["id"].as_str().unwrap());
    stripe.advance_clock(Duration::from_secs(7 * 86_400));
    let read = get(&stripe, &format!("/v1/payment_intents/{intent_id}"), "").await.json();
    assert_eq!((read["status"].clone(), read["cancellation_reason"].clone()), (json!("canceled"), json!("automatic")));
}

#[tokio::test]
async fn a_payment_captured_at_once_is_refunded_in_the_dashboard_and_cannot_be_cancelled() {
    let stripe = FakeStripe::start(SECRET_KEY).await;
    let session = open_session(&stripe, "automatic").await;
    let id = session["id"].as_str().unwrap();
    let intent_id = stripe.pay(id);
    let session = stripe.session(id);
    assert_eq!((session["status"].clone(), session["payment_status"].clone()), (json!("complete"), json!("paid")));
    let intent = stripe.payment_intent(&intent_id);
    assert_eq!((intent["status"].clone(), intent["amount_received"].clone()), (json!("succeeded"), json!(2500)));

    let charge = stripe.refund_in_dashboard(&intent_id, 1000);
    assert_eq!((charge["amount_refunded"].clone(), charge["refunded"].clone()), (json!(1000), json!(false)));
    assert_eq!(charge["refunds"]["data"][0]["amount"], 1000);
    let too_much = post(&stripe, "/v1/refunds", &form(&[("payment_intent", intent_id.as_str()), ("amount", "1501")]), None).await;
    assert_eq!(too_much.error("code"), "amount_too_large");

    let cancel = post(&stripe, &format!("/v1/payment_intents/{intent_id}/cancel"), "", None).await;
    assert_eq!(cancel.status, 400);
    assert_eq!(cancel.error("code"), "payment_intent_unexpected_state");
}

#[tokio::test]
async fn sessions_expire_and_declined_payments_leave_them_open() {
    let stripe = FakeStripe::start(SECRET_KEY).await;
    let declined = open_session(&stripe, "manual").await;
    let declined = declined["id"].as_str().unwrap();
    stripe.decline(declined);
    let session = stripe.session(declined);
    assert_eq!(session["status"], "open");
    let intent = stripe.payment_intent(session["payment_intent"].as_str().unwrap());
    assert_eq!(intent["status"], "requires_payment_method");
    assert_eq!(intent["last_payment_error"]["code"], "card_declined");
    // The customer tries again, and pays.
    assert_eq!(stripe.pay(declined), intent["id"].as_str().unwrap());

    let open = open_session(&stripe, "manual").await;
    let expire = format!("/v1/checkout/sessions/{}/expire", open["id"].as_str().unwrap());
    let expired = post(&stripe, &expire, "", None).await;
    assert_eq!(expired.status, 200, "{}", expired.body);
    assert_eq!(expired.json()["status"], "expired");
    assert_eq!(post(&stripe, &expire, "", None).await.status, 400);
    let complete = post(&stripe, &format!("/v1/checkout/sessions/{declined}/expire"), "", None).await;
    assert_eq!(complete.status, 400);
    assert!(complete.error("message").starts_with("Only Checkout Sessions with a status in [\"open\"] can be expired"));

    let left = open_session(&stripe, "automatic").await;
    let left = left["id"].as_str().unwrap();
    stripe.expire_session(left);
    assert_eq!(stripe.session(left)["status"], "expired");

    // An open session past its `expires_at` reads expired.
    let late = open_session(&stripe, "automatic").await;
    stripe.advance_clock(Duration::from_secs(2 * 3600));
    let read = get(&stripe, &format!("/v1/checkout/sessions/{}", late["id"].as_str().unwrap()), "").await;
    assert_eq!(read.json()["status"], "expired");
}

#[tokio::test]
async fn events_are_signed_and_delivered_as_stripe_does() {
    // A signature worked out apart from the fake (Python's hmac).
    assert_eq!(
        FakeStripe::sign("whsec_test_secret", r#"{"id":"evt_1"}"#, 1_700_000_000),
        "t=1700000000,v1=248a374f50f943a28b0f6ab50faf9a7e7e29b710fa26df9fb1618b9bf8ea9c9a"
    );

    let stripe = FakeStripe::start(SECRET_KEY).await;
    let session = open_session(&stripe, "manual").await;
    stripe.pay(session["id"].as_str().unwrap());
    let event = stripe.event("checkout.session.completed", stripe.session(session["id"].as_str().unwrap()));
    assert!(event["id"].as_str().unwrap().starts_with("evt_"));
    assert_eq!(event["object"], "event");
    assert_eq!(event["api_version"], API_VERSION);
    assert_eq!(event["type"], "checkout.session.completed");
    assert_eq!(event["data"]["object"]["status"], "complete");
    assert_eq!(event["livemode"], false);

    // A webhook endpoint that keeps what it receives.
    let received: Arc<Mutex<Vec<(HeaderMap, String)>>> = Arc::default();
    let keep = received.clone();
    let app = Router::new().route(
        "/webhooks/stripe",
        axum::routing::post(move |headers: HeaderMap, body: String| {
            let keep = keep.clone();
            async move {
                keep.lock().unwrap().push((headers, body));
                "ok"
            }
        }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let endpoint = format!("http://{}/webhooks/stripe", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });

    let response = stripe.send_event(&endpoint, "whsec_endpoint", &event).await;
    assert_eq!(response.status(), 200);
    let (headers, body) = received.lock().unwrap().pop().unwrap();
    assert_eq!(serde_json::from_str::<Value>(&body).unwrap(), event);
    assert!(headers["content-type"].to_str().unwrap().starts_with("application/json"));
    let signature = headers["stripe-signature"].to_str().unwrap();
    let (t, v1) = signature.strip_prefix("t=").and_then(|s| s.split_once(",v1=")).unwrap_or_else(|| panic!("{signature}"));
    let t: i64 = t.parse().unwrap();
    assert!((unix_now() - t).abs() < 60, "{t}");
    assert_eq!(v1.len(), 64);
    assert_eq!(signature, FakeStripe::sign("whsec_endpoint", &body, t));
}

#[tokio::test]
async fn the_fake_fails_on_demand() {
    let stripe = FakeStripe::start(SECRET_KEY).await;
    let params = form(&session_params("manual"));
    stripe.set_mode(Mode::Status(503));
    let down = post(&stripe, "/v1/checkout/sessions", &params, Some("order-NE-1003")).await;
    assert_eq!(down.status, 503);
    assert_eq!(down.error("type"), "api_error");
    assert!(stripe.account.lock().unwrap().sessions.is_empty());

    // Held: the session is made at once and the answer waits until released; the
    // retry with the same key gets it again.
    stripe.set_mode(Mode::Normal);
    stripe.hold().await;
    let held = tokio::spawn({
        let (stripe, params) = (stripe.clone(), params.clone());
        async move { post(&stripe, "/v1/checkout/sessions", &params, Some("order-NE-1003")).await }
    });
    let made = crate::helpers::eventually(Duration::from_secs(20), || async { stripe.session_count() == 1 }).await;
    assert!(made.is_ok(), "the held call made its session");
    assert!(!held.is_finished(), "its answer waits");
    stripe.release();
    let slow = held.await.unwrap();
    assert_eq!(slow.status, 200);
    let retry = post(&stripe, "/v1/checkout/sessions", &params, Some("order-NE-1003")).await;
    assert_eq!((retry.replayed, retry.body.as_str()), (true, slow.body.as_str()));
    assert_eq!(stripe.count("POST", "/v1/checkout/sessions"), 3);

    let json_body = reqwest::Client::new()
        .post(format!("{}/v1/refunds", stripe.url))
        .bearer_auth(SECRET_KEY)
        .json(&json!({"payment_intent": "pi_1"}))
        .send()
        .await
        .unwrap();
    assert_eq!(json_body.status(), 400);
    let unknown = get(&stripe, "/v1/customers", "").await;
    assert_eq!(unknown.status, 404);
    assert!(unknown.error("message").starts_with("Unrecognized request URL (GET: /v1/customers)"));
}
