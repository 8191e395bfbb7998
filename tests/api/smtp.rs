//! A real SMTP server on loopback for the mail tests: Python's aiosmtpd
//! (tests/support/smtp_peer.py), accepting, refusing or failing on purpose.

use std::process::Stdio;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use mail_parser::MimeHeaders;
use serde_json::Value;
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::process::{Child, Command};

pub struct SmtpPeer {
    pub port: u16,
    received: Arc<Mutex<Vec<Value>>>,
    _child: Child,
}

#[derive(Clone, Copy)]
pub enum Mode {
    Accept,
    Refuse,
    TempFail,
}

impl SmtpPeer {
    pub async fn start(mode: Mode, auth: Option<(&str, &str)>) -> SmtpPeer {
        SmtpPeer::start_on(0, mode, auth).await
    }

    /// Accepting everything, except the first message to `address` (451).
    pub async fn failing_once_for(address: &str) -> SmtpPeer {
        SmtpPeer::launch(0, Mode::Accept, None, Some(address)).await
    }

    /// On a given port (0: any free one).
    pub async fn start_on(port: u16, mode: Mode, auth: Option<(&str, &str)>) -> SmtpPeer {
        SmtpPeer::launch(port, mode, auth, None).await
    }

    async fn launch(port: u16, mode: Mode, auth: Option<(&str, &str)>, tempfail_once: Option<&str>) -> SmtpPeer {
        let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/support/smtp_peer.py");
        let mode = match mode {
            Mode::Accept => "accept",
            Mode::Refuse => "refuse",
            Mode::TempFail => "tempfail",
        };
        let mut command = Command::new("python3");
        command.arg(script).arg("--port").arg(port.to_string()).arg("--mode").arg(mode);
        if let Some((user, password)) = auth {
            command.arg("--user").arg(user).arg("--password").arg(password);
        }
        if let Some(address) = tempfail_once {
            command.arg("--tempfail-once").arg(address);
        }
        let mut child = command
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .kill_on_drop(true)
            .spawn()
            .expect("python3 runs tests/support/smtp_peer.py (pip install aiosmtpd)");
        let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
        let ready = tokio::time::timeout(Duration::from_secs(20), lines.next_line())
            .await
            .expect("the SMTP peer starts")
            .unwrap()
            .expect("the SMTP peer says READY (is aiosmtpd installed?)");
        let port: u16 = ready.strip_prefix("READY ").expect("READY line").parse().unwrap();
        let received = Arc::new(Mutex::new(Vec::new()));
        let sink = received.clone();
        tokio::spawn(async move {
            while let Ok(Some(line)) = lines.next_line().await {
                if let Ok(message) = serde_json::from_str::<Value>(&line) {
                    sink.lock().unwrap().push(message);
                }
            }
        });
        SmtpPeer { port, received, _child: child }
    }

    pub fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.port)
    }

    pub fn messages(&self) -> Vec<Value> {
        self.received.lock().unwrap().clone()
    }

    /// Waits until `n` messages arrived (at most 20 s) and returns them.
    pub async fn wait_for(&self, n: usize) -> Vec<Value> {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
        loop {
            let messages = self.messages();
            if messages.len() >= n || tokio::time::Instant::now() > deadline {
                return messages;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}

/// A received message, parsed (MIME decoded).
#[derive(Clone, Debug)]
pub struct Mail {
    /// The sender's address.
    pub from: String,
    pub to: Vec<String>,
    pub subject: String,
    pub text: String,
    pub html: String,
    pub reply_to: Option<String>,
    pub authenticated: bool,
    /// `List-Unsubscribe` and `List-Unsubscribe-Post`, as sent.
    pub list_unsubscribe: Option<String>,
    pub list_unsubscribe_post: Option<String>,
    /// The `text/calendar` part (an invitation), decoded.
    pub calendar: Option<String>,
    /// The `Content-Type` of the calendar part, and the attachments' file names.
    pub calendar_type: Option<String>,
    pub attachments: Vec<String>,
    /// Each attachment's name and decoded bytes.
    pub files: Vec<(String, Vec<u8>)>,
}

pub fn parse(raw: &str) -> Mail {
    let message = mail_parser::MessageParser::default().parse(raw.as_bytes()).expect("an RFC 5322 message");
    Mail {
        from: message.from().and_then(|a| a.first()).and_then(|a| a.address()).unwrap_or_default().to_owned(),
        to: message.to().map(|a| a.iter().filter_map(|a| a.address().map(str::to_owned)).collect()).unwrap_or_default(),
        subject: message.subject().unwrap_or_default().to_owned(),
        text: message.body_text(0).map(|t| t.into_owned()).unwrap_or_default(),
        html: message.body_html(0).map(|t| t.into_owned()).unwrap_or_default(),
        reply_to: message.reply_to().and_then(|a| a.first()).and_then(|a| a.address()).map(str::to_owned),
        authenticated: false,
        // Unfolded (RFC 5322: a long header continues on lines that start with a space).
        list_unsubscribe: message.header_raw("List-Unsubscribe").map(|v| v.replace("\r\n", "").trim().to_owned()),
        list_unsubscribe_post: message.header_raw("List-Unsubscribe-Post").map(|v| v.replace("\r\n", "").trim().to_owned()),
        calendar: calendar_part(&message).and_then(|p| p.text_contents()).map(str::to_owned),
        calendar_type: calendar_part(&message).and_then(|p| p.content_type()).map(|c| {
            let mut text = format!("{}/{}", c.ctype(), c.subtype().unwrap_or_default());
            if let Some(method) = c.attribute("method") {
                text.push_str(&format!("; method={method}"));
            }
            text
        }),
        attachments: message.attachments().filter_map(|a| a.attachment_name().map(str::to_owned)).collect(),
        files: message.attachments().filter_map(|a| a.attachment_name().map(|n| (n.to_owned(), a.contents().to_vec()))).collect(),
    }
}

fn calendar_part<'a>(message: &'a mail_parser::Message<'a>) -> Option<&'a mail_parser::MessagePart<'a>> {
    message.parts.iter().find(|p| {
        p.content_type().is_some_and(|c| c.ctype() == "text" && c.subtype() == Some("calendar")) && p.attachment_name().is_none()
    })
}

/// An iCalendar object as a calendar program reads it (Python's `icalendar`,
/// tests/support/ics_check.py): the method, the zones, each event's times with offsets.
pub fn parse_calendar(ics: &str) -> Value {
    use std::io::Write as _;
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/support/ics_check.py");
    let mut child = std::process::Command::new("python3")
        .arg(script)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("python3 runs tests/support/ics_check.py");
    child.stdin.take().unwrap().write_all(ics.as_bytes()).unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success(), "icalendar could not read it (pip install icalendar): {}\n{ics}", String::from_utf8_lossy(&output.stderr));
    serde_json::from_slice(&output.stdout).unwrap()
}

pub fn mail(message: &Value) -> Mail {
    let mut mail = parse(message["data"].as_str().unwrap_or_default());
    mail.authenticated = message["auth"].as_bool().unwrap_or(false);
    mail
}

/// The first link in a text that starts with `prefix`.
pub fn link(text: &str, prefix: &str) -> Option<String> {
    let start = text.find(prefix)?;
    Some(text[start..].split_whitespace().next().unwrap_or_default().to_owned())
}
