//! Product pictures uploaded in the back office: an administrator's JPEG, PNG or WebP
//! is kept in the database at the pages' widths as WebP and served from
//! `/media/uploads/…` for a year; nobody else can upload, and a refused upload (too
//! large, not a picture, cross-site) leaves nothing behind.

use std::io::Cursor;

use serde_json::Value;

use crate::db_tests;
use crate::helpers::{TestApp, Visitor};

/// A same-origin upload of `bytes` by `client`, in Danish.
async fn upload(client: &Visitor, bytes: Vec<u8>, content_type: &str) -> reqwest::Response {
    client
        .post("/api/admin/media")
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
        let admin = app.admin().await;
        let response = upload(&admin, product_png(), "image/png").await;
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
            let response = app.visitor().get(path).send().await.unwrap();
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
            assert_eq!(app.visitor().get(&missing).send().await.unwrap().status(), 404, "{missing}");
        }

        // A picture of more than the API's 2 MB (but within the pictures' 10 MB) is
        // taken too; a picture narrower than 960 is never enlarged.
        let big = noise_png(1100);
        assert!(big.len() > 3 * 1024 * 1024, "{}", big.len());
        let response = upload(&admin, big, "image/png").await;
        assert_eq!(response.status(), 201);
        let stored: Value = response.json().await.unwrap();
        assert_eq!((stored["width"].as_u64(), stored["height"].as_u64()), (Some(960), Some(873)));

        let small = image::DynamicImage::ImageRgb8(image::RgbImage::from_pixel(300, 200, image::Rgb([200, 40, 40])));
        let response = upload(&admin, encoded(small, image::ImageFormat::Jpeg), "image/jpeg").await;
        assert_eq!(response.status(), 201);
        let stored: Value = response.json().await.unwrap();
        assert_eq!((stored["width"].as_u64(), stored["height"].as_u64()), (Some(300), Some(200)));
        assert_eq!(stored["srcset"].as_str().unwrap().matches(", ").count(), 1, "160 and 300");
    }

    async fn an_uploaded_picture_on_the_site_keeps_its_shape_and_offers_each_width(app) {
        let admin = app.admin().await;
        let stored: Value = upload(&admin, product_png(), "image/png").await.json().await.unwrap();
        let url = stored["url"].as_str().unwrap().to_owned();
        let product = serde_json::json!({
            "handle": "vaeglampe-foto", "title": "Væglampe med foto", "description": "Til billedtesten.",
            "vendor": "Nordlys", "productType": "Lampe", "tags": [], "status": "active", "options": [],
            "variants": [{"optionValues": [], "priceMinor": 49_900, "compareAtMinor": null, "sku": "", "inventoryQuantity": null, "available": true}],
            "images": [{"url": url, "altText": "Væglampe i messing"}],
            "collections": ["indendors-lys"]
        });
        let created = admin.send("POST", "/api/admin/products", Some(product)).await;
        assert_eq!(created.status(), 201);

        // The page data carries the picture's size (960×720, from the stored widest).
        let (status, html) = app.get_text("/product/vaeglampe-foto").await;
        assert_eq!(status, 200);
        let image = crate::helpers::page_data(&html)["page"]["product"]["images"][0].clone();
        assert_eq!((image["url"].as_str(), image["width"].as_u64(), image["height"].as_u64()), (Some(url.as_str()), Some(960), Some(720)));
        // The server's HTML: the main picture with its own shape and every width.
        let id = url.trim_start_matches(elektriker::shop::catalogue::UPLOADS_PREFIX).trim_end_matches("-960.webp").to_owned();
        let main = html.split("<img").find(|tag| tag.contains("Væglampe i messing")).unwrap_or_else(|| panic!("no main picture in {html}"));
        assert!(main.contains(r#"width="960""#) && main.contains(r#"height="720""#), "{main}");
        let srcset = format!("/media/uploads/{id}-160.webp 160w, /media/uploads/{id}-480.webp 480w, /media/uploads/{id}-960.webp 960w");
        assert!(main.contains(&format!(r#"srcSet="{srcset}""#)) || main.contains(&format!(r#"srcset="{srcset}""#)), "{main}");
        assert!(main.contains("sizes="), "{main}");
        // The thumbnail-sized places take a narrow version: the admin list's row.
        let list: Value = admin.get("/api/admin/products?q=vaeglampe-foto").send().await.unwrap().json().await.unwrap();
        assert_eq!(list["rows"][0]["image"], url.as_str(), "{list}");

        // A product card in its collection's listing: its shape too.
        let data: Value = app.get("/api/page?path=/collections/indendors-lys?sort=price-asc").await.json().await.unwrap();
        let products = data["data"]["page"]["collection"]["products"].as_array().unwrap().clone();
        let card = products.iter().find(|p| p["handle"] == "vaeglampe-foto").unwrap_or_else(|| panic!("{data}"));
        assert_eq!((card["images"][0]["width"].as_u64(), card["images"][0]["height"].as_u64()), (Some(960), Some(720)));
    }

    async fn six_pictures_uploaded_at_once_are_each_kept_whole_while_the_site_answers(app) {
        // One picture is prepared at a time per instance (a semaphore): the others wait
        // their turn, none is lost or mixed with another, and pages are served meanwhile.
        let admin = app.admin().await;
        let uploads = (0..6u32).map(|i| {
            let admin = admin.clone();
            async move {
                let shade = (40 * i) as u8;
                let picture = image::RgbImage::from_fn(1000 + 20 * i, 800, |x, y| image::Rgb([shade, (x / 4) as u8, (y / 4) as u8]));
                let response = upload(&admin, encoded(image::DynamicImage::ImageRgb8(picture), image::ImageFormat::Png), "image/png").await;
                assert_eq!(response.status(), 201);
                let stored: Value = response.json().await.unwrap();
                (i, stored)
            }
        });
        let page = async { assert_eq!(app.get("/kontakt").await.status(), 200) };
        let (stored, _) = tokio::join!(futures_util::future::join_all(uploads), page);
        let mut ids: Vec<String> = stored.iter().map(|(_, s)| s["url"].as_str().unwrap().to_owned()).collect();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), 6, "six pictures, six ids");
        assert_eq!(stored_rows(&app).await, 18, "every width of each");
        for (i, s) in &stored {
            // Each answer is its own picture's: its shape, and its first pixel's shade.
            let width = 1000 + 20 * i;
            assert_eq!((s["width"].as_u64(), s["height"].as_u64()), (Some(960), Some(u64::from((800 * 960 + width / 2) / width))), "{s}");
            let bytes = app.visitor().get(s["url"].as_str().unwrap()).send().await.unwrap().bytes().await.unwrap();
            let picture = image::load_from_memory_with_format(&bytes, image::ImageFormat::WebP).unwrap().to_rgb8();
            let red = i32::from(picture.get_pixel(480, 360)[0]);
            assert!((red - 40 * *i as i32).abs() <= 12, "picture {i}: red {red}");
        }
    }

    async fn only_administrators_upload_and_a_refused_upload_keeps_nothing(app) {
        // Not signed in, and signed in without the role.
        assert_eq!(upload(&app.visitor(), product_png(), "image/png").await.status(), 401);
        let customer = app.visitor();
        assert_eq!(customer.sign_up_in("da", "kunde@example.dk").await.status(), 201);
        assert_eq!(upload(&customer, product_png(), "image/png").await.status(), 403);
        assert_eq!(stored_rows(&app).await, 0);

        let admin = app.admin().await;
        // From another site, even with the administrator's cookie.
        let response = admin
            .post_from("https://evil.example", "/api/admin/media")
            .header("content-type", "image/png")
            .body(product_png())
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 403);

        // Over 10 MB: 413, the limit named.
        let response = upload(&admin, vec![0xFF; 11 * 1024 * 1024], "image/jpeg").await;
        assert_eq!(response.status(), 413);
        assert_eq!(response.headers()["content-type"], "application/json");
        let body: Value = response.json().await.unwrap();
        assert!(body["error"].as_str().unwrap().contains("10 MB"), "{body}");

        // Not a picture, whatever it says it is.
        let response = upload(&admin, b"Kabel 3x1,5 mm2, 100 m".to_vec(), "image/png").await;
        assert_eq!(response.status(), 415);
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["error"], "Filen er ikke et billede. Brug JPEG, PNG eller WebP.");

        // A picture cut off half-way.
        let png = product_png();
        let response = upload(&admin, png[..png.len() / 2].to_vec(), "image/png").await;
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
    let admin = app.admin().await;
    for _ in 0..3 {
        let started = std::time::Instant::now();
        let response = upload(&admin, jpeg.clone(), "image/jpeg").await;
        assert_eq!(response.status(), 201);
        println!("3000×2000 JPEG of {} KB uploaded in {:?}", jpeg.len() / 1024, started.elapsed());
    }
}
