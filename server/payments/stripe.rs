//! Stripe Checkout through a thin client of the endpoints used (form-encoded requests,
//! JSON answers): a Checkout Session with manual capture for cards and MobilePay, the
//! PaymentIntent behind it captured, cancelled or refunded, and webhooks verified by
//! their `Stripe-Signature` (HMAC-SHA256 of `t.body`, any `v1`, five minutes'
//! tolerance). A thin reqwest client rather than `async-stripe`: six endpoints, and
//! that crate's generated API is a large build on two cores for them.
//!
//! Faults are met as Stripe's own libraries meet them: a request is sent again after a
//! network error, 409 (a lock timeout, an idempotency key in use), 429 and 5xx, and
//! whenever Stripe answers `Stripe-Should-Retry: true`; never when it answers `false`
//! or with another 4xx. The delays double with jitter, a `Retry-After` is waited for,
//! and all of it stays within the operation's deadline. Every retry sends the same
//! `Idempotency-Key`, and each key is made of the operation and all its parameters
//! (capture with its amount, refund with its amount and reason, cancel, expire), so a
//! changed request is a new operation and an unchanged one is the same.

use std::time::Duration;

use axum::http::HeaderMap;
use hmac::{Hmac, Mac};
use serde_json::Value;
use sha2::Sha256;

use crate::platform::Secret;

use super::{Call, Observed, PaymentProvider, PaymentRef, ProviderError, SessionRequest, SessionState, WebhookEvent, WebhookRefusal};

/// How old a webhook's signed timestamp may be (Stripe's libraries' default).
pub const TOLERANCE_SECS: i64 = 300;

pub struct Stripe {
    base: String,
    key: Secret,
    webhook_secret: Option<Secret>,
    client: reqwest::Client,
    retries: Retries,
}

/// How calls are sent again.
#[derive(Clone)]
pub struct Retries {
    /// The whole operation, its retries included, ends within this.
    pub deadline: Duration,
    /// The first retry's delay; each next one doubles, drawn between its half and itself.
    pub base: Duration,
    /// Retries by cause.
    pub counted: prometheus_client::metrics::family::Family<crate::platform::metrics::ReasonLabel, prometheus_client::metrics::counter::Counter>,
}

impl Default for Retries {
    fn default() -> Retries {
        Retries { deadline: Duration::from_secs(8), base: Duration::from_millis(500), counted: Default::default() }
    }
}

/// Why a call may be sent again, as counted.
fn retry_cause(status: u16, should_retry: Option<bool>) -> Option<&'static str> {
    match should_retry {
        Some(false) => None,
        Some(true) => Some("should_retry"),
        None => match status {
            409 => Some("409"),
            429 => Some("429"),
            500..=599 => Some("5xx"),
            _ => None,
        },
    }
}

/// At most this many retries of one call (Stripe's libraries allow 2 by default; the
/// deadline usually ends it first).
const MAX_RETRIES: u32 = 4;

impl Stripe {
    pub fn new(base: &str, key: Secret, webhook_secret: Option<Secret>, timeout: Duration) -> anyhow::Result<Stripe> {
        let base = base.trim_end_matches('/').to_owned();
        url::Url::parse(&base).map_err(|e| anyhow::anyhow!("STRIPE_API_BASE {base:?}: {e}"))?;
        let client = reqwest::Client::builder().timeout(timeout).connect_timeout(timeout).build()?;
        Ok(Stripe { base, key, webhook_secret, client, retries: Retries::default() })
    }

    pub fn with_retries(self, retries: Retries) -> Stripe {
        Stripe { retries, ..self }
    }

    /// One operation: the call, sent again while its fault is passing and the
    /// deadline allows, with the same idempotency key each time.
    async fn call(&self, method: reqwest::Method, path: &str, params: &[(String, String)], idempotency_key: Option<&str>) -> Result<Value, ProviderError> {
        let deadline = tokio::time::Instant::now() + self.retries.deadline;
        let mut retries = 0;
        loop {
            let (result, cause, asked) = self.send(method.clone(), path, params, idempotency_key).await;
            let Some(cause) = cause.filter(|_| retries < MAX_RETRIES) else { return result };
            let full = self.retries.base.saturating_mul(2u32.saturating_pow(retries));
            let drawn = full / 2 + (full - full / 2).mul_f64(rand::random::<f64>());
            let delay = asked.map_or(drawn, |asked| drawn.max(asked));
            if tokio::time::Instant::now() + delay >= deadline {
                return result;
            }
            retries += 1;
            self.retries.counted.get_or_create(&crate::platform::metrics::ReasonLabel { reason: cause.to_owned() }).inc();
            tracing::warn!(path, cause, retry = retries, delay_ms = delay.as_millis() as u64, "Stripe: sending the call again");
            tokio::time::sleep(delay).await;
        }
    }

    /// One request: its result, why it may be sent again, and how long Stripe asked to wait.
    async fn send(
        &self,
        method: reqwest::Method,
        path: &str,
        params: &[(String, String)],
        idempotency_key: Option<&str>,
    ) -> (Result<Value, ProviderError>, Option<&'static str>, Option<Duration>) {
        let url = format!("{}{path}", self.base);
        let body = url::form_urlencoded::Serializer::new(String::new()).extend_pairs(params).finish();
        let mut request = if method == reqwest::Method::GET {
            self.client.get(if body.is_empty() { url } else { format!("{url}?{body}") })
        } else {
            self.client.request(method, url).header("content-type", "application/x-www-form-urlencoded").body(body)
        };
        request = request.bearer_auth(self.key.expose()).header("stripe-version", "2024-06-20");
        if let Some(key) = idempotency_key {
            request = request.header("idempotency-key", key);
        }
        let response = match request.send().await {
            Ok(response) => response,
            Err(e) => {
                let message = if e.is_timeout() { format!("no answer in time from {path}") } else { format!("{path}: {e}") };
                return (Err(ProviderError::Unavailable(message)), Some("network"), None);
            }
        };
        let status = response.status();
        let headers = response.headers();
        let should_retry = headers.get("stripe-should-retry").and_then(|v| v.to_str().ok()).map(|v| v == "true");
        let asked = crate::jobs::retry_after(headers);
        let cause = if status.is_success() { None } else { retry_cause(status.as_u16(), should_retry) };
        let value: Value = match response.json().await {
            Ok(value) => value,
            Err(e) => return (Err(ProviderError::Unavailable(format!("{path}: unreadable answer ({status}): {e}"))), cause.or(Some("network")), asked),
        };
        if status.is_success() {
            return (Ok(value), None, None);
        }
        let error = &value["error"];
        let message = error["message"].as_str().unwrap_or("").to_owned();
        let code = error["code"].as_str().or(error["type"].as_str()).unwrap_or("unknown").to_owned();
        // What may go next time is unavailable now; the rest is Stripe's refusal.
        let result = if status.is_server_error() || matches!(status.as_u16(), 409 | 429) || should_retry == Some(true) {
            Err(ProviderError::Unavailable(format!("{path}: {status} {code}: {message}")))
        } else {
            Err(ProviderError::Refused { code, message })
        };
        (result, cause, asked)
    }

    /// A PaymentIntent as Stripe has it now.
    async fn intent(&self, id: &str) -> Result<Value, ProviderError> {
        self.call(reqwest::Method::GET, &format!("/v1/payment_intents/{}", encode(id)), &[], None).await
    }
}

/// An idempotency key made of the operation and all its parameters: the same request
/// is the same operation, a changed one another.
fn key_of(operation: &str, object: &str, parameters: &[&str]) -> String {
    use sha2::Digest;
    let mut digest = Sha256::new();
    for part in parameters {
        digest.update(part.as_bytes());
        digest.update([0]);
    }
    format!("{operation}-{object}-{}", &hex::encode(digest.finalize())[..16])
}

fn pair(key: impl Into<String>, value: impl ToString) -> (String, String) {
    (key.into(), value.to_string())
}

/// A Checkout Session (with its PaymentIntent and that one's latest charge expanded)
/// as the provider-neutral [`Observed`].
fn observed(session: &Value) -> Result<Observed, ProviderError> {
    let reference = session["id"].as_str().ok_or_else(|| ProviderError::Unavailable("a session without an id".into()))?.to_owned();
    let intent = &session["payment_intent"];
    let charge = &intent["latest_charge"];
    let number = |v: &Value| v.as_i64().unwrap_or(0);
    let state = match (session["status"].as_str(), intent["status"].as_str()) {
        (_, Some("requires_capture")) => SessionState::Authorised,
        (_, Some("succeeded")) => SessionState::Captured,
        (Some("complete"), Some("canceled")) => SessionState::Cancelled,
        (Some("expired"), _) => SessionState::Expired,
        _ => SessionState::Open,
    };
    Ok(Observed {
        reference,
        url: session["url"].as_str().map(str::to_owned),
        state,
        amount: number(&session["amount_total"]),
        currency: session["currency"].as_str().unwrap_or("").to_uppercase(),
        payment_reference: intent["id"].as_str().or(intent.as_str()).map(str::to_owned),
        authorised: if state == SessionState::Authorised { number(&intent["amount_capturable"]).max(number(&intent["amount"])) } else { number(&intent["amount"]) },
        captured: number(&intent["amount_received"]),
        // Capturing less than was authorised releases the rest as a "refund" of the
        // charge: only what goes back beyond that was refunded to the customer.
        refunded: {
            let released = if charge["captured"].as_bool() == Some(true) { number(&charge["amount"]) - number(&charge["amount_captured"]) } else { number(&charge["amount_refunded"]) };
            (number(&charge["amount_refunded"]) - released).max(0)
        },
        order_number: session["client_reference_id"].as_str().map(str::to_owned),
    })
}

impl PaymentProvider for Stripe {
    fn name(&self) -> &'static str {
        "stripe"
    }

    fn hosted_origin(&self) -> Option<String> {
        if self.base == "https://api.stripe.com" {
            return Some("https://checkout.stripe.com".into());
        }
        // A test's own server serves its hosted page beside its API.
        url::Url::parse(&self.base).ok().map(|u| u.origin().ascii_serialization())
    }

    fn create<'a>(&'a self, request: &'a SessionRequest) -> Call<'a, Observed> {
        Box::pin(async move {
            let mut params = vec![
                pair("mode", "payment"),
                pair("payment_method_types[0]", "card"),
                pair("payment_method_types[1]", "mobilepay"),
                pair("payment_intent_data[capture_method]", "manual"),
                pair("payment_intent_data[metadata][order_number]", &request.order_number),
                pair("client_reference_id", &request.order_number),
                pair("metadata[order_number]", &request.order_number),
                pair("metadata[attempt]", request.attempt),
                pair("customer_email", &request.email),
                pair("success_url", &request.success_url),
                pair("cancel_url", &request.cancel_url),
                pair("expires_at", request.expires_at),
                pair("locale", request.lang.code()),
            ];
            for (i, line) in request.lines.iter().enumerate() {
                params.push(pair(format!("line_items[{i}][quantity]"), line.quantity));
                params.push(pair(format!("line_items[{i}][price_data][currency]"), request.currency.to_lowercase()));
                params.push(pair(format!("line_items[{i}][price_data][unit_amount]"), line.unit_amount));
                params.push(pair(format!("line_items[{i}][price_data][product_data][name]"), &line.name));
            }
            let session = self.call(reqwest::Method::POST, "/v1/checkout/sessions", &params, Some(&request.idempotency_key)).await?;
            observed(&session)
        })
    }

    fn fetch<'a>(&'a self, reference: &'a str) -> Call<'a, Observed> {
        Box::pin(async move {
            let path = format!("/v1/checkout/sessions/{}", encode(reference));
            let session = self.call(reqwest::Method::GET, &path, &[pair("expand[]", "payment_intent.latest_charge")], None).await?;
            observed(&session)
        })
    }

    fn capture<'a>(&'a self, payment: &'a PaymentRef, amount: i64, idempotency_key: &'a str) -> Call<'a, ()> {
        Box::pin(async move {
            let intent = payment.payment_reference.as_deref().ok_or_else(|| ProviderError::Refused { code: "no_payment".into(), message: "nothing authorised".into() })?;
            let path = format!("/v1/payment_intents/{}/capture", encode(intent));
            // The caller's key names the operation; the amount makes it this one.
            let key = key_of("capture", idempotency_key, &[&amount.to_string()]);
            match self.call(reqwest::Method::POST, &path, &[pair("amount_to_capture", amount)], Some(&key)).await {
                Ok(_) => Ok(()),
                // Captured already (by an earlier call whose answer was lost, with
                // another key): done, if it is this amount.
                Err(ProviderError::Refused { code, message }) if code == "payment_intent_unexpected_state" => {
                    let now = self.intent(intent).await?;
                    if now["status"].as_str() == Some("succeeded") && now["amount_received"].as_i64() == Some(amount) {
                        Ok(())
                    } else {
                        Err(ProviderError::Refused { code, message })
                    }
                }
                Err(error) => Err(error),
            }
        })
    }

    fn cancel<'a>(&'a self, payment: &'a PaymentRef, authorised: bool) -> Call<'a, ()> {
        Box::pin(async move {
            let (path, params, key) = match (authorised, &payment.payment_reference) {
                (true, Some(intent)) => {
                    (format!("/v1/payment_intents/{}/cancel", encode(intent)), vec![pair("cancellation_reason", "abandoned")], key_of("cancel", intent, &["abandoned"]))
                }
                _ => (format!("/v1/checkout/sessions/{}/expire", encode(&payment.reference)), Vec::new(), key_of("expire", &payment.reference, &[])),
            };
            match self.call(reqwest::Method::POST, &path, &params, Some(&key)).await {
                Ok(_) => Ok(()),
                // Cancelled already: what was asked is so.
                Err(ProviderError::Refused { code, message }) if authorised && code == "payment_intent_unexpected_state" => {
                    let intent = payment.payment_reference.as_deref().unwrap_or_default();
                    match self.intent(intent).await?["status"].as_str() {
                        Some("canceled") => Ok(()),
                        _ => Err(ProviderError::Refused { code, message }),
                    }
                }
                // Already closed: what was asked is so.
                Err(ProviderError::Refused { message, .. }) if !authorised && message.contains("status") => {
                    let session = self.fetch(&payment.reference).await?;
                    match session.state {
                        SessionState::Expired | SessionState::Cancelled => Ok(()),
                        _ => Err(ProviderError::Refused { code: "session_not_open".into(), message }),
                    }
                }
                Err(error) => Err(error),
            }
        })
    }

    fn refund<'a>(&'a self, payment: &'a PaymentRef, amount: i64, reason: &'a str, idempotency_key: &'a str) -> Call<'a, String> {
        Box::pin(async move {
            let intent = payment.payment_reference.as_deref().ok_or_else(|| ProviderError::Refused { code: "no_payment".into(), message: "nothing captured".into() })?;
            // Stripe's own `reason` is an enumeration: ours goes in the metadata.
            let reason: String = reason.chars().take(500).collect();
            let params = [pair("payment_intent", intent), pair("amount", amount), pair("reason", "requested_by_customer"), pair("metadata[reason]", &reason)];
            // The caller's key names the operation; its amount and reason make it this one.
            let key = key_of("refund", idempotency_key, &[&amount.to_string(), &reason]);
            let refund = self.call(reqwest::Method::POST, "/v1/refunds", &params, Some(&key)).await?;
            Ok(refund["id"].as_str().unwrap_or_default().to_owned())
        })
    }

    fn verify_webhook(&self, headers: &HeaderMap, body: &[u8], now_unix: i64) -> Result<WebhookEvent, WebhookRefusal> {
        let secret = self.webhook_secret.as_ref().map(Secret::expose).ok_or(WebhookRefusal::NotConfigured)?;
        let header = headers.get("stripe-signature").and_then(|v| v.to_str().ok()).ok_or(WebhookRefusal::Unsigned)?;
        verify_signature(secret, header, body, now_unix)?;
        let event: Value = serde_json::from_slice(body).map_err(|_| WebhookRefusal::Unreadable)?;
        let id = event["id"].as_str().ok_or(WebhookRefusal::Unreadable)?.to_owned();
        let kind = event["type"].as_str().ok_or(WebhookRefusal::Unreadable)?.to_owned();
        let object = &event["data"]["object"];
        let id_of = |v: &Value| v.as_str().or(v["id"].as_str()).map(str::to_owned);
        let (session, payment) = match object["object"].as_str() {
            Some("checkout.session") => (id_of(&object["id"]), id_of(&object["payment_intent"])),
            Some("payment_intent") => (None, id_of(&object["id"])),
            Some("charge" | "refund") => (None, id_of(&object["payment_intent"])),
            _ => (None, None),
        };
        Ok(WebhookEvent { id, kind, session, payment })
    }
}

/// Checks `Stripe-Signature: t=…,v1=…[,v1=…]` over `body` with `secret`: one `v1`
/// must be the HMAC-SHA256 of `t.body` (compared in constant time), and `t` within
/// [`TOLERANCE_SECS`] of `now_unix`.
pub fn verify_signature(secret: &str, header: &str, body: &[u8], now_unix: i64) -> Result<(), WebhookRefusal> {
    let mut timestamp = None;
    let mut signatures = Vec::new();
    for part in header.split(',') {
        match part.trim().split_once('=') {
            Some(("t", value)) => timestamp = value.parse::<i64>().ok(),
            Some(("v1", value)) => signatures.extend(hex::decode(value).ok()),
            _ => {}
        }
    }
    let timestamp = timestamp.ok_or(WebhookRefusal::Unsigned)?;
    if signatures.is_empty() {
        return Err(WebhookRefusal::Unsigned);
    }
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).expect("HMAC takes any key length");
    mac.update(timestamp.to_string().as_bytes());
    mac.update(b".");
    mac.update(body);
    let expected = mac.finalize().into_bytes();
    use subtle::ConstantTimeEq;
    if !signatures.iter().any(|s| bool::from(s.as_slice().ct_eq(expected.as_slice()))) {
        return Err(WebhookRefusal::BadSignature);
    }
    if (now_unix - timestamp).abs() > TOLERANCE_SECS {
        return Err(WebhookRefusal::Stale);
    }
    Ok(())
}

/// An id as a path segment (Stripe's are letters, digits and `_`).
fn encode(segment: &str) -> String {
    const SEGMENT: &percent_encoding::AsciiSet = &percent_encoding::NON_ALPHANUMERIC.remove(b'_').remove(b'-');
    percent_encoding::utf8_percent_encode(segment, SEGMENT).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sign(secret: &str, t: i64, body: &str) -> String {
        let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).unwrap();
        mac.update(format!("{t}.{body}").as_bytes());
        format!("t={t},v1={}", hex::encode(mac.finalize().into_bytes()))
    }

    #[test]
    fn signatures_are_checked_as_stripe_signs_them() {
        let body = r#"{"id":"evt_1"}"#;
        let now = 1_800_000_000;
        assert_eq!(verify_signature("whsec_a", &sign("whsec_a", now - 10, body), body.as_bytes(), now), Ok(()));
        // Another v1 beside (a secret being rolled) is fine.
        let two = format!("{},v1=00ff", sign("whsec_a", now, body));
        assert_eq!(verify_signature("whsec_a", &two, body.as_bytes(), now), Ok(()));
        assert_eq!(verify_signature("whsec_b", &sign("whsec_a", now, body), body.as_bytes(), now), Err(WebhookRefusal::BadSignature));
        assert_eq!(verify_signature("whsec_a", &sign("whsec_a", now, body), b"{\"id\":\"evt_2\"}", now), Err(WebhookRefusal::BadSignature));
        assert_eq!(verify_signature("whsec_a", &sign("whsec_a", now - 301, body), body.as_bytes(), now), Err(WebhookRefusal::Stale));
        assert_eq!(verify_signature("whsec_a", "t=1", body.as_bytes(), now), Err(WebhookRefusal::Unsigned));
        assert_eq!(verify_signature("whsec_a", "v1=00", body.as_bytes(), now), Err(WebhookRefusal::Unsigned));
    }

    #[test]
    fn a_call_is_sent_again_as_stripes_libraries_send_it() {
        assert_eq!(retry_cause(409, None), Some("409"));
        assert_eq!(retry_cause(429, None), Some("429"));
        assert_eq!(retry_cause(500, None), Some("5xx"));
        assert_eq!(retry_cause(503, None), Some("5xx"));
        assert_eq!(retry_cause(400, None), None);
        assert_eq!(retry_cause(402, None), None);
        // Stripe's word decides when it gives one.
        assert_eq!(retry_cause(500, Some(false)), None);
        assert_eq!(retry_cause(400, Some(true)), Some("should_retry"));
    }

    #[test]
    fn a_key_is_the_operation_and_all_its_parameters() {
        let key = key_of("refund", "NE-1-refund-form-1", &["500", "Ridse"]);
        assert_eq!(key, key_of("refund", "NE-1-refund-form-1", &["500", "Ridse"]));
        assert_ne!(key, key_of("refund", "NE-1-refund-form-1", &["500", "Bule"]));
        assert_ne!(key, key_of("refund", "NE-1-refund-form-1", &["50", "0Ridse"]), "parameters are separated");
        assert!(key.starts_with("refund-NE-1-refund-form-1-") && key.len() <= 255);
    }

    #[test]
    fn a_session_reads_as_its_payment_stands() {
        let session = serde_json::json!({
            "id": "cs_1", "status": "complete", "amount_total": 31800, "currency": "dkk", "client_reference_id": "NE-1",
            "payment_intent": {"id": "pi_1", "status": "requires_capture", "amount": 31800, "amount_capturable": 31800,
                               "amount_received": 0, "latest_charge": {"amount_refunded": 0}}
        });
        let seen = observed(&session).unwrap();
        assert_eq!((seen.state, seen.amount, seen.currency.as_str(), seen.authorised), (SessionState::Authorised, 31800, "DKK", 31800));
        assert_eq!(seen.payment_reference.as_deref(), Some("pi_1"));
        let open = serde_json::json!({"id": "cs_2", "status": "open", "amount_total": 100, "currency": "dkk", "payment_intent": null});
        assert_eq!(observed(&open).unwrap().state, SessionState::Open);
        let expired = serde_json::json!({"id": "cs_3", "status": "expired", "amount_total": 100, "currency": "dkk", "payment_intent": null});
        assert_eq!(observed(&expired).unwrap().state, SessionState::Expired);
    }
}
