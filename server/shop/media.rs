//! Product pictures uploaded in the back office, kept in the database with the
//! catalogue (one binary, one backup): a JPEG, PNG or WebP, recognised by its content,
//! is turned upright (EXIF), scaled down to the widths the pages use and written as
//! WebP; each width is served from `/media/uploads/{id}-{width}.webp`, forever the
//! same (ids are never reused), so browsers and proxies keep it for a year.

use std::io::Cursor;

use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use image::{DynamicImage, ImageDecoder, ImageFormat, ImageReader};

use super::catalogue::UPLOADS_PREFIX;
use crate::platform::Db;
use crate::platform::db::now_rfc3339;

/// The largest file an administrator may upload.
pub const MAX_BYTES: usize = 10 * 1024 * 1024;
/// The most pixels a picture may have, judged from its header before it is decoded
/// (a small file can claim a huge picture: a decompression bomb).
pub const MAX_PIXELS: u64 = 40_000_000;
/// The widths kept: the thumbnails (96, 72, 64, 32 px, twice that on sharp screens),
/// the product cards, and the product page's 800 px box.
pub const WIDTHS: [u32; 3] = [160, 480, 960];

/// [`MAX_BYTES`] as the refusals write it.
pub fn limit_text() -> String {
    format!("{} MB", MAX_BYTES / (1024 * 1024))
}

/// Why an upload was refused; [`MediaError::message_id`] is its catalogue message.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MediaError {
    #[error("not a JPEG, PNG or WebP picture")]
    NotAnImage,
    #[error("over {MAX_BYTES} bytes")]
    TooLarge,
    #[error("{width}×{height} is over {MAX_PIXELS} pixels")]
    TooManyPixels { width: u32, height: u32 },
    #[error("the picture could not be read: {0}")]
    Unreadable(String),
}

impl MediaError {
    pub fn message_id(&self) -> &'static str {
        match self {
            MediaError::NotAnImage => "catalogue-image-not-image",
            MediaError::TooLarge => "catalogue-image-too-large",
            MediaError::TooManyPixels { .. } => "catalogue-image-too-many-pixels",
            MediaError::Unreadable(_) => "catalogue-image-unreadable",
        }
    }
}

/// A picture ready to store: its new id and each width as WebP.
#[derive(Debug, Clone)]
pub struct Prepared {
    pub id: String,
    /// (width, height, WebP bytes), narrowest first.
    pub sizes: Vec<(u32, u32, Vec<u8>)>,
}

/// A stored picture as a product's image points at it.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Stored {
    /// The widest version: what the product's image is.
    pub url: String,
    pub width: u32,
    pub height: u32,
    /// Every width, for `<img srcset>`.
    pub srcset: String,
}

/// What the content says the file is: JPEG, PNG or WebP by their magic bytes, or
/// nothing (a name or a Content-Type is never trusted).
pub fn sniff(bytes: &[u8]) -> Option<ImageFormat> {
    if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
        Some(ImageFormat::Jpeg)
    } else if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        Some(ImageFormat::Png)
    } else if bytes.len() >= 12 && &bytes[..4] == b"RIFF" && &bytes[8..12] == b"WEBP" {
        Some(ImageFormat::WebP)
    } else {
        None
    }
}

/// The widths a picture `width` wide is kept at: those of [`WIDTHS`] it is wider
/// than, and then its own width up to the widest (never enlarged; a small picture is
/// kept once, as it is).
pub fn widths_for(width: u32) -> Vec<u32> {
    let widest = width.min(WIDTHS[WIDTHS.len() - 1]);
    let mut widths: Vec<u32> = WIDTHS.iter().copied().filter(|w| *w < widest).collect();
    widths.push(widest);
    widths
}

/// Reads an upload and makes its WebP versions. CPU-heavy (a large photo takes a
/// good part of a second): call it off the async threads.
pub fn prepare(bytes: &[u8]) -> Result<Prepared, MediaError> {
    if bytes.len() > MAX_BYTES {
        return Err(MediaError::TooLarge);
    }
    let format = sniff(bytes).ok_or(MediaError::NotAnImage)?;
    let picture = decode(bytes, format)?;
    let (width, height) = (picture.width(), picture.height());
    // Photos stay RGB; a PNG with transparency keeps it.
    let picture = if picture.color().has_alpha() {
        DynamicImage::ImageRgba8(picture.into_rgba8())
    } else {
        DynamicImage::ImageRgb8(picture.into_rgb8())
    };
    // Widest first, each made from the one before: a 3000 px photo is read once.
    let mut sizes = Vec::new();
    let mut source = picture;
    for w in widths_for(width).into_iter().rev() {
        let h = ((u64::from(height) * u64::from(w) + u64::from(width) / 2) / u64::from(width)).max(1) as u32;
        let scaled =
            if (w, h) == (source.width(), source.height()) { source } else { source.resize_exact(w, h, image::imageops::FilterType::CatmullRom) };
        sizes.push((w, h, encode_webp(&scaled)?));
        source = scaled;
    }
    sizes.reverse();
    Ok(Prepared { id: hex::encode(rand::random::<[u8; 8]>()), sizes })
}

/// Decodes within the limits, refusing a picture over [`MAX_PIXELS`] from its header,
/// and turns it as its EXIF orientation says.
fn decode(bytes: &[u8], format: ImageFormat) -> Result<DynamicImage, MediaError> {
    let unreadable = |error: image::ImageError| MediaError::Unreadable(error.to_string());
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
    let mut limits = image::Limits::default();
    // RGBA at 16 bits a channel, the widest a decoder here makes, of the largest picture.
    limits.max_alloc = Some(MAX_PIXELS * 8 + 16 * 1024 * 1024);
    reader.limits(limits);
    let mut decoder = reader.into_decoder().map_err(unreadable)?;
    let (width, height) = decoder.dimensions();
    if u64::from(width) * u64::from(height) > MAX_PIXELS {
        return Err(MediaError::TooManyPixels { width, height });
    }
    if width == 0 || height == 0 {
        return Err(MediaError::Unreadable("no pixels".into()));
    }
    // A broken EXIF block is no reason to refuse the picture: it stays as it is.
    let orientation = decoder.orientation().unwrap_or(image::metadata::Orientation::NoTransforms);
    let mut picture = DynamicImage::from_decoder(decoder).map_err(unreadable)?;
    picture.apply_orientation(orientation);
    Ok(picture)
}

/// libwebp's quality for the lossy WebP: a photo's 960 px version in about a tenth of
/// the bytes of a lossless one, with no loss the eye sees on a product page.
pub const QUALITY: f32 = 80.0;

/// Lossy WebP of an RGB or RGBA picture (transparency kept).
fn encode_webp(picture: &DynamicImage) -> Result<Vec<u8>, MediaError> {
    let (width, height) = (picture.width(), picture.height());
    let encoder = match picture {
        DynamicImage::ImageRgba8(rgba) => webp::Encoder::from_rgba(rgba.as_raw(), width, height),
        DynamicImage::ImageRgb8(rgb) => webp::Encoder::from_rgb(rgb.as_raw(), width, height),
        other => return encode_webp(&DynamicImage::ImageRgba8(other.to_rgba8())),
    };
    let mut config = webp::WebPConfig::new().map_err(|()| MediaError::Unreadable("libwebp's configuration".into()))?;
    config.quality = QUALITY;
    config.method = 4;
    config.alpha_compression = 1;
    let written = encoder.encode_advanced(&config).map_err(|error| MediaError::Unreadable(format!("WebP encoding: {error:?}")))?;
    Ok(written.to_vec())
}

/// Where one width of a picture is served.
pub fn url_of(id: &str, width: u32) -> String {
    format!("{UPLOADS_PREFIX}{id}-{width}.webp")
}

/// Keeps every width of a prepared picture (all or none).
#[tracing::instrument(skip(db, prepared), fields(id = %prepared.id))]
pub async fn store(db: &Db, prepared: &Prepared) -> Result<Stored, sqlx::Error> {
    let created_at = now_rfc3339();
    let mut tx = db.begin().await?;
    for (width, height, bytes) in &prepared.sizes {
        sqlx::query("insert into shop_media (id, width, height, bytes, created_at) values ($1, $2, $3, $4, $5)")
            .bind(&prepared.id)
            .bind(i64::from(*width))
            .bind(i64::from(*height))
            .bind(bytes.clone())
            .bind(&created_at)
            .execute(&mut *tx)
            .await?;
    }
    tx.commit().await?;
    let (width, height, _) = prepared.sizes.last().ok_or_else(|| sqlx::Error::Protocol("a picture without sizes".into()))?;
    let srcset = prepared.sizes.iter().map(|(w, _, _)| format!("{} {w}w", url_of(&prepared.id, *w))).collect::<Vec<_>>().join(", ");
    Ok(Stored { url: url_of(&prepared.id, *width), width: *width, height: *height, srcset })
}

/// One width of a stored picture.
pub async fn load(db: &Db, id: &str, width: u32) -> Result<Option<Vec<u8>>, sqlx::Error> {
    sqlx::query_scalar("select bytes from shop_media where id = $1 and width = $2")
        .bind(id)
        .bind(i64::from(width))
        .fetch_optional(db)
        .await
}

/// `{id}-{width}.webp` as [`url_of`] writes it: 16 lower-case hex digits, a width of
/// one to four digits. Anything else is no picture of ours.
pub fn parse_file_name(file: &str) -> Option<(&str, u32)> {
    let (id, width) = file.strip_suffix(".webp")?.split_once('-')?;
    let hex = |s: &str| s.len() == 16 && s.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b));
    let digits = |s: &str| (1..=4).contains(&s.len()) && s.bytes().all(|b| b.is_ascii_digit()) && !s.starts_with('0');
    if !(hex(id) && digits(width)) {
        return None;
    }
    Some((id, width.parse().ok()?))
}

/// `GET /media/uploads/{id}-{width}.webp`.
pub async fn serve(State(db): State<Db>, Path(file): Path<String>) -> Response {
    let not_found = || (StatusCode::NOT_FOUND, "not found").into_response();
    let Some((id, width)) = parse_file_name(&file) else { return not_found() };
    match load(&db, id, width).await {
        Ok(Some(bytes)) => (
            [(header::CONTENT_TYPE, "image/webp"), (header::CACHE_CONTROL, "public, max-age=31536000, immutable")],
            bytes,
        )
            .into_response(),
        Ok(None) => not_found(),
        Err(error) => {
            tracing::error!(%error, file, "reading an uploaded picture");
            (StatusCode::SERVICE_UNAVAILABLE, [(header::CACHE_CONTROL, "no-store")], "unavailable").into_response()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A picture with smooth light, edges and fine grain, like a product photo.
    fn photo(width: u32, height: u32) -> image::RgbImage {
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        let mut noise = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % 9) as i32 - 4
        };
        image::RgbImage::from_fn(width, height, |x, y| {
            let (fx, fy) = (x as f32 / width as f32, y as f32 / height as f32);
            let (cx, cy) = (fx - 0.5, fy - 0.55);
            let inside = cx * cx * 1.6 + cy * cy < 0.06;
            let base = if inside {
                let shade = 0.6 + 0.4 * (1.0 - (cx * cx + cy * cy) * 8.0).max(0.0);
                [235.0 * shade, 232.0 * shade, 220.0 * shade]
            } else {
                let wall = 0.75 + 0.2 * (fx * 3.1 + fy * 1.7).sin() * (fy * 5.3).cos();
                [200.0 * wall, 170.0 * wall + 20.0 * fy, 140.0 * wall + 60.0 * fx]
            };
            let grain = noise();
            image::Rgb(base.map(|c| (c as i32 + grain).clamp(0, 255) as u8))
        })
    }

    fn jpeg(picture: &image::RgbImage, quality: u8) -> Vec<u8> {
        let mut out = Vec::new();
        image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, quality).encode_image(picture).unwrap();
        out
    }

    fn png(picture: &DynamicImage) -> Vec<u8> {
        let mut out = Cursor::new(Vec::new());
        picture.write_to(&mut out, ImageFormat::Png).unwrap();
        out.into_inner()
    }

    fn dimensions_of(webp: &[u8]) -> (u32, u32) {
        assert_eq!((&webp[..4], &webp[8..12]), (&b"RIFF"[..], &b"WEBP"[..]));
        let picture = image::load_from_memory_with_format(webp, ImageFormat::WebP).unwrap();
        (picture.width(), picture.height())
    }

    #[test]
    fn a_jpeg_photo_becomes_three_webp_widths() {
        let prepared = prepare(&jpeg(&photo(1600, 1200), 90)).unwrap();
        assert_eq!(prepared.id.len(), 16);
        let sizes: Vec<(u32, u32)> = prepared.sizes.iter().map(|(w, h, _)| (*w, *h)).collect();
        assert_eq!(sizes, [(160, 120), (480, 360), (960, 720)]);
        for (w, h, bytes) in &prepared.sizes {
            assert_eq!(dimensions_of(bytes), (*w, *h));
        }
    }

    #[test]
    fn a_png_is_never_enlarged() {
        let picture = DynamicImage::ImageRgba8(image::RgbaImage::from_fn(600, 300, |x, y| image::Rgba([x as u8, y as u8, 90, 200])));
        let prepared = prepare(&png(&picture)).unwrap();
        let sizes: Vec<(u32, u32)> = prepared.sizes.iter().map(|(w, h, _)| (*w, *h)).collect();
        assert_eq!(sizes, [(160, 80), (480, 240), (600, 300)]);
        for (w, h, bytes) in &prepared.sizes {
            assert_eq!(dimensions_of(bytes), (*w, *h));
        }

        let tiny = DynamicImage::ImageRgb8(image::RgbImage::from_pixel(40, 30, image::Rgb([10, 20, 30])));
        let prepared = prepare(&png(&tiny)).unwrap();
        assert_eq!(prepared.sizes.len(), 1);
        assert_eq!(dimensions_of(&prepared.sizes[0].2), (40, 30));
    }

    #[test]
    fn a_webp_upload_is_read() {
        let picture = DynamicImage::ImageRgb8(photo(500, 700));
        let prepared = prepare(&encode_webp(&picture).unwrap()).unwrap();
        let sizes: Vec<(u32, u32)> = prepared.sizes.iter().map(|(w, h, _)| (*w, *h)).collect();
        assert_eq!(sizes, [(160, 224), (480, 672), (500, 700)]);
    }

    #[test]
    fn the_exif_orientation_is_applied() {
        // A JPEG 300 wide, 100 high, whose EXIF says "turn 90° clockwise".
        let plain = jpeg(&photo(300, 100), 85);
        let tiff: &[u8] = &[
            b'M', b'M', 0, 42, 0, 0, 0, 8, // big-endian TIFF, first directory at 8
            0, 1, // one entry
            0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, // Orientation, SHORT, 1, value 6
            0, 0, 0, 0, // no next directory
        ];
        let mut app1 = vec![0xFF, 0xE1];
        app1.extend_from_slice(&((2 + 6 + tiff.len()) as u16).to_be_bytes());
        app1.extend_from_slice(b"Exif\0\0");
        app1.extend_from_slice(tiff);
        let turned = [&plain[..2], &app1, &plain[2..]].concat();
        let prepared = prepare(&turned).unwrap();
        assert_eq!(prepared.sizes.last().map(|(w, h, _)| (*w, *h)), Some((100, 300)));
    }

    #[test]
    fn what_is_not_a_picture_is_refused() {
        assert_eq!(prepare(b"Kabel 3x1,5 mm2, 100 m\n").unwrap_err(), MediaError::NotAnImage);
        assert_eq!(prepare(b"").unwrap_err(), MediaError::NotAnImage);
        let gif = b"GIF89a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;";
        assert_eq!(prepare(gif).unwrap_err(), MediaError::NotAnImage);
        // An SVG named photo.png is still an SVG.
        assert_eq!(prepare(b"<svg xmlns=\"http://www.w3.org/2000/svg\"/>").unwrap_err(), MediaError::NotAnImage);
    }

    #[test]
    fn a_truncated_png_is_unreadable() {
        let whole = png(&DynamicImage::ImageRgb8(photo(400, 300)));
        for cut in [20, 60, whole.len() / 2] {
            let error = prepare(&whole[..cut]).unwrap_err();
            assert!(matches!(error, MediaError::Unreadable(_)), "cut at {cut}: {error:?}");
            assert_eq!(error.message_id(), "catalogue-image-unreadable");
        }
    }

    #[test]
    fn more_than_the_limit_is_refused_before_reading() {
        let mut big = b"\x89PNG\r\n\x1a\n".to_vec();
        big.resize(MAX_BYTES + 1, 0);
        assert_eq!(prepare(&big).unwrap_err(), MediaError::TooLarge);
        assert_eq!(limit_text(), "10 MB");
    }

    /// A PNG chunk with its CRC.
    fn chunk(kind: &[u8; 4], data: &[u8]) -> Vec<u8> {
        let mut crc = flate2::Crc::new();
        crc.update(kind);
        crc.update(data);
        [&(data.len() as u32).to_be_bytes()[..], kind, data, &crc.sum().to_be_bytes()].concat()
    }

    #[test]
    fn a_huge_picture_in_a_small_file_is_refused_from_its_header() {
        // 12000×12000 RGB claimed by a file of a few dozen bytes: decoded, 432 MB.
        let mut ihdr = Vec::new();
        ihdr.extend_from_slice(&12000u32.to_be_bytes());
        ihdr.extend_from_slice(&12000u32.to_be_bytes());
        ihdr.extend_from_slice(&[8, 2, 0, 0, 0]);
        let mut zlib = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::default());
        std::io::Write::write_all(&mut zlib, &[0; 64]).unwrap();
        let bomb = [&b"\x89PNG\r\n\x1a\n"[..], &chunk(b"IHDR", &ihdr), &chunk(b"IDAT", &zlib.finish().unwrap()), &chunk(b"IEND", &[])].concat();
        let started = std::time::Instant::now();
        let error = prepare(&bomb).unwrap_err();
        assert_eq!(error, MediaError::TooManyPixels { width: 12000, height: 12000 });
        assert!(started.elapsed() < std::time::Duration::from_millis(200), "{:?}", started.elapsed());
    }

    #[test]
    fn file_names_are_checked_before_the_database() {
        assert_eq!(parse_file_name("0123456789abcdef-960.webp"), Some(("0123456789abcdef", 960)));
        for wrong in [
            "0123456789abcdef-960.png",
            "0123456789ABCDEF-960.webp",
            "0123456789abcde-960.webp",
            "0123456789abcdef-.webp",
            "0123456789abcdef-09.webp",
            "0123456789abcdef-96000.webp",
            "../etc/passwd",
            "0123456789abcdef-960-1.webp",
        ] {
            assert_eq!(parse_file_name(wrong), None, "{wrong}");
        }
    }

    #[test]
    fn widths_follow_the_original() {
        assert_eq!(widths_for(3000), [160, 480, 960]);
        assert_eq!(widths_for(960), [160, 480, 960]);
        assert_eq!(widths_for(700), [160, 480, 700]);
        assert_eq!(widths_for(160), [160]);
        assert_eq!(widths_for(100), [100]);
    }

    /// `cargo test --lib shop::media::tests::sizes -- --ignored --nocapture`: what a
    /// photo costs at each width, and how long a large one takes.
    #[test]
    #[ignore]
    fn sizes() {
        let photo_jpeg = jpeg(&photo(1600, 1200), 90);
        let prepared = prepare(&photo_jpeg).unwrap();
        for (w, h, bytes) in &prepared.sizes {
            println!("1600×1200 JPEG ({} KB) → {w}×{h}: {} KB", photo_jpeg.len() / 1024, bytes.len() / 1024);
        }
        // A real photo (MEDIA_SAMPLE=path), as it is and enlarged to 1600 wide, lossy
        // and, for comparison, lossless.
        if let Ok(real) = std::env::var("MEDIA_SAMPLE") {
            let original = std::fs::read(&real).unwrap();
            let decoded = image::load_from_memory(&original).unwrap().into_rgb8();
            let h = decoded.height() * 1600 / decoded.width();
            let enlarged = jpeg(&image::imageops::resize(&decoded, 1600, h, image::imageops::FilterType::Lanczos3), 90);
            for (what, bytes) in [("as it is", original), ("enlarged to 1600", enlarged)] {
                for (w, h, webp) in prepare(&bytes).unwrap().sizes {
                    let picture = image::load_from_memory(&webp).unwrap();
                    let mut lossless = Vec::new();
                    image::codecs::webp::WebPEncoder::new_lossless(&mut lossless)
                        .encode(picture.as_bytes(), w, h, picture.color().into())
                        .unwrap();
                    println!("{real} {what} ({} KB) → {w}×{h}: {} KB lossy, {} KB lossless", bytes.len() / 1024, webp.len() / 1024, lossless.len() / 1024);
                }
            }
        }
        let large = jpeg(&photo(3000, 2000), 90);
        let started = std::time::Instant::now();
        let prepared = prepare(&large).unwrap();
        println!("3000×2000 JPEG ({} KB): prepared in {:?}, {:?}", large.len() / 1024, started.elapsed(), prepared.sizes.iter().map(|s| s.2.len() / 1024).collect::<Vec<_>>());
    }
}
