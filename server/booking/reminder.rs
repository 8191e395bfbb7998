//! The reminder the day before a booking, at 16:00 Copenhagen time: every instance
//! looks each minute, and each booking's reminder is claimed by setting its
//! `reminded_at` only where it is still empty, so one instance sends it, once. A
//! booking made (or moved) after its reminder's time is marked reminded at once: its
//! confirmation was the reminder.

use std::time::Duration;

use time::format_description::well_known::Rfc3339;

use super::{Booking, COLUMNS, Row, stored, utc_text};
use crate::platform::db::now_rfc3339;

impl Booking {
    /// Sends the reminders that are due now; how many this instance sent.
    pub async fn remind_due(&self) -> Result<u64, sqlx::Error> {
        let now = self.now();
        // Due reminders are for bookings from now until two days ahead (the day
        // before 16:00 is at most 32 hours before a start).
        let rows: Vec<Row> = sqlx::query_as(&format!(
            "select {COLUMNS} from bookings where cancelled_at is null and reminded_at is null and starts_at > $1 and starts_at < $2
             order by starts_at"
        ))
        .bind(utc_text(now))
        .bind(utc_text(now + time::Duration::days(2)))
        .fetch_all(&self.db)
        .await?;
        let mut sent = 0;
        for booking in rows.into_iter().filter_map(stored) {
            if now < Booking::reminder_at(booking.start) {
                continue;
            }
            let claimed = sqlx::query("update bookings set reminded_at = $1 where id = $2 and reminded_at is null and cancelled_at is null")
                .bind(now_rfc3339())
                .bind(&booking.id)
                .execute(&self.db)
                .await?;
            if claimed.rows_affected() == 1 {
                tracing::info!(reference = booking.reference, start = %booking.start.format(&Rfc3339).unwrap_or_default(), "booking reminder");
                self.mail_reminder(&booking).await;
                sent += 1;
            }
        }
        Ok(sent)
    }

    /// Looks for due reminders every minute for the life of the server.
    pub async fn remind_periodically(self) {
        let period = Duration::from_secs(60);
        let mut every = tokio::time::interval_at(tokio::time::Instant::now() + period, period);
        loop {
            every.tick().await;
            if let Err(error) = self.remind_due().await {
                tracing::warn!(%error, "booking reminders: trying again in a minute");
            }
        }
    }
}
