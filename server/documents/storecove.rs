//! Storecove, a Peppol access point with a REST API that takes a finished UBL document
//! (`POST /document_submissions` with `rawDocumentData`, parse strategy `ubl`), as its
//! OpenAPI file describes it: the API key as a bearer token, the business's legal
//! entity at Storecove, the recipient routed by its EAN (Peppol scheme `GLN`, ICD
//! 0088), an invoice or a credit note both as document type `invoice`. Chosen because
//! it takes our own Peppol BIS 3 document (numbers, lines and totals as issued) rather
//! than asking for its own JSON invoice, answers at once with a reference, and keeps an
//! `idempotencyGuid` per submission: the one this client sends is the document's, so
//! a retry after a lost answer is refused as a repeat (422 naming the guid), which
//! here means "sent".

use std::time::Duration;

use base64::Engine;
use serde_json::{Value, json};

use super::Issued;
use super::delivery::{Delivered, Delivery};
use crate::jobs::Fault;
use crate::platform::Secret;

/// Where e-invoices go (`EINVOICE_ACCESS_POINT` and its settings).
#[derive(Debug, Clone, clap::Args)]
pub struct AccessPointSettings {
    /// `none` (the back office: download the XML and send it by hand) or `storecove`.
    #[arg(long, env = "EINVOICE_ACCESS_POINT", value_enum, default_value_t = AccessPoint::None)]
    pub einvoice_access_point: AccessPoint,

    /// Storecove's API key.
    #[arg(long, env = "STORECOVE_API_KEY", hide_env_values = true)]
    pub storecove_api_key: Option<Secret>,

    /// The business's legal entity at Storecove (its sender on Peppol).
    #[arg(long, env = "STORECOVE_LEGAL_ENTITY_ID")]
    pub storecove_legal_entity_id: Option<i64>,

    /// Storecove's API address (tests point it at their own server).
    #[arg(long, env = "STORECOVE_API_BASE", default_value = "https://api.storecove.com/api/v2")]
    pub storecove_api_base: String,

    /// How long one call to the access point may take, in milliseconds.
    #[arg(long, env = "EINVOICE_TIMEOUT_MS", default_value_t = 10_000)]
    pub einvoice_timeout_ms: u64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum AccessPoint {
    #[default]
    None,
    Storecove,
}

impl AccessPointSettings {
    /// The access point these settings name (`None`: the back office); an error
    /// naming the setting that is missing.
    pub fn delivery(&self) -> anyhow::Result<Option<std::sync::Arc<dyn Delivery>>> {
        Ok(match self.einvoice_access_point {
            AccessPoint::None => None,
            AccessPoint::Storecove => {
                let key = self.storecove_api_key.clone().filter(|k| !k.is_blank());
                let key = key.ok_or_else(|| anyhow::anyhow!("EINVOICE_ACCESS_POINT=storecove needs STORECOVE_API_KEY"))?;
                let entity = self
                    .storecove_legal_entity_id
                    .ok_or_else(|| anyhow::anyhow!("EINVOICE_ACCESS_POINT=storecove needs STORECOVE_LEGAL_ENTITY_ID"))?;
                let http = reqwest::Client::builder().timeout(Duration::from_millis(self.einvoice_timeout_ms.max(1))).build()?;
                Some(std::sync::Arc::new(Storecove { http, base: self.storecove_api_base.trim_end_matches('/').to_owned(), key, entity }))
            }
        })
    }
}

pub struct Storecove {
    http: reqwest::Client,
    base: String,
    key: Secret,
    entity: i64,
}

/// A document's own idempotency guid: its id (32 hex digits) written as a UUID.
fn guid_of(id: &str) -> String {
    let hex: String = id.chars().filter(char::is_ascii_hexdigit).chain(std::iter::repeat('0')).take(32).collect();
    format!("{}-{}-{}-{}-{}", &hex[..8], &hex[8..12], &hex[12..16], &hex[16..20], &hex[20..])
}

impl Storecove {
    async fn submit(&self, issued: &Issued, xml: &str) -> Result<String, Fault> {
        let Some(ean) = issued.content.buyer_ean.as_deref().filter(|e| !e.is_empty()) else {
            return Err(Fault::Lasting("the document has no EAN to send it to".into()));
        };
        let guid = guid_of(&issued.id);
        let body = json!({
            "legalEntityId": self.entity,
            "idempotencyGuid": guid,
            "routing": { "eIdentifiers": [ { "scheme": "GLN", "id": ean } ] },
            "document": {
                "documentType": "invoice",
                "rawDocumentData": {
                    "document": base64::engine::general_purpose::STANDARD.encode(xml.as_bytes()),
                    "parse": true,
                    "parseStrategy": "ubl",
                },
            },
        });
        let response = self
            .http
            .post(format!("{}/document_submissions", self.base))
            .bearer_auth(self.key.expose())
            .json(&body)
            .send()
            .await
            .map_err(|error| Fault::Passing {
                error: if error.is_timeout() { "Storecove did not answer in time".into() } else { format!("Storecove unreachable ({error})") },
                after: None,
            })?;
        let status = response.status();
        let retry_after = crate::jobs::retry_after(response.headers());
        let text = response.text().await.unwrap_or_default();
        let answer: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
        match status.as_u16() {
            200 | 201 => Ok(answer["guid"].as_str().map(str::to_owned).unwrap_or(guid)),
            401 | 403 => Err(Fault::Lasting(format!("Storecove refused the key ({status}): check STORECOVE_API_KEY and STORECOVE_LEGAL_ENTITY_ID"))),
            422 => {
                let errors = answer.as_array().cloned().unwrap_or_default();
                // Our guid again: an earlier attempt was taken, its answer lost.
                if errors.iter().any(|e| e["source"].as_str() == Some("idempotencyGuid")) {
                    return Ok(guid);
                }
                let reasons: Vec<String> = errors
                    .iter()
                    .map(|e| format!("{}: {}", e["source"].as_str().unwrap_or(""), e["details"].as_str().unwrap_or("")))
                    .collect();
                Err(Fault::Lasting(if reasons.is_empty() { format!("Storecove refused it ({status})") } else { reasons.join("; ") }))
            }
            429 | 408 => Err(Fault::Passing { error: format!("Storecove answered {status}"), after: retry_after }),
            s if s >= 500 => Err(Fault::Passing { error: format!("Storecove answered {status}"), after: retry_after }),
            _ => Err(Fault::Lasting(format!("Storecove refused it ({status}): {}", text.chars().take(300).collect::<String>()))),
        }
    }
}

impl Delivery for Storecove {
    fn channel(&self) -> &'static str {
        "storecove"
    }

    fn queued(&self) -> bool {
        true
    }

    fn deliver<'a>(&'a self, issued: &'a Issued, xml: &'a str) -> Delivered<'a> {
        Box::pin(self.submit(issued, xml))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_documents_guid_is_its_id_as_a_uuid() {
        assert_eq!(guid_of("0123456789abcdef0123456789abcdef"), "01234567-89ab-cdef-0123-456789abcdef");
        assert_eq!(guid_of("0123456789abcdef0123456789abcdef").len(), 36);
    }
}
