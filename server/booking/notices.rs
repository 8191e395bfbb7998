//! The letters of a booking: the customer's confirmation with the calendar invitation
//! and the link to move or cancel, the business's notice with the same invitation
//! (announced like a quote: in Danish, a reply goes to the customer, a button to the
//! back office), the new time after a move, the cancellation (`METHOD:CANCEL`), and
//! the reminder the day before.

use time::Duration;

use super::ics::{self, Invitation, Method};
use super::{Booking, Kind, Stored};
use crate::i18n::format::{clock_time, long_day};
use crate::i18n::{Lang, Text};
use crate::mail::Letter;
use crate::platform::clock::in_copenhagen;

impl Booking {
    /// How long a booking of a kind takes.
    pub fn minutes(&self, kind: Kind) -> i64 {
        self.hours(kind).minutes
    }

    /// "tirsdag 30. marts 2027 kl. 08:00" in a language.
    pub fn when(&self, booking: &Stored, lang: Lang) -> String {
        let local = in_copenhagen(booking.start);
        Text::new("booking-when")
            .arg("day", long_day(local.date(), lang))
            .arg("time", clock_time(local.time()))
            .format(self.mailer.catalog(), lang)
    }

    /// "Gratis rådgivning (10 min)" in a language.
    pub fn what(&self, kind: Kind, lang: Lang) -> String {
        let key = match kind {
            Kind::Call => "booking-kind-call",
            Kind::Visit => "booking-kind-visit",
        };
        Text::new(key).arg("minutes", self.minutes(kind)).format(self.mailer.catalog(), lang)
    }

    /// Where a visit is: the address and postcode.
    fn place(booking: &Stored) -> Option<String> {
        booking.address.as_ref().map(|a| format!("{a}, {}", booking.postcode.as_deref().unwrap_or_default()))
    }

    /// The booking's own page (move or cancel), with its token.
    pub fn manage_url(&self, booking: &Stored, token: &str) -> String {
        format!("{}{}?token={token}", self.mailer.site().url, booking.lang.localize(&format!("/book/{}", booking.reference)))
    }

    /// The invitation of a booking as it stands (REQUEST, or CANCEL when cancelled).
    pub fn invitation(&self, booking: &Stored) -> String {
        let lang = booking.lang;
        let site = self.mailer.site();
        let catalog = self.mailer.catalog();
        let what = self.what(booking.kind, lang);
        let description = match booking.kind {
            Kind::Call => Text::new("booking-ics-call").arg("business", site.name.as_str()).arg("phone", booking.phone.as_str()),
            Kind::Visit => Text::new("booking-ics-visit").arg("business", site.name.as_str()).arg("phone", site.phone.as_str()),
        }
        .arg("reference", booking.reference.as_str())
        .format(catalog, lang);
        let domain = url::Url::parse(&site.url).ok().and_then(|u| u.host_str().map(str::to_owned)).unwrap_or_else(|| "nordlys-el.dk".into());
        ics::render(&Invitation {
            method: if booking.cancelled_at.is_some() { Method::Cancel } else { Method::Request },
            reference: &booking.reference,
            domain: &domain,
            sequence: booking.sequence,
            start: booking.start,
            end: booking.start + Duration::minutes(self.minutes(booking.kind)),
            stamp: self.now(),
            summary: format!("{what} · {}", site.name),
            description,
            location: Self::place(booking),
            organizer_name: &site.name,
            organizer_email: self.mailer.business_email(),
            attendee_name: &booking.name,
            attendee_email: &booking.email,
        })
    }

    fn details(&self, letter: &mut Letter, booking: &Stored, lang: Lang) {
        letter.details.push((Text::new("mail-booking-what"), self.what(booking.kind, lang)));
        letter.details.push((Text::new("mail-booking-when"), self.when(booking, lang)));
        if let Some(place) = Self::place(booking) {
            letter.details.push((Text::new("mail-booking-where"), place));
        }
        letter.details.push((Text::new("mail-booking-reference"), booking.reference.clone()));
    }

    /// The business's notice: in Danish, a reply goes to the customer.
    fn business_letter(&self, booking: &Stored, kind: &'static str, subject: &'static str, heading: &'static str) -> Letter {
        let lang = Lang::DEFAULT;
        let mut notice = Letter::new(
            kind,
            self.mailer.business_email(),
            lang,
            Text::new(subject).arg("name", booking.name.as_str()).arg("when", self.when(booking, lang)),
            Text::new(heading),
        );
        notice.reply_to = Some(booking.email.clone());
        self.details(&mut notice, booking, lang);
        notice.details.push((Text::new("mail-field-name"), booking.name.clone()));
        notice.details.push((Text::new("mail-field-email"), booking.email.clone()));
        notice.details.push((Text::new("mail-field-phone"), booking.phone.clone()));
        notice.details.push((Text::new("mail-field-language"), booking.lang.code().to_owned()));
        if let Some(message) = &booking.message {
            notice.details.push((Text::new("mail-field-message"), message.clone()));
        }
        notice.action = Some((Text::new("mail-business-booking-button"), format!("{}/admin/bookings", self.mailer.site().url)));
        notice.calendar = Some(self.invitation(booking));
        notice
    }

    fn customer_letter(&self, booking: &Stored, kind: &'static str, subject: &'static str, heading: &'static str) -> Letter {
        let lang = booking.lang;
        let mut letter = Letter::new(kind, &booking.email, lang, Text::new(subject).arg("when", self.when(booking, lang)), Text::new(heading));
        letter.greeting = Some(Text::new("mail-greeting").arg("name", booking.name.as_str()));
        letter
    }

    fn plan_paragraph(&self, booking: &Stored) -> Text {
        match booking.kind {
            Kind::Call => Text::new("mail-booking-call-text").arg("phone", booking.phone.as_str()),
            Kind::Visit => Text::new("mail-booking-visit-text").arg("address", Self::place(booking).unwrap_or_default()),
        }
        .arg("when", self.when(booking, booking.lang))
        .arg("minutes", self.minutes(booking.kind))
    }

    /// Booked: the confirmation with the invitation and the link, and the notice.
    pub(super) async fn mail_booked(&self, booking: &Stored, token: &str) {
        let mut letter = self.customer_letter(booking, "booking-confirmation", "mail-booking-subject", "mail-booking-heading");
        letter.paragraphs.push(self.plan_paragraph(booking));
        self.details(&mut letter, booking, booking.lang);
        letter.paragraphs.push(Text::new("mail-booking-invitation"));
        letter.action = Some((Text::new("mail-booking-manage"), self.manage_url(booking, token)));
        letter.after.push(Text::new("mail-booking-questions").arg("phone", self.mailer.site().phone.as_str()));
        letter.calendar = Some(self.invitation(booking));
        self.mailer.send_later(letter).await;
        let notice = self.business_letter(booking, "business-booking", "mail-business-booking-subject", "mail-business-booking-heading");
        self.mailer.send_later(notice).await;
    }

    /// Moved: the new time, the invitation with the next sequence, to both.
    pub(super) async fn mail_moved(&self, booking: &Stored, token: &str) {
        let mut letter = self.customer_letter(booking, "booking-moved", "mail-booking-moved-subject", "mail-booking-moved-heading");
        letter.paragraphs.push(self.plan_paragraph(booking));
        self.details(&mut letter, booking, booking.lang);
        letter.paragraphs.push(Text::new("mail-booking-invitation"));
        letter.action = Some((Text::new("mail-booking-manage"), self.manage_url(booking, token)));
        letter.calendar = Some(self.invitation(booking));
        self.mailer.send_later(letter).await;
        let notice =
            self.business_letter(booking, "business-booking-moved", "mail-business-booking-moved-subject", "mail-business-booking-moved-heading");
        self.mailer.send_later(notice).await;
    }

    /// Cancelled (by the customer or the business): `METHOD:CANCEL` to both.
    pub(super) async fn mail_cancelled(&self, booking: &Stored) {
        let by_business = booking.cancelled_by.as_deref() == Some("business");
        let mut letter =
            self.customer_letter(booking, "booking-cancelled", "mail-booking-cancelled-subject", "mail-booking-cancelled-heading");
        let lang = booking.lang;
        letter.paragraphs.push(if by_business {
            Text::new("mail-booking-cancelled-business-text").arg("when", self.when(booking, lang)).arg("phone", self.mailer.site().phone.as_str())
        } else {
            Text::new("mail-booking-cancelled-customer-text").arg("when", self.when(booking, lang))
        });
        self.details(&mut letter, booking, lang);
        letter.action =
            Some((Text::new("mail-booking-book-again"), format!("{}{}", self.mailer.site().url, lang.localize("/book"))));
        letter.calendar = Some(self.invitation(booking));
        self.mailer.send_later(letter).await;
        let notice = self.business_letter(
            booking,
            "business-booking-cancelled",
            "mail-business-booking-cancelled-subject",
            "mail-business-booking-cancelled-heading",
        );
        self.mailer.send_later(notice).await;
    }

    /// The day before: what, when and where, and how to move it.
    pub(super) async fn mail_reminder(&self, booking: &Stored) {
        let lang = booking.lang;
        let local = in_copenhagen(booking.start);
        let mut letter = Letter::new(
            "booking-reminder",
            &booking.email,
            lang,
            Text::new("mail-booking-reminder-subject")
                .arg("what", self.what(booking.kind, lang))
                .arg("time", clock_time(local.time())),
            Text::new("mail-booking-reminder-heading"),
        );
        letter.greeting = Some(Text::new("mail-greeting").arg("name", booking.name.as_str()));
        letter.paragraphs.push(self.plan_paragraph(booking));
        self.details(&mut letter, booking, lang);
        letter.after.push(Text::new("mail-booking-reminder-move").arg("phone", self.mailer.site().phone.as_str()));
        self.mailer.send_later(letter).await;
    }
}
