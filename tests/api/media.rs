//! Product pictures uploaded in the back office: an administrator's JPEG, PNG or WebP
//! is kept in the database at the pages' widths as WebP and served from
//! `/media/uploads/…` for a year; nobody else can upload, and a refused upload (too
//! large, not a picture, cross-site) leaves nothing behind.

use std::io::Cursor;

use serde_json::Value;

use crate::backoffice::admin_client;
use crate::db_tests;
use crate::helpers::TestApp;

fn visitor() -> reqwest::Client {
    reqwest::Client::builder().cookie_store(true).redirect(reqwest::redirect::Policy::none()).build().unwrap()
}

/// A same-origin upload of `bytes` by `client`, in Danish.
async fn upload(app: &TestApp, client: &reqwest::Client, bytes: Vec<u8>, content_type: &str) -> reqwest::Response {
    client
        .post(app.url("/api/admin/media"))
        .header("origin", &app.address)
        .header("x-lang", "da")
        .header("content-type", content_type)
        .body(bytes)
        .send()
        .await
        .unwrap()
}

async fn stored_rows(app: &TestApp) -> i64 {
    sqlx::query_scalar("select count(*) from shop_media").fetch_one(&app.state.db).await.unwrap()
}

fn encoded(picture: image::DynamicImage, format: image::ImageFormat) -> Vec<u8> {
    let mut out = Cursor::new(Vec::new());
    picture.write_to(&mut out, format).unwrap();
    out.into_inner()
}

/// A 1200×900 PNG with some light and shade.
fn product_png() -> Vec<u8> {
    let picture = image::RgbImage::from_fn(1200, 900, |x, y| image::Rgb([(x / 5) as u8, (y / 4) as u8, ((x + y) / 9) as u8]));
    encoded(image::DynamicImage::ImageRgb8(picture), image::ImageFormat::Png)
}

/// A PNG of noise, `width` × 1000: about 3 bytes a pixel however it is compressed.
fn noise_png(width: u32) -> Vec<u8> {
    let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
    let picture = image::RgbImage::from_fn(width, 1000, |_, _| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let [a, b, c, ..] = seed.to_le_bytes();
        image::Rgb([a, b, c])
    });
    encoded(image::DynamicImage::ImageRgb8(picture), image::ImageFormat::Png)
}

db_tests! {
    async fn an_administrators_picture_is_kept_as_webp_and_served_for_a_year(app) {
        let admin = admin_client(&app).await;
        let response = upload(&app, &admin, product_png(), "image/png").await;
        assert_eq!(response.status(), 201);
        let stored: Value = response.json().await.unwrap();
        let url = stored["url"].as_str().unwrap().to_owned();
        assert!(url.starts_with(elektriker::shop::catalogue::UPLOADS_PREFIX) && url.ends_with("-960.webp"), "{url}");
        assert_eq!((stored["width"].as_u64(), stored["height"].as_u64()), (Some(960), Some(720)));
        assert_eq!(stored_rows(&app).await, 3);

        // Every width of the srcset is there, a WebP of the size it names.
        let srcset = stored["srcset"].as_str().unwrap();
        let mut widths = Vec::new();
        for candidate in srcset.split(", ") {
            let (path, width) = candidate.split_once(' ').unwrap();
            let width: u32 = width.trim_end_matches('w').parse().unwrap();
            widths.push(width);
            let response = visitor().get(app.url(path)).send().await.unwrap();
            assert_eq!(response.status(), 200, "{path}");
            assert_eq!(response.headers()["content-type"], "image/webp");
            assert_eq!(response.headers()["cache-control"], "public, max-age=31536000, immutable");
            let bytes = response.bytes().await.unwrap();
            assert_eq!((&bytes[..4], &bytes[8..12]), (&b"RIFF"[..], &b"WEBP"[..]), "{path}");
            let picture = image::load_from_memory_with_format(&bytes, image::ImageFormat::WebP).unwrap();
            assert_eq!((picture.width(), picture.height()), (width, width * 3 / 4), "{path}");
        }
        assert_eq!(widths, [160, 480, 960]);
        assert!(srcset.contains(&url));

        // Anything else under the prefix is not found.
        let id = url.trim_start_matches(elektriker::shop::catalogue::UPLOADS_PREFIX).split('-').next().unwrap().to_owned();
        for missing in [
            format!("/media/uploads/{id}-800.webp"),
            "/media/uploads/0123456789abcdef-960.webp".to_owned(),
            format!("/media/uploads/{id}-960.png"),
            "/media/uploads/..%2F..%2Fetc%2Fpasswd".to_owned(),
        ] {
            assert_eq!(visitor().get(app.url(&missing)).send().await.unwrap().status(), 404, "{missing}");
        }

        // A picture of more than the API's 2 MB (but within the pictures' 10 MB) is
        // taken too; a picture narrower than 960 is never enlarged.
        let big = noise_png(1100);
        assert!(big.len() > 3 * 1024 * 1024, "{}", big.len());
        let response = upload(&app, &admin, big, "image/png").await;
        assert_eq!(response.status(), 201);
        let stored: Value = response.json().await.unwrap();
        assert_eq!((stored["width"].as_u64(), stored["height"].as_u64()), (Some(960), Some(873)));

        let small = image::DynamicImage::ImageRgb8(image::RgbImage::from_pixel(300, 200, image::Rgb([200, 40, 40])));
        let response = upload(&app, &admin, encoded(small, image::ImageFormat::Jpeg), "image/jpeg").await;
        assert_eq!(response.status(), 201);
        let stored: Value = response.json().await.unwrap();
        assert_eq!((stored["width"].as_u64(), stored["height"].as_u64()), (Some(300), Some(200)));
        assert_eq!(stored["srcset"].as_str().unwrap().matches(", ").count(), 1, "160 and 300");
    }

    async fn only_administrators_upload_and_a_refused_upload_keeps_nothing(app) {
        // Not signed in, and signed in without the role.
        assert_eq!(upload(&app, &visitor(), product_png(), "image/png").await.status(), 401);
        let customer = visitor();
        assert_eq!(crate::mail::sign_up(&app, &customer, "kunde@example.dk", "da").await.status(), 201);
        assert_eq!(upload(&app, &customer, product_png(), "image/png").await.status(), 403);
        assert_eq!(stored_rows(&app).await, 0);

        let admin = admin_client(&app).await;
        // From another site, even with the administrator's cookie.
        let response = admin
            .post(app.url("/api/admin/media"))
            .header("origin", "https://evil.example")
            .header("content-type", "image/png")
            .body(product_png())
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 403);

        // Over 10 MB: 413, the limit named.
        let response = upload(&app, &admin, vec![0xFF; 11 * 1024 * 1024], "image/jpeg").await;
        assert_eq!(response.status(), 413);
        assert_eq!(response.headers()["content-type"], "application/json");
        let body: Value = response.json().await.unwrap();
        assert!(body["error"].as_str().unwrap().contains("10 MB"), "{body}");

        // Not a picture, whatever it says it is.
        let response = upload(&app, &admin, b"Kabel 3x1,5 mm2, 100 m".to_vec(), "image/png").await;
        assert_eq!(response.status(), 415);
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["error"], "Filen er ikke et billede. Brug JPEG, PNG eller WebP.");

        // A picture cut off half-way.
        let png = product_png();
        let response = upload(&app, &admin, png[..png.len() / 2].to_vec(), "image/png").await;
        assert_eq!(response.status(), 422);
        let body: Value = response.json().await.unwrap();
        assert!(body["error"].as_str().unwrap().starts_with("Billedet kunne ikke læses"), "{body}");

        assert_eq!(stored_rows(&app).await, 0);
    }
}

/// `cargo test --test api media::upload_time -- --ignored --nocapture`: how long an
/// administrator waits for a 3000×2000 photo (a phone's) to be kept.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore]
async fn upload_time() {
    let app = crate::helpers::spawn_app(crate::helpers::Backend::Sqlite).await.unwrap();
    let mut seed = 0x2545_f491_4f6c_dd1d_u64;
    let photo = image::RgbImage::from_fn(3000, 2000, |x, y| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let grain = (seed % 9) as f32 - 4.0;
        let light = 0.75 + 0.2 * (x as f32 / 700.0).sin() * (y as f32 / 450.0).cos();
        image::Rgb([200.0 * light + grain, 170.0 * light + grain, 140.0 * light + grain].map(|c| c.clamp(0.0, 255.0) as u8))
    });
    let mut jpeg = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut jpeg, 90).encode_image(&photo).unwrap();
    let admin = admin_client(&app).await;
    for _ in 0..3 {
        let started = std::time::Instant::now();
        let response = upload(&app, &admin, jpeg.clone(), "image/jpeg").await;
        assert_eq!(response.status(), 201);
        println!("3000×2000 JPEG of {} KB uploaded in {:?}", jpeg.len() / 1024, started.elapsed());
    }
}
