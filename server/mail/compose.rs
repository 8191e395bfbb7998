//! A letter as data (catalogue messages, the visitor's own words, order lines, a
//! link) and its rendering, in the recipient's language, as plain text and simple
//! HTML with the business's name, address and CVR in the footer.

use std::fmt::Write as _;

use crate::i18n::format::money;
use crate::i18n::{Catalog, Lang, Text};
use crate::platform::SiteInfo;

/// What an order's table shows: each line's title, quantity and unit price, the sums
/// above the total (goods, discount, shipping), the total, and what it includes (VAT).
#[derive(Debug, Clone, Default)]
pub struct Lines {
    pub rows: Vec<Line>,
    pub currency: String,
    pub total_minor: i64,
    /// Rows between the lines and the total: label and amount.
    pub sums: Vec<(Text, i64)>,
    /// Rows under the total, in small print ("heraf moms").
    pub included: Vec<(Text, i64)>,
}

#[derive(Debug, Clone)]
pub struct Line {
    pub title: String,
    /// What the variant is, each part labelled ("Pakke: 1 stk."); empty for a
    /// product's only variant.
    pub variant: Vec<Text>,
    pub quantity: i64,
    pub unit_minor: i64,
}

/// One e-mail before it is rendered.
#[derive(Debug, Clone)]
pub struct Letter {
    /// What it is (`verify`, `reset`, `order-confirmation`, …), for the outbox list.
    pub kind: &'static str,
    pub to: String,
    pub lang: Lang,
    /// Where a reply goes (the visitor, on the business's notifications).
    pub reply_to: Option<String>,
    pub subject: Text,
    pub heading: Text,
    pub greeting: Option<Text>,
    pub paragraphs: Vec<Text>,
    /// Label and value rows: the visitor's own words, a discount code.
    pub details: Vec<(Text, String)>,
    pub lines: Option<Lines>,
    /// A button: its label and address.
    pub action: Option<(Text, String)>,
    /// Paragraphs after the button.
    pub after: Vec<Text>,
    /// A link under the letter, small (the newsletter's unsubscribe link): its label
    /// and address.
    pub footer_link: Option<(Text, String)>,
    /// Extra headers (`List-Unsubscribe`, `List-Unsubscribe-Post`).
    pub headers: Vec<(&'static str, String)>,
    /// A calendar invitation (RFC 5545 text with its `METHOD`), sent beside the
    /// letter as `text/calendar` and as an `invite.ics` attachment.
    pub calendar: Option<String>,
    /// Files sent with it (an invoice's PDF).
    pub attachments: Vec<Attachment>,
}

/// A file a letter carries.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attachment {
    pub file_name: String,
    pub content_type: String,
    pub body: Vec<u8>,
}

impl Letter {
    pub fn new(kind: &'static str, to: impl Into<String>, lang: Lang, subject: Text, heading: Text) -> Letter {
        Letter {
            kind,
            to: to.into(),
            lang,
            reply_to: None,
            subject,
            heading,
            greeting: None,
            paragraphs: Vec::new(),
            details: Vec::new(),
            lines: None,
            action: None,
            after: Vec::new(),
            footer_link: None,
            headers: Vec::new(),
            calendar: None,
            attachments: Vec::new(),
        }
    }
}

/// A letter in words: what the queue stores and the sender sends.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rendered {
    pub subject: String,
    pub text: String,
    pub html: String,
}

use crate::http::escape;

/// Text the visitor wrote, as HTML paragraphs: escaped, line breaks kept.
fn escape_multiline(text: &str) -> String {
    escape(text).replace("\r\n", "\n").replace('\n', "<br>")
}

pub fn render(letter: &Letter, catalog: &Catalog, site: &SiteInfo) -> Rendered {
    let lang = letter.lang;
    let t = |text: &Text| text.format(catalog, lang);
    let subject = t(&letter.subject).replace(['\r', '\n'], " ");
    let mut text = String::new();
    let mut html = String::from(
        "<!doctype html><html><head><meta charset=\"utf-8\"></head>\
         <body style=\"margin:0;padding:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933\">\
         <table role=\"presentation\" width=\"100%\" cellpadding=\"0\" cellspacing=\"0\"><tr><td align=\"center\" style=\"padding:24px\">\
         <table role=\"presentation\" width=\"600\" cellpadding=\"0\" cellspacing=\"0\" style=\"max-width:600px;background:#ffffff;border-radius:8px\">",
    );
    let _ = write!(
        html,
        "<tr><td style=\"background:#0f2a44;color:#ffffff;padding:16px 24px;font-size:18px;font-weight:bold;border-radius:8px 8px 0 0\">{}</td></tr>\
         <tr><td style=\"padding:24px\">",
        escape(&site.name)
    );
    let heading = t(&letter.heading);
    let _ = writeln!(text, "{heading}\n");
    let _ = write!(html, "<h1 style=\"font-size:22px;margin:0 0 16px\">{}</h1>", escape(&heading));
    if let Some(greeting) = &letter.greeting {
        let greeting = t(greeting);
        let _ = writeln!(text, "{greeting}\n");
        let _ = write!(html, "<p style=\"margin:0 0 12px\">{}</p>", escape(&greeting));
    }
    for paragraph in &letter.paragraphs {
        let paragraph = t(paragraph);
        let _ = writeln!(text, "{paragraph}\n");
        let _ = write!(html, "<p style=\"margin:0 0 12px;line-height:1.5\">{}</p>", escape_multiline(&paragraph));
    }
    if !letter.details.is_empty() {
        html.push_str("<table role=\"presentation\" cellpadding=\"6\" cellspacing=\"0\" style=\"margin:0 0 16px;border-collapse:collapse\">");
        for (label, value) in &letter.details {
            let label = t(label);
            if value.contains('\n') {
                let _ = writeln!(text, "{label}:\n{value}\n");
            } else {
                let _ = writeln!(text, "{label}: {value}");
            }
            let _ = write!(
                html,
                "<tr><th align=\"left\" valign=\"top\" style=\"padding-right:12px;color:#52606d\">{}</th><td>{}</td></tr>",
                escape(&label),
                escape_multiline(value)
            );
        }
        html.push_str("</table>");
        text.push('\n');
    }
    if let Some(lines) = &letter.lines {
        html.push_str("<table role=\"presentation\" width=\"100%\" cellpadding=\"6\" cellspacing=\"0\" style=\"margin:0 0 16px;border-collapse:collapse\">");
        for line in &lines.rows {
            let line_total = money(line.unit_minor * line.quantity, &lines.currency, lang);
            let unit = money(line.unit_minor, &lines.currency, lang);
            let title = if line.variant.is_empty() {
                line.title.clone()
            } else {
                format!("{} ({})", line.title, line.variant.iter().map(&t).collect::<Vec<_>>().join(", "))
            };
            let _ = writeln!(text, "{} × {} à {}  {}", line.quantity, title, unit, line_total);
            let _ = write!(
                html,
                "<tr style=\"border-bottom:1px solid #e4e7eb\"><td>{} × {}<br><span style=\"color:#52606d\">à {}</span></td><td align=\"right\">{}</td></tr>",
                line.quantity,
                escape(&title),
                escape(&unit),
                escape(&line_total)
            );
        }
        for (label, amount) in &lines.sums {
            let (label, amount) = (t(label), money(*amount, &lines.currency, lang));
            let _ = writeln!(text, "{label}: {amount}");
            let _ = write!(html, "<tr><td>{}</td><td align=\"right\">{}</td></tr>", escape(&label), escape(&amount));
        }
        let total_label = t(&Text::new("mail-order-total"));
        let total = money(lines.total_minor, &lines.currency, lang);
        let _ = writeln!(text, "{total_label}: {total}");
        let _ = write!(
            html,
            "<tr><td style=\"font-weight:bold\">{}</td><td align=\"right\" style=\"font-weight:bold\">{}</td></tr>",
            escape(&total_label),
            escape(&total)
        );
        for (label, amount) in &lines.included {
            let (label, amount) = (t(label), money(*amount, &lines.currency, lang));
            let _ = writeln!(text, "{label}: {amount}");
            let _ = write!(
                html,
                "<tr><td style=\"color:#52606d;font-size:13px\">{}</td><td align=\"right\" style=\"color:#52606d;font-size:13px\">{}</td></tr>",
                escape(&label),
                escape(&amount)
            );
        }
        text.push('\n');
        html.push_str("</table>");
    }
    if let Some((label, url)) = &letter.action {
        let label = t(label);
        let _ = writeln!(text, "{label}:\n{url}\n");
        let _ = write!(
            html,
            "<p style=\"margin:20px 0\"><a href=\"{}\" style=\"background:#f5a623;color:#0f2a44;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;display:inline-block\">{}</a></p>\
             <p style=\"margin:0 0 12px;font-size:12px;color:#52606d;word-break:break-all\">{}</p>",
            escape(url),
            escape(&label),
            escape(url)
        );
    }
    for paragraph in &letter.after {
        let paragraph = t(paragraph);
        let _ = writeln!(text, "{paragraph}\n");
        let _ = write!(html, "<p style=\"margin:0 0 12px;line-height:1.5\">{}</p>", escape(&paragraph));
    }
    let signoff = t(&Text::new("mail-signoff"));
    let _ = writeln!(text, "{signoff}\n{}", site.name);
    let _ = write!(html, "<p style=\"margin:16px 0 0\">{}<br>{}</p>", escape(&signoff), escape(&site.name));
    let company = t(&Text::new("mail-footer-company")
        .arg("name", site.name.as_str())
        .arg("address", site.address.as_str())
        .arg("cvr", site.cvr.as_str()));
    let contact = t(&Text::new("mail-footer-contact").arg("phone", site.phone.as_str()).arg("email", site.email.as_str()));
    let _ = write!(text, "\n-- \n{company}\n{contact}\n{}\n", site.url);
    let footer_link = match &letter.footer_link {
        Some((label, url)) => {
            let label = t(label);
            let _ = write!(text, "\n{label}: {url}\n");
            format!("<br><a href=\"{}\" style=\"color:#52606d\">{}</a>", escape(url), escape(&label))
        }
        None => String::new(),
    };
    let _ = write!(
        html,
        "</td></tr><tr><td style=\"padding:16px 24px;border-top:1px solid #e4e7eb;font-size:12px;color:#52606d\">{}<br>{}<br><a href=\"{}\" style=\"color:#52606d\">{}</a>{footer_link}</td></tr>\
         </table></td></tr></table></body></html>",
        escape(&company),
        escape(&contact),
        escape(&site.url),
        escape(&site.url)
    );
    Rendered { subject, text, html }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_text_and_html_in_the_recipients_language_with_the_footer() {
        let catalog = Catalog::embedded().unwrap();
        let site = crate::platform::site::demo_site("https://nordlys-el.dk");
        let mut letter = Letter::new(
            "request-receipt",
            "kunde@example.dk",
            Lang::En,
            Text::new("mail-receipt-subject"),
            Text::new("mail-receipt-heading"),
        );
        letter.details.push((Text::new("mail-field-message"), "<b>Hej</b>\nlinje 2".into()));
        letter.lines = Some(Lines {
            rows: vec![
                Line { title: "Stikkontakt".into(), variant: Vec::new(), quantity: 2, unit_minor: 8900 },
                Line {
                    title: "Smart LED-pære E27".into(),
                    variant: vec![Text::new("order-line-option").arg("name", "Pack").arg("value", "1 pc")],
                    quantity: 1,
                    unit_minor: 17900,
                },
            ],
            currency: "DKK".into(),
            total_minor: 35700,
            ..Lines::default()
        });
        let rendered = render(&letter, &catalog, &site);
        assert_eq!(rendered.subject, catalog.t(Lang::En, "mail-receipt-subject", None));
        assert!(rendered.text.contains(&format!("CVR {}", site.cvr)), "{}", rendered.text);
        assert!(rendered.text.contains("2 × Stikkontakt à DKK 89.00  DKK 178.00"), "{}", rendered.text);
        // The variant labelled, so that a pack size does not read as the quantity.
        assert!(rendered.text.contains("1 × Smart LED-pære E27 (Pack: 1 pc) à DKK 179.00"), "{}", rendered.text);
        assert!(rendered.html.contains("&lt;b&gt;Hej&lt;/b&gt;<br>linje 2"), "the visitor's words are escaped");
        assert!(rendered.html.contains(&site.address));
    }
}
