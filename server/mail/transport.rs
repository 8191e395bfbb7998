//! How a message leaves: SMTP through lettre (TLS or STARTTLS, with authentication),
//! or, the embedded default, an RFC 5322 `.eml` file per message in a folder.

use std::path::PathBuf;
use std::time::Duration;

use lettre::message::header::ContentType;
use lettre::message::{Attachment, Mailbox, MultiPart, SinglePart};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

use super::MailSettings;
use super::queue::Queued;

pub enum Transport {
    Smtp { mailer: AsyncSmtpTransport<Tokio1Executor>, from: Mailbox, described: String },
    Outbox { dir: PathBuf, from: Mailbox },
}

/// Why a message did not leave; `permanent` failures are not retried.
#[derive(Debug)]
pub struct SendError {
    pub permanent: bool,
    pub message: String,
}

/// The SMTP URL lettre should use: `smtp://` to anything but loopback requires
/// STARTTLS unless the URL says `tls=none` (plain SMTP only on a trusted network).
pub fn effective_smtp_url(url: &str) -> anyhow::Result<String> {
    let mut parsed = url::Url::parse(url).map_err(|e| anyhow::anyhow!("SMTP_URL is not a URL: {e}"))?;
    match parsed.scheme() {
        "smtps" => {}
        "smtp" => {
            let pairs: Vec<(String, String)> = parsed.query_pairs().into_owned().collect();
            let tls = pairs.iter().find(|(k, _)| k == "tls").map(|(_, v)| v.clone());
            let loopback = match parsed.host() {
                // `smtp` is not a special scheme to the URL parser: an IP arrives as text.
                Some(url::Host::Domain(d)) => {
                    d.eq_ignore_ascii_case("localhost")
                        || d.trim_matches(['[', ']']).parse::<std::net::IpAddr>().is_ok_and(|ip| ip.is_loopback())
                }
                Some(url::Host::Ipv4(ip)) => ip.is_loopback(),
                Some(url::Host::Ipv6(ip)) => ip.is_loopback(),
                None => anyhow::bail!("SMTP_URL has no host"),
            };
            let keep: Vec<(String, String)> = pairs.into_iter().filter(|(k, _)| k != "tls").collect();
            let mut query = url::form_urlencoded::Serializer::new(String::new());
            for (k, v) in &keep {
                query.append_pair(k, v);
            }
            match tls.as_deref() {
                Some("none") => {}
                Some(other) => {
                    query.append_pair("tls", other);
                }
                None if loopback => {}
                None => {
                    query.append_pair("tls", "required");
                }
            }
            let query = query.finish();
            parsed.set_query(if query.is_empty() { None } else { Some(&query) });
        }
        other => anyhow::bail!("SMTP_URL must start with smtp:// or smtps://, not {other}://"),
    }
    Ok(parsed.to_string())
}

impl Transport {
    /// `site` names the sender when MAIL_FROM is not set: the business's name and e-mail.
    pub fn from_settings(settings: &MailSettings, site: &crate::platform::SiteInfo) -> anyhow::Result<Transport> {
        let sender = match settings.mail_from.as_deref().filter(|f| !f.trim().is_empty()) {
            Some(given) => given.to_owned(),
            None => format!("\"{}\" <{}>", site.name.replace(['"', '\\'], ""), site.email),
        };
        let from: Mailbox = sender.parse().map_err(|e| anyhow::anyhow!("MAIL_FROM {sender:?} is not an address: {e}"))?;
        match settings.smtp_url.as_ref().map(crate::platform::Secret::expose).filter(|u| !u.trim().is_empty()) {
            Some(url) => {
                let effective = effective_smtp_url(url)?;
                let mailer = AsyncSmtpTransport::<Tokio1Executor>::from_url(&effective)
                    .map_err(|e| anyhow::anyhow!("SMTP_URL: {e}"))?
                    .timeout(Some(Duration::from_secs(20)))
                    .build();
                let mut shown = url::Url::parse(&effective)?;
                if shown.password().is_some() {
                    let _ = shown.set_password(Some("***"));
                }
                Ok(Transport::Smtp { mailer, from, described: format!("SMTP {shown}") })
            }
            None => Ok(Transport::Outbox { dir: settings.mail_outbox_dir.clone(), from }),
        }
    }

    pub fn describe(&self) -> String {
        match self {
            Transport::Smtp { described, .. } => described.clone(),
            Transport::Outbox { dir, .. } => format!(".eml files in {}", dir.display()),
        }
    }

    fn message(from: &Mailbox, queued: &Queued) -> Result<Message, SendError> {
        let permanent = |message: String| SendError { permanent: true, message };
        let to: Mailbox = queued.recipient.parse().map_err(|e| permanent(format!("bad recipient: {e}")))?;
        let mut builder = Message::builder().from(from.clone()).to(to).subject(queued.subject.clone());
        if let Some(reply_to) = &queued.reply_to {
            if let Ok(reply_to) = reply_to.parse::<Mailbox>() {
                builder = builder.reply_to(reply_to);
            }
        }
        for (name, value) in &queued.headers {
            // Only the headers this site sets (a name must be 'static for lettre).
            let name = match name.as_str() {
                "List-Unsubscribe" => "List-Unsubscribe",
                "List-Unsubscribe-Post" => "List-Unsubscribe-Post",
                "List-Id" => "List-Id",
                _ => continue,
            };
            builder = builder.raw_header(lettre::message::header::HeaderValue::new(
                lettre::message::header::HeaderName::new_from_ascii_str(name),
                value.clone(),
            ));
        }
        let body = MultiPart::alternative_plain_html(queued.text.clone(), queued.html.clone());
        let body = match &queued.calendar {
            None => body,
            // An invitation: the calendar part beside the text (what mail programs
            // show as an invitation) and the same as `invite.ics` to open or save.
            Some(ics) => {
                let method = ics
                    .lines()
                    .find_map(|l| l.strip_prefix("METHOD:"))
                    .map(str::trim)
                    .filter(|m| m.chars().all(|c| c.is_ascii_uppercase()))
                    .unwrap_or("PUBLISH");
                let calendar_type = |kind: &str| {
                    ContentType::parse(&format!("{kind}; charset=utf-8; method={method}"))
                        .map_err(|e| permanent(format!("calendar content type: {e}")))
                };
                let inline = SinglePart::builder().header(calendar_type("text/calendar")?).body(ics.clone());
                MultiPart::mixed()
                    .multipart(body.singlepart(inline))
                    .singlepart(Attachment::new("invite.ics".into()).body(ics.clone(), calendar_type("application/ics")?))
            }
        };
        // Files (an invoice's PDF) after the letter.
        let body = if queued.attachments.is_empty() {
            body
        } else {
            let mut mixed = MultiPart::mixed().multipart(body);
            for file in &queued.attachments {
                let kind = ContentType::parse(&file.content_type).map_err(|e| permanent(format!("attachment content type: {e}")))?;
                mixed = mixed.singlepart(Attachment::new(file.file_name.clone()).body(file.body.clone(), kind));
            }
            mixed
        };
        builder.multipart(body).map_err(|e| permanent(format!("building the message: {e}")))
    }

    pub async fn send(&self, queued: &Queued) -> Result<(), SendError> {
        match self {
            Transport::Smtp { mailer, from, .. } => {
                let message = Transport::message(from, queued)?;
                mailer.send(message).await.map(|_| ()).map_err(|e| SendError {
                    permanent: e.is_permanent(),
                    message: e.to_string(),
                })
            }
            Transport::Outbox { dir, from } => {
                let message = Transport::message(from, queued)?;
                let transient = |message: String| SendError { permanent: false, message };
                tokio::fs::create_dir_all(dir).await.map_err(|e| transient(format!("creating {}: {e}", dir.display())))?;
                // Named so that a listing shows them in the order they were sent.
                let stamp = time::OffsetDateTime::now_utc().unix_timestamp_nanos() / 1_000;
                let path = dir.join(format!("{stamp}-{}-{}.eml", queued.kind, queued.id));
                // Written beside it first, then renamed: whoever watches the folder
                // never reads half a message.
                let partial = path.with_extension("eml.partial");
                tokio::fs::write(&partial, message.formatted())
                    .await
                    .map_err(|e| transient(format!("writing {}: {e}", partial.display())))?;
                tokio::fs::rename(&partial, &path)
                    .await
                    .map_err(|e| transient(format!("renaming {}: {e}", path.display())))?;
                tracing::info!(to = %queued.recipient, subject = %queued.subject, file = %path.display(), "mail written to the outbox folder");
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::effective_smtp_url;

    #[test]
    fn smtp_to_a_remote_host_requires_starttls() {
        assert_eq!(effective_smtp_url("smtp://u:p@mail.example.dk:587").unwrap(), "smtp://u:p@mail.example.dk:587?tls=required");
        assert_eq!(effective_smtp_url("smtp://127.0.0.1:2525").unwrap(), "smtp://127.0.0.1:2525");
        assert_eq!(effective_smtp_url("smtp://mail.lan:25?tls=none").unwrap(), "smtp://mail.lan:25");
        assert_eq!(
            effective_smtp_url("smtp://mail.example.dk?tls=opportunistic").unwrap(),
            "smtp://mail.example.dk?tls=opportunistic"
        );
        assert_eq!(effective_smtp_url("smtps://u:p@mail.example.dk").unwrap(), "smtps://u:p@mail.example.dk");
        assert!(effective_smtp_url("http://mail.example.dk").is_err());
    }
}
