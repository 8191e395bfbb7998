//! The confirmation of a local order, which is also its receipt: each line, the
//! goods, discount, shipping, total and the VAT it includes, where it goes, how to
//! pay (the bank account and the order number to write, or at pick-up, or the EAN
//! invoice), the right of withdrawal with the terms and the model withdrawal form
//! linked, and the seller's name, address and CVR (the footer of every mail). The
//! business gets its notification.

use super::LocalCheckout;
use crate::i18n::Text;
use crate::mail::Letter;
use crate::shop::lines_of;
use crate::shop::orders;

/// The model withdrawal form's anchor on the terms page (app/src/lib/withdrawal.ts).
pub const WITHDRAWAL_FORM_ID: &str = "fortrydelsesformular";

impl LocalCheckout {
    pub async fn send_receipt(&self, order_number: &str, access_token: &str) {
        let found = match orders::by_number(&self.db, order_number).await {
            Ok(Some(found)) => found,
            Ok(None) => return,
            Err(error) => {
                tracing::error!(%error, order_number, "order confirmation: the order could not be read");
                return;
            }
        };
        let order = &found.order;
        let lang = found.lang;
        let site = self.mailer.site();
        let customer = order.customer.clone().unwrap_or_default();
        let mut letter = Letter::new(
            "order-confirmation",
            &found.email,
            lang,
            Text::new("mail-order-subject").arg("number", order_number),
            Text::new("mail-order-heading"),
        );
        letter.greeting = Some(Text::new("mail-greeting").arg("name", found.first_name.as_str()));
        letter.paragraphs.push(
            Text::new("mail-order-text")
                .arg("number", order_number)
                .arg("date", crate::i18n::format::date(&order.created_at, lang)),
        );
        letter.lines = Some(lines_of(order));
        let total = crate::i18n::format::money(order.figures.map(|f| f.total).unwrap_or(0), &order.currency_code, lang);
        let payment = match order.payment_method.as_deref() {
            Some("pay_at_pickup") => Text::new("mail-order-pay-at-pickup").arg("address", site.address.as_str()),
            Some("card") => Text::new("mail-order-pay-card").arg("total", total.as_str()),
            Some("ean_invoice") => Text::new("mail-order-pay-ean")
                .arg("ean", customer.ean.clone().unwrap_or_default())
                .arg("days", i64::from(self.payment_terms_days)),
            _ => Text::new("mail-order-pay-bank")
                .arg("total", total)
                .arg("account", self.bank_account.as_str())
                .arg("number", order_number)
                .arg("days", i64::from(self.payment_terms_days)),
        };
        letter.paragraphs.push(payment);
        let delivery = match order.delivery_method.as_deref() {
            Some("pickup") => Text::new("mail-order-delivery-pickup").arg("address", site.address.as_str()),
            _ => Text::new("mail-order-delivery-parcel"),
        };
        letter.details.push((Text::new("mail-order-delivery"), delivery.format(self.mailer.catalog(), lang)));
        let mut to = vec![customer.name.clone()];
        if let Some(company) = &customer.company {
            to.push(company.clone());
        }
        if !customer.address.is_empty() {
            to.push(customer.address.clone());
            to.push(format!("{} {}", customer.postcode, customer.city));
        }
        letter.details.push((Text::new("mail-order-customer"), to.join("\n")));
        letter.details.push((Text::new("mail-order-contact"), format!("{}\n{}", found.email, customer.phone)));
        if let Some(cvr) = &customer.cvr {
            letter.details.push((Text::new("mail-order-cvr"), cvr.clone()));
        }
        if let Some(ean) = &customer.ean {
            letter.details.push((Text::new("mail-order-ean"), ean.clone()));
        }
        if let Some(comment) = &customer.comment {
            letter.details.push((Text::new("mail-field-message"), comment.clone()));
        }
        let path = lang.localize(&format!("/ordre/{order_number}"));
        letter.action = Some((Text::new("mail-order-button"), format!("{}{path}?key={access_token}", site.url)));
        let terms = format!("{}{}", site.url, lang.localize("/handelsbetingelser"));
        letter.after.push(Text::new("mail-order-withdrawal").arg("terms", terms.as_str()));
        letter.after.push(
            Text::new("mail-order-withdrawal-how")
                .arg("email", site.email.as_str())
                .arg("number", order_number)
                .arg("form", format!("{terms}#{WITHDRAWAL_FORM_ID}")),
        );
        letter.after.push(Text::new("mail-order-followup").arg("phone", site.phone.as_str()));
        // An order paid against an invoice has it now: its PDF goes with the receipt.
        let documents = self.payments.documents();
        match documents.invoice_of(order_number).await {
            Ok(Some(number)) => documents.attach(&mut letter, crate::documents::DocumentKind::Invoice, number).await,
            Ok(None) => {}
            Err(error) => tracing::error!(%error, order_number, "order confirmation: the invoice could not be read"),
        }
        self.mailer.send_later(letter).await;
        self.shop.notify_business_of_order(order_number, &found.email).await;
    }
}
