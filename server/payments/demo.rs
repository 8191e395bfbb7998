//! The demo provider (`PAYMENT_PROVIDER=demo`, with `--seed-demo` only): the whole
//! flow of an online payment with no account anywhere and no money moved. Its hosted
//! page is ours (`/betaling/demo/{reference}`, "Testbetaling – ingen penge trækkes")
//! with "Godkend" and "Afvis"; its sessions are rows of `demo_payment_sessions`, with
//! the same rules as a real provider's (capture and refunds not above what was
//! authorised or captured, nothing paid after expiry).

use axum::http::HeaderMap;
use sha2::Digest;

use super::{Call, Observed, PaymentProvider, PaymentRef, ProviderError, SessionRequest, SessionState, WebhookEvent, WebhookRefusal};
use crate::platform::Db;

pub struct DemoProvider {
    db: Db,
}

/// A demo session as its page shows it.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct DemoSession {
    pub reference: String,
    pub state: String,
    pub amount_minor: i64,
    pub currency: String,
    pub captured_minor: i64,
    pub refunded_minor: i64,
    pub order_number: String,
    pub lang: String,
    pub success_url: String,
    pub cancel_url: String,
    pub declined: i64,
    pub expires_at: String,
}

fn database(error: sqlx::Error) -> ProviderError {
    ProviderError::Unavailable(format!("demo provider: {error}"))
}

fn refused(code: &str, message: &str) -> ProviderError {
    ProviderError::Refused { code: code.into(), message: message.into() }
}

impl DemoProvider {
    pub fn new(db: Db) -> DemoProvider {
        DemoProvider { db }
    }
}

/// The session `reference`, its expiry applied.
pub async fn session(db: &Db, reference: &str) -> Result<Option<DemoSession>, sqlx::Error> {
    let found: Option<DemoSession> = sqlx::query_as(
        "select reference, state, amount_minor, currency, captured_minor, refunded_minor, order_number, lang, success_url, cancel_url,
                declined, expires_at from demo_payment_sessions where reference = $1",
    )
    .bind(reference)
    .fetch_optional(db)
    .await?;
    Ok(found.map(|mut s| {
        if s.state == "open" && s.expires_at.as_str() < crate::platform::db::now_rfc3339().as_str() {
            s.state = "expired".into();
        }
        s
    }))
}

/// The customer's answer on the demo page: approved (authorised) or declined (the
/// page stays open). Where to send them back to.
pub async fn decide(db: &Db, reference: &str, approve: bool) -> Result<Option<String>, sqlx::Error> {
    let Some(found) = session(db, reference).await? else { return Ok(None) };
    if found.state == "open" {
        let sql = if approve {
            "update demo_payment_sessions set state = 'authorised' where reference = $1 and state = 'open'"
        } else {
            "update demo_payment_sessions set declined = declined + 1 where reference = $1 and state = 'open'"
        };
        sqlx::query(sql).bind(reference).execute(db).await?;
    }
    Ok(Some(if approve { found.success_url } else { found.cancel_url }))
}

impl PaymentProvider for DemoProvider {
    fn name(&self) -> &'static str {
        "demo"
    }

    fn hosted_origin(&self) -> Option<String> {
        None
    }

    fn create<'a>(&'a self, request: &'a SessionRequest) -> Call<'a, Observed> {
        Box::pin(async move {
            // The idempotency key names the session: a retried request finds the same.
            let reference = format!("demo_{}", &hex::encode(sha2::Sha256::digest(request.idempotency_key.as_bytes()))[..24]);
            let expires = time::OffsetDateTime::from_unix_timestamp(request.expires_at)
                .unwrap_or(time::OffsetDateTime::UNIX_EPOCH)
                .format(&time::format_description::well_known::Rfc3339)
                .expect("UTC time formats");
            let inserted = sqlx::query(
                "insert into demo_payment_sessions (reference, state, amount_minor, currency, order_number, lang, success_url, cancel_url,
                                                    expires_at, created_at)
                 values ($1, 'open', $2, $3, $4, $5, $6, $7, $8, $9)",
            )
            .bind(&reference)
            .bind(request.amount)
            .bind(&request.currency)
            .bind(&request.order_number)
            .bind(request.lang.code())
            .bind(&request.success_url)
            .bind(&request.cancel_url)
            .bind(&expires)
            .bind(crate::platform::db::now_rfc3339())
            .execute(&self.db)
            .await;
            match inserted {
                Ok(_) => {}
                Err(sqlx::Error::Database(e)) if e.is_unique_violation() => {}
                Err(error) => return Err(database(error)),
            }
            self.fetch(&reference).await
        })
    }

    fn fetch<'a>(&'a self, reference: &'a str) -> Call<'a, Observed> {
        Box::pin(async move {
            let found = session(&self.db, reference).await.map_err(database)?.ok_or_else(|| refused("resource_missing", "no such session"))?;
            let state = match found.state.as_str() {
                "authorised" => SessionState::Authorised,
                "captured" => SessionState::Captured,
                "expired" => SessionState::Expired,
                "cancelled" => SessionState::Cancelled,
                _ => SessionState::Open,
            };
            let paid = matches!(state, SessionState::Authorised | SessionState::Captured);
            Ok(Observed {
                // Ours: on whatever address the customer uses.
                url: Some(format!("/betaling/demo/{}", found.reference)),
                reference: found.reference.clone(),
                state,
                amount: found.amount_minor,
                currency: found.currency,
                payment_reference: paid.then(|| found.reference.clone()),
                authorised: if paid { found.amount_minor } else { 0 },
                captured: found.captured_minor,
                refunded: found.refunded_minor,
                order_number: Some(found.order_number),
            })
        })
    }

    fn capture<'a>(&'a self, payment: &'a PaymentRef, amount: i64, _key: &'a str) -> Call<'a, ()> {
        Box::pin(async move {
            let found = session(&self.db, &payment.reference).await.map_err(database)?.ok_or_else(|| refused("resource_missing", "no such session"))?;
            if found.state == "captured" {
                return Ok(());
            }
            if found.state != "authorised" {
                return Err(refused("payment_intent_unexpected_state", "nothing authorised to capture"));
            }
            if amount <= 0 || amount > found.amount_minor {
                return Err(refused("amount_too_large", "more than was authorised"));
            }
            sqlx::query("update demo_payment_sessions set state = 'captured', captured_minor = $1 where reference = $2 and state = 'authorised'")
                .bind(amount)
                .bind(&payment.reference)
                .execute(&self.db)
                .await
                .map_err(database)?;
            Ok(())
        })
    }

    fn cancel<'a>(&'a self, payment: &'a PaymentRef, authorised: bool) -> Call<'a, ()> {
        Box::pin(async move {
            let sql = if authorised {
                "update demo_payment_sessions set state = 'cancelled' where reference = $1 and state = 'authorised'"
            } else {
                "update demo_payment_sessions set state = 'expired' where reference = $1 and state = 'open'"
            };
            sqlx::query(sql).bind(&payment.reference).execute(&self.db).await.map_err(database)?;
            Ok(())
        })
    }

    fn refund<'a>(&'a self, payment: &'a PaymentRef, amount: i64, _reason: &'a str, key: &'a str) -> Call<'a, String> {
        Box::pin(async move {
            // As a real provider does: one refund per idempotency key, and the same key
            // with other parameters refused. The key is recorded and the session's total
            // raised in one transaction, so copies sent at once refund once (the second
            // waits for the first's key and is answered with its refund).
            let reference = format!("demo_refund_{}", &hex::encode(sha2::Sha256::digest(key.as_bytes()))[..16]);
            let mut tx = self.db.begin().await.map_err(database)?;
            let recorded = sqlx::query(
                "insert into demo_payment_refunds (idempotency_key, session_reference, reference, amount_minor, created_at) values ($1, $2, $3, $4, $5)",
            )
            .bind(key)
            .bind(&payment.reference)
            .bind(&reference)
            .bind(amount)
            .bind(crate::platform::db::now_rfc3339())
            .execute(&mut *tx)
            .await;
            match recorded {
                Ok(_) => {}
                Err(sqlx::Error::Database(e)) if e.is_unique_violation() => {
                    drop(tx);
                    let kept: Option<(String, i64)> =
                        sqlx::query_as("select session_reference, amount_minor from demo_payment_refunds where idempotency_key = $1")
                            .bind(key)
                            .fetch_optional(&self.db)
                            .await
                            .map_err(database)?;
                    return match kept {
                        Some((session, kept_amount)) if session == payment.reference && kept_amount == amount => Ok(reference),
                        _ => Err(refused("idempotency_error", "the key was used with other parameters")),
                    };
                }
                Err(error) => return Err(database(error)),
            }
            let done = sqlx::query(
                "update demo_payment_sessions set refunded_minor = refunded_minor + $1
                 where reference = $2 and state = 'captured' and $1 > 0 and refunded_minor + $1 <= captured_minor",
            )
            .bind(amount)
            .bind(&payment.reference)
            .execute(&mut *tx)
            .await
            .map_err(database)?;
            if done.rows_affected() == 0 {
                return Err(refused("amount_too_large", "more than was captured"));
            }
            tx.commit().await.map_err(database)?;
            Ok(reference)
        })
    }

    fn verify_webhook(&self, _headers: &HeaderMap, _body: &[u8], _now_unix: i64) -> Result<WebhookEvent, WebhookRefusal> {
        Err(WebhookRefusal::NotConfigured)
    }
}
