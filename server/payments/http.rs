//! `POST /api/webhooks/stripe` (the provider's events: signed, read at most 64 KB,
//! rate-limited per address, each event once) and the demo provider's hosted page,
//! `/betaling/demo/{reference}`.

use axum::Router;
use axum::body::Bytes;
use axum::extract::{DefaultBodyLimit, FromRef, Path, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{Html, IntoResponse, Json, Redirect, Response};
use axum::routing::{get, post};
use serde_json::json;

use super::{Payments, Problem, WebhookRefusal, demo};
use crate::http::client::{ClientAddr, TrustedProxies};
use crate::http::escape;
use crate::http::origin::PublicOrigin;
use crate::i18n::{Lang, Text};
use crate::platform::limits::{Limit, Limits};

/// The largest webhook body read.
pub const WEBHOOK_BODY_LIMIT: usize = 64 * 1024;
/// Webhook calls one address may make in a minute.
pub const WEBHOOKS_PER_ADDRESS: Limit = Limit::per_minutes(300, 1);

/// `/webhooks/stripe` (to nest under `/api`).
pub fn router<S>() -> Router<S>
where
    S: Clone + Send + Sync + 'static,
    Payments: FromRef<S>,
    Limits: FromRef<S>,
    TrustedProxies: FromRef<S>,
{
    Router::new().route("/webhooks/stripe", post(stripe_webhook).layer(DefaultBodyLimit::max(WEBHOOK_BODY_LIMIT)))
}

/// The demo provider's page (at the root).
pub fn demo_router<S>() -> Router<S>
where
    S: Clone + Send + Sync + 'static,
    Payments: FromRef<S>,
    PublicOrigin: FromRef<S>,
{
    Router::new().route("/betaling/demo/{reference}", get(demo_page).post(demo_decide))
}

async fn stripe_webhook(
    State(payments): State<Payments>,
    State(limits): State<Limits>,
    client: ClientAddr,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let count = limits.local().reserve_within(&format!("webhook:stripe:{}", client.0), WEBHOOKS_PER_ADDRESS);
    if !count.allowed {
        payments.failed("webhook_limited");
        return (StatusCode::TOO_MANY_REQUESTS, Json(json!({"error": "too many webhook calls"}))).into_response();
    }
    let Some(provider) = payments.provider.clone().filter(|p| p.name() == "stripe") else {
        return (StatusCode::NOT_FOUND, Json(json!({"error": "Stripe is not the payment provider"}))).into_response();
    };
    let now = payments.clock.unix_ms() / 1000;
    let event = match provider.verify_webhook(&headers, &body, now) {
        Ok(event) => event,
        Err(refusal) => {
            let reason = match refusal {
                WebhookRefusal::NotConfigured => "webhook_not_configured",
                WebhookRefusal::Unsigned => "webhook_unsigned",
                WebhookRefusal::BadSignature => "webhook_bad_signature",
                WebhookRefusal::Stale => "webhook_stale",
                WebhookRefusal::Unreadable => "webhook_unreadable",
            };
            payments.failed(reason);
            tracing::warn!(address = %client.0, reason, "Stripe webhook refused");
            return (StatusCode::BAD_REQUEST, Json(json!({"error": reason}))).into_response();
        }
    };
    match payments.handle_event(&event).await {
        Ok(handled) => Json(json!({"received": true, "handled": handled})).into_response(),
        Err(error) => {
            tracing::warn!(event = event.id, kind = event.kind, %error, "Stripe webhook not handled: Stripe delivers it again");
            let status = match error {
                Problem::Provider(_) => StatusCode::BAD_GATEWAY,
                _ => StatusCode::SERVICE_UNAVAILABLE,
            };
            (status, Json(json!({"error": "not handled now"}))).into_response()
        }
    }
}

/// The demo's hosted page: clearly a test, the amount, "Godkend" and "Afvis".
async fn demo_page(State(payments): State<Payments>, Path(reference): Path<String>) -> Response {
    if payments.provider_name() != Some("demo") {
        return StatusCode::NOT_FOUND.into_response();
    }
    let found = match demo::session(&payments.db, &reference).await {
        Ok(Some(found)) => found,
        Ok(None) => return StatusCode::NOT_FOUND.into_response(),
        Err(error) => {
            tracing::error!(%error, "demo payment page");
            return StatusCode::SERVICE_UNAVAILABLE.into_response();
        }
    };
    let lang: Lang = found.lang.parse().unwrap_or(Lang::DEFAULT);
    let catalog = payments.mailer.catalog();
    let t = |text: Text| escape(&text.format(catalog, lang));
    let amount = crate::i18n::format::money(found.amount_minor, &found.currency, lang);
    let body = if found.state == "open" {
        format!(
            r#"<form method="post" style="display:flex;gap:12px;flex-wrap:wrap">
  <button name="decision" value="approve" style="flex:1;padding:14px 20px;font-size:1.05rem;background:#166534;color:#fff;border:0;border-radius:8px;cursor:pointer">{approve}</button>
  <button name="decision" value="decline" style="flex:1;padding:14px 20px;font-size:1.05rem;background:#fff;color:#991b1b;border:2px solid #991b1b;border-radius:8px;cursor:pointer">{decline}</button>
</form>"#,
            approve = t(Text::new("payment-demo-approve")),
            decline = t(Text::new("payment-demo-decline")),
        )
    } else {
        format!(r#"<p role="status">{}</p>"#, t(Text::new("payment-demo-closed")))
    };
    let html = format!(
        r#"<!doctype html>
<html lang="{lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>{title}</title></head>
<body style="margin:0;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;background:#f1f5f9;color:#0f172a">
<main style="max-width:440px;margin:40px auto;padding:0 16px">
<p style="background:#fef3c7;border:2px dashed #b45309;color:#78350f;padding:10px 14px;border-radius:8px;font-weight:600">{label}</p>
<div style="background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.12)">
<h1 style="font-size:1.35rem;margin:0 0 8px">{title}</h1>
<p style="margin:0 0 4px">{order}</p>
<p style="font-size:1.8rem;font-weight:700;margin:8px 0 20px" data-amount>{amount}</p>
{body}
</div>
<p style="margin:16px 4px;color:#475569;font-size:.9rem"><a href="{back}" style="color:inherit">{back_label}</a></p>
</main></body></html>"#,
        lang = lang.code(),
        title = t(Text::new("payment-demo-title")),
        label = t(Text::new("payment-demo-label")),
        order = t(Text::new("payment-demo-order").arg("number", found.order_number.as_str())),
        amount = escape(&amount),
        back = escape(&found.cancel_url),
        back_label = t(Text::new("payment-demo-back")),
    );
    ([(header::CACHE_CONTROL, "no-store")], Html(html)).into_response()
}

#[derive(serde::Deserialize)]
struct Decision {
    decision: String,
}

async fn demo_decide(
    State(payments): State<Payments>,
    State(PublicOrigin(origin)): State<PublicOrigin>,
    headers: HeaderMap,
    Path(reference): Path<String>,
    axum::Form(form): axum::Form<Decision>,
) -> Response {
    if payments.provider_name() != Some("demo") {
        return StatusCode::NOT_FOUND.into_response();
    }
    if !crate::http::origin::same_origin(&headers, &origin) {
        return StatusCode::FORBIDDEN.into_response();
    }
    let approve = match form.decision.as_str() {
        "approve" => true,
        "decline" => false,
        _ => return StatusCode::BAD_REQUEST.into_response(),
    };
    match demo::decide(&payments.db, &reference, approve).await {
        Ok(Some(back)) => Redirect::to(&back).into_response(),
        Ok(None) => StatusCode::NOT_FOUND.into_response(),
        Err(error) => {
            tracing::error!(%error, "demo payment decision");
            StatusCode::SERVICE_UNAVAILABLE.into_response()
        }
    }
}
