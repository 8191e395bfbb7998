//! The bookkeeper's view of a period: every invoice and credit note issued in it (days
//! in Copenhagen), with totals of each kind and the balance, and the same as one ZIP of
//! the PDFs and a CSV of the ledger lines (what goes to the accounting system: the
//! webshop is not the book of record). In the CSV a credit note's amounts are negative,
//! so each column adds up to the period's sales.

use serde::Serialize;
use ts_rs::TS;

use super::delivery::State;
use super::{Content, DocumentKind, Documents};
use crate::i18n::Lang;

/// At most this many documents are listed on the page (the totals and the export
/// take all).
pub const LISTED: i64 = 1000;

/// A document as the back office lists it.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct LedgerRow {
    pub kind: DocumentKind,
    pub number: i64,
    pub issued_at: String,
    pub order_number: String,
    /// The company, else the customer's name.
    pub customer: String,
    pub cvr: Option<String>,
    pub ean: Option<String>,
    /// Øre, as on the document.
    pub net: i64,
    pub vat: i64,
    pub gross: i64,
    pub currency: String,
    pub payment_method: String,
    pub corrects: Option<i64>,
    /// An e-invoice: waiting to be sent, sent, or refused by the access point.
    pub delivery: Option<State>,
    pub sent_at: Option<String>,
    /// Who sent it (an administrator's e-mail, or the access point's name), the access
    /// point's reference, and why it refused it.
    pub sent_by: Option<String>,
    pub delivery_reference: Option<String>,
    pub delivery_reason: Option<String>,
    /// Where it is with the bookkeeping system (none when the shop hands nothing over).
    pub booking: Option<Booking>,
}

/// Where a document stands with the bookkeeping system.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "BookingState")]
pub enum BookingState {
    /// The system has it, as `voucher`.
    Booked,
    /// Queued, or being handed over, or waiting to be tried again.
    Waiting,
    /// Stopped: `error` says why; "Prøv igen" puts it back.
    Failed,
}

/// A document's hand-off to the bookkeeping system.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct Booking {
    pub state: BookingState,
    /// The system (`e-conomic`) and its voucher (`2026-123`), once booked.
    pub system: Option<String>,
    pub voucher: Option<String>,
    /// The last error of the hand-off's job, and its attempts.
    pub error: Option<String>,
    pub attempts: i64,
    /// The job, for "Prøv igen".
    pub job: Option<String>,
}

/// A kind's count and sums, in øre.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename = "LedgerTotals")]
pub struct Totals {
    pub count: i64,
    pub net: i64,
    pub vat: i64,
    pub gross: i64,
}

#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct Ledger {
    /// `YYYY-MM-DD`, both included.
    pub from: String,
    pub to: String,
    pub rows: Vec<LedgerRow>,
    /// More documents than [`LISTED`]: the list shows the first.
    pub truncated: bool,
    pub invoices: Totals,
    pub credit_notes: Totals,
    /// Invoices less credit notes.
    pub balance: Totals,
    /// E-invoices waiting to be sent, whenever they were issued.
    pub waiting: Vec<LedgerRow>,
}

/// A day as `YYYY-MM-DD`.
pub fn day(text: &str) -> Option<time::Date> {
    time::Date::parse(text, time::macros::format_description!("[year]-[month]-[day]")).ok()
}

/// The moments a period of Copenhagen days covers, as the stored times compare: from
/// the first day's midnight, up to the midnight after the last.
fn bounds(from: time::Date, to: time::Date) -> (String, String) {
    let midnight = |date: time::Date| {
        let noon = date.with_hms(12, 0, 0).expect("noon").assume_utc();
        let offset = crate::platform::clock::copenhagen_offset(noon);
        let at = date.midnight().assume_offset(offset).to_offset(time::UtcOffset::UTC);
        // Without the zone letter: a stored time of the same second with a fraction
        // ("…00.5Z") sorts after it, as it should.
        format!("{:04}-{:02}-{:02}T{:02}:{:02}:{:02}", at.year(), at.month() as u8, at.day(), at.hour(), at.minute(), at.second())
    };
    (midnight(from), midnight(to.next_day().unwrap_or(to)))
}

#[derive(sqlx::FromRow)]
struct Row {
    kind: String,
    number: i64,
    issued_at: String,
    order_number: String,
    content: String,
    net_minor: i64,
    vat_minor: i64,
    gross_minor: i64,
    corrects: Option<i64>,
    delivery: Option<String>,
    sent_at: Option<String>,
    sent_by: Option<String>,
    delivery_reference: Option<String>,
    delivery_reason: Option<String>,
    booked_in: Option<String>,
    booked_voucher: Option<String>,
    job_id: Option<String>,
    job_state: Option<String>,
    job_error: Option<String>,
    job_attempts: Option<i64>,
}

const SELECT: &str = "select d.kind, d.number, d.issued_at, d.order_number, d.content, d.net_minor, d.vat_minor, d.gross_minor, d.corrects, x.state as delivery, x.sent_at, x.sent_by, x.reference as delivery_reference, x.reason as delivery_reason,
            d.booked_in, d.booked_voucher, j.id as job_id, j.state as job_state, j.last_error as job_error, cast(j.attempts as bigint) as job_attempts
     from documents d left join document_deliveries x on x.document_id = d.id
     left join jobs j on j.key = 'bookkeeping:' || d.id";

fn booking(r: &Row) -> Option<Booking> {
    let (system, voucher, job, error) = (r.booked_in.clone(), r.booked_voucher.clone(), r.job_id.clone(), r.job_error.clone());
    let state = match (&voucher, r.job_state.as_deref().and_then(crate::jobs::State::from_code)) {
        (Some(_), _) => BookingState::Booked,
        (None, Some(crate::jobs::State::Failed)) => BookingState::Failed,
        (None, Some(_)) => BookingState::Waiting,
        (None, None) => return None,
    };
    Some(Booking { state, system, voucher, error: if state == BookingState::Booked { None } else { error }, attempts: r.job_attempts.unwrap_or(0), job })
}

fn row(r: Row) -> LedgerRow {
    let booking = booking(&r);
    let Row {
        kind, number, issued_at, order_number, content, net_minor: net, vat_minor: vat, gross_minor: gross, corrects, delivery: state, sent_at, sent_by,
        delivery_reference, delivery_reason, ..
    } = r;
    let content: Option<Content> = serde_json::from_str(&content).ok();
    let customer = content
        .as_ref()
        .map(|c| c.buyer_company.clone().filter(|s| !s.is_empty()).unwrap_or_else(|| c.buyer_name.clone()))
        .unwrap_or_default();
    LedgerRow {
        kind: DocumentKind::from_code(&kind),
        number,
        issued_at,
        order_number,
        customer,
        cvr: content.as_ref().and_then(|c| c.buyer_cvr.clone()),
        ean: content.as_ref().and_then(|c| c.buyer_ean.clone()),
        net,
        vat,
        gross,
        currency: content.as_ref().map(|c| c.currency.clone()).unwrap_or_default(),
        payment_method: content.as_ref().map(|c| c.payment_method.clone()).unwrap_or_default(),
        corrects,
        delivery: state.as_deref().map(State::from_code),
        sent_at,
        sent_by,
        delivery_reference,
        delivery_reason,
        booking,
    }
}

impl Documents {
    /// The period's documents (the first [`LISTED`]) and totals.
    pub async fn ledger(&self, from: time::Date, to: time::Date) -> Result<Ledger, sqlx::Error> {
        let (start, end) = bounds(from, to);
        let rows: Vec<Row> = sqlx::query_as(&format!(
            "{SELECT} where d.issued_at >= $1 and d.issued_at < $2 order by d.issued_at, d.kind desc, d.number limit {}",
            LISTED + 1
        ))
        .bind(&start)
        .bind(&end)
        .fetch_all(&self.db)
        .await?;
        let truncated = rows.len() as i64 > LISTED;
        let rows: Vec<LedgerRow> = rows.into_iter().take(LISTED as usize).map(row).collect();
        let sums: Vec<(String, i64, i64, i64, i64)> = sqlx::query_as(
            "select kind, count(*), cast(coalesce(sum(net_minor), 0) as bigint), cast(coalesce(sum(vat_minor), 0) as bigint), cast(coalesce(sum(gross_minor), 0) as bigint)
             from documents where issued_at >= $1 and issued_at < $2 group by kind",
        )
        .bind(&start)
        .bind(&end)
        .fetch_all(&self.db)
        .await?;
        let totals = |kind: &str| {
            sums.iter()
                .find(|(k, ..)| k == kind)
                .map(|(_, count, net, vat, gross)| Totals { count: *count, net: *net, vat: *vat, gross: *gross })
                .unwrap_or_default()
        };
        let invoices = totals("invoice");
        let credit_notes = totals("credit_note");
        let waiting: Vec<Row> = sqlx::query_as(&format!("{SELECT} where x.state in ('ready', 'rejected') order by d.issued_at limit {LISTED}"))
            .fetch_all(&self.db)
            .await?;
        Ok(Ledger {
            from: from.to_string(),
            to: to.to_string(),
            rows,
            truncated,
            invoices,
            credit_notes,
            balance: Totals {
                count: invoices.count + credit_notes.count,
                net: invoices.net - credit_notes.net,
                vat: invoices.vat - credit_notes.vat,
                gross: invoices.gross - credit_notes.gross,
            },
            waiting: waiting.into_iter().map(row).collect(),
        })
    }

    /// The period as one ZIP: each document's PDF (named in `lang`) and `ledger.csv`.
    pub async fn export(&self, from: time::Date, to: time::Date, lang: Lang) -> Result<Vec<u8>, sqlx::Error> {
        let (start, end) = bounds(from, to);
        let rows: Vec<Row> = sqlx::query_as(&format!("{SELECT} where d.issued_at >= $1 and d.issued_at < $2 order by d.kind desc, d.number"))
            .bind(&start)
            .bind(&end)
            .fetch_all(&self.db)
            .await?;
        let rows: Vec<LedgerRow> = rows.into_iter().map(row).collect();
        // The stored PDFs in one query (a document issued before they were stored is
        // made by `pdf` below).
        let mut stored: std::collections::HashMap<(String, i64), Vec<u8>> = sqlx::query_as::<_, (String, i64, Vec<u8>)>(
            "select kind, number, pdf from documents where issued_at >= $1 and issued_at < $2 and pdf is not null",
        )
        .bind(&start)
        .bind(&end)
        .fetch_all(&self.db)
        .await?
        .into_iter()
        .map(|(kind, number, pdf)| ((kind, number), pdf))
        .collect();
        let mut csv = csv::Writer::from_writer(Vec::new());
        let header = ["type", "number", "date", "order", "customer", "cvr", "ean", "net", "vat", "gross", "currency", "payment", "corrects_invoice"];
        csv.write_record(header).map_err(|e| sqlx::Error::Protocol(e.to_string()))?;
        let mut files = Vec::with_capacity(rows.len() + 1);
        for r in &rows {
            let sign = if r.kind == DocumentKind::CreditNote { -1 } else { 1 };
            let decimal = |ore: i64| super::ubl::amount(ore * sign);
            let record = [
                r.kind.code().to_owned(),
                r.number.to_string(),
                super::local_date(&r.issued_at),
                r.order_number.clone(),
                r.customer.clone(),
                r.cvr.clone().unwrap_or_default(),
                r.ean.clone().unwrap_or_default(),
                decimal(r.net),
                decimal(r.vat),
                decimal(r.gross),
                r.currency.clone(),
                r.payment_method.clone(),
                r.corrects.map(|n| n.to_string()).unwrap_or_default(),
            ];
            csv.write_record(&record).map_err(|e| sqlx::Error::Protocol(e.to_string()))?;
            let pdf = match stored.remove(&(r.kind.code().to_owned(), r.number)) {
                Some(pdf) => Some(pdf),
                None => self.pdf(r.kind, r.number).await?.map(|(pdf, ..)| pdf),
            };
            if let Some(pdf) = pdf {
                files.push((self.file_name(r.kind, r.number, lang), pdf));
            }
        }
        let csv = csv.into_inner().map_err(|e| sqlx::Error::Protocol(e.to_string()))?;
        files.push(("ledger.csv".to_owned(), csv));
        let at = crate::platform::clock::in_copenhagen(self.clock.now());
        let now = (at.year(), at.month() as u8, at.day(), at.hour(), at.minute(), at.second());
        super::zip::archive(&files, now).ok_or_else(|| sqlx::Error::Protocol("the period is too large for one ZIP: export a shorter one".into()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_period_runs_from_copenhagen_midnight_to_the_midnight_after_its_last_day() {
        let winter = bounds(day("2026-11-01").unwrap(), day("2026-11-30").unwrap());
        assert_eq!(winter, ("2026-10-31T23:00:00".to_owned(), "2026-11-30T23:00:00".to_owned()));
        let summer = bounds(day("2026-07-01").unwrap(), day("2026-07-01").unwrap());
        assert_eq!(summer, ("2026-06-30T22:00:00".to_owned(), "2026-07-01T22:00:00".to_owned()));
        // A document at 23:30 UTC on 30 November is 1 December in Copenhagen.
        assert!("2026-11-30T23:30:00Z" >= winter.1.as_str());
        assert!("2026-10-31T23:00:00.5Z" >= winter.0.as_str());
    }
}
