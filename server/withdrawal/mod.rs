//! The withdrawal function (forbrugeraftaleloven; the Consumer Rights Directive's
//! article 11a, in force since 19 June 2026): a customer who changed their mind
//! withdraws from an order on the site itself, in two plain steps (the statement, then
//! "Bekræft fortrydelse"), without an account, during the whole period: from the order
//! until 14 days after the goods were received. The statement is stored as it was
//! received (its words, its lines, to the second), acknowledged at once by e-mail with
//! that content and what happens next, and the business is told. In the back office
//! each statement is a return: "Varer modtaget" (their condition, a deduction for
//! reduced value, the stock back) and "Refunder" (the goods and the original standard
//! delivery, through the payment provider, or recorded as a bank transfer, with a
//! credit note), each step with who and when.
//!
//! One row per statement (`withdrawals`); a line's quantity can be withdrawn once: the
//! check and the insert are one transaction that writes the order's row first (SQLite's
//! write lock, PostgreSQL's row lock), so two statements sent at once cannot together
//! withdraw more than was bought, and the confirm form's own key makes a second press
//! of the same form store nothing and send nothing.

pub mod admin;

use std::sync::Arc;

use serde::Serialize;
use time::{Date, Duration};
use ts_rs::TS;

use crate::http::validation::{Email, FieldErrors, chars};
use crate::i18n::{Catalog, Lang, Text};
use crate::mail::Letter;
use crate::mail::compose::{Line, Lines};
use crate::payments::Payments;
use crate::platform::SiteInfo;
use crate::platform::clock::stored_in_copenhagen;
use crate::platform::limits::{Count, Limit, Limits};
use crate::shop::orders::{self, Found, Order};

/// The days the law gives from the receipt of the goods.
pub const PERIOD_DAYS: i64 = 14;

/// Look-ups of an order by number and e-mail from one client address (the footer's
/// form): enough for a customer who mistypes, too few to guess others' orders.
pub const FINDS_PER_ADDRESS: Limit = Limit::per_minutes(10, 15);

/// Look-ups of one order number, from any address: guessing its e-mail is as slow.
pub const FINDS_PER_ORDER: Limit = Limit::per_minutes(10, 60);

/// The most statements the back office lists at once.
pub const LISTED: usize = 2000;

/// The withdrawals service.
#[derive(Clone)]
pub struct Withdrawals {
    pub(crate) db: crate::platform::Db,
    pub(crate) payments: Payments,
    limits: Limits,
    site: SiteInfo,
    catalog: Arc<Catalog>,
    /// The carrier's usual days from "sent" to the customer's door, when the business
    /// does not mark the order delivered.
    carrier_days: i64,
}

/// When an order's period runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Period {
    /// The day the goods reached the customer: marked, or sent plus the carrier's days;
    /// `None` while they have not left.
    pub received_on: Option<Date>,
    /// The last day a statement may be sent (`None` while the goods are on their way:
    /// the period has not begun to run).
    pub ends_on: Option<Date>,
}

impl Period {
    /// Whether a statement sent on `today` is in time.
    pub fn open_on(&self, today: Date) -> bool {
        self.ends_on.is_none_or(|end| today <= end)
    }
}

/// The last day of a period that runs `PERIOD_DAYS` from `received`: a period that ends
/// on a Saturday, a Sunday or a public holiday (grundlovsdag, juleaftensdag and
/// nytårsaftensdag included) runs to the next working day, as the Danish act says.
pub fn last_day(received: Date) -> Date {
    let mut end = received + Duration::days(PERIOD_DAYS);
    while matches!(end.weekday(), time::Weekday::Saturday | time::Weekday::Sunday) || crate::booking::calendar::holiday(end).is_some() {
        end += Duration::days(1);
    }
    end
}

/// A line of an order, as the statement form offers it.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct OpenLine {
    /// Its place in the order (the form's `qty-{line}`).
    pub line: usize,
    pub title: String,
    pub variant_title: Option<String>,
    pub bought: i64,
    /// Not withdrawn yet.
    pub remaining: i64,
    /// The unit price, øre.
    pub price: i64,
}

/// A withdrawn line, as stored with its statement.
#[derive(Debug, Clone, Serialize, serde::Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename = "WithdrawnLine")]
pub struct WithdrawnLine {
    pub line: usize,
    pub title: String,
    #[serde(default)]
    pub variant_title: Option<String>,
    #[serde(default)]
    pub variant_id: Option<String>,
    pub quantity: i64,
    /// The unit price as bought, øre.
    pub price: i64,
}

/// Where a withdrawal stands; stored as its [`code`](WithdrawalState::code).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "lowercase")]
#[ts(rename = "WithdrawalState")]
pub enum WithdrawalState {
    /// Received from the customer.
    New,
    /// The goods are back.
    Received,
    /// The money went back (or the order was credited).
    Refunded,
}

impl WithdrawalState {
    pub const ALL: [WithdrawalState; 3] = [WithdrawalState::New, WithdrawalState::Received, WithdrawalState::Refunded];

    pub fn code(self) -> &'static str {
        match self {
            WithdrawalState::New => "new",
            WithdrawalState::Received => "received",
            WithdrawalState::Refunded => "refunded",
        }
    }

    pub fn from_code(code: &str) -> Option<WithdrawalState> {
        WithdrawalState::ALL.into_iter().find(|s| s.code() == code)
    }
}

/// How a withdrawal's money went back; stored as its [`code`](RefundMethod::code).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "lowercase")]
#[ts(rename = "RefundMethod")]
pub enum RefundMethod {
    /// Refunded through the payment provider (the order was paid online).
    Provider,
    /// A bank transfer the business makes.
    Bank,
    /// Refunded at Shopify (the order came through Shopify's checkout).
    Shopify,
    /// The order was not paid: a credit note, and no money moved.
    Credit,
}

impl RefundMethod {
    pub const ALL: [RefundMethod; 4] = [RefundMethod::Provider, RefundMethod::Bank, RefundMethod::Shopify, RefundMethod::Credit];

    pub fn code(self) -> &'static str {
        match self {
            RefundMethod::Provider => "provider",
            RefundMethod::Bank => "bank",
            RefundMethod::Shopify => "shopify",
            RefundMethod::Credit => "credit",
        }
    }

    pub fn from_code(code: &str) -> Option<RefundMethod> {
        RefundMethod::ALL.into_iter().find(|m| m.code() == code)
    }
}

/// A stored statement.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct Withdrawal {
    pub id: String,
    /// "W-1".
    pub reference: String,
    pub order_number: String,
    pub name: String,
    pub email: String,
    pub reason: Option<String>,
    pub lang: String,
    pub lines: Vec<WithdrawnLine>,
    /// The statement's words as the customer confirmed them.
    pub statement: String,
    /// RFC 3339, to the second.
    pub received_at: String,
    pub state: WithdrawalState,
    pub goods_received_at: Option<String>,
    pub goods_received_by: Option<String>,
    pub condition_note: Option<String>,
    pub deduction: i64,
    pub deduction_reason: Option<String>,
    /// Øre given back, once refunded.
    pub refund: Option<i64>,
    pub refund_method: Option<RefundMethod>,
    pub refunded_at: Option<String>,
    pub refunded_by: Option<String>,
}

#[derive(sqlx::FromRow)]
struct Row {
    id: String,
    reference: String,
    order_number: String,
    name: String,
    email: String,
    reason: Option<String>,
    lang: String,
    lines: String,
    statement: String,
    received_at: String,
    state: String,
    goods_received_at: Option<String>,
    goods_received_by: Option<String>,
    condition_note: Option<String>,
    deduction_minor: i64,
    deduction_reason: Option<String>,
    refund_minor: Option<i64>,
    refund_method: Option<String>,
    refunded_at: Option<String>,
    refunded_by: Option<String>,
}

const COLUMNS: &str = "id, reference, order_number, name, email, reason, lang, lines, statement, received_at, state, goods_received_at,
    goods_received_by, condition_note, deduction_minor, deduction_reason, refund_minor, refund_method, refunded_at, refunded_by";

fn withdrawal_of(row: Row) -> Withdrawal {
    Withdrawal {
        id: row.id,
        reference: row.reference,
        order_number: row.order_number,
        name: row.name,
        email: row.email,
        reason: row.reason,
        lang: row.lang,
        lines: serde_json::from_str(&row.lines).unwrap_or_default(),
        statement: row.statement,
        received_at: row.received_at,
        // A state this code does not know is none it could have written.
        state: WithdrawalState::from_code(&row.state).unwrap_or(WithdrawalState::New),
        goods_received_at: row.goods_received_at,
        goods_received_by: row.goods_received_by,
        condition_note: row.condition_note,
        deduction: row.deduction_minor,
        deduction_reason: row.deduction_reason,
        refund: row.refund_minor,
        refund_method: row.refund_method.as_deref().and_then(RefundMethod::from_code),
        refunded_at: row.refunded_at,
        refunded_by: row.refunded_by,
    }
}

/// What the customer sends with "Bekræft fortrydelse".
#[derive(Debug, Clone, Default)]
pub struct Statement {
    pub name: String,
    pub email: String,
    pub reason: Option<String>,
    /// (line, quantity) for each line the form sent a quantity for.
    pub quantities: Vec<(usize, String)>,
    /// The form's own key (made when the form was shown).
    pub submission: String,
}

/// Why a statement was not stored (nothing was).
#[derive(Debug)]
pub enum Refusal {
    /// The fields' messages (`lines` for the quantities).
    Fields(FieldErrors),
    /// The period ended on this day.
    Ended(Date),
    /// Every line is withdrawn already.
    AllWithdrawn,
    /// A cancelled order: there is nothing to withdraw from.
    Cancelled,
    Database(sqlx::Error),
}

impl From<sqlx::Error> for Refusal {
    fn from(error: sqlx::Error) -> Refusal {
        Refusal::Database(error)
    }
}

/// A stored statement, and whether this press stored it (false: the same form was
/// sent before, and this is its statement).
#[derive(Debug, Clone)]
pub struct Submitted {
    pub withdrawal: Withdrawal,
    pub created: bool,
}

/// SHA-256 of a key, hex (as order links are kept).
fn hash(key: &str) -> String {
    crate::shop::local::cart_hash(key)
}

/// A new form key: 24 random bytes, hex.
pub fn new_submission_key() -> String {
    hex::encode(rand::random::<[u8; 24]>())
}

/// The quantities already withdrawn of each line of an order.
fn withdrawn_per_line(withdrawals: &[Withdrawal], lines: usize) -> Vec<i64> {
    let mut taken = vec![0; lines];
    for line in withdrawals.iter().flat_map(|w| &w.lines) {
        if let Some(slot) = taken.get_mut(line.line) {
            *slot += line.quantity;
        }
    }
    taken
}

impl Withdrawals {
    pub fn new(payments: Payments, limits: Limits, site: SiteInfo, catalog: Arc<Catalog>, carrier_days: u32) -> Withdrawals {
        Withdrawals { db: payments.db.clone(), payments, limits, site, catalog, carrier_days: i64::from(carrier_days) }
    }

    fn today(&self) -> Date {
        self.payments.clock.copenhagen_today()
    }

    /// When `order`'s period runs: from the day it was marked delivered (or collected),
    /// else the day it was sent plus the carrier's usual days.
    pub fn period(&self, order: &Order) -> Period {
        let sent = order.shipped_at.as_deref().and_then(stored_in_copenhagen).map(|at| at.date());
        let received_on = match (order.delivered_on.as_deref().and_then(crate::documents::ledger::day), sent) {
            (Some(delivered), _) => Some(delivered),
            // Collected in the shop: received that day.
            (None, Some(sent)) if order.delivery_method.as_deref() == Some("pickup") => Some(sent),
            (None, Some(sent)) => Some(sent + Duration::days(self.carrier_days)),
            (None, None) => None,
        };
        Period { received_on, ends_on: received_on.map(last_day) }
    }

    /// An order's statements, the first first.
    pub async fn of_order(&self, order_number: &str) -> Result<Vec<Withdrawal>, sqlx::Error> {
        let sql = format!("select {COLUMNS} from withdrawals where order_number = $1 order by received_at, reference");
        let rows: Vec<Row> = sqlx::query_as(&sql).bind(order_number).fetch_all(&self.db).await?;
        Ok(rows.into_iter().map(withdrawal_of).collect())
    }

    /// One statement by its id.
    pub async fn get(&self, id: &str) -> Result<Option<Withdrawal>, sqlx::Error> {
        let sql = format!("select {COLUMNS} from withdrawals where id = $1");
        let row: Option<Row> = sqlx::query_as(&sql).bind(id).fetch_optional(&self.db).await?;
        Ok(row.map(withdrawal_of))
    }

    /// The statement a confirm form's key stored (the acknowledgement page's link).
    pub async fn by_key(&self, key: &str) -> Result<Option<Withdrawal>, sqlx::Error> {
        if key.len() < 32 {
            return Ok(None);
        }
        let sql = format!("select {COLUMNS} from withdrawals where submission_hash = $1");
        let row: Option<Row> = sqlx::query_as(&sql).bind(hash(key)).fetch_optional(&self.db).await?;
        Ok(row.map(withdrawal_of))
    }

    /// The statements in a state (`new`, `received`, `refunded`; empty: all), the newest
    /// first, at most [`LISTED`].
    pub async fn list(&self, state: &str) -> Result<Vec<Withdrawal>, sqlx::Error> {
        let sql = format!("select {COLUMNS} from withdrawals where ($1 = '' or state = $1) order by received_at desc, reference desc limit $2");
        let rows: Vec<Row> = sqlx::query_as(&sql).bind(state).bind(LISTED as i64).fetch_all(&self.db).await?;
        Ok(rows.into_iter().map(withdrawal_of).collect())
    }

    /// An order's lines with what is left of each to withdraw, given its statements.
    pub fn open_lines(order: &Order, statements: &[Withdrawal]) -> Vec<OpenLine> {
        let taken = withdrawn_per_line(statements, order.items.len());
        order
            .items
            .iter()
            .enumerate()
            .map(|(line, item)| OpenLine {
                line,
                title: item.title.clone(),
                variant_title: item.variant_title.clone(),
                bought: item.quantity,
                remaining: (item.quantity - taken[line]).max(0),
                price: item.unit_minor(),
            })
            .collect()
    }

    /// Counts a look-up of an order by number and e-mail against the limits (the
    /// client's address, and the order number's): past either, nothing is looked up.
    pub async fn reserve_find(&self, client: &std::net::IpAddr, order_number: &str) -> Result<Count, sqlx::Error> {
        let by_address = self.limits.reserve_within(&format!("withdrawal:address:{client}"), FINDS_PER_ADDRESS).await?;
        if !by_address.allowed {
            return Ok(by_address);
        }
        let number = order_number.trim().to_uppercase();
        let number: String = number.chars().filter(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '#').take(40).collect();
        self.limits.reserve_within(&format!("withdrawal:order:{number}"), FINDS_PER_ORDER).await
    }

    /// The order with this number placed with this e-mail; `None` alike whether the
    /// number is unknown or the e-mail is not the order's (nobody learns which).
    pub async fn find(&self, order_number: &str, email: &str) -> Result<Option<Found>, sqlx::Error> {
        let number = order_number.trim().to_uppercase();
        let email = email.trim().to_lowercase();
        if number.is_empty() || email.is_empty() {
            return Ok(None);
        }
        let found = orders::by_number(&self.db, &number).await?;
        Ok(found.filter(|f| {
            use subtle::ConstantTimeEq;
            let known = f.email.trim().to_lowercase();
            bool::from(known.as_bytes().ct_eq(email.as_bytes()))
        }))
    }

    /// Checks a statement against the order as it stands and stores it, once per form
    /// (a second press answers the first's statement), then acknowledges it to the
    /// customer and tells the business.
    pub async fn submit(&self, found: &Found, statement: &Statement, lang: Lang) -> Result<Submitted, Refusal> {
        let order = &found.order;
        if order.status == orders::Status::Cancelled.code() {
            return Err(Refusal::Cancelled);
        }
        if statement.submission.len() < 32 || !statement.submission.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(Refusal::Fields(FieldErrors(vec![("form", "withdrawal-form-expired")])));
        }
        // The same form again: its statement, nothing more stored or sent.
        if let Some(existing) = self.by_key(&statement.submission).await? {
            return Ok(Submitted { withdrawal: existing, created: false });
        }
        let period = self.period(order);
        let today = self.today();
        if !period.open_on(today) {
            return Err(Refusal::Ended(period.ends_on.unwrap_or(today)));
        }
        let mut errors = FieldErrors::default();
        let name = errors.check(
            "name",
            match chars(statement.name.trim()) {
                0 => Err("withdrawal-name-required"),
                n if n > 100 => Err("withdrawal-name-too-long"),
                _ => Ok(statement.name.trim().to_owned()),
            },
        );
        let email = errors.check("email", Email::parse(&statement.email));
        let reason = statement.reason.as_deref().map(str::trim).filter(|r| !r.is_empty()).map(str::to_owned);
        if reason.as_deref().is_some_and(|r| chars(r) > 1000) {
            errors.0.push(("reason", "withdrawal-reason-too-long"));
        }
        // The quantities: whole numbers, lines of this order, none above what was bought.
        let mut wanted: Vec<(usize, i64)> = Vec::new();
        for (line, text) in &statement.quantities {
            let Ok(quantity) = text.trim().parse::<i64>() else {
                errors.0.push(("lines", "withdrawal-quantity-invalid"));
                break;
            };
            if *line >= order.items.len() {
                errors.0.push(("lines", "withdrawal-line-unknown"));
                break;
            }
            if quantity < 0 || quantity > order.items[*line].quantity {
                errors.0.push(("lines", "withdrawal-quantity-too-many"));
                break;
            }
            if quantity > 0 {
                wanted.push((*line, quantity));
            }
        }
        if wanted.is_empty() && !errors.0.iter().any(|(field, _)| *field == "lines") {
            errors.0.push(("lines", "withdrawal-lines-required"));
        }
        let (Some(name), Some(email)) = (name, email) else { return Err(Refusal::Fields(errors)) };
        if !errors.is_empty() {
            return Err(Refusal::Fields(errors));
        }
        let lines: Vec<WithdrawnLine> = wanted
            .iter()
            .map(|(line, quantity)| {
                let item = &order.items[*line];
                WithdrawnLine {
                    line: *line,
                    title: item.title.clone(),
                    variant_title: item.variant_title.clone(),
                    variant_id: item.variant_id.clone(),
                    quantity: *quantity,
                    price: item.unit_minor(),
                }
            })
            .collect();
        let received_at = self.payments.clock.now().replace_nanosecond(0).unwrap_or(self.payments.clock.now());
        let received_text = received_at.format(&time::format_description::well_known::Rfc3339).expect("UTC time formats");
        let words = self.statement_text(order, &name, email.as_str(), reason.as_deref(), &lines, lang);
        let id = hex::encode(rand::random::<[u8; 16]>());
        let mut tx = self.db.begin().await?;
        // The order's row written first: the check below and the insert are one step
        // (SQLite's write lock; PostgreSQL's row lock), whoever sends at the same moment.
        sqlx::query("update orders set updated_at = updated_at where order_number = $1").bind(&order.order_number).execute(&mut *tx).await?;
        // The same form, stored by a press that held the lock first.
        let stored: Option<String> = sqlx::query_scalar("select id from withdrawals where submission_hash = $1")
            .bind(hash(&statement.submission))
            .fetch_optional(&mut *tx)
            .await?;
        if let Some(id) = stored {
            drop(tx);
            let withdrawal = self.get(&id).await?.ok_or(sqlx::Error::RowNotFound)?;
            return Ok(Submitted { withdrawal, created: false });
        }
        let sql = format!("select {COLUMNS} from withdrawals where order_number = $1");
        let before: Vec<Withdrawal> = sqlx::query_as::<_, Row>(&sql).bind(&order.order_number).fetch_all(&mut *tx).await?.into_iter().map(withdrawal_of).collect();
        let taken = withdrawn_per_line(&before, order.items.len());
        if taken.iter().zip(&order.items).all(|(taken, item)| *taken >= item.quantity) {
            return Err(Refusal::AllWithdrawn);
        }
        if lines.iter().any(|l| taken[l.line] + l.quantity > order.items[l.line].quantity) {
            return Err(Refusal::Fields(FieldErrors(vec![("lines", "withdrawal-quantity-withdrawn")])));
        }
        let number: i64 = sqlx::query_scalar("update document_numbers set next_value = next_value + 1 where series = 'withdrawal' returning next_value - 1")
            .fetch_one(&mut *tx)
            .await?;
        let inserted = sqlx::query(
            "insert into withdrawals (id, reference, order_number, submission_hash, name, email, reason, lang, lines, statement, received_at, state)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)",
        )
        .bind(&id)
        .bind(format!("W-{number}"))
        .bind(&order.order_number)
        .bind(hash(&statement.submission))
        .bind(&name)
        .bind(email.as_str())
        .bind(&reason)
        .bind(lang.code())
        .bind(serde_json::to_string(&lines).expect("lines serialise"))
        .bind(&words)
        .bind(&received_text)
        .bind(WithdrawalState::New.code())
        .execute(&mut *tx)
        .await;
        match inserted {
            Ok(_) => tx.commit().await?,
            Err(sqlx::Error::Database(error)) if error.is_unique_violation() => {
                drop(tx);
                // The same form pressed twice at the same moment: the other press stored it.
                if let Some(existing) = self.by_key(&statement.submission).await? {
                    return Ok(Submitted { withdrawal: existing, created: false });
                }
                return Err(Refusal::Database(sqlx::Error::Database(error)));
            }
            Err(error) => return Err(error.into()),
        }
        let withdrawal = self.get(&id).await?.ok_or(sqlx::Error::RowNotFound)?;
        tracing::info!(order_number = order.order_number, reference = withdrawal.reference, lines = lines.len(), "withdrawal received");
        self.acknowledge(found, &withdrawal, &statement.submission, lang).await;
        self.tell_business(found, &withdrawal).await;
        Ok(Submitted { withdrawal, created: true })
    }

    /// The statement's words, as stored and as the acknowledgement quotes them.
    fn statement_text(&self, order: &Order, name: &str, email: &str, reason: Option<&str>, lines: &[WithdrawnLine], lang: Lang) -> String {
        let t = |text: Text| text.format(&self.catalog, lang);
        let goods = lines
            .iter()
            .map(|l| match &l.variant_title {
                Some(variant) if !variant.is_empty() => format!("{} × {} ({variant})", l.quantity, l.title),
                _ => format!("{} × {}", l.quantity, l.title),
            })
            .collect::<Vec<_>>()
            .join("; ");
        let mut words = vec![
            t(Text::new("withdrawal-statement-text")
                .arg("business", self.site.name.as_str())
                .arg("number", order.order_number.as_str())
                .arg("date", crate::i18n::format::date(&order.created_at, lang))),
            goods,
            t(Text::new("withdrawal-statement-name").arg("name", name)),
            t(Text::new("withdrawal-statement-email").arg("email", email)),
        ];
        if let Some(reason) = reason {
            words.push(t(Text::new("withdrawal-statement-reason").arg("reason", reason)));
        }
        words.join("\n")
    }

    /// "28. november 2026 kl. 16:03" in Copenhagen time.
    pub fn received_label(&self, received_at: &str, lang: Lang) -> String {
        let Some(local) = stored_in_copenhagen(received_at) else { return received_at.to_owned() };
        Text::new("withdrawal-received-at")
            .arg("date", crate::i18n::format::long_date(local.date(), lang))
            .arg("time", crate::i18n::format::clock_time(local.time()))
            .format(&self.catalog, lang)
    }

    /// The last day the money is due back: 14 days after the statement was received.
    pub fn refund_by(&self, withdrawal: &Withdrawal) -> Date {
        let received = stored_in_copenhagen(&withdrawal.received_at).map_or_else(|| self.today(), |at| at.date());
        received + Duration::days(PERIOD_DAYS)
    }

    /// The withdrawn lines as a mail's table, their sum as the total.
    fn mail_lines(withdrawal: &Withdrawal) -> Lines {
        Lines {
            rows: withdrawal
                .lines
                .iter()
                .map(|l| Line {
                    title: l.title.clone(),
                    variant: l.variant_title.iter().filter(|v| !v.is_empty()).map(|v| Text::new("withdrawal-quoted").arg("text", v.as_str())).collect(),
                    quantity: l.quantity,
                    unit_minor: l.price,
                })
                .collect(),
            currency: "DKK".into(),
            total_minor: withdrawal.lines.iter().map(|l| l.price * l.quantity).sum(),
            sums: Vec::new(),
            included: Vec::new(),
        }
    }

    /// The acknowledgement on a durable medium: the statement's whole content, when it
    /// was received (Copenhagen time, to the minute), and what happens next.
    async fn acknowledge(&self, found: &Found, withdrawal: &Withdrawal, key: &str, lang: Lang) {
        let order = &found.order;
        let number = order.order_number.as_str();
        let received = self.received_label(&withdrawal.received_at, lang);
        let mut letter = Letter::new(
            "withdrawal-received",
            &withdrawal.email,
            lang,
            Text::new("mail-withdrawal-subject").arg("number", number),
            Text::new("mail-withdrawal-heading"),
        );
        letter.greeting = Some(Text::new("mail-greeting").arg("name", withdrawal.name.split_whitespace().next().unwrap_or_default()));
        letter.paragraphs.push(Text::new("mail-withdrawal-received").arg("number", number).arg("received", received.as_str()));
        letter.details.push((Text::new("withdrawal-reference"), withdrawal.reference.clone()));
        letter.details.push((Text::new("withdrawal-order"), number.to_owned()));
        letter.details.push((Text::new("withdrawal-received-label"), received.clone()));
        letter.details.push((Text::new("withdrawal-name"), withdrawal.name.clone()));
        letter.details.push((Text::new("withdrawal-email"), withdrawal.email.clone()));
        if let Some(reason) = &withdrawal.reason {
            letter.details.push((Text::new("withdrawal-reason"), reason.clone()));
        }
        letter.lines = Some(Self::mail_lines(withdrawal));
        letter.paragraphs.push(Text::new("mail-withdrawal-statement-heading"));
        letter.paragraphs.push(Text::new("withdrawal-quoted").arg("text", withdrawal.statement.as_str()));
        for step in self.next_steps(order, withdrawal) {
            letter.after.push(step);
        }
        letter.reply_to = Some(self.site.email.clone());
        let path = lang.localize(&format!("/fortryd?done={key}"));
        letter.action = Some((Text::new("mail-withdrawal-button"), format!("{}{path}", self.payments.public_url)));
        self.payments.mailer.send_later(letter).await;
    }

    /// What happens next, as the terms say it: where the goods go and who pays for it,
    /// when and how the money comes back.
    pub fn next_steps(&self, order: &Order, withdrawal: &Withdrawal) -> Vec<Text> {
        let number = order.order_number.as_str();
        let address = format!("{}, {}, {} {}", self.site.name, self.site.street, self.site.postcode, self.site.city);
        let lang: Lang = withdrawal.lang.parse().unwrap_or(Lang::DEFAULT);
        let refund_by = crate::i18n::format::long_day(self.refund_by(withdrawal), lang);
        let mut steps = vec![Text::new("withdrawal-next-send").arg("address", address).arg("number", number)];
        if order.delivery_method.as_deref() == Some("pickup") {
            steps.push(Text::new("withdrawal-next-bring").arg("address", self.site.address.as_str()));
        }
        steps.push(Text::new("withdrawal-next-cost"));
        steps.push(Text::new("withdrawal-next-refund").arg("date", refund_by));
        steps.push(Text::new(match (order.shopify_order_number.is_some(), order.payment_method.as_deref()) {
            (true, _) => "withdrawal-next-how-shopify",
            (false, Some("card")) => "withdrawal-next-how-card",
            (false, Some("ean_invoice")) => "withdrawal-next-how-ean",
            _ => "withdrawal-next-how-bank",
        }));
        steps
    }

    async fn tell_business(&self, found: &Found, withdrawal: &Withdrawal) {
        let number = found.order.order_number.as_str();
        let lang = Lang::DEFAULT;
        let mut letter = Letter::new(
            "business-withdrawal",
            self.payments.mailer.business_email(),
            lang,
            Text::new("mail-withdrawal-business-subject").arg("reference", withdrawal.reference.as_str()).arg("number", number),
            Text::new("mail-withdrawal-business-heading"),
        );
        letter.paragraphs.push(
            Text::new("mail-withdrawal-business-text")
                .arg("name", withdrawal.name.as_str())
                .arg("number", number)
                .arg("received", self.received_label(&withdrawal.received_at, lang)),
        );
        letter.paragraphs.push(Text::new("withdrawal-quoted").arg("text", withdrawal.statement.as_str()));
        letter.lines = Some(Self::mail_lines(withdrawal));
        if found.order.shopify_order_number.is_some() {
            letter.paragraphs.push(Text::new("mail-withdrawal-business-shopify"));
        }
        letter.reply_to = Some(withdrawal.email.clone());
        letter.action = Some((Text::new("mail-business-button"), format!("{}/admin/returns", self.payments.public_url)));
        self.payments.mailer.send_later(letter).await;
    }

    /// Marks the day the goods reached the customer (`on`; not before they were sent,
    /// not in the future): the period runs 14 days from it.
    pub async fn mark_delivered(&self, order_number: &str, on: Date, by: &str) -> Result<Delivered, sqlx::Error> {
        let Some(found) = orders::by_number(&self.db, order_number).await? else { return Ok(Delivered::NotFound) };
        let order = &found.order;
        if order.status == orders::Status::Cancelled.code() {
            return Ok(Delivered::NotSent);
        }
        let Some(shipped) = order.shipped_at.as_deref().and_then(stored_in_copenhagen) else { return Ok(Delivered::NotSent) };
        if on > self.today() || on < shipped.date() {
            return Ok(Delivered::BadDate);
        }
        sqlx::query("update orders set delivered_on = $1, delivered_by = $2, updated_at = $3 where order_number = $4")
            .bind(on.to_string())
            .bind(by)
            .bind(self.payments.now())
            .bind(order_number)
            .execute(&self.db)
            .await?;
        tracing::info!(order_number, on = %on, by, "order marked delivered");
        Ok(Delivered::Marked { ends_on: last_day(on) })
    }
}

/// What a statement's refund comes to (øre): its goods at what was paid for them (an
/// order's discount shared across its lines), the original standard delivery once the
/// whole order is withdrawn (the law's rule: a partial withdrawal keeps the delivery),
/// less a deduction for reduced value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct RefundAmounts {
    pub goods: i64,
    pub shipping: i64,
    pub deduction: i64,
    pub total: i64,
}

/// [`RefundAmounts`] of `this`, one of `all` (an order's statements, the first first).
pub fn amounts(order: &Order, all: &[Withdrawal], this: &Withdrawal) -> RefundAmounts {
    let gross = |w: &Withdrawal| w.lines.iter().map(|l| l.price * l.quantity).sum::<i64>();
    let (goods, shipping) = match order.figures {
        None => (gross(this), 0),
        Some(figures) => {
            let paid = figures.goods - figures.discount;
            let share = |w: &Withdrawal| if figures.goods > 0 { (gross(w) * paid + figures.goods / 2) / figures.goods } else { 0 };
            let place = all.iter().position(|w| w.id == this.id).unwrap_or(all.len());
            let through = withdrawn_per_line(&all[..(place + 1).min(all.len())], order.items.len());
            let before = withdrawn_per_line(&all[..place.min(all.len())], order.items.len());
            let whole = |taken: &[i64]| taken.iter().zip(&order.items).all(|(t, item)| *t >= item.quantity);
            if whole(&through) && !whole(&before) {
                // The last of the order: what is left of what was paid, and the delivery.
                (paid - all[..place.min(all.len())].iter().map(share).sum::<i64>(), figures.shipping)
            } else {
                (share(this), 0)
            }
        }
    };
    let goods = goods.max(0);
    let deduction = this.deduction.clamp(0, goods);
    RefundAmounts { goods, shipping, deduction, total: goods + shipping - deduction }
}

/// Whether the customer has paid an order placed here (an order paid online is asked
/// of its payments instead): a bank transfer or an EAN invoice once the business has
/// marked it paid, an order paid at pick-up once it was collected.
pub fn paid(order: &Order) -> bool {
    match order.payment_method.as_deref() {
        Some("bank_transfer" | "ean_invoice") => order.paid_at.is_some(),
        Some("pay_at_pickup") => order.paid_at.is_some() || order.shipped_at.is_some(),
        _ => true,
    }
}

/// Why the back office could not do what it asked.
#[derive(Debug, thiserror::Error)]
pub enum ReturnProblem {
    #[error("no such withdrawal")]
    NotFound,
    /// Done already (goods received, or refunded).
    #[error("already done")]
    Done,
    /// The form's messages.
    #[error("invalid")]
    Fields(FieldErrors),
    /// Paid online but not drawn yet: cancel the order, or send it and draw less.
    #[error("the payment is not captured")]
    NotCaptured,
    #[error(transparent)]
    Payment(crate::payments::Problem),
    #[error(transparent)]
    Database(#[from] sqlx::Error),
}

/// "Varer modtaget": the goods' condition, and a deduction for reduced value with why.
#[derive(Debug, Clone, Default, serde::Deserialize, TS)]
#[serde(rename_all = "camelCase", default)]
#[ts(rename = "GoodsReceivedForm")]
pub struct GoodsReceived {
    pub condition_note: String,
    /// Øre.
    pub deduction: i64,
    pub deduction_reason: String,
}

impl Withdrawals {
    /// A statement with its order's others, for its amounts.
    async fn with_order(&self, id: &str) -> Result<(Withdrawal, Found, Vec<Withdrawal>), ReturnProblem> {
        let Some(withdrawal) = self.get(id).await? else { return Err(ReturnProblem::NotFound) };
        let Some(found) = orders::by_number(&self.db, &withdrawal.order_number).await? else { return Err(ReturnProblem::NotFound) };
        let all = self.of_order(&withdrawal.order_number).await?;
        Ok((withdrawal, found, all))
    }

    /// "Varer modtaget": the goods are back; their stock comes back (local orders), the
    /// condition and a deduction are kept with who and when. Once.
    pub async fn goods_received(&self, id: &str, form: &GoodsReceived, by: &str) -> Result<Withdrawal, ReturnProblem> {
        let (withdrawal, found, all) = self.with_order(id).await?;
        let note = form.condition_note.trim();
        let reason = form.deduction_reason.trim();
        let mut errors = FieldErrors::default();
        if chars(note) > 1000 {
            errors.0.push(("conditionNote", "backoffice-return-note-too-long"));
        }
        let most = amounts(&found.order, &all, &withdrawal).goods;
        if form.deduction < 0 || form.deduction > most {
            errors.0.push(("deduction", "backoffice-return-deduction-too-much"));
        }
        if form.deduction > 0 && reason.is_empty() {
            errors.0.push(("deductionReason", "backoffice-return-deduction-reason-required"));
        }
        if chars(reason) > 500 {
            errors.0.push(("deductionReason", "backoffice-return-note-too-long"));
        }
        if !errors.is_empty() {
            return Err(ReturnProblem::Fields(errors));
        }
        let mut tx = self.db.begin().await?;
        let moved = sqlx::query(
            "update withdrawals set state = $7, goods_received_at = $1, goods_received_by = $2, condition_note = $3,
                    deduction_minor = $4, deduction_reason = $5
             where id = $6 and state = $8",
        )
        .bind(self.payments.now())
        .bind(by)
        .bind(Some(note).filter(|n| !n.is_empty()))
        .bind(form.deduction)
        .bind(Some(reason).filter(|r| !r.is_empty()))
        .bind(id)
        .bind(WithdrawalState::Received.code())
        .bind(WithdrawalState::New.code())
        .execute(&mut *tx)
        .await?;
        if moved.rows_affected() == 0 {
            return Err(ReturnProblem::Done);
        }
        // Shopify keeps its own stock; the local shop's comes back in this transaction.
        let mut changed = Vec::new();
        if found.order.shopify_order_number.is_none() {
            let items: Vec<serde_json::Value> =
                withdrawal.lines.iter().map(|l| serde_json::json!({ "variantId": l.variant_id, "quantity": l.quantity })).collect();
            changed = crate::shop::local::return_stock(&mut tx, &serde_json::Value::Array(items).to_string(), true).await?;
        }
        tx.commit().await?;
        for handle in &changed {
            self.payments.shop.product_changed(handle).await;
        }
        tracing::info!(reference = withdrawal.reference, order_number = withdrawal.order_number, by, deduction = form.deduction, "returned goods received");
        self.get(id).await?.ok_or(ReturnProblem::NotFound)
    }

    /// "Refunder": the goods and, with the last of the order, the original standard
    /// delivery, less the deduction: through the payment provider for an order paid
    /// online (the same request refunds once, however often it is sent), recorded as a
    /// bank transfer the business makes otherwise (with a credit note and a mail to the
    /// customer), or, for an order placed through Shopify's checkout, recorded as
    /// refunded there. Once.
    pub async fn refund(&self, id: &str, by: &str) -> Result<Withdrawal, ReturnProblem> {
        let (withdrawal, found, all) = self.with_order(id).await?;
        if withdrawal.state == WithdrawalState::Refunded {
            return Err(ReturnProblem::Done);
        }
        let order = &found.order;
        let money = amounts(order, &all, &withdrawal);
        let reason = format!("Fortrydelse {} ({})", withdrawal.reference, order.order_number);
        let method = if order.shopify_order_number.is_some() {
            RefundMethod::Shopify
        } else if order.payment_method.as_deref() == Some("card") {
            let payments = self.payments.of_order(&order.order_number).await?;
            if !payments.iter().any(|p| matches!(p.state.as_str(), "captured" | "partly_refunded" | "refunded")) {
                return Err(ReturnProblem::NotCaptured);
            }
            if money.total > 0 {
                self.payments
                    .refund(&order.order_number, Some(money.total), &reason, by, &format!("withdrawal-{id}"))
                    .await
                    .map_err(ReturnProblem::Payment)?;
            }
            RefundMethod::Provider
        } else if !paid(order) {
            RefundMethod::Credit
        } else {
            RefundMethod::Bank
        };
        let marked = sqlx::query(
            "update withdrawals set state = $6, refund_minor = $1, refund_method = $2, refunded_at = $3, refunded_by = $4
             where id = $5 and state <> $6",
        )
        .bind(money.total)
        .bind(method.code())
        .bind(self.payments.now())
        .bind(by)
        .bind(id)
        .bind(WithdrawalState::Refunded.code())
        .execute(&self.db)
        .await?;
        if marked.rows_affected() == 0 {
            return Err(ReturnProblem::Done);
        }
        tracing::info!(reference = withdrawal.reference, order_number = order.order_number, by, method = method.code(), amount = money.total, "withdrawal refunded");
        // The credit note of a refund made here (the provider's refunds have theirs).
        let credit_note = match method {
            RefundMethod::Bank | RefundMethod::Credit if money.total > 0 => {
                let lang: Lang = found.lang;
                let line = Text::new("withdrawal-credit-line").arg("reference", withdrawal.reference.as_str()).format(&self.catalog, lang);
                match self.payments.documents.issue_credit_note(&order.order_number, money.total, Some(&line), &format!("withdrawal:{id}")).await {
                    Ok(number) => number,
                    Err(error) => {
                        tracing::error!(reference = withdrawal.reference, %error, "the credit note could not be issued");
                        None
                    }
                }
            }
            _ => None,
        };
        if method == RefundMethod::Credit {
            self.mail_credit(&found, &withdrawal, money, credit_note).await?;
        } else if method == RefundMethod::Bank || money.deduction > 0 {
            self.mail_refund(&found, &withdrawal, money, method, credit_note).await;
        }
        self.get(id).await?.ok_or(ReturnProblem::NotFound)
    }

    /// The customer of an order not yet paid: nothing is sent back; the credit note
    /// reduces what the invoice asks, and the mail says what is left to pay.
    async fn mail_credit(&self, found: &Found, withdrawal: &Withdrawal, money: RefundAmounts, credit_note: Option<i64>) -> Result<(), sqlx::Error> {
        let lang: Lang = withdrawal.lang.parse().unwrap_or(found.lang);
        let number = found.order.order_number.as_str();
        let to_pay = match self.payments.documents.outstanding(number).await? {
            Some(outstanding) => outstanding,
            None => found.order.figures.map(|f| f.total).unwrap_or(0) - money.total,
        };
        let credited = Text::new(if credit_note.is_some() { "mail-withdrawal-credit-text" } else { "mail-withdrawal-credit-text-no-invoice" })
            .arg("amount", crate::i18n::format::money(money.total, "DKK", lang))
            .arg("reference", withdrawal.reference.as_str())
            .arg("number", number);
        let left = if to_pay > 0 {
            Text::new("mail-withdrawal-credit-left").arg("amount", crate::i18n::format::money(to_pay, "DKK", lang)).arg("number", number)
        } else {
            Text::new("mail-withdrawal-credit-nothing-left").arg("number", number)
        };
        let headings = ("mail-withdrawal-credit-subject", "mail-withdrawal-credit-heading");
        self.mail_settled(found, withdrawal, money, headings, vec![credited, left], credit_note).await;
        Ok(())
    }

    async fn mail_refund(&self, found: &Found, withdrawal: &Withdrawal, money: RefundAmounts, method: RefundMethod, credit_note: Option<i64>) {
        let lang: Lang = withdrawal.lang.parse().unwrap_or(found.lang);
        let refunded = Text::new(if method == RefundMethod::Bank { "mail-withdrawal-refund-bank" } else { "mail-withdrawal-refund-card" })
            .arg("amount", crate::i18n::format::money(money.total, "DKK", lang))
            .arg("reference", withdrawal.reference.as_str())
            .arg("number", found.order.order_number.as_str());
        let headings = ("mail-withdrawal-refund-subject", "mail-withdrawal-refund-heading");
        self.mail_settled(found, withdrawal, money, headings, vec![refunded], credit_note).await;
    }

    /// The mail that settles a withdrawal (refunded or credited): its subject and
    /// heading, its paragraphs, what the amount is made of, and the credit note.
    async fn mail_settled(
        &self,
        found: &Found,
        withdrawal: &Withdrawal,
        money: RefundAmounts,
        (subject, heading): (&'static str, &'static str),
        paragraphs: Vec<Text>,
        credit_note: Option<i64>,
    ) {
        let lang: Lang = withdrawal.lang.parse().unwrap_or(found.lang);
        let number = found.order.order_number.as_str();
        let mut letter = Letter::new("withdrawal-refund", &withdrawal.email, lang, Text::new(subject).arg("number", number), Text::new(heading));
        letter.greeting = Some(Text::new("mail-greeting").arg("name", withdrawal.name.split_whitespace().next().unwrap_or_default()));
        letter.paragraphs.extend(paragraphs);
        letter.details.push((Text::new("withdrawal-refund-goods"), crate::i18n::format::money(money.goods, "DKK", lang)));
        if money.shipping > 0 {
            letter.details.push((Text::new("withdrawal-refund-shipping"), crate::i18n::format::money(money.shipping, "DKK", lang)));
        }
        if money.deduction > 0 {
            letter.details.push((Text::new("withdrawal-refund-deduction"), crate::i18n::format::money(-money.deduction, "DKK", lang)));
            if let Some(reason) = &withdrawal.deduction_reason {
                letter.details.push((Text::new("withdrawal-refund-deduction-reason"), reason.clone()));
            }
        }
        if let Some(number) = credit_note {
            self.payments.documents.attach(&mut letter, crate::documents::DocumentKind::CreditNote, number).await;
        }
        self.payments.mailer.send_later(letter).await;
    }
}

/// What marking an order delivered did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Delivered {
    Marked { ends_on: Date },
    NotFound,
    /// Not sent yet (or cancelled): mark it sent first.
    NotSent,
    /// Before it was sent, or in the future.
    BadDate,
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::date;

    #[test]
    fn a_period_ending_on_a_weekend_or_holiday_runs_to_the_next_working_day() {
        // 14 days after Wednesday 11 November 2026 is Wednesday 25 November.
        assert_eq!(last_day(date!(2026 - 11 - 11)), date!(2026 - 11 - 25));
        // After Saturday 28 November comes Monday 30 November.
        assert_eq!(last_day(date!(2026 - 11 - 14)), date!(2026 - 11 - 30));
        // 24 December (juleaftensdag), 25 and 26, then Sunday 27: Monday 28 December 2026.
        assert_eq!(last_day(date!(2026 - 12 - 10)), date!(2026 - 12 - 28));
        // Grundlovsdag, Saturday 5 June 2027: Monday 7 June.
        assert_eq!(last_day(date!(2027 - 05 - 22)), date!(2027 - 06 - 07));
    }

    #[test]
    fn withdrawn_quantities_add_up_per_line() {
        let line = |line, quantity| WithdrawnLine { line, title: String::new(), variant_title: None, variant_id: None, quantity, price: 100 };
        let w = |lines| Withdrawal {
            id: String::new(),
            reference: String::new(),
            order_number: String::new(),
            name: String::new(),
            email: String::new(),
            reason: None,
            lang: "da".into(),
            lines,
            statement: String::new(),
            received_at: String::new(),
            state: WithdrawalState::New,
            goods_received_at: None,
            goods_received_by: None,
            condition_note: None,
            deduction: 0,
            deduction_reason: None,
            refund: None,
            refund_method: None,
            refunded_at: None,
            refunded_by: None,
        };
        let all = [w(vec![line(0, 1), line(2, 2)]), w(vec![line(0, 1), line(9, 1)])];
        assert_eq!(withdrawn_per_line(&all, 3), vec![2, 0, 2]);
    }
}
