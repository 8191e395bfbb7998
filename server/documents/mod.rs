//! Invoices and credit notes as documents of their own: issued once when a sale is
//! final (a bank transfer or EAN order when it is placed, an online payment when its
//! money is drawn, a pick-up order when it is collected) and for every refund, each
//! numbered in its own series without gaps (the number taken in the transaction that
//! stores the document, so a failed issue takes no number), never changed after. A
//! document keeps everything momsbekendtgørelsen § 58 asks of a full invoice as it was
//! when issued (`content`): the seller's name, address and CVR, the customer's name,
//! address and CVR/EAN, the issue and delivery dates, each line with its quantity and
//! unit price without VAT, the discount, the net total, the VAT rate and amount, the
//! total, and the payment terms. The PDF and the Peppol BIS 3 document are made from
//! it (not yet: issue 48 goes on).

pub mod ubl;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

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
    pub kind: DocumentKind,
    pub number: i64,
    pub issued_at: String,
    /// The invoice a credit note corrects.
    pub corrects: Option<i64>,
    /// Øre, VAT included (a credit note's is what it credits).
    pub gross: i64,
}

/// The documents service.
#[derive(Clone)]
pub struct Documents {
    db: Db,
    site: SiteInfo,
    clock: Clock,
}

/// A net amount of a VAT-inclusive one, in øre.
fn net_of(gross: i64) -> i64 {
    (gross * 100 + (100 + VAT_PERCENT) / 2) / (100 + VAT_PERCENT)
}

impl Documents {
    pub fn new(db: Db, site: SiteInfo, clock: Clock) -> Documents {
        Documents { db, site, clock }
    }

    /// The order's invoice and credit notes, oldest first.
    pub async fn of_order(&self, order_number: &str) -> Result<Vec<DocumentSummary>, sqlx::Error> {
        let rows: Vec<(String, i64, String, Option<i64>, i64)> = sqlx::query_as(
            "select kind, number, issued_at, corrects, gross_minor from documents where order_number = $1 order by issued_at, kind desc, number",
        )
        .bind(order_number)
        .fetch_all(&self.db)
        .await?;
        Ok(rows
            .into_iter()
            .map(|(kind, number, issued_at, corrects, gross)| DocumentSummary {
                kind: if kind == "invoice" { DocumentKind::Invoice } else { DocumentKind::CreditNote },
                number,
                issued_at,
                corrects,
                gross,
            })
            .collect())
    }

    /// What an invoice of the order holds now.
    fn content(&self, found: &Found) -> Content {
        let order = &found.order;
        let customer = order.customer.clone().unwrap_or_default();
        let lines: Vec<DocumentLine> = order
            .items
            .iter()
            .map(|item| {
                let description = match &item.variant_title {
                    Some(variant) if !variant.is_empty() => format!("{} – {variant}", item.title),
                    _ => item.title.clone(),
                };
                let unit_gross = (item.price * 100.0).round() as i64;
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
            lines.push(DocumentLine { description: "Fragt".into(), quantity: 1, unit_net: net_of(figures.shipping), net: net_of(figures.shipping) });
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
            delivery_date: order.shipped_at.clone().unwrap_or_else(|| self.clock.rfc3339_offset(0))[..10].to_owned(),
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
        self.issue(DocumentKind::Invoice, &found, None, &content, &source).await.map(Some)
    }

    /// Issues a credit note of `gross` øre (VAT included) against the order's invoice,
    /// once per `source` (a refund's own key).
    pub async fn issue_credit_note(&self, order_number: &str, gross: i64, reason: &str, source: &str) -> Result<Option<i64>, sqlx::Error> {
        let Some(found) = orders::by_number(&self.db, order_number).await? else { return Ok(None) };
        let invoice: Option<i64> =
            sqlx::query_scalar("select number from documents where order_number = $1 and kind = 'invoice'").bind(order_number).fetch_optional(&self.db).await?;
        let Some(invoice) = invoice else {
            tracing::warn!(order_number, "a credit note without an invoice to correct: not issued");
            return Ok(None);
        };
        let mut content = self.content(&found);
        let vat = gross - net_of(gross);
        content.lines = vec![DocumentLine { description: reason.to_owned(), quantity: 1, unit_net: net_of(gross), net: net_of(gross) }];
        content.discount_net = 0;
        content.net = gross - vat;
        content.vat = vat;
        content.gross = gross;
        self.issue(DocumentKind::CreditNote, &found, Some(invoice), &content, source).await.map(Some)
    }

    /// A document as Peppol BIS Billing 3.0 UBL (an EAN customer's): `None` when there
    /// is no such document.
    pub async fn ubl(&self, kind: DocumentKind, number: i64, bank_account: &str, terms_days: u32) -> Result<Option<String>, sqlx::Error> {
        let row: Option<(String, String, Option<i64>)> = sqlx::query_as("select content, issued_at, corrects from documents where kind = $1 and number = $2")
            .bind(kind.code())
            .bind(number)
            .fetch_optional(&self.db)
            .await?;
        let Some((content, issued_at, corrects)) = row else { return Ok(None) };
        let content: Content = serde_json::from_str(&content).map_err(|e| sqlx::Error::Decode(Box::new(e)))?;
        let corrected: Option<(i64, String)> = match corrects {
            Some(invoice) => sqlx::query_scalar::<_, String>("select issued_at from documents where kind = 'invoice' and number = $1")
                .bind(invoice)
                .fetch_optional(&self.db)
                .await?
                .map(|at| (invoice, at[..10].to_owned())),
            None => None,
        };
        let issue_date = &issued_at[..10];
        let due = time::Date::parse(issue_date, time::macros::format_description!("[year]-[month]-[day]"))
            .map(|d| d + time::Duration::days(i64::from(terms_days)))
            .map(|d| d.to_string())
            .unwrap_or_else(|_| issue_date.to_owned());
        let terms = format!("Netto {terms_days} dage");
        let header = ubl::Header {
            kind,
            number,
            issue_date,
            due_date: &due,
            corrects: corrected.as_ref().map(|(n, d)| (*n, d.as_str())),
            bank_account,
            payment_terms: &terms,
        };
        Ok(Some(ubl::document(&header, &content)))
    }

    /// Stores a document with the next number of its series, in one transaction: the
    /// number is taken by a write (SQLite's write lock, PostgreSQL's row lock) so two
    /// issues at once wait for each other, and a failed insert gives it back.
    async fn issue(&self, kind: DocumentKind, found: &Found, corrects: Option<i64>, content: &Content, source: &str) -> Result<i64, sqlx::Error> {
        if let Some(number) = sqlx::query_scalar::<_, i64>("select number from documents where source = $1").bind(source).fetch_optional(&self.db).await? {
            return Ok(number);
        }
        let mut tx = self.db.begin().await?;
        let number: i64 = sqlx::query_scalar("update document_numbers set next_value = next_value + 1 where series = $1 returning next_value - 1")
            .bind(kind.code())
            .fetch_one(&mut *tx)
            .await?;
        let inserted = sqlx::query(
            "insert into documents (id, kind, number, order_number, corrects, source, issued_at, lang, content, net_minor, vat_minor, gross_minor)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)",
        )
        .bind(hex::encode(rand::random::<[u8; 16]>()))
        .bind(kind.code())
        .bind(number)
        .bind(&found.order.order_number)
        .bind(corrects)
        .bind(source)
        .bind(self.clock.rfc3339_offset(0))
        .bind(found.lang.code())
        .bind(serde_json::to_string(content).expect("content serialises"))
        .bind(content.net)
        .bind(content.vat)
        .bind(content.gross)
        .execute(&mut *tx)
        .await;
        match inserted {
            Ok(_) => {
                tx.commit().await?;
                tracing::info!(kind = kind.code(), number, order_number = found.order.order_number, "document issued");
                Ok(number)
            }
            // Issued a moment ago by another request: that one's number, and this
            // transaction's taken back.
            Err(sqlx::Error::Database(error)) if error.is_unique_violation() => {
                drop(tx);
                sqlx::query_scalar("select number from documents where source = $1").bind(source).fetch_one(&self.db).await
            }
            Err(error) => Err(error),
        }
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
