//! `elektriker export quotes|contacts|newsletter`: what visitors sent, as CSV.

use crate::platform::Db;

/// `elektriker export`: what visitors sent, as CSV on standard output.
pub async fn export_csv(db: &Db, what: &str, out: &mut impl std::io::Write) -> anyhow::Result<()> {
    fn field(s: &str) -> String {
        // Quote every field; neutralise spreadsheet formulas.
        let s = if s.starts_with(['=', '+', '-', '@']) { format!("'{s}") } else { s.to_owned() };
        format!("\"{}\"", s.replace('"', "\"\""))
    }
    match what {
        "newsletter" => {
            writeln!(
                out,
                "email,lang,created_at,status,consent_text_hash,confirmed_at,confirmed_by,confirmed_ip,confirmed_user_agent,unsubscribed_at"
            )?;
            #[allow(clippy::type_complexity)]
            let rows: Vec<(String, String, String, String, Option<String>, Option<String>, Option<String>, Option<String>, Option<String>, Option<String>)> =
                sqlx::query_as(
                    "select email, lang, created_at, status, consent_text_hash, confirmed_at, confirmed_by, confirmed_ip,
                         confirmed_user_agent, unsubscribed_at
                     from newsletter_subscribers order by created_at",
                )
                .fetch_all(db)
                .await?;
            for (email, lang, at, status, consent, confirmed, by, ip, user_agent, unsubscribed) in rows {
                let opt = |v: &Option<String>| field(v.as_deref().unwrap_or(""));
                writeln!(
                    out,
                    "{},{},{},{},{},{},{},{},{},{}",
                    field(&email),
                    field(&lang),
                    field(&at),
                    field(&status),
                    opt(&consent),
                    opt(&confirmed),
                    opt(&by),
                    opt(&ip),
                    opt(&user_agent),
                    opt(&unsubscribed)
                )?;
            }
        }
        kind => {
            let kind = match kind {
                "quotes" => "quote",
                "contacts" => "contact",
                other => anyhow::bail!("unknown export {other:?}: use quotes, contacts or newsletter"),
            };
            writeln!(out, "created_at,name,email,phone,message,lang")?;
            let rows: Vec<(String, String, String, Option<String>, String, String)> = sqlx::query_as(
                "select created_at, name, email, phone, message, lang from contact_requests where kind = $1 order by created_at",
            )
            .bind(kind)
            .fetch_all(db)
            .await?;
            for (at, name, email, phone, message, lang) in rows {
                writeln!(
                    out,
                    "{},{},{},{},{},{}",
                    field(&at),
                    field(&name),
                    field(&email),
                    field(phone.as_deref().unwrap_or("")),
                    field(&message),
                    field(&lang)
                )?;
            }
        }
    }
    Ok(())
}

