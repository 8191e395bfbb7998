//! Booking a time, on SQLite and PostgreSQL: slots in Copenhagen time across the
//! summer-time changes, Easter and Kristi himmelfart 2027, the service area, the least
//! notice on a moved clock; twenty
//! bookings of one slot at once make one; a cancelled booking frees its slot; the
//! mails carry a calendar invitation that a calendar program reads at the right local
//! time, moved and cancelled under the same UID; the reminder goes once with two
//! instances; the back office's week, cancel and blocks.

use serde_json::{Value, json};

use crate::helpers::{Backend, TestApp, eventually, spawn_app_with, spawn_instance_with_state};
use crate::smtp::{Mail, link, parse_calendar};

async fn app_booking_far_ahead(backend: Backend) -> Option<TestApp> {
    spawn_app_with(backend, |args| {
        args.booking.booking_days_ahead = 500;
        args.trusted_proxies = Some("127.0.0.1".into());
    })
    .await
}

async fn slots(app: &TestApp, kind: &str, from: &str, days: i64) -> Vec<String> {
    let body: Value = app.get(&format!("/api/booking/slots?kind={kind}&from={from}&days={days}")).await.json().await.unwrap();
    body["slots"].as_array().unwrap().iter().map(|s| s["start"].as_str().unwrap().to_owned()).collect()
}

fn call_at(start: &str) -> Value {
    json!({"kind": "call", "start": start, "name": "Mette Hansen", "email": "mette@example.dk", "phone": "12345678"})
}

async fn book(app: &TestApp, body: &Value, from: u32) -> reqwest::Response {
    app.visitor_on(reqwest::Client::new())
        .post("/api/booking")
        .header("x-forwarded-for", format!("198.51.100.{}", from % 250 + 1))
        .json(body)
        .send()
        .await
        .unwrap()
}

async fn slots_follow_copenhagens_calendar(backend: Backend) {
    let Some(app) = app_booking_far_ahead(backend).await else { return };
    // Skærtorsdag, langfredag, the Easter weekend and 2. påskedag 2027 are closed; on
    // Tuesday 30 March it is summer time: 08:00 in Copenhagen is +02:00.
    let visits = slots(&app, "visit", "2027-03-25", 6).await;
    assert_eq!(visits.len(), 8, "{visits:?}");
    assert_eq!(visits[0], "2027-03-30T08:00:00+02:00");
    assert_eq!(visits[7], "2027-03-30T15:00:00+02:00");
    assert_eq!(slots(&app, "visit", "2027-03-22", 1).await[0], "2027-03-22T08:00:00+01:00", "winter time the week before");
    // Autumn: the last Sunday of October 2027 is the 31st.
    assert_eq!(slots(&app, "visit", "2027-10-29", 1).await[0], "2027-10-29T08:00:00+02:00");
    assert_eq!(slots(&app, "visit", "2027-11-01", 1).await[0], "2027-11-01T08:00:00+01:00");
    // Kristi himmelfartsdag (Easter + 39 days) and a weekend: nothing.
    assert!(slots(&app, "call", "2027-05-06", 1).await.is_empty());
    assert!(slots(&app, "call", "2027-05-08", 2).await.is_empty());
    // Calls: ten minutes from 08:00 to 17:00, 54 a day.
    let calls = slots(&app, "call", "2027-05-07", 1).await;
    assert_eq!((calls.len(), calls[1].as_str()), (54, "2027-05-07T08:10:00+02:00"));
    // The service area of a visit.
    let outside = book(&app, &json!({"kind": "visit", "start": "2027-03-30T08:00:00+02:00", "name": "Jens", "email": "jens@example.dk",
        "phone": "12345678", "address": "Strandvejen 1", "postcode": "8000"}), 1).await;
    assert_eq!(outside.status(), 422);
    let body: Value = outside.json().await.unwrap();
    assert!(body["fields"]["postcode"].as_str().unwrap().contains("København"), "{body}");
    let inside = book(&app, &json!({"kind": "visit", "start": "2027-03-30T08:00:00+02:00", "name": "Jens", "email": "jens@example.dk",
        "phone": "12345678", "address": "Strandvejen 1", "postcode": "2900"}), 2).await;
    assert_eq!(inside.status(), 201);
    assert_eq!(slots(&app, "visit", "2027-03-30", 1).await.len(), 7, "the booked hour is gone");
    // A time the calendar does not offer (Kristi himmelfartsdag): not bookable, not taken.
    assert_eq!(book(&app, &call_at("2027-05-06T10:00:00+02:00"), 3).await.status(), 422);
}

async fn one_slot_is_booked_once_and_a_cancellation_frees_it(backend: Backend) {
    let Some(app) = app_booking_far_ahead(backend).await else { return };
    let start = "2027-05-07T10:00:00+02:00";
    let mut attempts = tokio::task::JoinSet::new();
    for i in 0..20u32 {
        let (visitor, body) = (app.visitor_on(reqwest::Client::new()), call_at(start));
        attempts.spawn(async move {
            let response = visitor
                .post("/api/booking")
                .header("x-forwarded-for", format!("203.0.113.{}", i + 1))
                .json(&body)
                .send()
                .await
                .unwrap();
            (response.status().as_u16(), response.json::<Value>().await.unwrap())
        });
    }
    let answers = attempts.join_all().await;
    let booked: Vec<&Value> = answers.iter().filter(|(s, _)| *s == 201).map(|(_, b)| b).collect();
    assert_eq!(booked.len(), 1, "{answers:?}");
    assert_eq!(answers.iter().filter(|(s, _)| *s == 409).count(), 19);
    let refused = answers.iter().find(|(s, _)| *s == 409).unwrap();
    assert!(!refused.1["nextSlots"].as_array().unwrap().is_empty(), "the next free ones are offered");
    let rows: i64 = sqlx::query_scalar("select count(*) from bookings").fetch_one(&app.state.db).await.unwrap();
    assert_eq!(rows, 1);
    assert!(!slots(&app, "call", "2027-05-07", 1).await.contains(&start.to_owned()));

    let reference = booked[0]["reference"].as_str().unwrap();
    let token = token_of(booked[0]);
    let wrong = reqwest::Client::new()
        .post(app.url(&format!("/api/booking/{reference}/cancel?token=wrong")))
        .send()
        .await
        .unwrap();
    assert_eq!(wrong.status(), 404);
    let cancelled = reqwest::Client::new()
        .post(app.url(&format!("/api/booking/{reference}/cancel?token={token}")))
        .send()
        .await
        .unwrap();
    assert_eq!(cancelled.status(), 200);
    assert!(slots(&app, "call", "2027-05-07", 1).await.contains(&start.to_owned()), "free again");
    assert_eq!(book(&app, &call_at(start), 99).await.status(), 201);
}

/// The token of a booking's own link, from the API's answer.
fn token_of(booked: &Value) -> String {
    let manage = booked["manageUrl"].as_str().unwrap();
    manage.split("token=").nth(1).unwrap().to_owned()
}

fn calendar_of(mail: &Mail) -> Value {
    let ics = mail.calendar.as_deref().unwrap_or_else(|| panic!("an invitation in {:?}", mail.subject));
    assert!(mail.attachments.iter().any(|a| a == "invite.ics"), "{:?}", mail.attachments);
    parse_calendar(ics)
}

async fn mails_carry_the_invitation_moved_and_cancelled_under_one_uid(backend: Backend) {
    let Some(app) = app_booking_far_ahead(backend).await else { return };
    let business = app.state.mailer.business_email().to_owned();
    let response = book(&app, &call_at("2027-03-30T08:00:00+02:00"), 1).await;
    assert_eq!(response.status(), 201);
    let booked: Value = response.json().await.unwrap();
    let reference = booked["reference"].as_str().unwrap().to_owned();
    let token = token_of(&booked);
    let mails = app.wait_for_outbox(2).await;
    assert_eq!(mails.len(), 2, "the confirmation and the business's notice");
    let customer = mails.iter().find(|m| m.to == ["mette@example.dk"]).expect("the customer's confirmation");
    assert_eq!(customer.subject, "Din tid er booket: tirsdag 30. marts 2027 kl. 08:00");
    assert_eq!(customer.calendar_type.as_deref(), Some("text/calendar; method=REQUEST"));
    let manage = link(&customer.text, "http").unwrap();
    assert!(manage.ends_with(&format!("/book/{reference}?token={token}")), "{manage}");
    let invitation = calendar_of(customer);
    assert_eq!(invitation["method"], "REQUEST");
    assert_eq!(invitation["timezones"], json!(["Europe/Copenhagen"]));
    let event = &invitation["events"][0];
    assert_eq!((event["start"].as_str(), event["end"].as_str()), (Some("2027-03-30T08:00:00+02:00"), Some("2027-03-30T08:10:00+02:00")));
    assert_eq!(event["tzid"], "Europe/Copenhagen");
    assert_eq!(event["utc_offset_hours"], 2.0, "summer time: the Tuesday after the change");
    let uid = event["uid"].as_str().unwrap().to_owned();
    assert!(uid.starts_with(&format!("{reference}@")), "{uid}");
    assert_eq!((event["sequence"].as_i64(), event["status"].as_str()), (Some(0), Some("CONFIRMED")));
    assert_eq!(event["organizer"], format!("mailto:{business}"));
    assert_eq!(event["attendees"], json!(["mailto:mette@example.dk"]));
    let notice = mails.iter().find(|m| m.to == [business.clone()]).expect("the business's notice");
    assert_eq!(notice.reply_to.as_deref(), Some("mette@example.dk"));
    assert!(notice.subject.contains("Mette Hansen"), "{}", notice.subject);
    assert_eq!(calendar_of(notice)["events"][0]["uid"], uid.as_str(), "the same invitation");

    // Moved into winter time: the same event, the next sequence, 09:00 at +01:00.
    let client = app.visitor_on(reqwest::Client::new());
    let moved = client
        .post(&format!("/api/booking/{reference}/move?token={token}"))
        .json(&json!({"start": "2027-11-01T09:00:00+01:00"}))
        .send()
        .await
        .unwrap();
    assert_eq!(moved.status(), 200);
    let mails = app.wait_for_outbox(4).await;
    let moved_mail = mails.iter().find(|m| m.to == ["mette@example.dk"] && m.subject.starts_with("Din tid er flyttet")).unwrap();
    let event = calendar_of(moved_mail)["events"][0].clone();
    assert_eq!((event["uid"].as_str(), event["sequence"].as_i64()), (Some(uid.as_str()), Some(1)));
    assert_eq!(event["start"], "2027-11-01T09:00:00+01:00");
    assert!(slots(&app, "call", "2027-03-30", 1).await.contains(&"2027-03-30T08:00:00+02:00".to_owned()), "the old time is free");
    assert!(!slots(&app, "call", "2027-11-01", 1).await.contains(&"2027-11-01T09:00:00+01:00".to_owned()));
    let wrong = client
        .post(&format!("/api/booking/{reference}/move?token=wrong"))
        .json(&json!({"start": "2027-11-01T10:00:00+01:00"}))
        .send()
        .await
        .unwrap();
    assert_eq!(wrong.status(), 404, "only the booking's own link moves it");

    // Cancelled: METHOD:CANCEL for the same event, to both.
    let cancelled = client.client().post(client.url(&format!("/api/booking/{reference}/cancel?token={token}"))).send().await.unwrap();
    assert_eq!(cancelled.status(), 200);
    let mails = app.wait_for_outbox(6).await;
    let cancel_mails: Vec<&Mail> = mails.iter().filter(|m| m.calendar_type.as_deref() == Some("text/calendar; method=CANCEL")).collect();
    assert_eq!(cancel_mails.len(), 2, "{:?}", mails.iter().map(|m| &m.subject).collect::<Vec<_>>());
    for mail in cancel_mails {
        let calendar = calendar_of(mail);
        assert_eq!(calendar["method"], "CANCEL");
        let event = &calendar["events"][0];
        assert_eq!((event["uid"].as_str(), event["sequence"].as_i64(), event["status"].as_str()), (Some(uid.as_str()), Some(2), Some("CANCELLED")));
    }
    assert!(slots(&app, "call", "2027-11-01", 1).await.contains(&"2027-11-01T09:00:00+01:00".to_owned()), "free again");
}

/// The first free call from some days ahead (on the real calendar).
async fn a_call_days_ahead(app: &TestApp, days: i64) -> String {
    let from = time::OffsetDateTime::now_utc().date() + time::Duration::days(days);
    slots(app, "call", &from.to_string(), 10).await.into_iter().next().expect("a free call within ten days")
}

fn parse_time(text: &str) -> time::OffsetDateTime {
    time::OffsetDateTime::parse(text, &time::format_description::well_known::Rfc3339).unwrap()
}

async fn reminders(app: &TestApp) -> i64 {
    sqlx::query_scalar("select count(*) from mail_outbox where kind = 'booking-reminder'").fetch_one(&app.state.db).await.unwrap()
}

async fn the_reminder_goes_once_with_two_instances(backend: Backend) {
    let Some(app) = app_booking_far_ahead(backend).await else { return };
    // Either instance's sender may write a queued mail: both into one folder.
    let outbox = app.outbox.path().to_owned();
    let (_, second) = spawn_instance_with_state(&app, |args| {
        args.booking.booking_days_ahead = 500;
        args.mail.mail_outbox_dir = outbox;
    })
    .await;
    let start = a_call_days_ahead(&app, 3).await;
    let response = book(&app, &call_at(&start), 1).await;
    assert_eq!(response.status(), 201);
    // The confirmation and the business's notice go out before the clocks move: a
    // message still being sent when time jumps days ahead outlives its lease on the
    // moved clock, and the other instance would send it again.
    assert_eq!(app.wait_for_outbox(2).await.len(), 2, "the confirmation and the notice");
    // The reminder is due the day before at 16:00 in Copenhagen.
    let due = elektriker::booking::Booking::reminder_at(parse_time(&start));
    let until = |offset_minutes: i64| {
        let now = time::OffsetDateTime::from_unix_timestamp_nanos(i128::from(app.state.clock.unix_ms()) * 1_000_000).unwrap();
        std::time::Duration::from_millis(((due - now).whole_milliseconds() as i64 + offset_minutes * 60_000).max(0) as u64)
    };
    let step = until(-1);
    app.state.clock.advance(step);
    second.clock.advance(step);
    let (a, b) = tokio::join!(app.state.booking.remind_due(), second.booking.remind_due());
    assert_eq!((a.unwrap(), b.unwrap()), (0, 0), "15:59 the day before: not yet");
    assert_eq!(reminders(&app).await, 0);
    let step = until(1);
    app.state.clock.advance(step);
    second.clock.advance(step);
    let (a, b) = tokio::join!(app.state.booking.remind_due(), second.booking.remind_due());
    assert!(a.unwrap() + b.unwrap() <= 1);
    assert_eq!(reminders(&app).await, 1, "one reminder, whichever instance sent it");
    let (a, b) = tokio::join!(app.state.booking.remind_due(), second.booking.remind_due());
    assert_eq!((a.unwrap(), b.unwrap()), (0, 0), "never twice");
    let is_reminder = |m: &Mail| m.subject.starts_with("Påmindelse");
    let _ = eventually(std::time::Duration::from_secs(20), || async { app.outbox_mails().iter().any(is_reminder) }).await;
    let mails = app.outbox_mails();
    assert_eq!(mails.len(), 3, "{:?}", mails.iter().map(|m| &m.subject).collect::<Vec<_>>());
    let reminder = mails.iter().find(|m| is_reminder(m)).unwrap_or_else(|| {
        panic!("the reminder mail, among {:?}", mails.iter().map(|m| &m.subject).collect::<Vec<_>>())
    });
    assert_eq!(reminder.to, ["mette@example.dk"]);
    assert!(reminder.subject.ends_with(&format!("i morgen kl. {}", &start[11..16])), "{}", reminder.subject);

    // Booked after its reminder's time (this evening for tomorrow): no reminder.
    let tomorrow = slots(&app, "call", &(crate_today(&app) + time::Duration::days(1)).to_string(), 1).await;
    if let Some(late) = tomorrow.first() {
        assert_eq!(book(&app, &call_at(late), 2).await.status(), 201);
        let (a, b) = tokio::join!(app.state.booking.remind_due(), second.booking.remind_due());
        assert_eq!((a.unwrap(), b.unwrap()), (0, 0), "its confirmation was the reminder");
    }
}

/// Today in Copenhagen on the app's (moved) clock.
fn crate_today(app: &TestApp) -> time::Date {
    app.state.booking.today()
}

async fn the_back_office_sees_the_week_cancels_and_blocks(backend: Backend) {
    let Some(app) = app_booking_far_ahead(backend).await else { return };
    let admin = app.admin().await;
    assert_eq!(book(&app, &call_at("2027-05-07T10:00:00+02:00"), 1).await.status(), 201);
    let visit = json!({"kind": "visit", "start": "2027-05-07T13:00:00+02:00", "name": "Jens Berg", "email": "jens@example.dk",
        "phone": "87654321", "address": "Nørrebrogade 1", "postcode": "2200", "message": "Tavlen larmer"});
    let visit: Value = book(&app, &visit, 2).await.json().await.unwrap();
    let reference = visit["reference"].as_str().unwrap().to_owned();
    // Not for visitors.
    assert_eq!(app.get("/api/admin/bookings?from=2027-05-05").await.status(), 401);
    let week: Value = admin.get("/api/admin/bookings?from=2027-05-05&view=week").send().await.unwrap().json().await.unwrap();
    assert_eq!(week["from"], "2027-05-03", "the week starts on Monday");
    assert_eq!((week["previous"].as_str(), week["next"].as_str()), (Some("2027-04-26"), Some("2027-05-10")));
    let days = week["days"].as_array().unwrap();
    assert_eq!(days.len(), 7);
    assert_eq!(days[3]["closed"], true, "Kristi himmelfartsdag");
    let friday = days[4]["bookings"].as_array().unwrap();
    assert_eq!(friday.len(), 2);
    assert_eq!((friday[0]["from"].as_str(), friday[0]["to"].as_str(), friday[0]["kind"].as_str()), (Some("10:00"), Some("10:10"), Some("call")));
    assert_eq!((friday[1]["from"].as_str(), friday[1]["to"].as_str()), (Some("13:00"), Some("14:00")));
    assert_eq!(friday[1]["message"], "Tavlen larmer");
    let day: Value = admin.get("/api/admin/bookings?from=2027-05-07&view=day").send().await.unwrap().json().await.unwrap();
    assert_eq!(day["days"].as_array().unwrap().len(), 1);

    // Cancelled by the business: the customer is mailed, the slot is free.
    let cancelled = admin.post(&format!("/api/admin/bookings/{reference}/cancel")).send().await.unwrap();
    assert_eq!(cancelled.status(), 200);
    let mails = app.wait_for_outbox(6).await;
    let to_jens = mails.iter().find(|m| m.to == ["jens@example.dk"] && m.subject.starts_with("Din tid er aflyst")).expect("mailed");
    assert!(to_jens.text.contains("måttet aflyse"), "{}", to_jens.text);
    assert_eq!(calendar_of(to_jens)["method"], "CANCEL");
    assert!(slots(&app, "visit", "2027-05-07", 1).await.contains(&"2027-05-07T13:00:00+02:00".to_owned()));
    let week: Value = admin.get("/api/admin/bookings?from=2027-05-07").send().await.unwrap().json().await.unwrap();
    let friday = week["days"][4]["bookings"].as_array().unwrap().clone();
    assert_eq!((friday[1]["cancelled"].as_bool(), friday[1]["cancelledBy"].as_str()), (Some(true), Some("business")));

    // Blocks: a whole day, and a morning.
    let block = |body: Value| {
        let admin = admin.clone();
        async move { admin.post("/api/admin/bookings/blocks").json(&body).send().await.unwrap() }
    };
    assert_eq!(slots(&app, "visit", "2027-05-10", 1).await.len(), 8);
    let whole = block(json!({"date": "2027-05-10", "reason": "Kursus"})).await;
    assert_eq!(whole.status(), 201);
    let whole: Value = whole.json().await.unwrap();
    assert!(slots(&app, "visit", "2027-05-10", 1).await.is_empty());
    assert_eq!(block(json!({"date": "2027-05-11", "from": "08:00", "to": "12:00"})).await.status(), 201);
    assert_eq!(slots(&app, "visit", "2027-05-11", 1).await[0], "2027-05-11T12:00:00+02:00");
    let refused = block(json!({"date": "2027-05-11", "from": "12:00", "to": "08:00"})).await;
    assert_eq!(refused.status(), 422);
    let refused: Value = refused.json().await.unwrap();
    assert!(refused["fields"]["to"].as_str().unwrap().contains("tidsrum"), "{refused}");
    let id = whole["blocks"][0]["id"].as_str().unwrap();
    let removed = admin.delete(&format!("/api/admin/bookings/blocks/{id}")).send().await.unwrap();
    assert_eq!(removed.status(), 204);
    assert_eq!(slots(&app, "visit", "2027-05-10", 1).await.len(), 8, "open again");
    let week: Value = admin.get("/api/admin/bookings?from=2027-05-10").send().await.unwrap().json().await.unwrap();
    assert_eq!(week["days"][1]["blocks"].as_array().unwrap().len(), 1, "the morning of the 11th");
}

async fn the_least_notice_holds_on_the_clock(backend: Backend) {
    let Some(app) = app_booking_far_ahead(backend).await else { return };
    // Move the clock to 10:05 Copenhagen time on a working day some weeks ahead.
    let now = time::OffsetDateTime::from_unix_timestamp_nanos(i128::from(app.state.clock.unix_ms()) * 1_000_000).unwrap();
    let mut day = now.date() + time::Duration::days(21);
    while matches!(day.weekday(), time::Weekday::Saturday | time::Weekday::Sunday) || elektriker::booking::calendar::holiday(day).is_some() {
        day += time::Duration::days(1);
    }
    let target = elektriker::booking::calendar::local_moment(day, time::macros::time!(10:05));
    app.state.clock.advance(std::time::Duration::from_millis((target - now).whole_milliseconds() as u64));
    // Two hours' notice: the first call is at 12:10, the first visit at 13:00.
    let calls = slots(&app, "call", &day.to_string(), 1).await;
    assert_eq!(calls.first().map(|s| &s[11..16]), Some("12:10"), "{calls:?}");
    let visits = slots(&app, "visit", &day.to_string(), 1).await;
    assert_eq!(visits.first().map(|s| &s[11..16]), Some("13:00"), "{visits:?}");
    // A time inside the notice cannot be booked.
    let early = format!("{}T11:00:00{}", day, &calls[0][19..]);
    assert_eq!(book(&app, &call_at(&early), 7).await.status(), 422);
}

/// Past, closed, out-of-range and off-slot times are 422 "cannot be booked" with the
/// next free times, through the API and the plain form in the visitor's language; 409
/// ("just booked") only when someone else has the slot.
async fn a_time_that_cannot_be_booked_is_told_so(backend: Backend) {
    let Some(app) = app_booking_far_ahead(backend).await else { return };
    let not_bookable = [
        ("in the past", "2026-11-02T10:00:00+01:00", true),
        ("03:00 on a Sunday", "2027-05-09T03:00:00+02:00", true),
        ("10:00 on Kristi himmelfartsdag", "2027-05-06T10:00:00+02:00", true),
        ("not a slot's start", "2027-05-07T10:03:00+02:00", true),
        ("beyond the days ahead", "2029-01-08T10:00:00+01:00", false),
    ];
    for (i, (what, start, offers_next)) in not_bookable.into_iter().enumerate() {
        let answer = book(&app, &call_at(start), 10 + i as u32).await;
        assert_eq!(answer.status(), 422, "{what}");
        let body: Value = answer.json().await.unwrap();
        assert_eq!(body["error"], "Tidspunktet kan ikke bookes. Vælg et af de ledige tidspunkter.", "{what}: {body}");
        if offers_next {
            let next = body["nextSlots"].as_array().unwrap();
            assert!(!next.is_empty(), "{what}: the next free times are offered");
            assert!(next.iter().all(|s| s.as_str().unwrap() > "2026-11-26"), "{what}: {next:?}");
        }
    }
    let rows: i64 = sqlx::query_scalar("select count(*) from bookings").fetch_one(&app.state.db).await.unwrap();
    assert_eq!(rows, 0, "nothing stored");

    // Taken by someone else: 409, the words say so.
    assert_eq!(book(&app, &call_at("2027-05-07T10:00:00+02:00"), 1).await.status(), 201);
    let taken = book(&app, &call_at("2027-05-07T10:00:00+02:00"), 2).await;
    assert_eq!(taken.status(), 409);
    let taken: Value = taken.json().await.unwrap();
    assert!(taken["error"].as_str().unwrap().contains("lige blevet booket"), "{taken}");

    // The plain form: the page again, 422, the words in the visitor's language.
    for (path, words) in [("/book", "Tidspunktet kan ikke bookes"), ("/en/book", "That time cannot be booked")] {
        let form = [("kind", "call"), ("start", "2026-11-02T10:00:00+01:00"), ("name", "Mette Hansen"),
            ("email", "mette@example.dk"), ("phone", "12345678")];
        let page = app.visitor_on(reqwest::Client::new()).post(path).form(&form).send().await.unwrap();
        assert_eq!(page.status(), 422, "{path}");
        let html = page.text().await.unwrap();
        assert!(html.contains(words), "{path}");
        assert!(!html.contains("booking-not-bookable") && !html.contains("booking-slot-taken"), "{path}: no message id");
    }
}

/// The app's form (React Router's action posts the same form with `Accept:
/// application/json`) gets the page as the form left it, as `/api/page` gives a page:
/// the field's words in the visitor's language with 422 and nothing stored, or where
/// the booking's own page is; the page it names loads.
async fn the_booking_form_answers_the_apps_action_as_page_data(backend: Backend) {
    let Some(app) = app_booking_far_ahead(backend).await else { return };
    let visitor = app.visitor_on(reqwest::Client::new());
    let form = |start: &str| {
        [("kind", "call".to_owned()), ("start", start.to_owned()), ("name", "Mette Hansen".into()), ("email", "mette@example.dk".into()), ("phone", "12345678".into())]
    };
    let refused = visitor.post("/en/book").header("accept", "application/json").form(&form("2026-11-02T10:00:00+01:00")).send().await.unwrap();
    assert_eq!(refused.status(), 422);
    assert!(refused.headers()["content-type"].to_str().unwrap().starts_with("application/json"));
    let body: Value = refused.json().await.unwrap();
    assert_eq!(body["data"]["route"], "booking", "{body}");
    assert_eq!(body["data"]["lang"], "en", "{body}");
    assert_eq!(body["data"]["status"], 422, "{body}");
    assert!(body["data"]["page"]["errors"]["start"].as_str().unwrap().starts_with("That time cannot be booked"), "{body}");
    assert_eq!(body["data"]["page"]["values"]["name"], "Mette Hansen", "what was typed comes back: {body}");
    let rows: i64 = sqlx::query_scalar("select count(*) from bookings").fetch_one(&app.state.db).await.unwrap();
    assert_eq!(rows, 0, "nothing stored");

    let start = slots(&app, "call", "2027-05-07", 1).await.into_iter().next().expect("a free time on 7 May 2027");
    let booked = visitor.post("/en/book").header("accept", "application/json").form(&form(&start)).send().await.unwrap();
    assert_eq!(booked.status(), 200);
    let body: Value = booked.json().await.unwrap();
    let to = body["redirect"].as_str().unwrap_or_else(|| panic!("a redirect: {body}"));
    assert!(to.starts_with("/en/book/B-") && to.ends_with("&new=1"), "{to}");
    let next: Value = visitor.get(&format!("/api/page?path={}", urlencoding(to))).send().await.unwrap().json().await.unwrap();
    assert_eq!(next["data"]["route"], "booking-manage", "{next}");
    assert_eq!(next["data"]["page"]["booking"]["start"], start.as_str(), "{next}");

    // The booking's page reads its form as a cancel or a move: anything else is refused
    // before anything is done, in the page's language.
    let reference = to.trim_start_matches("/en/book/").split('?').next().unwrap();
    let token = to.split("token=").nth(1).unwrap().split('&').next().unwrap();
    let page = format!("/en/book/{reference}?token={token}");
    for form in [vec![("action", "delete")], vec![], vec![("action", "cancel"), ("action", "move")]] {
        let refused = visitor.post(&page).form(&form).send().await.unwrap();
        assert_eq!(refused.status(), 400, "{form:?}");
        assert!(refused.text().await.unwrap().contains("The form could not be read"), "{form:?}");
    }
    let cancelled: Option<String> = sqlx::query_scalar("select cancelled_at from bookings").fetch_one(&app.state.db).await.unwrap();
    assert_eq!(cancelled, None, "still booked");
    let cancelled = visitor.post(&page).header("accept", "application/json").form(&[("action", "cancel")]).send().await.unwrap();
    let body: Value = cancelled.json().await.unwrap();
    assert!(body["redirect"].as_str().is_some_and(|to| to.ends_with("&done=cancelled")), "{body}");
}

fn urlencoding(text: &str) -> String {
    url::form_urlencoded::byte_serialize(text.as_bytes()).collect()
}

mod action_answer {
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn sqlite() {
        super::the_booking_form_answers_the_apps_action_as_page_data(super::Backend::Sqlite).await
    }
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn postgres() {
        super::the_booking_form_answers_the_apps_action_as_page_data(super::Backend::Postgres).await
    }
}

mod not_bookable {
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn sqlite() {
        super::a_time_that_cannot_be_booked_is_told_so(super::Backend::Sqlite).await
    }
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn postgres() {
        super::a_time_that_cannot_be_booked_is_told_so(super::Backend::Postgres).await
    }
}

mod least_notice {
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn sqlite() {
        super::the_least_notice_holds_on_the_clock(super::Backend::Sqlite).await
    }
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn postgres() {
        super::the_least_notice_holds_on_the_clock(super::Backend::Postgres).await
    }
}

mod invitation {
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn sqlite() {
        super::mails_carry_the_invitation_moved_and_cancelled_under_one_uid(super::Backend::Sqlite).await
    }
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn postgres() {
        super::mails_carry_the_invitation_moved_and_cancelled_under_one_uid(super::Backend::Postgres).await
    }
}

mod reminder_once {
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn sqlite() {
        super::the_reminder_goes_once_with_two_instances(super::Backend::Sqlite).await
    }
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn postgres() {
        super::the_reminder_goes_once_with_two_instances(super::Backend::Postgres).await
    }
}

mod back_office {
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn sqlite() {
        super::the_back_office_sees_the_week_cancels_and_blocks(super::Backend::Sqlite).await
    }
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn postgres() {
        super::the_back_office_sees_the_week_cancels_and_blocks(super::Backend::Postgres).await
    }
}

mod calendar {
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn sqlite() {
        super::slots_follow_copenhagens_calendar(super::Backend::Sqlite).await
    }
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn postgres() {
        super::slots_follow_copenhagens_calendar(super::Backend::Postgres).await
    }
}

mod one_slot_once {
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn sqlite() {
        super::one_slot_is_booked_once_and_a_cancellation_frees_it(super::Backend::Sqlite).await
    }
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn postgres() {
        super::one_slot_is_booked_once_and_a_cancellation_frees_it(super::Backend::Postgres).await
    }
}
