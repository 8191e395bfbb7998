//! Bodies kept compressed: brotli at its highest quality and gzip at its best are
//! too slow to make per request, so what is served again and again (cached pages,
//! the hashed assets, the message catalogues) is compressed once and kept, and
//! each request gets the encoding it takes. The compression layer passes an encoded
//! body through.

use std::collections::HashMap;
use std::sync::{Arc, LazyLock, Mutex};

use axum::http::{HeaderMap, HeaderName, HeaderValue, header};
use bytes::Bytes;

/// A page's body in each encoding it is kept in.
#[derive(Debug)]
pub struct Encoded {
    pub br: Bytes,
    pub gzip: Bytes,
    /// Made at the best qualities ([`Encoded::of`]), not the quick ones.
    pub best: bool,
}

impl Encoded {
    /// Brotli at quality 11 (window 22, text mode) and gzip at level 9: slow to
    /// make, which is why it is done once per page and not per request.
    pub fn of(html: &[u8]) -> Encoded {
        Encoded::at(html, 11, flate2::Compression::best())
    }

    /// Brotli at quality 5 and gzip at level 6: a tenth of the work, a few percent
    /// larger. What a page is kept in until it is asked for again.
    pub fn quick(html: &[u8]) -> Encoded {
        Encoded::at(html, 5, flate2::Compression::default())
    }

    fn at(html: &[u8], quality: i32, level: flate2::Compression) -> Encoded {
        use std::io::Write as _;
        let mut br = Vec::with_capacity(html.len() / 5);
        {
            let params = brotli::enc::BrotliEncoderParams {
                quality,
                lgwin: 22,
                mode: brotli::enc::backward_references::BrotliEncoderMode::BROTLI_MODE_TEXT,
                size_hint: html.len(),
                ..Default::default()
            };
            let mut writer = brotli::CompressorWriter::with_params(&mut br, 4096, &params);
            writer.write_all(html).expect("compressing into memory");
        }
        let mut gzip = flate2::write::GzEncoder::new(Vec::with_capacity(html.len() / 4), level);
        gzip.write_all(html).expect("compressing into memory");
        let gzip = gzip.finish().expect("compressing into memory");
        Encoded { br: Bytes::from(br), gzip: Bytes::from(gzip), best: quality == 11 }
    }

    pub fn bytes(&self) -> usize {
        self.br.len() + self.gzip.len()
    }
}


/// The encoding a client takes that pages are kept in: brotli before gzip, neither
/// when its `Accept-Encoding` lacks them or refuses them with `q=0`.
pub fn preferred_encoding(headers: &HeaderMap) -> Option<&'static str> {
    let takes = |name: &str| {
        headers.get_all(header::ACCEPT_ENCODING).iter().filter_map(|v| v.to_str().ok()).flat_map(|v| v.split(',')).any(|item| {
            let mut parts = item.split(';').map(str::trim);
            let coding = parts.next().unwrap_or_default();
            let q = parts
                .find_map(|p| p.strip_prefix("q=").or_else(|| p.strip_prefix("Q=")))
                .and_then(|q| q.parse::<f32>().ok())
                .unwrap_or(1.0);
            coding.eq_ignore_ascii_case(name) && q > 0.0
        })
    };
    if takes("br") {
        Some("br")
    } else if takes("gzip") {
        Some("gzip")
    } else {
        None
    }
}

/// Files by name (content-hashed, so a name is one body), compressed once.
static FILES: LazyLock<Mutex<HashMap<String, Option<Arc<Encoded>>>>> = LazyLock::new(Mutex::default);

/// Told whenever a file's encodings are made.
static MADE: tokio::sync::Notify = tokio::sync::Notify::const_new();

/// Names kept at most (message catalogues get new names as translations change).
const MOST_FILES: usize = 512;

/// The kept encodings of the file `name`, once they are made. The first request for
/// a name starts making them on a blocking thread and is answered without (the
/// compression layer's quick per-request encoding); the ones after get these.
pub fn kept_file(name: &str, body: impl FnOnce() -> Bytes) -> Option<Arc<Encoded>> {
    let mut files = FILES.lock().unwrap();
    match files.get(name) {
        Some(ready) => return ready.clone(),
        None if files.len() >= MOST_FILES => files.clear(),
        None => {}
    }
    files.insert(name.to_owned(), None);
    let (name, body) = (name.to_owned(), body());
    tokio::task::spawn_blocking(move || {
        let encoded = Arc::new(Encoded::of(&body));
        FILES.lock().unwrap().insert(name, Some(encoded));
        MADE.notify_waiters();
    });
    None
}

/// Returns once the kept encodings of `name` are made (tests wait for them).
pub async fn made(name: &str) {
    loop {
        let made = MADE.notified();
        tokio::pin!(made);
        made.as_mut().enable();
        if FILES.lock().unwrap().get(name).is_some_and(Option::is_some) {
            return;
        }
        made.await;
    }
}

/// The kept body for `encoding` (`br` or `gzip`) with its `Content-Encoding`.
pub fn body_for(encoded: &Encoded, encoding: &'static str) -> Option<(Bytes, &'static str)> {
    match encoding {
        "br" => Some((encoded.br.clone(), "br")),
        "gzip" => Some((encoded.gzip.clone(), "gzip")),
        _ => None,
    }
}

/// A file's body in the encoding the client takes, with the headers that say so,
/// when it takes one and the file's kept encodings are made; `None`: serve it as it
/// is (a byte range always is).
pub fn encoded_file(name: &str, headers: &HeaderMap, body: impl FnOnce() -> Bytes) -> Option<([(HeaderName, HeaderValue); 2], Bytes)> {
    if !compressible(name) || headers.contains_key(header::RANGE) {
        return None;
    }
    let encoding = preferred_encoding(headers)?;
    let (body, coding) = body_for(&*kept_file(name, body)?, encoding)?;
    let said = [
        (header::CONTENT_ENCODING, HeaderValue::from_static(coding)),
        (header::VARY, HeaderValue::from_static("Accept-Encoding")),
    ];
    Some((said, body))
}

/// Whether a file of this name is worth compressing (text; images and video are
/// compressed already).
pub fn compressible(name: &str) -> bool {
    matches!(name.rsplit('.').next(), Some("js" | "css" | "svg" | "json" | "ftl"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn accepting(value: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(header::ACCEPT_ENCODING, HeaderValue::from_str(value).unwrap());
        headers
    }

    #[test]
    fn the_kept_encoding_a_client_takes() {
        assert_eq!(preferred_encoding(&accepting("gzip, deflate, br, zstd")), Some("br"));
        assert_eq!(preferred_encoding(&accepting("gzip;q=1.0, br;q=0")), Some("gzip"), "q=0 refuses");
        assert_eq!(preferred_encoding(&accepting("GZIP")), Some("gzip"));
        assert_eq!(preferred_encoding(&accepting("identity")), None);
        assert_eq!(preferred_encoding(&accepting("br;q=0, gzip;q=0")), None);
        assert_eq!(preferred_encoding(&HeaderMap::new()), None);
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_file_is_compressed_once_however_many_ask_at_once() {
        use std::sync::atomic::{AtomicUsize, Ordering};
        let read = Arc::new(AtomicUsize::new(0));
        let text = Bytes::from("body { color: navy }\n".repeat(200));
        let mut asking = Vec::new();
        for _ in 0..20 {
            let (read, text) = (read.clone(), text.clone());
            asking.push(tokio::spawn(async move {
                kept_file("a-file-asked-for-at-once.css", move || {
                    read.fetch_add(1, Ordering::SeqCst);
                    text
                })
            }));
        }
        // Answered at once, without the encodings or (asked late) with them.
        for ask in asking {
            ask.await.unwrap();
        }
        made("a-file-asked-for-at-once.css").await;
        assert_eq!(read.load(Ordering::SeqCst), 1, "one compression for twenty askers");
        let kept = kept_file("a-file-asked-for-at-once.css", || unreachable!("kept")).unwrap();
        assert_eq!(kept.br, Encoded::of(&text).br);
    }
}
