"""Parses an iCalendar object (stdin) with the `icalendar` package, as a calendar
program would, and prints what the tests check as JSON: the method, and per event
its UID, SEQUENCE, STATUS, start and end as aware times (ISO 8601 with the offset the
VTIMEZONE gives them), the TZID, organizer and attendees."""
import json
import sys

import icalendar


def main():
    calendar = icalendar.Calendar.from_ical(sys.stdin.buffer.read())
    timezones = [str(tz.get("TZID")) for tz in calendar.walk("VTIMEZONE")]
    events = []
    for event in calendar.walk("VEVENT"):
        start = event.decoded("DTSTART")
        end = event.decoded("DTEND")
        events.append({
            "uid": str(event.get("UID")),
            "sequence": int(event.get("SEQUENCE", 0)),
            "status": str(event.get("STATUS", "")),
            "summary": str(event.get("SUMMARY", "")),
            "location": str(event.get("LOCATION", "")) or None,
            "tzid": event["DTSTART"].params.get("TZID"),
            "start": start.isoformat(),
            "end": end.isoformat(),
            "utc_offset_hours": start.utcoffset().total_seconds() / 3600,
            "organizer": str(event.get("ORGANIZER", "")),
            "attendees": [str(a) for a in (event.get("ATTENDEE") if isinstance(event.get("ATTENDEE"), list) else [event.get("ATTENDEE")]) if a],
        })
    print(json.dumps({"method": str(calendar.get("METHOD")), "timezones": timezones, "events": events}))


if __name__ == "__main__":
    main()
