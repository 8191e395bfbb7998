//! Booking a time, on SQLite and PostgreSQL: slots in Copenhagen time across the
//! summer-time changes, Easter and Kristi himmelfart 2027, the service area; twenty
//! bookings of one slot at once make one; a cancelled booking frees its slot.

use serde_json::{Value, json};

use crate::helpers::{Backend, TestApp, spawn_app_with};

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
    reqwest::Client::new()
        .post(app.url("/api/booking"))
        .header("origin", &app.address)
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
    // A time the calendar does not offer.
    assert_eq!(book(&app, &call_at("2027-05-06T10:00:00+02:00"), 3).await.status(), 409);
}

async fn one_slot_is_booked_once_and_a_cancellation_frees_it(backend: Backend) {
    let Some(app) = app_booking_far_ahead(backend).await else { return };
    let start = "2027-05-07T10:00:00+02:00";
    let mut attempts = tokio::task::JoinSet::new();
    for i in 0..20u32 {
        let (url, origin, body) = (app.url("/api/booking"), app.address.clone(), call_at(start));
        attempts.spawn(async move {
            let response = reqwest::Client::new()
                .post(url)
                .header("origin", origin)
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
    let token = booked[0]["cancelToken"].as_str().unwrap();
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
