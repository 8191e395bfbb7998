//! `/fortryd`: the withdrawal function. Reached from an order's page ("Fortryd købet
//! her", `?order=…&key=…`: the statement at once) or from every page's footer ("Fortryd
//! et køb": the order's number and the e-mail it was placed with, nothing more). Two
//! plain forms that post to this page and work without JavaScript: the statement
//! (name, the lines, each with a checkbox to leave it out and its quantity, all by
//! default, the e-mail to answer to, an optional reason), then "Bekræft fortrydelse", which stores it and leads to its
//! acknowledgement (`?done=…`, the same link as the mail's). An order that cannot be
//! found gets the same answer whether its number exists or not, and look-ups are
//! rate-limited.

use super::prelude::*;
use crate::i18n::{Lang, Text};
use crate::pages::page::{ActionContext, IntoLoaded, Unreadable};
use crate::shop::orders::Found;
use crate::withdrawal::{OpenLine, Refusal, Statement, Withdrawal, WithdrawnLine, new_submission_key};

/// Which step the page shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum WithdrawalStep {
    /// The order's number and e-mail.
    Find,
    /// The statement to confirm.
    Statement,
    /// The acknowledgement.
    Done,
    /// Nothing to withdraw: the period ended, everything is withdrawn, or the order
    /// was cancelled.
    Closed,
}

/// What the find form holds.
#[derive(Debug, Clone, Default, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename = "WithdrawalFindValues")]
pub struct FindValues {
    pub order: String,
    pub email: String,
}

/// A line of the statement form.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct StatementLine {
    #[serde(flatten)]
    pub line: OpenLine,
    /// The quantity the form shows (all that is left by default, or what was sent).
    pub quantity: i64,
    /// Its checkbox (`line-{line}`) is ticked: every line by default; unticked, the
    /// line is left out whatever its quantity says.
    pub chosen: bool,
}

/// The statement form.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct StatementView {
    pub order_number: String,
    /// "22. november 2026".
    pub ordered_on: String,
    /// How the form proves it may withdraw: the guest link's key, or the e-mail the
    /// order was placed with (from the footer's form); neither for its signed-in owner.
    pub key: Option<String>,
    pub order_email: Option<String>,
    /// The form's own key: a second press stores nothing more.
    pub submission: String,
    pub name: String,
    pub email: String,
    pub reason: String,
    pub lines: Vec<StatementLine>,
    /// Placed through Shopify's checkout: refunded there.
    pub shopify: bool,
    /// The period's last day, "10. december 2026", once it runs.
    pub ends_on: Option<String>,
    /// Earlier statements of this order.
    pub earlier: Vec<EarlierStatement>,
}

/// A statement sent before, as the order's pages show it.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct EarlierStatement {
    pub reference: String,
    /// "28. november 2026 kl. 16:03".
    pub received: String,
    pub lines: Vec<WithdrawnLine>,
    /// `new`, `received`, `refunded`, or `credited` (settled by a credit note: the
    /// order was not paid, so nothing was paid back).
    pub state: String,
}

/// The acknowledgement.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct DoneView {
    pub reference: String,
    pub order_number: String,
    pub received: String,
    pub name: String,
    pub email: String,
    pub reason: Option<String>,
    pub lines: Vec<WithdrawnLine>,
    /// The statement's words as stored.
    pub statement: String,
    /// What happens next, in the visitor's language.
    pub next_steps: Vec<String>,
    pub state: crate::withdrawal::WithdrawalState,
}

/// Why there is nothing to withdraw.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ClosedView {
    pub order_number: String,
    /// `ended`, `withdrawn`, `cancelled`.
    pub why: String,
    /// The period's last day, "10. december 2026" (`ended`).
    pub ended_on: Option<String>,
    pub earlier: Vec<EarlierStatement>,
}

/// `/fortryd`.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct WithdrawalData {
    pub step: WithdrawalStep,
    pub values: FindValues,
    /// Field -> message, in the visitor's language.
    pub errors: BTreeMap<String, String>,
    /// A message about the whole form, in the visitor's language.
    pub notice: Option<String>,
    pub statement: Option<StatementView>,
    pub done: Option<DoneView>,
    pub closed: Option<ClosedView>,
}

impl WithdrawalData {
    fn find(values: FindValues, notice: Option<String>) -> WithdrawalData {
        WithdrawalData { step: WithdrawalStep::Find, values, errors: BTreeMap::new(), notice, statement: None, done: None, closed: None }
    }
}

fn t(pages: &Pages, lang: Lang, text: Text) -> String {
    text.format(&pages.catalog, lang)
}

pub fn earlier(pages: &Pages, withdrawals: &[Withdrawal], lang: Lang) -> Vec<EarlierStatement> {
    withdrawals
        .iter()
        .map(|w| EarlierStatement {
            reference: w.reference.clone(),
            received: pages.withdrawals.received_label(&w.received_at, lang),
            lines: w.lines.clone(),
            state: if w.refund_method == Some(crate::withdrawal::RefundMethod::Credit) { "credited".to_owned() } else { w.state.code().to_owned() },
        })
        .collect()
}

/// How the statement form proves access.
#[derive(Debug, Clone, Default)]
struct Access {
    key: Option<String>,
    order_email: Option<String>,
}

/// The statement form for `found` (or why there is nothing to withdraw), with what was
/// sent kept and the server's messages.
#[allow(clippy::too_many_arguments)]
async fn statement_page(
    pages: &Pages,
    lang: Lang,
    found: &Found,
    access: Access,
    sent: Option<&Statement>,
    ticked: Option<&[usize]>,
    errors: BTreeMap<String, String>,
    notice: Option<String>,
    status: StatusCode,
) -> Result<Loaded, PageError> {
    let withdrawals = &pages.withdrawals;
    let order = &found.order;
    let earlier_ones = withdrawals.of_order(&order.order_number).await.or_page("an order's withdrawals", NoData {})?;
    let open = crate::withdrawal::Withdrawals::open_lines(order, &earlier_ones);
    let period = withdrawals.period(order);
    let today = pages.withdrawals.payments.clock.copenhagen_today();
    let why = if order.status == "cancelled" {
        Some("cancelled")
    } else if !period.open_on(today) {
        Some("ended")
    } else if open.iter().all(|l| l.remaining == 0) {
        Some("withdrawn")
    } else {
        None
    };
    if let Some(why) = why {
        let closed = ClosedView {
            order_number: order.order_number.clone(),
            why: why.to_owned(),
            ended_on: period.ends_on.map(|d| crate::i18n::format::long_date(d, lang)),
            earlier: earlier(pages, &earlier_ones, lang),
        };
        let data = WithdrawalData { step: WithdrawalStep::Closed, closed: Some(closed), notice, ..WithdrawalData::find(FindValues::default(), None) };
        return Ok(Loaded::with(status, data));
    }
    let sent_quantity = |line: usize| -> Option<i64> {
        let sent = sent?;
        Some(sent.quantities.iter().find(|(l, _)| *l == line).and_then(|(_, q)| q.trim().parse().ok()).unwrap_or(0))
    };
    let lines = open
        .into_iter()
        .filter(|l| l.remaining > 0)
        .map(|line| {
            let chosen = ticked.is_none_or(|ticked| ticked.contains(&line.line));
            // A line left out keeps the number it had (all that is left if it had
            // none), so ticking it again chooses something.
            let quantity = match sent_quantity(line.line) {
                Some(0) | None if !chosen => line.remaining,
                sent => sent.unwrap_or(line.remaining),
            };
            StatementLine { quantity: quantity.clamp(0, line.remaining), chosen, line }
        })
        .collect();
    let view = StatementView {
        order_number: order.order_number.clone(),
        ordered_on: crate::i18n::format::date(&order.created_at, lang),
        key: access.key,
        order_email: access.order_email,
        submission: sent.map(|s| s.submission.clone()).filter(|s| !s.is_empty()).unwrap_or_else(new_submission_key),
        name: sent.map(|s| s.name.clone()).unwrap_or_else(|| found.full_name.clone()),
        email: sent.map(|s| s.email.clone()).unwrap_or_else(|| found.email.clone()),
        reason: sent.and_then(|s| s.reason.clone()).unwrap_or_default(),
        lines,
        shopify: order.shopify_order_number.is_some(),
        ends_on: period.ends_on.map(|d| crate::i18n::format::long_date(d, lang)),
        earlier: earlier(pages, &earlier_ones, lang),
    };
    let data = WithdrawalData { step: WithdrawalStep::Statement, statement: Some(view), errors, notice, ..WithdrawalData::find(FindValues::default(), None) };
    Ok(Loaded::with(status, data))
}

/// The acknowledgement of a stored statement.
async fn done_page(pages: &Pages, lang: Lang, withdrawal: Withdrawal) -> Result<Loaded, PageError> {
    let found = crate::shop::orders::by_number(&pages.accounts.db, &withdrawal.order_number).await.or_page("a withdrawal's order", NoData {})?;
    let Some(found) = found else { return Ok(Loaded::not_found()) };
    let next_steps = pages.withdrawals.next_steps(&found.order, &withdrawal).into_iter().map(|step| t(pages, lang, step)).collect();
    let done = DoneView {
        reference: withdrawal.reference.clone(),
        order_number: withdrawal.order_number.clone(),
        received: pages.withdrawals.received_label(&withdrawal.received_at, lang),
        name: withdrawal.name.clone(),
        email: withdrawal.email.clone(),
        reason: withdrawal.reason.clone(),
        lines: withdrawal.lines.clone(),
        statement: withdrawal.statement.clone(),
        next_steps,
        state: withdrawal.state,
    };
    Ok(Loaded::ok(WithdrawalData { step: WithdrawalStep::Done, done: Some(done), ..WithdrawalData::find(FindValues::default(), None) }))
}

/// `/fortryd`, `/fortryd?order=…&key=…` (from the order's page), `/fortryd?done=…`.
pub async fn load(cx: &LoadContext<'_>) -> Result<Loaded, PageError> {
    let (pages, lang) = (cx.pages, cx.lang);
    if let Some(done) = cx.query_param("done").filter(|d| !d.is_empty()) {
        return match pages.withdrawals.by_key(&done).await.or_page("a withdrawal", NoData {})? {
            Some(withdrawal) => done_page(pages, lang, withdrawal).await,
            None => Ok(Loaded::with(
                StatusCode::NOT_FOUND,
                WithdrawalData::find(FindValues::default(), Some(t(pages, lang, Text::new("withdrawal-done-unknown")))),
            )),
        };
    }
    let number = cx.query_param("order").unwrap_or_default().trim().to_uppercase();
    let key = cx.query_param("key").filter(|k| !k.is_empty());
    let values = FindValues { order: number.clone(), email: cx.user.map(|u| u.email.clone()).unwrap_or_default() };
    if !number.is_empty() && (key.is_some() || cx.user.is_some()) {
        let found = crate::shop::orders::by_number(&pages.accounts.db, &number).await.or_page("an order", NoData {})?;
        if let Some(found) = found.filter(|f| f.may_see(cx.user.map(|u| u.id.as_str()), key.as_deref())) {
            let access = Access { key, order_email: None };
            return statement_page(pages, lang, &found, access, None, None, BTreeMap::new(), None, StatusCode::OK).await;
        }
    }
    Ok(Loaded::ok(WithdrawalData::find(values, None)))
}

/// What the page's forms send.
#[derive(Debug, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
struct WithdrawalForm {
    intent: Intent,
    #[serde(default)]
    order: String,
    #[serde(default)]
    email: String,
    #[serde(default)]
    key: Option<String>,
    #[serde(default)]
    order_email: Option<String>,
    #[serde(default)]
    name: String,
    #[serde(default)]
    reason: Option<String>,
    #[serde(default)]
    submission: String,
    /// The statement form's lines come with checkboxes (`line-{line}`): a line whose
    /// box is not ticked is left out. Without it (a client that sends quantities
    /// only), every `qty-{line}` counts as sent.
    #[serde(default, deserialize_with = "crate::pages::fields::checked")]
    choose: bool,
    /// `qty-{line}`: each line's quantity; `line-{line}`: its checkbox, when ticked.
    #[serde(flatten)]
    rest: BTreeMap<String, serde_json::Value>,
}

/// The lines a statement form sends: (line, quantity as typed) for each `qty-{line}`,
/// by line, and with `choose` the lines whose checkbox was ticked (any other line
/// counts as 0). `Err` names a field that is not a line's.
#[allow(clippy::type_complexity)]
fn chosen_lines(rest: &BTreeMap<String, serde_json::Value>, choose: bool) -> Result<(Vec<(usize, String)>, Option<Vec<usize>>), String> {
    let line_of = |name: &str, prefix: &str| -> Result<Option<usize>, String> {
        match name.strip_prefix(prefix) {
            None => Ok(None),
            Some(line) => line.parse::<usize>().map(Some).map_err(|_| format!("the field {name}")),
        }
    };
    let mut ticked = Vec::new();
    let mut quantities = Vec::new();
    for (name, value) in rest {
        if let Some(line) = line_of(name, "line-")? {
            ticked.push(line);
        } else if let Some(line) = line_of(name, "qty-")? {
            let text = value.as_str().map(str::to_owned).unwrap_or_else(|| "x".to_owned());
            quantities.push((line, text));
        }
    }
    quantities.sort_by_key(|(line, _)| *line);
    ticked.sort_unstable();
    Ok((quantities, choose.then_some(ticked)))
}

#[derive(Debug, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
enum Intent {
    /// The footer's form: the order by number and e-mail.
    Find,
    /// "Bekræft fortrydelse".
    Confirm,
}

/// `POST /fortryd`: `intent=find` (number and e-mail: the statement, or the same "not
/// found" whichever part was wrong; rate-limited) or `intent=confirm` (the statement:
/// stored and acknowledged, then the acknowledgement's page; else the form again
/// with why, nothing stored).
pub async fn act(cx: &ActionContext<'_>) -> Result<Loaded, Unreadable> {
    let form: WithdrawalForm = cx.fields()?;
    let (pages, lang) = (cx.pages, cx.lang);
    let failed = || {
        let notice = t(pages, lang, Text::new("withdrawal-failed"));
        Ok(Loaded::with(StatusCode::SERVICE_UNAVAILABLE, WithdrawalData::find(FindValues::default(), Some(notice))))
    };
    // An order that cannot be found: one answer, whatever was wrong.
    let not_found = |values: FindValues| {
        let notice = t(pages, lang, Text::new("withdrawal-not-found").arg("email", pages.site.email.as_str()));
        Loaded::with(StatusCode::UNPROCESSABLE_ENTITY, WithdrawalData::find(values, Some(notice)))
    };
    let number = form.order.trim().to_uppercase();
    // Who may withdraw: the signed-in owner, the guest link's key, or (rate-limited)
    // the order's number with its e-mail.
    let by_email = match &form.intent {
        Intent::Find => Some(form.email.clone()),
        Intent::Confirm => form.order_email.clone().filter(|e| !e.trim().is_empty()),
    };
    let mut found = None;
    if let Some(email) = &by_email {
        let values = FindValues { order: form.order.trim().to_owned(), email: email.trim().to_owned() };
        let mut errors = BTreeMap::new();
        if values.order.is_empty() {
            errors.insert("order".to_owned(), t(pages, lang, Text::new("withdrawal-order-required")));
        }
        if values.email.is_empty() {
            errors.insert("email".to_owned(), t(pages, lang, Text::new("withdrawal-email-required")));
        }
        if !errors.is_empty() {
            let data = WithdrawalData { errors, ..WithdrawalData::find(values, Some(t(pages, lang, Text::new("validation-invalid")))) };
            return Ok(Loaded::with(StatusCode::UNPROCESSABLE_ENTITY, data));
        }
        match pages.withdrawals.reserve_find(&cx.client.0, &number).await {
            Ok(count) if !count.allowed => {
                let notice = t(pages, lang, Text::new("checkout-rate-limited").arg("minutes", count.minutes() as i64));
                return Ok(Loaded::with(StatusCode::TOO_MANY_REQUESTS, WithdrawalData::find(values, Some(notice))));
            }
            Ok(_) => {}
            Err(error) => {
                tracing::error!(%error, "withdrawal look-up limit");
                return failed();
            }
        }
        match pages.withdrawals.find(&number, email).await {
            Ok(Some(order)) => found = Some(order),
            // The same words whether the number exists or the e-mail is another's.
            Ok(None) => return Ok(not_found(values)),
            Err(error) => {
                tracing::error!(%error, "withdrawal look-up");
                return failed();
            }
        }
    } else if let Ok(Some(order)) = crate::shop::orders::by_number(&pages.accounts.db, &number).await {
        let key = form.key.as_deref().filter(|k| !k.is_empty());
        if order.may_see(cx.user.map(|u| u.id.as_str()), key) {
            found = Some(order);
        }
    }
    let Some(found) = found else {
        // A key or session that does not fit: the footer's form, as if nothing was known.
        return Ok(not_found(FindValues { order: number, email: String::new() }));
    };
    let access = Access {
        key: form.key.clone().filter(|k| !k.is_empty()),
        order_email: by_email.map(|e| e.trim().to_owned()),
    };
    if let Intent::Find = form.intent {
        return Ok(statement_page(pages, lang, &found, access, None, None, BTreeMap::new(), None, StatusCode::OK).await.into_loaded());
    }
    let (sent, ticked) = chosen_lines(&form.rest, form.choose).map_err(|field| Unreadable(serde::de::Error::custom(field)))?;
    // What the form showed, for the form again; what is stored counts a line left out as 0.
    let shown = Statement { name: form.name.clone(), email: form.email.clone(), reason: form.reason.clone(), quantities: sent, submission: form.submission.clone() };
    let quantities = shown
        .quantities
        .iter()
        .map(|(line, text)| (*line, if ticked.as_ref().is_some_and(|t| !t.contains(line)) { "0".to_owned() } else { text.clone() }))
        .collect();
    let statement = Statement { quantities, ..shown.clone() };
    match pages.withdrawals.submit(&found, &statement, lang).await {
        Ok(submitted) => {
            let _ = submitted.withdrawal;
            Ok(Loaded::Redirect(format!("/fortryd?done={}", statement.submission)))
        }
        Err(Refusal::Fields(errors)) => {
            let words = errors.in_words(&pages.catalog, lang);
            let notice = words.get("lines").or(words.get("form")).cloned().unwrap_or_else(|| t(pages, lang, Text::new("validation-invalid")));
            let page = statement_page(pages, lang, &found, access, Some(&shown), ticked.as_deref(), words, Some(notice), StatusCode::UNPROCESSABLE_ENTITY).await;
            Ok(page.into_loaded())
        }
        Err(Refusal::Ended(_) | Refusal::AllWithdrawn | Refusal::Cancelled) => {
            let page = statement_page(pages, lang, &found, access, Some(&shown), ticked.as_deref(), BTreeMap::new(), None, StatusCode::CONFLICT).await;
            Ok(page.into_loaded())
        }
        Err(Refusal::Database(error)) => {
            tracing::error!(%error, "storing a withdrawal");
            failed()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::chosen_lines;
    use serde_json::{Value, json};
    use std::collections::BTreeMap;

    fn form(fields: Value) -> BTreeMap<String, Value> {
        serde_json::from_value(fields).unwrap()
    }

    #[test]
    fn the_ticked_lines_are_told_with_the_quantities() {
        // Line 1's box unticked (its quantity still sent, as without the page's script).
        let rest = form(json!({ "qty-0": "2", "qty-1": "1", "line-0": "yes" }));
        let (quantities, ticked) = chosen_lines(&rest, true).unwrap();
        assert_eq!(quantities, vec![(0, "2".to_owned()), (1, "1".to_owned())]);
        assert_eq!(ticked, Some(vec![0]));
    }

    #[test]
    fn no_box_ticked_chooses_no_line() {
        let rest = form(json!({ "qty-0": "2", "qty-1": "1" }));
        assert_eq!(chosen_lines(&rest, true).unwrap().1, Some(vec![]));
    }

    #[test]
    fn a_form_without_checkboxes_counts_every_quantity() {
        let rest = form(json!({ "qty-0": "2", "qty-1": "0" }));
        let (quantities, ticked) = chosen_lines(&rest, false).unwrap();
        assert_eq!(quantities, vec![(0, "2".to_owned()), (1, "0".to_owned())]);
        assert_eq!(ticked, None);
    }

    #[test]
    fn a_field_that_is_no_line_is_refused() {
        assert!(chosen_lines(&form(json!({ "qty-x": "1" })), false).is_err());
        assert!(chosen_lines(&form(json!({ "line-x": "yes", "qty-0": "1" })), true).is_err());
    }
}
