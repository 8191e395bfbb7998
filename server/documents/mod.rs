//! Invoices and credit notes as documents of their own: issued once when a sale is
//! final (a bank transfer or EAN order when it is placed, an online payment when its
//! money is drawn, a pick-up order when it is collected) and for every refund, each
//! numbered in its own series without gaps (the number taken in the transaction that
//! stores the document, so a failed issue takes no number), never changed after. A
//! document keeps everything momsbekendtgørelsen § 58 asks of a full invoice as it was
//! when issued (`content`): the seller's name, address and CVR, the customer's name,
//! address and CVR/EAN, the issue and delivery dates, each line with its quantity and
//! unit price without VAT, the discount, the net total, the VAT rate and amount, the
//! total, and the payment terms. Its PDF (`pdf`) is made in the same transaction, in
//! the customer's language, and stored: the voucher stays what the customer got
//! whatever later layouts or fonts would make of it. An EAN customer's documents are
//! also Peppol BIS 3 UBL (`ubl`), handed to a [`delivery::Delivery`]; the bookkeeper's
//! period comes as a ledger and a ZIP (`ledger`).

pub mod delivery;
pub mod ledger;
pub mod pdf;
pub mod storecove;
pub mod ubl;
pub mod zip;

use std::sync::Arc;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::i18n::format::{amount, money};
use crate::i18n::{Catalog, Lang, Text};
use crate::platform::{Clock, Db, SiteInfo};
use crate::shop::orders::{self, Found};

/// What kind of document.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum DocumentKind {
    Invoice,
    CreditNote,
}

impl DocumentKind {
    pub fn code(self) -> &'static str {
        match self {
            DocumentKind::Invoice => "invoice",
            DocumentKind::CreditNote => "credit_note",
        }
    }

    pub fn from_code(code: &str) -> DocumentKind {
        if code == "credit_note" { DocumentKind::CreditNote } else { DocumentKind::Invoice }
    }

    /// As a path segment takes it: `invoice`, `credit-note`.
    pub fn from_path(segment: &str) -> Option<DocumentKind> {
        match segment {
            "invoice" => Some(DocumentKind::Invoice),
            "credit-note" => Some(DocumentKind::CreditNote),
            _ => None,
        }
    }

    pub fn path(self) -> &'static str {
        match self {
            DocumentKind::Invoice => "invoice",
            DocumentKind::CreditNote => "credit-note",
        }
    }
}

/// The VAT rate of everything the shop sells (Danish moms), in per cent.
pub const VAT_PERCENT: i64 = 25;

/// A line of a document, as § 58 asks: what, how many, the unit price without VAT.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct DocumentLine {
    pub description: String,
    pub quantity: i64,
    /// Øre without VAT.
    pub unit_net: i64,
    /// Øre without VAT: the line's amount.
    pub net: i64,
}

/// The parties, the lines and every figure, as issued.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct Content {
    pub seller_name: String,
    pub seller_address: String,
    pub seller_cvr: String,
    pub buyer_name: String,
    pub buyer_company: Option<String>,
    pub buyer_address: Vec<String>,
    pub buyer_cvr: Option<String>,
    pub buyer_ean: Option<String>,
    /// An EAN invoice's buyer reference and account string.
    pub buyer_reference: Option<String>,
    pub account_string: Option<String>,
    pub delivery_date: String,
    pub lines: Vec<DocumentLine>,
    /// Øre without VAT taken off the lines.
    pub discount_net: i64,
    pub net: i64,
    pub vat_percent: i64,
    pub vat: i64,
    pub gross: i64,
    pub currency: String,
    /// `card`, `bank_transfer`, `pay_at_pickup` or `ean_invoice`.
    pub payment_method: String,
}

/// A document as its order's pages list it.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct DocumentSummary {
    pub order_number: String,
    pub kind: DocumentKind,
    pub number: i64,
    pub issued_at: String,
    /// The invoice a credit note corrects.
    pub corrects: Option<i64>,
    /// Øre, VAT included (a credit note's is what it credits).
    pub gross: i64,
}

/// How the business is paid: the account a bank transfer goes to, as the settings write
/// it, and the days an invoice gives.
#[derive(Debug, Clone, Default)]
pub struct Terms {
    pub bank_account: String,
    pub days: u32,
}

/// A document as it was issued.
#[derive(Debug, Clone)]
pub struct Issued {
    pub id: String,
    pub kind: DocumentKind,
    pub number: i64,
    pub order_number: String,
    pub issued_at: String,
    pub lang: Lang,
    pub content: Content,
    /// A credit note's invoice: its number and issue date (`YYYY-MM-DD`).
    pub corrects: Option<(i64, String)>,
}

/// The documents service.
#[derive(Clone)]
pub struct Documents {
    db: Db,
    site: SiteInfo,
    clock: Clock,
    catalog: Arc<Catalog>,
    terms: Arc<Terms>,
    delivery: Arc<dyn delivery::Delivery>,
    /// The queue each issued document's later work goes to (its bookkeeping, its
    /// e-invoice's sending).
    jobs: Option<crate::jobs::Jobs>,
    /// Whether issued documents go to a bookkeeping system.
    book: bool,
}

/// The key of a document's bookkeeping job: one per document.
pub fn booking_key(document_id: &str) -> String {
    format!("bookkeeping:{document_id}")
}

/// What a bookkeeping job carries: which document.
pub fn booking_payload(id: &str, kind: DocumentKind, number: i64) -> serde_json::Value {
    serde_json::json!({ "document": id, "kind": kind.code(), "number": number })
}

/// A net amount of a VAT-inclusive one, in øre.
fn net_of(gross: i64) -> i64 {
    (gross * 100 + (100 + VAT_PERCENT) / 2) / (100 + VAT_PERCENT)
}

/// The day of a moment (RFC 3339) in Copenhagen: `YYYY-MM-DD`.
pub fn local_date(rfc3339: &str) -> String {
    match crate::platform::clock::stored_in_copenhagen(rfc3339) {
        Some(at) => at.date().to_string(),
        None => rfc3339.get(..10).unwrap_or(rfc3339).to_owned(),
    }
}

/// A day (`YYYY-MM-DD`) as the language writes it: "28. november 2026".
fn long_date(day: &str, lang: Lang) -> String {
    crate::i18n::format::date(&format!("{day}T12:00:00Z"), lang)
}

/// The day `days` after `day` (`YYYY-MM-DD`).
fn days_after(day: &str, days: u32) -> String {
    time::Date::parse(day, time::macros::format_description!("[year]-[month]-[day]"))
        .map(|d| (d + time::Duration::days(i64::from(days))).to_string())
        .unwrap_or_else(|_| day.to_owned())
}

type SummaryRow = (String, String, i64, String, Option<i64>, i64);

fn summary((order_number, kind, number, issued_at, corrects, gross): SummaryRow) -> DocumentSummary {
    DocumentSummary { order_number, kind: DocumentKind::from_code(&kind), number, issued_at, corrects, gross }
}

const COLUMNS: &str = "id, kind, number, order_number, issued_at, lang, content, corrects";
type Row = (String, String, i64, String, String, String, String, Option<i64>);

impl Documents {
    pub fn new(db: Db, site: SiteInfo, clock: Clock, catalog: Arc<Catalog>, terms: Terms) -> Documents {
        let delivery = Arc::new(delivery::BackOffice);
        Documents { db, site, clock, catalog, terms: Arc::new(terms), delivery, jobs: None, book: false }
    }

    /// The same service queueing every document it issues for the bookkeeping system,
    /// in the transaction that issues it.
    pub fn with_bookkeeping(mut self, jobs: crate::jobs::Jobs) -> Documents {
        self.jobs = Some(jobs);
        self.book = true;
        self
    }

    /// Whether EAN customers' documents are sent by the queue (an access point).
    pub fn queues_e_invoices(&self) -> bool {
        self.delivery.queued() && self.jobs.is_some()
    }

    /// The queue, when issued documents go to a bookkeeping system.
    pub fn books(&self) -> Option<&crate::jobs::Jobs> {
        self.jobs.as_ref().filter(|_| self.book)
    }

    /// The day an invoice issued on `issue_date` (`YYYY-MM-DD`) falls due.
    pub fn due_date(&self, issue_date: &str) -> String {
        days_after(issue_date, self.terms.days)
    }

    /// Records that the bookkeeping system has the document, as its voucher.
    pub async fn booked(&self, id: &str, system: &str, voucher: &str) -> Result<(), sqlx::Error> {
        sqlx::query("update documents set booked_in = $1, booked_voucher = $2, booked_ms = $3 where id = $4")
            .bind(system)
            .bind(voucher)
            .bind(self.clock.unix_ms())
            .bind(id)
            .execute(&self.db)
            .await?;
        Ok(())
    }

    /// The documents issued on or after `from` (all without it) that no bookkeeping
    /// system has yet, oldest first: `(id, kind, number)`.
    pub async fn not_booked(&self, from: Option<time::Date>) -> Result<Vec<(String, DocumentKind, i64)>, sqlx::Error> {
        let rows: Vec<(String, String, i64, String)> =
            sqlx::query_as("select id, kind, number, issued_at from documents where booked_voucher is null order by issued_at, kind desc, number")
                .fetch_all(&self.db)
                .await?;
        Ok(rows
            .into_iter()
            .filter(|(_, _, _, at)| from.is_none_or(|from| local_date(at) >= from.to_string()))
            .map(|(id, kind, number, _)| (id, DocumentKind::from_code(&kind), number))
            .collect())
    }

    /// Where a document stands with the bookkeeping system: `(system, voucher)` once
    /// it has it.
    pub async fn booking(&self, ids: &[String]) -> Result<std::collections::HashMap<String, (String, String)>, sqlx::Error> {
        let mut found = std::collections::HashMap::new();
        for chunk in ids.chunks(500) {
            let sql = format!(
                "select id, booked_in, booked_voucher from documents where booked_voucher is not null and id in ({})",
                crate::platform::db::placeholders(chunk.len())
            );
            let mut query = sqlx::query_as::<_, (String, String, String)>(&sql);
            for id in chunk {
                query = query.bind(id);
            }
            for (id, system, voucher) in query.fetch_all(&self.db).await? {
                found.insert(id, (system, voucher));
            }
        }
        Ok(found)
    }

    /// The same service handing e-invoices to an access point, through the queue.
    pub fn with_delivery(mut self, delivery: Arc<dyn delivery::Delivery>, jobs: crate::jobs::Jobs) -> Documents {
        self.delivery = delivery;
        self.jobs = Some(jobs);
        self
    }

    /// The order's invoice and credit notes, oldest first.
    pub async fn of_order(&self, order_number: &str) -> Result<Vec<DocumentSummary>, sqlx::Error> {
        let rows: Vec<SummaryRow> = sqlx::query_as(
            "select order_number, kind, number, issued_at, corrects, gross_minor from documents where order_number = $1 order by issued_at, kind desc, number",
        )
        .bind(order_number)
        .fetch_all(&self.db)
        .await?;
        Ok(rows.into_iter().map(summary).collect())
    }

    /// The documents of each of `orders` (the back office's list), in one query.
    pub async fn of_orders(&self, orders: &[&str]) -> Result<std::collections::HashMap<String, Vec<DocumentSummary>>, sqlx::Error> {
        let mut by_order: std::collections::HashMap<String, Vec<DocumentSummary>> = std::collections::HashMap::new();
        if orders.is_empty() {
            return Ok(by_order);
        }
        let sql = format!(
            "select order_number, kind, number, issued_at, corrects, gross_minor from documents where order_number in ({}) order by issued_at, kind desc, number",
            crate::platform::db::placeholders(orders.len())
        );
        let mut query = sqlx::query_as::<_, SummaryRow>(&sql);
        for order in orders {
            query = query.bind(*order);
        }
        for row in query.fetch_all(&self.db).await? {
            let document = summary(row);
            by_order.entry(document.order_number.clone()).or_default().push(document);
        }
        Ok(by_order)
    }

    /// The invoices and credit notes of all of a customer's orders (their profile), in
    /// one query.
    pub async fn of_user(&self, user_id: &str) -> Result<Vec<DocumentSummary>, sqlx::Error> {
        let rows: Vec<SummaryRow> = sqlx::query_as(
            "select d.order_number, d.kind, d.number, d.issued_at, d.corrects, d.gross_minor
             from documents d join orders o on o.order_number = d.order_number
             where o.user_id = $1 order by d.issued_at, d.kind desc, d.number",
        )
        .bind(user_id)
        .fetch_all(&self.db)
        .await?;
        Ok(rows.into_iter().map(summary).collect())
    }

    /// One document as issued.
    pub async fn get(&self, kind: DocumentKind, number: i64) -> Result<Option<Issued>, sqlx::Error> {
        let row: Option<Row> = sqlx::query_as(&format!("select {COLUMNS} from documents where kind = $1 and number = $2"))
            .bind(kind.code())
            .bind(number)
            .fetch_optional(&self.db)
            .await?;
        self.issued_opt(row).await
    }

    async fn issued_opt(&self, row: Option<Row>) -> Result<Option<Issued>, sqlx::Error> {
        match row {
            Some(row) => self.issued(row).await.map(Some),
            None => Ok(None),
        }
    }

    async fn issued(&self, (id, kind, number, order_number, issued_at, lang, content, corrects): Row) -> Result<Issued, sqlx::Error> {
        let content: Content = serde_json::from_str(&content).map_err(|e| sqlx::Error::Decode(Box::new(e)))?;
        let corrects = match corrects {
            Some(invoice) => sqlx::query_scalar::<_, String>("select issued_at from documents where kind = 'invoice' and number = $1")
                .bind(invoice)
                .fetch_optional(&self.db)
                .await?
                .map(|at| (invoice, local_date(&at))),
            None => None,
        };
        Ok(Issued {
            id,
            kind: DocumentKind::from_code(&kind),
            number,
            order_number,
            issued_at,
            lang: lang.parse::<Lang>().unwrap_or(Lang::Da),
            content,
            corrects,
        })
    }

    /// The stored PDF of a document, with its order's number and language.
    pub async fn pdf(&self, kind: DocumentKind, number: i64) -> Result<Option<(Vec<u8>, String, Lang)>, sqlx::Error> {
        let row: Option<(Option<Vec<u8>>, String, String)> =
            sqlx::query_as("select pdf, order_number, lang from documents where kind = $1 and number = $2")
                .bind(kind.code())
                .bind(number)
                .fetch_optional(&self.db)
                .await?;
        let Some((pdf, order_number, lang)) = row else { return Ok(None) };
        let lang = lang.parse::<Lang>().unwrap_or(Lang::Da);
        let pdf = match pdf {
            Some(pdf) => pdf,
            // Issued before documents had their PDF stored: made now, and kept.
            None => {
                let Some(issued) = self.get(kind, number).await? else { return Ok(None) };
                let pdf = self.render(&issued).await;
                sqlx::query("update documents set pdf = $1 where kind = $2 and number = $3 and pdf is null")
                    .bind(&pdf)
                    .bind(kind.code())
                    .bind(number)
                    .execute(&self.db)
                    .await?;
                pdf
            }
        };
        Ok(Some((pdf, order_number, lang)))
    }

    /// Puts a document's PDF on a letter, with a sentence saying so first under the
    /// letter's main text. A PDF that cannot be read is logged, and the letter goes
    /// without it.
    pub async fn attach(&self, letter: &mut crate::mail::Letter, kind: DocumentKind, number: i64) {
        match self.pdf(kind, number).await {
            Ok(Some((body, _, lang))) => {
                letter.after.insert(0, Text::new("mail-document-attached").arg("kind", kind.code()).arg("number", number.to_string()));
                letter.attachments.push(crate::mail::Attachment {
                    file_name: self.file_name(kind, number, lang),
                    content_type: "application/pdf".to_owned(),
                    body,
                });
            }
            Ok(None) => {}
            Err(error) => tracing::error!(kind = kind.code(), number, %error, "a document's PDF could not be attached"),
        }
    }

    /// The file name a document's PDF is downloaded as, in its language: `faktura-12.pdf`.
    pub fn file_name(&self, kind: DocumentKind, number: i64, lang: Lang) -> String {
        let key = match kind {
            DocumentKind::Invoice => "document-file-invoice",
            DocumentKind::CreditNote => "document-file-credit-note",
        };
        Text::new(key).arg("number", number.to_string()).format(&self.catalog, lang)
    }

    fn t(&self, lang: Lang, key: &'static str) -> String {
        Text::new(key).format(&self.catalog, lang)
    }

    /// What an invoice of the order holds now.
    fn content(&self, found: &Found) -> Content {
        let order = &found.order;
        let lang = found.lang;
        let customer = order.customer.clone().unwrap_or_default();
        let lines: Vec<DocumentLine> = order
            .items
            .iter()
            .map(|item| {
                let description = match &item.variant_title {
                    Some(variant) if !variant.is_empty() => format!("{} – {variant}", item.title),
                    _ => item.title.clone(),
                };
                let unit_gross = item.unit_minor();
                DocumentLine { description, quantity: item.quantity, unit_net: net_of(unit_gross), net: item.quantity * net_of(unit_gross) }
            })
            .collect();
        let figures = order.figures.unwrap_or(orders::Figures {
            goods: (order.total_amount * 100.0).round() as i64,
            discount: 0,
            shipping: 0,
            total: (order.total_amount * 100.0).round() as i64,
            vat: (order.total_amount * 100.0 / 5.0).round() as i64,
        });
        let mut lines = lines;
        if figures.shipping > 0 {
            let shipping = net_of(figures.shipping);
            lines.push(DocumentLine { description: self.t(lang, "document-shipping"), quantity: 1, unit_net: shipping, net: shipping });
        }
        let mut address = Vec::new();
        if !customer.address.is_empty() {
            address.push(customer.address.clone());
            address.push(format!("{} {}", customer.postcode, customer.city));
        }
        Content {
            seller_name: self.site.name.clone(),
            seller_address: self.site.address.clone(),
            seller_cvr: self.site.cvr.clone(),
            buyer_name: customer.name.clone(),
            buyer_company: customer.company.clone(),
            buyer_address: address,
            buyer_cvr: customer.cvr.clone(),
            buyer_ean: customer.ean.clone(),
            buyer_reference: customer.reference.clone(),
            account_string: customer.account_string.clone(),
            delivery_date: order.shipped_at.as_deref().map(local_date).unwrap_or_else(|| self.clock.copenhagen_today().to_string()),
            lines,
            discount_net: net_of(figures.discount),
            net: figures.total - figures.vat,
            vat_percent: VAT_PERCENT,
            vat: figures.vat,
            gross: figures.total,
            currency: order.currency_code.clone(),
            payment_method: order.payment_method.clone().unwrap_or_default(),
        }
    }

    /// Issues the order's invoice, once (a second call answers the first's number).
    pub async fn issue_invoice(&self, order_number: &str) -> Result<Option<i64>, sqlx::Error> {
        let Some(found) = orders::by_number(&self.db, order_number).await? else { return Ok(None) };
        if found.order.figures.is_none() {
            return Ok(None); // Shopify's orders: Shopify invoices them.
        }
        let content = self.content(&found);
        let source = format!("invoice:{order_number}");
        self.issue(DocumentKind::Invoice, &found, None, content, &source).await.map(|i| Some(i.number))
    }

    /// Issues a credit note of `gross` øre (VAT included) against the order's invoice,
    /// once per `source` (a refund's own key); `reason` is its line's text (the
    /// customer's language's "Refund" when `None`).
    pub async fn issue_credit_note(&self, order_number: &str, gross: i64, reason: Option<&str>, source: &str) -> Result<Option<i64>, sqlx::Error> {
        Ok(self.credit(order_number, gross, reason, source).await?.map(|i| i.number))
    }

    /// A credit note for a refund of `gross` øre whose line says why, in the
    /// customer's language ("Refundering: Stikkontakten var defekt"; "Refundering"
    /// without a reason), once per `source`.
    pub async fn issue_refund_credit_note(&self, order_number: &str, gross: i64, why: Option<&str>, source: &str) -> Result<Option<i64>, sqlx::Error> {
        let why = why.map(str::trim).filter(|w| !w.is_empty());
        let describe = |lang: Lang| match why {
            Some(why) => Text::new("document-refund-reason").arg("reason", why).format(&self.catalog, lang),
            None => self.t(lang, "document-refund"),
        };
        Ok(self.credit_described(order_number, gross, describe, source).await?.map(|i| i.number))
    }

    /// [`Documents::issue_credit_note`], answering the document.
    pub async fn credit(&self, order_number: &str, gross: i64, reason: Option<&str>, source: &str) -> Result<Option<Issued>, sqlx::Error> {
        let describe = |lang: Lang| reason.map(str::to_owned).unwrap_or_else(|| self.t(lang, "document-refund"));
        self.credit_described(order_number, gross, describe, source).await
    }

    async fn credit_described(&self, order_number: &str, gross: i64, describe: impl FnOnce(Lang) -> String, source: &str) -> Result<Option<Issued>, sqlx::Error> {
        let Some(found) = orders::by_number(&self.db, order_number).await? else { return Ok(None) };
        let invoice: Option<(i64, String)> = sqlx::query_as("select number, issued_at from documents where order_number = $1 and kind = 'invoice'")
            .bind(order_number)
            .fetch_optional(&self.db)
            .await?;
        let Some((invoice, invoiced_at)) = invoice else {
            tracing::warn!(order_number, "a credit note without an invoice to correct: not issued");
            return Ok(None);
        };
        let mut content = self.content(&found);
        let vat = gross - net_of(gross);
        let description = describe(found.lang);
        content.lines = vec![DocumentLine { description, quantity: 1, unit_net: net_of(gross), net: net_of(gross) }];
        content.discount_net = 0;
        content.net = gross - vat;
        content.vat = vat;
        content.gross = gross;
        content.delivery_date = self.clock.copenhagen_today().to_string();
        self.issue(DocumentKind::CreditNote, &found, Some((invoice, local_date(&invoiced_at))), content, source).await.map(Some)
    }

    /// What the order's invoice still asks, in øre: its amount less its credit notes'
    /// (`None` without an invoice).
    pub async fn outstanding(&self, order_number: &str) -> Result<Option<i64>, sqlx::Error> {
        let issued: Vec<(String, i64)> = sqlx::query_as("select kind, gross_minor from documents where order_number = $1")
            .bind(order_number)
            .fetch_all(&self.db)
            .await?;
        let sum = |kind: DocumentKind| issued.iter().filter(|(k, _)| k == kind.code()).map(|(_, gross)| gross).sum::<i64>();
        let invoiced = issued.iter().any(|(k, _)| k == DocumentKind::Invoice.code());
        Ok(invoiced.then(|| sum(DocumentKind::Invoice) - sum(DocumentKind::CreditNote)))
    }

    /// The number of an order's invoice, when it has one.
    pub async fn invoice_of(&self, order_number: &str) -> Result<Option<i64>, sqlx::Error> {
        sqlx::query_scalar("select number from documents where order_number = $1 and kind = 'invoice'")
            .bind(order_number)
            .fetch_optional(&self.db)
            .await
    }

    /// A document as Peppol BIS Billing 3.0 UBL (an EAN customer's): `None` when there
    /// is no such document.
    pub async fn ubl(&self, kind: DocumentKind, number: i64) -> Result<Option<String>, sqlx::Error> {
        Ok(self.get(kind, number).await?.map(|issued| self.ubl_of(&issued)))
    }

    pub fn ubl_of(&self, issued: &Issued) -> String {
        let issue_date = local_date(&issued.issued_at);
        let due = days_after(&issue_date, self.terms.days);
        let terms = format!("Netto {} dage", self.terms.days);
        let header = ubl::Header {
            kind: issued.kind,
            number: issued.number,
            issue_date: &issue_date,
            due_date: &due,
            corrects: issued.corrects.as_ref().map(|(n, d)| (*n, d.as_str())),
            bank_account: &self.terms.bank_account,
            payment_terms: &terms,
        };
        ubl::document(&header, &issued.content)
    }

    /// What the PDF shows, in the document's language.
    pub fn sheet(&self, issued: &Issued) -> pdf::Sheet {
        let lang = issued.lang;
        let t = |key: &'static str| self.t(lang, key);
        let c = &issued.content;
        let invoice = issued.kind == DocumentKind::Invoice;
        let issue_date = local_date(&issued.issued_at);
        let due = days_after(&issue_date, self.terms.days);
        let site = &self.site;
        let cvr = Text::new("document-cvr").arg("cvr", c.seller_cvr.clone()).format(&self.catalog, lang);
        let mut seller = vec![c.seller_name.clone()];
        if site.street.is_empty() {
            seller.push(c.seller_address.clone());
        } else {
            seller.push(site.street.clone());
            seller.push(format!("{} {}", site.postcode, site.city));
        }
        seller.push(cvr.clone());
        seller.push([site.phone.as_str(), site.email.as_str()].iter().filter(|s| !s.is_empty()).copied().collect::<Vec<_>>().join(" · "));
        let (title, number_label) = if invoice {
            (t("document-invoice"), t("document-invoice-number"))
        } else {
            (t("document-credit-note"), t("document-credit-note-number"))
        };
        let mut meta = vec![
            (number_label, issued.number.to_string()),
            (t("document-issue-date"), long_date(&issue_date, lang)),
            (t("document-delivery-date"), long_date(&c.delivery_date, lang)),
            (t("document-order-number"), issued.order_number.clone()),
        ];
        let on_terms = matches!(c.payment_method.as_str(), "bank_transfer" | "ean_invoice");
        if invoice && on_terms {
            meta.push((t("document-due-date"), long_date(&due, lang)));
        }
        let mut buyer = Vec::new();
        if let Some(company) = c.buyer_company.as_deref().filter(|s| !s.is_empty()) {
            buyer.push(company.to_owned());
        }
        if !c.buyer_name.is_empty() {
            buyer.push(c.buyer_name.clone());
        }
        buyer.extend(c.buyer_address.iter().cloned());
        if let Some(cvr) = c.buyer_cvr.as_deref().filter(|s| !s.is_empty()) {
            buyer.push(Text::new("document-cvr").arg("cvr", cvr.to_owned()).format(&self.catalog, lang));
        }
        if let Some(ean) = c.buyer_ean.as_deref().filter(|s| !s.is_empty()) {
            buyer.push(Text::new("document-ean").arg("ean", ean.to_owned()).format(&self.catalog, lang));
        }
        if let Some(reference) = c.buyer_reference.as_deref().filter(|s| !s.is_empty()) {
            buyer.push(Text::new("document-reference").arg("reference", reference.to_owned()).format(&self.catalog, lang));
        }
        if let Some(account) = c.account_string.as_deref().filter(|s| !s.is_empty()) {
            buyer.push(Text::new("document-account-string").arg("account", account.to_owned()).format(&self.catalog, lang));
        }
        let rows = c
            .lines
            .iter()
            .map(|line| [line.description.clone(), line.quantity.to_string(), amount(line.unit_net, lang), amount(line.net, lang)])
            .collect();
        let mut sums = Vec::new();
        if c.discount_net > 0 {
            sums.push((t("document-discount"), amount(-c.discount_net, lang), false));
        }
        sums.push((t("document-net"), amount(c.net, lang), false));
        let vat_label = Text::new("document-vat").arg("rate", c.vat_percent.to_string()).arg("base", amount(c.net, lang)).format(&self.catalog, lang);
        sums.push((vat_label, amount(c.vat, lang), false));
        let total_key = if invoice { "document-total" } else { "document-credit-total" };
        sums.push((Text::new(total_key).arg("currency", c.currency.clone()).format(&self.catalog, lang), amount(c.gross, lang), true));
        let mut notes = Vec::new();
        if let Some((number, date)) = &issued.corrects {
            notes.push(Text::new("document-corrects").arg("number", number.to_string()).arg("date", long_date(date, lang)).format(&self.catalog, lang));
            notes.push(t("document-credit-refund"));
        } else {
            match c.payment_method.as_str() {
                "bank_transfer" => notes.push(
                    Text::new("document-terms-bank")
                        .arg("days", self.terms.days.to_string())
                        .arg("total", money(c.gross, &c.currency, lang))
                        .arg("due", long_date(&due, lang))
                        .arg("account", self.terms.bank_account.clone())
                        .arg("order", issued.order_number.clone())
                        .format(&self.catalog, lang),
                ),
                "ean_invoice" => notes.push(
                    Text::new("document-terms-ean")
                        .arg("days", self.terms.days.to_string())
                        .arg("due", long_date(&due, lang))
                        .arg("ean", c.buyer_ean.clone().unwrap_or_default())
                        .format(&self.catalog, lang),
                ),
                "card" => notes.push(t("document-paid-card")),
                "pay_at_pickup" => notes.push(t("document-paid-pickup")),
                _ => {}
            }
        }
        let footer = [c.seller_name.as_str(), c.seller_address.as_str(), cvr.as_str(), site.email.as_str(), site.url.as_str()]
            .iter()
            .filter(|s| !s.is_empty())
            .copied()
            .collect::<Vec<_>>()
            .join(" · ");
        let created = time::OffsetDateTime::parse(&issued.issued_at, &time::format_description::well_known::Rfc3339)
            .map(|at| at.to_offset(time::UtcOffset::UTC))
            .map(|at| (at.year(), at.month() as u8, at.day(), at.hour(), at.minute(), at.second()))
            .unwrap_or((2000, 1, 1, 0, 0, 0));
        pdf::Sheet {
            file_title: format!("{title} {}", issued.number),
            title,
            seller,
            meta,
            buyer_heading: t("document-buyer"),
            buyer,
            columns: [t("document-column-description"), t("document-column-quantity"), t("document-column-unit"), t("document-column-amount")],
            rows,
            sums,
            notes,
            footer,
            page_of: Text::new("document-page").arg("page", "{page}").arg("pages", "{pages}").format(&self.catalog, lang),
            created,
        }
    }

    /// The document's PDF, made off the async workers.
    pub async fn render(&self, issued: &Issued) -> Vec<u8> {
        let sheet = self.sheet(issued);
        tokio::task::spawn_blocking(move || pdf::render(&sheet)).await.expect("rendering a PDF does not panic")
    }

    /// Stores a document with the next number of its series, and its PDF, in one
    /// transaction: the number is taken by a write (SQLite's write lock, PostgreSQL's
    /// row lock) so two issues at once wait for each other, and a failed insert gives
    /// it back. An EAN customer's document is then handed to the delivery.
    async fn issue(&self, kind: DocumentKind, found: &Found, corrects: Option<(i64, String)>, content: Content, source: &str) -> Result<Issued, sqlx::Error> {
        if let Some(issued) = self.by_source(source).await? {
            return Ok(issued);
        }
        let mut issued = Issued {
            id: hex::encode(rand::random::<[u8; 16]>()),
            kind,
            number: 0,
            order_number: found.order.order_number.clone(),
            issued_at: self.clock.rfc3339_offset(0),
            lang: found.lang,
            content,
            corrects,
        };
        let mut tx = self.db.begin().await?;
        issued.number = sqlx::query_scalar("update document_numbers set next_value = next_value + 1 where series = $1 returning next_value - 1")
            .bind(kind.code())
            .fetch_one(&mut *tx)
            .await?;
        let pdf = self.render(&issued).await;
        let inserted = sqlx::query(
            "insert into documents (id, kind, number, order_number, corrects, source, issued_at, lang, content, net_minor, vat_minor, gross_minor, pdf)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)",
        )
        .bind(&issued.id)
        .bind(kind.code())
        .bind(issued.number)
        .bind(&issued.order_number)
        .bind(issued.corrects.as_ref().map(|(n, _)| *n))
        .bind(source)
        .bind(&issued.issued_at)
        .bind(issued.lang.code())
        .bind(serde_json::to_string(&issued.content).expect("content serialises"))
        .bind(issued.content.net)
        .bind(issued.content.vat)
        .bind(issued.content.gross)
        .bind(&pdf)
        .execute(&mut *tx)
        .await;
        match inserted {
            Ok(_) => {
                let e_invoice = issued.content.payment_method == "ean_invoice" && issued.content.buyer_ean.is_some();
                let payload = booking_payload(&issued.id, kind, issued.number);
                let now = self.clock.unix_ms();
                if e_invoice {
                    delivery::waiting(&mut tx, &issued.id, self.delivery.channel(), &issued.issued_at).await?;
                    // To the access point with it: queued now, or not issued at all.
                    if self.delivery.queued() && self.jobs.is_some() {
                        crate::jobs::enqueue(&mut tx, now, crate::jobs::Kind::EInvoice, &delivery::job_key(&issued.id), &payload).await?;
                    }
                }
                // To the books with it, likewise.
                if self.book {
                    crate::jobs::enqueue(&mut tx, now, crate::jobs::Kind::Bookkeeping, &booking_key(&issued.id), &payload).await?;
                }
                tx.commit().await?;
                if let Some(jobs) = &self.jobs {
                    jobs.notify_kind(crate::jobs::Kind::Bookkeeping);
                    jobs.notify_kind(crate::jobs::Kind::EInvoice);
                }
                tracing::info!(kind = kind.code(), number = issued.number, order_number = issued.order_number, "document issued");
                Ok(issued)
            }
            // Issued a moment ago by another request: that one's, and this
            // transaction's number taken back.
            Err(sqlx::Error::Database(error)) if error.is_unique_violation() => {
                drop(tx);
                self.by_source(source).await?.ok_or(sqlx::Error::RowNotFound)
            }
            Err(error) => Err(error),
        }
    }

    async fn by_source(&self, source: &str) -> Result<Option<Issued>, sqlx::Error> {
        let row: Option<Row> = sqlx::query_as(&format!("select {COLUMNS} from documents where source = $1"))
            .bind(source)
            .fetch_optional(&self.db)
            .await?;
        self.issued_opt(row).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn net_amounts_are_four_fifths_rounded_to_the_ore() {
        assert_eq!(net_of(8900), 7120);
        assert_eq!(net_of(4900), 3920);
        assert_eq!(net_of(1), 1);
        assert_eq!(net_of(3), 2);
        assert_eq!(net_of(0), 0);
    }
}
