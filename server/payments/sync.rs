//! A payment's life: an attempt begun at the checkout (or again from the order page),
//! what the provider says of it applied by one function ([`Payments::apply`]) whoever
//! asked (the return page, a webhook, the job), the money drawn when the goods leave
//! and given back by refunds. Every move is a conditional `UPDATE` whose row count
//! says who acts (mails, stock), so racing callers never act twice or move back.

use serde::Serialize;
use ts_rs::TS;

use super::{
    AUTHORISATION_DAYS, Observed, PaymentRef, Payments, ProviderError, SESSION_MINUTES, SYNC_AFTER_MINUTES, SessionLine,
    SessionRequest, SessionState, WARN_BEFORE_HOURS, WebhookEvent,
};
use crate::documents::DocumentKind;
use crate::i18n::{Lang, Text};
use crate::mail::Letter;
use crate::shop::orders::{self, Status};

/// One attempt at paying an order online.
#[derive(Debug, Clone, sqlx::FromRow, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct PaymentRow {
    pub id: String,
    pub order_number: String,
    pub attempt: i64,
    pub provider: String,
    pub reference: Option<String>,
    pub payment_reference: Option<String>,
    /// `open`, `authorised`, `captured`, `partly_refunded`, `refunded`, `expired`, `cancelled`.
    pub state: String,
    pub amount_minor: i64,
    pub currency: String,
    pub authorised_minor: i64,
    pub captured_minor: i64,
    pub refunded_minor: i64,
    #[serde(skip)]
    #[ts(skip)]
    pub url: Option<String>,
    #[serde(skip)]
    #[ts(skip)]
    pub receipt_key: Option<String>,
    pub capture_before: Option<String>,
    pub created_at: String,
    pub error: Option<String>,
}

const COLUMNS: &str = "id, order_number, attempt, provider, reference, payment_reference, state, amount_minor, currency,
    authorised_minor, captured_minor, refunded_minor, url, receipt_key, capture_before, created_at, error";

/// Why an order cannot be paid online now.
#[derive(Debug, thiserror::Error)]
pub enum Problem {
    /// No such order, or not one awaiting an online payment.
    #[error("the order is not awaiting an online payment")]
    NotPayable,
    /// The provider is down, slow or refused: the order is kept to pay later.
    #[error(transparent)]
    Provider(#[from] ProviderError),
    /// Nothing to capture or refund, or more than there is.
    #[error("{0}")]
    Amount(&'static str),
    #[error(transparent)]
    Database(#[from] sqlx::Error),
}

impl Payments {
    /// The latest attempt of each of these orders (one query, however many).
    pub async fn latest_of(&self, order_numbers: &[&str]) -> Result<std::collections::HashMap<String, PaymentRow>, sqlx::Error> {
        let mut latest = std::collections::HashMap::new();
        for chunk in order_numbers.chunks(500) {
            let marks = crate::platform::db::placeholders(chunk.len());
            let sql = format!("select {COLUMNS} from payments where order_number in ({marks}) order by attempt desc");
            let mut query = sqlx::query_as::<_, PaymentRow>(&sql);
            for number in chunk {
                query = query.bind(*number);
            }
            for row in query.fetch_all(&self.db).await? {
                latest.entry(row.order_number.clone()).or_insert(row);
            }
        }
        Ok(latest)
    }

    /// The order's payments, the latest attempt first.
    pub async fn of_order(&self, order_number: &str) -> Result<Vec<PaymentRow>, sqlx::Error> {
        let sql = format!("select {COLUMNS} from payments where order_number = $1 order by attempt desc");
        sqlx::query_as(&sql).bind(order_number).fetch_all(&self.db).await
    }

    pub(super) async fn row(&self, id: &str) -> Result<PaymentRow, sqlx::Error> {
        let sql = format!("select {COLUMNS} from payments where id = $1");
        sqlx::query_as(&sql).bind(id).fetch_one(&self.db).await
    }

    async fn by_reference(&self, event: &WebhookEvent) -> Result<Option<PaymentRow>, sqlx::Error> {
        let sql = format!("select {COLUMNS} from payments where (reference = $1 or payment_reference = $2) order by attempt desc");
        let rows: Vec<PaymentRow> = sqlx::query_as(&sql)
            .bind(event.session.as_deref())
            .bind(event.payment.as_deref())
            .fetch_all(&self.db)
            .await?;
        Ok(rows.into_iter().next())
    }

    /// Sends the customer to pay `order_number` online: the open attempt's page, or a
    /// new attempt's (after an expired or cancelled one, or when the last could not be
    /// made). `receipt_key`: the guest link's key, kept until the receipt is sent.
    /// The provider is asked with no database connection held; when it fails, the
    /// order stays awaiting payment and the same attempt is tried again next time (its
    /// idempotency key makes one session of both).
    pub async fn begin(&self, order_number: &str, receipt_key: Option<&str>) -> Result<String, Problem> {
        let Some(provider) = self.provider.clone() else { return Err(Problem::NotPayable) };
        let Some(found) = orders::by_number(&self.db, order_number).await? else { return Err(Problem::NotPayable) };
        let order = &found.order;
        if order.status != Status::AwaitingPayment.code() || order.payment_method.as_deref() != Some("card") {
            return Err(Problem::NotPayable);
        }
        let now_ms = self.clock.unix_ms();
        let latest = self.of_order(order_number).await?.into_iter().next();
        let row = match latest {
            // The page of the open attempt while it is good for a while yet.
            Some(row) if row.state == "open" && row.reference.is_some() => {
                // Asked first: paid meanwhile, the order is not to be paid again; a page
                // still open for a while yet is the one to pay on.
                let seen = provider.fetch(row.reference.as_deref().unwrap_or_default()).await.inspect_err(|e| self.failed(e.reason()))?;
                if matches!(seen.state, SessionState::Authorised | SessionState::Captured) {
                    self.apply(&row, &seen).await?;
                    return Err(Problem::NotPayable);
                }
                let age_ms = now_ms - unix_ms(&row.created_at);
                if seen.state == SessionState::Open && age_ms < (SESSION_MINUTES - 5) * 60_000 {
                    if let Some(url) = seen.url.clone().or(row.url.clone()) {
                        return Ok(url);
                    }
                }
                // Closed, or too old to finish: closed at the provider first, so it cannot
                // be paid beside the new one.
                if seen.state == SessionState::Open {
                    let reference = PaymentRef { reference: row.reference.clone().unwrap_or_default(), payment_reference: None };
                    provider.cancel(&reference, false).await.inspect_err(|e| self.failed(e.reason()))?;
                }
                self.move_state(&row.id, &["open"], "expired").await?;
                self.new_attempt(order_number, row.attempt + 1, total_of(order), receipt_key).await?
            }
            // The last attempt was never made at the provider: the same again (the same
            // request, so that a session made while the answer was lost is found), while
            // its page would still be open long enough; else a new attempt.
            Some(row) if row.state == "open" => {
                if now_ms - unix_ms(&row.created_at) < (SESSION_MINUTES - 31) * 60_000 {
                    row
                } else {
                    self.move_state(&row.id, &["open"], "expired").await?;
                    self.new_attempt(order_number, row.attempt + 1, total_of(order), receipt_key).await?
                }
            }
            Some(row) => self.new_attempt(order_number, row.attempt + 1, total_of(order), receipt_key).await?,
            None => self.new_attempt(order_number, 1, total_of(order), receipt_key).await?,
        };
        // Back to the order: on this site's address for another site's page; a page of
        // ours (the demo's) sends the customer back on whatever address they came by.
        let site = if provider.hosted_origin().is_some() { &*self.public_url } else { "" };
        let url = |path: &str| format!("{site}{}", found.lang.localize(path));
        let key = receipt_key.or(row.receipt_key.as_deref()).unwrap_or_default();
        let back = match key {
            "" => url(&format!("/ordre/{order_number}")),
            key => url(&format!("/ordre/{order_number}?key={key}")),
        };
        let request = SessionRequest {
            order_number: order_number.to_owned(),
            attempt: row.attempt,
            amount: row.amount_minor,
            currency: row.currency.clone(),
            lang: found.lang,
            email: found.email.clone(),
            lines: session_lines(order),
            success_url: back.clone(),
            cancel_url: back,
            // From the attempt's start: a retried request is the same request.
            expires_at: unix_ms(&row.created_at) / 1000 + SESSION_MINUTES * 60,
            idempotency_key: format!("{}-session-{}", order_number, row.id),
        };
        match provider.create(&request).await {
            Ok(session) => {
                let made = sqlx::query("update payments set reference = $1, url = $2, error = null, updated_at = $3 where id = $4 and reference is null")
                    .bind(&session.reference)
                    .bind(&session.url)
                    .bind(self.now())
                    .bind(&row.id)
                    .execute(&self.db)
                    .await?;
                if made.rows_affected() == 1 {
                    self.count("open");
                    tracing::info!(order_number, attempt = row.attempt, provider = provider.name(), "payment page made");
                }
                session.url.ok_or_else(|| Problem::Provider(ProviderError::Unavailable("the session has no page".into())))
            }
            Err(error) => {
                self.failed(error.reason());
                tracing::warn!(order_number, %error, "the payment page could not be made: the order is kept to pay later");
                let _ = sqlx::query("update payments set error = $1, updated_at = $2 where id = $3")
                    .bind(error.to_string())
                    .bind(self.now())
                    .bind(&row.id)
                    .execute(&self.db)
                    .await;
                Err(error.into())
            }
        }
    }

    async fn new_attempt(&self, order_number: &str, attempt: i64, amount: i64, receipt_key: Option<&str>) -> Result<PaymentRow, sqlx::Error> {
        let provider = self.provider.as_ref().map(|p| p.name()).unwrap_or("none");
        let now = self.now();
        let id = hex::encode(rand::random::<[u8; 16]>());
        // The attempt and the job that follows it until it settles, together.
        let mut tx = self.db.begin().await?;
        let inserted = sqlx::query(
            "insert into payments (id, order_number, attempt, provider, state, amount_minor, currency, receipt_key, created_at, updated_at)
             values ($1, $2, $3, $4, 'open', $5, 'DKK', $6, $7, $7)",
        )
        .bind(&id)
        .bind(order_number)
        .bind(attempt)
        .bind(provider)
        .bind(amount)
        .bind(receipt_key)
        .bind(&now)
        .execute(&mut *tx)
        .await;
        match inserted {
            Ok(_) => {
                let now_ms = self.clock.unix_ms();
                let first_look = now_ms + SYNC_AFTER_MINUTES * 60_000;
                let payload = serde_json::json!({"payment": id, "order": order_number});
                crate::jobs::enqueue_at(&mut tx, now_ms, first_look, crate::jobs::Kind::Payment, &super::follow::job_key(&id), &payload).await?;
                tx.commit().await?;
                self.row(&id).await
            }
            // Another request began this attempt a moment ago: that one.
            Err(sqlx::Error::Database(error)) if error.is_unique_violation() => {
                let sql = format!("select {COLUMNS} from payments where order_number = $1 and attempt = $2");
                sqlx::query_as(&sql).bind(order_number).bind(attempt).fetch_one(&self.db).await
            }
            Err(error) => Err(error),
        }
    }

    /// Moves a payment from one of `from` to `to`: whether this call moved it.
    pub(super) async fn move_state(&self, id: &str, from: &[&str], to: &str) -> Result<bool, sqlx::Error> {
        let list = from.iter().map(|s| format!("'{s}'")).collect::<Vec<_>>().join(", ");
        let sql = format!("update payments set state = $1, updated_at = $2 where id = $3 and state in ({list})");
        let done = sqlx::query(&sql).bind(to).bind(self.now()).bind(id).execute(&self.db).await?;
        if done.rows_affected() == 1 {
            self.count(to);
        }
        Ok(done.rows_affected() == 1)
    }

    /// An authorised payment drawn (`amount` øre): whether this call recorded it.
    async fn record_capture(&self, id: &str, amount: i64) -> Result<bool, sqlx::Error> {
        let now = self.now();
        let moved = sqlx::query(
            "update payments set state = 'captured', captured_minor = $1, captured_at = $2, updated_at = $2 where id = $3 and state = 'authorised'",
        )
        .bind(amount)
        .bind(&now)
        .bind(id)
        .execute(&self.db)
        .await?;
        if moved.rows_affected() == 1 {
            self.count("captured");
        }
        Ok(moved.rows_affected() == 1)
    }

    /// Asks the provider about the order's latest attempt and applies the answer (the
    /// order page on the customer's return: never the URL's word). The row as it is
    /// after.
    pub async fn sync_order(&self, order_number: &str) -> Result<Option<PaymentRow>, Problem> {
        let Some(row) = self.of_order(order_number).await?.into_iter().next() else { return Ok(None) };
        if row.reference.is_none() || !matches!(row.state.as_str(), "open" | "authorised") {
            return Ok(Some(row));
        }
        self.sync(&row).await.map(Some)
    }

    /// Asks the provider about one attempt and applies what it says.
    pub async fn sync(&self, row: &PaymentRow) -> Result<PaymentRow, Problem> {
        let Some(provider) = self.provider.clone() else { return Ok(row.clone()) };
        let Some(reference) = row.reference.as_deref() else { return Ok(row.clone()) };
        let seen = match provider.fetch(reference).await {
            Ok(seen) => seen,
            Err(error) => {
                self.failed(error.reason());
                return Err(error.into());
            }
        };
        self.apply(row, &seen).await?;
        Ok(self.row(&row.id).await?)
    }

    /// What the provider says of a payment, applied: each move forward once, by
    /// whoever's conditional update moves it; an amount or currency that is not the
    /// payment's is refused and logged.
    pub async fn apply(&self, row: &PaymentRow, seen: &Observed) -> Result<(), Problem> {
        if !seen.currency.eq_ignore_ascii_case(&row.currency) || seen.amount != row.amount_minor {
            self.failed("mismatch");
            tracing::error!(
                order_number = row.order_number,
                expected = row.amount_minor,
                currency = row.currency,
                seen_amount = seen.amount,
                seen_currency = seen.currency,
                "the provider reports an amount or currency that is not the order's: refused"
            );
            return Ok(());
        }
        if seen.order_number.as_deref().is_some_and(|n| n != row.order_number) {
            self.failed("mismatch");
            tracing::error!(order_number = row.order_number, seen = ?seen.order_number, "the provider's session names another order: refused");
            return Ok(());
        }
        let now = self.now();
        match seen.state {
            SessionState::Open => {}
            SessionState::Authorised | SessionState::Captured => {
                let capture_before = self.clock.rfc3339_offset(AUTHORISATION_DAYS * 24 * 3600 * 1000);
                let moved = sqlx::query(
                    "update payments set state = 'authorised', authorised_minor = $1, payment_reference = $2, authorised_at = $3,
                            capture_before = $4, updated_at = $3 where id = $5 and state = 'open'",
                )
                .bind(seen.authorised.max(seen.captured))
                .bind(&seen.payment_reference)
                .bind(&now)
                .bind(&capture_before)
                .bind(&row.id)
                .execute(&self.db)
                .await?;
                if moved.rows_affected() == 1 {
                    self.count("authorised");
                    tracing::info!(order_number = row.order_number, amount = seen.authorised, "payment authorised");
                    self.order_authorised(row, seen).await?;
                }
                if seen.state == SessionState::Captured && seen.captured > 0 {
                    let moved = self.record_capture(&row.id, seen.captured).await?;
                    if moved {
                        sqlx::query("update orders set paid_at = coalesce(paid_at, $1) where order_number = $2")
                            .bind(&now)
                            .bind(&row.order_number)
                            .execute(&self.db)
                            .await?;
                    }
                }
            }
            SessionState::Expired | SessionState::Cancelled => {
                let to = if seen.state == SessionState::Expired { "expired" } else { "cancelled" };
                if self.move_state(&row.id, &["open"], to).await? {
                    tracing::info!(order_number = row.order_number, state = to, "payment page closed unpaid");
                    self.order_unpaid(row).await?;
                } else if self.move_state(&row.id, &["authorised"], "cancelled").await? {
                    tracing::warn!(order_number = row.order_number, "the authorisation was released before it was captured");
                    self.tell_business(
                        &row.order_number,
                        Text::new("mail-payment-released-subject").arg("number", row.order_number.as_str()),
                        Text::new("mail-payment-released-text").arg("number", row.order_number.as_str()),
                    )
                    .await;
                }
            }
        }
        if seen.refunded > 0 {
            // What was recorded before, read under the row's lock: this refund is the rest.
            let mut tx = self.db.begin().await?;
            sqlx::query("update payments set updated_at = updated_at where id = $1").bind(&row.id).execute(&mut *tx).await?;
            let before: i64 = sqlx::query_scalar("select refunded_minor from payments where id = $1").bind(&row.id).fetch_one(&mut *tx).await?;
            let moved = sqlx::query(
                "update payments set refunded_minor = $1, state = case when $1 >= captured_minor then 'refunded' else 'partly_refunded' end,
                        updated_at = $2
                 where id = $3 and refunded_minor < $1 and state in ('captured', 'partly_refunded')",
            )
            .bind(seen.refunded)
            .bind(&now)
            .bind(&row.id)
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
            if moved.rows_affected() == 1 {
                let after = self.row(&row.id).await?;
                self.count(&after.state);
                let given = seen.refunded - before;
                tracing::info!(order_number = row.order_number, refunded = seen.refunded, "refund recorded");
                // Each refund's credit note, naming the invoice it corrects and saying why.
                let source = format!("refund:{}:{}", row.id, seen.refunded);
                let why = self.reasons_between(&row.id, before, seen.refunded).await?;
                let credit_note = match self.documents.issue_refund_credit_note(&row.order_number, given.max(0), why.as_deref(), &source).await {
                    Ok(number) => number,
                    Err(error) => {
                        tracing::error!(order_number = row.order_number, %error, "the credit note could not be issued");
                        None
                    }
                };
                self.mail_refund(&row.order_number, given.max(0), seen.refunded, why.as_deref(), credit_note).await;
            }
        }
        Ok(())
    }

    /// The order of a payment just authorised: awaiting payment → authorised, and the
    /// receipt; an order cancelled meanwhile (its page expired) is restored when its
    /// stock is still there, else the authorisation is released; the business is told
    /// either way.
    async fn order_authorised(&self, row: &PaymentRow, seen: &Observed) -> Result<(), Problem> {
        let now = self.now();
        let moved = sqlx::query("update orders set status = 'authorised', updated_at = $1 where order_number = $2 and status = 'awaiting_payment'")
            .bind(&now)
            .bind(&row.order_number)
            .execute(&self.db)
            .await?;
        if moved.rows_affected() == 1 {
            self.send_receipt(row).await?;
            return Ok(());
        }
        let Some(found) = orders::by_number(&self.db, &row.order_number).await? else { return Ok(()) };
        if found.order.status != Status::Cancelled.code() {
            return Ok(());
        }
        // A late payment: the order's lines again, if every one of them is in stock.
        let items: String = sqlx::query_scalar("select items from orders where order_number = $1").bind(&row.order_number).fetch_one(&self.db).await?;
        let mut tx = self.db.begin().await?;
        let restored = sqlx::query("update orders set status = 'authorised', updated_at = $1 where order_number = $2 and status = 'cancelled'")
            .bind(&now)
            .bind(&row.order_number)
            .execute(&mut *tx)
            .await?
            .rows_affected()
            == 1
            && take_again(&mut tx, &items).await?;
        if restored {
            tx.commit().await?;
            tracing::warn!(order_number = row.order_number, "a late payment restored a cancelled order");
            self.send_receipt(row).await?;
            self.tell_business(
                &row.order_number,
                Text::new("mail-payment-late-subject").arg("number", row.order_number.as_str()),
                Text::new("mail-payment-late-restored").arg("number", row.order_number.as_str()),
            )
            .await;
            return Ok(());
        }
        drop(tx);
        let payment = PaymentRef { reference: row.reference.clone().unwrap_or_default(), payment_reference: seen.payment_reference.clone() };
        let released = match &self.provider {
            Some(provider) => provider.cancel(&payment, true).await,
            None => Ok(()),
        };
        match released {
            Ok(()) => {
                self.move_state(&row.id, &["authorised"], "cancelled").await?;
                tracing::warn!(order_number = row.order_number, "a late payment for a cancelled order was released");
            }
            Err(error) => {
                self.failed(error.reason());
                tracing::error!(order_number = row.order_number, %error, "a late payment could not be released: the job tries again");
            }
        }
        self.tell_business(
            &row.order_number,
            Text::new("mail-payment-late-subject").arg("number", row.order_number.as_str()),
            Text::new("mail-payment-late-released").arg("number", row.order_number.as_str()),
        )
        .await;
        Ok(())
    }

    /// The receipt of an order paid online, once: the guest link's key taken from the
    /// row as it is sent.
    async fn send_receipt(&self, row: &PaymentRow) -> Result<(), sqlx::Error> {
        let key: Option<String> = sqlx::query_scalar("select receipt_key from payments where id = $1").bind(&row.id).fetch_one(&self.db).await?;
        let key = key.or_else(|| row.receipt_key.clone()).unwrap_or_default();
        sqlx::query("update payments set receipt_key = null where order_number = $1").bind(&row.order_number).execute(&self.db).await?;
        self.authorised(&row.order_number, &key).await;
        Ok(())
    }

    /// An attempt closed unpaid: when it is the order's latest and the order still
    /// awaits it, the order is cancelled, its stock released and the customer told.
    pub(super) async fn order_unpaid(&self, row: &PaymentRow) -> Result<(), Problem> {
        let latest: Option<i64> = sqlx::query_scalar("select max(attempt) from payments where order_number = $1")
            .bind(&row.order_number)
            .fetch_one(&self.db)
            .await?;
        if latest != Some(row.attempt) {
            return Ok(());
        }
        let Some(found) = orders::by_number(&self.db, &row.order_number).await? else { return Ok(()) };
        if found.order.status == Status::AwaitingPayment.code() && found.order.payment_method.as_deref() == Some("card") {
            self.shop.change_status(&row.order_number, Status::Cancelled).await?;
            tracing::info!(order_number = row.order_number, "order cancelled: its payment page closed unpaid");
        }
        Ok(())
    }

    /// A webhook's event: stored once (a duplicate does nothing), then the payment it
    /// names synced by asking the provider. `Ok(false)`: a duplicate, or about no
    /// payment of ours.
    pub async fn handle_event(&self, event: &WebhookEvent) -> Result<bool, Problem> {
        // A type the shop does not act on is answered without asking the provider.
        if !super::HANDLED_EVENTS.contains(&event.kind.as_str()) {
            tracing::debug!(event = event.id, kind = event.kind, "payment event of a type the shop does not act on");
            return Ok(false);
        }
        let provider = self.provider.as_ref().map(|p| p.name()).unwrap_or("none");
        let stored = sqlx::query("insert into payment_events (id, provider, kind, received_at) values ($1, $2, $3, $4)")
            .bind(&event.id)
            .bind(provider)
            .bind(&event.kind)
            .bind(self.now())
            .execute(&self.db)
            .await;
        match stored {
            Ok(_) => {}
            Err(sqlx::Error::Database(error)) if error.is_unique_violation() => return Ok(false),
            Err(error) => return Err(error.into()),
        }
        let Some(row) = self.by_reference(event).await? else {
            tracing::info!(event = event.id, kind = event.kind, "payment event about no payment of ours");
            return Ok(false);
        };
        match self.sync(&row).await {
            Ok(_) => Ok(true),
            Err(error) => {
                // Not handled: forgotten, so the provider's next delivery is.
                let _ = sqlx::query("delete from payment_events where id = $1").bind(&event.id).execute(&self.db).await;
                Err(error)
            }
        }
    }

    /// The customer chose another way to pay (bank transfer, or at pick-up for a
    /// pick-up order) instead of the card: the open page is closed at the provider
    /// first, then the order changes and its receipt goes with the new instructions.
    pub async fn switch_method(&self, order_number: &str, method: &str, receipt_key: Option<&str>) -> Result<(), Problem> {
        let Some(found) = orders::by_number(&self.db, order_number).await? else { return Err(Problem::NotPayable) };
        let allowed = method == "bank_transfer" || (method == "pay_at_pickup" && found.order.delivery_method.as_deref() == Some("pickup"));
        if !allowed || found.order.status != Status::AwaitingPayment.code() || found.order.payment_method.as_deref() != Some("card") {
            return Err(Problem::NotPayable);
        }
        for row in self.of_order(order_number).await? {
            if row.state != "open" {
                continue;
            }
            if let (Some(provider), Some(reference)) = (&self.provider, &row.reference) {
                // Paid meanwhile? Then it stays a card payment. A page that expired or
                // was cancelled meanwhile is only closed here: applying it would cancel
                // the order the customer is choosing to pay another way.
                let seen = provider.fetch(reference).await.inspect_err(|e| self.failed(e.reason()))?;
                match seen.state {
                    SessionState::Authorised | SessionState::Captured => {
                        self.apply(&row, &seen).await?;
                        return Err(Problem::NotPayable);
                    }
                    SessionState::Open => {
                        provider
                            .cancel(&PaymentRef { reference: reference.clone(), payment_reference: None }, false)
                            .await
                            .inspect_err(|e| self.failed(e.reason()))?;
                    }
                    SessionState::Expired | SessionState::Cancelled => {}
                }
            }
            self.move_state(&row.id, &["open"], "cancelled").await?;
        }
        let changed = sqlx::query(
            "update orders set payment_method = $1, updated_at = $2 where order_number = $3 and status = 'awaiting_payment' and payment_method = 'card'",
        )
        .bind(method)
        .bind(self.now())
        .bind(order_number)
        .execute(&self.db)
        .await?;
        if changed.rows_affected() == 1 {
            tracing::info!(order_number, method, "the customer chose another way to pay");
            // Paid against an invoice now: the sale is final, its invoice issued (once)
            // before the receipt that carries it, as for an order placed this way.
            if method == "bank_transfer" {
                if let Err(error) = self.documents.issue_invoice(order_number).await {
                    tracing::error!(order_number, %error, "the invoice could not be issued: issue it again from the back office");
                }
            }
            let key: Option<String> = sqlx::query_scalar("select receipt_key from payments where order_number = $1 and receipt_key is not null")
                .bind(order_number)
                .fetch_optional(&self.db)
                .await?
                .flatten();
            sqlx::query("update payments set receipt_key = null where order_number = $1").bind(order_number).execute(&self.db).await?;
            self.authorised(order_number, key.as_deref().or(receipt_key).unwrap_or_default()).await;
        }
        Ok(())
    }

    /// The business cancels the order: an authorisation is released at the provider
    /// (nothing is drawn); money already drawn must be refunded first.
    pub async fn release_for_cancel(&self, order_number: &str) -> Result<(), Problem> {
        for row in self.of_order(order_number).await? {
            match row.state.as_str() {
                "captured" | "partly_refunded" => return Err(Problem::Amount("backoffice-cancel-refund-first")),
                "authorised" => {
                    let Some(provider) = self.provider.clone() else { return Err(Problem::NotPayable) };
                    let payment = PaymentRef { reference: row.reference.clone().unwrap_or_default(), payment_reference: row.payment_reference.clone() };
                    provider.cancel(&payment, true).await.inspect_err(|e| self.failed(e.reason()))?;
                    if self.move_state(&row.id, &["authorised"], "cancelled").await? {
                        tracing::info!(order_number, "authorisation released: the order was cancelled");
                    }
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// The goods left (or were collected): the authorised amount is drawn, less what
    /// `capture` leaves out (lines the business removed), the order is marked sent by
    /// `by`, and the customer is told. Orders paid otherwise are marked sent alike.
    /// Marking twice draws once.
    pub async fn ship(&self, order_number: &str, by: &str, tracking: Option<&str>, carrier: Option<&str>, capture: Option<i64>) -> Result<bool, Problem> {
        let Some(found) = orders::by_number(&self.db, order_number).await? else { return Err(Problem::NotPayable) };
        if matches!(found.order.status.as_str(), "cancelled" | "awaiting_payment") && found.order.payment_method.as_deref() == Some("card") {
            return Err(Problem::Amount("payment-not-authorised"));
        }
        if found.order.status == Status::Cancelled.code() {
            return Err(Problem::NotPayable);
        }
        let authorised = self.of_order(order_number).await?.into_iter().find(|r| r.state == "authorised");
        if let Some(row) = authorised {
            let amount = capture.unwrap_or(row.authorised_minor);
            if amount <= 0 || amount > row.authorised_minor {
                return Err(Problem::Amount("payment-capture-too-much"));
            }
            let Some(provider) = self.provider.clone() else { return Err(Problem::NotPayable) };
            let payment = PaymentRef { reference: row.reference.clone().unwrap_or_default(), payment_reference: row.payment_reference.clone() };
            provider.capture(&payment, amount, &format!("{}-capture-{}", order_number, row.id)).await.inspect_err(|e| self.failed(e.reason()))?;
            if self.record_capture(&row.id, amount).await? {
                tracing::info!(order_number, amount, by, "payment captured as the goods left");
            }
        }
        let now = self.now();
        let marked = sqlx::query(
            "update orders set status = 'completed', shipped_at = $1, shipped_by = $2, tracking_number = $3, carrier = $4,
                    paid_at = case when payment_method = 'card' then coalesce(paid_at, $1) else paid_at end, updated_at = $1
             where order_number = $5 and shipped_at is null",
        )
        .bind(&now)
        .bind(by)
        .bind(tracking)
        .bind(carrier)
        .bind(order_number)
        .execute(&self.db)
        .await?;
        if marked.rows_affected() == 0 {
            return Ok(false);
        }
        tracing::info!(order_number, by, "order marked as sent");
        // The sale is final: its invoice (once; a bank transfer's was issued when placed).
        let invoice = match self.documents.issue_invoice(order_number).await {
            Ok(invoice) => invoice,
            Err(error) => {
                tracing::error!(order_number, %error, "the invoice could not be issued: issue it again from the back office");
                None
            }
        };
        // An invoice issued now goes with the mail (a bank transfer's went with the receipt).
        let attach = invoice.filter(|_| !matches!(found.order.payment_method.as_deref(), Some("bank_transfer" | "ean_invoice")));
        self.mail_shipped(&found, tracking, carrier, attach).await;
        Ok(true)
    }

    /// Gives `amount` øre (all that is left without one) of a captured payment back,
    /// with the business's `reason` (kept here and in the provider's metadata). `key`
    /// identifies the request: the same key refunds once however often it is sent, and
    /// however many copies arrive at once: the copy that records the refund asks the
    /// provider; a copy that finds it recorded waits for that answer rather than
    /// asking beside it (and asks with the same key only when no answer comes).
    /// The refunded total after.
    pub async fn refund(&self, order_number: &str, amount: Option<i64>, reason: &str, by: &str, key: &str) -> Result<i64, Problem> {
        let Some(provider) = self.provider.clone() else { return Err(Problem::NotPayable) };
        let rows = self.of_order(order_number).await?;
        let Some(row) = rows.into_iter().find(|r| matches!(r.state.as_str(), "captured" | "partly_refunded")) else {
            return Err(Problem::Amount("payment-nothing-to-refund"));
        };
        let key = format!("{}-refund-{}", order_number, key.chars().filter(|c| c.is_ascii_alphanumeric() || *c == '-').take(64).collect::<String>());
        let left = row.captured_minor - row.refunded_minor;
        let amount = amount.unwrap_or(left);
        let mut tx = self.db.begin().await?;
        // Refunds of one payment one at a time (on PostgreSQL the row is locked).
        // A write first: SQLite's write lock, PostgreSQL's row lock, for the whole check.
        sqlx::query("update payments set updated_at = updated_at where id = $1").bind(&row.id).execute(&mut *tx).await?;
        let asked: i64 = sqlx::query_scalar("select cast(coalesce(sum(amount_minor), 0) as bigint) from payment_refunds where payment_id = $1")
            .bind(&row.id)
            .fetch_one(&mut *tx)
            .await?;
        // The recorded request's own amount and reason: a copy is the same refund, and its
        // provider key (made of both) the same.
        let existing: Option<(i64, Option<String>, Option<String>)> = sqlx::query_as("select amount_minor, reference, reason from payment_refunds where idempotency_key = $1")
            .bind(&key)
            .fetch_optional(&mut *tx)
            .await?;
        if existing.is_none() {
            if amount <= 0 || amount > left || asked + amount > row.captured_minor {
                return Err(Problem::Amount("payment-refund-too-much"));
            }
            sqlx::query(
                "insert into payment_refunds (id, payment_id, order_number, idempotency_key, amount_minor, reason, created_by, created_at)
                 values ($1, $2, $3, $4, $5, $6, $7, $8)",
            )
            .bind(hex::encode(rand::random::<[u8; 16]>()))
            .bind(&row.id)
            .bind(order_number)
            .bind(&key)
            .bind(amount)
            .bind(reason)
            .bind(by)
            .bind(self.now())
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        let payment = PaymentRef { reference: row.reference.clone().unwrap_or_default(), payment_reference: row.payment_reference.clone() };
        match existing {
            // Made before: nothing to ask, the payment as the provider has it now.
            Some((_, Some(_), _)) => {}
            // Recorded by a copy of this request that is asking the provider now.
            Some((amount, None, reason)) => match self.answer_of(&key).await? {
                Some(Some(_)) => {}
                // That copy's refund was refused (and forgotten): so is this one.
                None => return Err(Problem::Provider(ProviderError::Refused { code: "refused".into(), message: "the same refund was refused".into() })),
                // No answer in time (that copy may have stopped): asked again with the
                // same key, which the provider answers once.
                Some(None) => {
                    let reason = reason.unwrap_or_default();
                    self.ask_refund(provider.as_ref(), &payment, order_number, amount, &reason, by, &key, false).await?
                }
            },
            None => self.ask_refund(provider.as_ref(), &payment, order_number, amount, reason, by, &key, true).await?,
        }
        let after = self.sync(&row).await?;
        Ok(after.refunded_minor)
    }

    /// Asks the provider for the refund recorded under `key` and keeps its reference;
    /// a refusal forgets the record when `recorded_here` (this call made it).
    #[allow(clippy::too_many_arguments)]
    async fn ask_refund(
        &self,
        provider: &dyn super::PaymentProvider,
        payment: &PaymentRef,
        order_number: &str,
        amount: i64,
        reason: &str,
        by: &str,
        key: &str,
        recorded_here: bool,
    ) -> Result<(), Problem> {
        match provider.refund(payment, amount, reason, key).await {
            Ok(reference) => {
                sqlx::query("update payment_refunds set reference = $1 where idempotency_key = $2").bind(&reference).bind(key).execute(&self.db).await?;
                tracing::info!(order_number, amount, by, reason, "refund made");
                Ok(())
            }
            Err(error) => {
                self.failed(error.reason());
                if recorded_here && matches!(error, ProviderError::Refused { .. }) {
                    sqlx::query("delete from payment_refunds where idempotency_key = $1").bind(key).execute(&self.db).await?;
                }
                Err(error.into())
            }
        }
    }

    /// The answer to the refund recorded under `key`, waited for while another request
    /// asks the provider (at most as long as a provider call may take, and a second):
    /// `Some(Some(reference))` made, `None` refused (the record forgotten),
    /// `Some(None)` no answer yet.
    async fn answer_of(&self, key: &str) -> Result<Option<Option<String>>, sqlx::Error> {
        let until = std::time::Instant::now() + self.call_timeout + std::time::Duration::from_secs(1);
        loop {
            let found: Option<Option<String>> =
                sqlx::query_scalar("select reference from payment_refunds where idempotency_key = $1").bind(key).fetch_optional(&self.db).await?;
            match found {
                Some(None) if std::time::Instant::now() < until => tokio::time::sleep(std::time::Duration::from_millis(50)).await,
                other => return Ok(other),
            }
        }
    }

    pub(super) async fn warn_if_expiring(&self, row: &PaymentRow) -> Result<(), sqlx::Error> {
        let soon = self.clock.rfc3339_offset(WARN_BEFORE_HOURS * 3600 * 1000);
        let Some(before) = &row.capture_before else { return Ok(()) };
        if before.as_str() > soon.as_str() {
            return Ok(());
        }
        let warned = sqlx::query("update payments set warned_at = $1 where id = $2 and warned_at is null")
            .bind(self.now())
            .bind(&row.id)
            .execute(&self.db)
            .await?;
        if warned.rows_affected() == 1 {
            tracing::warn!(order_number = row.order_number, capture_before = before, "an authorisation runs out soon: send the goods or it is released");
            self.tell_business(
                &row.order_number,
                Text::new("mail-payment-expiring-subject").arg("number", row.order_number.as_str()),
                Text::new("mail-payment-expiring-text")
                    .arg("number", row.order_number.as_str())
                    .arg("date", crate::i18n::format::date(before, Lang::DEFAULT)),
            )
            .await;
        }
        Ok(())
    }

    async fn tell_business(&self, order_number: &str, subject: Text, text: Text) {
        let mut letter = Letter::new("business-payment", self.mailer.business_email(), Lang::DEFAULT, subject, Text::new("mail-payment-business-heading"));
        letter.paragraphs.push(text);
        letter.action = Some((Text::new("mail-business-button"), format!("{}/admin/orders?q={order_number}", self.public_url)));
        self.mailer.send_later(letter).await;
    }

    async fn mail_shipped(&self, found: &orders::Found, tracking: Option<&str>, carrier: Option<&str>, invoice: Option<i64>) {
        let number = found.order.order_number.as_str();
        let pickup = found.order.delivery_method.as_deref() == Some("pickup");
        let (subject, text) = if pickup {
            ("mail-shipped-pickup-subject", "mail-shipped-pickup-text")
        } else {
            ("mail-shipped-subject", "mail-shipped-text")
        };
        let mut letter = Letter::new("order-shipped", &found.email, found.lang, Text::new(subject).arg("number", number), Text::new("mail-status-heading"));
        letter.greeting = Some(Text::new("mail-greeting").arg("name", found.first_name.as_str()));
        letter.paragraphs.push(Text::new(text).arg("number", number));
        if found.order.payment_method.as_deref() == Some("card") {
            letter.paragraphs.push(Text::new("mail-shipped-captured"));
        }
        if let Some(tracking) = tracking.filter(|t| !t.is_empty()) {
            letter.details.push((Text::new("mail-shipped-tracking"), format!("{} {tracking}", carrier.unwrap_or_default()).trim().to_owned()));
        }
        letter.lines = Some(crate::shop::lines_of(&found.order));
        if let Some(number) = invoice {
            self.documents.attach(&mut letter, DocumentKind::Invoice, number).await;
        }
        self.mailer.send_later(letter).await;
    }

    /// The business's reasons for the refunds this shop made of a payment that took its
    /// refunded total from `before` to `after` øre (the refunds made, in the order they
    /// were asked for, whose running total lies in that span), joined; `None` for a
    /// refund made elsewhere (Stripe's dashboard).
    async fn reasons_between(&self, payment_id: &str, before: i64, after: i64) -> Result<Option<String>, sqlx::Error> {
        let made: Vec<(i64, Option<String>)> = sqlx::query_as(
            "select amount_minor, reason from payment_refunds where payment_id = $1 and reference is not null order by created_at, id",
        )
        .bind(payment_id)
        .fetch_all(&self.db)
        .await?;
        let mut running = 0;
        let mut reasons: Vec<String> = Vec::new();
        for (amount, reason) in made {
            running += amount;
            if running > before && running <= after {
                if let Some(reason) = reason.map(|r| r.trim().to_owned()).filter(|r| !r.is_empty() && !reasons.contains(r)) {
                    reasons.push(reason);
                }
            }
        }
        Ok((!reasons.is_empty()).then(|| reasons.join("; ")))
    }

    async fn mail_refund(&self, order_number: &str, amount: i64, total: i64, why: Option<&str>, credit_note: Option<i64>) {
        let Ok(Some(found)) = orders::by_number(&self.db, order_number).await else { return };
        let lang = found.lang;
        let mut letter = Letter::new(
            "order-refund",
            &found.email,
            lang,
            Text::new("mail-refund-subject").arg("number", order_number),
            Text::new("mail-status-heading"),
        );
        letter.greeting = Some(Text::new("mail-greeting").arg("name", found.first_name.as_str()));
        letter.paragraphs.push(
            Text::new("mail-refund-text")
                .arg("number", order_number)
                .arg("amount", crate::i18n::format::money(amount, "DKK", lang))
                .arg("total", crate::i18n::format::money(total, "DKK", lang)),
        );
        if let Some(why) = why {
            letter.details.push((Text::new("mail-refund-reason"), why.to_owned()));
        }
        if let Some(number) = credit_note {
            self.documents.attach(&mut letter, DocumentKind::CreditNote, number).await;
        }
        self.mailer.send_later(letter).await;
    }
}

/// The hosted page's lines: each of the order's lines, the shipping, and the discount
/// taken from the lines so that they add up to the total exactly.
fn session_lines(order: &orders::Order) -> Vec<SessionLine> {
    let mut lines: Vec<SessionLine> = order
        .items
        .iter()
        .map(|item| SessionLine {
            name: match &item.variant_title {
                Some(variant) if !variant.is_empty() => format!("{} – {variant}", item.title),
                _ => item.title.clone(),
            },
            quantity: item.quantity,
            unit_amount: item.unit_minor(),
        })
        .collect();
    let Some(figures) = order.figures else { return lines };
    if figures.shipping > 0 {
        lines.push(SessionLine { name: "Fragt".into(), quantity: 1, unit_amount: figures.shipping });
    }
    // A discount: one line of the whole amount (Stripe takes no negative lines).
    if figures.discount > 0 || lines.iter().map(|l| l.unit_amount * l.quantity).sum::<i64>() != figures.total {
        lines = vec![SessionLine { name: format!("Ordre {}", order.order_number), quantity: 1, unit_amount: figures.total }];
    }
    lines
}

/// Takes an order's lines from stock again, every one or none (in `tx`).
async fn take_again(tx: &mut sqlx::Transaction<'_, sqlx::Any>, items: &str) -> Result<bool, sqlx::Error> {
    let lines: Vec<serde_json::Value> = serde_json::from_str(items).unwrap_or_default();
    for line in lines {
        let (Some(variant), Some(quantity)) = (line["variantId"].as_str(), line["quantity"].as_i64()) else { continue };
        let counted: Option<Option<i64>> =
            sqlx::query_scalar("select inventory_quantity from shop_variants where id = $1").bind(variant).fetch_optional(&mut **tx).await?;
        let Some(Some(_)) = counted else { continue };
        let taken = sqlx::query("update shop_variants set inventory_quantity = inventory_quantity - $1 where id = $2 and inventory_quantity >= $1")
            .bind(quantity)
            .bind(variant)
            .execute(&mut **tx)
            .await?;
        if taken.rows_affected() == 0 {
            return Ok(false);
        }
    }
    Ok(true)
}

/// An order's total in øre.
fn total_of(order: &orders::Order) -> i64 {
    order.figures.map(|f| f.total).unwrap_or_else(|| (order.total_amount * 100.0).round() as i64)
}

/// Milliseconds since 1970 of an RFC 3339 time (0 when it does not read).
pub(super) fn unix_ms(rfc3339: &str) -> i64 {
    time::OffsetDateTime::parse(rfc3339, &time::format_description::well_known::Rfc3339)
        .map(|t| (t.unix_timestamp_nanos() / 1_000_000) as i64)
        .unwrap_or(0)
}
