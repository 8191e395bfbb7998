//! The calendar invitation of a booking, as RFC 5545 text: `METHOD:REQUEST` when it is
//! booked or moved (each move a higher `SEQUENCE`), `METHOD:CANCEL` when it is
//! cancelled, always with the same `UID`, so a calendar updates the one event. The
//! times are Copenhagen's wall clock (`DTSTART;TZID=Europe/Copenhagen`) with the zone
//! described in a `VTIMEZONE` (EU summer time: last Sunday of March to the last
//! Sunday of October), so the event stays at 08:00 local whatever the reader's zone.


use time::OffsetDateTime;

use crate::platform::clock::in_copenhagen;

/// Request or cancel.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    Request,
    Cancel,
}

/// What the invitation says.
#[derive(Debug, Clone)]
pub struct Invitation<'a> {
    pub method: Method,
    /// The booking's reference: the event's identity (`UID`).
    pub reference: &'a str,
    /// The site's host, after the `@` of the UID.
    pub domain: &'a str,
    pub sequence: i64,
    pub start: OffsetDateTime,
    pub end: OffsetDateTime,
    /// When the invitation was made (`DTSTAMP`).
    pub stamp: OffsetDateTime,
    pub summary: String,
    pub description: String,
    pub location: Option<String>,
    pub organizer_name: &'a str,
    pub organizer_email: &'a str,
    pub attendee_name: &'a str,
    pub attendee_email: &'a str,
}

/// Text escaped as a TEXT value (RFC 5545 § 3.3.11).
fn text(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            ';' => out.push_str("\\;"),
            ',' => out.push_str("\\,"),
            '\n' => out.push_str("\\n"),
            '\r' => {}
            c => out.push(c),
        }
    }
    out
}

/// A parameter value (CN=…): quoted, without the characters it cannot hold.
fn param(value: &str) -> String {
    format!("\"{}\"", value.chars().filter(|c| !matches!(c, '"' | '\r' | '\n')).collect::<String>())
}

/// One content line, folded at 75 octets (never inside a UTF-8 character), CRLF.
fn line(out: &mut String, content: &str) {
    let mut width = 0;
    for c in content.chars() {
        let len = c.len_utf8();
        if width + len > 75 {
            out.push_str("\r\n ");
            width = 1;
        }
        out.push(c);
        width += len;
    }
    out.push_str("\r\n");
}

fn local(at: OffsetDateTime) -> String {
    let at = in_copenhagen(at);
    format!("{:04}{:02}{:02}T{:02}{:02}{:02}", at.year(), at.month() as u8, at.day(), at.hour(), at.minute(), at.second())
}

fn utc(at: OffsetDateTime) -> String {
    let at = at.to_offset(time::UtcOffset::UTC);
    format!("{:04}{:02}{:02}T{:02}{:02}{:02}Z", at.year(), at.month() as u8, at.day(), at.hour(), at.minute(), at.second())
}

/// The invitation as an iCalendar object.
pub fn render(invitation: &Invitation) -> String {
    let mut out = String::new();
    let method = match invitation.method {
        Method::Request => "REQUEST",
        Method::Cancel => "CANCEL",
    };
    for content in [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Nordlys El//Booking//DA",
        "CALSCALE:GREGORIAN",
        &format!("METHOD:{method}"),
        "BEGIN:VTIMEZONE",
        "TZID:Europe/Copenhagen",
        "BEGIN:DAYLIGHT",
        "TZOFFSETFROM:+0100",
        "TZOFFSETTO:+0200",
        "TZNAME:CEST",
        "DTSTART:19700329T020000",
        "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
        "END:DAYLIGHT",
        "BEGIN:STANDARD",
        "TZOFFSETFROM:+0200",
        "TZOFFSETTO:+0100",
        "TZNAME:CET",
        "DTSTART:19701025T030000",
        "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
        "END:STANDARD",
        "END:VTIMEZONE",
        "BEGIN:VEVENT",
    ] {
        line(&mut out, content);
    }
    line(&mut out, &format!("UID:{}@{}", invitation.reference, invitation.domain));
    line(&mut out, &format!("SEQUENCE:{}", invitation.sequence));
    line(&mut out, &format!("DTSTAMP:{}", utc(invitation.stamp)));
    line(&mut out, &format!("DTSTART;TZID=Europe/Copenhagen:{}", local(invitation.start)));
    line(&mut out, &format!("DTEND;TZID=Europe/Copenhagen:{}", local(invitation.end)));
    line(&mut out, &format!("SUMMARY:{}", text(&invitation.summary)));
    line(&mut out, &format!("DESCRIPTION:{}", text(&invitation.description)));
    if let Some(location) = &invitation.location {
        line(&mut out, &format!("LOCATION:{}", text(location)));
    }
    line(&mut out, &format!("ORGANIZER;CN={}:mailto:{}", param(invitation.organizer_name), invitation.organizer_email));
    line(
        &mut out,
        &format!(
            "ATTENDEE;CN={};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:{}",
            param(invitation.attendee_name),
            invitation.attendee_email
        ),
    );
    line(&mut out, if invitation.method == Method::Cancel { "STATUS:CANCELLED" } else { "STATUS:CONFIRMED" });
    line(&mut out, "TRANSP:OPAQUE");
    if invitation.method == Method::Request {
        for content in ["BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-PT30M", &format!("DESCRIPTION:{}", text(&invitation.summary)), "END:VALARM"]
        {
            line(&mut out, content);
        }
    }
    line(&mut out, "END:VEVENT");
    line(&mut out, "END:VCALENDAR");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::datetime;

    fn invitation(method: Method) -> Invitation<'static> {
        Invitation {
            method,
            reference: "B-1A2B3C4D",
            domain: "nordlys-el.dk",
            sequence: 0,
            start: datetime!(2027-03-30 6:00 UTC),
            end: datetime!(2027-03-30 6:10 UTC),
            stamp: datetime!(2027-03-01 12:00 UTC),
            summary: "Gratis rådgivning, 10 min".into(),
            description: "Vi ringer til dig på 12345678; spørg løs, også om el-installationer, lys og smart home i flere linjer.\nLinje 2".into(),
            location: None,
            organizer_name: "Nordlys El",
            organizer_email: "kontakt@nordlys-el.dk",
            attendee_name: "Mette \"M\" Hansen",
            attendee_email: "mette@example.dk",
        }
    }

    #[test]
    fn local_time_crlf_folding_and_escaping() {
        let ics = render(&invitation(Method::Request));
        assert!(ics.contains("DTSTART;TZID=Europe/Copenhagen:20270330T080000\r\n"), "summer time: 06:00 UTC is 08:00\n{ics}");
        assert!(ics.contains("DTEND;TZID=Europe/Copenhagen:20270330T081000\r\n"));
        assert!(ics.contains("UID:B-1A2B3C4D@nordlys-el.dk\r\n"));
        assert!(ics.contains("METHOD:REQUEST\r\n") && ics.contains("STATUS:CONFIRMED\r\n"));
        assert!(ics.contains("ATTENDEE;CN=\"Mette M Hansen\""));
        assert!(ics.contains("12345678\\; spørg løs\\,"), "{ics}");
        for l in ics.split("\r\n") {
            assert!(l.len() <= 75, "folded: {l:?}");
        }
        assert!(!ics.replace("\r\n", "").contains('\n'), "only CRLF line ends");
        let cancel = render(&invitation(Method::Cancel));
        assert!(cancel.contains("METHOD:CANCEL\r\n") && cancel.contains("STATUS:CANCELLED\r\n") && !cancel.contains("VALARM"));
    }
}
