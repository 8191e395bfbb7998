//! Documents an administrator uploads for a product (its instructions, a safety sheet,
//! the product information sheet): PDF files kept in the database (`shop_documents`,
//! once per content: the id is the start of the SHA-256 of the bytes) and served from
//! `/media/documents/{id}.pdf` for a year. What a file is, is read from its bytes.

use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use sha2::Digest;

use crate::platform::Db;

/// The largest document kept.
pub const MAX_BYTES: usize = 20 * 1024 * 1024;
/// Where the documents are served.
pub const PREFIX: &str = "/media/documents/";

/// Why an upload was refused; [`PdfError::message_id`] is its catalogue message.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum PdfError {
    #[error("not a PDF")]
    NotAPdf,
    #[error("over {MAX_BYTES} bytes")]
    TooLarge,
}

impl PdfError {
    pub fn message_id(self) -> &'static str {
        match self {
            PdfError::NotAPdf => "catalogue-document-not-pdf",
            PdfError::TooLarge => "catalogue-document-too-large",
        }
    }
}

/// The file's id when it is a PDF (it begins `%PDF-` and ends with `%%EOF`, give or
/// take trailing white space) within [`MAX_BYTES`].
pub fn check(bytes: &[u8]) -> Result<String, PdfError> {
    if bytes.len() > MAX_BYTES {
        return Err(PdfError::TooLarge);
    }
    let tail = &bytes[bytes.len().saturating_sub(1024)..];
    if !bytes.starts_with(b"%PDF-") || !tail.windows(5).any(|w| w == b"%%EOF") {
        return Err(PdfError::NotAPdf);
    }
    Ok(hex::encode(&sha2::Sha256::digest(bytes)[..8]))
}

/// A file name as the download offers it: letters, digits, spaces, `-`, `_` and `.`,
/// at most 100 characters, ending in `.pdf`.
pub fn clean_name(name: &str) -> String {
    let stem = name.trim().trim_end_matches(".pdf").trim_end_matches(".PDF");
    let kept: String = stem.chars().filter(|c| c.is_alphanumeric() || matches!(c, ' ' | '-' | '_' | '.')).take(100).collect();
    let kept = kept.trim();
    format!("{}.pdf", if kept.is_empty() { "dokument" } else { kept })
}

/// Keeps the document (once per content) and answers its address.
pub async fn store(db: &Db, bytes: &[u8], name: &str) -> Result<String, sqlx::Error> {
    let id = check(bytes).expect("checked before it is stored");
    sqlx::query("insert into shop_documents (id, name, bytes, created_at) values ($1, $2, $3, $4) on conflict (id) do nothing")
        .bind(&id)
        .bind(clean_name(name))
        .bind(bytes)
        .bind(crate::platform::db::now_rfc3339())
        .execute(db)
        .await?;
    Ok(format!("{PREFIX}{id}.pdf"))
}

/// `GET /media/documents/{id}.pdf`: the file, shown by the browser, saved under its name.
pub async fn serve(State(db): State<Db>, Path(file): Path<String>) -> Response {
    let not_found = || (StatusCode::NOT_FOUND, "not found").into_response();
    let Some(id) = file.strip_suffix(".pdf").filter(|id| id.len() == 16 && id.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b)))
    else {
        return not_found();
    };
    let found: Result<Option<(String, Vec<u8>)>, sqlx::Error> =
        sqlx::query_as("select name, bytes from shop_documents where id = $1").bind(id).fetch_optional(&db).await;
    match found {
        Ok(Some((name, bytes))) => (
            [
                (header::CONTENT_TYPE, "application/pdf".to_owned()),
                (header::CACHE_CONTROL, "public, max-age=31536000, immutable".to_owned()),
                (header::CONTENT_DISPOSITION, format!("inline; filename=\"{}\"", clean_name(&name))),
            ],
            bytes,
        )
            .into_response(),
        Ok(None) => not_found(),
        Err(error) => {
            tracing::error!(%error, file, "reading an uploaded document");
            (StatusCode::SERVICE_UNAVAILABLE, [(header::CACHE_CONTROL, "no-store")], "unavailable").into_response()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pdf_is_known_by_its_bytes() {
        let pdf = b"%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n";
        assert_eq!(check(pdf).unwrap().len(), 16);
        assert_eq!(check(pdf), check(pdf), "the same file, the same id");
        assert_eq!(check(b"<html>%PDF-1.4 %%EOF"), Err(PdfError::NotAPdf));
        assert_eq!(check(b"%PDF-1.4 truncated"), Err(PdfError::NotAPdf));
        assert_eq!(clean_name("Monteringsvejledning E14.pdf"), "Monteringsvejledning E14.pdf");
        assert_eq!(clean_name("../../etc/\"passwd\""), "....etcpasswd.pdf");
        assert_eq!(clean_name("  "), "dokument.pdf");
    }
}
