//! A document as Peppol BIS Billing 3.0 UBL (an EAN customer's invoice or credit
//! note, what a Danish public customer's access point takes through NemHandel): the
//! seller by CVR (scheme 0184), the buyer by EAN (scheme 0088) with its reference
//! (rule R003) and account string, each line with its net unit price, a discount as a
//! document allowance, 25 % VAT, and payment by bank transfer (means 42, the business's
//! registration and account numbers). Amounts are computed from the lines as the rules
//! compute them; the difference to the order's own total (øre of rounding) goes in
//! `PayableRoundingAmount`.

use super::{Content, DocumentKind, VAT_PERCENT};
use crate::http::escape;

/// What the UBL document needs beside the content.
pub struct Header<'a> {
    pub kind: DocumentKind,
    pub number: i64,
    /// `YYYY-MM-DD`.
    pub issue_date: &'a str,
    pub due_date: &'a str,
    /// A credit note's invoice: its number and issue date.
    pub corrects: Option<(i64, &'a str)>,
    /// The business's bank account as the settings write it ("Reg.nr. 1234 · Kontonr. 0012345678").
    pub bank_account: &'a str,
    pub payment_terms: &'a str,
}

/// Øre as a decimal amount with a point: `-1234.50`.
pub(super) fn amount(ore: i64) -> String {
    let sign = if ore < 0 { "-" } else { "" };
    format!("{sign}{}.{:02}", ore.abs() / 100, ore.abs() % 100)
}

/// The registration and account numbers in the business's account text.
fn bank(account: &str) -> (String, String) {
    let groups: Vec<String> = account
        .split(|c: char| !c.is_ascii_digit())
        .filter(|g| !g.is_empty())
        .map(str::to_owned)
        .collect();
    match groups.as_slice() {
        [reg, rest @ ..] if reg.len() == 4 && !rest.is_empty() => (reg.clone(), rest.concat()),
        _ => (String::new(), groups.concat()),
    }
}

/// The address lines: street, then postcode and city.
fn address(lines: &[String]) -> (String, String, String) {
    let street = lines.first().cloned().unwrap_or_default();
    let (postcode, city) = lines.get(1).and_then(|l| l.split_once(' ')).map(|(p, c)| (p.to_owned(), c.to_owned())).unwrap_or_default();
    (street, postcode, city)
}

const VAT: &str = "<cac:TaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>25</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory>";

/// The document, as UTF-8 XML.
pub fn document(header: &Header<'_>, content: &Content) -> String {
    let invoice = header.kind == DocumentKind::Invoice;
    let root = if invoice { "Invoice" } else { "CreditNote" };
    let currency = &content.currency;
    let money = |ore: i64| format!(r#"currencyID="{currency}">{}"#, amount(ore));
    let lines_net: i64 = content.lines.iter().map(|l| l.quantity * l.unit_net).sum();
    let taxable = lines_net - content.discount_net;
    let vat = (taxable * VAT_PERCENT + 50) / 100;
    let inclusive = taxable + vat;
    let rounding = content.gross - inclusive;
    let mut x = String::with_capacity(8192);
    x.push_str(r#"<?xml version="1.0" encoding="UTF-8"?>"#);
    x.push('\n');
    x.push_str(&format!(
        r#"<{root} xmlns="urn:oasis:names:specification:ubl:schema:xsd:{root}-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">"#
    ));
    x.push_str("<cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0</cbc:CustomizationID>");
    x.push_str("<cbc:ProfileID>urn:fdc:peppol.eu:2017:poacc:billing:01:1.0</cbc:ProfileID>");
    x.push_str(&format!("<cbc:ID>{}</cbc:ID><cbc:IssueDate>{}</cbc:IssueDate>", header.number, header.issue_date));
    if invoice {
        x.push_str(&format!("<cbc:DueDate>{}</cbc:DueDate><cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>", header.due_date));
    } else {
        x.push_str("<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>");
    }
    x.push_str(&format!("<cbc:DocumentCurrencyCode>{currency}</cbc:DocumentCurrencyCode>"));
    if let Some(account) = content.account_string.as_deref() {
        x.push_str(&format!("<cbc:AccountingCost>{}</cbc:AccountingCost>", escape(account)));
    }
    x.push_str(&format!("<cbc:BuyerReference>{}</cbc:BuyerReference>", escape(content.buyer_reference.as_deref().unwrap_or("-"))));
    if let Some((number, date)) = header.corrects {
        x.push_str(&format!(
            "<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>{number}</cbc:ID><cbc:IssueDate>{date}</cbc:IssueDate></cac:InvoiceDocumentReference></cac:BillingReference>"
        ));
    }
    // The seller: by CVR.
    let (seller_street, seller_postcode, seller_city) = {
        let parts: Vec<&str> = content.seller_address.split(',').map(str::trim).collect();
        let street = parts.first().copied().unwrap_or_default().to_owned();
        let rest = parts.get(1).copied().unwrap_or_default();
        let (postcode, city) = rest.split_once(' ').map(|(p, c)| (p.to_owned(), c.to_owned())).unwrap_or_default();
        (street, postcode, city)
    };
    x.push_str(&format!(
        "<cac:AccountingSupplierParty><cac:Party><cbc:EndpointID schemeID=\"0184\">{cvr}</cbc:EndpointID>\
         <cac:PartyName><cbc:Name>{name}</cbc:Name></cac:PartyName>\
         <cac:PostalAddress><cbc:StreetName>{street}</cbc:StreetName><cbc:CityName>{city}</cbc:CityName><cbc:PostalZone>{postcode}</cbc:PostalZone>\
         <cac:Country><cbc:IdentificationCode>DK</cbc:IdentificationCode></cac:Country></cac:PostalAddress>\
         <cac:PartyTaxScheme><cbc:CompanyID>DK{cvr}</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>\
         <cac:PartyLegalEntity><cbc:RegistrationName>{name}</cbc:RegistrationName><cbc:CompanyID schemeID=\"0184\">{cvr}</cbc:CompanyID></cac:PartyLegalEntity>\
         </cac:Party></cac:AccountingSupplierParty>",
        cvr = escape(&content.seller_cvr),
        name = escape(&content.seller_name),
        street = escape(&seller_street),
        city = escape(&seller_city),
        postcode = escape(&seller_postcode),
    ));
    // The buyer: by EAN.
    let (street, postcode, city) = address(&content.buyer_address);
    let buyer_name = content.buyer_company.clone().unwrap_or_else(|| content.buyer_name.clone());
    let legal_id = content.buyer_cvr.as_deref().map(|cvr| format!("<cbc:CompanyID schemeID=\"0184\">{}</cbc:CompanyID>", escape(cvr))).unwrap_or_default();
    x.push_str(&format!(
        "<cac:AccountingCustomerParty><cac:Party><cbc:EndpointID schemeID=\"0088\">{ean}</cbc:EndpointID>\
         <cac:PartyName><cbc:Name>{name}</cbc:Name></cac:PartyName>\
         <cac:PostalAddress><cbc:StreetName>{street}</cbc:StreetName><cbc:CityName>{city}</cbc:CityName><cbc:PostalZone>{postcode}</cbc:PostalZone>\
         <cac:Country><cbc:IdentificationCode>DK</cbc:IdentificationCode></cac:Country></cac:PostalAddress>\
         <cac:PartyLegalEntity><cbc:RegistrationName>{name}</cbc:RegistrationName>{legal_id}</cac:PartyLegalEntity>\
         <cac:Contact><cbc:Name>{person}</cbc:Name></cac:Contact>\
         </cac:Party></cac:AccountingCustomerParty>",
        ean = escape(content.buyer_ean.as_deref().unwrap_or_default()),
        name = escape(&buyer_name),
        street = escape(&street),
        city = escape(&city),
        postcode = escape(&postcode),
        person = escape(&content.buyer_name),
    ));
    if invoice {
        x.push_str(&format!("<cac:Delivery><cbc:ActualDeliveryDate>{}</cbc:ActualDeliveryDate></cac:Delivery>", content.delivery_date));
    }
    let (reg, account) = bank(header.bank_account);
    let branch = if reg.is_empty() { String::new() } else { format!("<cac:FinancialInstitutionBranch><cbc:ID>{reg}</cbc:ID></cac:FinancialInstitutionBranch>") };
    x.push_str(&format!(
        "<cac:PaymentMeans><cbc:PaymentMeansCode>42</cbc:PaymentMeansCode><cbc:PaymentID>{number}</cbc:PaymentID>\
         <cac:PayeeFinancialAccount><cbc:ID>{account}</cbc:ID>{branch}</cac:PayeeFinancialAccount></cac:PaymentMeans>",
        number = header.number,
    ));
    x.push_str(&format!("<cac:PaymentTerms><cbc:Note>{}</cbc:Note></cac:PaymentTerms>", escape(header.payment_terms)));
    if content.discount_net > 0 {
        x.push_str(&format!(
            "<cac:AllowanceCharge><cbc:ChargeIndicator>false</cbc:ChargeIndicator><cbc:AllowanceChargeReasonCode>95</cbc:AllowanceChargeReasonCode>\
             <cbc:AllowanceChargeReason>Rabat</cbc:AllowanceChargeReason><cbc:Amount {}</cbc:Amount>{VAT}</cac:AllowanceCharge>",
            money(content.discount_net)
        ));
    }
    x.push_str(&format!(
        "<cac:TaxTotal><cbc:TaxAmount {vat}</cbc:TaxAmount><cac:TaxSubtotal><cbc:TaxableAmount {taxable}</cbc:TaxableAmount>\
         <cbc:TaxAmount {vat}</cbc:TaxAmount>{VAT}</cac:TaxSubtotal></cac:TaxTotal>",
        vat = money(vat),
        taxable = money(taxable),
    ));
    x.push_str(&format!(
        "<cac:LegalMonetaryTotal><cbc:LineExtensionAmount {}</cbc:LineExtensionAmount><cbc:TaxExclusiveAmount {}</cbc:TaxExclusiveAmount>\
         <cbc:TaxInclusiveAmount {}</cbc:TaxInclusiveAmount>{}{}<cbc:PayableAmount {}</cbc:PayableAmount></cac:LegalMonetaryTotal>",
        money(lines_net),
        money(taxable),
        money(inclusive),
        if content.discount_net > 0 { format!("<cbc:AllowanceTotalAmount {}</cbc:AllowanceTotalAmount>", money(content.discount_net)) } else { String::new() },
        if rounding != 0 { format!("<cbc:PayableRoundingAmount {}</cbc:PayableRoundingAmount>", money(rounding)) } else { String::new() },
        money(inclusive + rounding),
    ));
    let (line, quantity) = if invoice { ("InvoiceLine", "InvoicedQuantity") } else { ("CreditNoteLine", "CreditedQuantity") };
    for (i, l) in content.lines.iter().enumerate() {
        x.push_str(&format!(
            "<cac:{line}><cbc:ID>{id}</cbc:ID><cbc:{quantity} unitCode=\"H87\">{q}</cbc:{quantity}><cbc:LineExtensionAmount {net}</cbc:LineExtensionAmount>\
             <cac:Item><cbc:Name>{name}</cbc:Name><cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>25</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory></cac:Item>\
             <cac:Price><cbc:PriceAmount {price}</cbc:PriceAmount></cac:Price></cac:{line}>",
            id = i + 1,
            q = l.quantity,
            net = money(l.quantity * l.unit_net),
            name = escape(&l.description),
            price = money(l.unit_net),
        ));
    }
    x.push_str(&format!("</{root}>\n"));
    x
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_and_bank_details_read_as_the_rules_want() {
        assert_eq!(amount(22700), "227.00");
        assert_eq!(amount(5), "0.05");
        assert_eq!(amount(-1), "-0.01");
        assert_eq!(bank("Reg.nr. 1234 · Kontonr. 0012345678"), ("1234".to_owned(), "0012345678".to_owned()));
        assert_eq!(address(&["Nørrebrogade 10".into(), "2200 København N".into()]), ("Nørrebrogade 10".into(), "2200".into(), "København N".into()));
    }
}
