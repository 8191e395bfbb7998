//! e-conomic's REST API (`https://restapi.e-conomic.com`), as its documentation
//! describes it: two tokens in `X-AppSecretToken` and `X-AgreementGrantToken`; the
//! daybook at `/journals-experimental/{journalNumber}` (the only path its documentation
//! gives for journals); a voucher posted with a `manualCustomerInvoices` entry (the
//! invoice is ours: e-conomic books it, with our number as `customerInvoice`, and
//! issues nothing), and for a card sale a `customerPayments` entry against the clearing
//! account in the same voucher; the PDF as the voucher's file
//! (`…/vouchers/{year}-{voucherNumber}/attachment/file`, multipart). Entries are found
//! again by their text, in the daybook and among the booked entries of the year.

use std::sync::Arc;
use std::time::Duration;

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use tokio::sync::Mutex;

use super::{Booked, BookkeepingSettings, Books, Call, Customer, Fault, Settled, Voucher};
use crate::documents::DocumentKind;
use crate::platform::Secret;

pub struct Economic {
    http: reqwest::Client,
    base: String,
    app_secret: Secret,
    grant: Secret,
    settings: BookkeepingSettings,
    /// One look-up-or-make at a time per customer in this instance (two documents of
    /// one new customer would otherwise make two), different customers at once.
    customers: std::sync::Mutex<std::collections::HashMap<String, Arc<Mutex<()>>>>,
    /// The accounting year of each day asked (a year, once opened, keeps its days).
    years: std::sync::Mutex<std::collections::HashMap<String, String>>,
}

/// A value inside `filter=`, its operators' characters escaped as the API asks.
fn filter_value(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for c in value.chars() {
        if matches!(c, '$' | '(' | ')' | '*' | ',' | '[' | ']') {
            out.push('$');
        }
        out.push(c);
    }
    out
}

/// An accounting year as a path segment (`2025/2026` → `2025_6_2026`).
fn year_segment(year: &str) -> String {
    year.replace('/', "_6_")
}

/// Øre as the API's decimal amount.
fn amount(ore: i64) -> Value {
    json!((ore as f64) / 100.0)
}

/// What the API said went wrong, in a line: its `message` and each property's errors.
fn described(body: &str) -> String {
    let Ok(value) = serde_json::from_str::<Value>(body) else { return body.chars().take(300).collect() };
    let mut parts = Vec::new();
    if let Some(message) = value["message"].as_str() {
        parts.push(message.to_owned());
    }
    fn walk(path: &str, value: &Value, out: &mut Vec<String>) {
        match value {
            Value::Object(map) => {
                if let Some(Value::Array(errors)) = map.get("errors") {
                    for error in errors {
                        if let Some(message) = error["message"].as_str() {
                            out.push(format!("{path}: {message}"));
                        }
                    }
                }
                for (key, inner) in map {
                    if key != "errors" {
                        walk(&if path.is_empty() { key.clone() } else { format!("{path}.{key}") }, inner, out);
                    }
                }
            }
            Value::Array(items) => items.iter().for_each(|item| walk(path, item, out)),
            _ => {}
        }
    }
    walk("", &value["errors"], &mut parts);
    if parts.is_empty() { body.chars().take(300).collect() } else { parts.join("; ") }
}

impl Economic {
    pub fn new(settings: &BookkeepingSettings) -> anyhow::Result<Economic> {
        let token = |value: &Option<Secret>, name: &str| -> anyhow::Result<Secret> {
            value.clone().filter(|s| !s.is_blank()).ok_or_else(|| anyhow::anyhow!("BOOKKEEPING=e-conomic needs {name}"))
        };
        let app_secret = token(&settings.economic_app_secret_token, "ECONOMIC_APP_SECRET_TOKEN")?;
        let grant = token(&settings.economic_agreement_grant_token, "ECONOMIC_AGREEMENT_GRANT_TOKEN")?;
        let http = reqwest::Client::builder()
            .timeout(Duration::from_millis(settings.economic_timeout_ms.max(1)))
            .connect_timeout(Duration::from_millis(settings.economic_timeout_ms.clamp(1, 3000)))
            .build()?;
        Ok(Economic {
            http,
            base: settings.economic_api_base.trim_end_matches('/').to_owned(),
            app_secret,
            grant,
            settings: settings.clone(),
            customers: Default::default(),
            years: Default::default(),
        })
    }

    fn request(&self, method: Method, path: &str) -> reqwest::RequestBuilder {
        self.http
            .request(method, format!("{}{path}", self.base))
            .header("X-AppSecretToken", self.app_secret.expose())
            .header("X-AgreementGrantToken", self.grant.expose())
    }

    /// Sends a request: its JSON body (`Null` when empty), `None` for 404, a fault
    /// for the rest.
    async fn send(&self, request: reqwest::RequestBuilder, what: &str) -> Result<Option<Value>, Fault> {
        let response = request.send().await.map_err(|error| Fault::Passing {
            error: if error.is_timeout() { format!("{what}: e-conomic did not answer in time") } else { format!("{what}: e-conomic unreachable ({error})") },
            after: None,
        })?;
        let status = response.status();
        let retry_after = crate::jobs::retry_after(response.headers());
        let body = response.text().await.map_err(|error| Fault::Passing { error: format!("{what}: the answer was cut off ({error})"), after: None })?;
        match status {
            s if s.is_success() => Ok(Some(if body.trim().is_empty() { Value::Null } else { serde_json::from_str(&body).unwrap_or(Value::Null) })),
            StatusCode::NOT_FOUND => Ok(None),
            StatusCode::UNAUTHORIZED | StatusCode::FORBIDDEN => Err(Fault::Lasting(format!(
                "{what}: e-conomic refused the tokens ({status}): check ECONOMIC_APP_SECRET_TOKEN and ECONOMIC_AGREEMENT_GRANT_TOKEN ({})",
                described(&body)
            ))),
            StatusCode::TOO_MANY_REQUESTS | StatusCode::REQUEST_TIMEOUT | StatusCode::CONFLICT => {
                Err(Fault::Passing { error: format!("{what}: e-conomic answered {status}"), after: retry_after })
            }
            s if s.is_server_error() => Err(Fault::Passing { error: format!("{what}: e-conomic answered {status}: {}", described(&body)), after: retry_after }),
            _ => Err(Fault::Lasting(format!("{what}: e-conomic refused it ({status}): {}", described(&body)))),
        }
    }

    async fn get(&self, path: &str, query: &[(&str, String)], what: &str) -> Result<Option<Value>, Fault> {
        self.send(self.request(Method::GET, path).query(query), what).await
    }

    /// The accounting year a day falls in, as e-conomic names it.
    async fn accounting_year(&self, date: &str) -> Result<String, Fault> {
        if let Some(year) = self.years.lock().expect("years lock").get(date) {
            return Ok(year.clone());
        }
        let year = self.ask_accounting_year(date).await?;
        self.years.lock().expect("years lock").insert(date.to_owned(), year.clone());
        Ok(year)
    }

    async fn ask_accounting_year(&self, date: &str) -> Result<String, Fault> {
        let filter = format!("fromDate$lte:{date}$and:toDate$gte:{date}");
        let found = self.get("/accounting-years", &[("filter", filter)], "the accounting year").await?;
        found
            .as_ref()
            .and_then(|v| v["collection"].as_array())
            .and_then(|years| years.first())
            .and_then(|year| year["year"].as_str())
            .map(str::to_owned)
            .ok_or_else(|| Fault::Lasting(format!("e-conomic has no accounting year for {date}: the bookkeeper must open it")))
    }

    /// The entry with this text, if e-conomic has it: in the daybook, or booked.
    async fn find(&self, text: &str, year: &str) -> Result<Option<Booked>, Fault> {
        let filter = format!("text$eq:{}", filter_value(text));
        let journal = self.settings.economic_journal;
        let drafts = self.get(&format!("/journals-experimental/{journal}/entries"), &[("filter", filter.clone())], "looking for the entry").await?;
        if let Some(entry) = drafts.as_ref().and_then(|v| v["collection"].as_array()).and_then(|entries| entries.first()) {
            let voucher = &entry["voucher"];
            if let Some(number) = voucher["voucherNumber"].as_i64() {
                let year = voucher["accountingYear"]["year"].as_str().unwrap_or(year).to_owned();
                return Ok(Some(Booked { year, voucher: number, closed: false }));
            }
        }
        let booked = self
            .get(&format!("/accounting-years/{}/entries", year_segment(year)), &[("filter", filter)], "looking for the booked entry")
            .await?;
        if let Some(entry) = booked.as_ref().and_then(|v| v["collection"].as_array()).and_then(|entries| entries.first())
            && let Some(number) = entry["voucherNumber"].as_i64()
        {
            return Ok(Some(Booked { year: year.to_owned(), voucher: number, closed: true }));
        }
        Ok(None)
    }

    /// The customer's number: found by CVR, EAN or e-mail, or made.
    async fn customer(&self, customer: &Customer) -> Result<i64, Fault> {
        let who = customer.cvr.clone().or_else(|| customer.ean.clone()).unwrap_or_else(|| customer.email.to_lowercase());
        let lock = self.customers.lock().expect("customers lock").entry(who.clone()).or_default().clone();
        let found = {
            let _one_at_a_time = lock.lock().await;
            self.find_or_make_customer(customer).await
        };
        // Nobody else waits for this customer: its lock goes.
        let mut locks = self.customers.lock().expect("customers lock");
        if locks.get(&who).is_some_and(|l| Arc::strong_count(l) <= 2) {
            locks.remove(&who);
        }
        found
    }

    async fn find_or_make_customer(&self, customer: &Customer) -> Result<i64, Fault> {
        let mut by = Vec::new();
        if let Some(cvr) = &customer.cvr {
            by.push(format!("corporateIdentificationNumber$eq:{}", filter_value(cvr)));
        }
        if let Some(ean) = &customer.ean {
            by.push(format!("ean$eq:{}", filter_value(ean)));
        }
        if !customer.email.is_empty() {
            by.push(format!("email$eq:{}", filter_value(&customer.email)));
        }
        for filter in by {
            let found = self.get("/customers", &[("filter", filter)], "looking for the customer").await?;
            if let Some(number) = found
                .as_ref()
                .and_then(|v| v["collection"].as_array())
                .and_then(|c| c.iter().find(|c| c["barred"].as_bool() != Some(true)))
                .and_then(|c| c["customerNumber"].as_i64())
            {
                return Ok(number);
            }
        }
        let s = &self.settings;
        let mut body = json!({
            "name": customer.name.chars().take(255).collect::<String>(),
            "currency": "DKK",
            "customerGroup": { "customerGroupNumber": s.economic_customer_group },
            "paymentTerms": { "paymentTermsNumber": s.economic_payment_terms },
            "vatZone": { "vatZoneNumber": s.economic_vat_zone },
        });
        let mut put = |key: &str, value: &str, max: usize| {
            if !value.trim().is_empty() {
                body[key] = json!(value.trim().chars().take(max).collect::<String>());
            }
        };
        put("email", &customer.email, 255);
        put("address", &customer.address, 510);
        put("zip", &customer.postcode, 30);
        put("city", &customer.city, 50);
        put("corporateIdentificationNumber", customer.cvr.as_deref().unwrap_or(""), 40);
        put("ean", customer.ean.as_deref().unwrap_or(""), 40);
        if !customer.address.is_empty() {
            body["country"] = json!("Danmark");
        }
        let made = self.send(self.request(Method::POST, "/customers").json(&body), "making the customer").await?;
        made.as_ref()
            .and_then(|v| v["customerNumber"].as_i64())
            .ok_or_else(|| Fault::Passing { error: "making the customer: e-conomic answered without a customer number".into(), after: None })
    }

    /// The voucher's entries: the customer's invoice (a credit note's with a minus),
    /// and for a card sale the payment against the clearing account.
    fn entries(&self, voucher: &Voucher, customer: i64) -> Value {
        let s = &self.settings;
        let sign = if voucher.kind == DocumentKind::CreditNote { -1 } else { 1 };
        // A credit note carries its invoice's number, so that the two meet on the customer.
        let invoice_number = voucher.corrects.unwrap_or(voucher.number);
        let mut invoice = json!({
            "customer": { "customerNumber": customer },
            "customerInvoice": invoice_number,
            "amount": amount(sign * voucher.gross),
            "currency": { "code": voucher.currency },
            "date": voucher.date,
            "text": voucher.text,
            "contraAccount": { "accountNumber": s.economic_sales_account },
            "contraVatAccount": { "vatCode": s.economic_vat_code },
            "contraVatAmount": amount(sign * voucher.vat),
        });
        if voucher.kind == DocumentKind::Invoice {
            invoice["dueDate"] = json!(voucher.due_date);
        }
        let mut entries = json!({ "manualCustomerInvoices": [invoice] });
        if voucher.settled == Settled::Card {
            let text = match voucher.kind {
                DocumentKind::Invoice => format!("Betaling, faktura {}", voucher.number),
                DocumentKind::CreditNote => format!("Tilbagebetaling, kreditnota {}", voucher.number),
            };
            entries["customerPayments"] = json!([{
                "customer": { "customerNumber": customer },
                "customerInvoice": invoice_number,
                "amount": amount(-sign * voucher.gross),
                "currency": { "code": voucher.currency },
                "date": voucher.date,
                "text": text,
                "contraAccount": { "accountNumber": s.economic_clearing_account },
            }]);
        }
        entries
    }

    async fn book_voucher(&self, voucher: &Voucher, look_first: bool) -> Result<Booked, Fault> {
        let year = self.accounting_year(&voucher.date).await?;
        if look_first && let Some(found) = self.find(&voucher.text, &year).await? {
            tracing::info!(number = voucher.number, voucher = found.label(), "e-conomic has the entry already");
            return Ok(found);
        }
        let customer = self.customer(&voucher.customer).await?;
        let journal = self.settings.economic_journal;
        let body = json!({
            "accountingYear": { "year": year },
            "journal": { "journalNumber": journal },
            "entries": self.entries(voucher, customer),
        });
        let made = self
            .send(self.request(Method::POST, &format!("/journals-experimental/{journal}/vouchers")).json(&body), "booking the voucher")
            .await?
            .unwrap_or(Value::Null);
        // One voucher, answered as an object (or a list of one, as bulk creation does).
        let made = if let Value::Array(mut list) = made { list.drain(..).next().unwrap_or(Value::Null) } else { made };
        let number = made["voucherNumber"]
            .as_i64()
            .ok_or_else(|| Fault::Passing { error: "booking the voucher: e-conomic answered without a voucher number".into(), after: None })?;
        let year = made["accountingYear"]["year"].as_str().map(str::to_owned).unwrap_or(year);
        Ok(Booked { year, voucher: number, closed: false })
    }

    async fn attach_file(&self, booked: &Booked, voucher: &Voucher, look_first: bool) -> Result<(), Fault> {
        let path = format!(
            "/journals-experimental/{}/vouchers/{}-{}/attachment",
            self.settings.economic_journal,
            year_segment(&booked.year),
            booked.voucher
        );
        // Attached by an attempt whose answer was lost: nothing to do.
        if look_first
            && let Some(existing) = self.get(&path, &[], "looking for the voucher's file").await?
            && (existing["pages"].as_i64().unwrap_or(0) > 0 || existing["file"].is_string())
        {
            return Ok(());
        }
        let part = reqwest::multipart::Part::bytes(voucher.pdf.clone())
            .file_name(voucher.file_name.clone())
            .mime_str("application/pdf")
            .expect("a valid type");
        let form = reqwest::multipart::Form::new().part("", part);
        self.send(self.request(Method::POST, &format!("{path}/file")).multipart(form), "attaching the PDF").await?;
        Ok(())
    }

    async fn check_all(&self) -> Result<(), Fault> {
        let s = &self.settings;
        let missing = |setting: &str, value: String, what: &str| {
            Fault::Lasting(format!("{setting}={value}: e-conomic's agreement has no {what} {value}"))
        };
        let journal = s.economic_journal;
        self.get(&format!("/journals-experimental/{journal}"), &[], "the journal")
            .await?
            .ok_or_else(|| missing("ECONOMIC_JOURNAL", journal.to_string(), "journal"))?;
        let mut accounts = vec![
            ("ECONOMIC_SALES_ACCOUNT", s.economic_sales_account),
            ("ECONOMIC_CLEARING_ACCOUNT", s.economic_clearing_account),
            ("ECONOMIC_BANK_ACCOUNT", s.economic_bank_account),
        ];
        if let Some(account) = s.economic_sales_no_vat_account {
            accounts.push(("ECONOMIC_SALES_NO_VAT_ACCOUNT", account));
        }
        for (setting, number) in accounts {
            let account =
                self.get(&format!("/accounts/{number}"), &[], "an account").await?.ok_or_else(|| missing(setting, number.to_string(), "account"))?;
            if account["barred"].as_bool() == Some(true) {
                return Err(Fault::Lasting(format!("{setting}={number}: the account is barred in e-conomic")));
            }
        }
        let code = &s.economic_vat_code;
        let vat = self
            .get(&format!("/vat-accounts/{}", urlencoding_segment(code)), &[], "the VAT code")
            .await?
            .ok_or_else(|| missing("ECONOMIC_VAT_CODE", code.clone(), "VAT code"))?;
        if let Some(rate) = vat["ratePercentage"].as_f64()
            && (rate - crate::documents::VAT_PERCENT as f64).abs() > 0.001
        {
            return Err(Fault::Lasting(format!("ECONOMIC_VAT_CODE={code}: its rate is {rate} %, not {} %", crate::documents::VAT_PERCENT)));
        }
        for (setting, path, number, what) in [
            ("ECONOMIC_CUSTOMER_GROUP", "/customer-groups", s.economic_customer_group, "customer group"),
            ("ECONOMIC_PAYMENT_TERMS", "/payment-terms", s.economic_payment_terms, "payment terms"),
            ("ECONOMIC_VAT_ZONE", "/vat-zones", s.economic_vat_zone, "VAT zone"),
        ] {
            self.get(&format!("{path}/{number}"), &[], what).await?.ok_or_else(|| missing(setting, number.to_string(), what))?;
        }
        Ok(())
    }
}

/// A path segment with what a URL path cannot hold escaped.
fn urlencoding_segment(text: &str) -> String {
    url::form_urlencoded::byte_serialize(text.as_bytes()).collect::<String>().replace('+', "%20")
}

impl Books for Economic {
    fn system(&self) -> &'static str {
        "e-conomic"
    }

    fn check(&self) -> Call<'_, ()> {
        Box::pin(self.check_all())
    }

    fn book<'a>(&'a self, voucher: &'a Voucher, look_first: bool) -> Call<'a, Booked> {
        Box::pin(self.book_voucher(voucher, look_first))
    }

    fn attach<'a>(&'a self, booked: &'a Booked, voucher: &'a Voucher, look_first: bool) -> Call<'a, ()> {
        Box::pin(self.attach_file(booked, voucher, look_first))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn filter_values_escape_the_operators_characters() {
        assert_eq!(filter_value("Faktura 12, ordre 1042"), "Faktura 12$, ordre 1042");
        assert_eq!(filter_value("a$b(c)*[d]"), "a$$b$(c$)$*$[d$]");
        assert_eq!(filter_value("kunde@example.dk"), "kunde@example.dk");
    }

    #[test]
    fn errors_are_read_as_the_api_annotates_them() {
        let body = r#"{"message":"Validation error.","errors":{"entries":{"manualCustomerInvoices":[{"arrayIndex":0,"contraAccount":{"errors":[{"errorCode":"E1","message":"Account not found."}]}}]}}}"#;
        assert_eq!(described(body), "Validation error.; entries.manualCustomerInvoices.contraAccount: Account not found.");
        assert_eq!(described("plain"), "plain");
        assert_eq!(year_segment("2025/2026"), "2025_6_2026");
    }
}
